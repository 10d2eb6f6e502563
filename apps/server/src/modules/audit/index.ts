/**
 * Audit: the append-only log of every change staff or the ADMIN_TOKEN make (issue 25). Modules that change things
 * on an operator's behalf call `recordAudit` inside their own transaction with the request's `adminActor`.
 */

export { type AuditChange, adminActor, recordAudit, recordAudits } from './record.ts';
export { auditRoutes } from './routes.ts';
export { type AuditQuery, searchAudit } from './service.ts';
