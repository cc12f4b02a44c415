import type { User } from '@kataar/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { QUEUE_MESSAGES } from '@kataar/shared/queue';
import { APPOINTMENT_MENU } from '@kataar/shared/appointment-labels';
import {
  Bell,
  CalendarClock,
  CalendarDays,
  ChevronDown,
  ClipboardList,
  LayoutDashboard,
  LogOut,
  ShieldCheck,
  Ticket,
  UserRound,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { myApplicationQueryOptions } from '../../lib/my-application';
import { myQueueQueryOptions } from '../../lib/my-queue';
import { paths } from '../../lib/paths';
import { useDismiss } from '../../lib/use-dismiss';
import { useLogout } from './use-logout';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useTranslation } from 'react-i18next';

const ITEM =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:text-brand-800';

/**
 * The user menu: name or email, then Profile, My queue (while waiting), Admin (admins only),
 * Dashboard and Appointments (providers only), My appointments, Notifications, My application
 * (applicants only), Logout.
 */
export function UserMenu({ user }: { user: User }) {
  const menuId = useId();
  const { t } = useTranslation('auth');
  const tm = useLocalizeMessage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  // 'My application' shows for users who have applied; the others are not asked about one.
  const application = useQuery({ ...myApplicationQueryOptions(user.id), enabled: user.has_application === true });
  // 'My queue' shows while the user waits somewhere and leads to that queue's page.
  const myQueue = useQuery(myQueueQueryOptions(user.id));
  useDismiss(rootRef, open, () => setOpen(false));

  const label = user.name.trim() || user.email;
  const initial = label.charAt(0).toUpperCase();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex h-9 max-w-[14rem] items-center gap-1.5 rounded-full border border-slate-200 py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 transition hover:border-brand-300 hover:bg-brand-50 sm:gap-2 sm:pr-2.5"
      >
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
        >
          {initial}
        </span>
        {/* Phones show the initial only (the header has no room); the menu opens with the full name. */}
        <span className="sr-only sm:not-sr-only sm:truncate">{label}</span>
        <ChevronDown aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
      </button>

      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-56 rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200"
        >
          <div role="none" className="px-3 pt-2 pb-2">
            {user.name.trim() && <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>}
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <Link role="menuitem" tabIndex={-1} to={paths.account()} onClick={() => close()} className={ITEM}>
            <UserRound aria-hidden="true" className="size-4 text-slate-500" />
            {t('menu.profile')}
          </Link>
          {myQueue.data && (
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.profile(myQueue.data.username)}
              onClick={() => close()}
              className={ITEM}
            >
              <Ticket aria-hidden="true" className="size-4 text-slate-500" />
              <span className="min-w-0 flex-1">
                {tm(QUEUE_MESSAGES.myQueue)}
                <span className="block truncate text-xs font-normal text-slate-500">{myQueue.data.business_name}</span>
              </span>
            </Link>
          )}
          {/* The admin's work, beside the provider's: near the top, not after the personal entries. */}
          {user.is_admin && (
            <Link role="menuitem" tabIndex={-1} to={paths.admin()} onClick={() => close()} className={ITEM}>
              <ShieldCheck aria-hidden="true" className="size-4 text-slate-500" />
              {t('menu.admin')}
            </Link>
          )}
          {user.is_provider && (
            <Link role="menuitem" tabIndex={-1} to={paths.providerDashboard()} onClick={() => close()} className={ITEM}>
              <LayoutDashboard aria-hidden="true" className="size-4 text-slate-500" />
              {t('menu.dashboard')}
            </Link>
          )}
          {user.is_provider && (
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.providerAppointments()}
              onClick={() => close()}
              className={ITEM}
            >
              <CalendarClock aria-hidden="true" className="size-4 text-slate-500" />
              {tm(APPOINTMENT_MENU.dayView)}
            </Link>
          )}
          <Link role="menuitem" tabIndex={-1} to={paths.myAppointments()} onClick={() => close()} className={ITEM}>
            <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
            {tm(APPOINTMENT_MENU.myAppointments)}
          </Link>
          <Link role="menuitem" tabIndex={-1} to={paths.notifications()} onClick={() => close()} className={ITEM}>
            <Bell aria-hidden="true" className="size-4 text-slate-500" />
            {t('menu.notifications')}
          </Link>
          {application.data && (
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.providerApplication()}
              onClick={() => close()}
              className={ITEM}
            >
              <ClipboardList aria-hidden="true" className="size-4 text-slate-500" />
              {t('menu.myApplication')}
            </Link>
          )}
          <div role="none" className="my-1 h-px bg-slate-100" />
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              close();
              logout();
            }}
            className={`${ITEM} text-rose-700 hover:bg-rose-50 focus-visible:bg-rose-50 focus-visible:text-rose-800`}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
