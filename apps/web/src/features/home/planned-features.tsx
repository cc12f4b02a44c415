import { CalendarCheck, LayoutDashboard, MapPinned, Smartphone } from 'lucide-react';

/** Features the product plans but does not offer yet, marked 'coming soon'. */
const FEATURES = [
  { title: 'A mobile app', body: 'Your queue in your pocket, with alerts as your turn gets close.', icon: Smartphone },
  {
    title: 'Slot-based booking with payment',
    body: 'Pick a time slot and pay in advance in rupees.',
    icon: CalendarCheck,
  },
  { title: 'Location-based listings', body: 'The nearest open providers first, wherever you are.', icon: MapPinned },
  {
    title: 'Provider dashboards',
    body: 'Queues, walk-ins and analytics for every clinic and salon.',
    icon: LayoutDashboard,
  },
];

export function PlannedFeatures() {
  return (
    <section aria-labelledby="planned-title">
      <div className="text-center">
        <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wider text-amber-800 uppercase">
          coming soon
        </span>
        <h2 id="planned-title" className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Skip your "call to book" era
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">
          Kataar is growing. Here is what is on the way, with no onboarding fees or hidden charges for providers.
        </p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:block sm:p-6"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <feature.icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="font-bold text-slate-900 sm:mt-4">{feature.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{feature.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
