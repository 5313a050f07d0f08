/** Stock Transfer: moving packets between bins by scan, and scanning bin labels (beyond the spec). */
export const stockTransferMessages = {
  scanPacketOrBin: "Please scan a packet QR code or a bin label.",
  scanTargetBin: "Please scan the label of the bin to move the packets to.",
  binInactive: "Selected Bin Location is not active.",
  binHasNoPackets: (address: string) => `Bin ${address} holds no packets.`,
  alreadyInBin: (qrCode: string, address: string) => `Packet ${qrCode} is already in bin ${address}.`,
  otherProductInBin: (address: string) =>
    `Bin ${address} holds another product: a bin takes only packets of the product it holds.`,
  mixedProducts: (address: string) =>
    `Bin ${address} is not empty: only packets of the one product it holds can be moved into it.`,
  tooManyPackets: "At most 2,000 packets can be moved at once.",
  packetInList: "Packet already exists in the list.",
  moved: (count: number, address: string) =>
    `${count} ${count === 1 ? "packet" : "packets"} moved to bin ${address}.`,
} as const;

export const stockTransferText = {
  title: "Stock Transfer",
  confirmTitle: "Confirm Move",
  confirmQuestion: (count: number, address: string) =>
    `Move ${count} ${count === 1 ? "packet" : "packets"} to bin ${address}?`,
  binLabelsButton: "Print Bin Labels",
  binLabelFilePrefix: "Bin_Labels_",
  selectBinsToPrint: "Please select the bins to print their labels.",
} as const;
