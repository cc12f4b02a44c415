import { Compass, Frown, HeartHandshake, Lightbulb, type LucideIcon } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero } from './page-hero';

interface Chapter {
  title: string;
  icon: LucideIcon;
  body: string;
  points?: { label: string; text: string }[];
}

/** The four entries the spec names, in its order. */
const CHAPTERS: Chapter[] = [
  {
    title: "The founder's need",
    icon: HeartHandshake,
    body:
      'It began with a parent who needed a doctor on a weekday morning. Three clinics, a dozen unanswered calls and one crowded ' +
      'waiting room later, the appointment took the whole day. Finding care should not be that hard.',
  },
  {
    title: 'The hatred of waiting',
    icon: Frown,
    body:
      'Everyone has sat on a plastic chair watching a token board crawl. Hours lost, work missed, and no idea when your turn ' +
      'will come. The waiting itself was the problem, not the doctor or the salon.',
  },
  {
    title: 'The birth of the idea',
    icon: Lightbulb,
    body:
      'What if the line could live on your phone? Join the queue from home, watch your position move, and walk in just in ' +
      'time. Kataar (Hindi for "queue") was born: step in line, virtually.',
  },
  {
    title: 'The journey',
    icon: Compass,
    body: 'From a sketch on a napkin to clinics and salons across Indian cities, the journey keeps three things in view.',
    points: [
      { label: 'Vision', text: 'A country where nobody wastes a day waiting for care.' },
      { label: 'Mission', text: 'Put every local clinic and salon a tap away, with a fair, transparent queue.' },
      { label: 'Goal', text: 'Skip your "call to book" era: no calls, no crowded rooms, just your turn.' },
    ],
  },
];

export function StoryPage() {
  useDocumentTitle('How it started');
  return (
    <>
      <PageHero eyebrow="How it started" title="The Story Behind the product">
        <p className="mt-4 max-w-xl text-brand-100">Why we set out to end the waiting room, one queue at a time.</p>
      </PageHero>

      <section aria-label="Timeline" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <ol className="relative ml-5 border-l-2 border-brand-100 pl-8 sm:ml-6 sm:pl-10">
          {CHAPTERS.map((chapter, index) => (
            <li key={chapter.title} className="relative pb-12 last:pb-0">
              <span className="absolute top-0 -left-[53px] flex size-10 items-center justify-center rounded-full bg-brand-600 text-white ring-8 ring-slate-50 sm:-left-[61px]">
                <chapter.icon aria-hidden="true" className="size-5" />
              </span>
              <p className="text-xs font-bold tracking-widest text-brand-600 uppercase">Chapter {index + 1}</p>
              <h2 className="mt-1 text-xl font-extrabold text-slate-900">{chapter.title}</h2>
              <p className="mt-2 leading-relaxed text-slate-600">{chapter.body}</p>
              {chapter.points && (
                <dl className="mt-5 grid gap-3 sm:grid-cols-3">
                  {chapter.points.map((point) => (
                    <div key={point.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
                      <dt className="text-sm font-bold text-brand-700">{point.label}</dt>
                      <dd className="mt-1 text-sm text-slate-600">{point.text}</dd>
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
