import type { HTMLAttributes, ReactNode } from 'react';
import { useBackToClose } from '../lib/use-back-to-close';

interface DropdownSheetProps extends HTMLAttributes<HTMLDivElement> {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A menu's panel: a dropdown under its button from the `sm` breakpoint up, a bottom sheet across
 * the screen on phones, where a dropdown beside a button near the edge would start off-screen.
 * Back and a tap on the dimmed page close the sheet. Mounted while closed (hidden), so a panel's
 * controls keep their state and ids.
 */
export function DropdownSheet({ open, onClose, children, className = '', ...panel }: DropdownSheetProps) {
  useBackToClose(open, onClose);
  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          data-testid="sheet-backdrop"
          onClick={onClose}
          className="fixed inset-0 z-40 bg-slate-900/40 sm:hidden"
        />
      )}
      <div
        {...panel}
        hidden={!open}
        className={
          'fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto rounded-t-3xl border border-slate-100 bg-white shadow-2xl ' +
          'pb-[max(0.75rem,env(safe-area-inset-bottom))] ' +
          'sm:absolute sm:inset-x-auto sm:right-0 sm:bottom-auto sm:z-20 sm:mt-2 sm:max-h-none sm:rounded-2xl sm:pb-0 sm:shadow-xl ' +
          className
        }
      >
        {children}
      </div>
    </>
  );
}
