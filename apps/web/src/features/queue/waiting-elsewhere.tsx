import { QUEUE_MESSAGES, alreadyInQueueAtMessage } from '@kataar/shared/queue-messages';
import type { MyQueue } from '@kataar/shared/queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';
import { leaveQueue } from './api/leave-queue';
import { invalidateMyQueue } from './api/my-queue';

interface WaitingElsewhereProps {
  /** The queue the person waits in, at another provider. */
  queue: MyQueue;
  onClose: () => void;
}

/**
 * In place of the join form for someone already waiting at another provider: a person waits in one
 * queue at a time, so the refusal is said before the form is filled, with the way to that queue and
 * the way out of it (after which the form shows).
 */
export function WaitingElsewhere({ queue, onClose }: WaitingElsewhereProps) {
  const { t } = useTranslation('queue');
  const tm = useLocalizeMessage();
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: leaveQueue,
    onSuccess: async () => {
      toast.success(tm(QUEUE_MESSAGES.left));
      await invalidateMyQueue(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error) || tm(QUEUE_MESSAGES.leaveFailed)),
  });
  return (
    <div className="mt-5">
      <p
        role="alert"
        className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200"
      >
        {tm(alreadyInQueueAtMessage(queue.business_name))}
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
        <Ticket aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {t('elsewhere.place', { position: queue.position, token: t('token', { token: queue.token }) })}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={paths.profile(queue.username)} onClick={onClose} className={buttonClasses('primary', 'lg')}>
          {t('elsewhere.open', { business: queue.business_name })}
        </Link>
        <Button variant="secondary" size="lg" onClick={() => leave.mutate()} disabled={leave.isPending}>
          {t('elsewhere.leave')}
        </Button>
      </div>
    </div>
  );
}
