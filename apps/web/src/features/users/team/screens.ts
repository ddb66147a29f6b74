import type { TScreens } from '../../../app/screens';

export const TEAM_SCREENS: TScreens = {};
