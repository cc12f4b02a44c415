import type { ApplicationRecord } from '@kataar/shared/application-review';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { takeRedirect } from '../../lib/login-popup';
import { getSession, signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { ApplicationStatusPage } from './application-status-page';

const RECORD: ApplicationRecord = {
  id: '5b0c0f64-0a53-4d8e-9a51-0e6f4b6f7a10',
  user: CONSUMER.id,
  name_of_applicant: 'Asha Rao',
  phone_no: '9876543210',
  email: 'asha@example.in',
  role_in_business: 'owner',
  business_name: 'Rao Hair Studio',
  industry: 'Personalcare',
  category: 'Salon',
  speciality: null,
  business_contact: '9123456780',
  business_type: 'Partnership',
  base_pricing: 300,
  location: 'None',
  address_line_1: '4, MG Road',
  address_line_2: null,
  area: null,
  pincode: '560034',
  city: 'Bengaluru',
  state: 'Karnataka',
  profile_photo: '/uploads/u/p.webp',
  pancard_no: 'ABCDE1234F',
  pancard_photo: null,
  licence_photo: null,
  status: 'pending',
  review_note: null,
  reviewed_at: null,
  created_at: '2026-03-02T10:00:00.000Z',
  provider_username: null,
};

const renderPage = (answer: () => Response) => {
  const fetchMock = mockFetch((url) =>
    url.pathname.endsWith('/auth/me/') ? jsonResponse({ data: { ...CONSUMER, is_provider: true } }) : answer(),
  );
  renderWithProviders(<ApplicationStatusPage />, {
    path: '/provider/application',
    initialEntries: ['/provider/application'],
  });
  return fetchMock;
};

describe('application status page', () => {
  it("pending: 'Under review' and the 2-3 business days message", async () => {
    signIn(loginAnswer(CONSUMER));
    renderPage(() => jsonResponse({ data: RECORD }));
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Our team will review your application and you will be notified of the status within 2-3 business days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Rao Hair Studio')).toBeInTheDocument();
  });

  it("rejected: the reviewer's note and a way to apply again", async () => {
    signIn(loginAnswer(CONSUMER));
    renderPage(() =>
      jsonResponse({
        data: {
          ...RECORD,
          status: 'rejected',
          review_note: 'The PAN photo is unreadable.',
          reviewed_at: RECORD.created_at,
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Not approved' })).toBeInTheDocument();
    expect(screen.getByText('The PAN photo is unreadable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', '/provider/onboarding');
  });

  it('approved: links to the dashboard and the public page, and the session learns the new role', async () => {
    signIn(loginAnswer(CONSUMER));
    const fetchMock = renderPage(() =>
      jsonResponse({ data: { ...RECORD, status: 'approved', provider_username: 'rao-hair-studio' } }),
    );
    expect(await screen.findByRole('heading', { name: 'Approved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/provider/dashboard');
    expect(screen.getByRole('link', { name: 'View your public page' })).toHaveAttribute(
      'href',
      '/profile/rao-hair-studio',
    );
    await waitFor(() => expect(getSession().user?.is_provider).toBe(true));
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/auth/me/'))).toBe(true);
  });

  it('no application (404): says so and links to the wizard', async () => {
    signIn(loginAnswer(CONSUMER));
    renderPage(() => jsonResponse({ message: 'You have not applied yet.' }, 404));
    expect(await screen.findByText('You have not applied yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your business' })).toHaveAttribute(
      'href',
      '/provider/onboarding',
    );
  });

  it('logged out: asks to log in and returns here', async () => {
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    renderPage(() => jsonResponse({ data: RECORD }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(showLoginPopup).toHaveBeenCalled();
    expect(takeRedirect()).toBe('/provider/application');
  });
});
