import { describe, expect, it } from 'vitest';
import {
  addCustomerBodySchema,
  joinQueueBodySchema,
  nextCustomerMessage,
  providerClosedMessage,
} from '@kataar/shared/queue';

// The shared form schemas as the web forms use them: every value arrives as typed text.
const form = (overrides: Record<string, unknown> = {}) => ({
  consumer_name: 'Asha Rao',
  consumer_age: '34',
  consumer_contact: '9876543210',
  consumer_gender: 'female',
  ...overrides,
});
const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('join and add schemas', () => {
  it('turn form text into the payload the API stores', () => {
    expect(joinQueueBodySchema.parse(form({ consumer_name: '  Asha Rao ' }))).toEqual({
      consumer_name: 'Asha Rao',
      consumer_age: 34,
      consumer_contact: '9876543210',
      consumer_gender: 'female',
    });
    expect(addCustomerBodySchema.parse(form({ consumer_age: 7 })).consumer_age).toBe(7);
  });

  it('give one message per empty field, the spec’s', () => {
    const empty = form({ consumer_name: '', consumer_age: '', consumer_contact: '', consumer_gender: undefined });
    expect(firstMessages(joinQueueBodySchema.safeParse(empty))).toEqual({
      consumer_name: 'Name is required',
      consumer_age: 'Age is required',
      consumer_contact: 'Phone number is required',
      consumer_gender: 'Please select a gender',
    });
    expect(joinQueueBodySchema.safeParse(empty).error?.issues).toHaveLength(4);
  });

  it('apply the join form’s age rule and the add form’s', () => {
    expect(firstMessages(joinQueueBodySchema.safeParse(form({ consumer_age: '0' })))).toEqual({
      consumer_age: 'Age must be at least 1',
    });
    expect(addCustomerBodySchema.safeParse(form({ consumer_age: '0' })).success).toBe(true);
    expect(firstMessages(addCustomerBodySchema.safeParse(form({ consumer_age: '3a' })))).toEqual({
      consumer_age: 'Please enter a valid age',
    });
    expect(firstMessages(joinQueueBodySchema.safeParse(form({ consumer_age: NaN })))).toEqual({
      consumer_age: 'Age is required',
    });
  });

  it('accept Indian mobile numbers only', () => {
    for (const ok of ['6000000000', '9999999999'])
      expect(joinQueueBodySchema.safeParse(form({ consumer_contact: ok })).success).toBe(true);
    for (const bad of ['+14155550123', '987654321', '98765432100', '1234567890', '98765 4321x']) {
      expect(firstMessages(joinQueueBodySchema.safeParse(form({ consumer_contact: bad })))).toEqual({
        consumer_contact: 'Please enter a valid 10-digit phone number',
      });
    }
  });

  it('keep the 10 digits of a pasted or written-out mobile number', () => {
    for (const pasted of ['+919876543210', '+91 98765 43210', '98765 43210', '098765-43210']) {
      expect(joinQueueBodySchema.parse(form({ consumer_contact: pasted })).consumer_contact).toBe('9876543210');
    }
  });
});

describe('queue messages', () => {
  it('read as the spec writes them', () => {
    expect(providerClosedMessage('Sharma Clinic')).toBe(
      "Sharma Clinic is currently unavailable. You can't join the queue right now.",
    );
    expect(nextCustomerMessage('Asha')).toBe('Next Customer: Asha');
    expect(nextCustomerMessage(undefined)).toBe('Next Customer: Popped');
  });
});
