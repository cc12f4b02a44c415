import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import { Footer } from './footer';
import { ProviderHeader } from './provider-header';

describe('layout in Hindi', () => {
  it('the footer and the provider header speak Hindi; the brand stays Kataar', async () => {
    await useHindi();
    renderWithProviders(
      <>
        <ProviderHeader />
        <Footer />
      </>,
    );
    const about = within(screen.getByRole('navigation', { name: 'हमारे बारे में' }));
    expect(about.getByRole('link', { name: 'सेवा प्रदाता के रूप में लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kataar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram पर Kataar' })).toBeInTheDocument();
    const provider = within(screen.getByRole('navigation', { name: 'सेवा प्रदाता' }));
    expect(provider.getByRole('link', { name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(provider.getByRole('link', { name: 'अपॉइंटमेंट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(screen.queryByText(/About us|Contact us|Partner with us|No onboarding fees/)).toBeNull();
  });
});
