import { ArrowRight, Handshake, Mail, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero } from './page-hero';

const CHANNELS = [
  {
    key: 'general',
    email: 'enquiry@kataar.in',
    icon: MessageCircleQuestion,
  },
  {
    key: 'partnerships',
    email: 'partners@kataar.in',
    icon: Handshake,
  },
];

/** The other about pages, by their key in the locale file. */
const MORE_LINKS = [
  { to: paths.partnerWithUs(), key: 'partnerLink' },
  { to: paths.howItStarted(), key: 'storyLink' },
] as const;

export function ContactPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('contact.title'));
  return (
    <>
      <PageHero eyebrow={t('aboutUs')} title={t('contact.title')}>
        <p className="mt-4 max-w-xl text-brand-100">{t('contact.intro')}</p>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-5 px-4 py-12 sm:px-6 md:grid-cols-2">
        {CHANNELS.map((channel) => (
          <section key={channel.email} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <channel.icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-bold text-slate-900">{t(`contact.${channel.key}.title`)}</h2>
            <p className="mt-1 text-sm text-slate-600">{t(`contact.${channel.key}.body`)}</p>
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

      <nav aria-label={t('contact.more')} className="mx-auto grid max-w-6xl gap-4 px-4 pb-4 sm:px-6 md:grid-cols-2">
        {MORE_LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="group flex items-center justify-between rounded-3xl border border-slate-200 bg-white px-6 py-5 transition hover:border-brand-300 hover:shadow-sm"
          >
            <span>
              <span className="block font-bold text-slate-900">{t(`contact.${link.key}.title`)}</span>
              <span className="block text-sm text-slate-500">{t(`contact.${link.key}.body`)}</span>
            </span>
            <ArrowRight aria-hidden="true" className="size-5 text-brand-600 transition group-hover:translate-x-1" />
          </Link>
        ))}
      </nav>
    </>
  );
}
