import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  it("brands a page's title, and gives the home title without one", () => {
    const { rerender } = renderHook(({ title }: { title?: string }) => useDocumentTitle(title), {
      initialProps: { title: 'My analytics' } as { title?: string },
    });
    expect(document.title).toBe('My analytics · Kataar');
    rerender({ title: undefined });
    expect(document.title).toBe('Kataar · Skip your "call to book" era');
  });

  it('leaves the title the server wrote while a page is still loading (false)', () => {
    document.title = 'Glow Salon · Nail Artist in Mumbai · Kataar';
    renderHook(() => useDocumentTitle(false));
    expect(document.title).toBe('Glow Salon · Nail Artist in Mumbai · Kataar');
  });
});
