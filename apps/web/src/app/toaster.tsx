import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

export const MAX_TOASTS = 20;

/** Toasts: top-right, default and success 3000 ms, error 4000 ms, at most 20 kept. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: 3000,
        success: { duration: 3000 },
        error: { duration: 4000 },
        className: '!rounded-2xl !text-sm !shadow-lg',
      }}
    />
  );
}
