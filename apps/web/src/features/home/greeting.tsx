import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelectedLocation } from '../../lib/selected-location';
import { displayName, useSession } from '../../lib/session';

/** Spec: a logged-in user sees 'Welcome!!' followed by their name; logged-out visitors a general greeting. */
export function Greeting() {
  const { t } = useTranslation('home');
  const { city, openPopup } = useSelectedLocation();
  const { user } = useSession();
  const name = user ? displayName(user) : null;
  return (
    <section className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 px-6 py-10 text-white sm:px-10 sm:py-14">
      <div aria-hidden="true" className="absolute -top-20 -right-16 size-72 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-24 right-40 size-56 rounded-full bg-brand-300/20" />
      <div className="relative max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight wrap-break-word sm:text-5xl">
          {name ? t('greeting.welcome', { name }) : t('greeting.hello')}
        </h1>
        <p className="mt-3 text-base text-brand-50 sm:text-lg">{t('greeting.intro')}</p>
        <button
          type="button"
          onClick={openPopup}
          className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold backdrop-blur transition hover:bg-white/25"
        >
          <MapPin aria-hidden="true" className="size-4" />
          {city ? t('greeting.showingIn', { city }) : t('greeting.chooseCity')}
        </button>
      </div>
    </section>
  );
}
