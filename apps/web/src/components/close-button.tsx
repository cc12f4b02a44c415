import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The × in a dialog's corner. */
export function CloseButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label ?? t('close')}
      className="-mr-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
