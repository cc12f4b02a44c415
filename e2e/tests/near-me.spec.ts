import { expect, test } from '../fixtures/test';

// Shaniwar Wada, in the middle of Pune.
const PUNE = { latitude: 18.5195, longitude: 73.8553 };

test.use({ geolocation: PUNE, permissions: ['geolocation'] });

test.beforeEach(async ({ page }) => {
  // No tiles in tests: the map must work without them (markers and cards are ours, not the tiles').
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort());
});

const kilometres = (text: string) => {
  const [, value, unit] = /^([\d.]+) (km|m) away$/.exec(text.trim()) ?? [];
  return unit === 'm' ? Number(value) / 1000 : Number(value);
};

test('"Use my current location" picks Pune, lists the nearest first with distances, and the map opens a profile @phone', async ({
  page,
}) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Select your city' });
  await popup.getByRole('button', { name: 'Use my current location' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBe('"Pune"');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('selectedPoint'))) ?? 'null')).toEqual({
    lat: PUNE.latitude,
    lng: PUNE.longitude,
  });

  await page.goto('/healthcare/services/Pune/all');
  const providers = page.getByRole('region', { name: 'Providers' });
  await expect(providers.getByTestId('distance').first()).toBeVisible();
  const readDistances = async () => (await providers.getByTestId('distance').allTextContents()).map(kilometres);
  const ascending = (list: number[]) => list.every((d, i) => i === 0 || list[i - 1]! <= d);
  // "Nearest" (the default with a point) orders them; the list may first paint from the cached answer.
  await expect.poll(async () => ascending(await readDistances())).toBe(true);
  const cards = providers.getByRole('listitem');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(4);
  // Every card shows its distance.
  const distances = await readDistances();
  expect(distances).toHaveLength(count);
  expect(ascending(distances)).toBe(true);
  // The nearest demo clinic is in town. (Not every card is: a provider approved by another spec
  // stands on its PIN code's GeoNames centroid, which can be far from the city.)
  expect(distances[0]).toBeLessThan(20);

  // "Within 5 km" narrows the list to what is that close.
  const within5 = distances.filter((d) => d <= 5);
  expect(within5.length).toBeGreaterThan(0);
  expect(within5.length).toBeLessThan(count);
  await page.getByRole('button', { name: 'Filter By' }).click();
  await page.getByRole('combobox', { name: 'Distance' }).selectOption('5');
  await expect(page).toHaveURL(/within=5/);
  await expect
    .poll(async () => (await providers.getByTestId('distance').allTextContents()).map(kilometres))
    .toEqual(within5);
  await page.getByRole('button', { name: 'Done' }).click();

  const nearestName = await providers.getByRole('heading', { level: 2 }).first().textContent();
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const markers = page.locator('.leaflet-marker-icon[title]:not([title="You are here"])');
  await expect(markers.first()).toBeVisible();
  expect(await markers.count()).toBe(within5.length);

  await page.locator(`.leaflet-marker-icon[title="${nearestName}"]`).click();
  const card = page.locator('.leaflet-popup');
  await expect(card.getByText(nearestName ?? '')).toBeVisible();
  await card.getByRole('link', { name: 'View profile' }).click();
  await expect(page).toHaveURL(/\/profile\//);
  await expect(page.getByRole('heading', { level: 1, name: nearestName ?? '' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Map of ${nearestName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=18\.\d+,73\.\d+$/,
  );
});
