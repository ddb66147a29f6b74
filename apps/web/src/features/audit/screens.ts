import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// The audit log of the operator and admin sites, one chunk.
const page = (name: keyof typeof import('./audit-log-page')) =>
  lazyRouteComponent(() => import('./audit-log-page'), name);

export const AUDIT_SCREENS: TScreens = {
  '/operator/audit-log': page('OperatorAuditLogPage'),
  '/admin/audit-log': page('AdminAuditLogPage'),
};
