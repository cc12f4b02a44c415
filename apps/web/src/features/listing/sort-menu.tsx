import { LISTING_SORT_LABELS, LISTING_SORTS, type ListingSort } from '@kataar/shared/listing';
import { ArrowUpDown, Check } from 'lucide-react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownSheet } from '../../components/dropdown-sheet';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useDismiss } from '../../lib/use-dismiss';

type Choice = ListingSort | undefined;
// "Nearest" is never a choice of its own: it is the default whenever the visitor shared a point.
const CHOICES: Choice[] = [undefined, ...LISTING_SORTS.filter((sort) => sort !== 'nearest')];

export function SortMenu({
  value,
  onChange,
  hasPoint = false,
}: {
  value: Choice;
  onChange: (sort: Choice) => void;
  /** With the visitor's point the default order is nearest first. */
  hasPoint?: boolean;
}) {
  const { t } = useTranslation('listing');
  const tm = useLocalizeMessage();
  const labelOf = (choice: Choice) =>
    choice ? tm(LISTING_SORT_LABELS[choice]) : hasPoint ? tm(LISTING_SORT_LABELS.nearest) : t('sort.recommended');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const focusItem = (index: number) => itemRefs.current[(index + CHOICES.length) % CHOICES.length]?.focus();

  const toggle = () => {
    const next = !open;
    setOpen(next);
    // The menu renders on the next frame; move focus to the checked item like a native select.
    if (next) requestAnimationFrame(() => focusItem(Math.max(0, CHOICES.indexOf(value))));
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') buttonRef.current?.focus();
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        className={`inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition ${
          value
            ? 'border-brand-600 bg-brand-50 text-brand-700'
            : 'border-slate-200 bg-white text-slate-700 hover:border-brand-300'
        }`}
      >
        <ArrowUpDown aria-hidden="true" className="size-4" />
        {t('sort.button')}
        {value && <span className="sr-only">: {labelOf(value)}</span>}
      </button>
      <DropdownSheet
        open={open}
        onClose={close}
        id={menuId}
        role="menu"
        aria-label={t('sort.button')}
        onKeyDown={onMenuKeyDown}
        className="p-2 sm:w-56 sm:p-1.5"
      >
        <p aria-hidden="true" className="px-3 pt-2 pb-1 text-sm font-bold text-slate-900 sm:hidden">
          {t('sort.button')}
        </p>
        {CHOICES.map((choice, index) => (
          <button
            key={choice ?? 'default'}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            type="button"
            role="menuitemradio"
            aria-checked={choice === value}
            tabIndex={-1}
            onClick={() => {
              onChange(choice);
              setOpen(false);
              buttonRef.current?.focus();
            }}
            className="flex w-full items-center justify-between rounded-xl px-3 py-3 text-left sm:py-2 text-sm text-slate-700 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
          >
            {labelOf(choice)}
            {choice === value && <Check aria-hidden="true" className="size-4 text-brand-600" />}
          </button>
        ))}
      </DropdownSheet>
    </div>
  );
}
