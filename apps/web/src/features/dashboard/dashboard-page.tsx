import { MESSAGES } from '@kataar/shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { OWN_PROVIDER_KEY, ownProviderQueryOptions } from '../../lib/own-provider';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AnalyticsCard } from './analytics-card';
import { CalledList } from './called-list';
import { useTodaySummary } from './api/get-analytics-summary';
import { useCalledEntries } from './api/get-called-entries';
import { useQueueEntries } from './api/get-queue-entries';
import { useDeskLines, deskLinesKey } from './api/get-desk-lines';
import { DESK_KEYS } from './api/keys';
import { QueueControls } from './queue-controls';
import { QueuePanel } from './queue-panel';
import { GoLiveChecklist } from './go-live-checklist';
import { useDeskLive } from './use-desk-live';
import { usePickedDesk } from './use-picked-desk';
import { WaitingRoomCard } from './waiting-room-card';
import { WelcomeCard } from './welcome-card';

/** /provider/dashboard (spec "Provider dashboard"), live with the provider's own queue. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const provider = useQuery(ownProviderQueryOptions());
  const username = provider.data?.username;
  const { live } = useDeskLive(username);
  const lines = useDeskLines(username);
  const { deskId, pick } = usePickedDesk(username, lines.data?.desks);
  // The lists wait for the desks, so a provider with several never flashes the server's default desk.
  const linesKnown = username !== undefined && !lines.isPending;
  const entries = useQueueEntries(live, deskId, linesKnown);
  const called = useCalledEntries(live, deskId, linesKnown);
  const summary = useTodaySummary(live);
  const [refreshing, setRefreshing] = useState(false);
  const waiting = entries.data?.length ?? 0;

  // The spec's refresh button did nothing; this one refetches everything the page shows.
  const refresh = () => {
    setRefreshing(true);
    void Promise.all(
      [
        OWN_PROVIDER_KEY,
        DESK_KEYS.entriesAt(deskId),
        DESK_KEYS.calledAt(deskId),
        DESK_KEYS.status,
        DESK_KEYS.analyticsToday,
        ...(username ? [deskLinesKey(username)] : []),
      ].map((queryKey) => queryClient.refetchQueries({ queryKey, exact: true })),
    ).finally(() => setRefreshing(false));
  };

  if (provider.isPending) return <Spinner label={t('loading')} className="min-h-[50vh]" />;
  if (provider.isError) {
    return (
      <div
        role="alert"
        className="mx-auto mt-10 max-w-md rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200/80"
      >
        <p className="text-slate-700">
          {provider.error instanceof ApiError && provider.error.status === 404
            ? tm(MESSAGES.providerNotFound)
            : errorMessage(provider.error)}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void provider.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl items-start gap-5 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[1.7fr_1fr] lg:gap-6">
      <div className="min-w-0 space-y-5 lg:space-y-6">
        <WelcomeCard provider={provider.data} waiting={waiting} />
        <GoLiveChecklist provider={provider.data} />
        <QueueControls
          username={provider.data.username}
          isOpen={provider.data.is_open}
          waiting={waiting}
          onRefresh={refresh}
          refreshing={refreshing}
        />
        <QueuePanel
          entries={entries.data}
          error={entries.error}
          onRetry={() => void entries.refetch()}
          lines={lines.data}
          deskId={deskId}
          onPickDesk={pick}
        />
        <CalledList entries={called.data} lines={lines.data} deskId={deskId} />
      </div>
      <div className="min-w-0 space-y-5 lg:space-y-6">
        <AnalyticsCard summary={summary.data} error={summary.error} />
        <WaitingRoomCard username={provider.data.username} />
      </div>
    </div>
  );
}
