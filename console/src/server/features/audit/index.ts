export { audit, audited, type AuditWords } from './audited';
export { FAILED_SIGN_IN, listAudit, recordAudit, withAudit, type AuditRecord } from './audit-store';
