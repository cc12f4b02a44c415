import { NOTIFICATION_MESSAGES as M } from '@kataar/shared/notifications';
import { api } from '../../lib/api';

/** Whether this browser can take push notifications at all (a service worker and the Push API). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The applicationServerKey as pushManager.subscribe wants it: the raw key bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** This browser's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, subscribes this browser through the service worker with the server's VAPID
 * key, and stores the subscription on the server. Throws with a message a person can act on.
 */
export async function subscribeToPush(publicKey: string): Promise<void> {
  if (!pushSupported()) throw new Error(M.pushUnsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(M.pushDenied);
  const registration = await navigator.serviceWorker.ready;
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch {
    // The browser has no push service here: private windows ("Registration failed - permission
    // denied"), or no connection to its vendor's push service.
    throw new Error(M.pushUnsupported);
  }
  await api.post('/push/subscriptions/', subscription.toJSON());
}

/** Unsubscribes this browser and forgets it on the server. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await api.delete('/push/subscriptions/', { body: { endpoint } }).catch(() => undefined);
}
