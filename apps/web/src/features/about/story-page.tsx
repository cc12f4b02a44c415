import { Compass, Frown, HeartHandshake, Lightbulb, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero } from './page-hero';

interface Chapter {
  /** The chapter's key in the locale file. */
  key: 'need' | 'hatred' | 'idea' | 'journey';
  icon: LucideIcon;
  points?: ('vision' | 'mission' | 'goal')[];
}

/** The four entries the spec names, in its order. */
const CHAPTERS: Chapter[] = [
  { key: 'need', icon: HeartHandshake },
  { key: 'hatred', icon: Frown },
  { key: 'idea', icon: Lightbulb },
  { key: 'journey', icon: Compass, points: ['vision', 'mission', 'goal'] },
];

export function StoryPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('story.eyebrow'));
  return (
    <>
      <PageHero eyebrow={t('story.eyebrow')} title={t('story.title')}>
        <p className="mt-4 max-w-xl text-brand-100">{t('story.intro')}</p>
      </PageHero>

      <section aria-label={t('story.timeline')} className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <ol className="relative ml-5 border-l-2 border-brand-100 pl-8 sm:ml-6 sm:pl-10">
          {CHAPTERS.map((chapter, index) => (
            <li key={chapter.key} className="relative pb-12 last:pb-0">
              <span className="absolute top-0 -left-[53px] flex size-10 items-center justify-center rounded-full bg-brand-600 text-white ring-8 ring-slate-50 sm:-left-[61px]">
                <chapter.icon aria-hidden="true" className="size-5" />
              </span>
              <p className="text-xs font-bold tracking-widest text-brand-600 uppercase">
                {t('story.chapter', { number: index + 1 })}
              </p>
              <h2 className="mt-1 text-xl font-extrabold text-slate-900">{t(`story.chapters.${chapter.key}.title`)}</h2>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`story.chapters.${chapter.key}.body`)}</p>
              {chapter.points && (
                <dl className="mt-5 grid gap-3 sm:grid-cols-3">
                  {chapter.points.map((point) => (
                    <div key={point} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
                      <dt className="text-sm font-bold text-brand-700">{t(`story.points.${point}.label`)}</dt>
                      <dd className="mt-1 text-sm text-slate-600">{t(`story.points.${point}.text`)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
