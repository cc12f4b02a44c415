import type { MyQueue } from '@kataar/shared/queue';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { withWords } from '../../lib/i18n';
import { myQueueQueryOptions } from '../../lib/my-queue';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

// The banner follows a live stream (and zod checks its events): it and its words load only for someone waiting.
const MyQueueBanner = lazy(
  withWords(['queue'], () => import('./my-queue-banner').then((m) => ({ default: m.MyQueueBanner }))),
);

/**
 * The layouts' "My queue" place under the header: while the signed-in person waits anywhere, a slim
 * banner with the business, their place, token and wait, linking to that profile. Not on that
 * profile itself, where the queue widget says the same at length.
 */
export function MyQueueSlot() {
  const userId = useSession().user?.id ?? null;
  const { pathname } = useLocation();
  const mine = useQuery({ ...myQueueQueryOptions(userId ?? ''), enabled: userId !== null });
  // The queue being followed outlives the answer turning null, so the end of the wait can be shown.
  const [followed, setFollowed] = useState<{ userId: string; queue: MyQueue } | null>(null);
  const current = userId !== null && mine.data ? { userId, queue: mine.data } : null;
  if (current && (followed?.queue !== current.queue || followed.userId !== current.userId)) setFollowed(current);

  if (!followed || followed.userId !== userId || pathname === paths.profile(followed.queue.username)) return null;
  return (
    <Suspense fallback={null}>
      <MyQueueBanner
        key={followed.queue.username}
        queue={followed.queue}
        waiting={current !== null}
        onDone={() => setFollowed(null)}
      />
    </Suspense>
  );
}
