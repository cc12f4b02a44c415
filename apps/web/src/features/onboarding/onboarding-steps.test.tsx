import { ONBOARDING_STEPS } from '@kataar/shared/application';
import { categoriesOf } from '@kataar/shared/categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { useHindi } from '../../test/i18n';
import { DRAFT_REHYDRATE_TIMEOUT_MS } from './onboard-draft';
import { OnboardingPage } from './onboarding-page';
import { COMPLETE, PUNE, storeDraft } from './test-helpers';

const renderWizard = () => {
  const calls: string[] = [];
  mockFetch((url) => {
    calls.push(url.pathname);
    const pin = /\/pincode\/(\d+)$/.exec(url.pathname)?.[1];
    if (pin === '411038') return jsonResponse({ data: PUNE });
    if (pin === '500000') return jsonResponse({ message: 'An unexpected error occurred' }, 500);
    if (pin) return jsonResponse({ message: 'Invalid pincode or no data found' }, 404);
    return jsonResponse({ message: 'Not found' }, 404);
  });
  const view = renderWithProviders(<OnboardingPage />, {
    path: '/provider/onboarding',
    initialEntries: ['/provider/onboarding'],
  });
  return { ...view, calls, user: userEvent.setup() };
};

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const next = () => screen.getByRole('button', { name: /Next/ });
const stepHeading = (index: number) => screen.findByRole('heading', { level: 2, name: ONBOARDING_STEPS[index] });

describe('onboarding wizard: steps', () => {
  it('shows the five steps, disables Previous on step 1, and Next shows every message of the step', async () => {
    const { user } = renderWizard();
    const progress = screen.getByRole('list', { name: 'Progress' });
    const items = within(progress).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    ONBOARDING_STEPS.forEach((name, i) => expect(items[i]).toHaveTextContent(`Step ${i + 1}: ${name}`));
    expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(next());
    expect(field('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(select('Your role in the business')).toHaveAccessibleDescription('Please select your role');
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeInTheDocument();

    await user.type(field('Full name'), 'K');
    await user.type(field('Phone number'), '98765x');
    await user.type(field('Email'), 'kavya@');
    await user.click(next());
    expect(field('Full name')).toHaveAccessibleDescription('Full name must be at least 2 characters');
    // Only digits are taken.
    expect(field('Phone number')).toHaveValue('98765');
    expect(field('Phone number')).toHaveAccessibleDescription('Please enter a valid 10-digit phone number');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');

    await user.type(field('Full name'), 'avya Menon');
    await user.type(field('Phone number'), '43210');
    await user.type(field('Email'), 'example.in');
    await user.selectOptions(select('Your role in the business'), 'Owner');
    // Fixed fields lose their message as they are corrected.
    expect(field('Email')).not.toHaveAccessibleDescription();
    await user.click(next());

    expect(await stepHeading(1)).toBeInTheDocument();
    expect(field('Business name')).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await stepHeading(0)).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Kavya Menon');
    expect(select('Your role in the business')).toHaveValue('owner');
  });

  it('step 2: every message, and the category list follows the industry with stored values', async () => {
    const { name_of_applicant, phone_no, email, role_in_business } = COMPLETE;
    storeDraft({ name_of_applicant, phone_no, email, role_in_business }, 1);
    const { user } = renderWizard();
    expect(await stepHeading(1)).toBeInTheDocument();
    expect(select('Category')).toBeDisabled();

    await user.type(field('Base service pricing'), '-5');
    await user.click(next());
    expect(field('Business name')).toHaveAccessibleDescription('Business name is required');
    expect(select('Industry')).toHaveAccessibleDescription('Please select an industry');
    expect(select('Category')).toHaveAccessibleDescription('Please select a category');
    expect(field('Business contact number')).toHaveAccessibleDescription(
      'Business contact is required A mobile number, or a landline with its area code.',
    );
    // The spec's form shows the category message for a missing business type.
    expect(select('Business type')).toHaveAccessibleDescription('Please select a category');
    expect(field('Base service pricing')).toHaveAccessibleDescription(/Price must be greater than 0/);

    await user.selectOptions(select('Industry'), 'Health care and wellness');
    const healthcare = within(select('Category')).getAllByRole('option').slice(1);
    expect(healthcare.map((o) => [o.getAttribute('value'), o.textContent])).toEqual(
      categoriesOf('Healthcare').map((c) => [c.value, c.label]),
    );
    await user.selectOptions(select('Category'), 'General Physician');
    expect(select('Category')).toHaveValue('GeneralPhysician');
    // The speciality defaults to the category's label.
    expect(field('Speciality')).toHaveAttribute('placeholder', 'General Physician');

    await user.selectOptions(select('Industry'), 'Personal care and beauty');
    expect(select('Category')).toHaveValue('');
    const personal = within(select('Category')).getAllByRole('option').slice(1);
    expect(personal.map((o) => o.getAttribute('value'))).toEqual(categoriesOf('Personalcare').map((c) => c.value));
    expect(personal.map((o) => o.getAttribute('value'))).toContain('SkinTherapist');
  });

  it('step 3: six digits fill City and State read-only; unknown and failed lookups say so', async () => {
    storeDraft({ ...COMPLETE, pincode: '', city: '', state: '', area: '' }, 2);
    const { user, calls } = renderWizard();
    expect(await stepHeading(2)).toBeInTheDocument();
    expect(field('City')).toHaveAttribute('readonly');
    expect(field('State')).toHaveAttribute('readonly');
    expect(field('Pincode')).toHaveAttribute('maxlength', '6');

    await user.type(field('Pincode'), '41103');
    expect(calls.filter((p) => p.includes('/pincode/'))).toHaveLength(0);
    await user.type(field('Pincode'), '8');
    await waitFor(() => expect(field('City')).toHaveValue('Pune'));
    expect(field('State')).toHaveValue('Maharashtra');
    expect(calls).toContain('/v1/api/pincode/411038');
    const places = document.getElementById(select('Area / locality').getAttribute('list') ?? '');
    expect(Array.from(places?.querySelectorAll('option') ?? []).map((o) => o.value)).toEqual(PUNE.places);

    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '999999');
    await waitFor(() => expect(field('Pincode')).toHaveAccessibleDescription(/Invalid pincode or no data found/));
    expect(field('City')).toHaveValue('');
    expect(field('State')).toHaveValue('');

    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '500000');
    await waitFor(() => expect(field('Pincode')).toHaveAccessibleDescription(/Error fetching location data/));

    await user.click(next());
    expect(field('City')).toHaveAccessibleDescription('City is required');
    expect(field('State')).toHaveAccessibleDescription('State is required');

    await user.clear(field('Pincode'));
    await user.click(next());
    expect(field('Pincode')).toHaveAccessibleDescription(/Pincode is required/);
    await user.type(field('Pincode'), '4110');
    await user.click(next());
    expect(field('Pincode')).toHaveAccessibleDescription(/Please enter a valid 6-digit pincode/);
  });

  it("keeps the draft under 'onboard' with the spec's keys and brings it back within 5000 ms", async () => {
    const first = renderWizard();
    await first.user.type(field('Full name'), 'Kavya Menon');
    await first.user.type(field('Phone number'), '9876543210');
    await first.user.selectOptions(select('Your role in the business'), 'Manager');

    const draft = JSON.parse(window.localStorage.getItem('onboard') ?? '{}') as Record<string, unknown>;
    expect(draft).toMatchObject({
      fullName: 'Kavya Menon',
      mobile: '9876543210',
      bussinessRole: 'manager',
      email: '',
      onboardingComplete: false,
    });
    expect(Object.keys(draft)).toEqual(
      expect.arrayContaining(['businessPhoneNumber', 'baseServicePricing', 'panNumber', 'panUpload', 'licencePhoto']),
    );
    expect(draft).not.toHaveProperty('setPassword');
    expect(draft).not.toHaveProperty('confirmPassword');

    first.unmount();
    renderWizard();
    expect(
      await screen.findByDisplayValue('Kavya Menon', undefined, { timeout: DRAFT_REHYDRATE_TIMEOUT_MS }),
    ).toBeInTheDocument();
    expect(field('Phone number')).toHaveValue('9876543210');
    expect(select('Your role in the business')).toHaveValue('manager');
  });

  it('comes back on the step it was left on, with the answers', async () => {
    storeDraft(COMPLETE, 2);
    renderWizard();
    expect(await stepHeading(2)).toBeInTheDocument();
    expect(field('Address line 1')).toHaveValue('12, Paud Road');
    expect(screen.getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')).toHaveTextContent(
      'Location Information',
    );
  });

  it('walks the first step in Hindi: step names, labels and the shared messages', async () => {
    await useHindi();
    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'अपना व्यवसाय रजिस्टर करें' })).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'प्रगति' });
    expect(within(progress).getAllByRole('listitem')[1]).toHaveTextContent('चरण 2: व्यवसाय की जानकारी');
    expect(screen.getByRole('heading', { level: 2, name: 'निजी जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('चरण 1 / 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /आगे/ }));
    expect(field('पूरा नाम')).toHaveAccessibleDescription('पूरा नाम ज़रूरी है');
    expect(select('व्यवसाय में आपकी भूमिका')).toHaveAccessibleDescription('कृपया अपनी भूमिका चुनें');
    expect(within(select('व्यवसाय में आपकी भूमिका')).getByRole('option', { name: 'रिसेप्शनिस्ट' })).toBeInTheDocument();
    for (const english of [/Register your business/, /Personal Information/, /Next/, /is required/]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
