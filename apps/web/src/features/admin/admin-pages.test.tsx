import type { AdminApplication } from '@kataar/shared/application-review';
import type { User } from '@kataar/shared/auth';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session';
import { useHindi } from '../../test/i18n';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { AdminGuard } from './admin-guard';
import { ApplicationDetailPage } from './application-detail-page';
import { ApplicationsPage } from './applications-page';

const ADMIN: User = {
  id: 'u-admin',
  name: 'Kataar Admin',
  email: 'admin@kataar.test',
  is_provider: false,
  is_admin: true,
};
const ID = '5b0c0f64-0a53-4d8e-9a51-0e6f4b6f7a10';

const APPLICATION: AdminApplication = {
  id: ID,
  user: 'u-applicant',
  user_email: 'asha@example.in',
  reviewed_by_email: null,
  name_of_applicant: 'Asha Rao',
  phone_no: '9876543210',
  email: 'desk@raohair.in',
  role_in_business: 'owner',
  business_name: 'Rao Hair Studio',
  industry: 'Personalcare',
  category: 'NailArt',
  speciality: 'Gel nails',
  business_contact: '9123456780',
  business_type: 'LLPs',
  base_pricing: 300,
  location: 'None',
  address_line_1: '4, MG Road',
  address_line_2: null,
  area: 'Koramangala',
  pincode: '560034',
  city: 'Bengaluru',
  state: 'Karnataka',
  profile_photo: '/uploads/u/p.webp',
  pancard_no: 'ABCDE1234F',
  pancard_photo: '/uploads/u/pan.webp',
  licence_photo: null,
  status: 'pending',
  review_note: null,
  reviewed_at: null,
  created_at: '2026-03-02T10:00:00.000Z',
  provider_username: null,
};

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

function fakeAdminApi(
  decide: (path: string, body: Record<string, unknown>) => Response,
  application: AdminApplication = APPLICATION,
) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const path = url.pathname.replace('/v1/api', '');
    const body = (init?.body ? JSON.parse(String(init.body)) : undefined) as Record<string, unknown>;
    calls.push({ method: init?.method ?? 'GET', path, search: url.search, body });
    if (path === '/admin/applications/') {
      const status = url.searchParams.get('status');
      return jsonResponse({ data: status === 'pending' ? [application] : [] });
    }
    if (path === `/admin/applications/${ID}/`) return jsonResponse({ data: application });
    if (init?.method === 'POST') return decide(path, body ?? {});
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return calls;
}

const renderDetail = () => {
  render(<Toaster />);
  return renderWithProviders(<ApplicationDetailPage />, {
    path: '/admin/applications/:id',
    initialEntries: [`/admin/applications/${ID}`],
  });
};

describe('admin review', () => {
  it('lists the applications of the chosen status, pending first', async () => {
    signIn(loginAnswer(ADMIN));
    const calls = fakeAdminApi(() => jsonResponse({}));
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { path: '/admin', initialEntries: ['/admin'] });

    const list = await screen.findByRole('list', { name: 'Pending applications' });
    const item = within(list).getByRole('link', { name: /Rao Hair Studio/ });
    expect(item).toHaveAttribute('href', `/admin/applications/${ID}`);
    expect(item).toHaveTextContent('Nail Artist · Bengaluru, Karnataka');
    expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Rejected' }));
    expect(await screen.findByText('No rejected applications.')).toBeInTheDocument();
    expect(calls.map((c) => c.search)).toEqual(['?status=pending', '?status=rejected']);
  });

  it('shows every field and the documents, each opening full size', async () => {
    signIn(loginAnswer(ADMIN));
    fakeAdminApi(() => jsonResponse({}));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rao Hair Studio' })).toBeInTheDocument();
    const business = screen.getByRole('region', { name: 'Business' });
    expect(within(business).getByText('Nail Artist')).toBeInTheDocument();
    expect(within(business).getByText('LLP')).toBeInTheDocument();
    expect(within(business).getByText('₹300')).toBeInTheDocument();
    const location = screen.getByRole('region', { name: 'Location' });
    expect(within(location).getByText('N/A')).toBeInTheDocument();
    // The stored placeholder location says nothing, so it is not shown.
    expect(within(location).queryByText('None')).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('ABCDE1234F')).toBeInTheDocument();
    expect(within(documents).getByRole('img', { name: 'PAN card photo' }).closest('a')).toHaveAttribute(
      'href',
      '/uploads/u/pan.webp',
    );
    expect(within(documents).getByRole('img', { name: 'Profile photo' }).closest('a')).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(documents).getByText('Not uploaded')).toBeInTheDocument();
  });

  it('a PDF document is a download link, never an image', async () => {
    signIn(loginAnswer(ADMIN));
    fakeAdminApi(() => jsonResponse({}), { ...APPLICATION, licence_photo: '/uploads/d/licence.pdf' });
    renderDetail();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const link = within(documents).getByRole('link', { name: 'Licence (PDF)' });
    expect(link).toHaveAttribute('href', '/uploads/d/licence.pdf');
    expect(link).toHaveAttribute('download');
    expect(link.querySelector('img')).toBeNull();
    expect(within(documents).queryByRole('img', { name: 'Licence photo' })).not.toBeInTheDocument();
    expect(within(documents).getByRole('img', { name: 'PAN card photo' })).toBeInTheDocument();
  });

  it('Reject requires a note; with one it rejects and says so', async () => {
    signIn(loginAnswer(ADMIN));
    const calls = fakeAdminApi(() =>
      jsonResponse({
        data: {
          ...APPLICATION,
          status: 'rejected',
          review_note: 'Blurry PAN photo',
          reviewed_at: APPLICATION.created_at,
        },
      }),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('textbox', { name: 'Note to the applicant' })).toHaveAccessibleDescription(
      'Please add a note for the applicant.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Note to the applicant' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Please add a note for the applicant.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Note to the applicant' }), 'Blurry PAN photo');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reject this application?' });
    expect(confirm).toHaveTextContent('Rao Hair Studio will not be listed. Asha Rao is e-mailed your note');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Application rejected')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ path: `/admin/applications/${ID}/reject/`, body: { note: 'Blurry PAN photo' } }),
    ]);
    expect(await screen.findByText('Blurry PAN photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("Approve shows the server's refusal when the application was already reviewed", async () => {
    signIn(loginAnswer(ADMIN));
    const refusal =
      'This application has already been reviewed. Only pending applications can be approved or rejected.';
    const calls = fakeAdminApi(() => jsonResponse({ message: refusal }, 409));
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`/admin/applications/${ID}/approve/`);
  });

  it('Approve asks first, in the app’s own dialog: Cancel sends nothing, confirming approves', async () => {
    signIn(loginAnswer(ADMIN));
    const confirmSpy = vi.spyOn(window, 'confirm');
    const calls = fakeAdminApi(() =>
      jsonResponse({ data: { ...APPLICATION, status: 'approved', provider_username: 'rao-hair-studio' } }),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Approve this application?' });
    expect(confirm).toHaveTextContent('Rao Hair Studio will be listed on Kataar');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ path: `/admin/applications/${ID}/approve/` }),
    ]);
    expect(confirmSpy).not.toHaveBeenCalled();
  });

  it('the guard turns a non-admin away with a toast', async () => {
    render(<Toaster />);
    signIn(loginAnswer(CONSUMER));
    renderWithProviders(
      <AdminGuard>
        <h1>Admin area</h1>
      </AdminGuard>,
      { path: '/admin', initialEntries: ['/admin'] },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('Only administrators can do this.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin area' })).not.toBeInTheDocument();
  });

  it('lists and reviews applications in Hindi', async () => {
    await useHindi();
    signIn(loginAnswer(ADMIN));
    fakeAdminApi(() => jsonResponse({}));
    renderWithProviders(<ApplicationsPage />, { path: '/admin', initialEntries: ['/admin'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'आवेदन' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'बाकी आवेदन' });
    expect(within(list).getByText('जाँच चल रही है')).toBeInTheDocument();
    expect(within(list).getByText(/को भेजा गया$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नामंज़ूर' })).toBeInTheDocument();
    for (const english of [/Applications/, /Pending/, /Submitted/, /Under review/]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('shows an application and its decision form in Hindi', async () => {
    await useHindi();
    signIn(loginAnswer(ADMIN));
    fakeAdminApi(() => jsonResponse({}));
    renderDetail();
    expect(await screen.findByRole('region', { name: 'आवेदक' })).toHaveTextContent('मालिक');
    expect(screen.getByRole('region', { name: 'व्यवसाय' })).toHaveTextContent('LLP');
    expect(screen.getByRole('button', { name: 'मंज़ूर करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('आवेदक के लिए नोट')).toBeInTheDocument();
    for (const english of [/Applicant/, /Approve/, /Note to the applicant/, /Open full size/]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
