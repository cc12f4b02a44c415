import type { LocalizeMessage } from '@kataar/shared/localize-message';

/** The Hindi catalog of shared and server messages, loaded with Hindi and kept for the visit. */
let hindi: LocalizeMessage | null = null;

export async function loadHindiMessages(): Promise<void> {
  if (hindi) return;
  const [{ HINDI_MESSAGES }, { createMessageLocalizer }] = await Promise.all([
    import('@kataar/shared/messages.hi'),
    import('@kataar/shared/localize-message'),
  ]);
  hindi = createMessageLocalizer(HINDI_MESSAGES);
}

export const hindiMessages = (): LocalizeMessage | null => hindi;
