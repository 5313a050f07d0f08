/** The spec's store issue warning (spec 2 section 5), kept verbatim ahead of the reason. */
const requiredQtyZero = "Required qty is zero";

/** Raise Requisition, View Order and Store Requisition Issue messages (spec 2 sections 5 and 8). */
export const productionMessages = {
  selectOrder: "Please select any order to move forword raise requisition",
  enterApprovedQty: "Please enter approved qty.",
  onlyNumeric: "Please enter only numeric value.",
  approvedAboveRemaining: "Approved qty shoud not be greater than remaining qty.",
  approvedNotPositive: "Approved qty shoud be greater than 0.",
  enterRequisitionNo: "Please enter requisition number.",
  enterOrderNo: "Please enter order number.",
  enterPacketQr: "Please enter packet qr code.",
  enterQr: "Please enter qr code",
  alreadyScanned: "QR code already scanned using product code",
  requiredQtyZero,
  notInBom: (code: string) => `${requiredQtyZero}. ${code} is not in this requisition's BOM.`,
  fullyIssued: (code: string, requisitionNo: string) =>
    `${requiredQtyZero}. ${code} is already fully issued to ${requisitionNo}.`,
  sameSupplier: "Please scan same supplier qr code ",
  issueAllRm: "Please issue all RM to store",
  noData: "No data found",
  // Server answers the spec leaves unshown.
  orderNotFound: "Order not found.",
  requisitionRaised: "Requisition raised successfully.",
  requisitionNotFound: "Requisition not found.",
  noOpenRequisition: "No requisition of this order is waiting for issue.",
  allIssued: "All RM of this requisition is already issued.",
  bomMissing: "The product of this order has no BOM.",
  packetNotInStock: "This packet is not in stock in a bin.",
  issued: "RM issued to production successfully.",
} as const;

export const productionText = {
  stockDetailsNote: 'In "x - y", x is the available stock and y the finished goods that can be made.',
  bomSlipFile: "BOM_Slip",
  companyName: "Warehouse Management System",
  brokenQrTitle: "Broken QR Codes",
  breakPacketTitle: "Break Packet List",
  productLocationTitle: "Product Location",
  /** The packet FIFO suggests taking first (the oldest available). */
  fifoSuggested: "Take first (FIFO)",
  orderListTitle: "Order List",
  stockDetailsTitle: "Stock Details",
  bomDetailTitle: "BOM Detail",
  productDetailTitle: "Product Detail",
} as const;
