import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp } from '../../../test/render-app';

const logo = (id: string, name: string) => ({
  id,
  name,
  imageUrl: `public/${id}.png`,
  url: `/files/client-logos/public/${id}.png`,
  createdAt: '2026-01-01T00:00:00.000Z',
  sizeBytes: 100,
});

describe('client-logo banner on /', () => {
  it('is hidden when there are no logos', async () => {
    const { fetchMock } = renderApp({ handlers: { 'GET /api/client-logos': () => json(200, []) } });
    await screen.findByRole('heading', { level: 1, name: 'Delivering Successful IT Projects for over 20 years' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/client-logos')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Trusted By Companies Like' })).not.toBeInTheDocument();
  });

  it('repeats the list three times, scrolling 5 s per logo, with only the first copy announced', async () => {
    renderApp({ handlers: { 'GET /api/client-logos': () => json(200, [logo('a', 'Acme'), logo('b', 'Globex')]) } });
    const section = (await screen.findByRole('heading', { name: 'Trusted By Companies Like' })).closest('section')!;
    const track = within(section).getByTestId('logo-track');
    expect(track.querySelectorAll('li')).toHaveLength(6);
    expect(track).toHaveStyle({ animationDuration: '10s' });
    expect(
      within(section)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Acme', 'Globex']);
    expect(track.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
    expect(within(section).getByRole('button', { name: 'Pause logo animation' })).toBeInTheDocument();
  });

  it("shows 'Error Fetching Logos' when the list cannot be loaded", async () => {
    renderApp({
      handlers: { 'GET /api/client-logos': () => json(500, { code: 'INTERNAL', message: 'Something went wrong on our side.' }) },
    });
    const region = screen.getByRole('region', { name: /notifications/i });
    const toast = await within(region).findByText('Error Fetching Logos');
    expect(toast.closest('li')).toHaveTextContent('Could not load client logos for the banner.');
    expect(screen.queryByRole('heading', { name: 'Trusted By Companies Like' })).not.toBeInTheDocument();
  });

  // Two lazy pages in one test: generous time on a busy machine.
  it('shows logos added since the last visit when the visitor comes back to /', { timeout: 20_000 }, async () => {
    let logos = [] as ReturnType<typeof logo>[];
    const { router, fetchMock } = renderApp({ handlers: { 'GET /api/client-logos': () => json(200, logos) } });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/client-logos')).toHaveLength(1));
    await router.navigate('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 10_000 });
    logos = [logo('a', 'Acme')];
    await router.navigate('/');
    const section = (await screen.findByRole('heading', { name: 'Trusted By Companies Like' })).closest('section')!;
    expect(within(section).getByRole('img', { name: 'Acme' })).toBeInTheDocument();
  });
});
