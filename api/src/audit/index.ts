// The audit trail: recording entries (inside each write's transaction) and pruning old ones. Its routes
// (./routes.ts) are registered by api/src/routes.ts, which gives them auth's guard and user lookup.
export { actorOf, AUDIT_ACTIONS, auditChanges, recordAudit, type AuditAction, type AuditActor, type AuditChanges, type AuditEntry, type FieldChange } from './record';
export { DEFAULT_AUDIT_RETENTION_SECONDS, pruneAuditTrail, scheduleAuditPrunes } from './prune';
