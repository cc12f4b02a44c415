import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { ToasterSlot } from './toaster-slot';

const toaster = () => document.querySelector('[data-rht-toaster]');

describe('toaster slot', () => {
  it('mounts no toaster before the first toast, then shows the toasts asked for while it loaded', async () => {
    render(<ToasterSlot />);
    toast.dismiss('nothing-yet');
    expect(toaster()).toBeNull();

    toast.success('Saved');
    toast.error('Could not save', { id: 'save' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(toaster()).not.toBeNull();
  });
});
