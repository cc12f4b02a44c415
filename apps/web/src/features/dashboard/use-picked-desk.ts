import type { PublicDesk } from '@kataar/shared/desk-line';
import { useState } from 'react';

const storageKey = (username: string) => `kataar.dashboard.desk.${username}`;

function readStored(username: string | undefined): number | null {
  if (username === undefined) return null;
  try {
    const value = Number(window.localStorage.getItem(storageKey(username)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The desk the dashboard shows when the provider has several: the one last picked in this browser
 * (a receptionist's tablet stays at its counter), else the first. With one desk or none known it is
 * undefined, and every call goes without a desk, exactly as before desks existed.
 */
export function usePickedDesk(
  username: string | undefined,
  desks: readonly PublicDesk[] | undefined,
): { deskId: number | undefined; pick: (id: number) => void } {
  // Read on each render: the username is not known on the first one.
  const [justPicked, setPicked] = useState<number | null>(null);
  const picked = justPicked ?? readStored(username);
  const pick = (id: number) => {
    setPicked(id);
    if (username === undefined) return;
    try {
      window.localStorage.setItem(storageKey(username), String(id));
    } catch {
      // Private mode or a full store: the pick lasts until the page reloads.
    }
  };
  if (!desks || desks.length < 2) return { deskId: undefined, pick };
  // A desk deleted since it was picked falls back to the first.
  const deskId = desks.some((desk) => desk.id === picked) ? (picked ?? undefined) : desks[0]?.id;
  return { deskId, pick };
}
