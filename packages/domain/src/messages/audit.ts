/** Audit trail messages. */
export const auditMessages = {
  historyOnlyOfARecord: "Choose a record to see its history.",
  fromAfterTo: "From Date must not be after To Date.",
  notADate: "Please enter a valid date.",
};

/** Audit trail wording on screen. */
export const auditText = {
  title: "Audit Trail",
  history: "History",
  noChanges: "No changes recorded.",
  field: "Field",
  before: "Before",
  after: "After",
  onlyThisUser: "Show only this user's events",
};
