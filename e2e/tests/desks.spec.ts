import type { APIRequestContext, Page } from '@playwright/test';
import { fillCustomer } from '../fixtures/customer-form';
import { openDeskForCustomers } from '../fixtures/desk';
import { expect, test } from '../fixtures/test';

/**
 * A clinic with two doctors: each project (desktop, phone) sets one up from a demo clinic no other
 * spec uses, so both can run side by side. The owner names the first desk and adds a second one
 * through the API, as the "Desks and services" settings do.
 */
const CLINICS = {
  desktop: { username: 'carepoint-family-clinic', business: 'CarePoint Family Clinic', city: 'Delhi' },
  phone: { username: 'sanjeevani-clinic', business: 'Sanjeevani Clinic', city: 'Hyderabad' },
} as const;

interface Desk {
  id: number;
  name: string;
}

/** The clinic's two desks, made on the first run and found again on the next. */
async function twoDoctors(request: APIRequestContext, access: string): Promise<[Desk, Desk]> {
  const headers = { authorization: `Bearer ${access}` };
  const list = async () =>
    ((await (await request.get('/v1/api/provider/desks/', { headers })).json()) as { data: Desk[] }).data;
  let desks = await list();
  if (!desks.some((desk) => desk.name === 'Dr. Anita Rao')) {
    const renamed = await request.patch(`/v1/api/provider/desks/${desks[0]!.id}/`, {
      headers,
      data: { name: 'Dr. Anita Rao', token_prefix: 'A' },
    });
    expect(renamed.ok()).toBe(true);
  }
  if (!desks.some((desk) => desk.name === 'Dr. Vikram Mehta')) {
    const added = await request.post('/v1/api/provider/desks/', {
      headers,
      data: { name: 'Dr. Vikram Mehta', token_prefix: 'M' },
    });
    expect(added.status()).toBe(201);
  }
  desks = await list();
  return [desks.find((d) => d.name === 'Dr. Anita Rao')!, desks.find((d) => d.name === 'Dr. Vikram Mehta')!];
}

const widget = (page: Page) => page.getByRole('region', { name: 'Step In Line, Virtually!' });

test('a patient picks a doctor, that doctor’s desk calls them, and the waiting-room screen shows both desks @phone', async ({
  browser,
  page: patient,
  signIn,
}) => {
  test.setTimeout(90_000);
  const clinic = CLINICS[test.info().project.name as keyof typeof CLINICS] ?? CLINICS.desktop;
  const name = `Meena ${Date.now() % 100_000}`;

  // The owner, in a second browser context, opens the clinic and has two doctors.
  const deskContext = await browser.newContext();
  await deskContext.addInitScript(
    (city) => window.localStorage.setItem('selectedCity', JSON.stringify(city)),
    clinic.city,
  );
  const desk = await deskContext.newPage();
  const access = await signIn(desk, `${clinic.username}@kataar.test`);
  await openDeskForCustomers(desk);
  const headers = { authorization: `Bearer ${access}` };
  // Some demo clinics start with their queue paused.
  expect((await desk.request.patch('/v1/api/queue/status/', { headers, data: { queue_status: true } })).ok()).toBe(
    true,
  );
  const [, mehta] = await twoDoctors(desk.request, access);

  // The patient joins from the clinic's page, choosing Dr. Mehta.
  await patient.addInitScript((city) => window.localStorage.setItem('selectedCity', JSON.stringify(city)), clinic.city);
  await signIn(patient, `meena.${Date.now()}@example.in`);
  await patient.goto(`/profile/${clinic.username}`);
  await widget(patient).getByRole('button', { name: 'Join Queue' }).click();
  const modal = patient.getByRole('dialog', { name: 'Join Queue' });
  const who = modal.getByRole('group', { name: 'Who would you like to see?' });
  await expect(who.getByRole('radio', { name: /First available/ })).toBeChecked();
  await fillCustomer(modal, { name, age: '36', phone: '9876512345', gender: 'Female' });
  await who.getByRole('radio', { name: /Dr\. Vikram Mehta/ }).check();
  await patient.screenshot({ path: test.info().outputPath('choose-doctor.png') });
  await modal.getByRole('button', { name: 'Join Queue' }).click();
  await expect(patient.getByText('Successfully joined the queue!')).toBeVisible();
  const token = (await widget(patient)
    .getByText(/^Token \d+$/)
    .textContent())!.replace('Token ', '');

  // Dr. Anita Rao's desk never calls her: her line is the others' and "first available".
  const raoLine = (await (await desk.request.get('/v1/api/queue/entries/', { headers })).json()) as {
    data: { consumer_name: string }[];
  };
  expect(raoLine.data.map((entry) => entry.consumer_name)).not.toContain(name);

  // Dr. Mehta's desk calls whoever came before her in his line, then her.
  for (let i = 0; i < 20; i++) {
    const called = await desk.request.post('/v1/api/queue/pop/', { headers, data: { desk_id: mehta.id } });
    expect(called.ok()).toBe(true);
    const body = (await called.json()) as { data: { consumer_name: string; desk: Desk; token_label: string } };
    if (body.data.consumer_name !== name) continue;
    expect(body.data.desk).toEqual({ id: mehta.id, name: 'Dr. Vikram Mehta' });
    expect(body.data.token_label).toBe(`M-${token}`);
    break;
  }
  await expect(patient.getByRole('alert').filter({ hasText: `It's your turn at ${clinic.business}` })).toBeVisible();

  // The waiting-room screen lists both doctors and Dr. Mehta's last call.
  const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const tv = await tvContext.newPage();
  await tv.goto(`/display/${clinic.username}`);
  const desks = tv.getByRole('list', { name: 'Desks' });
  await expect(desks.getByRole('listitem')).toHaveCount(2);
  await expect(desks.getByRole('listitem').filter({ hasText: 'Dr. Vikram Mehta' })).toContainText(`M-${token}`);
  await tv.screenshot({ path: test.info().outputPath('display-two-desks.png') });
  await tvContext.close();
  await deskContext.close();
});
