import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// Gateway settlement (payex-settlement) of the operator and admin sites, one chunk.
const page = (name: keyof typeof import('./settlement-screens')) =>
  lazyRouteComponent(() => import('./settlement-screens'), name);

export const SETTLEMENT_SCREENS: TScreens = {
  '/operator/payex-settlement': page('OperatorSettlementPage'),
  '/operator/payex-settlement-detail/$id': page('OperatorSettlementDetailPage'),
  '/admin/payex-settlement': page('AdminSettlementPage'),
  '/admin/payex-settlement-detail/$id': page('AdminSettlementDetailPage'),
};
