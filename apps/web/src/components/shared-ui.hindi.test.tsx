import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../test/i18n';
import { renderWithProviders } from '../test/render';
import { LoadError } from './load-error';
import { NotFoundPage } from './not-found-page';
import { TextField } from './form-field';

describe('shared UI in Hindi', () => {
  it('the not-found page', async () => {
    await useHindi();
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toBeInTheDocument();
    expect(screen.queryByText(/Page not found|Back to home/)).toBeNull();
  });

  it('a load error offers to try again, and a shared form error shows in Hindi', async () => {
    await useHindi();
    render(
      <>
        <LoadError error={new Error('x')} onRetry={() => undefined} />
        <TextField label="नाम" error="Name is required" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.queryByText(/Try again|Name is required/)).toBeNull();
  });
});
