import { isInIndia, type GeoPoint } from '@kataar/shared/geo';
import { GEO_MESSAGES } from '@kataar/shared/geo-messages';
import { isCompletePincode, PINCODE_LENGTH, PINCODE_MESSAGES } from '@kataar/shared/pincode-rules';
import { Hash, LocateFixed } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api';
import { currentPosition, GeolocationError } from '../../lib/geolocation';
import { useLocalizeMessage } from '../../lib/localize-message';
import { nearestCity, pincodePoint } from './api/nearest-city';

type Status = { kind: 'idle' } | { kind: 'busy'; text: string } | { kind: 'error'; text: string };

const failureText = (error: unknown): string => {
  if (error instanceof GeolocationError) {
    if (error.reason === 'denied') return GEO_MESSAGES.locationDenied;
    if (error.reason === 'unsupported') return GEO_MESSAGES.locationUnsupported;
    return GEO_MESSAGES.locationUnavailable;
  }
  if (error instanceof ApiError && error.status === 404) return PINCODE_MESSAGES.notFound;
  return errorMessage(error);
};

/**
 * "Use my current location" and "Enter PIN code": either gives a point, and the listed city nearest
 * it becomes the city. The point stays in the browser; the server sees it only as query values.
 */
export function NearMeActions({ onPicked }: { onPicked: (point: GeoPoint, city: string) => void }) {
  const { t } = useTranslation('location');
  const tm = useLocalizeMessage();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [pinOpen, setPinOpen] = useState(false);
  const [pin, setPin] = useState('');
  const pinId = useId();

  const settle = async (find: () => Promise<GeoPoint | null>, busyText: string, noPointText: string) => {
    setStatus({ kind: 'busy', text: busyText });
    try {
      const point = await find();
      if (!point || !isInIndia(point)) return setStatus({ kind: 'error', text: noPointText });
      const city = await nearestCity(point);
      if (!city) return setStatus({ kind: 'error', text: GEO_MESSAGES.noCityNearby });
      setStatus({ kind: 'idle' });
      onPicked(point, city);
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error) });
    }
  };

  const locate = () => void settle(currentPosition, GEO_MESSAGES.locating, GEO_MESSAGES.noCityNearby);

  const submitPin = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompletePincode(pin)) return setStatus({ kind: 'error', text: PINCODE_MESSAGES.invalid });
    void settle(() => pincodePoint(pin), t('nearMe.lookingUpPin'), GEO_MESSAGES.pincodeNoPosition);
  };

  const busy = status.kind === 'busy';
  const chip =
    'inline-flex h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition disabled:opacity-60';
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={locate}
          disabled={busy}
          className={`${chip} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          {tm(GEO_MESSAGES.useMyLocation)}
        </button>
        <button
          type="button"
          aria-expanded={pinOpen}
          onClick={() => setPinOpen((open) => !open)}
          className={`${chip} border-slate-200 bg-white text-slate-700 hover:border-brand-300`}
        >
          <Hash aria-hidden="true" className="size-4" />
          {tm(GEO_MESSAGES.enterPincode)}
        </button>
      </div>
      {pinOpen && (
        <form onSubmit={submitPin} className="mt-3 flex gap-2">
          <label htmlFor={pinId} className="sr-only">
            {t('nearMe.pinLabel')}
          </label>
          <input
            id={pinId}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PINCODE_LENGTH}
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            placeholder={t('nearMe.pinPlaceholder')}
            className="h-10 min-w-0 flex-1 rounded-xl border border-slate-200 bg-slate-50 px-3 text-sm outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
          />
          <button
            type="submit"
            disabled={busy}
            className="h-10 rounded-full bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-800 disabled:opacity-60"
          >
            {t('nearMe.go')}
          </button>
        </form>
      )}
      {status.kind === 'busy' && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {tm(status.text)}
        </p>
      )}
      {status.kind === 'error' && (
        <p role="alert" className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {tm(status.text)}
        </p>
      )}
    </div>
  );
}
