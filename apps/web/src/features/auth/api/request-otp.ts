import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `otpRequestAnswerSchema` of @kataar/shared/auth. */
export interface OtpRequestAnswer {
  message: string;
  resend_after_seconds: number;
}

/** Mails a 6-digit code; a 429 answers how many seconds are left before another may be asked. */
export const requestOtp = (email: string) =>
  api.post<OtpRequestAnswer>('/auth/otp/request/', { email }, { auth: false });

export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
