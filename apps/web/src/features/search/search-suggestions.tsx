import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProviderPhoto } from '../../components/provider-photo';
import type { SearchOption, SearchSection } from './search-sections';

interface Props {
  id: string;
  sections: SearchSection[];
  /** The option under the keyboard or the pointer, or undefined. */
  active: SearchOption | undefined;
  onChoose: (option: SearchOption) => void;
  onHover: (option: SearchOption) => void;
}

/** The search box's listbox: one titled group per part of the answer. */
export function SearchSuggestions({ id, sections, active, onChoose, onHover }: Props) {
  const { t } = useTranslation('search');
  return (
    <div id={id} role="listbox" aria-label={t('suggestions')} className="max-h-96 overflow-y-auto py-2">
      {sections.map((section, index) => (
        <ul
          key={section.label}
          role="group"
          aria-label={section.label}
          className={index > 0 ? 'mt-1 border-t border-slate-100 pt-1' : ''}
        >
          {section.heading && (
            <li role="presentation" className="px-5 pt-2 pb-1 text-xs font-semibold text-slate-500">
              {section.heading}
            </li>
          )}
          {section.options.map((option) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={option === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                onChoose(option);
              }}
              onMouseEnter={() => onHover(option)}
              className="cursor-pointer px-2"
            >
              <div className={`flex items-center gap-3 rounded-xl px-3 py-2 ${option === active ? 'bg-brand-50' : ''}`}>
                {option.kind === 'category' ? (
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                    <LayoutGrid aria-hidden="true" className="size-4" />
                  </span>
                ) : (
                  <ProviderPhoto
                    src={option.photo}
                    name={option.title}
                    alt=""
                    className="size-9 shrink-0 rounded-full text-xs"
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-slate-800">{option.title}</span>
                  <span className="block truncate text-xs text-slate-500">{option.subtitle}</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
