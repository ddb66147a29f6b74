import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../../app/screens';

// Sign-in throttles (issue 8, ADR 0026): the admin's list and clearing, one chunk.
export const SIGN_IN_THROTTLE_SCREENS: TScreens = {
  '/admin/sign-in-throttles': lazyRouteComponent(
    () => import('./sign-in-throttles-page'),
    'SignInThrottlesPage',
  ),
};
