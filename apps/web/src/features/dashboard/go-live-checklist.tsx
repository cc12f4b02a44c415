import { WEEKDAYS } from '@kataar/shared/appointments';
import type { ProviderOwn } from '@kataar/shared/queue';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppointmentSettings } from '../../lib/appointment-settings';
import { paths } from '../../lib/paths';
import { STORAGE_KEYS, readString, writeString } from '../../lib/storage';
import { TitledCard } from './titled-card';

/** The id of the welcome card's open/closed switch, where the last step is done. */
export const AVAILABILITY_SWITCH_ID = 'availability-switch';

/** In the order a new business does them. */
const STEPS = ['photo', 'hours', 'open'] as const;
type Step = (typeof STEPS)[number];

const FIX_CLASS =
  'inline-flex shrink-0 items-center gap-0.5 rounded-full px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Until a new business has gone live once: a photo, opening hours (the weekly hours of its
 * appointment settings, the only hours the product keeps) and the queue opened, each ticked from
 * the saved data and linking to where it is done. Once all three are done it disappears for good
 * in this browser, so closing for the night does not bring it back. Owners and managers only: a
 * receptionist cannot read the hours (403) nor change the profile.
 */
export function GoLiveChecklist({ provider }: { provider: ProviderOwn }) {
  const { t } = useTranslation('dashboard');
  const settings = useAppointmentSettings();
  const [wentLive, setWentLive] = useState(() => readString(STORAGE_KEYS.wentLive) === provider.username);
  const done: Record<Step, boolean> = {
    photo: Boolean(provider.profile_photo),
    hours: WEEKDAYS.some((day) => (settings.data?.weekly[day].length ?? 0) > 0),
    open: provider.is_open,
  };
  const allDone = done.photo && done.hours && done.open;
  // Remembered at once, so closing right after opening does not bring the card back.
  if (allDone && !wentLive) setWentLive(true);

  useEffect(() => {
    if (allDone) writeString(STORAGE_KEYS.wentLive, provider.username);
  }, [allDone, provider.username]);

  if (wentLive || !settings.isSuccess) return null;

  const fix: Record<Step, ReactNode> = {
    photo: (
      <Link to={paths.providerMyProfile()} className={FIX_CLASS}>
        {t('goLive.fix.photo')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    ),
    hours: (
      <Link to={paths.providerAppointmentSettings()} className={FIX_CLASS}>
        {t('goLive.fix.hours')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    ),
    open: (
      <button
        type="button"
        onClick={() => {
          // Focusing scrolls the switch into view too.
          document.getElementById(AVAILABILITY_SWITCH_ID)?.focus();
        }}
        className={FIX_CLASS}
      >
        {t('goLive.fix.open')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    ),
  };

  return (
    <TitledCard id="go-live-title" title={t('goLive.title')} highlight>
      <p className="mt-1 text-sm text-slate-600">{t('goLive.intro')}</p>
      <ol className="mt-4 divide-y divide-slate-100">
        {STEPS.map((step) => (
          <li key={step} className="flex min-h-12 items-center gap-3 py-2">
            {done[step] ? (
              <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
            ) : (
              <Circle aria-hidden="true" className="size-6 shrink-0 text-slate-300" />
            )}
            <span
              className={`min-w-0 flex-1 text-sm ${done[step] ? 'text-slate-500 line-through' : 'font-medium text-slate-900'}`}
            >
              {t(`goLive.${step}`)}
              <span className="sr-only">: {done[step] ? t('goLive.done') : t('goLive.todo')}</span>
            </span>
            {!done[step] && fix[step]}
          </li>
        ))}
      </ol>
    </TitledCard>
  );
}
