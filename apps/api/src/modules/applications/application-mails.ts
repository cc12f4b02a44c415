import type { Mail } from '../../lib/mailer';

/** Mails of the review, in plain text. `site` is the public address of the web app, without a trailing slash. */
export function approvedMail(
  to: string,
  a: { businessName: string; username: string; note: string | null },
  site: string,
): Mail {
  return {
    to,
    subject: `Your Kataar application for ${a.businessName} is approved`,
    text: [
      `Good news! ${a.businessName} is now on Kataar.`,
      '',
      `Log in with this e-mail address to open your dashboard: ${site}/provider/dashboard`,
      `Your public page: ${site}/profile/${a.username}`,
      '',
      'Your business starts as closed: switch it on from the dashboard when you are ready to take customers.',
      ...(a.note ? ['', `Note from our team: ${a.note}`] : []),
      '',
      '— The Kataar team',
    ].join('\n'),
  };
}

export function rejectedMail(to: string, a: { businessName: string; note: string }, site: string): Mail {
  return {
    to,
    subject: `Your Kataar application for ${a.businessName}`,
    text: [
      `Thank you for applying to list ${a.businessName} on Kataar. We could not approve the application this time.`,
      '',
      `Note from our team: ${a.note}`,
      '',
      `You can see the status of your application and apply again at ${site}/provider/onboarding`,
      '',
      '— The Kataar team',
    ].join('\n'),
  };
}
