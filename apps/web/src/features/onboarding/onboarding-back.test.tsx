import { ONBOARDING_STEPS } from '@kataar/shared/application';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { OnboardingPage } from './onboarding-page';
import { COMPLETE, storeDraft } from './test-helpers';

const renderWizard = () => {
  mockFetch(() => jsonResponse({ message: 'Not found' }, 404));
  renderWithProviders(<OnboardingPage />, { path: '/provider/onboarding', initialEntries: ['/provider/onboarding'] });
  return userEvent.setup();
};

const stepHeading = (index: number) => screen.findByRole('heading', { level: 2, name: ONBOARDING_STEPS[index] });
const browserBack = () => act(() => window.history.back());

describe('onboarding wizard: the browser Back button', () => {
  it('goes to the previous step with the answers kept, and Forward comes back', async () => {
    storeDraft(COMPLETE, 0);
    const user = renderWizard();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await stepHeading(1)).toBeInTheDocument();

    await browserBack();
    expect(await stepHeading(0)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue(COMPLETE.name_of_applicant);

    await act(() => window.history.forward());
    expect(await stepHeading(1)).toBeInTheDocument();
  });

  it('walks back through the earlier steps from a draft left on a later step', async () => {
    storeDraft(COMPLETE, 3);
    renderWizard();
    expect(await stepHeading(3)).toBeInTheDocument();
    await browserBack();
    expect(await stepHeading(2)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Address line 1/ })).toHaveValue(COMPLETE.address_line_1);
    await browserBack();
    expect(await stepHeading(1)).toBeInTheDocument();
    await browserBack();
    expect(await stepHeading(0)).toBeInTheDocument();
  });
});
