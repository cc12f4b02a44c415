import { MESSAGES } from '@kataar/shared/messages';
import { PROFILE_MESSAGES } from '@kataar/shared/provider-profile';
import { ExternalLink, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDesks } from './api/get-desks';
import { useOwnProvider } from './api/get-own-provider';
import { useServices } from './api/get-services';
import { useStaff } from './api/get-staff';
import { useWebhook } from './api/get-webhook';
import { LocationSection } from './location-section';
import { DesksSection } from './desks-section';
import { DisplaySettingsSection } from './display-settings-section';
import { ProfileForm } from './profile-form';
import { StaffSection } from './staff-section';
import { WebhookSection } from './webhook-section';

/**
 * /provider/my-profile (spec "My profile", plus Speciality, the owner's staff and webhook). Only the owner
 * edits: the staff list answers 403 to a manager or receptionist, who see the form read-only. Desks
 * and services are the owner's and managers' to set up.
 */
export function MyProfilePage() {
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
  useDocumentTitle(t('title'));
  const provider = useOwnProvider();
  const staff = useStaff();
  const webhook = useWebhook(staff.isSuccess);
  // Desks are the owner's and managers': the list answers 403 to receptionists and practitioners.
  const desks = useDesks();
  const services = useServices(desks.isSuccess);
  const notOwner = staff.isError && staff.error instanceof ApiError && staff.error.status === 403;
  // Until the role is known the form waits read-only; any other failure leaves the decision to the server.
  const readOnly = notOwner || staff.isPending;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {tm(PROFILE_MESSAGES.editHeading)}
        </h1>
        {provider.data && (
          <Link
            to={paths.profile(provider.data.username)}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('viewPublic')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        )}
      </div>

      {provider.isPending ? (
        <Spinner label={t('loading')} className="min-h-[40vh]" />
      ) : provider.isError ? (
        <div role="alert" className="mt-6 rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200/80">
          <p className="text-slate-700">
            {provider.error instanceof ApiError && provider.error.status === 404
              ? tm(MESSAGES.providerNotFound)
              : errorMessage(provider.error)}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void provider.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {notOwner && (
            <p className="mt-6 flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('ownerOnly')}
            </p>
          )}
          <div className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-8">
            <ProfileForm key={provider.data.username} provider={provider.data} readOnly={readOnly} />
          </div>
          <LocationSection key={`${provider.data.username}-map`} provider={provider.data} readOnly={readOnly} />
          <DisplaySettingsSection readOnly={readOnly} />
          {desks.isSuccess && services.isSuccess && !staff.isPending && (
            <DesksSection desks={desks.data} services={services.data} staff={staff.data} />
          )}
          {staff.isSuccess && <StaffSection members={staff.data} />}
          {webhook.isSuccess && <WebhookSection url={webhook.data?.url ?? null} />}
        </>
      )}
    </section>
  );
}
