import 'leaflet/dist/leaflet.css';
import './plan-map.css';
import { divIcon } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, Polyline, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { escapeHtml, mapBounds, sharedPlaceIndex } from './layout.ts';
import type { PlanMapProps } from './types.ts';

/** OpenStreetMap's standard tiles unless MAP_TILE_URL was set at build ("none": no tiles at all). */
const TILE_URL: string = import.meta.env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION: string =
  import.meta.env.MAP_TILE_ATTRIBUTION || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const SIZE = 26;
const LINE = '#1864ab';

function marker(text: string, name: string, shared: number, hub = false) {
  return divIcon({
    className: '',
    html: `<span class="plan-map-marker${hub ? ' plan-map-hub' : ''}" role="img" aria-label="${escapeHtml(name)}" data-testid="${hub ? 'plan-map-hub' : 'plan-map-stop'}">${escapeHtml(text)}</span>`,
    iconSize: [SIZE, SIZE],
    // Markers at one place step to the right, so each number shows.
    iconAnchor: [SIZE / 2 - shared * (SIZE - 4), SIZE / 2],
  });
}

/**
 * The container is a named region; Leaflet makes it focusable for arrow-key panning, and Tab leaves
 * it as usual. When the container changes size (a phone turned, a column reflowed), the map measures
 * itself again and frames the plan again.
 */
function Fit({ label, bounds }: { label: string; bounds: [[number, number], [number, number]] }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    const frame = JSON.parse(key) as [[number, number], [number, number]];
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      map.fitBounds(frame, { padding: [24, 24], animate: false });
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, key]);
  return null;
}

/**
 * The plan map (Leaflet): the hub, numbered stops in their order and the drawn route back to the
 * hub, or the hub and its delivery radius. It never waits on tiles: markers, the line and the
 * circle are drawn on a plain background whether tiles arrive or not.
 */
export default function PlanMap({ label, hub, stops = [], radiusKm, zoomIn, zoomOut, testId = 'plan-map' }: PlanMapProps) {
  const points = [...(hub ? [hub] : []), ...stops];
  const bounds = mapBounds(points, radiusKm);
  const shared = sharedPlaceIndex(stops);
  const hubIcon = useMemo(() => (hub ? marker('H', hub.label, 0, true) : null), [hub]);
  if (!bounds) return null;
  const path = hub && stops.length ? [hub, ...stops, hub].map((p) => [p.lat, p.lon] as [number, number]) : [];
  return (
    <div data-testid={testId}>
      <MapContainer className="plan-map" bounds={bounds} boundsOptions={{ padding: [24, 24] }} zoomControl={false} scrollWheelZoom={false}>
        <Fit label={label} bounds={bounds} />
        <ZoomControl position="topleft" zoomInTitle={zoomIn} zoomOutTitle={zoomOut} />
        {TILE_URL !== 'none' && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />}
        {hub && radiusKm ? (
          <Circle center={[hub.lat, hub.lon]} radius={radiusKm * 1000} pathOptions={{ color: LINE, weight: 2, fillOpacity: 0.08 }} interactive={false} />
        ) : null}
        {path.length > 0 && <Polyline positions={path} pathOptions={{ color: LINE, weight: 3, dashArray: '6 6' }} interactive={false} />}
        {hub && hubIcon && <Marker position={[hub.lat, hub.lon]} icon={hubIcon} interactive={false} keyboard={false} />}
        {stops.map((s, i) => (
          <Marker key={s.id} position={[s.lat, s.lon]} icon={marker(String(i + 1), s.label, shared[i]!)} interactive={false} keyboard={false} />
        ))}
      </MapContainer>
    </div>
  );
}
