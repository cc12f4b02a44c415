import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInputs, emptyDigits } from './otp-inputs';

function Harness() {
  const [digits, setDigits] = useState(emptyDigits);
  return (
    <>
      <OtpInputs digits={digits} onChange={setDigits} autoFocus />
      <output aria-label="Code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByRole('status', { name: 'Code' });

describe('OTP boxes', () => {
  it('six single-digit boxes, labelled for screen readers, the first focused', () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('typing a digit fills the box and moves the focus to the next one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('20');
    expect(box(4)).toHaveFocus();
    expect(code()).toHaveTextContent('420');
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('a-');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await user.keyboard('7x');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveValue('');
  });

  it('typing into a filled box replaces its digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('12');
    await user.click(box(1));
    await user.keyboard('9');
    expect(code()).toHaveTextContent('92');
    expect(box(2)).toHaveFocus();
  });

  it('backspace clears a filled box, and on an empty box moves back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('3');
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveValue('');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(code()).toHaveTextContent('12');
  });

  it('pasting a 6-digit code fills every box, wherever the cursor is', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('Your code: 482 913');
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '9',
      '1',
      '3',
    ]);
    expect(box(6)).toHaveFocus();
  });

  it('pasting a few digits fills from the current box on', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(2));
    await user.paste('56');
    expect(code()).toHaveTextContent('56');
    expect(box(2)).toHaveValue('5');
    expect(box(3)).toHaveValue('6');
    expect(box(4)).toHaveFocus();
  });

  it('a code autofilled into one box spreads over all of them', () => {
    render(<Harness />);
    // iOS and Android put the whole one-time code into the focused box at once.
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(code()).toHaveTextContent('654321');
    expect(box(6)).toHaveFocus();
  });
});
