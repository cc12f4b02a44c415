import { zodResolver } from '@hookform/resolvers/zod';
import type { PublicDesk, PublicService } from '@kataar/shared/desk-line';
import { QUEUE_MESSAGES, joinQueueBodySchema, type CustomerDetails, type JoinQueueInput } from '@kataar/shared/queue';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { useLocation } from 'react-router';
import { Button } from '../../components/button';
import { CustomerFields } from '../../components/customer-fields';
import { DeskChoice } from '../../components/desk-choice';
import { CloseButton } from '../../components/close-button';
import { Modal } from '../../components/modal';
import { WhatsappConsent } from '../../components/whatsapp-consent';
import { ApiError } from '../../lib/api';
import { myQueueQueryOptions } from '../../lib/my-queue';
import { openLoginPopup } from '../../lib/login-popup';
import { useSession } from '../../lib/session';
import { useJoinQueue } from './api/join-queue';
import { joinErrorMessage } from './join-error-message';
import { rememberJoinIntent } from './join-intent';
import { WaitingElsewhere } from './waiting-elsewhere';
import { useLocalizeMessage } from '../../lib/localize-message';

interface JoinQueueModalProps {
  username: string;
  /** Why a join would be refused right now (provider closed or queue paused), checked again on submit. */
  refusal: string | null;
  /** What the person had typed before a login interrupted them. */
  initialValues?: Partial<JoinQueueInput>;
  /** The server can send WhatsApp updates: the form offers them (unticked). */
  whatsappAvailable?: boolean;
  /** The provider's desks and services: with several desks, or any service, the form asks which. */
  desks?: readonly PublicDesk[] | undefined;
  services?: readonly PublicService[] | undefined;
  onClose: () => void;
}

/**
 * Spec "Join Queue modal": Name, Age, Phone Number (+91), Gender; 'Join Queue' / 'Joining...'. For
 * someone already waiting at another provider, that refusal instead of the form.
 */
export function JoinQueueModal({
  username,
  refusal,
  initialValues,
  whatsappAvailable,
  desks = [],
  services = [],
  onClose,
}: JoinQueueModalProps) {
  const titleId = useId();
  const tm = useLocalizeMessage();
  const { user } = useSession();
  const location = useLocation();
  const join = useJoinQueue(username);
  // Asked afresh on opening (the answer in the cache shows meanwhile): a person waits in one queue at a time.
  const mine = useQuery({ ...myQueueQueryOptions(user?.id ?? ''), enabled: user !== null, staleTime: 0 });
  const elsewhere = mine.data && mine.data.username !== username ? mine.data : null;
  const { register, handleSubmit, formState, getValues, control } = useForm<JoinQueueInput, unknown, CustomerDetails>({
    resolver: zodResolver(joinQueueBodySchema),
    defaultValues: { consumer_name: user?.name ?? '', consumer_age: '', consumer_contact: '', ...initialValues },
  });

  const phone = useWatch({ control, name: 'consumer_contact' });

  const onSubmit = handleSubmit(async (details) => {
    // A closed provider takes no joins, so the modal refuses locally when the provider is closed.
    if (refusal) {
      toast.error(tm(refusal));
      onClose();
      return;
    }
    try {
      await join.mutateAsync(details);
      toast.success(tm(QUEUE_MESSAGES.joined));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        rememberJoinIntent(username, getValues());
        onClose();
        openLoginPopup({ returnTo: `${location.pathname}${location.search}` });
        return;
      }
      toast.error(tm(joinErrorMessage(error)));
    }
  });

  return (
    <Modal
      open
      onDismiss={onClose}
      labelledBy={titleId}
      className="max-h-[92dvh] overflow-y-auto px-6 pt-5 pb-7 sm:px-8 sm:pb-8"
    >
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-xl font-extrabold tracking-tight text-slate-900">
          {tm(QUEUE_MESSAGES.joinButton)}
        </h2>
        <CloseButton onClick={onClose} />
      </div>
      {elsewhere ? (
        <WaitingElsewhere queue={elsewhere} onClose={onClose} />
      ) : (
        <form noValidate className="mt-5" onSubmit={(event) => void onSubmit(event)}>
          <CustomerFields register={register} errors={formState.errors} disabled={join.isPending} />
          <DeskChoice
            register={register}
            noteError={formState.errors.note?.message}
            desks={desks}
            services={services}
            disabled={join.isPending}
          />
          {whatsappAvailable && <WhatsappConsent register={register} phone={phone} disabled={join.isPending} />}
          <Button type="submit" size="lg" className="mt-6 w-full" disabled={join.isPending}>
            {tm(join.isPending ? QUEUE_MESSAGES.joiningButton : QUEUE_MESSAGES.joinButton)}
          </Button>
        </form>
      )}
    </Modal>
  );
}
