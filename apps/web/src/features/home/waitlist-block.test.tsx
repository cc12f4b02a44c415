import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { WaitlistBlock } from './waitlist-block';

describe('WaitlistBlock', () => {
  it('posts the e-mail from the wait-list field and thanks the visitor', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(
        {
          data: { email: 'asha@example.in' },
          message: "Thanks! We'll let you know as soon as we launch in your city.",
        },
        201,
      ),
    );
    renderWithProviders(<WaitlistBlock />);
    expect(screen.getByRole('heading', { name: 'Coming soon to skip your call to book era' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Your e-mail address' });
    expect(input).toHaveAttribute('name', 'wait-list');
    expect(input).toHaveAttribute('type', 'email');

    const user = userEvent.setup();
    await user.type(input, 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Thanks! We'll let you know");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/api/waitlist/');
    expect(init?.body).toBe('{"email":"asha@example.in"}');
  });

  it('says so clearly when the e-mail is not valid, without calling the API', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}, 500));
    renderWithProviders(<WaitlistBlock />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field error", async () => {
    mockFetch(() => jsonResponse({ message: 'Invalid', errors: { email: ['That domain does not take mail'] } }, 400));
    renderWithProviders(<WaitlistBlock />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'a@nowhere.in');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That domain does not take mail');
  });
});
