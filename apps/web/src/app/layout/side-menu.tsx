import { APPOINTMENT_MENU } from '@kataar/shared/appointment-labels';
import type { User } from '@kataar/shared/auth';
import {
  BookOpen,
  CalendarDays,
  Handshake,
  House,
  LifeBuoy,
  LogIn,
  LogOut,
  ShieldCheck,
  X,
  type LucideIcon,
} from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useBackToClose } from '../../lib/use-back-to-close';
import { useBodyScrollLock } from '../../lib/use-body-scroll-lock';
import { LanguageChoice } from '../../components/language-switch';
import { useLogout } from '../../features/auth/use-logout';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useSession } from '../../lib/session';

/** Labels are keys of the `layout` namespace, or shared English messages when `shared` is set. */
interface Entry {
  label: string;
  subLabel?: string;
  shared?: boolean;
  icon: LucideIcon;
  to?: string;
}

const HOME: Entry = { label: 'menu.home', to: paths.home(), icon: House };
/** Only for the signed out: a signed-in person is already past the login it leads to. */
const PROVIDER_LOGIN: Entry = {
  label: 'menu.providerLogin',
  subLabel: 'menu.providerLoginHint',
  to: paths.partnerWithUs(),
  icon: LogIn,
};
/** The other entries and sub-labels exactly as the spec lists them. */
const PARTNER: Entry = {
  label: 'menu.partner',
  subLabel: 'menu.partnerHint',
  to: paths.partnerWithUs(),
  icon: Handshake,
};
const HOW_IT_STARTED: Entry = {
  label: 'menu.howItStarted',
  subLabel: 'menu.howItStartedHint',
  to: paths.howItStarted(),
  icon: BookOpen,
};
const CONTACT: Entry = { label: 'menu.contact', subLabel: 'menu.contactHint', to: paths.contactUs(), icon: LifeBuoy };
const LOGOUT: Entry = { label: 'menu.logout', subLabel: 'menu.logoutHint', icon: LogOut };

/** Signed in, the person's bookings come right after Home. */
const MY_APPOINTMENTS: Entry = {
  label: APPOINTMENT_MENU.myAppointments,
  subLabel: APPOINTMENT_MENU.myAppointmentsHint,
  to: paths.myAppointments(),
  icon: CalendarDays,
  shared: true,
};
/** An admin's way to the applications to review. */
const ADMIN: Entry = { label: 'menu.admin', subLabel: 'menu.adminHint', to: paths.admin(), icon: ShieldCheck };

/** The spec's six entries signed out; signed in, the person's own entries instead of the provider login. */
function entriesFor(user: User | null): Entry[] {
  if (!user) return [HOME, PARTNER, HOW_IT_STARTED, PROVIDER_LOGIN, CONTACT, LOGOUT];
  return [HOME, MY_APPOINTMENTS, ...(user.is_admin ? [ADMIN] : []), PARTNER, HOW_IT_STARTED, CONTACT, LOGOUT];
}

const SLIDE_SECONDS = 0.3;
const ROW_CLASS =
  'flex w-full items-center gap-3 rounded-2xl px-3 py-3 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none';

export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const tm = useLocalizeMessage();
  const words = (entry: Entry, text: string) => (entry.shared ? tm(text) : t(text));
  const closeRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const entries = entriesFor(useSession().user);
  useBodyScrollLock(open);
  useBackToClose(open, onClose);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  // Portalled: the sticky header's backdrop-filter would otherwise clip a fixed overlay to its own box.
  return createPortal(
    <AnimatePresence>
      {open && (
        <div className="fixed inset-0 z-50">
          <motion.div
            data-testid="side-menu-backdrop"
            aria-hidden="true"
            className="absolute inset-0 bg-slate-900/40"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: SLIDE_SECONDS }}
            onClick={onClose}
          />
          <motion.nav
            role="dialog"
            aria-modal="true"
            aria-label={t('menu.title')}
            className="absolute top-0 right-0 flex h-full w-80 max-w-[85vw] flex-col bg-white shadow-2xl"
            initial={{ x: '100%' }}
            animate={{ x: 0 }}
            exit={{ x: '100%' }}
            transition={{ duration: SLIDE_SECONDS, ease: 'easeOut' }}
          >
            <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
              <span className="text-lg font-bold text-slate-900">{t('menu.title')}</span>
              <button
                ref={closeRef}
                type="button"
                onClick={onClose}
                aria-label={t('menu.close')}
                className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <ul className="flex-1 overflow-y-auto p-3">
              {entries.map((entry) => {
                const content = (
                  <>
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <entry.icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="text-left">
                      <span className="block text-sm font-semibold text-slate-900">{words(entry, entry.label)}</span>
                      {entry.subLabel && (
                        <span className="block text-xs text-slate-500">{words(entry, entry.subLabel)}</span>
                      )}
                    </span>
                  </>
                );
                return (
                  <li key={entry.label}>
                    {entry.to ? (
                      <Link to={entry.to} onClick={onClose} className={ROW_CLASS}>
                        {content}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className={ROW_CLASS}
                        onClick={() => {
                          onClose();
                          logout();
                        }}
                      >
                        {content}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
            <LanguageChoice className="border-t border-slate-100 px-5 py-4 text-slate-700" />
          </motion.nav>
        </div>
      )}
    </AnimatePresence>,
    document.body,
  );
}
