import { Check, ClipboardCheck, FileBadge, LogIn, Mail, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { openLoginPopup } from '../../lib/login-popup';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero } from './page-hero';

const COMPARISON = [
  {
    topic: 'Bookings',
    without: 'The phone rings all day and someone has to answer every "call to book".',
    with: 'Customers find you and join your queue online, without a single call.',
  },
  {
    topic: 'Waiting room',
    without: 'A crowded waiting room and customers who give up and leave.',
    with: 'Customers see their live position and arrive when their turn is near.',
  },
  {
    topic: 'Being found',
    without: 'Word of mouth only.',
    with: 'Listed by city and category, next to a public profile with your photos and fees.',
  },
  {
    topic: 'Running the day',
    without: 'Paper lists and guesswork at the front desk.',
    with: 'Pause or resume the queue, call the next customer and add walk-ins from one dashboard.',
  },
  {
    topic: 'Cost',
    without: 'Agencies and listing sites that charge to get started.',
    with: 'No onboarding fees or hidden charges.',
  },
];

/** The three steps a business takes to get listed. */
const STEPS = [
  { title: 'Sign up', body: 'Sign up by mail or phone.', icon: Mail },
  {
    title: 'Upload your details',
    body: 'Upload the required details: tax registration and legal licences.',
    icon: FileBadge,
  },
  {
    title: 'Open your slots',
    body: 'Open time slots to customers and start taking them in line.',
    icon: ClipboardCheck,
  },
];

export function PartnerPage() {
  useDocumentTitle('Partner with us');
  return (
    <>
      <PageHero eyebrow="For clinics, salons and professionals" title="Partner with us">
        <p className="mt-4 max-w-xl text-lg text-brand-100">
          Skip your "call to book" era, for your business too. Doctors, clinics, salons and spas run a calmer day with
          Kataar. No onboarding fees or hidden charges.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.providerOnboarding()} className={buttonClasses('light', 'lg')}>
            Register
          </Link>
          <Button variant="outline-light" size="lg" onClick={() => openLoginPopup()}>
            <LogIn aria-hidden="true" className="size-4" />
            Login
          </Button>
        </div>
      </PageHero>

      <section aria-labelledby="comparison-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="comparison-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          With us versus without us
        </h2>
        <div className="mt-8 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/80">
          <table className="w-full text-left text-sm">
            <thead className="hidden bg-slate-50 text-xs tracking-wider text-slate-500 uppercase md:table-header-group">
              <tr>
                <th scope="col" className="px-6 py-3 font-semibold">
                  &nbsp;<span className="sr-only">Topic</span>
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Without us
                </th>
                <th scope="col" className="px-6 py-3 font-semibold text-brand-700">
                  With Kataar
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {COMPARISON.map((row) => (
                <tr key={row.topic} className="grid md:table-row">
                  <th scope="row" className="px-6 pt-5 font-bold text-slate-900 md:py-5">
                    {row.topic}
                  </th>
                  <td className="flex gap-2 px-6 pt-3 text-slate-500 md:table-cell md:py-5">
                    <X aria-label="Without us:" className="mt-0.5 inline size-4 shrink-0 text-rose-500 md:mr-2" />
                    {row.without}
                  </td>
                  <td className="flex gap-2 px-6 pt-2 pb-5 font-medium text-slate-800 md:table-cell md:py-5">
                    <Check
                      aria-label="With Kataar:"
                      className="mt-0.5 inline size-4 shrink-0 text-emerald-600 md:mr-2"
                    />
                    {row.with}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="bg-white py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="steps-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Get listed in 3 steps
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200/80">
                <span className="absolute top-5 right-6 text-5xl font-black text-brand-100" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-600 text-white">
                  <step.icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{step.body}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <Link to={paths.providerOnboarding()} className={buttonClasses('primary', 'lg')}>
              Register
            </Link>
            <p className="text-sm text-slate-500">No onboarding fees or hidden charges.</p>
          </div>
        </div>
      </section>
    </>
  );
}
