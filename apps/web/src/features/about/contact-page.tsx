import { ArrowRight, Handshake, Mail, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero } from './page-hero';

const CHANNELS = [
  {
    title: 'General enquiries',
    body: 'Questions about finding a provider, your city or how the queue works.',
    email: 'enquiry@kataar.in',
    icon: MessageCircleQuestion,
  },
  {
    title: 'Partnerships',
    body: 'Clinics, salons and professionals who want to list on Kataar.',
    email: 'partners@kataar.in',
    icon: Handshake,
  },
];

export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <>
      <PageHero eyebrow="About us" title="Contact us">
        <p className="mt-4 max-w-xl text-brand-100">
          Reach out for assistance. We usually answer within one working day.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-5 px-4 py-12 sm:px-6 md:grid-cols-2">
        {CHANNELS.map((channel) => (
          <section key={channel.email} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <channel.icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-bold text-slate-900">{channel.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{channel.body}</p>
            <a
              href={`mailto:${channel.email}`}
              className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {channel.email}
            </a>
          </section>
        ))}
      </div>

      <nav aria-label="More about Kataar" className="mx-auto grid max-w-6xl gap-4 px-4 pb-4 sm:px-6 md:grid-cols-2">
        {[
          { to: paths.partnerWithUs(), title: 'Partner with us', body: 'Collaborate or join our platform' },
          { to: paths.howItStarted(), title: 'How it started', body: 'Learn origin or founding story' },
        ].map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="group flex items-center justify-between rounded-3xl border border-slate-200 bg-white px-6 py-5 transition hover:border-brand-300 hover:shadow-sm"
          >
            <span>
              <span className="block font-bold text-slate-900">{link.title}</span>
              <span className="block text-sm text-slate-500">{link.body}</span>
            </span>
            <ArrowRight aria-hidden="true" className="size-5 text-brand-600 transition group-hover:translate-x-1" />
          </Link>
        ))}
      </nav>
    </>
  );
}
