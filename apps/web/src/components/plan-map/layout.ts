/**
 * Pure geometry of the plan map: the area to show, and how markers at one point are set apart so
 * every number shows (stops in one postcode share its centre).
 */
export interface MapPoint {
  lat: number;
  lon: number;
}

const KM_PER_DEGREE = 111.32;

/** South-west and north-east corners around the points and, when given, a circle of radiusKm around the first. */
export function mapBounds(points: readonly MapPoint[], radiusKm = 0): [[number, number], [number, number]] | null {
  if (!points.length) return null;
  let [s, w, n, e] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
    w = Math.min(w, p.lon);
    e = Math.max(e, p.lon);
  }
  if (radiusKm > 0) {
    const c = points[0]!;
    const dLat = radiusKm / KM_PER_DEGREE;
    const dLon = radiusKm / (KM_PER_DEGREE * Math.cos((c.lat * Math.PI) / 180));
    s = Math.min(s, c.lat - dLat);
    n = Math.max(n, c.lat + dLat);
    w = Math.min(w, c.lon - dLon);
    e = Math.max(e, c.lon + dLon);
  }
  // A single point (or points at one place): about a kilometre around it.
  const pad = 0.005;
  if (n - s < pad) [s, n] = [s - pad, n + pad];
  if (e - w < pad) [w, e] = [w - pad, e + pad];
  return [
    [s, w],
    [n, e],
  ];
}

/** For each point, how many earlier points lie at the same place (0 for the first there). */
export function sharedPlaceIndex(points: readonly MapPoint[]): number[] {
  const seen = new Map<string, number>();
  return points.map((p) => {
    const key = `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`;
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    return k;
  });
}

/** Text made safe for a marker's HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
