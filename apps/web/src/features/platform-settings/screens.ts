import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// The admin's general settings and contact-us inbox, one chunk.
const page = (name: keyof typeof import('./platform-screens')) =>
  lazyRouteComponent(() => import('./platform-screens'), name);

export const PLATFORM_SETTING_SCREENS: TScreens = {
  '/admin/setting': page('GeneralSettingsPage'),
  '/admin/contact-messages': page('ContactMessagesPage'),
};
