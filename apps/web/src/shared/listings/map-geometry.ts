// The schematic map (the fallback when map tiles cannot load): positions drawn relative to a lat/lng box with an
// equirectangular projection (fine at Malaysia's latitudes). Pure helpers, shared by the public map view
// and the operator's coordinate picker.

export type TLatLng = { lat: number; lng: number };
export type TBounds = { north: number; south: number; east: number; west: number };

/** Malaysia's box, the same one the property schema accepts coordinates in. */
export const MALAYSIA_BOUNDS: TBounds = { north: 7.5, south: 0.8, east: 119.5, west: 99.5 };

const MIN_SPAN = 0.05; // about 5 km: a single property still gets a neighbourhood around it

/** The box around the points with a margin, widened to a readable shape; Malaysia when there are none. */
export function boundsOf(points: readonly TLatLng[], margin = 0.15): TBounds {
  if (points.length === 0) return MALAYSIA_BOUNDS;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  let north = Math.max(...lats);
  let south = Math.min(...lats);
  let east = Math.max(...lngs);
  let west = Math.min(...lngs);
  const latPad = Math.max((north - south) * margin, MIN_SPAN / 2);
  const lngPad = Math.max((east - west) * margin, MIN_SPAN / 2);
  north += latPad;
  south -= latPad;
  east += lngPad;
  west -= lngPad;
  return fitAspect({ north, south, east, west });
}

const MIN_ASPECT = 4 / 3;
const MAX_ASPECT = 3.2;

/** Grows the shorter side (never squeezes) so width / height lies between 4:3 and 3.2:1. */
export function fitAspect(b: TBounds): TBounds {
  const width = b.east - b.west;
  const height = b.north - b.south;
  if (width / height < MIN_ASPECT) {
    const extra = (height * MIN_ASPECT - width) / 2;
    return { ...b, east: b.east + extra, west: b.west - extra };
  }
  if (width / height > MAX_ASPECT) {
    const extra = (width / MAX_ASPECT - height) / 2;
    return { ...b, north: b.north + extra, south: b.south - extra };
  }
  return b;
}

/** Width / height of the box (boundsOf keeps it between 4:3 and 3.2:1, readable on a phone). */
export const aspectOf = (b: TBounds): number => (b.east - b.west) / (b.north - b.south);

/** Position inside the box as fractions (0..1) from the left and from the top. */
export const project = (b: TBounds, p: TLatLng): { x: number; y: number } => ({
  x: (p.lng - b.west) / (b.east - b.west),
  y: (b.north - p.lat) / (b.north - b.south),
});

/** The inverse: a click at fractions (x, y) → coordinates, rounded to 6 decimals (about 10 cm). */
export const unproject = (b: TBounds, x: number, y: number): TLatLng => ({
  lat: round6(b.north - y * (b.north - b.south)),
  lng: round6(b.west + x * (b.east - b.west)),
});

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export const isInside = (b: TBounds, p: TLatLng): boolean =>
  p.lat <= b.north && p.lat >= b.south && p.lng <= b.east && p.lng >= b.west;

/** Links to real maps, for whoever can reach them. */
export const mapLinks = (p: TLatLng) => ({
  google: `https://www.google.com/maps/search/?api=1&query=${p.lat},${p.lng}`,
  osm: `https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=17/${p.lat}/${p.lng}`,
});

// A rough outline of Peninsular Malaysia and of Sarawak and Sabah (lat, lng), drawn under the points so
// the schematic reads as a map. Accuracy is a few kilometres at best, which is all a sketch needs.
export const MALAYSIA_OUTLINE: readonly (readonly [number, number])[][] = [
  [
    [6.7, 100.2],
    [6.45, 100.75],
    [5.85, 101.0],
    [5.75, 101.6],
    [6.05, 101.95],
    [6.2, 102.1],
    [5.85, 102.55],
    [5.35, 103.1],
    [4.75, 103.45],
    [3.85, 103.37],
    [3.0, 103.45],
    [2.4, 103.85],
    [1.75, 104.2],
    [1.4, 104.3],
    [1.35, 103.95],
    [1.45, 103.55],
    [1.35, 103.45],
    [1.75, 103.0],
    [2.05, 102.55],
    [2.2, 102.25],
    [2.55, 101.85],
    [2.85, 101.3],
    [3.3, 101.25],
    [3.95, 100.75],
    [4.6, 100.6],
    [5.25, 100.38],
    [5.65, 100.37],
    [6.3, 100.12],
  ],
  [
    [1.65, 109.65],
    [1.7, 110.2],
    [1.6, 110.55],
    [2.15, 111.2],
    [2.85, 111.45],
    [3.2, 113.05],
    [4.4, 113.98],
    [4.95, 115.1],
    [5.35, 115.4],
    [5.95, 116.05],
    [6.95, 116.85],
    [6.3, 117.7],
    [5.85, 118.1],
    [5.25, 119.25],
    [4.45, 118.65],
    [4.2, 117.6],
    [4.05, 116.2],
    [3.0, 115.55],
    [2.0, 114.8],
    [1.45, 113.6],
    [1.05, 112.2],
    [0.95, 111.0],
    [0.9, 110.25],
    [1.3, 109.65],
  ],
];
