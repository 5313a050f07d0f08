export const commonMessages = {
  success: "Success",
  saved: "Record saved successfully.",
  updated: "Record updated successfully.",
  deactivated: "Record inactivated successfully.",
  activated: "Record activated successfully.",
  notFound: "Record not found.",
  invalidRequest: "Invalid request.",
  numberExpected: "A number is expected.",
  quantityDecimals: "Quantity can have at most 3 decimals.",
  invalidCharacters: "The text holds a character that is not allowed.",
  idempotencyKeyInvalid: "The Idempotency-Key header must be 1 to 255 visible characters.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
  idempotencyAnswerLost:
    "This action's first try ended before its answer was kept. Check the record before doing it again.",
  valueNotStorable: "A value is out of range or holds a character that is not allowed.",
  serverError: "Something went wrong. Please try again.",
  databaseUnavailable: "The database cannot be reached right now. Please try again in a moment.",
  diskFull: "The server's disk is full",
  tooLarge: "The file is too large.",
  /** A scanned or typed bin address no bin has. */
  binMissing: (address: string) => `Bin ${address} does not exist.`,
  /** A scanned code no packet has: a text shaped like a bin address is told as a bin ("E-99"). */
  scanMissing: (code: string) =>
    /^[A-Za-z]+-\d+$/.test(code.trim())
      ? `Bin ${code.trim()} does not exist.`
      : `QR code ${code.trim()} not found.`,
} as const;
