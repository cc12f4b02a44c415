import type { ProviderPublic } from '@kataar/shared/provider';
import type { ProviderDesks } from '@kataar/shared/desk-line';
import {
  JOIN_FRAGMENT,
  QUEUE_MESSAGES,
  providerClosedMessage,
  queuePausedMessage,
} from '@kataar/shared/queue-messages';
import type { JoinQueueInput } from '@kataar/shared/queue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, PauseCircle, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { pushConfigQueryOptions } from '../../lib/push-config';
import { useQueueStream } from '../../lib/use-queue-stream';
import { useSession } from '../../lib/session';
import { useDocumentTitleOverride } from '../../lib/use-document-title';
import { invalidateMyQueue } from './api/my-queue';
import { queueOverviewKey, useQueueOverview } from './api/get-queue-overview';
import { takeJoinIntent } from './join-intent';
import { QueueActionButton } from './queue-action-button';
import { QueueActionBar } from './queue-action-bar';
import { QueueStats } from './queue-stats';
import { RejoinOffer, useTimeLeft } from './rejoin-offer';
import { TokenRow } from './token-row';
import { missedTurnOf, useEndedEntry } from './use-ended-entry';
import { useJoinFragment } from './use-join-fragment';
import { useQueueChanges } from './use-queue-changes';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';

// The join form (react-hook-form and the schema resolver) loads when it is opened, not with the profile page.
const loadJoinQueueModal = () => import('./join-queue-modal');
const JoinQueueModal = lazy(() => loadJoinQueueModal().then((m) => ({ default: m.JoinQueueModal })));
// Parts only a person who is (or was just) in this queue sees: a visitor's first download leaves them out.
const NearAlertPicker = lazy(() => import('./near-alert-picker').then((m) => ({ default: m.NearAlertPicker })));
const loadTurnCard = () => import('./turn-card');
const TurnCard = lazy(() => loadTurnCard().then((m) => ({ default: m.TurnCard })));

const CARD = 'rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:p-6';

interface QueueWidgetProps {
  /** The profile as the API answers it: with its desks and services (absent from a server-drawn first screen). */
  provider: ProviderPublic & Partial<ProviderDesks>;
  /** Hears whether the provider is open, live, so the page's Available pill agrees with the widget. */
  onOpenChange?: (isOpen: boolean) => void;
  /** A second action beside Join Queue ('Book appointment'), handed in by the app when the provider takes bookings. */
  secondaryAction?: ReactNode;
}

/**
 * Spec "Queue widget" on the profile screen: position and total, the token row, Join/Leave, live
 * through the queue's event stream with 5-second polling as the fallback. When the desk calls or
 * removes the person, a card says so over the page until dismissed.
 */
export function QueueWidget({ provider, onOpenChange, secondaryAction }: QueueWidgetProps) {
  const { username, business_name: businessName } = provider;
  const { t } = useTranslation('queue');
  const tm = useLocalizeMessage();
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  const { live } = useQueueStream(username, (next) =>
    queryClient.setQueryData(queueOverviewKey(username, userId), next),
  );
  const overview = useQueueOverview(username, userId, live);
  const data = overview.data;
  const { announcement, celebrations } = useQueueChanges(`${username}:${userId ?? ''}`, data);
  const ended = useEndedEntry(`${username}:${userId ?? ''}`, data);
  // One state after a lost place: a missed call reads 'You missed your turn' (never 'It's your turn'),
  // and while the old place is kept, 'Rejoin at my old place' replaces 'Join Queue' as the action.
  const missed = data ? missedTurnOf(data) : null;
  const rejoinLeft = useTimeLeft(data?.position === null ? data.rejoin_until : null);
  // '(3) Sharma Family Clinic · Kataar' while waiting: the place shows on a tab in the background.
  useDocumentTitleOverride(data?.position ? `(${data.position}) ${businessName}` : null);
  const isOpen = data?.is_open;
  useEffect(() => {
    if (isOpen !== undefined) onOpenChange?.(isOpen);
  }, [isOpen, onOpenChange]);
  // The banner and the user menu elsewhere follow where the person waits.
  const waitingHere = data?.position != null;
  useEffect(() => {
    if (userId) invalidateMyQueue(queryClient);
  }, [waitingHere, userId, queryClient]);
  // Someone waiting will be called: have the card ready so it shows the moment the desk calls.
  useEffect(() => {
    if (waitingHere) void loadTurnCard();
  }, [waitingHere]);
  // A signed-in visitor who may join is likely to: fetch the form (and the validation it needs) before the tap.
  const mayJoin = userId !== null && data?.position === null && data.is_open;
  useEffect(() => {
    if (mayJoin) void loadJoinQueueModal();
  }, [mayJoin]);
  const largeScreen = useMediaQuery(LARGE_SCREEN_QUERY);
  const [joinOpen, setJoinOpen] = useState(false);
  const [joinValues, setJoinValues] = useState<Partial<JoinQueueInput>>();
  const section = useRef<HTMLElement>(null);
  useJoinFragment(section, data !== undefined);
  // Whether the join form offers WhatsApp updates; asked once the form is opened.
  const pushConfig = useQuery({ ...pushConfigQueryOptions(), enabled: joinOpen });

  // 'Join Queue' pressed while logged out (or a join refused for an expired session): once logged
  // in, the form opens again where the person left off.
  useEffect(() => {
    if (!userId) return;
    const values = takeJoinIntent(username);
    if (!values) return;
    // The intent lives outside React (it outlasts the login popup) and is taken once, at login.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setJoinValues(values);
    setJoinOpen(true);
  }, [userId, username]);

  const refusal = !data
    ? null
    : !data.is_open
      ? providerClosedMessage(businessName)
      : !data.queue_status
        ? queuePausedMessage(businessName)
        : null;

  return (
    <section
      ref={section}
      id={JOIN_FRAGMENT}
      tabIndex={-1}
      data-testid="queue-widget-slot"
      data-celebrations={celebrations}
      aria-labelledby="queue-widget-title"
      aria-busy={overview.isPending}
      className={`${CARD} scroll-mt-20 focus:outline-none`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="queue-widget-title" className="text-lg font-bold sm:text-xl">
          {tm(QUEUE_MESSAGES.heading)}
        </h2>
        {data && (
          <button
            type="button"
            onClick={() => void overview.refetch()}
            disabled={overview.isFetching}
            aria-label={t('widget.refresh')}
            className="-mt-1 -mr-1 shrink-0 rounded-full p-2 text-brand-100 transition hover:bg-white/10 hover:text-white disabled:cursor-wait"
          >
            <RefreshCw aria-hidden="true" className={`size-5 ${overview.isFetching ? 'animate-spin' : ''}`} />
          </button>
        )}
      </div>

      {overview.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-12 text-sm font-medium text-brand-100">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {tm(QUEUE_MESSAGES.loading)}
        </p>
      ) : !data ? (
        <div role="alert" className="py-10 text-center">
          <p className="font-semibold">{tm(QUEUE_MESSAGES.loadFailed)}</p>
          <button
            type="button"
            onClick={() => void overview.refetch()}
            className="mt-4 inline-flex h-10 items-center rounded-full bg-white px-5 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
          >
            {tm(QUEUE_MESSAGES.tryAgain)}
          </button>
        </div>
      ) : (
        <>
          <RejoinOffer missedToken={missed?.token ?? null} left={rejoinLeft} />
          <QueueStats overview={data} />
          {data.position !== null && (!data.queue_status || !data.is_open) && (
            <p
              role="status"
              className="mt-3 flex items-center gap-2 rounded-2xl bg-white/10 px-4 py-2.5 text-sm font-semibold ring-1 ring-white/20"
            >
              <PauseCircle aria-hidden="true" className="size-4 shrink-0" />
              {tm(data.is_open ? QUEUE_MESSAGES.pausedWhileWaiting : QUEUE_MESSAGES.providerUnavailable)}
            </p>
          )}
          <div className="mt-5">
            <TokenRow count={data.count} position={data.position} />
            <p className="mt-2 text-sm font-medium text-brand-100">
              {data.count === 0 ? tm(QUEUE_MESSAGES.emptyCaption) : t('widget.peopleInQueue', { count: data.count })}
            </p>
          </div>
          {userId && data.position !== null && (
            <Suspense fallback={null}>
              <NearAlertPicker userId={userId} />
            </Suspense>
          )}
          {/* Below the two-column layout, a sticky bar at the foot of the screen holds the button. */}
          {largeScreen ? (
            <div className="mt-5 flex flex-col gap-3">
              <QueueActionButton
                username={username}
                overview={data}
                rejoin={rejoinLeft > 0}
                onJoin={() => setJoinOpen(true)}
              />
              {secondaryAction}
            </div>
          ) : (
            <QueueActionBar
              username={username}
              overview={data}
              missed={missed !== null}
              rejoinLeft={rejoinLeft}
              onJoin={() => setJoinOpen(true)}
              secondaryAction={secondaryAction}
            />
          )}
        </>
      )}

      {ended.card && ended.card.kind !== 'missed' && (
        <Suspense fallback={null}>
          <TurnCard
            kind={ended.card.kind}
            businessName={businessName}
            token={ended.card.token}
            onDismiss={ended.dismiss}
          />
        </Suspense>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement && tm(announcement)}
      </p>
      {joinOpen && (
        <Suspense fallback={null}>
          <JoinQueueModal
            username={username}
            refusal={refusal}
            initialValues={joinValues}
            whatsappAvailable={pushConfig.data?.whatsapp_available === true}
            desks={provider.desks}
            services={provider.services}
            onClose={() => {
              setJoinOpen(false);
              setJoinValues(undefined);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
