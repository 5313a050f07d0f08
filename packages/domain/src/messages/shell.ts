export const shellText = {
  loginHeading: "Welcome Back",
  loginSubtitle: "Welcome To Warehouse Management System",
  welcome: "Welcome",
  copyright: "Copyright © 2022 Warehouse Management System. All rights reserved.",
  designCredit: "Designed & Developed by the WMS team",
  requiredNote: "Fields marked as (*) are required.",
  noDataFound: "No data found.",
  confirmInactive: "Are you sure you want to InActive?",
  confirmActiveInactive: "Are you sure you want to Active / InActive?",
  rejectedTitle: "Rejected",
  rejectedBody: "You have rejected",
  // Beyond the specification: pages a role may not see, a server out of reach, loading.
  noAccessTitle: "No access",
  noAccessText: "Your role does not allow this page. Ask an administrator for access.",
  noAccessBack: "Go to my first page",
  serverUnreachable:
    "The server cannot be reached. Check the connection and try again; your entries are kept.",
  loading: "Loading…",
  offline: "Offline",
  outboxWaiting: (n: number) => `${n} waiting`,
  outboxConflicts: (n: number) => `${n} need attention`,
  outboxNeedsAttention: "Needs attention",
  outboxDiscard: "Discard",
  outboxDoneAt: (time: string) => `Done ${time}`,
  outboxTooOld: (days: number) =>
    `Not sent: it waited more than ${days} days, longer than the server can tell whether it already arrived. Check the record and do it again if it is missing, then discard this.`,
  outboxCallNotOffline: "This action cannot be sent from the offline queue; do it again online.",
  outboxSaved: (n: number) => `Saved offline: it is sent when the connection is back (${n} waiting).`,
  outboxResend: "Resend",
  outboxChooseBin: "Choose another bin",
  outboxEmptyBin: "Empty bin",
  outboxNoEmptyBin: "No empty bin is known on this device.",
  notCachedOffline: "Offline, and this was not loaded before on this device: load it once online.",
  toVerify: "To verify",
  discardChangesTitle: "Discard your changes?",
  discardChangesBody: "What you typed in this dialog will be lost.",
  // The outbox: its device storage, and signing out with actions waiting (issue 33 items 3, 9).
  outboxStorageFailed:
    "This device could not keep the action in its offline queue: it was NOT saved. Do it again when the server can be reached.",
  outboxUnreadable: "The offline queue on this device cannot be read",
  signOutWaitingTitle: (n: number) => `${n} ${n === 1 ? "action waits" : "actions wait"} to be sent`,
  signOutWaitingBody:
    "They were done by you and are sent only as you. Sync them now, or keep them on this device for your next sign-in.",
  signOutSyncNow: "Sync now",
  signOutKeep: "Keep for my next sign-in",
  signOutStillWaiting: (n: number) =>
    `${n} could not be sent now: kept on this device for your next sign-in.`,
} as const;

export const toastTitle = {
  success: "Success Message",
  warning: "Warn Message",
  error: "Error Message",
} as const;

/** Global toast life (6 s) and every other toast (3 s), spec section 9. */
export const toastLifeMs = { global: 6000, other: 3000 } as const;

/** "Showing {first} to {last} of {totalRecords}" */
export function paginatorText(first: number, last: number, totalRecords: number): string {
  return `Showing ${first} to ${last} of ${totalRecords}`;
}
