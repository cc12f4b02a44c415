import { z } from 'zod';

/** Where Razorpay Checkout's script is loaded from unless RAZORPAY_CHECKOUT_URL says otherwise. */
export const RAZORPAY_CHECKOUT_URL_DEFAULT = 'https://checkout.razorpay.com/v1/checkout.js';

export const PAYMENT_MESSAGES = {
  gatewayUnavailable: 'The payment service did not answer. Please try again in a moment.',
  signatureInvalid: 'The payment could not be verified. If money was taken, the provider will see it shortly.',
  orderUnknown: 'This payment does not belong to this appointment.',
  webhookSignatureInvalid: 'The webhook signature does not match.',
  webhookBodyInvalid: 'The webhook body is not a Razorpay event.',
} as const;

const appointmentId = z.uuid({ error: 'Enter the id of one of your appointments.' });
/** Razorpay's ids are short ASCII words like order_N5d7xx; anything else is not one. */
const gatewayId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), { error: `Enter a Razorpay ${prefix} id.` });

export const razorpayOrderBodySchema = z.object({ appointment_id: appointmentId });

export const razorpayOrderAnswerSchema = z.object({
  data: z.object({
    order_id: z.string(),
    /** Paise, as Razorpay Checkout takes it. */
    amount: z.number().int(),
    currency: z.literal('INR'),
    key_id: z.string(),
  }),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderAnswerSchema>['data'];

export const razorpayVerifyBodySchema = z.object({
  appointment_id: appointmentId,
  razorpay_order_id: gatewayId('order'),
  razorpay_payment_id: gatewayId('pay'),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, { error: PAYMENT_MESSAGES.signatureInvalid }),
});
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBodySchema>;
