import { formatRupees } from '@kataar/shared/appointment-rules';
import type { Desk, Service } from '@kataar/shared/desks';
import type { StaffMember } from '@kataar/shared/staff';
import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeleteDesk } from './api/save-desk';
import { useDeleteService } from './api/save-service';
import { DeskForm } from './desk-form';
import { ServiceForm } from './service-form';
import { SetupList } from './setup-list';
import { SettingsCard } from './settings-card';

const pill = 'rounded-full px-2 py-0.5 text-xs font-semibold';

function DeskDetails({ desk, services, staff }: { desk: Desk; services: Service[]; staff?: StaffMember[] }) {
  const { t } = useTranslation('my-profile');
  const serviceNames = services.filter((s) => desk.service_ids.includes(s.id)).map((s) => s.name);
  const memberNames = staff?.filter((m) => desk.member_ids.includes(m.user_id)).map((m) => m.name || m.email);
  return (
    <>
      <p className="flex items-center gap-2">
        <span
          aria-label={desk.token_prefix ? t('desks.letterIs', { letter: desk.token_prefix }) : t('desks.noLetter')}
          className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-sm font-bold text-brand-800"
        >
          {desk.token_prefix ?? '–'}
        </span>
        <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">{desk.name}</span>
      </p>
      <p className="mt-1.5 flex flex-wrap gap-1.5">
        <span className={`${pill} ${desk.is_open ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}>
          {desk.is_open ? t('desks.open') : t('desks.closed')}
        </span>
        <span
          className={`${pill} ${desk.queue_running ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'}`}
        >
          {desk.queue_running ? t('desks.running') : t('desks.paused')}
        </span>
        <span className={`${pill} bg-brand-50 text-brand-800`}>{t('desks.waiting', { count: desk.waiting })}</span>
      </p>
      <p className="mt-1.5 text-xs text-slate-600">
        {t('desks.servicesLine', { list: serviceNames.join(', ') || t('desks.none') })}
      </p>
      <p className="mt-0.5 text-xs text-slate-600">
        {memberNames
          ? t('desks.membersLine', { list: memberNames.join(', ') || t('desks.none') })
          : t('desks.membersCount', { count: desk.member_ids.length })}
      </p>
    </>
  );
}

function ServiceDetails({ service, desks }: { service: Service; desks: Desk[] }) {
  const { t } = useTranslation('my-profile');
  const deskNames = desks.filter((d) => service.desk_ids.includes(d.id)).map((d) => d.name);
  return (
    <>
      <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{service.name}</p>
      <p className="mt-1 text-xs text-slate-600">
        {t('desks.minutes', { count: service.duration_minutes })}
        {' · '}
        {service.price === null ? t('desks.noPrice') : formatRupees(service.price * 100)}
      </p>
      <p className="mt-0.5 text-xs text-slate-600">
        {t('desks.desksLine', { list: deskNames.join(', ') || t('desks.none') })}
      </p>
    </>
  );
}

/**
 * The owner's and managers' desks (each calls its own line) and the services they offer. `staff` is
 * the owner's staff list; without it (a manager) desk members are shown as a count, not picked.
 */
export function DesksSection({
  desks,
  services,
  staff,
}: {
  desks: Desk[];
  services: Service[];
  staff?: StaffMember[];
}) {
  const { t } = useTranslation('my-profile');
  const deleteDesk = useDeleteDesk();
  const deleteService = useDeleteService();
  return (
    <SettingsCard title={t('desks.title')} icon={LayoutGrid} description={t('desks.description')}>
      <SetupList
        heading={t('desks.desksHeading')}
        items={desks}
        details={(desk) => <DeskDetails desk={desk} services={services} staff={staff} />}
        form={(desk, done) => <DeskForm desk={desk} services={services} staff={staff} onDone={done} />}
        remove={deleteDesk.mutateAsync}
        addLabel={t('desks.addDesk')}
        empty=""
        confirmTitle={t('desks.confirmDeleteDesk')}
        confirmMessage={(desk) => t('desks.confirmDeleteDeskMessage', { name: desk.name })}
      />
      <SetupList
        heading={t('desks.servicesHeading')}
        items={services}
        details={(service) => <ServiceDetails service={service} desks={desks} />}
        form={(service, done) => <ServiceForm service={service} desks={desks} onDone={done} />}
        remove={deleteService.mutateAsync}
        addLabel={t('desks.addService')}
        empty={t('desks.noServices')}
        confirmTitle={t('desks.confirmDeleteService')}
        confirmMessage={(service) => t('desks.confirmDeleteServiceMessage', { name: service.name })}
      />
    </SettingsCard>
  );
}
