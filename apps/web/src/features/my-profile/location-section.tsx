import { isInIndia, type GeoPoint } from '@kataar/shared/geo';
import { GEO_MESSAGES } from '@kataar/shared/geo-messages';
import type { ProviderOwn } from '@kataar/shared/queue';
import { LocateFixed, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { StaticMap } from '../../components/maps/static-map';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { currentPosition, GeolocationError } from '../../lib/geolocation';
import { useMapConfig } from '../../lib/map-config';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useUpdateProvider } from './api/update-provider';
import { SettingsCard } from './settings-card';

const PinPickerMap = lazy(() =>
  import('../../components/maps/leaflet-maps').then((m) => ({ default: m.PinPickerMap })),
);

/** Where the map opens when the PIN code gave no position: the middle of India. */
const INDIA_CENTRE: GeoPoint = { lat: 22.5, lng: 79 };
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The premises on the map, which near-me listings measure from. Approval placed the pin at the PIN
 * code's centre; the owner drags it onto the door, or stands there and uses the device's position.
 */
export function LocationSection({ provider, readOnly }: { provider: ProviderOwn; readOnly: boolean }) {
  const saved =
    provider.latitude !== null && provider.longitude !== null
      ? { lat: provider.latitude, lng: provider.longitude }
      : null;
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
  const [point, setPoint] = useState<GeoPoint>(saved ?? INDIA_CENTRE);
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const config = useMapConfig();
  const update = useUpdateProvider();
  const changed = !saved || saved.lat !== point.lat || saved.lng !== point.lng;

  const move = (next: GeoPoint) => {
    setProblem(isInIndia(next) ? null : GEO_MESSAGES.latitudeInvalid);
    setPoint({ lat: round6(next.lat), lng: round6(next.lng) });
  };

  const fromDevice = async () => {
    setLocating(true);
    try {
      move(await currentPosition());
    } catch (error) {
      const reason = error instanceof GeolocationError ? error.reason : 'unavailable';
      setProblem(reason === 'denied' ? GEO_MESSAGES.deviceLocationDenied : GEO_MESSAGES.deviceLocationUnavailable);
    } finally {
      setLocating(false);
    }
  };

  const save = () =>
    update.mutate(
      { latitude: point.lat, longitude: point.lng },
      {
        onSuccess: () => toast.success(tm(GEO_MESSAGES.locationSaved)),
        onError: (error) => toast.error(tm(`${GEO_MESSAGES.locationSaveFailed}: ${errorMessage(error)}`)),
      },
    );

  return (
    <SettingsCard
      title={t('location.title')}
      icon={MapPin}
      description={readOnly ? t('location.description') : t('location.descriptionEdit')}
    >
      <div className="mt-4">
        {readOnly ? (
          saved && <StaticMap point={saved} label={provider.business_name} />
        ) : config.data ? (
          <Suspense fallback={<Spinner label={t('location.loadingMap')} className="h-64" />}>
            <PinPickerMap
              point={point}
              onMove={move}
              config={config.data}
              className="h-64 w-full rounded-2xl sm:h-80"
            />
          </Suspense>
        ) : (
          <Spinner label={t('location.loadingMap')} className="h-64" />
        )}
      </div>
      <p className="mt-2 text-xs text-slate-500" aria-live="polite">
        {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
        {!saved && t('location.notSet')}
      </p>
      {problem && (
        <p role="alert" className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {tm(problem)}
        </p>
      )}
      {!readOnly && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void fromDevice()} disabled={locating}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {tm(locating ? GEO_MESSAGES.locating : GEO_MESSAGES.useDeviceLocation)}
          </Button>
          <Button onClick={save} disabled={!changed || problem !== null || update.isPending}>
            {update.isPending ? t('location.saving') : t('location.save')}
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}
