import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import { AboutProduct } from './about-product';
import { CategorySection } from './category-section';
import { Greeting } from './greeting';
import { PlannedFeatures } from './planned-features';
import { QueueDemo } from './queue-demo';
import { WhyPartner } from './why-partner';

describe('home page in Hindi', () => {
  it('greets, lists the categories and tells the story in Hindi, with no English left', async () => {
    await useHindi();
    window.localStorage.setItem('selectedCity', JSON.stringify('Pune'));
    renderWithProviders(
      <>
        <Greeting />
        <CategorySection industry="healthcare" />
        <CategorySection industry="personalcare" />
        <AboutProduct />
        <QueueDemo />
        <PlannedFeatures />
        <WhyPartner />
      </>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'नमस्ते!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pune के नतीजे दिखाए जा रहे हैं' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'स्वास्थ्य और वेलनेस' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'जनरल फ़िज़िशियन' })).toHaveAttribute(
      'href',
      '/healthcare/services/Pune/generalphysician',
    );
    expect(screen.getByRole('link', { name: 'सैलून' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कतार में शामिल हों' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमसे जुड़ें' })).toHaveAttribute('href', '/about-us/partner-with-us');

    expect(document.body.textContent).not.toMatch(
      /Hello there|Health care|Personal care|Join Queue|Partner with us|Our mission|coming soon|General Physician|Salon/,
    );
  });
});
