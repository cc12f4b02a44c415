import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBackToClose } from '../lib/use-back-to-close';
import { useBodyScrollLock } from '../lib/use-body-scroll-lock';

export type DismissReason = 'backdrop' | 'escape' | 'back';

interface ModalProps {
  open: boolean;
  /** The caller decides whether a dismissal is allowed (the location popup may refuse). */
  onDismiss: (reason: DismissReason) => void;
  labelledBy: string;
  /** The id of the text that says what the dialog asks (a confirmation's question). */
  describedBy?: string;
  /** 'alertdialog' for a question that interrupts the visitor (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';
/**
 * The first field, else the dialog itself: never the Close (×) button or an action, which a Space
 * press meant for typing would trigger.
 */
const initialFocus = (panel: HTMLElement): HTMLElement => panel.querySelector<HTMLElement>(FIELD) ?? panel;

export function Modal({
  open,
  onDismiss,
  labelledBy,
  describedBy,
  role = 'dialog',
  children,
  className = '',
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const dismiss = useEffectEvent((reason: DismissReason) => onDismiss(reason));
  useBodyScrollLock(open);
  useBackToClose(open, () => onDismiss('back'));

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) initialFocus(panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss('escape');
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      // Keep Tab inside the dialog while it is open.
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const head = focusable[0];
      const tail = focusable[focusable.length - 1];
      if (!head || !tail) return;
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        data-testid="modal-backdrop"
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]"
        onClick={() => onDismiss('backdrop')}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative w-full rounded-t-3xl bg-white shadow-2xl outline-none sm:max-w-md sm:rounded-3xl ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
