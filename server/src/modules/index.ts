import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.js";
import { auditRoutes } from "./audit/index.js";
import { authRoutes } from "./auth/routes.js";
import { dashboardRoutes } from "./dashboard/routes.js";
import { dispatchRoutes } from "./dispatch/routes.js";
import { importRoutes } from "./import/routes.js";
import { inboundRoutes } from "./inbound/routes.js";
import { mastersRoutes } from "./masters/routes.js";
import { printingRoutes } from "./printing/routes.js";
import { activityRoutes } from "./production/activity-routes.js";
import { finalProductionRoutes } from "./production/final-production-routes.js";
import { issueRoutes } from "./production/issue-routes.js";
import { requisitionRoutes } from "./production/requisition-routes.js";
import { productionReceiptRoutes } from "./production-receipt/routes.js";
import { recallRoutes } from "./recall/routes.js";
import { reportRoutes } from "./reports/routes.js";
import { returnRoutes } from "./returns/routes.js";
import { stockRoutes } from "./stock/routes.js";
import { countRoutes } from "./store/count-routes.js";
import { holdRoutes } from "./store/hold-routes.js";
import { onHandRoutes } from "./store/on-hand-routes.js";
import { transferRoutes } from "./store/transfer-routes.js";
import { traceabilityRoutes } from "./traceability/routes.js";

/** Every business area's routes, mounted under /api/api. */
export const modules: Array<(ctx: AppContext) => FastifyPluginAsyncZod> = [
  authRoutes,
  mastersRoutes,
  dashboardRoutes,
  inboundRoutes,
  importRoutes,
  activityRoutes,
  finalProductionRoutes,
  returnRoutes,
  traceabilityRoutes,
  requisitionRoutes,
  issueRoutes,
  stockRoutes,
  productionReceiptRoutes,
  transferRoutes,
  holdRoutes,
  countRoutes,
  reportRoutes,
  onHandRoutes,
  auditRoutes,
  recallRoutes,
  dispatchRoutes,
  printingRoutes,
];
