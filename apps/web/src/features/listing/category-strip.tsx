import {
  ALL_CATEGORIES_SLUG,
  categoriesOf,
  industryBySlug,
  INDUSTRY_STRIP_TITLES,
  type IndustrySlug,
} from '@kataar/shared/categories';
import { LayoutGrid } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../components/category-icon';
import { useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';

interface CategoryStripProps {
  industry: IndustrySlug;
  city: string;
  current: string;
}

/** Every category of the industry, tile or not (Physiotherapist and Dermatologist have pages too). */
export function CategoryStrip({ industry, city, current }: CategoryStripProps) {
  const { t } = useTranslation('listing');
  const tm = useLocalizeMessage();
  const items = [
    { slug: ALL_CATEGORIES_SLUG, label: t('strip.all'), icon: null },
    ...categoriesOf(industryBySlug[industry]).map((category) => ({
      slug: category.slug,
      label: tm(category.label),
      icon: category.icon,
    })),
  ];

  // On phones the strip scrolls sideways; bring the current category into view.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || typeof ResizeObserver === 'undefined') return;
    // Once laid out, which may be later than now: the app renders hidden behind the server's first screen.
    const observer = new ResizeObserver(() => {
      if (list.scrollWidth <= list.clientWidth) return;
      observer.disconnect();
      list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [current]);

  return (
    <nav aria-labelledby="category-strip-title" className="mt-6">
      <h2 id="category-strip-title" className="text-sm font-semibold text-slate-500">
        {tm(INDUSTRY_STRIP_TITLES[industry])}
      </h2>
      <ul
        ref={listRef}
        className="relative -mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {items.map((item) => {
          const active = item.slug === current;
          return (
            <li key={item.slug} className="shrink-0">
              <Link
                to={paths.listing(industry, city, item.slug)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition ${
                  active
                    ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700'
                }`}
              >
                {item.icon ? (
                  <CategoryIcon name={item.icon} className="size-4" />
                ) : (
                  <LayoutGrid aria-hidden="true" className="size-4" />
                )}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
