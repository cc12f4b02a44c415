import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES, deskCreateBodySchema, deskPatchBodySchema, serviceCreateBodySchema } from './desks';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('desk bodies', () => {
  it('takes a lowercase token letter as its capital, and an empty one as none', () => {
    expect(deskCreateBodySchema.parse({ name: ' Dr Rao ', token_prefix: 'b' })).toEqual({
      name: 'Dr Rao',
      token_prefix: 'B',
    });
    expect(deskPatchBodySchema.parse({ token_prefix: '' })).toEqual({ token_prefix: null });
    expect(deskPatchBodySchema.parse({ token_prefix: null })).toEqual({ token_prefix: null });
  });

  it('refuses a blank or long name and a token that is not one letter, in plain words', () => {
    expect(firstMessage(deskCreateBodySchema.safeParse({ name: '  ' }))).toBe(DESK_MESSAGES.nameRequired);
    expect(firstMessage(deskCreateBodySchema.safeParse({}))).toBe(DESK_MESSAGES.nameRequired);
    expect(firstMessage(deskCreateBodySchema.safeParse({ name: 'x'.repeat(61) }))).toBe(DESK_MESSAGES.nameTooLong);
    for (const token_prefix of ['AB', '1', 'é'])
      expect(firstMessage(deskPatchBodySchema.safeParse({ token_prefix }))).toBe(DESK_MESSAGES.prefixInvalid);
  });

  it('drops repeated ids from a set', () => {
    expect(deskPatchBodySchema.parse({ service_ids: [3, 3, 4] })).toEqual({ service_ids: [3, 4] });
  });
});

describe('service bodies', () => {
  it('refuses a duration outside 1–480 minutes and a price that is not whole rupees', () => {
    for (const duration_minutes of [0, 481, 2.5, '30'])
      expect(firstMessage(serviceCreateBodySchema.safeParse({ name: 'Cut', duration_minutes }))).toBe(
        DESK_MESSAGES.durationRange,
      );
    for (const price of [-1, 9.5])
      expect(firstMessage(serviceCreateBodySchema.safeParse({ name: 'Cut', duration_minutes: 30, price }))).toBe(
        DESK_MESSAGES.priceInvalid,
      );
    expect(serviceCreateBodySchema.parse({ name: 'Cut', duration_minutes: 30, price: null }).price).toBeNull();
  });
});
