/**
 * The settings of an app whose alerts all go to test receivers: mail to the catcher, push and
 * WhatsApp to the HTTPS receiver (push endpoints under its /push/, WhatsApp under /v21.0/1055/).
 */
export function alertTestEnv(
  receiverUrl: string,
  mailUrl: string,
  vapid: { publicKey: string; privateKey: string },
): Record<string, string> {
  return {
    SMTP_URL: mailUrl,
    PUBLIC_URL: 'https://kataar.test',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@kataar.test',
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    WHATSAPP_TOKEN: 'wa-secret-token',
    WHATSAPP_PHONE_NUMBER_ID: '1055',
    WHATSAPP_TEMPLATE_NEAR: 'queue_near',
    WHATSAPP_TEMPLATE_CALLED: 'queue_called',
    WHATSAPP_API_BASE: `${receiverUrl}/v21.0`,
  };
}

/** The `template` of a WhatsApp message as the Cloud API expects it: name, language and body parameters in order. */
export const whatsappTemplate = (name: string, code: 'en' | 'hi', parameters: string[]) => ({
  name,
  language: { code },
  components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
});
