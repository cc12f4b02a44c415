import type hotToast from 'react-hot-toast';
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type Message = ValueOrFunction<Renderable, Toast>;
type HotToast = typeof hotToast;

/**
 * The toast library (react-hot-toast with its styling engine, about 3.6 KB gzip) is fetched with the
 * first toast, not with every page: most visits never show one. The calls made while it arrives
 * are replayed in their order.
 */
let library: Promise<HotToast> | undefined;
const listeners = new Set<() => void>();

function withLibrary(show: (hot: HotToast) => void): void {
  if (!library) {
    library = import('react-hot-toast').then(
      (module) => module.default,
      (error: unknown) => {
        // A failed fetch is forgotten, so the next toast tries again.
        library = undefined;
        throw error;
      },
    );
    for (const listener of listeners) listener();
  }
  library.then(show).catch(() => undefined);
}

/** Whether any toast was asked for yet: the layouts mount the toaster only from then on. */
export const toastsWanted = (): boolean => library !== undefined;

export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** react-hot-toast's `toast`, for the calls the app makes; each returns before the toast shows. */
export const toast = Object.assign(
  (message: Message, options?: ToastOptions): void => withLibrary((hot) => hot(message, options)),
  {
    success: (message: Message, options?: ToastOptions): void => withLibrary((hot) => hot.success(message, options)),
    error: (message: Message, options?: ToastOptions): void => withLibrary((hot) => hot.error(message, options)),
    /** Nothing to dismiss before the first toast. */
    dismiss: (id?: string): void => {
      if (library) withLibrary((hot) => hot.dismiss(id));
    },
  },
);
