import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '../lib/use-media-query';

export const MAX_TOASTS = 20;

/** Clears the provider header (sticky, about 4.3rem tall) so its menus stay usable under a stack of toasts. */
const BELOW_PROVIDER_HEADER = '5rem';

interface AppToasterProps {
  /**
   * The provider pages: toasts there come in stacks (a POP, a removal, a check-in, each with Undo
   * for ten seconds) and must not cover the desk's controls. From the two-column width they sit
   * top-right below the header, over the side column; narrower, where the controls fill the width
   * at the top of the page, they sit at the foot of the screen, in reach of the thumb.
   */
  desk?: boolean;
}

/** Toasts: top-right, default and success 3000 ms, error 4000 ms, at most 20 kept. */
export function AppToaster({ desk = false }: AppToasterProps) {
  const { toasts } = useToasterStore();
  const twoColumns = useMediaQuery(LARGE_SCREEN_QUERY);
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  const atFoot = desk && !twoColumns;
  return (
    <Toaster
      position={atFoot ? 'bottom-center' : 'top-right'}
      containerStyle={
        !desk
          ? undefined
          : atFoot
            ? { bottom: 'max(1rem, env(safe-area-inset-bottom))' }
            : { top: BELOW_PROVIDER_HEADER }
      }
      toastOptions={{
        duration: 3000,
        success: { duration: 3000 },
        error: { duration: 4000 },
        className: '!rounded-2xl !text-sm !shadow-lg',
      }}
    />
  );
}
