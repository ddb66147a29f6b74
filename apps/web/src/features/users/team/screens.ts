import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../../app/screens';

// The team (product §2.2 users/team, §2.5 team). Each site's screens share one chunk.
const operator = (name: keyof typeof import('./operator-screens')) =>
  lazyRouteComponent(() => import('./operator-screens'), name);
const admin = (name: keyof typeof import('./admin-screens')) =>
  lazyRouteComponent(() => import('./admin-screens'), name);

export const TEAM_SCREENS: TScreens = {
  '/operator/team': operator('OperatorTeamPage'),
  '/operator/create-sub-operator': operator('CreateSubOperatorPage'),
  '/operator/edit-sub-operator/$id': operator('EditSubOperatorPage'),
  '/operator/edit-role-setting': operator('OperatorRoleSettingPage'),
  '/admin/team': admin('AdminTeamPage'),
  '/admin/create-sub-admin': admin('CreateSubAdminPage'),
  '/admin/edit-sub-admin/$id': admin('EditSubAdminPage'),
  '/admin/edit-role-setting': admin('AdminRoleSettingPage'),
};
