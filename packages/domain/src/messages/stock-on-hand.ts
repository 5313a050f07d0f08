/** Stock on Hand and FIFO on issue (issue 22 items 7 and 8). */
export const stockOnHandMessages = {
  oneFilter: "Please choose one product, bin or lot.",
  /** WMS_FIFO=warn: the scan is taken, the older packet named. */
  fifoOlder: (qrCode: string, binAddress: string) =>
    `An older packet of this product is in stock: ${qrCode} in bin ${binAddress}. Issue it first (FIFO).`,
  /** WMS_FIFO=strict: the scan or issue is refused, the older packet named. */
  fifoRefused: (newer: string, qrCode: string, binAddress: string) =>
    `Packet ${newer} is newer than ${qrCode} in bin ${binAddress}: issue the older packet first (FIFO).`,
  exporting: (rows: number) => `Exporting... ${rows} rows`,
  exported: (rows: number) => `Exported ${rows} rows.`,
  noData: "No data found",
} as const;

/** The Stock on Hand screen's labels. */
export const stockOnHandText = {
  title: "Stock on Hand",
  byProduct: "By product",
  byBin: "By bin",
  byLot: "By lot",
  search: "Search",
  exportCsv: "Export CSV",
  availableTip: "Available: in a bin, not held (what Issue takes). Packed stock awaits put-away.",
  packetsOf: (what: string) => `Packets of ${what}`,
} as const;
