import type { Executor } from '../../db/client';
import type { Language } from '@kataar/shared/language';
import { findUserByEmail, findUserById, insertUser, type UserRow } from './auth-queries';

// The users table is written only by this module. Other modules (staff invitations) create
// users through this, inside their own transactions when they pass one.

/** The user with this (lower-cased) address, created with no name if new. */
export async function findOrCreateUserByEmail(ex: Executor, email: string): Promise<UserRow> {
  const row = (await insertUser(ex, { email })) ?? (await findUserByEmail(ex, email));
  if (!row) throw new Error(`user ${email} neither inserted nor found`);
  return row;
}

/** The user's e-mail address, or undefined for an unknown id. */
export async function userEmail(ex: Executor, userId: string): Promise<string | undefined> {
  return (await findUserById(ex, userId))?.email;
}

/** The language the user chose, or null when they have not chosen (or the id is unknown). */
export async function userLanguage(ex: Executor, userId: string): Promise<Language | null> {
  return (await findUserById(ex, userId))?.language ?? null;
}

/** The language chosen by the user with this (lower-cased) address; null for none or an unknown address. */
export async function emailLanguage(ex: Executor, email: string): Promise<Language | null> {
  return (await findUserByEmail(ex, email))?.language ?? null;
}
