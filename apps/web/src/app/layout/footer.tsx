import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageChoice } from '../../components/language-switch';
import { paths } from '../../lib/paths';
import { SocialIcons } from './social-icons';

export const ENQUIRY_EMAILS = ['enquiry@kataar.in', 'partners@kataar.in'] as const;

const ABOUT_LINKS = [
  { label: 'Home', to: paths.home() },
  { label: 'Partner with us', to: paths.partnerWithUs() },
  { label: 'How it started', to: paths.howItStarted() },
  // The side menu that holds these two opens only on medium and larger screens; phones find them here.
  { label: 'Login as service provider', to: paths.partnerWithUs(), phoneOnly: true },
  { label: 'Contact us', to: paths.contactUs(), phoneOnly: true },
];

export function Footer() {
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <h2 className="text-2xl font-extrabold tracking-tight text-white">Kataar</h2>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-brand-200">
            Find doctors and salons in your city and join their queue from your phone. Skip your "call to book" era.
          </p>
          <div className="mt-5">
            <SocialIcons />
          </div>
          <LanguageChoice className="mt-5 text-brand-100" />
        </div>

        <section aria-labelledby="footer-contact">
          <h3 id="footer-contact" className="text-sm font-bold tracking-wider text-white uppercase">
            Contact us
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
            About us
          </h3>
          <ul className="mt-4 space-y-3 text-sm">
            {ABOUT_LINKS.map((link) => (
              <li key={link.label} className={link.phoneOnly ? 'md:hidden' : undefined}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-brand-300 sm:px-6">
          © {new Date().getFullYear()} Kataar. No onboarding fees or hidden charges for providers.
        </p>
      </div>
    </footer>
  );
}
