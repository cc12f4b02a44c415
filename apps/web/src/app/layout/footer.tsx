import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageChoice } from '../../components/language-switch';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { BRAND } from '../../lib/use-document-title';
import { SocialIcons } from './social-icons';

export const ENQUIRY_EMAILS = ['enquiry@kataar.in', 'partners@kataar.in'] as const;

const ABOUT_LINKS = [
  { label: 'menu.home', to: paths.home() },
  { label: 'menu.partner', to: paths.partnerWithUs() },
  { label: 'menu.howItStarted', to: paths.howItStarted() },
  // The side menu that holds these two opens only on medium and larger screens; phones find them here.
  // A signed-in person is past the login the first leads to: they are not offered it.
  { label: 'menu.providerLogin', to: paths.partnerWithUs(), phoneOnly: true, signedOutOnly: true },
  { label: 'menu.contact', to: paths.contactUs(), phoneOnly: true },
];

export function Footer() {
  const { t } = useTranslation('layout');
  const signedIn = useSession().user !== null;
  const links = signedIn ? ABOUT_LINKS.filter((link) => !link.signedOutOnly) : ABOUT_LINKS;
  return (
    <footer className="drawn-when-near mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <h2 className="text-2xl font-extrabold tracking-tight text-white">{BRAND}</h2>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-brand-200">{t('footer.tagline')}</p>
          <div className="mt-5">
            <SocialIcons />
          </div>
          <LanguageChoice onDark className="mt-5 text-brand-100" />
        </div>

        <section aria-labelledby="footer-contact">
          <h3 id="footer-contact" className="text-sm font-bold tracking-wider text-white uppercase">
            {t('footer.contact')}
          </h3>
          <ul className="mt-4 space-y-3 text-sm">
            {ENQUIRY_EMAILS.map((email) => (
              <li key={email}>
                <a
                  href={`mailto:${email}`}
                  className="inline-flex items-center gap-2 break-all hover:text-white hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4 text-brand-400" />
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-about">
          <h3 id="footer-about" className="text-sm font-bold tracking-wider text-white uppercase">
            {t('footer.about')}
          </h3>
          <ul className="mt-4 space-y-3 text-sm">
            {links.map((link) => (
              <li key={link.label} className={link.phoneOnly ? 'md:hidden' : undefined}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-brand-300 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
