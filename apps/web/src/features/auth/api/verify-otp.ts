import type { LoginAnswer } from '@kataar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const verifyOtp = ({ email, code }: { email: string; code: string }) =>
  api.post<LoginAnswer>('/auth/otp/verify/', { email, code }, { auth: false });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
