import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHindi } from '../../test/i18n';
import { OtpInputs, emptyDigits } from './otp-inputs';

describe('OtpInputs in Hindi', () => {
  it('names the code and every box in Hindi', async () => {
    await useHindi();
    render(<OtpInputs digits={emptyDigits()} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'एक बार का कोड' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '6 में से अंक 1' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Digit/ })).toBeNull();
  });
});
