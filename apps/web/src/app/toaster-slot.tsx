import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastsWanted, toastsWanted } from '../lib/toast';

const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })));

/**
 * Where a layout's toasts show. The toaster and its library load with the first toast of the visit
 * (lib/toast.ts), which it then shows; from then on every layout mounts it at once.
 */
export function ToasterSlot({ desk = false }: { desk?: boolean }) {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster desk={desk} />
    </Suspense>
  ) : null;
}
