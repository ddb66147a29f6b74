import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// Agreement screens (product §10): the public stamp-duty calculator; the templates, agreements and
// signing screens of the operator's side, the tenant, the landlord and admins. Lazy-loaded per area.
const publicPage = (name: keyof typeof import('./stamp-duty/stamp-duty-page')) =>
  lazyRouteComponent(() => import('./stamp-duty/stamp-duty-page'), name);

export const AGREEMENT_SCREENS: TScreens = {
  '/stamp-duty-calculator': publicPage('StampDutyCalculatorPage'),
};
