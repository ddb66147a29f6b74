import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maps, markers, tileLayers } from '../../test/fake-leaflet';
import { setupTestI18n } from '../../test/setup-i18n';
import { MALAYSIA_BOUNDS } from '../listings/map-geometry';
import { TileMap } from './tile-map';

// Leaflet is the fake of src/test/fake-leaflet.ts (mocked for every web test in setup-leaflet.ts).

const KLCC = { key: 'klcc', lat: 3.1579, lng: 101.7116, title: 'KLCC Suites', label: 'RM 2,500' };

beforeEach(async () => {
  window.__SEWA_CONFIG__ = {
    mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
    mapAttribution: '© <a href="https://tiles.test/about">Tiles Test</a>',
  };
  await setupTestI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tiles = () => {
  const layer = tileLayers.at(-1);
  if (!layer) throw new Error('no tile layer yet');
  return layer;
};

describe('TileMap', () => {
  it('loads Leaflet only once the map comes near the viewport', async () => {
    let reveal: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof reveal) {
          reveal = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<TileMap bounds={MALAYSIA_BOUNDS} points={[KLCC]} label="Map" />);
    expect(screen.getByText('Loading the map…')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(maps).toHaveLength(0);
    act(() => reveal([{ isIntersecting: true }]));
    await waitFor(() => expect(maps).toHaveLength(1));
  });

  it('shows the configured tiles with their attribution, and the markers once a tile has loaded', async () => {
    render(<TileMap bounds={MALAYSIA_BOUNDS} zoom={15} points={[KLCC]} label="Map of KLCC Suites" />);
    await waitFor(() => expect(tileLayers).toHaveLength(1));
    expect(tiles().url).toBe('http://tiles.test/{z}/{x}/{y}.png');
    expect(screen.getByRole('link', { name: 'Tiles Test' }).getAttribute('href')).toBe(
      'https://tiles.test/about',
    );
    expect(maps[0]?.view).toEqual({ center: [3.1579, 101.7116], zoom: 15 });
    const marker = screen.getByRole('button', { name: 'KLCC Suites' });
    expect(marker.textContent).toBe('RM 2,500');
    // Without a click handler, the marker's popup names the place.
    expect(markers[0]?.popup).toBe('KLCC Suites');
    act(() => {
      tiles().fire('tileload');
    });
    expect(screen.queryByText('Loading the map…')).toBeNull();
    // A tile failing after others loaded is a gap, not a dead map.
    act(() => {
      tiles().fire('tileerror');
    });
    expect(screen.queryByTestId('map-fallback')).toBeNull();
  });

  it('falls back to the schematic drawing when the first tile fails, keeping the points clickable', async () => {
    const onPointClick = vi.fn();
    render(
      <TileMap
        bounds={MALAYSIA_BOUNDS}
        points={[{ ...KLCC, isActive: true }]}
        onPointClick={onPointClick}
        label="Map"
      />,
    );
    await waitFor(() => expect(tileLayers).toHaveLength(1));
    expect(maps[0]?.view).toEqual({
      bounds: [
        [0.8, 99.5],
        [7.5, 119.5],
      ],
    });
    expect(screen.getByRole('button', { name: 'KLCC Suites' }).getAttribute('aria-pressed')).toBe('true');
    // Chosen from the keyboard too (Leaflet reports the focused marker's key presses).
    act(() => {
      markers[0]?.fire('keypress', { originalEvent: { key: 'Enter' } });
    });
    expect(onPointClick).toHaveBeenCalledWith('klcc');
    onPointClick.mockClear();
    act(() => {
      tiles().fire('tileerror');
    });
    expect(screen.getByText(/street map could not be loaded/)).toBeTruthy();
    expect(maps[0]?.isRemoved).toBe(true);
    expect(screen.queryByTestId('tile-map')).toBeNull();
    // The schematic's own marker button.
    fireEvent.click(screen.getByRole('button', { name: 'KLCC Suites' }));
    expect(onPointClick).toHaveBeenCalledWith('klcc');
  });

  it('is the schematic at once when the browser is offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    render(<TileMap bounds={MALAYSIA_BOUNDS} points={[KLCC]} label="Map" />);
    expect(screen.getByTestId('map-fallback')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(maps).toHaveLength(0);
  });

  it('picks a position by a click on the map or by dragging the pin, to 6 decimals', async () => {
    const onPick = vi.fn();
    render(<TileMap bounds={MALAYSIA_BOUNDS} points={[KLCC]} onPick={onPick} label="Map" />);
    await waitFor(() => expect(markers).toHaveLength(1));
    expect(markers[0]?.options.draggable).toBe(true);
    act(() => maps[0]?.clickAt(3.123456789, 101.987654321));
    expect(onPick).toHaveBeenLastCalledWith({ lat: 3.123457, lng: 101.987654 });
    act(() => markers[0]?.dragTo(5.4, 100.3));
    expect(onPick).toHaveBeenLastCalledWith({ lat: 5.4, lng: 100.3 });
  });

  it('says it is loading in Chinese too', async () => {
    await setupTestI18n('cn');
    render(<TileMap bounds={MALAYSIA_BOUNDS} points={[]} label="地图" />);
    expect(screen.getByText('正在加载地图…')).toBeTruthy();
    await waitFor(() => expect(tileLayers).toHaveLength(1));
    act(() => {
      tiles().fire('tileerror');
    });
    expect(screen.getByText('无法加载街道地图，以下为位置示意图。')).toBeTruthy();
  });
});
