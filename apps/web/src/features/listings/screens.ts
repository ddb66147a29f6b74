import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// Public listing screens (product §2.1): each in its own chunk, loaded on first visit.
export const LISTING_SCREENS: TScreens = {
  '/propertylist': lazyRouteComponent(() => import('./search/property-list-page'), 'PropertyListPage'),
  '/property-detail/$id': lazyRouteComponent(
    () => import('./detail/property-detail-page'),
    'PropertyDetailPage',
  ),
  '/live-property-list/$id': lazyRouteComponent(
    () => import('./live/live-property-list-page'),
    'LivePropertyListPage',
  ),
};
