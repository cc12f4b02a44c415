import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  RESEND_AFTER_SECONDS,
  RESEND_FIRST_SECONDS,
  incorrectCodeMessage,
  type LoginAnswer,
} from '@kataar/shared/auth';
import type { Language } from '@kataar/shared/language';
import type { Db } from '../../db/client';
import { ApiError, ValidationFailed } from '../../lib/errors';
import { localizeMail } from '../../lib/localize';
import type { Mail, Mailer } from '../../lib/mailer';
import type { Tokens } from '../../lib/tokens';
import { attemptChallenge, deleteChallenge, findChallenge, storeChallenge, type OtpChallengeRow } from './auth-queries';
import type { SessionService } from './session-service';
import { emailLanguage } from './user-service';

export interface OtpDeps {
  db: Db;
  tokens: Tokens;
  mailer: Mailer;
  sessions: SessionService;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type OtpRequestResult = { sent: true; resendAfterSeconds: number } | { sent: false; retryAfterSeconds: number };

const waitAfter = (sends: number) => (sends <= 1 ? RESEND_FIRST_SECONDS : RESEND_AFTER_SECONDS);

function codeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `${code} is your Kataar login code`,
    text: [
      `Your Kataar login code is ${code}.`,
      '',
      `It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.`,
      'If you did not ask for it, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/** Why a code could not be tried: it was never sent, used, locked or expired. */
function deadCodeMessage(row: OtpChallengeRow | undefined, at: Date): string {
  if (!row) return AUTH_MESSAGES.codeMissing;
  if (row.consumedAt) return AUTH_MESSAGES.codeUsed;
  if (row.attempts >= OTP_MAX_ATTEMPTS) return AUTH_MESSAGES.codeLocked;
  if (row.expiresAt <= at) return AUTH_MESSAGES.codeExpired;
  return AUTH_MESSAGES.codeInvalid;
}

/** E-mail one-time codes: only a keyed hash is stored; 10-minute expiry, 5 attempts, 60 s / 56 s resend pace. */
export function createOtpService({ db, tokens, mailer, sessions, log, now = () => new Date() }: OtpDeps) {
  const hashCode = (email: string, code: string) => tokens.keyedHash('otp', email, code);

  return {
    /**
     * Mails a new code in the language the address's user chose, or else in `askedIn`, the
     * language of the request (the person asking is the one who reads the mail).
     */
    async request(email: string, askedIn: Language): Promise<OtpRequestResult> {
      const at = now();
      const code = randomInt(0, 10 ** OTP_LENGTH)
        .toString()
        .padStart(OTP_LENGTH, '0');
      const codeHash = hashCode(email, code);
      const sends = await storeChallenge(db, {
        email,
        codeHash,
        expiresAt: new Date(at.getTime() + OTP_TTL_MINUTES * 60_000),
        now: at,
        firstWaitSeconds: RESEND_FIRST_SECONDS,
        resendWaitSeconds: RESEND_AFTER_SECONDS,
      });
      if (sends === undefined) {
        const row = await findChallenge(db, email);
        const readyAt = row ? row.lastSentAt.getTime() + waitAfter(row.sends) * 1000 : at.getTime();
        return { sent: false, retryAfterSeconds: Math.max(1, Math.ceil((readyAt - at.getTime()) / 1000)) };
      }
      try {
        await mailer.send(localizeMail(codeMail(email, code), (await emailLanguage(db, email)) ?? askedIn));
      } catch (err) {
        log.error({ err }, 'could not send a login code');
        await deleteChallenge(db, email, codeHash);
        throw new ApiError(503, AUTH_MESSAGES.mailFailed);
      }
      return { sent: true, resendAfterSeconds: waitAfter(sends) };
    },

    /** Checks the code (consuming it on success) and signs the address in, creating the user on first login. */
    async verify(email: string, code: string): Promise<LoginAnswer> {
      const at = now();
      const attempt = await attemptChallenge(db, {
        email,
        codeHash: hashCode(email, code),
        now: at,
        maxAttempts: OTP_MAX_ATTEMPTS,
      });
      if (!attempt) throw new ValidationFailed({ code: [deadCodeMessage(await findChallenge(db, email), at)] });
      if (!attempt.matched) {
        const left = OTP_MAX_ATTEMPTS - attempt.attempts;
        throw new ValidationFailed({ code: [left > 0 ? incorrectCodeMessage(left) : AUTH_MESSAGES.codeLocked] });
      }
      return sessions.signIn(await sessions.findOrCreateByEmail(email));
    },
  };
}
