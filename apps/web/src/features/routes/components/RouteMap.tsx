import type { RouteDetail } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';

const W = 600;
const H = 360;
const PAD = 40;

/**
 * A plain map of the route: the hub and the stops placed by their coordinates, numbered in stop
 * order, with the path drawn between them. No tiles (none are reachable offline or in tests);
 * the stop list next to it is the accessible alternative.
 */
export function RouteMap({ hub, stops }: { hub: RouteDetail['hub']; stops: readonly { order_id: number; point: { lat: number; lon: number } }[] }) {
  const { t } = useTranslation('routes');
  const points = [...(hub ? [{ lat: hub.lat, lon: hub.lon }] : []), ...stops.map((s) => s.point)];
  if (!points.length) return null;
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  // Longitude degrees shrink with latitude: keep the shape true.
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * kx, 1e-4);
  const spanY = Math.max(maxLat - minLat, 1e-4);
  const scale = Math.min((W - 2 * PAD) / spanX, (H - 2 * PAD) / spanY);
  const offX = (W - spanX * scale) / 2;
  const offY = (H - spanY * scale) / 2;
  const xy = (p: { lat: number; lon: number }) => [offX + (p.lon - minLon) * kx * scale, H - offY - (p.lat - minLat) * scale] as const;
  const path = [...(hub ? [xy(hub)] : []), ...stops.map((s) => xy(s.point)), ...(hub ? [xy(hub)] : [])];
  const hubXY = hub ? xy(hub) : null;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('map.label', { count: stops.length, hub: hub?.name ?? '—' })}
      style={{ width: '100%', height: 'auto', background: 'var(--mantine-color-gray-0)', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-testid="route-map"
    >
      <polyline points={path.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" stroke="var(--mantine-color-blue-7)" strokeWidth={2} strokeDasharray="6 4" />
      {hub && hubXY && (
        <g>
          <rect x={hubXY[0] - 9} y={hubXY[1] - 9} width={18} height={18} fill="var(--mantine-color-dark-7)" rx={3} />
          <text x={hubXY[0] + 13} y={hubXY[1] + 5} fontSize={13} fill="var(--mantine-color-dark-9)">
            {hub.name}
          </text>
        </g>
      )}
      {stops.map((s, i) => {
        const [x, y] = xy(s.point);
        // Stops in one postcode share a point: fan them out a little so each number shows.
        const dup = stops.slice(0, i).filter((o) => o.point.lat === s.point.lat && o.point.lon === s.point.lon).length;
        const cx = x + dup * 24;
        return (
          <g key={s.order_id} data-testid="route-map-stop">
            <circle cx={cx} cy={y} r={11} fill="var(--mantine-color-blue-8)" stroke="white" strokeWidth={2} />
            <text x={cx} y={y + 4} fontSize={12} fontWeight={700} textAnchor="middle" fill="white">
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
