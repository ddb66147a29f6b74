import type { TScreens } from '../../app/screens';

export const PLATFORM_SETTING_SCREENS: TScreens = {};
