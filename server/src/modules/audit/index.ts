export { type AuditActor, type AuditEvent, actorOf, changedFields, recordAudit } from "./record.js";
export { auditRoutes } from "./routes.js";
