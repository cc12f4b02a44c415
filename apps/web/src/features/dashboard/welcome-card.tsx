import { categoryLabel } from '@kataar/shared/categories';
import { QUEUE_MESSAGES, welcomeMessage, type ProviderOwn } from '@kataar/shared/queue';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';
import { ProviderPhoto } from '../../components/provider-photo';
import { Switch } from '../../components/switch';
import { useToggleAvailability } from './api/toggle-availability';
import { AVAILABILITY_SWITCH_ID } from './go-live-checklist';
import { useWaitingConfirm } from './waiting-confirm';

/**
 * Spec "Provider dashboard": 'Welcome, {name}' with the photo, the status badge and the on/off
 * switch. Closing while people wait (`waiting`) asks first.
 */
export function WelcomeCard({ provider, waiting }: { provider: ProviderOwn; waiting: number }) {
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  const toggle = useToggleAvailability();
  const { confirm, dialog } = useWaitingConfirm(waiting);
  // The cache already holds the optimistic value while the switch is being saved.
  const isOpen = provider.is_open;
  const status = tm(
    toggle.isPending
      ? QUEUE_MESSAGES.statusUpdating
      : isOpen
        ? QUEUE_MESSAGES.statusAvailable
        : QUEUE_MESSAGES.statusClosed,
  );

  return (
    <section
      aria-labelledby="dashboard-welcome"
      className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span
          className={`shrink-0 rounded-full p-0.5 ring-[3px] transition-colors ${isOpen ? 'ring-emerald-500' : 'ring-rose-500'}`}
        >
          <ProviderPhoto
            src={provider.profile_photo}
            name={provider.business_name}
            alt={t('welcome.photo', { name: provider.business_name })}
            loading="eager"
            className="size-16 rounded-full text-lg sm:size-20"
          />
        </span>
        <div className="min-w-0">
          <h1
            id="dashboard-welcome"
            className="text-xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-2xl"
          >
            {tm(welcomeMessage(provider.business_name))}
          </h1>
          <p className="mt-1 truncate text-sm text-slate-600">
            {tm(categoryLabel(provider.industry, provider.category))} · {provider.city}
          </p>
        </div>
      </div>

      <div className="flex items-center justify-between gap-4 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-100 sm:justify-end sm:bg-transparent sm:p-0 sm:ring-0">
        <span
          role="status"
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
            toggle.isPending
              ? 'bg-slate-100 text-slate-600'
              : isOpen
                ? 'bg-emerald-50 text-emerald-700'
                : 'bg-rose-50 text-rose-700'
          }`}
        >
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${toggle.isPending ? 'animate-pulse bg-slate-400' : isOpen ? 'bg-emerald-500' : 'bg-rose-500'}`}
          />
          {status}
        </span>
        <Switch
          checked={isOpen}
          onChange={(next) => (next ? toggle.mutate(true) : confirm('close', () => toggle.mutate(false)))}
          id={AVAILABILITY_SWITCH_ID}
          aria-label={t('welcome.switch')}
          disabled={toggle.isPending}
          className="disabled:cursor-wait"
        />
      </div>
      {dialog}
    </section>
  );
}
