import { beforeEach, vi } from 'vitest';
import { resetFakeLeaflet } from './fake-leaflet';

// jsdom has no layout and loads no images, so Leaflet is replaced at its module boundary by a small fake
// that draws markers the way Leaflet does and lets a test say whether the tiles load (fake-leaflet.ts).
vi.mock('leaflet', () => import('./fake-leaflet'));

beforeEach(() => resetFakeLeaflet());
