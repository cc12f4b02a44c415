import { useId, type ReactNode } from 'react';
import { CloseButton } from '../../components/close-button';
import { Modal } from '../../components/modal';

interface AppointmentSheetProps {
  title: string;
  /** A line under the title (the provider, the booking being changed). */
  subtitle?: ReactNode;
  /** A button before the title (Back to the time step). */
  leading?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** The modal of the booking screens: a bottom sheet on phones, a dialog on larger screens, with a title and Close. */
export function AppointmentSheet({ title, subtitle, leading, onClose, children }: AppointmentSheetProps) {
  const titleId = useId();
  return (
    <Modal
      open
      onDismiss={onClose}
      labelledBy={titleId}
      className="max-h-[92dvh] overflow-y-auto px-5 pt-5 pb-7 sm:px-8 sm:pb-8"
    >
      <div className="flex items-center gap-2">
        {leading}
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-xl font-extrabold tracking-tight text-slate-900">
          {title}
        </h2>
        <CloseButton onClick={onClose} />
      </div>
      {subtitle && <p className="mt-1 truncate text-sm text-slate-500">{subtitle}</p>}
      <div className="mt-5">{children}</div>
    </Modal>
  );
}
