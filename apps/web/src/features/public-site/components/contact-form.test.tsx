import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp } from '../../../test/render-app';

function toastRegion() {
  return screen.getByRole('region', { name: /notifications/i });
}

describe('contact form on /contact-us', () => {
  it('names each missing field and sends nothing', async () => {
    const { user, fetchMock } = renderApp({ route: '/contact-us' });
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /api/contact-messages')).toHaveLength(0);
  });

  it('refuses an invalid e-mail, and the message clears once it is fixed', async () => {
    const { user } = renderApp({ route: '/contact-us' });
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@engine.example');
    await waitFor(() => expect(screen.queryByText('Please enter a valid e-mail address.')).not.toBeInTheDocument());
  });

  it('sends the message, shows Message Sent! and clears the form', async () => {
    const { user, fetchMock } = renderApp({
      route: '/contact-us',
      handlers: { 'POST /api/contact-messages': () => json(201, { status: 'received' }) },
    });
    await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@engine.example');
    await user.type(screen.getByLabelText('Subject'), 'Analytical engine');
    await user.type(screen.getByLabelText('Message'), 'We need a project plan.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const toast = await within(toastRegion()).findByText('Message Sent!');
    expect(toast.closest('li')).toHaveTextContent("Thank you for contacting us. We'll get back to you shortly.");
    const [[, init]] = callsTo(fetchMock, 'POST /api/contact-messages');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@engine.example',
      subject: 'Analytical engine',
      message: 'We need a project plan.',
      homepage: '',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps what was typed and explains when the server refuses', async () => {
    const { user } = renderApp({
      route: '/contact-us',
      handlers: {
        'POST /api/contact-messages': () =>
          json(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' }),
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@engine.example');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const toast = await within(toastRegion()).findByText('Message Not Sent');
    expect(toast.closest('li')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });
});
