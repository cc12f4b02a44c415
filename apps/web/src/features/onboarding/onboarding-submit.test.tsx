import { ONBOARDING_STEPS } from '@kataar/shared/application';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { suggestedLoginEmail, takeRedirect } from '../../lib/login-popup';
import { signIn } from '../../lib/session';
import type * as UploadModule from '../../lib/upload';
import { uploadFile } from '../../lib/upload';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { OnboardingPage } from './onboarding-page';
import { COMPLETE, PUNE, storeDraft } from './test-helpers';

vi.mock('../../lib/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadModule>()),
  uploadFile: vi.fn(),
}));
const upload = vi.mocked(uploadFile);
beforeEach(() => {
  upload.mockReset();
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const renderWizard = (apply: () => Response = () => jsonResponse({ data: { id: 'a1', user: CONSUMER.id } }, 201)) => {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const path = url.pathname.replace('/v1/api', '');
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/application/apply/') return apply();
    if (path.startsWith('/pincode/')) return jsonResponse({ data: PUNE });
    return jsonResponse({ message: 'You have not applied yet.' }, 404);
  });
  render(<Toaster />);
  const view = renderWithProviders(<OnboardingPage />, {
    path: '/provider/onboarding',
    initialEntries: ['/provider/onboarding'],
  });
  return { ...view, calls, user: userEvent.setup() };
};

const heading = (step: number) => screen.findByRole('heading', { level: 2, name: ONBOARDING_STEPS[step] });
const image = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const withoutDocuments = { ...COMPLETE, profile_photo: '', pancard_no: '', pancard_photo: '' };

describe('onboarding wizard: documents, review and submit', () => {
  it('step 4: the profile photo and a valid PAN are required; uploads show progress, then Uploaded', async () => {
    signIn(loginAnswer(CONSUMER));
    storeDraft(withoutDocuments, 3);
    let finish: (url: string) => void = () => undefined;
    upload.mockImplementation(
      (_file, onProgress) =>
        new Promise((resolve) => {
          onProgress?.(40);
          finish = (url) => resolve({ secure_url: url, thumbnail_url: url, width: 10, height: 10 });
        }),
    );
    const { user } = renderWizard();
    expect(await heading(3)).toBeInTheDocument();
    expect(screen.getAllByText('PNG, JPG, GIF up to 10MB')).toHaveLength(1);
    expect(screen.getAllByText('PDF, PNG, JPG, GIF up to 10MB')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Profile photo is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'PAN card number' })).toHaveAccessibleDescription(
      'PAN card number is required',
    );
    await user.type(screen.getByRole('textbox', { name: 'PAN card number' }), 'abcde12345');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('textbox', { name: 'PAN card number' })).toHaveValue('ABCDE12345');
    expect(screen.getByRole('textbox', { name: 'PAN card number' })).toHaveAccessibleDescription(
      'Please enter a valid PAN card number',
    );

    const photo = screen.getByLabelText('Profile photo');
    expect(photo).toHaveAccessibleDescription('Not uploaded');
    await user.upload(photo, image('me.png'));
    expect(screen.getByRole('progressbar', { name: 'Uploading Profile photo' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    act(() => finish('/uploads/u/me.webp'));
    await waitFor(() => expect(screen.getByLabelText('Profile photo')).toHaveAccessibleDescription('Uploaded'));
    expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute('src', '/uploads/u/me.webp');
    expect(upload).toHaveBeenCalledWith(expect.any(File), expect.any(Function), expect.any(AbortSignal), {
      document: false,
    });

    upload.mockRejectedValueOnce(new ApiError('Please upload a PNG, JPG, GIF or WebP image.', 415));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.upload(screen.getByLabelText('Licence photo'), image('licence.png'));
    expect(await screen.findByText('Please upload a PNG, JPG, GIF or WebP image.')).toBeInTheDocument();
    expect(screen.getByLabelText('Licence photo')).toHaveAccessibleDescription('Not uploaded');

    await user.clear(screen.getByRole('textbox', { name: 'PAN card number' }));
    await user.type(screen.getByRole('textbox', { name: 'PAN card number' }), 'ABCDE1234F');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await heading(4)).toBeInTheDocument();
  });

  it('step 4: the PAN card and the licence take a PDF, named by its file, never shown as a picture', async () => {
    signIn(loginAnswer(CONSUMER));
    storeDraft({ ...withoutDocuments, licence_photo: '/uploads/d/earlier.pdf' }, 3);
    upload.mockResolvedValue({
      kind: 'pdf',
      secure_url: '/uploads/d/pan.pdf',
      thumbnail_url: null,
      width: null,
      height: null,
    });
    const { user } = renderWizard();
    expect(await heading(3)).toBeInTheDocument();
    expect(screen.getByLabelText('Profile photo')).not.toHaveAttribute('accept', expect.stringContaining('pdf'));
    expect(screen.getByLabelText('PAN card photo')).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    expect(screen.getByLabelText('Licence photo')).toHaveAttribute(
      'accept',
      expect.stringContaining('application/pdf'),
    );

    const scan = new File(['%PDF-1.4'], 'pan-scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('PAN card photo'), scan);
    await waitFor(() => expect(screen.getByLabelText('PAN card photo')).toHaveAccessibleDescription('Uploaded'));
    expect(upload).toHaveBeenCalledWith(scan, expect.any(Function), expect.any(AbortSignal), { document: true });
    expect(screen.getByText('pan-scan.pdf')).toBeInTheDocument();
    // A PDF restored from the draft has no file name here any more: it is named for what it is.
    expect(screen.getByText('PDF document')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /PAN card photo|Licence photo/ })).not.toBeInTheDocument();
  });

  it('step 4 logged out: uploading asks to log in first and comes back to the wizard', async () => {
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    storeDraft(withoutDocuments, 3);
    const { user } = renderWizard();
    expect(await heading(3)).toBeInTheDocument();
    expect(screen.getByText(/Please log in to upload your documents/)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Profile photo'), image('me.png'));
    expect(showLoginPopup).toHaveBeenCalled();
    expect(suggestedLoginEmail()).toBe('kavya@example.in');
    expect(upload).not.toHaveBeenCalled();
    expect(takeRedirect()).toBe('/provider/onboarding');

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(showLoginPopup).toHaveBeenCalledTimes(2);
  });

  it("review: every entry read-only, 'Uploaded' / 'Not uploaded', 'N/A' and the 2-3 business days note", async () => {
    storeDraft(COMPLETE, 4);
    const { user } = renderWizard();
    expect(await heading(4)).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);

    const term = (section: string, name: string) => {
      const dt = within(screen.getByRole('region', { name: section })).getByText(name, { selector: 'dt' });
      return dt.nextElementSibling;
    };
    expect(term('Personal Information', 'Full name')).toHaveTextContent('Dr. Kavya Menon');
    expect(term('Business Details', 'Category')).toHaveTextContent('Dentist');
    expect(term('Business Details', 'Speciality')).toHaveTextContent('Dentist');
    expect(term('Business Details', 'Business type')).toHaveTextContent('Sole Proprietorship');
    expect(term('Business Details', 'Base service pricing')).toHaveTextContent('₹400');
    expect(term('Location Information', 'Address line 2')).toHaveTextContent(/^N\/A$/);
    expect(term('Location Information', 'City')).toHaveTextContent('Pune');
    expect(term('Required Documents', 'Profile photo')).toHaveTextContent(/^Uploaded$/);
    expect(term('Required Documents', 'PAN card photo')).toHaveTextContent(/^Uploaded$/);
    expect(term('Required Documents', 'Licence photo')).toHaveTextContent(/^Not uploaded$/);
    expect(term('Required Documents', 'PAN card number')).toHaveTextContent('ABCDE1234F');
    expect(
      screen.getByText(
        'Our team will review your application and you will be notified of the status within 2-3 business days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Edit Location Information' }));
    expect(await heading(2)).toBeInTheDocument();
  });

  it('submit logged out opens the login popup, then sends the application after login with nothing lost', async () => {
    const showLoginPopup = vi.fn();
    window.showLoginPopup = showLoginPopup;
    storeDraft(COMPLETE, 4);
    const { user, calls } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));

    expect(showLoginPopup).toHaveBeenCalledTimes(1);
    expect(takeRedirect()).toBe('/provider/onboarding');
    // The e-mail typed in step 1 is the one the login popup starts with.
    expect(suggestedLoginEmail()).toBe('kavya@example.in');
    expect(screen.getByText(/Please log in to submit your application/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/application/apply/')).toHaveLength(0);

    act(() => signIn(loginAnswer(CONSUMER)));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/provider/application'));
    const sent = calls.filter((c) => c.path === '/application/apply/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toMatchObject({
      name_of_applicant: 'Dr. Kavya Menon',
      phone_no: '9876543210',
      role_in_business: 'owner',
      industry: 'Healthcare',
      category: 'Dentist',
      base_pricing: 400,
      location: 'None',
      pincode: '411038',
      city: 'Pune',
      state: 'Maharashtra',
      area: 'Kothrud',
      pancard_no: 'ABCDE1234F',
      profile_photo: '/uploads/u/profile.webp',
      user: CONSUMER.id,
    });
    expect(window.localStorage.getItem('onboard')).toBeNull();
  });

  it('a refused submit is shown, inline and as a toast, and the draft is kept', async () => {
    signIn(loginAnswer(CONSUMER));
    storeDraft(COMPLETE, 4);
    const { user } = renderWizard(() =>
      jsonResponse({ message: 'You already have an application under review.' }, 409),
    );
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You already have an application under review.');
    expect(within(alert).getByRole('link', { name: 'See its status' })).toHaveAttribute(
      'href',
      '/provider/application',
    );
    expect(await screen.findAllByText('You already have an application under review.')).toHaveLength(2);
    expect(window.localStorage.getItem('onboard')).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/provider/onboarding');
  });

  it("the server's field errors take the applicant back to the step of the field", async () => {
    signIn(loginAnswer(CONSUMER));
    storeDraft(COMPLETE, 4);
    const { user } = renderWizard(() =>
      jsonResponse(
        {
          message: 'Some of the values sent are not valid.',
          errors: { pincode: ['Please enter a valid 6-digit pincode'] },
        },
        400,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(await heading(2)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveAccessibleDescription(
      /Please enter a valid 6-digit pincode/,
    );
  });
});
