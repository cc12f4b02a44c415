import type { LoginAnswer } from '@kataar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Trades the ID token from Google's widget for our own session. */
export const googleLogin = (idToken: string) =>
  api.post<LoginAnswer>('/auth/google/', { id_token: idToken }, { auth: false });

interface Outcome {
  onSuccess: (answer: LoginAnswer) => void;
  onError: () => void;
}

/**
 * The outcome is handled by the mutation itself, not by callbacks given to `mutate`: TanStack Query
 * calls those only while the component's observer is subscribed, and under preact/compat that
 * subscription starts a frame after the widget is drawn. A token handed over within that frame
 * (one-tap, a quick tap) would otherwise log nobody in and alert nothing.
 */
export const useGoogleSignIn = ({ onSuccess, onError }: Outcome) =>
  useMutation({ mutationFn: googleLogin, onSuccess, onError });
