import { cx, focusRing } from '@sewa/ui/cx.ts';
import type { MouseEvent } from 'react';
import { aspectOf, MALAYSIA_OUTLINE, project, type TBounds, type TLatLng, unproject } from './map-geometry';

export type TMapPoint = TLatLng & {
  key: string | number;
  /** Short text on the marker (a price); a dot when absent. */
  label?: string;
  /** Accessible name of the marker button. */
  title: string;
  isActive?: boolean;
};

type TSchematicMapProps = {
  bounds: TBounds;
  points: readonly TMapPoint[];
  onPointClick?: (key: TMapPoint['key']) => void;
  /** Clicking the map itself picks a position (the coordinate picker). */
  onPick?: (position: TLatLng) => void;
  label: string;
  className?: string;
};

const polygon = (bounds: TBounds, ring: readonly (readonly [number, number])[]) =>
  ring
    .map(([lat, lng]) => {
      const { x, y } = project(bounds, { lat, lng });
      return `${x},${y}`;
    })
    .join(' ');

/**
 * Points drawn at their relative positions over a rough outline of Malaysia: what TileMap shows when tiles
 * cannot load (shared/map/tile-map.tsx); each point links to a real map elsewhere on the page.
 */
export function SchematicMap({ bounds, points, onPointClick, onPick, label, className }: TSchematicMapProps) {
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onPick || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onPick(unproject(bounds, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  };
  return (
    <figure
      className={cx('relative m-0 overflow-hidden rounded-card border border-slate-200 bg-sky-50', className)}
    >
      <figcaption className="sr-only">{label}</figcaption>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: picking by pointer is a shortcut; the latitude and longitude fields are the keyboard path */}
      <div
        className={cx('relative w-full', onPick && 'cursor-crosshair')}
        style={{ aspectRatio: aspectOf(bounds) }}
        onClick={pick}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 1 1"
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 size-full"
        >
          {MALAYSIA_OUTLINE.map((ring) => (
            <polygon
              key={ring[0]?.join()}
              points={polygon(bounds, ring)}
              className="fill-emerald-50 stroke-emerald-300"
              strokeWidth={1.5}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {[0.25, 0.5, 0.75].map((f) => (
            <g key={f} stroke="currentColor" className="text-sky-300/40">
              <line x1={f} x2={f} y1={0} y2={1} vectorEffect="non-scaling-stroke" />
              <line y1={f} y2={f} x1={0} x2={1} vectorEffect="non-scaling-stroke" />
            </g>
          ))}
        </svg>
        {points.map((point) => {
          const { x, y } = project(bounds, point);
          if (x < 0 || x > 1 || y < 0 || y > 1) return null;
          return (
            <button
              key={point.key}
              type="button"
              title={point.title}
              aria-label={point.title}
              aria-pressed={onPointClick ? Boolean(point.isActive) : undefined}
              onClick={() => onPointClick?.(point.key)}
              disabled={!onPointClick}
              style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
              className={cx(
                'absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold shadow-sm',
                'disabled:cursor-default disabled:opacity-100',
                point.isActive
                  ? 'z-10 border-brand-800 bg-brand-700 text-white'
                  : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50',
                focusRing,
              )}
            >
              {point.label ?? <span aria-hidden="true" className="block size-2.5 rounded-full bg-current" />}
            </button>
          );
        })}
      </div>
    </figure>
  );
}
