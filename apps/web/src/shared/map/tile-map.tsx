import { cx } from '@sewa/ui/cx.ts';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../app/runtime-config';
import { aspectOf, type TBounds, type TLatLng } from '../listings/map-geometry';
import { SchematicMap, type TMapPoint } from '../listings/schematic-map';

export type { TMapPoint } from '../listings/schematic-map';

type TLeaflet = typeof Leaflet;

type TTileMapProps = {
  /** The area shown first (and the schematic fallback's box). */
  bounds: TBounds;
  points: readonly TMapPoint[];
  /** Open on the first point at this zoom instead of fitting `bounds` (the detail page's street view). */
  zoom?: number;
  onPointClick?: (key: TMapPoint['key']) => void;
  /** Clicking the map, or dragging its single pin, picks a position (the property form). */
  onPick?: (position: TLatLng) => void;
  label: string;
  className?: string;
};

/**
 * Leaflet and its stylesheet, fetched the first time a map is about to be seen: public pages keep the
 * library out of their initial load (docs/decisions/0024-public-page-weight.md).
 */
let leafletPromise: Promise<TLeaflet> | null = null;
export function loadLeaflet(): Promise<TLeaflet> {
  leafletPromise ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([L]) => L);
  leafletPromise.catch(() => {
    leafletPromise = null;
  });
  return leafletPromise;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function markerIcon(L: TLeaflet, point: TMapPoint) {
  const classes = point.isActive
    ? 'border-brand-800 bg-brand-700 text-white'
    : 'border-brand-200 bg-white text-brand-800';
  const body = point.label
    ? escapeHtml(point.label)
    : '<span aria-hidden="true" class="block size-2.5 rounded-full bg-current"></span>';
  // No size: the icon is as big as its label (a real target to click and focus), moved by CSS `translate`
  // (which adds to Leaflet's own `transform`) so that its bottom centre sits on the position.
  return L.divIcon({
    className: 'sewa-map-marker -translate-x-1/2 -translate-y-full whitespace-nowrap',
    html: `<span class="block rounded-full border px-2 py-0.5 text-xs font-semibold shadow-sm ${classes}">${body}</span>`,
    iconSize: undefined,
  });
}

/**
 * A street map from the configured tiles (`MAP_TILE_URL`, with its attribution), markers labelled as on
 * the schematic, clickable or draggable when asked. Until it is near the viewport it is an empty frame;
 * when the tiles cannot load (the first tile fails before any loads, the browser is offline, or Leaflet
 * itself cannot be fetched) it becomes the schematic drawing of the same points.
 */
export function TileMap({ bounds, points, zoom, onPointClick, onPick, label, className }: TTileMapProps) {
  const { t } = useTranslation('general');
  const frame = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'failed' : 'waiting',
  );
  const [leaflet, setLeaflet] = useState<TLeaflet | null>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const layerRef = useRef<Leaflet.LayerGroup | null>(null);
  // The latest handlers, read by Leaflet's listeners without re-creating the map.
  const handlers = useRef({ onPointClick, onPick });
  handlers.current = { onPointClick, onPick };

  // Load Leaflet when the frame scrolls near the viewport (at once where IntersectionObserver is absent).
  useEffect(() => {
    const target = frame.current;
    if (!target) return;
    let cancelled = false;
    const start = () => {
      setState((current) => (current === 'waiting' ? 'loading' : current));
      loadLeaflet().then(
        (L) => !cancelled && setLeaflet(() => L),
        () => !cancelled && setState('failed'),
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  // Create the map once Leaflet is here (its view is set below), and remove it for the fallback: a first
  // tile that fails before any loads means the tiles are unreachable.
  const pointsRef = useRef(points);
  pointsRef.current = points;
  const failed = state === 'failed';
  useEffect(() => {
    const container = frame.current;
    if (!leaflet || !container || failed) return;
    const L = leaflet;
    const config = runtimeConfig();
    const map = L.map(container, { attributionControl: true, scrollWheelZoom: false });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    let anyLoaded = false;
    const tiles = L.tileLayer(config.mapTileUrl, { attribution: config.mapAttribution, maxZoom: 19 });
    tiles.on('tileload', () => {
      if (!anyLoaded) {
        anyLoaded = true;
        setState('ready');
      }
    });
    tiles.on('tileerror', () => {
      if (!anyLoaded) setState('failed');
    });
    tiles.addTo(map);
    map.on('click', (event: Leaflet.LeafletMouseEvent) =>
      handlers.current.onPick?.({ lat: round6(event.latlng.lat), lng: round6(event.latlng.lng) }),
    );
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [leaflet, failed]);

  // The view: the first point at `zoom`, else the whole box; again when the box or zoom changes (a new page of results).
  const { north, south, east, west } = bounds;
  useEffect(() => {
    const map = mapRef.current;
    if (!leaflet || !map) return;
    const first = pointsRef.current[0];
    if (zoom !== undefined && first) map.setView([first.lat, first.lng], zoom);
    else
      map.fitBounds([
        [south, west],
        [north, east],
      ]);
  }, [leaflet, north, south, east, west, zoom]);

  // Markers, redrawn when the points (or whether they can be clicked or dragged) change.
  const isPicker = Boolean(onPick);
  const isClickable = Boolean(onPointClick);
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!leaflet || !map || !layer) return;
    const L = leaflet;
    layer.clearLayers();
    for (const point of points) {
      const marker = L.marker([point.lat, point.lng], {
        icon: markerIcon(L, point),
        title: point.title,
        alt: point.title,
        draggable: isPicker,
        keyboard: true,
        zIndexOffset: point.isActive ? 1000 : 0,
      });
      if (isClickable) {
        marker.on('click', () => handlers.current.onPointClick?.(point.key));
        // Leaflet makes the marker focusable but only opens popups from the keyboard: Enter chooses it.
        marker.on('keypress', (event: Leaflet.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') handlers.current.onPointClick?.(point.key);
        });
      } else if (!isPicker) marker.bindPopup(escapeHtml(point.title));
      if (isPicker)
        marker.on('dragend', () => {
          const at = marker.getLatLng();
          handlers.current.onPick?.({ lat: round6(at.lat), lng: round6(at.lng) });
        });
      layer.addLayer(marker);
      // Leaflet names a marker by its content (the price); screen readers get the full description.
      const element = marker.getElement();
      element?.setAttribute('aria-label', point.title);
      if (isClickable) element?.setAttribute('aria-pressed', String(Boolean(point.isActive)));
    }
    // A typed position outside the view brings the view to it (the property form).
    const only = points.length === 1 ? points[0] : undefined;
    if (isPicker && only && !map.getBounds().contains([only.lat, only.lng]))
      map.setView([only.lat, only.lng], Math.max(map.getZoom(), 15));
  }, [leaflet, points, isPicker, isClickable]);

  if (state === 'failed')
    return (
      <div className={cx('flex flex-col gap-1', className)}>
        <SchematicMap
          bounds={bounds}
          points={points}
          onPointClick={onPointClick}
          onPick={onPick}
          label={label}
        />
        <p className="text-xs text-slate-500" data-testid="map-fallback">
          {t('map.tiles-failed')}
        </p>
      </div>
    );
  return (
    <figure
      className={cx(
        'relative m-0 overflow-hidden rounded-card border border-slate-200 bg-slate-100',
        className,
      )}
    >
      <figcaption className="sr-only">{label}</figcaption>
      <div
        ref={frame}
        data-testid="tile-map"
        className={cx('relative z-0 w-full', onPick && 'cursor-crosshair')}
        style={{ aspectRatio: Math.min(aspectOf(bounds), 2.4) }}
      />
      {state !== 'ready' && (
        <p
          aria-live="polite"
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center text-sm text-slate-500"
        >
          {t('map.loading')}
        </p>
      )}
    </figure>
  );
}
