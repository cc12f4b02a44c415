import { categoryLabel } from '@kataar/shared/categories';
import { MESSAGES } from '@kataar/shared/messages';
import type { ProviderUpdate } from '@kataar/shared/provider-profile';
import type { ProviderOwn } from '@kataar/shared/queue';
import type { Executor } from '../../db/client';
import { NotFound } from '../../lib/errors';
import {
  insertProvider,
  lockProvider,
  selectProviderById,
  toPublicProvider,
  updateProvider,
  usernamesLike,
  type NewProvider,
  type ProviderChanges,
  type ProviderRow,
} from './provider-queries';
import { pickUsername, usernameBase } from './provider-username';

// The providers table is written only through these functions. Other modules (an approved
// application, the queue's pause switch) call them inside their own transactions.

/** Creates a provider under a free username made from its name (and city when the name is short). */
export async function createProvider(
  tx: Executor,
  values: Omit<NewProvider, 'username'>,
): Promise<{ id: string; username: string }> {
  const base = usernameBase(values.businessName, values.city);
  return insertProvider(tx, { ...values, username: pickUsername(base, await usernamesLike(tx, base)) });
}

/** Pauses (false) or resumes (true) joining the provider's queue. */
export async function setQueueRunning(tx: Executor, providerId: string, running: boolean): Promise<void> {
  await updateProvider(tx, providerId, { queueRunning: running });
}

/** Opens (true) or closes (false) the business. */
export async function setOpen(tx: Executor, providerId: string, isOpen: boolean): Promise<void> {
  await updateProvider(tx, providerId, { isOpen });
}

/** Turns first names on the waiting-room display on or off; the setting now stored. */
export async function setDisplayShowNames(tx: Executor, providerId: string, on: boolean): Promise<boolean> {
  const row = await updateProvider(tx, providerId, { displayShowNames: on });
  if (!row) throw new NotFound(MESSAGES.providerNotFound);
  return row.displayShowNames;
}

/** Column values of the editable fields that were sent; fields left out stay as they are. */
function changesOf(body: ProviderUpdate, current: ProviderRow): ProviderChanges {
  const changes: ProviderChanges = {};
  if (body.business_name !== undefined) changes.businessName = body.business_name;
  if (body.business_contact !== undefined) changes.businessContact = body.business_contact;
  if (body.base_pricing !== undefined) changes.basePricing = body.base_pricing;
  if (body.business_email !== undefined) changes.businessEmail = body.business_email;
  if (body.speciality !== undefined)
    changes.speciality = body.speciality || categoryLabel(current.industry, current.category);
  if (body.profile_photo !== undefined) changes.profilePhoto = body.profile_photo;
  if (body.display_photo_1 !== undefined) changes.displayPhoto1 = body.display_photo_1;
  if (body.display_photo_2 !== undefined) changes.displayPhoto2 = body.display_photo_2;
  if (body.display_photo_3 !== undefined) changes.displayPhoto3 = body.display_photo_3;
  if (body.latitude !== undefined && body.longitude !== undefined) {
    changes.latitude = body.latitude;
    changes.longitude = body.longitude;
  }
  return changes;
}

/**
 * Applies the owner's edit of the profile; the row after it, and whether anything changed (an
 * edit that sends no editable field changes nothing and announces nothing).
 */
export async function updateProfile(
  tx: Executor,
  providerId: string,
  body: ProviderUpdate,
): Promise<{ row: ProviderRow; changed: boolean }> {
  const current = await lockProvider(tx, providerId);
  if (!current) throw new NotFound(MESSAGES.providerNotFound);
  const changes = changesOf(body, current);
  if (Object.keys(changes).length === 0) return { row: current, changed: false };
  return { row: (await updateProvider(tx, providerId, changes)) ?? current, changed: true };
}

/** The caller's own provider as the dashboard reads it: the public face and the location. */
export const toOwnProvider = (row: ProviderRow): ProviderOwn => ({ ...toPublicProvider(row), location: row.location });

export async function ownProvider(db: Executor, providerId: string): Promise<ProviderOwn> {
  const row = await selectProviderById(db, providerId);
  if (!row) throw new NotFound(MESSAGES.providerNotFound);
  return toOwnProvider(row);
}
