import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import { ContactPage } from './contact-page';
import { PartnerPage } from './partner-page';
import { StoryPage } from './story-page';

describe('about pages in Hindi', () => {
  it('contact: headings, channels and links in Hindi', async () => {
    await useHindi();
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सामान्य पूछताछ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /हमारे साथ जुड़ें/ })).toBeInTheDocument();
    expect(screen.queryByText(/Contact us|General enquiries|Partner with us/)).toBeNull();
  });

  it('partner: the comparison and the steps in Hindi', async () => {
    await useHindi();
    renderWithProviders(<PartnerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे साथ जुड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'बुकिंग' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /अपनी जानकारी अपलोड करें/ })).toBeInTheDocument();
    expect(screen.queryByText(/Register|Bookings|Get listed/)).toBeNull();
  });

  it('story: the chapters in Hindi', async () => {
    await useHindi();
    renderWithProviders(<StoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'इस प्रोडक्ट के पीछे की कहानी' })).toBeInTheDocument();
    expect(screen.getByText('अध्याय 1')).toBeInTheDocument();
    expect(screen.queryByText(/Chapter|The journey|Vision/)).toBeNull();
  });
});
