export { actorOf, AUDIT_ACTIONS, auditChanges, recordAudit, type AuditAction, type AuditActor, type AuditChanges, type AuditEntry, type FieldChange } from './record';
export { default as auditRoutes } from './routes';
export { DEFAULT_AUDIT_RETENTION_SECONDS, pruneAuditTrail, scheduleAuditPrunes } from './prune';
