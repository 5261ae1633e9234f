import { describe, expect, it } from 'vitest';
import { escapeHtml, mapBounds, sharedPlaceIndex } from '../layout.ts';

describe('the plan map’s layout', () => {
  it('frames every point, and a hub’s whole radius', () => {
    const hub = { lat: 59.93, lon: 10.84 };
    expect(mapBounds([hub, { lat: 59.91, lon: 10.75 }, { lat: 59.95, lon: 10.7 }])).toEqual([
      [59.91, 10.7],
      [59.95, 10.84],
    ]);
    const [[s, w], [n, e]] = mapBounds([hub], 30)!;
    // 30 km is about 0.27° of latitude, and about twice that of longitude at 60° north.
    expect(n - hub.lat).toBeCloseTo(30 / 111.32, 6);
    expect(hub.lat - s).toBeCloseTo(30 / 111.32, 6);
    expect(e - hub.lon).toBeCloseTo(30 / (111.32 * Math.cos((hub.lat * Math.PI) / 180)), 6);
    expect(hub.lon - w).toBeGreaterThan(0.5);
  });

  it('gives a single point some room, and nothing for no points', () => {
    const [[s, w], [n, e]] = mapBounds([{ lat: 60, lon: 10 }])!;
    expect(n - s).toBeGreaterThan(0);
    expect(e - w).toBeGreaterThan(0);
    expect(mapBounds([])).toBeNull();
  });

  it('counts the stops that share a place, so their markers step aside', () => {
    const a = { lat: 59.9, lon: 10.7 };
    const b = { lat: 59.95, lon: 10.8 };
    expect(sharedPlaceIndex([a, b, a, a, b])).toEqual([0, 0, 1, 2, 1]);
  });

  it('escapes names put into marker HTML', () => {
    expect(escapeHtml(`Ola "O'Neil" <b>&`)).toBe('Ola &quot;O&#39;Neil&quot; &lt;b&gt;&amp;');
  });
});
