// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt, stubBrowser, switchLanguage } from '../../../components/__tests__/render.tsx';
import { RouteMap } from '../components/RouteMap.tsx';
import { routeStateOf } from '../components/RouteStatusBadge.tsx';

const HUB = { name: 'Alnabru', lat: 59.93, lon: 10.84 };
const stop = (order_id: number, lat: number, lon: number) => ({ order_id, point: { lat, lon } });

beforeAll(stubBrowser);
afterEach(cleanup);

describe('RouteMap', () => {
  it('draws the hub and numbered stops inside the picture, with a label naming them', async () => {
    const i18n = await switchLanguage('en');
    await i18n.loadNamespaces('routes');
    await renderAt(<RouteMap hub={HUB} stops={[stop(1, 59.91, 10.75), stop(2, 59.95, 10.7), stop(3, 59.95, 10.7)]} />);
    const map = await screen.findByRole('img', { name: /^Route map: 3 stops from Alnabru/ });
    const markers = within(map).getAllByTestId('route-map-stop');
    expect(markers.map((m) => m.textContent)).toEqual(['1', '2', '3']);
    const xs = markers.map((m) => Number(m.querySelector('circle')?.getAttribute('cx')));
    const ys = markers.map((m) => Number(m.querySelector('circle')?.getAttribute('cy')));
    for (const [x, y] of xs.map((x, i) => [x, ys[i]!])) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(600);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(360);
    }
    // Two stops at one point are set apart so both numbers show; north is up.
    expect(xs[2]).toBeGreaterThan(xs[1]!);
    expect(ys[1]).toBeLessThan(ys[0]!);
    // The path: from the hub, through the stops, back to the hub.
    expect(map.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(5);
  });

  it('shows nothing without a hub or stops', async () => {
    await renderAt(<RouteMap hub={null} stops={[]} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('routeStateOf', () => {
  it('tells new, in progress, completed and cancelled apart', () => {
    expect(routeStateOf({ status_name: 'onRoute', started_at: null })).toBe('new');
    expect(routeStateOf({ status_name: 'onRoute', started_at: '2030-01-01T08:00:00Z' })).toBe('in-progress');
    expect(routeStateOf({ status_name: 'delivered', started_at: '2030-01-01T08:00:00Z' })).toBe('delivered');
    expect(routeStateOf({ status_name: 'canceled', started_at: null })).toBe('canceled');
  });
});
