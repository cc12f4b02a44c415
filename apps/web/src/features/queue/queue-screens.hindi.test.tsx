import type { QueueOverview } from '@kataar/shared/queue';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { QueueStats } from './queue-stats';
import { TokenRow } from './token-row';
import { TurnCard } from './turn-card';

const WAITING: QueueOverview = {
  count: 6,
  position: 3,
  eta_minutes: 75,
  token: 14,
  is_open: true,
  queue_status: true,
  last_entry: null,
  rejoin_until: null,
};

describe('the queue widget parts in Hindi', () => {
  it('position, total, token and the wait', async () => {
    await useHindi();
    render(
      <>
        <QueueStats overview={WAITING} />
        <TokenRow count={6} position={3} />
      </>,
    );
    expect(screen.getByText('आपकी जगह')).toBeInTheDocument();
    expect(screen.getByText('कतार में कुल')).toBeInTheDocument();
    expect(screen.getByText('टोकन 14')).toBeInTheDocument();
    expect(screen.getByText(/अनुमानित इंतज़ार/)).toHaveTextContent('अनुमानित इंतज़ार: लगभग 1 घंटा 15 मिनट');
    expect(screen.getByRole('region', { name: 'कतार में जगहें' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'जगह 3 (आप)' })).toBeInTheDocument();
    expect(screen.queryByText(/Your position|Total in Queue|Token|Estimated|about|min/)).toBeNull();
  });

  it('the turn card', async () => {
    await useHindi();
    render(<TurnCard kind="called" businessName="Sharma Family Clinic" token={14} onDismiss={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Sharma Family Clinic में आपकी बारी आ गई है' })).toBeInTheDocument();
    expect(screen.getByText('कृपया काउंटर पर जाएँ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.queryByText(/your turn|desk/i)).toBeNull();
  });
});
