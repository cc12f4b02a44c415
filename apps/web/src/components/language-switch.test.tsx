import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../lib/session';
import { CONSUMER, loginAnswer } from '../test/fake-auth-server';
import { jsonResponse, mockFetch } from '../test/render';
import { LanguageChoice, LanguageToggle } from './language-switch';

describe('language switch', () => {
  it('switches the page to Hindi and remembers it in this browser', async () => {
    render(<LanguageToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));

    expect(await screen.findByRole('button', { name: 'English में बदलें' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(window.localStorage.getItem('language')).toBe('"hi"');
    expect(document.cookie).toContain('language=hi');
  });

  it('marks the active language and saves a signed-in person’s choice on the account', async () => {
    const calls: { method: string; path: string; body: unknown; language: string | null }[] = [];
    mockFetch((url, init) => {
      const headers = new Headers(init?.headers);
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        language: headers.get('Accept-Language'),
      });
      return jsonResponse({ data: { ...CONSUMER, language: 'hi' } });
    });
    signIn(loginAnswer(CONSUMER));
    render(<LanguageChoice />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toEqual([{ method: 'PATCH', path: '/v1/api/auth/me/', body: { language: 'hi' }, language: 'hi' }]);
  });
});
