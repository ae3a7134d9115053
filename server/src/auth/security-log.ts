import type { FastifyBaseLogger } from 'fastify';

/**
 * The security events an operator audits, as one structured line each (`securityEvent` names
 * the event). Fields name accounts and addresses, never a password or a token.
 */
export type SecurityEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.throttled'
  | 'logout'
  | 'logout.everywhere'
  | 'admin.removed'
  | 'admin.created'
  | 'admin.password_changed'
  | 'password.changed'
  | 'staff.invite'
  | 'staff.invite_resend'
  | 'staff.invite_revoke'
  | 'staff.invite_accepted'
  | 'staff.role'
  | 'staff.suspend'
  | 'staff.unsuspend'
  | 'staff.remove';

export type SecurityLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

const WARNINGS: ReadonlySet<SecurityEvent> = new Set(['login.failed', 'login.throttled', 'admin.removed']);

export function logSecurityEvent(log: SecurityLogger, event: SecurityEvent, fields: Record<string, string | number | undefined> = {}): void {
  const line = { securityEvent: event, ...fields };
  if (WARNINGS.has(event)) log.warn(line, `security: ${event}`);
  else log.info(line, `security: ${event}`);
}
