// A stand-in for the parts of Leaflet that TileMap uses (apps/web/src/shared/map/tile-map.tsx), mocked
// for every web test (setup-leaflet.ts). It keeps Leaflet's DOM for markers (a div with role="button" when
// `keyboard`, `title`, the divIcon's html) and records the tile layers so a test can fire `tileload` /
// `tileerror` and read the URL and attribution the map was given.

type THandler = (event?: unknown) => void;

class Evented {
  private handlers = new Map<string, THandler[]>();
  on(name: string, handler: THandler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
    return this;
  }
  fire(name: string, event?: unknown) {
    for (const handler of this.handlers.get(name) ?? []) handler(event);
    return this;
  }
}

type TLatLngLike = [number, number];

export class FakeMap extends Evented {
  view: { center: TLatLngLike; zoom: number } | { bounds: [TLatLngLike, TLatLngLike] } | null = null;
  prefix = '';
  isRemoved = false;
  readonly attributionControl = {
    setPrefix: (prefix: string) => {
      this.prefix = prefix;
    },
  };
  constructor(readonly container: HTMLElement) {
    super();
    maps.push(this);
  }
  setView(center: TLatLngLike, zoom: number) {
    this.view = { center, zoom };
    return this;
  }
  fitBounds(bounds: [TLatLngLike, TLatLngLike]) {
    this.view = { bounds };
    return this;
  }
  getZoom() {
    return this.view && 'zoom' in this.view ? this.view.zoom : 6;
  }
  getBounds() {
    return { contains: () => true };
  }
  /** A click on the map at a position, as Leaflet reports it. */
  clickAt(lat: number, lng: number) {
    this.fire('click', { latlng: { lat, lng } });
  }
  remove() {
    this.isRemoved = true;
    this.container.replaceChildren();
  }
}

export class FakeTileLayer extends Evented {
  constructor(
    readonly url: string,
    readonly options: { attribution?: string },
  ) {
    super();
    tileLayers.push(this);
  }
  addTo(map: FakeMap) {
    const credit = document.createElement('div');
    credit.className = 'leaflet-control-attribution';
    credit.innerHTML = `${map.prefix} | ${this.options.attribution ?? ''}`;
    map.container.append(credit);
    return this;
  }
}

export class FakeMarker extends Evented {
  private element: HTMLElement | null = null;
  constructor(
    private latlng: TLatLngLike,
    readonly options: { icon?: { html: string }; title?: string; keyboard?: boolean; draggable?: boolean },
  ) {
    super();
  }
  bindPopup(content: string) {
    this.element?.setAttribute('data-popup', content);
    this.popup = content;
    return this;
  }
  popup: string | null = null;
  getLatLng() {
    return { lat: this.latlng[0], lng: this.latlng[1] };
  }
  getElement() {
    return this.element ?? undefined;
  }
  /** Leaflet's icon element, added to the map's container. */
  draw(container: HTMLElement) {
    const element = document.createElement('div');
    element.className = 'leaflet-marker-icon';
    if (this.options.keyboard) {
      element.tabIndex = 0;
      element.setAttribute('role', 'button');
    }
    if (this.options.title) element.title = this.options.title;
    element.innerHTML = this.options.icon?.html ?? '';
    element.addEventListener('click', () => this.fire('click'));
    container.append(element);
    this.element = element;
  }
  /** A drag of the pin to a new position, ending as Leaflet reports it. */
  dragTo(lat: number, lng: number) {
    this.latlng = [lat, lng];
    this.fire('dragend');
  }
  erase() {
    this.element?.remove();
    this.element = null;
  }
}

class FakeLayerGroup {
  private map: FakeMap | null = null;
  readonly markers: FakeMarker[] = [];
  addTo(map: FakeMap) {
    this.map = map;
    return this;
  }
  addLayer(marker: FakeMarker) {
    if (this.map) marker.draw(this.map.container);
    this.markers.push(marker);
    markers.push(marker);
    return this;
  }
  clearLayers() {
    for (const marker of this.markers.splice(0)) marker.erase();
    return this;
  }
}

/** Everything made since the last `resetFakeLeaflet()`, newest last. */
export const maps: FakeMap[] = [];
export const tileLayers: FakeTileLayer[] = [];
export const markers: FakeMarker[] = [];

export function resetFakeLeaflet() {
  maps.length = 0;
  tileLayers.length = 0;
  markers.length = 0;
}

export const map = (container: HTMLElement) => new FakeMap(container);
export const tileLayer = (url: string, options: { attribution?: string }) => new FakeTileLayer(url, options);
export const marker = (latlng: TLatLngLike, options: FakeMarker['options']) =>
  new FakeMarker(latlng, options);
export const layerGroup = () => new FakeLayerGroup();
export const divIcon = (options: { html: string }) => ({ html: options.html });
