import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('InquirySuccessPage', () => {
  it('thanks the lead by the name passed in navigation state', async () => {
    renderApp({ route: { pathname: '/crm/inquiry-success', state: { leadName: 'Dana Scully' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You, Dana Scully!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("defaults to 'Valued Customer'", async () => {
    renderApp({ route: '/crm/inquiry-success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You, Valued Customer!' })).toBeInTheDocument();
  });
});
