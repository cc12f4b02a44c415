import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * The Hindi journey: the header switch turns the whole product to Hindi, and the public screens, the
 * queue and the provider's dashboard speak it with no English words of their own left in the main
 * content. Provider-entered words (names, specialities, addresses) stay as entered.
 */
const PROVIDER = 'sharma-family-clinic';
const PROVIDER_EMAIL = `${PROVIDER}@kataar.test`;

/** English words of these screens that must not survive in Hindi (each a whole phrase of the UI). */
const ENGLISH = [
  'Join Queue',
  'JOIN QUEUE',
  'Health care',
  'Personal care',
  'providers found',
  'provider found',
  'Sort By',
  'Filter By',
  'Available Now',
  'Currently unavailable',
  'Base Pricing',
  'FEES',
  'Directions',
  'Hello there',
  'Our mission',
  'Partner with us',
  'near you',
  'Map',
  'Your position',
  'Leave Queue',
  'Estimated wait',
  'Not in queue',
  'People in queue',
  'Queue is empty',
  'Welcome',
  'Customers today',
  'Waiting customers',
  'Loading',
];

/** Fails with the English phrases `main` still shows. */
async function expectNoEnglish(page: Page, screen: string): Promise<void> {
  const text = await page.locator('main').innerText();
  const left = ENGLISH.filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(text));
  expect.soft(left, `English left on the ${screen}`).toEqual([]);
}

async function expectHindiPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

/** The header's switch, as a visitor would use it (not localStorage). */
async function switchToHindi(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Switch to हिन्दी' }).click();
  await expectHindiPage(page);
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.beforeEach(async ({ context }) => {
  // A chosen city keeps the location popup (which opens on a first visit) out of the way.
  await context.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Bengaluru')));
});

test('in Hindi: home → listing → profile → join queue, then the provider dashboard @phone', async ({
  browser,
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  // Signed in first, so the switch also saves Hindi on the account.
  await signIn(page, `hindi.${Date.now()}@example.in`);

  // Home.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await switchToHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: /स्वागत है!!/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'स्वास्थ्य और वेलनेस' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'English में बदलें' })).toBeVisible();
  await page.getByRole('heading', { name: 'हमारा मिशन' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'कतार में शामिल हों' })).toBeVisible();
  await expectNoEnglish(page, 'home page');
  await shoot(page, 'home');

  // Listing, from a category tile.
  await page.getByRole('main').getByRole('link', { name: 'जनरल फ़िज़िशियन' }).click();
  await expect(page).toHaveURL(/\/healthcare\/services\/Bengaluru\/generalphysician$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bengaluru में आपके आस-पास जनरल फ़िज़िशियन' })).toBeVisible();
  await expect(page.getByText(/^\d+ सेवा प्रदाता मिले$/)).toBeVisible();
  const card = page.getByRole('main').getByRole('link', { name: /Sharma Family Clinic/ });
  await expect(card.getByText('कतार में शामिल हों')).toBeVisible();
  await expectNoEnglish(page, 'listing');
  await shoot(page, 'listing');
  await page.getByRole('button', { name: 'क्रम बदलें' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'क़ीमत: कम से ज़्यादा' })).toBeVisible();
  await shoot(page, 'listing-sort');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'फ़िल्टर करें' }).click();
  await expect(page.getByRole('group', { name: 'फ़िल्टर' }).getByText('अधिकतम क़ीमत')).toBeVisible();
  await shoot(page, 'listing-filter');
  await page.getByRole('group', { name: 'फ़िल्टर' }).getByRole('button', { name: 'हो गया' }).click();

  // Profile.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/profile/${PROVIDER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sharma Family Clinic' })).toBeVisible();
  await expect(page.getByText('स्वास्थ्य सेवा • जनरल फ़िज़िशियन')).toBeVisible();
  await expect(page.getByText('फ़ीस - ₹500')).toBeVisible();
  await expectNoEnglish(page, 'profile');
  await shoot(page, 'profile');

  // Join the queue (the widget and its form belong to the queue screens).
  await page.getByRole('main').getByRole('button', { name: 'कतार में शामिल हों' }).first().click();
  const modal = page.getByRole('dialog', { name: 'कतार में शामिल हों' });
  await expect(modal).toBeVisible();
  const fields = modal.getByRole('textbox');
  await fields.nth(0).fill('Kavya Rao');
  await fields.nth(1).fill('29');
  await fields.nth(2).fill('9876501234');
  await modal.getByRole('radio').nth(1).check();
  await modal.getByRole('button', { name: 'कतार में शामिल हों' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'कतार छोड़ें' })).toBeVisible();
  await expectNoEnglish(page, 'profile in the queue');
  await shoot(page, 'profile-joined');

  // The provider's dashboard, in a browser of its own, switched by the same header switch.
  const deskContext = await browser.newContext({ viewport: page.viewportSize() });
  await deskContext.addInitScript(() => window.localStorage.setItem('selectedCity', JSON.stringify('Bengaluru')));
  const desk = await deskContext.newPage();
  const deskToken = await signIn(desk, PROVIDER_EMAIL);
  try {
    await desk.goto('/');
    await switchToHindi(desk);
    await desk.goto('/provider/dashboard');
    await expectHindiPage(desk);
    await expect(
      desk.getByRole('navigation', { name: 'सेवा प्रदाता' }).getByRole('link', { name: 'डैशबोर्ड' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(desk.getByRole('heading', { level: 1, name: /Sharma Family Clinic/ })).toBeVisible();
    await expectNoEnglish(desk, 'dashboard');
    await shoot(desk, 'dashboard');
  } finally {
    // The switch saved Hindi on the demo provider's account; other journeys sign in as it in English.
    await desk.request.patch('/v1/api/auth/me/', {
      data: { language: 'en' },
      headers: { Authorization: `Bearer ${deskToken}` },
    });
    await deskContext.close();
  }
});
