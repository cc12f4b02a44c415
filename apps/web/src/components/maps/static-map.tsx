import type { GeoPoint } from '@kataar/shared/geo';
import { MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { tileUrl, useMapConfig } from '../../lib/map-config';
import { useTranslation } from 'react-i18next';

const TILE = 256;
const ZOOM = 15;
/** Tiles around the centre: 5 across and 3 down cover any card up to 1280 × 768 pixels. */
const COLUMNS = [-2, -1, 0, 1, 2];
const ROWS = [-1, 0, 1];

/** The point in world pixels at ZOOM (Web Mercator, as every slippy-map tile set uses). */
function worldPixel({ lat, lng }: GeoPoint) {
  const scale = TILE * 2 ** ZOOM;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The attribution's words without its markup ("© OpenStreetMap contributors"). */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * A small map that is only pictures: a few tiles laid around the point and a pin on it, with no map
 * library, so the profile page stays light. Without tiles (offline, tests) the pin stands on grey.
 */
export function StaticMap({
  point,
  label,
  className = 'h-44',
}: {
  point: GeoPoint;
  label: string;
  className?: string;
}) {
  const config = useMapConfig();
  const { t } = useTranslation('common');
  const { x, y } = worldPixel(point);
  const [col, row] = [Math.floor(x / TILE), Math.floor(y / TILE)];
  const credit = useMemo(() => (config.data ? plainText(config.data.attribution) : ''), [config.data]);
  return (
    <div
      role="img"
      aria-label={t('map.mapOf', { place: label })}
      className={`relative overflow-hidden rounded-2xl bg-slate-200 ring-1 ring-slate-200 ${className}`}
    >
      {config.data &&
        ROWS.flatMap((dy) =>
          COLUMNS.map((dx) => (
            <img
              key={`${dx}:${dy}`}
              src={tileUrl(config.data.tile_url, ZOOM, col + dx, row + dy)}
              alt=""
              width={TILE}
              height={TILE}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              // A tile that cannot load (offline, blocked) leaves grey, not a broken-image icon.
              onError={(event) => {
                event.currentTarget.hidden = true;
              }}
              className="absolute max-w-none select-none"
              style={{ left: `calc(50% + ${(col + dx) * TILE - x}px)`, top: `calc(50% + ${(row + dy) * TILE - y}px)` }}
            />
          )),
        )}
      <MapPin
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 size-9 -translate-x-1/2 -translate-y-full fill-brand-600 text-white drop-shadow"
      />
      {credit && <p className="absolute right-0 bottom-0 bg-white/80 px-1.5 text-[10px] text-slate-600">{credit}</p>}
    </div>
  );
}
