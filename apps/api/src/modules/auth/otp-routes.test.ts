import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { otpChallenges, users } from '../../db/schema';
import { mailSubject, mailText } from '../../test/mail-text';
import { createTestAppWithMail, type TestAppWithMail } from '../../test/test-app';

let t: TestAppWithMail;

beforeAll(async () => {
  t = await createTestAppWithMail(undefined, {
    MAIL_FROM: 'Kataar <codes@kataar.test>',
    ADMIN_EMAILS: 'chief@kataar.test',
  });
});
afterAll(async () => {
  await t.close();
});

// Each test speaks from its own address so the per-IP limits of one do not reach another.
let ipCount = 0;
const newIp = () => `10.1.0.${++ipCount}`;

const ask = (email: unknown, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/otp/request/', payload: { email }, remoteAddress });
const verify = (email: string, code: string, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/otp/verify/', payload: { email, code }, remoteAddress });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves the last send of an address into the past instead of sleeping. */
const sentSecondsAgo = (email: string, seconds: number) =>
  t.database.db
    .update(otpChallenges)
    .set({ lastSentAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(otpChallenges.email, email));

describe('POST /auth/otp/request/ and /auth/otp/verify/', () => {
  it('mails a 6-digit code and signs in with it, creating the user on first login', async () => {
    const asked = await ask('asha@example.in');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message: 'We sent a 6-digit code to asha@example.in. It is valid for 10 minutes.',
      resend_after_seconds: 60,
    });
    const received = t.mail.lastTo('asha@example.in');
    expect(received?.from).toBe('codes@kataar.test');
    const code = t.mail.codeFor('asha@example.in');
    expect(code).toMatch(/^\d{6}$/);
    expect(received?.raw).toContain(`Your Kataar login code is ${code}.`);

    const [stored] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.email, 'asha@example.in'));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9.9 * 60_000);

    const verified = await verify('asha@example.in', code);
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      user: {
        id: expect.any(String),
        name: '',
        email: 'asha@example.in',
        is_provider: false,
        is_admin: false,
        has_application: false,
      },
    });
    const me = await t.app.inject({ url: '/v1/api/auth/me/', headers: { authorization: `Bearer ${body.access}` } });
    expect(me.json()).toEqual({ data: body.user });

    // The next login (a used code starts over) finds the same user.
    expect((await ask('asha@example.in')).json().resend_after_seconds).toBe(60);
    const again = await verify('asha@example.in', t.mail.codeFor('asha@example.in'));
    expect(again.json().user.id).toBe(body.user.id);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'asha@example.in'))).toHaveLength(1);
  });

  it('keys the address trimmed and lower-cased', async () => {
    expect((await ask('  Ravi@Example.IN ')).statusCode).toBe(200);
    const verified = await verify('RAVI@example.in', t.mail.codeFor('ravi@example.in'));
    expect(verified.json().user.email).toBe('ravi@example.in');
  });

  it('makes ADMIN_EMAILS addresses admins at sign-in', async () => {
    await ask('chief@kataar.test');
    const verified = await verify('chief@kataar.test', t.mail.codeFor('chief@kataar.test'));
    expect(verified.json().user.is_admin).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'chief@kataar.test'));
    expect(row?.isAdmin).toBe(true);
  });

  it('refuses a missing or invalid address and a code that is not 6 digits, with field errors', async () => {
    const empty = await ask('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Email is required', errors: { email: ['Email is required'] } });
    expect((await ask('not-an-email')).json().message).toBe('Please enter a valid email address');
    const short = await verify('asha@example.in', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ code: ['Please enter the 6-digit code from the e-mail.'] });
  });

  it('refuses a new code for 60 s after the first send and 56 s after a resend, saying how long to wait', async () => {
    const email = 'pace@example.in';
    expect((await ask(email)).json().resend_after_seconds).toBe(60);
    const first = t.mail.codeFor(email);

    const early = await ask(email);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      message: 'Please wait 60 seconds before requesting a new code.',
      retry_after_seconds: 60,
    });
    expect(early.headers['retry-after']).toBe('60');

    await sentSecondsAgo(email, 45);
    expect((await ask(email)).json()).toEqual({
      message: 'Please wait 15 seconds before requesting a new code.',
      retry_after_seconds: 15,
    });

    await sentSecondsAgo(email, 60);
    const resent = await ask(email);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().resend_after_seconds).toBe(56);
    expect(t.mail.mails.filter((m) => m.to.includes(email))).toHaveLength(2);

    expect((await ask(email)).json().retry_after_seconds).toBe(56);
    await sentSecondsAgo(email, 55);
    expect((await ask(email)).json()).toEqual({
      message: 'Please wait 1 second before requesting a new code.',
      retry_after_seconds: 1,
    });
    await sentSecondsAgo(email, 56);
    expect((await ask(email)).json().resend_after_seconds).toBe(56);

    // Only the newest code works.
    const newest = t.mail.codeFor(email);
    if (newest !== first) expect((await verify(email, first)).json().message).toBe('Incorrect code. 4 attempts left.');
    expect((await verify(email, newest)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    await ask('late@example.in');
    await t.database.db
      .update(otpChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpChallenges.email, 'late@example.in'));
    const res = await verify('late@example.in', t.mail.codeFor('late@example.in'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This code has expired. Please request a new code.',
      errors: { code: ['This code has expired. Please request a new code.'] },
    });
  });

  it('refuses a code that was already used', async () => {
    await ask('once@example.in');
    const code = t.mail.codeFor('once@example.in');
    expect((await verify('once@example.in', code)).statusCode).toBe(200);
    const reused = await verify('once@example.in', code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This code has already been used. Please request a new code.');
  });

  it('counts down wrong codes and kills the code after 5 wrong attempts, even for the right one', async () => {
    const email = 'guess@example.in';
    await ask(email);
    const code = t.mail.codeFor(email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify(email, otherCode(code))).json().message);
    expect(messages).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Too many incorrect attempts. Please request a new code.',
    ]);
    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many incorrect attempts. Please request a new code.');
  });

  it('says so when no code was asked for the address', async () => {
    const res = await verify('nobody@example.in', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No code was requested for this address. Please request a new code.');
  });
});

describe('the login code mail in Hindi', () => {
  it('is written in the language of the request for a new address, and in the saved one after', async () => {
    const email = 'hindi-mail@example.in';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/api/auth/otp/request/',
      payload: { email },
      headers: { 'accept-language': 'hi' },
      remoteAddress: newIp(),
    });
    expect(asked.json().message).toBe(`हमने ${email} पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक मान्य है।`);
    const mail = t.mail.lastTo(email);
    const code = /(\d{6})/.exec(mailSubject(mail))?.[1] ?? '';
    expect(mailSubject(mail)).toBe(`${code} आपका Kataar लॉग इन कोड है`);
    expect(mailText(mail)).toContain(`आपका Kataar लॉग इन कोड ${code} है।`);
    expect(mailText(mail)).toContain('अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।');
    expect(mailText(mail)).not.toContain('Kataar login code');

    // Signed in, the person saves Hindi: later codes come in Hindi whatever the request says.
    const { access } = (await verify(email, code)).json();
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/api/auth/me/',
      headers: { authorization: `Bearer ${access}` },
      payload: { language: 'hi' },
    });
    await sentSecondsAgo(email, 120);
    expect((await ask(email)).json().message).toBe(
      'We sent a 6-digit code to hindi-mail@example.in. It is valid for 10 minutes.',
    );
    expect(mailSubject(t.mail.lastTo(email))).toMatch(/^\d{6} आपका Kataar लॉग इन कोड है$/);
  });
});
