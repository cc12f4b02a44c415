import type { ProviderCard } from '@kataar/shared/provider';
import { MapPin, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useCities } from '../../lib/cities';

export const sameCity = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * A listing URL's city spelled as listed, or null while that is not known yet or when no provider is
 * listed there (a mistyped link). The cards carry it and arrive with the page, on the server's first
 * screen too; only a listing without cards asks the list of cities.
 */
export function useListedCity(urlCity: string, cards: readonly ProviderCard[] | undefined): string | null {
  const fromCards = cards?.find((card) => sameCity(card.city, urlCity))?.city;
  const cities = useCities(cards !== undefined && fromCards === undefined);
  return fromCards ?? cities.data?.find((city) => sameCity(city, urlCity)) ?? null;
}

interface SwitchCityPromptProps {
  /** The city of the page, spelled as listed. */
  city: string;
  /** The visitor's saved city, which the page leaves alone unless they switch. */
  savedCity: string;
  onSwitch: () => void;
  onKeep: () => void;
}

/**
 * Asks whether a listing opened from a link to another city should become the visitor's city. The
 * link itself is never rewritten: a shared listing shows what the sender saw.
 */
export function SwitchCityPrompt({ city, savedCity, onSwitch, onKeep }: SwitchCityPromptProps) {
  const { t } = useTranslation('listing');
  const questionId = useId();
  return (
    <section
      aria-labelledby={questionId}
      className="mt-4 flex items-center gap-3 rounded-2xl bg-brand-50 py-2 pr-1.5 pl-3.5 ring-1 ring-brand-100 sm:inline-flex sm:pl-4"
    >
      <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p id={questionId} className="text-sm font-semibold break-words text-slate-900">
          {t('switchCity.question', { city })}
        </p>
        <p className="text-xs break-words text-slate-600">{t('switchCity.saved', { city: savedCity })}</p>
      </div>
      <Button size="sm" onClick={onSwitch} className="shrink-0">
        {t('switchCity.switch')}
      </Button>
      <button
        type="button"
        onClick={onKeep}
        aria-label={t('switchCity.keep', { city: savedCity })}
        title={t('switchCity.keep', { city: savedCity })}
        className="flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
