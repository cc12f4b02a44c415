import { APPOINTMENT_MESSAGES, type CustomerAppointment } from '@kataar/shared/appointments';
import { Smartphone } from 'lucide-react';
import { Button, buttonClasses } from '../../components/button';
import { QrCode } from '../../components/qr-code';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useClaimPayment } from './api/appointment-actions';
import { useLocalizeMessage } from '../../lib/localize-message';

interface UpiPaymentProps {
  appointment: CustomerAppointment;
  upiLink: string;
  onPaid: (appointment: CustomerAppointment) => void;
  onError: (error: unknown) => void;
}

/**
 * UPI without a gateway: a phone opens the upi://pay link in any UPI app; a larger screen shows
 * the same link as a QR code to scan with one. Then "I have paid" tells the provider to check.
 */
export function UpiPayment({ appointment, upiLink, onPaid, onError }: UpiPaymentProps) {
  const tm = useLocalizeMessage();
  const largeScreen = useMediaQuery(LARGE_SCREEN_QUERY);
  const claim = useClaimPayment();
  return (
    <div className="space-y-4">
      {largeScreen ? (
        <figure className="flex flex-col items-center gap-2">
          <QrCode value={upiLink} label={tm(APPOINTMENT_MESSAGES.scanToPay)} className="size-52" testId="upi-qr" />
          <figcaption className="text-sm font-medium text-slate-600">{tm(APPOINTMENT_MESSAGES.scanToPay)}</figcaption>
        </figure>
      ) : (
        <a href={upiLink} className={buttonClasses('primary', 'lg', 'w-full')}>
          <Smartphone aria-hidden="true" className="size-5" />
          {tm(APPOINTMENT_MESSAGES.payWithUpi)}
        </a>
      )}
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={claim.isPending}
        onClick={() => claim.mutate(appointment.id, { onSuccess: onPaid, onError })}
      >
        {claim.isPending ? tm(APPOINTMENT_MESSAGES.claiming) : tm(APPOINTMENT_MESSAGES.iHavePaid)}
      </Button>
    </div>
  );
}
