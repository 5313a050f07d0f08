import { z } from "zod";
import { auditChangeRow, auditChangesQuery, auditEntityPage } from "../audit.js";
import type { PageKey } from "../pages.js";
import { defineCall } from "./define.js";

/** The Audit Trail page and every page a record's History shows on (narrowed on the server, see the route). */
const historyPages = [...new Set<PageKey>(["audit-trail", ...Object.values(auditEntityPage)])];

/** The audit trail (issue 23): who changed which master record, right, role or password, and sign-ins. */
export const auditCalls = {
  getChanges: defineCall({
    method: "POST",
    path: "Audit/GetChanges",
    access: { page: historyPages, right: "view" },
    summary:
      "One page of audit events, newest first, each row with TotalRows; without the Audit Trail page only one record's history of an entity whose page the user may view",
    body: auditChangesQuery,
    response: z.array(auditChangeRow),
  }),
};
