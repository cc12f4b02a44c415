import { APPOINTMENT_OFFER } from '@kataar/shared/appointment-labels';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { showLoginToast } from '../../components/login-toast';
import { openLoginPopup } from '../../lib/login-popup';
import { pushConfigQueryOptions } from '../../lib/push-config';
import { useSession } from '../../lib/session';
import type { BookableProvider } from './booking-modal';
import { rememberBookingIntent, takeBookingIntent, type BookingIntent } from './booking-intent';
import { useLocalizeMessage } from '../../lib/localize-message';

// The form and its validation load when the booking is opened.
const BookingModal = lazy(() => import('./booking-modal').then((m) => ({ default: m.BookingModal })));

const BUTTON =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full border-2 border-white/80 px-5 text-base font-bold text-white transition hover:bg-white/10 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

interface BookingActionProps {
  provider: BookableProvider;
  className?: string;
}

/**
 * 'Book appointment' beside 'Join Queue'. Signed out, it asks for a login first (as Join Queue
 * does) and reopens the booking where the person left it once they are in.
 */
export function BookingAction({ provider, className = '' }: BookingActionProps) {
  const tm = useLocalizeMessage();
  const { username } = provider;
  const userId = useSession().user?.id ?? null;
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const [open, setOpen] = useState(false);
  const [resume, setResume] = useState<BookingIntent>();
  const pushConfig = useQuery({ ...pushConfigQueryOptions(), enabled: open });

  useEffect(() => {
    if (!userId) return;
    const intent = takeBookingIntent(username);
    if (!intent) return;
    // The intent lives outside React (it outlasts the login popup) and is taken once, at login.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setResume(intent);
    setOpen(true);
  }, [userId, username]);

  const askLogin = (state: BookingIntent = {}) => {
    rememberBookingIntent(username, state);
    setOpen(false);
    openLoginPopup({ returnTo });
  };

  const onClick = () => {
    if (!userId) {
      showLoginToast(tm(APPOINTMENT_OFFER.loginToBook), 'login-to-book');
      askLogin();
      return;
    }
    setResume(undefined);
    setOpen(true);
  };

  return (
    <>
      <button type="button" onClick={onClick} className={`${BUTTON} ${className}`}>
        <CalendarPlus aria-hidden="true" className="size-5" />
        {tm(APPOINTMENT_OFFER.bookButton)}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BookingModal
            provider={provider}
            resume={resume}
            whatsappAvailable={pushConfig.data?.whatsapp_available === true}
            onLoginNeeded={askLogin}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
