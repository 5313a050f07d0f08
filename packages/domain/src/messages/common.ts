export const commonMessages = {
  success: "Success",
  saved: "Record saved successfully.",
  updated: "Record updated successfully.",
  deactivated: "Record inactivated successfully.",
  activated: "Record activated successfully.",
  notFound: "Record not found.",
  invalidRequest: "Invalid request.",
  numberExpected: "A number is expected.",
  invalidCharacters: "The text holds a character that is not allowed.",
  valueNotStorable: "A value is out of range or holds a character that is not allowed.",
  serverError: "Something went wrong. Please try again.",
  tooLarge: "The file is too large.",
} as const;
