import { categoryLabel } from '@kataar/shared/categories';
import { formatDistance, type GeoPoint } from '@kataar/shared/geo';
import type { ProviderCard } from '@kataar/shared/provider';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarkersMap, type MapMarker } from '../../components/maps/leaflet-maps';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useMapConfig } from '../../lib/map-config';
import { paths } from '../../lib/paths';

/** The listing as markers. Lazy: Leaflet downloads only when someone opens the map. */
export default function ListingMap({ providers, me }: { providers: ProviderCard[]; me: GeoPoint | null }) {
  const { t } = useTranslation('listing');
  const tm = useLocalizeMessage();
  const config = useMapConfig();
  if (config.isPending) return <Spinner label={t('map.loading')} />;
  if (config.isError) {
    return (
      <p role="alert">
        {t('map.failed')} {errorMessage(config.error)}
      </p>
    );
  }

  const placed = providers.filter((p) => p.latitude !== null && p.longitude !== null);
  const markers: MapMarker[] = placed.map((p) => ({
    id: p.username,
    point: { lat: p.latitude ?? 0, lng: p.longitude ?? 0 },
    title: p.business_name,
    open: p.is_open,
    card: (
      <div className="kataar-map-card flex min-w-44 flex-col gap-1 text-sm">
        <p className="font-bold text-slate-900">{p.business_name}</p>
        <p className="text-slate-600">
          {tm(categoryLabel(p.industry, p.category))}
          {p.area && ` · ${p.area}`}
        </p>
        <p className={`text-xs font-semibold ${p.is_open ? 'text-emerald-700' : 'text-rose-700'}`}>
          {p.is_open ? t('card.open') : t('card.closed')}
          {p.distance_km != null && <span className="text-slate-600"> · {formatDistance(p.distance_km)}</span>}
        </p>
        <Link
          to={paths.profile(p.username)}
          className="mt-1 self-start rounded-full bg-brand-600 px-3 py-1 text-xs font-bold !text-white hover:bg-brand-700"
        >
          {t('map.viewProfile')}
        </Link>
      </div>
    ),
  }));
  return (
    <div>
      <MarkersMap
        markers={markers}
        me={me}
        config={config.data}
        className="h-[60vh] min-h-80 w-full rounded-3xl ring-1 ring-slate-200"
      />
      {placed.length < providers.length && (
        <p className="mt-2 text-xs text-slate-500">
          {t('map.unplaced', { unplaced: providers.length - placed.length, total: providers.length })}
        </p>
      )}
    </div>
  );
}
