import type { ProviderOwn } from '@kataar/shared/queue';
import type { StaffMember } from '@kataar/shared/staff';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session';
import { useHindi } from '../../test/i18n';
import type * as UploadModule from '../../lib/upload';
import { uploadFile } from '../../lib/upload';
import { PROVIDER, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { MyProfilePage } from './my-profile-page';

vi.mock('../../lib/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadModule>()),
  uploadFile: vi.fn(),
}));
const upload = vi.mocked(uploadFile);
beforeEach(() => {
  upload.mockReset();
});

const OWN: ProviderOwn = {
  username: 'sharma-family-clinic',
  business_name: 'Sharma Family Clinic',
  industry: 'Healthcare',
  category: 'GeneralPhysician',
  speciality: 'General Physician',
  city: 'Pune',
  state: 'Maharashtra',
  area: 'Kothrud',
  is_open: true,
  profile_photo: '/uploads/u/p.webp',
  base_pricing: 500,
  latitude: 18.5074,
  longitude: 73.8077,
  display_photo_1: '/uploads/u/d1.webp',
  display_photo_2: null,
  display_photo_3: null,
  address_line_1: '1, FC Road',
  address_line_2: null,
  pincode: '411038',
  business_contact: '9876543210',
  business_email: null,
  location: 'None',
};
const OWNER: StaffMember = {
  user_id: 'u-provider',
  email: PROVIDER.email,
  name: 'Dr. Rohan Sharma',
  role: 'owner',
  added_at: '2026-01-01T00:00:00.000Z',
};
const DESK: StaffMember = {
  user_id: '0d7e1b8a-8f1c-4d6e-9a51-0e6f4b6f7a11',
  email: 'desk@sharma.in',
  name: '',
  role: 'receptionist',
  added_at: '2026-01-02T00:00:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function renderPage({ owner = true, update }: { owner?: boolean; update?: (body: unknown) => Response } = {}) {
  const calls: Call[] = [];
  let staff = [OWNER, DESK];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/v1/api', '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === '/provider/me/') return jsonResponse({ data: OWN });
    if (path === '/provider/update/')
      return update ? update(body) : jsonResponse({ data: { ...OWN, ...(body as object) } });
    if (path === '/provider/staff/' && !owner) {
      return jsonResponse({ message: 'Only the owner of this business can do this.' }, 403);
    }
    if (path === '/provider/staff/' && method === 'POST') {
      const invite = body as { email: string; role: 'manager' };
      if (invite.email === 'taken@example.in') {
        return jsonResponse({ message: 'This person already works with another business on Kataar.' }, 409);
      }
      staff = [...staff, { ...DESK, user_id: 'u-new', email: invite.email, role: invite.role }];
      return jsonResponse({ data: staff.at(-1) }, 201);
    }
    if (path === '/provider/staff/') return jsonResponse({ data: staff });
    if (path.startsWith('/provider/staff/') && method === 'DELETE') {
      staff = staff.filter((m) => !path.includes(m.user_id));
      return jsonResponse({ message: 'Staff member removed' });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  render(<Toaster />);
  renderWithProviders(<MyProfilePage />, { path: '/provider/my-profile', initialEntries: ['/provider/my-profile'] });
  return { calls, user: userEvent.setup() };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('my profile', () => {
  it('shows Industry, Category (its label) and Username read-only, the rest editable', async () => {
    signIn(loginAnswer(PROVIDER));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your profile >>' })).toBeInTheDocument();
    await waitFor(() => expect(textbox('Business Name')).toBeEnabled());
    expect(textbox('Industry')).toHaveAttribute('readonly');
    expect(textbox('Industry')).toHaveValue('Health care and wellness');
    expect(textbox('Category')).toHaveAttribute('readonly');
    expect(textbox('Category')).toHaveValue('General Physician');
    expect(textbox('Username')).toHaveAttribute('readonly');
    expect(textbox('Username')).toHaveValue('sharma-family-clinic');
    for (const name of [
      'Business Name',
      'Business Phone Number',
      'Base Service Pricing',
      'Business Email',
      'Speciality',
    ]) {
      expect(textbox(name)).not.toHaveAttribute('readonly');
    }
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', '/uploads/u/p.webp');
    expect(screen.getByRole('img', { name: 'Display photo 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Display photo 2')).toHaveAttribute('type', 'file');
  });

  it("saves only the editable fields: 'Updating..', then 'Profile updated successfully'", async () => {
    signIn(loginAnswer(PROVIDER));
    let answer: (response: Response) => void = () => undefined;
    const { user, calls } = renderPage({ update: () => new Promise<Response>((r) => (answer = r)) as never });
    await waitFor(() => expect(textbox('Business Name')).toBeEnabled());
    await user.clear(textbox('Business Name'));
    await user.type(textbox('Business Name'), 'Sharma Clinic');
    await user.click(screen.getByRole('button', { name: 'Remove Display photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Updating..' })).toBeDisabled();
    answer(jsonResponse({ data: { ...OWN, business_name: 'Sharma Clinic', display_photo_1: null } }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();

    const patch = calls.find((c) => c.path === '/provider/update/');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.body).toEqual({
      business_name: 'Sharma Clinic',
      business_contact: '9876543210',
      base_pricing: 500,
      business_email: null,
      speciality: 'General Physician',
      profile_photo: '/uploads/u/p.webp',
      display_photo_1: null,
      display_photo_2: null,
      display_photo_3: null,
    });
  });

  it("checks the required fields, and shows the server's message or 'Failed to update profile'", async () => {
    signIn(loginAnswer(PROVIDER));
    let reply = jsonResponse({ message: 'Please enter a valid 10-digit phone number' }, 400);
    const { user, calls } = renderPage({ update: () => reply });
    await waitFor(() => expect(textbox('Business Name')).toBeEnabled());
    await user.clear(textbox('Business Name'));
    await user.clear(textbox('Base Service Pricing'));
    await user.click(screen.getByRole('button', { name: 'Remove Profile photo' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(textbox('Business Name')).toHaveAccessibleDescription('Business name is required');
    expect(textbox('Base Service Pricing')).toHaveAccessibleDescription('Base pricing is required');
    expect(screen.getByText('Profile photo is required')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/provider/update/')).toBe(false);

    upload.mockResolvedValue({ secure_url: '/uploads/u/new.webp', thumbnail_url: '', width: 1, height: 1 });
    await user.upload(screen.getByLabelText('Profile photo'), new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    await user.type(textbox('Business Name'), 'Sharma Clinic');
    await user.type(textbox('Base Service Pricing'), '450');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();

    reply = new Response('', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it("an upload failure says 'Failed to upload image' and why", async () => {
    signIn(loginAnswer(PROVIDER));
    upload.mockRejectedValue(new Error('File is too large. The limit is 10 MB.'));
    const { user } = renderPage();
    await waitFor(() => expect(textbox('Business Name')).toBeEnabled());
    await user.upload(screen.getByLabelText('Display photo 2'), new File(['x'], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
    expect(screen.getByText('File is too large. The limit is 10 MB.')).toBeInTheDocument();
  });

  it('staff see the form read-only with a note, and no staff section', async () => {
    signIn(loginAnswer(PROVIDER));
    renderPage({ owner: false });
    expect(await screen.findByText(/Only the owner of this business can edit the profile/)).toBeInTheDocument();
    expect(textbox('Business Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Profile photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it("the owner lists, invites and removes staff, with the server's messages", async () => {
    signIn(loginAnswer(PROVIDER));
    const { user, calls } = renderPage();
    const list = await screen.findByRole('list', { name: 'Staff members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: /Remove Dr. Rohan Sharma/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(textbox('Staff email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription('Please select a role');

    await user.type(textbox('Staff email'), 'taken@example.in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findAllByText('This person already works with another business on Kataar.')).not.toHaveLength(
      0,
    );

    await user.clear(textbox('Staff email'));
    await user.type(textbox('Staff email'), 'new.manager@example.in');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(await within(list).findByText('new.manager@example.in')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      email: 'new.manager@example.in',
      role: 'manager',
    });

    await user.click(within(list).getByRole('button', { name: 'Remove desk@sharma.in' }));
    expect(await screen.findByText('Staff member removed')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('desk@sharma.in')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/provider/staff/${DESK.user_id}/`);
  });

  it('edits the profile in Hindi, with the shared validation messages in Hindi too', async () => {
    await useHindi();
    signIn(loginAnswer(PROVIDER));
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'अपनी प्रोफ़ाइल बदलें >>' })).toBeInTheDocument();
    await waitFor(() => expect(textbox('व्यवसाय का नाम')).toBeEnabled());
    expect(textbox('क्षेत्र')).toHaveValue('स्वास्थ्य और वेलनेस');
    expect(screen.getByRole('img', { name: 'प्रोफ़ाइल फ़ोटो' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'नक्शे पर लोकेशन' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'स्टाफ़' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'स्टाफ़ सदस्य' })).toHaveTextContent('मालिक');

    await user.clear(textbox('व्यवसाय का नाम'));
    await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('व्यवसाय का नाम ज़रूरी है')).toBeInTheDocument();
    for (const english of [
      /Edit your profile/,
      /Save Changes/,
      /Location on the map/,
      /Invite someone/,
      /Webhook URL/,
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
