import { Eye, Goal, HeartHandshake, Hourglass, Layers, Target } from 'lucide-react';

const MISSION = [
  {
    title: 'End the waiting room',
    body: 'Your place in line travels with you, so the time you would spend waiting is yours again.',
    icon: Hourglass,
  },
  {
    title: 'Make every queue transparent',
    body: 'See your live position and how many are ahead, with no guesswork and no "call to book".',
    icon: Eye,
  },
  {
    title: 'Grow local providers',
    body: 'Give neighbourhood clinics and salons the reach of a big chain, without fees to get started.',
    icon: HeartHandshake,
  },
];

/** 'What is the product' and 'Our goal', then the three-point mission. */
export function AboutProduct() {
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
            What is the product
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">
            Kataar is a marketplace for health care and personal care. Pick your city, browse doctors, clinics, salons
            and spas by category, open a provider's profile and join their queue remotely. You arrive when it is your
            turn.
          </p>
        </section>
        <section
          aria-labelledby="goal-title"
          className="rounded-[2rem] bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-8"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
            <Goal aria-hidden="true" className="size-6" />
          </span>
          <h2 id="goal-title" className="mt-4 text-xl font-extrabold text-slate-900">
            Our goal
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">
            To make waiting optional. No more calling ahead to book and no more crowded waiting rooms: just a fair,
            visible line that moves while you get on with your day.
          </p>
        </section>
      </div>

      <section aria-labelledby="mission-title" className="rounded-[2rem] bg-brand-950 p-6 text-white sm:p-10">
        <div className="flex items-center gap-3">
          <Target aria-hidden="true" className="size-6 text-brand-300" />
          <h2 id="mission-title" className="text-xl font-extrabold sm:text-2xl">
            Our mission
          </h2>
        </div>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {MISSION.map((point, index) => (
            <li key={point.title} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-500 text-sm font-bold">
                  {index + 1}
                </span>
                <point.icon aria-hidden="true" className="size-5 text-brand-300" />
              </div>
              <h3 className="mt-3 font-bold">{point.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-brand-100">{point.body}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
