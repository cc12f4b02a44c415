import type { CustomerAppointment, RazorpayOrder, RazorpayVerifyBody } from '@kataar/shared/appointments';
import { api, type DataEnvelope } from '../../../lib/api';

/** POST /payments/razorpay/order/: the server creates the gateway order for the booking's amount. */
export const createRazorpayOrder = (appointmentId: string): Promise<RazorpayOrder> =>
  api
    .post<DataEnvelope<RazorpayOrder>>('/payments/razorpay/order/', { appointment_id: appointmentId })
    .then((answer) => answer.data);

/** POST /payments/razorpay/verify/: the server checks Checkout's signature and confirms the booking. */
export const verifyRazorpayPayment = (body: RazorpayVerifyBody): Promise<CustomerAppointment> =>
  api.post<DataEnvelope<CustomerAppointment>>('/payments/razorpay/verify/', body).then((answer) => answer.data);
