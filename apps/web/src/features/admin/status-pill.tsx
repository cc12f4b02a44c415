import type { ApplicationStatus } from '@kataar/shared/application';
import { APPLICATION_STATUS_LABELS } from '@kataar/shared/application-review';
import { useLocalizeMessage } from '../../lib/localize-message';

const TONE: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-brand-50 text-brand-800 ring-brand-200',
  rejected: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function StatusPill({ status }: { status: ApplicationStatus }) {
  const tm = useLocalizeMessage();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONE[status]}`}>
      {tm(APPLICATION_STATUS_LABELS[status])}
    </span>
  );
}
