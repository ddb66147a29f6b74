import type { TScreens } from '../../../app/screens';

export const TENANT_SCREENS: TScreens = {};
