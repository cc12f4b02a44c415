/* global self */
// Web Push in the service worker (imported by the generated /sw.js): shows the alert the server
// sent ({ title, body, url, tag }) and, on a tap, focuses a tab already on that page or opens it.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Kataar';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag,
      // A new alert about the same entry replaces the old one, and still rings.
      renotify: Boolean(message.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = tabs.find((tab) => new URL(tab.url).pathname === target.pathname);
      if (same) return same.focus();
      // Only this site's pages are opened from a notification.
      return self.clients.openWindow(target.origin === self.location.origin ? target.href : '/');
    })(),
  );
});
