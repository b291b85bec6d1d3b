export { FAILED_SIGN_IN, listAudit, recordAudit, withAudit, type AuditRecord } from './audit-store';
export { audit, audited, type AuditWords, type Who } from './audited';
