export const commonMessages = {
  success: "Success",
  saved: "Record saved successfully.",
  updated: "Record updated successfully.",
  deactivated: "Record inactivated successfully.",
  activated: "Record activated successfully.",
  notFound: "Record not found.",
  invalidRequest: "Invalid request.",
  serverError: "Something went wrong. Please try again.",
  tooLarge: "The file is too large.",
} as const;
