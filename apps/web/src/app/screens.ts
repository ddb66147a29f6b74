import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { AGREEMENT_SCREENS } from '../features/agreements/screens';
import { AUDIT_SCREENS } from '../features/audit/screens';
import { AUTH_SCREENS } from '../features/auth/screens';
import { BILLING_SCREENS } from '../features/billing/screens';
import { BOOKING_SCREENS } from '../features/booking/screens';
import { DASHBOARD_SCREENS } from '../features/dashboards/screens';
import { INVENTORY_SCREENS } from '../features/inventory/screens';
import { LISTING_SCREENS } from '../features/listings/screens';
import { NOTIFICATION_SCREENS } from '../features/notifications/screens';
import { PLATFORM_SETTING_SCREENS } from '../features/platform-settings/screens';
import { PRODUCT_SCREENS } from '../features/products/screens';
import { PROFILE_SCREENS } from '../features/profile/screens';
import { PROPERTY_SCREENS } from '../features/properties/screens';
import { HomePage } from '../features/public-pages/home/home-page';
import { RENTAL_BOOKING_SCREENS } from '../features/rental-booking/screens';
import { SETTLEMENT_SCREENS } from '../features/settlements/screens';
import { TENANCY_SCREENS } from '../features/tenancy/screens';
import { PARTNER_SCREENS } from '../features/users/partners/screens';
import { SIGN_IN_THROTTLE_SCREENS } from '../features/users/sign-in-throttles/screens';
import { TEAM_SCREENS } from '../features/users/team/screens';
import { TENANT_SCREENS } from '../features/users/tenants/screens';
import { WALLET_SCREENS } from '../features/wallet/screens';

// "A route is mounted when its screen exists" (issue 2 §4): route path (as in the domain route table) →
// screen. A path of the table without a screen keeps its guards but shows the page-not-found screen.
// The homepage is in the entry chunk (most visits start there); every other screen loads on first visit.
export type TScreens = Readonly<Record<string, RouteComponent>>;

const legal = (name: 'AboutPage' | 'TermsPage' | 'PrivacyPolicyPage' | 'DisclaimerPage') =>
  lazyRouteComponent(() => import('../features/public-pages/legal/legal-pages'), name);

export const SCREENS: TScreens = {
  ...AUTH_SCREENS,
  ...PROFILE_SCREENS,
  ...NOTIFICATION_SCREENS,
  ...DASHBOARD_SCREENS,
  ...LISTING_SCREENS,
  ...BOOKING_SCREENS,
  ...PROPERTY_SCREENS,
  ...PRODUCT_SCREENS,
  ...SETTLEMENT_SCREENS,
  ...WALLET_SCREENS,
  ...TENANT_SCREENS,
  ...TEAM_SCREENS,
  ...SIGN_IN_THROTTLE_SCREENS,
  ...PARTNER_SCREENS,
  ...AUDIT_SCREENS,
  ...PLATFORM_SETTING_SCREENS,
  ...RENTAL_BOOKING_SCREENS,
  ...TENANCY_SCREENS,
  ...BILLING_SCREENS,
  ...INVENTORY_SCREENS,
  ...AGREEMENT_SCREENS,
  // Public site (product §2.1).
  '/homepage': HomePage,
  '/about': legal('AboutPage'),
  '/tnc': legal('TermsPage'),
  '/pp': legal('PrivacyPolicyPage'),
  // The operator-hosted site links its own copies (product §2.2 public pages): the same texts.
  '/user/tnc': legal('TermsPage'),
  '/user/pp': legal('PrivacyPolicyPage'),
  '/disclaimer': legal('DisclaimerPage'),
  '/contact-us': lazyRouteComponent(
    () => import('../features/public-pages/contact/contact-page'),
    'ContactPage',
  ),
  '/thankyou': lazyRouteComponent(
    () => import('../features/public-pages/thankyou/thankyou-page'),
    'ThankYouPage',
  ),
  '/test-pdf': lazyRouteComponent(
    () => import('../features/public-pages/test-pdf/test-pdf-page'),
    'TestPdfPage',
  ),
  '/ui-kit': lazyRouteComponent(() => import('../features/ui-kit/ui-kit-page'), 'UiKitPage'),
};
