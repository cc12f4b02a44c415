import { APPOINTMENT_MESSAGES as M } from '@kataar/shared/appointment-rules';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isForbidden, useAppointmentSettings } from '../../lib/appointment-settings';
import { SettingsForm } from './settings-form';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useTranslation } from 'react-i18next';

/**
 * /provider/appointments/settings: hours, slots, days off and payment; the owner and managers only.
 * A page beside the day view rather than a section of My profile: managers edit these while the
 * profile is the owner's alone, and the weekly editor is long enough to bury the profile's sections.
 */
export function AppointmentSettingsPage() {
  const tm = useLocalizeMessage();
  const { t } = useTranslation('provider-appointments');
  useDocumentTitle(tm(M.settingsTitle));
  const settings = useAppointmentSettings();

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={paths.providerAppointments()}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {tm(M.dayViewTitle)}
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{tm(M.settingsTitle)}</h1>
      {settings.isPending ? (
        <Spinner label={t('loading')} className="min-h-[40vh]" />
      ) : settings.isError ? (
        isForbidden(settings.error) ? (
          <p className="mt-6 flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {tm(M.settingsForbidden)}
          </p>
        ) : (
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        )
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </section>
  );
}
