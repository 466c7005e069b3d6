import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ToastOutletModule from './toast-outlet';
import { toast } from './use-toast';

const { ToastOutlet } = await vi.importActual<typeof ToastOutletModule>('./toast-outlet');

describe('ToastOutlet', () => {
  it('renders nothing until the first toast, then shows it and stays mounted', async () => {
    render(<ToastOutlet />);
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Message Sent!', description: 'Thanks.' });
    });
    // The Toaster's chunk loads on demand (slow to transform in a busy test run).
    const region = await screen.findByRole('region', { name: /notifications/i }, { timeout: 10_000 });
    await waitFor(() => expect(region).toHaveTextContent('Message Sent!'));
  });
});
