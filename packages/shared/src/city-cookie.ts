/**
 * The cookie that carries the visitor's chosen city (the same as `localStorage.selectedCity`), so
 * the pages the server draws before the app runs show it in the header and on home, rather than
 * "Location" for a moment. The value is the city's name, URI-encoded; the server keeps it only when
 * it names a city that has listed providers.
 */
export const CITY_COOKIE = 'city';
