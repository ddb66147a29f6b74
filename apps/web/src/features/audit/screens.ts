import type { TScreens } from '../../app/screens';

export const AUDIT_SCREENS: TScreens = {};
