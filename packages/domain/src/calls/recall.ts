import { z } from "zod";
import {
  closeRecallRequest,
  createRecallRequest,
  previewRecallRequest,
  recallClosed,
  recallDetail,
  recallIdParams,
  recallListRequest,
  recallListRow,
  recallOpened,
  recallPreview,
} from "../recall.js";
import { defineCall } from "./define.js";

const page = "recall";

/** Recall (issue 23 items 1 and 2): the blast radius of a lot, holding it in one command, following and closing it. */
export const recallCalls = {
  previewRecall: defineCall({
    method: "POST",
    path: "Recall/PreviewRecall",
    access: { page, right: "view" },
    summary:
      "Everything made from a lot at any depth: FG serial ranges, requisitions, and its packets in stock or at production",
    body: previewRecallRequest,
    response: recallPreview,
  }),
  createRecall: defineCall({
    method: "POST",
    path: "Recall/CreateRecall",
    access: { page, right: "add" },
    summary:
      "Opens a recall: every packet of the lot in stock goes on hold (reason Recall) in one transaction; its output from now on is held at receipt",
    body: createRecallRequest,
    response: recallOpened,
  }),
  getRecalls: defineCall({
    method: "POST",
    path: "Recall/GetRecalls",
    access: { page, right: "view" },
    summary: "Recalls a page at a time: the lot, reason, state, who opened and closed them, and their counts",
    body: recallListRequest,
    response: z.array(recallListRow),
  }),
  getRecall: defineCall({
    method: "GET",
    path: "Recall/GetRecall/:RecallId",
    access: { page, right: "view" },
    summary:
      "A recall: its serial ranges, requisitions and packets (what it did with each, where each is now)",
    params: recallIdParams,
    response: recallDetail,
  }),
  closeRecall: defineCall({
    method: "POST",
    path: "Recall/CloseRecall",
    access: { page, right: "edit" },
    summary: "Closes a recall: every packet still held for it is released or scrapped",
    body: closeRecallRequest,
    response: recallClosed,
  }),
};
