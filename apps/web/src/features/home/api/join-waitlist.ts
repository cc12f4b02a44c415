import { MESSAGES } from '@kataar/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

export interface WaitlistAnswer {
  email: string;
  message: string;
}

export const joinWaitlist = async (email: string): Promise<WaitlistAnswer> => {
  const body = await api.post<DataEnvelope<{ email: string }>>('/waitlist/', { email });
  return { email: body.data.email, message: body.message ?? MESSAGES.waitlistJoined };
};

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
