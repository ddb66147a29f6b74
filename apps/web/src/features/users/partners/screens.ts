import type { TScreens } from '../../../app/screens';

export const PARTNER_SCREENS: TScreens = {};
