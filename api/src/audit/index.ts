export { actorOf, AUDIT_ACTIONS, auditChanges, recordAudit, type AuditAction, type AuditActor, type AuditChanges, type AuditEntry, type FieldChange } from './record';
