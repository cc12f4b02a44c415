import { ChevronDown, MapPin, Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { HEALTHCARE_SHORTCUT, PERSONALCARE_SHORTCUT, paths } from '../../lib/paths';
import { useSelectedLocation } from '../../lib/selected-location';
import { LanguageToggle } from '../../components/language-switch';
import { AccountSlot } from '../../features/auth/account-slot';
import { HeaderSearch } from '../../features/search/header-search';
import { Logo } from './logo';

// motion is sizeable and the menu is opened rarely, so both load on first use (or on hover intent).
const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

export function Header() {
  const { t } = useTranslation('layout');
  const { city, openPopup } = useSelectedLocation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  // Phones: the search box waits behind a button so the header stays one row of controls and the nav.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Back/forward while the menu is open must not leave it covering the next page.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
    setSearchOpen(false);
  }
  useEffect(() => {
    if (searchOpen) searchRef.current?.querySelector('input')?.focus();
  }, [searchOpen]);

  const navLinks = [
    { key: 'home', label: t('header.home'), to: paths.home(), end: true },
    {
      key: 'healthcare',
      label: t('header.healthCare'),
      to: paths.listing('healthcare', city, HEALTHCARE_SHORTCUT),
      match: '/healthcare/',
    },
    {
      key: 'personalcare',
      label: t('header.personalCare'),
      to: paths.listing('personalcare', city, PERSONALCARE_SHORTCUT),
      match: '/personalcare/',
    },
  ];

  const navClass = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-full px-3 py-1.5 lg:px-2.5 text-sm font-medium transition-colors ${
      isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
    }`;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 sm:gap-x-4 lg:gap-x-3 px-4 py-3 sm:px-6">
        <Link
          to={paths.home()}
          aria-label={t('homeLink')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {/* Phones show the mark alone: with the name, the search, the city and 'Login' overflow a 360 px row. */}
          <Logo compact />
        </Link>

        <nav
          aria-label={t('header.nav')}
          className="order-4 -mx-1 flex w-full gap-1 overflow-x-auto lg:order-none lg:mx-0 lg:w-auto"
        >
          {navLinks.map((link) => (
            <NavLink
              key={link.key}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                navClass({ isActive: isActive || (link.match !== undefined && pathname.startsWith(link.match)) })
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div
          ref={searchRef}
          className={`order-3 w-full md:order-none md:block md:w-auto md:flex-1 ${searchOpen ? '' : 'hidden'}`}
        >
          <HeaderSearch />
        </div>

        {/* On a phone this row takes what the logo leaves, and the city gets what the buttons leave. */}
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2 md:ml-0 md:flex-none lg:gap-1.5">
          <button
            type="button"
            onClick={() => setSearchOpen((value) => !value)}
            aria-label={searchOpen ? t('header.closeSearch') : t('header.search')}
            aria-expanded={searchOpen}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
          >
            {searchOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Search aria-hidden="true" className="size-5" />
            )}
          </button>
          <button
            type="button"
            onClick={openPopup}
            aria-label={city ? t('header.locationOf', { city }) : t('header.chooseLocation')}
            className="inline-flex h-9 min-w-0 items-center gap-1.5 rounded-full border border-slate-200 px-2.5 text-sm sm:px-3 font-medium text-slate-700 transition hover:border-brand-300 hover:bg-brand-50"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span className="truncate">{city ?? t('header.location')}</span>
            {/* The pin says what the button is; a phone's room goes to the city's name instead. */}
            <ChevronDown aria-hidden="true" className="hidden size-3.5 shrink-0 text-slate-400 sm:block" />
          </button>
          <LanguageToggle />
          <AccountSlot />
          <button
            type="button"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            onPointerEnter={() => void loadSideMenu()}
            onFocus={() => void loadSideMenu()}
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            className="hidden size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:inline-flex"
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
