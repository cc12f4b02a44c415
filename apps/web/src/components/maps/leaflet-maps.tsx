import 'leaflet/dist/leaflet.css';
import './leaflet-maps.css';
import type { GeoPoint } from '@kataar/shared/geo';
import L from 'leaflet';
import { useEffect, useMemo, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapConfig } from '@kataar/shared/geo-schema';
import { useTranslation } from 'react-i18next';

// Leaflet and react-leaflet live only in this module, which pages import lazily: the list, profile
// and home pages' first download stays without them.

/** Markers are drawn with CSS (no image files): they look the same with or without tiles. */
const pin = (tone: 'open' | 'closed' | 'me' | 'owner') =>
  L.divIcon({
    className: `kataar-pin kataar-pin-${tone}`,
    html: '<span class="kataar-pin-dot"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 34],
    popupAnchor: [0, -30],
  });
const ICONS = { open: pin('open'), closed: pin('closed'), me: pin('me'), owner: pin('owner') };

/**
 * The tile layer of MAP_TILE_URL. The site sends no Referer by default; tile servers such as
 * OpenStreetMap's ask browsers for one, so tiles send the origin only.
 */
function Tiles({ config }: { config: MapConfig }) {
  return (
    <TileLayer
      url={config.tile_url}
      attribution={config.attribution}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

export interface MapMarker {
  id: string;
  point: GeoPoint;
  title: string;
  open: boolean;
  card: ReactNode;
}

function FitTo({ points }: { points: GeoPoint[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
  }, [map, points]);
  return null;
}

/** Providers as markers; a marker opens its card. The visitor's own point shows as a blue dot. */
export function MarkersMap({
  markers,
  me,
  config,
  className,
}: {
  markers: MapMarker[];
  me: GeoPoint | null;
  config: MapConfig;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const points = useMemo(() => [...markers.map((m) => m.point), ...(me ? [me] : [])], [markers, me]);
  const start = points[0] ?? { lat: 20.59, lng: 78.96 };
  return (
    <MapContainer center={[start.lat, start.lng]} zoom={13} className={className} scrollWheelZoom={false}>
      <Tiles config={config} />
      <FitTo points={points} />
      {me && <Marker position={[me.lat, me.lng]} icon={ICONS.me} title={t('map.youAreHere')} keyboard={false} />}
      {markers.map((m) => (
        <Marker
          key={m.id}
          position={[m.point.lat, m.point.lng]}
          icon={m.open ? ICONS.open : ICONS.closed}
          title={m.title}
        >
          <Popup>{m.card}</Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}

function ClickToMove({ onMove }: { onMove: (point: GeoPoint) => void }) {
  useMapEvents({ click: (event) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

function Follow({ point }: { point: GeoPoint }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([point.lat, point.lng])) map.setView([point.lat, point.lng]);
  }, [map, point]);
  return null;
}

/** One pin the owner drags (or places with a tap) onto the premises. */
export function PinPickerMap({
  point,
  onMove,
  config,
  className,
}: {
  point: GeoPoint;
  onMove: (point: GeoPoint) => void;
  config: MapConfig;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onMove({ lat: at.lat, lng: at.lng });
      },
    }),
    [onMove],
  );
  return (
    <MapContainer center={[point.lat, point.lng]} zoom={16} className={className} scrollWheelZoom={false}>
      <Tiles config={config} />
      <ClickToMove onMove={onMove} />
      <Follow point={point} />
      <Marker
        position={[point.lat, point.lng]}
        icon={ICONS.owner}
        draggable
        eventHandlers={handlers}
        title={t('map.dragPremises')}
      />
    </MapContainer>
  );
}
