import { z } from "zod";
import {
  countDetail,
  countedLine,
  countIdParams,
  countIdRequest,
  countListRequest,
  countListRow,
  countVariance,
  recordCountRequest,
  removeCountLineRequest,
  sendBackCountRequest,
  startCountRequest,
  startedCount,
} from "../cycle-count.js";
import { defineCall } from "./define.js";

const page = "cycle-count";

/** Cycle count of a bin (issue 22 item 6): blind counting, variances, approval by another user, the count list. */
export const cycleCountCalls = {
  startCount: defineCall({
    method: "POST",
    path: "CycleCount/StartCount",
    access: { page, right: "add" },
    summary: "Starts a count of a bin (one open count a bin): what the bin holds now is kept, unseen",
    body: startCountRequest,
    response: startedCount,
    errorData: startedCount,
  }),
  recordCount: defineCall({
    method: "POST",
    path: "CycleCount/RecordCount",
    access: { page, right: "add" },
    summary: "Records counted packets and quantities (blind: answers the counted lines, never the system's)",
    body: recordCountRequest,
    response: z.array(countedLine),
    errorData: z.object({ QRCode: z.string() }),
  }),
  removeCountLine: defineCall({
    method: "POST",
    path: "CycleCount/RemoveCountLine",
    access: { page, right: "add" },
    summary:
      "Takes a packet scanned by mistake out of an open count (only its counter; kept in the count's history)",
    body: removeCountLineRequest,
    response: z.array(countedLine),
  }),
  submitCount: defineCall({
    method: "POST",
    path: "CycleCount/SubmitCount",
    access: { page, right: "add" },
    summary: "Closes the counting and answers the variances: missing, found (kept elsewhere), qty differs",
    body: countIdRequest,
    response: z.array(countVariance),
  }),
  approveCount: defineCall({
    method: "POST",
    path: "CycleCount/ApproveCount",
    access: { page, right: "edit" },
    summary:
      "Posts a submitted count's variances (not by its counter); a packet changed since counting started is stale",
    body: countIdRequest,
    response: z.array(countVariance),
  }),
  sendBackCount: defineCall({
    method: "POST",
    path: "CycleCount/SendBackCount",
    access: { page, right: "edit" },
    summary:
      "Sends a submitted count back to its counter with a reason (open again, its variances dropped); an approver never edits a count",
    body: sendBackCountRequest,
    response: z.null(),
  }),
  cancelCount: defineCall({
    method: "POST",
    path: "CycleCount/CancelCount",
    access: { page, right: "add" },
    summary: "Cancels an open or submitted count: nothing of it is posted",
    body: countIdRequest,
    response: z.null(),
  }),
  getCounts: defineCall({
    method: "POST",
    path: "CycleCount/GetCounts",
    access: { page, right: "view" },
    summary:
      "Counts a page at a time: bin, status, who started, counted and approved, variances posted and stale",
    body: countListRequest,
    response: z.array(countListRow),
  }),
  getCount: defineCall({
    method: "GET",
    path: "CycleCount/GetCount/:CountId",
    access: { page, right: "view" },
    summary: "A count: its bin and people, its counted packets (system qty once submitted) and its variances",
    params: countIdParams,
    response: countDetail,
  }),
};
