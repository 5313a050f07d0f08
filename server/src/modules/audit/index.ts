export {
  type AuditActor,
  type AuditEvent,
  actorOf,
  changedFields,
  recordAudit,
  recordAudits,
} from "./record.js";
export { auditRoutes } from "./routes.js";
