/**
 * The browsers' push services: Chrome and Edge (FCM), Firefox, Safari, Windows. Chromium builds of
 * any channel but Stable (Chrome Beta, Dev, Canary, and the Chromium of Linux distributions) put
 * their FCM subscriptions on jmt17.google.com instead of fcm.googleapis.com.
 */
const KNOWN_HOSTS = ['fcm.googleapis.com', 'jmt17.google.com', 'updates.push.services.mozilla.com'];
const KNOWN_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

/**
 * Whether the server may post to this push endpoint. Anything else would let a subscriber make
 * the server send requests to any address (its own network included).
 */
export function allowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return KNOWN_HOSTS.includes(host) || KNOWN_SUFFIXES.some((s) => host.endsWith(s)) || extraHosts.includes(host);
}
