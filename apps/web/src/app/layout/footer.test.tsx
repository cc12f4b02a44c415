import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, signIn } from '../../lib/session';
import { CONSUMER, loginAnswer } from '../../test/fake-auth-server';
import { renderWithProviders } from '../../test/render';
import { Footer } from './footer';

afterEach(() => clearSession());

describe('footer', () => {
  it("offers 'Login as service provider' and 'Contact us', which phones cannot reach in the side menu", () => {
    renderWithProviders(<Footer />);
    const about = within(screen.getByRole('navigation', { name: 'About us' }));
    expect(about.getByRole('link', { name: 'Login as service provider' })).toHaveAttribute(
      'href',
      '/about-us/partner-with-us',
    );
    expect(about.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about-us');
    expect(about.getByRole('link', { name: 'Contact us' }).closest('li')).toHaveClass('md:hidden');
  });

  it("offers a signed-in person no 'Login as service provider'", () => {
    signIn(loginAnswer(CONSUMER));
    renderWithProviders(<Footer />);
    const about = within(screen.getByRole('navigation', { name: 'About us' }));
    expect(about.queryByRole('link', { name: 'Login as service provider' })).not.toBeInTheDocument();
    expect(about.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });
});
