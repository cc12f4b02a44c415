import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { PosterPage } from './poster-page';

describe('PosterPage in Hindi', () => {
  it('asks to scan and print in Hindi, the business name as entered', async () => {
    await useHindi();
    mockFetch(() =>
      jsonResponse({
        data: { business_name: 'Sharma Family Clinic', username: 'sharma', url: 'https://kataar.in/profile/sharma' },
      }),
    );
    renderWithProviders(<PosterPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharma Family Clinic' })).toBeInTheDocument();
    expect(screen.getByText('कतार में शामिल होने के लिए स्कैन करें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR कोड: https://kataar.in/profile/sharma' })).toBeInTheDocument();
    expect(screen.queryByText(/Scan to join|Print on A4/)).toBeNull();
  });
});
