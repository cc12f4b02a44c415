import { APPOINTMENT_MENU } from '@kataar/shared/appointment-labels';
import { BarChart3, CalendarClock, LayoutDashboard, LogOut, Store, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageToggle } from '../../components/language-switch';
import { useLogout } from '../../features/auth/use-logout';
import { useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';
import { Logo } from './logo';

/** Labels are keys of the `layout` namespace, or a shared English message when `shared` is set. */
const LINKS: { to: string; label: string; shared?: boolean; icon: LucideIcon }[] = [
  { to: paths.providerDashboard(), label: 'provider.dashboard', icon: LayoutDashboard },
  { to: paths.providerAppointments(), label: APPOINTMENT_MENU.dayView, shared: true, icon: CalendarClock },
  { to: paths.providerMyProfile(), label: 'provider.myProfile', icon: Store },
  { to: paths.providerMyAnalytics(), label: 'provider.myAnalytics', icon: BarChart3 },
];

const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Spec "Provider header": icon links to the provider pages (the active one green), the language
 * switch the public header has, and logout.
 */
export function ProviderHeader() {
  const { t } = useTranslation('layout');
  const tm = useLocalizeMessage();
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-30 border-b print:hidden border-slate-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <Link
          to={paths.home()}
          aria-label={t('homeLink')}
          className="mr-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo compact />
        </Link>
        <nav aria-label={t('provider.nav')} className="flex items-center gap-1 sm:gap-2">
          {LINKS.map(({ to, label, shared, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              aria-label={shared ? tm(label) : t(label)}
              title={shared ? tm(label) : t(label)}
              className={({ isActive }) =>
                `${ICON_BUTTON} ${
                  isActive
                    ? 'bg-emerald-500 text-white shadow-sm'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-5" />
            </NavLink>
          ))}
        </nav>
        <span aria-hidden="true" className="h-6 w-px bg-slate-200" />
        <LanguageToggle />
        <button
          type="button"
          onClick={logout}
          aria-label={t('provider.logout')}
          title={t('provider.logout')}
          className={`${ICON_BUTTON} text-rose-600 hover:bg-rose-50 hover:text-rose-700`}
        >
          <LogOut aria-hidden="true" className="size-5" />
        </button>
      </div>
    </header>
  );
}
