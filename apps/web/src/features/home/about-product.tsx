import { Eye, Goal, HeartHandshake, Hourglass, Layers, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const MISSION = [
  { key: 'waitingRoom', icon: Hourglass },
  { key: 'transparent', icon: Eye },
  { key: 'local', icon: HeartHandshake },
] as const;

/** 'What is the product' and 'Our goal', then the three-point mission. */
export function AboutProduct() {
  const { t } = useTranslation('home');
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="what-title"
          className="rounded-[2rem] bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-8"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Layers aria-hidden="true" className="size-6" />
          </span>
          <h2 id="what-title" className="mt-4 text-xl font-extrabold text-slate-900">
            {t('about.whatTitle')}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">{t('about.whatBody')}</p>
        </section>
        <section
          aria-labelledby="goal-title"
          className="rounded-[2rem] bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-8"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
            <Goal aria-hidden="true" className="size-6" />
          </span>
          <h2 id="goal-title" className="mt-4 text-xl font-extrabold text-slate-900">
            {t('about.goalTitle')}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">{t('about.goalBody')}</p>
        </section>
      </div>

      <section aria-labelledby="mission-title" className="rounded-[2rem] bg-brand-950 p-6 text-white sm:p-10">
        <div className="flex items-center gap-3">
          <Target aria-hidden="true" className="size-6 text-brand-300" />
          <h2 id="mission-title" className="text-xl font-extrabold sm:text-2xl">
            {t('about.missionTitle')}
          </h2>
        </div>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {MISSION.map((point, index) => (
            <li key={point.key} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-500 text-sm font-bold">
                  {index + 1}
                </span>
                <point.icon aria-hidden="true" className="size-5 text-brand-300" />
              </div>
              <h3 className="mt-3 font-bold">{t(`about.mission.${point.key}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-brand-100">{t(`about.mission.${point.key}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
