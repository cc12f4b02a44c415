import { cityNameMatching, cityNames, placeKey } from '@kataar/shared/city-names';
import { MESSAGES } from '@kataar/shared/messages';
import { Check, MapPin, Search, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { localizeMessage } from '../../lib/localize-message';
import { useLocationPopupOpen, useSelectedLocation } from '../../lib/selected-location';
import { useCities } from '../../lib/cities';
// In the popup's own chunk, not loaded after it: a sheet that grew by their row a moment after
// opening moved as a whole (a layout shift on phones).
import { NearMeActions } from './near-me-actions';

/** The city picker (spec "Location popup"): it cannot be dismissed until a city is stored. */
export function LocationPopup() {
  const { city, setCity, setPointAndCity, closePopup } = useSelectedLocation();
  const isPopupOpen = useLocationPopupOpen();
  const { t } = useTranslation('location');
  const titleId = useId();
  const [search, setSearch] = useState('');
  const cities = useCities(isPopupOpen);

  const dismiss = () => {
    if (city) closePopup();
    else window.alert(localizeMessage(MESSAGES.selectCity));
  };

  const pick = (name: string) => {
    setCity(name);
    setSearch('');
    closePopup();
  };

  // A city matches by any of its names; `via` is the other name the visitor typed ("Bangalore").
  const matches = (cities.data ?? []).flatMap((name) => {
    const matched = cityNameMatching(name, search);
    return matched === undefined ? [] : [{ name, via: matched === name ? null : matched }];
  });

  // Enter takes the one city left, or the city the visitor typed in full ("mumbai" beside Navi Mumbai).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const typed = placeKey(search);
    const chosen =
      matches.length === 1
        ? matches[0]
        : matches.find((m) => typed && cityNames(m.name).some((n) => placeKey(n) === typed));
    if (!chosen) return;
    event.preventDefault();
    pick(chosen.name);
  };

  return (
    <Modal open={isPopupOpen} onDismiss={dismiss} labelledBy={titleId} className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {t('popup.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-500">{t('popup.intro')}</p>
        </div>
        {city && (
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('popup.close')}
            className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>

      <NearMeActions
        onPicked={(point, nearest) => {
          setPointAndCity(point, nearest);
          setSearch('');
          closePopup();
        }}
      />

      <label className="relative mt-4 block">
        <span className="sr-only">{t('popup.searchLabel')}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('popup.searchPlaceholder')}
          autoComplete="off"
          className="h-11 w-full rounded-xl border border-slate-200 bg-slate-50 pr-3 pl-10 text-sm outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
        />
      </label>

      <div className="mt-4 h-64 overflow-y-auto sm:h-80 overscroll-contain rounded-xl border border-slate-100">
        {cities.isPending ? (
          <Spinner label={t('popup.loading')} />
        ) : cities.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-sm text-slate-600">
            <p>
              {t('popup.failed')} {errorMessage(cities.error)}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void cities.refetch()}>
              {t('popup.tryAgain')}
            </Button>
          </div>
        ) : matches.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-500">{t('popup.noMatch', { search: search.trim() })}</p>
        ) : (
          <ul aria-label={t('popup.cities')} className="divide-y divide-slate-100">
            {matches.map(({ name, via }) => {
              const selected = name === city;
              return (
                <li key={name}>
                  <button
                    type="button"
                    onClick={() => pick(name)}
                    aria-current={selected ? 'true' : undefined}
                    className={`flex w-full items-center gap-3 px-4 py-3 text-left text-sm transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none ${
                      selected ? 'font-semibold text-brand-700' : 'text-slate-700'
                    }`}
                  >
                    <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
                    <span className="flex-1">
                      {name}
                      {via && (
                        <>
                          {' '}
                          <span className="text-xs font-normal text-slate-500">({via})</span>
                        </>
                      )}
                    </span>
                    {selected && <Check aria-hidden="true" className="size-4 text-brand-600" />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
