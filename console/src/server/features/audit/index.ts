export { FAILED_SIGN_IN, listAudit, recordAudit, withAudit, type AuditFilter, type AuditRecord } from './audit-store';
export { audit, audited, type AuditWords, type Who } from './audited';
export { auditRoutes } from './audit-routes';
export { verifyAuditChain, type ChainProblem } from './audit-chain';
export { archiveAudit } from './audit-archive';
export { SECURITY_EVENTS, recordSecurityEvent, type SecurityEvent } from './security-events';
