import {
  bomIssueLine,
  bomToIssueRequest,
  issueRmStoreRequest,
  listQuery,
  productionMessages as m,
  madePacket,
  packetToIssueRequest,
  packetToIssueRow,
  requisitionToIssue,
} from "@wms/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { envelope, ok } from "../../platform/envelope.js";
import { issueToProduction } from "../stock/index.js";
import { requisitionsToIssue } from "./issue-queries.js";
import { bomToIssue, packetToIssue } from "./issue-service.js";

/** Store Requisition Issue (spec 2): the BOM to issue and the issue of scanned packets. */
export function issueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/JobSchedule/GetBomToIssue",
      {
        schema: { tags: ["JobSchedule"], body: bomToIssueRequest, response: envelope(z.array(bomIssueLine)) },
        config: { page: "store-requisition-issue", right: "view" },
      },
      async (req) => ok(await bomToIssue(ctx.db, req.body)),
    );

    app.post(
      "/StoreRequisitionIssue/GetRequisitionsToIssue",
      {
        schema: {
          tags: ["StoreRequisitionIssue"],
          body: listQuery,
          response: envelope(z.array(requisitionToIssue)),
        },
        config: { page: "store-requisition-issue", right: "view" },
      },
      async (req) => ok(await requisitionsToIssue(ctx.db, req.body)),
    );

    app.post(
      "/StoreRequisitionIssue/GetPacketToIssue",
      {
        schema: {
          tags: ["StoreRequisitionIssue"],
          body: packetToIssueRequest,
          response: envelope(z.array(packetToIssueRow)),
        },
        config: { page: "store-requisition-issue", right: "view", scan: "issue" },
      },
      async (req) => ok([await packetToIssue(ctx.db, req.body.QRCode)]),
    );

    app.post(
      "/StoreRequisitionIssue/IssueRMStore",
      {
        schema: {
          tags: ["StoreRequisitionIssue"],
          body: issueRmStoreRequest,
          response: envelope(z.array(madePacket)),
        },
        config: { page: "store-requisition-issue", right: "add" },
      },
      async (req) => ok(await issueToProduction(ctx.db, req.body, req.user.UserId), m.issued),
    );
  };
}
