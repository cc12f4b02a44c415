import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value';

interface NameSearchProps {
  value: string;
  onSearch: (q: string) => void;
}

/** Filters the listing by business name through the API's `q`, once typing pauses. */
export function NameSearch({ value, onSearch }: NameSearchProps) {
  const { t } = useTranslation('listing');
  const [text, setText] = useState(value);
  // When the URL's q changes from elsewhere (a "clear" button), show it.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }
  const debounced = useDebouncedValue(text, 350);

  // Only settled text writes the URL; `value` changing is just the URL catching up.
  const commit = useEffectEvent((q: string) => {
    if (q.trim() !== value) onSearch(q);
  });
  useEffect(() => commit(debounced), [debounced]);

  return (
    <label className="relative block min-w-0 flex-1">
      <span className="sr-only">{t('search.label')}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.label')}
        className="h-11 w-full rounded-full border border-slate-200 bg-white pr-4 pl-10 text-sm outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
      />
    </label>
  );
}
