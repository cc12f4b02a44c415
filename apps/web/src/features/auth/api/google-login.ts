import type { LoginAnswer } from '@kataar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Trades the ID token from Google's widget for our own session. */
export const googleLogin = (idToken: string) =>
  api.post<LoginAnswer>('/auth/google/', { id_token: idToken }, { auth: false });

export const useGoogleSignIn = () => useMutation({ mutationFn: googleLogin });
