import { APPOINTMENT_MESSAGES as M, type PaymentMode, type Refund } from '@kataar/shared/appointment-rules';
import { useLocalizeMessage } from '../../lib/localize-message';
import { formatMoney } from './format';

/** Where a booking's money going back is, as the person who paid reads it. */
export function RefundLine({
  refund,
  payment,
  className = '',
}: {
  refund: Refund | null | undefined;
  payment: PaymentMode;
  className?: string;
}) {
  const tm = useLocalizeMessage();
  if (!refund) return null;
  const amount = formatMoney(refund.amount);
  const text =
    refund.state === 'refunded'
      ? M.refundDone(amount)
      : refund.state === 'by_hand' || payment !== 'razorpay'
        ? M.refundFromProvider(amount)
        : M.refundOnItsWay(amount);
  return <p className={className}>{tm(text)}</p>;
}
