import { RESUME_PREFILL_FAILED } from '@keel/shared/resume-prefill';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceApplyForm, filledMessage, READING_MESSAGE } from './careers-resume-prefill';

const JOB = '6f1c2a4e-0000-4000-8000-000000000001';

/** The Apply form as the server renders it (careers-job-html.ts), trimmed to what the script reads. */
const APPLY_FORM = `<form method="post" action="/careers/${JOB}#apply-result" enctype="multipart/form-data">
<div><label for="apply-first-name">First name</label><input id="apply-first-name" name="first_name" required></div>
<div><label for="apply-last-name">Last name</label><input id="apply-last-name" name="last_name" required></div>
<div><label for="apply-email">E-mail</label><input id="apply-email" name="email" type="email" required></div>
<div><label for="apply-phone">Phone</label><input id="apply-phone" name="phone" type="tel"></div>
<div><label for="apply-linkedin-url">LinkedIn profile</label><input id="apply-linkedin-url" name="linkedin_url" aria-describedby="apply-linkedin-url-hint"><p id="apply-linkedin-url-hint">For example https://www.linkedin.com/in/your-name</p></div>
<div><label for="apply-resume">Resume</label><input id="apply-resume" name="resume" type="file" accept=".pdf,.doc,.docx"></div>
<button type="submit">Submit application</button>
</form>`;

const found = (value: string, from: string) => ({ value, from });
const ANSWER = {
  first_name: found('Ada', 'Ada Lovelace'),
  last_name: found('Lovelace', 'Ada Lovelace'),
  email: found('ada@example.com', 'ada@example.com'),
  phone: found('+44 20 7946 0958', 'London | +44 20 7946 0958'),
  linkedin_url: found('https://linkedin.com/in/ada', 'linkedin.com/in/ada'),
};
const resume = () => new File(['%PDF-1.7'], 'ada.pdf', { type: 'application/pdf' });

function setUp(answer: () => Promise<Response>) {
  document.body.innerHTML = `<div id="careers-content">${APPLY_FORM}</div>`;
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const undo = enhanceApplyForm(document.getElementById('careers-content')!);
  return { fetchMock, undo, user: userEvent.setup() };
}
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the careers Apply form prefilled from the resume (decision 0083)', () => {
  it('fills only what the visitor has not typed, even typed while the resume was read, and says what it filled', async () => {
    let release: (response: Response) => void = () => undefined;
    const { fetchMock, user } = setUp(() => new Promise((resolve) => (release = resolve)));
    await user.type(screen.getByLabelText('First name'), 'Augusta');
    await user.upload(screen.getByLabelText('Resume'), resume());
    expect(await screen.findByText(READING_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/careers/${JOB}/resume-fields`, expect.objectContaining({ method: 'POST' }));
    await user.type(screen.getByLabelText('E-mail'), 'augusta@example.com');
    await user.type(screen.getByLabelText('Phone'), '0');
    await user.clear(screen.getByLabelText('Phone'));
    release(respond(200, ANSWER));

    expect(await screen.findByText(filledMessage(2))).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('First name')).toHaveValue('Augusta');
    expect(screen.getByLabelText('E-mail')).toHaveValue('augusta@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Filled from your resume (“Ada Lovelace”). Please check it.');
    const linkedin = screen.getByLabelText('LinkedIn profile');
    expect(linkedin).toHaveValue('https://linkedin.com/in/ada');
    expect(linkedin).toHaveAccessibleDescription(/For example .* Filled from your resume/);

    // Typing into a filled field makes it the visitor's.
    await user.type(screen.getByLabelText('Last name'), '-King');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace-King');
    expect(screen.getByLabelText('Last name')).not.toHaveAccessibleDescription(/resume/);
  });

  it('says quietly when the resume cannot be read, and keeps the file attached for the form to post', async () => {
    const { user } = setUp(async () => respond(400, { code: 'VALIDATION_ERROR', message: 'Reading this resume took too long.' }));
    const input = screen.getByLabelText<HTMLInputElement>('Resume');
    await user.upload(input, resume());
    expect(await screen.findByText(RESUME_PREFILL_FAILED)).toHaveAttribute('role', 'status');
    expect(input.files?.[0]?.name).toBe('ada.pdf');
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('says so for a network failure or an unexpected answer too, and does not call for a file over 10 MB', async () => {
    const { fetchMock, user } = setUp(() => Promise.reject(new TypeError('offline')));
    await user.upload(screen.getByLabelText('Resume'), resume());
    expect(await screen.findByText(RESUME_PREFILL_FAILED)).toBeInTheDocument();
    fetchMock.mockClear();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Resume'), big);
    await waitFor(() => expect(screen.getByText(RESUME_PREFILL_FAILED)).toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing on a page without the Apply form, and its undo leaves the form as served', async () => {
    document.body.innerHTML = '<div id="c"><p>Applications closed</p></div>';
    expect(() => enhanceApplyForm(document.getElementById('c')!)()).not.toThrow();
    const { undo, user } = setUp(async () => respond(200, ANSWER));
    await user.upload(screen.getByLabelText('Resume'), resume());
    expect(await screen.findByText(filledMessage(5))).toBeInTheDocument();
    undo();
    expect(screen.queryByText(filledMessage(5))).not.toBeInTheDocument();
    expect(screen.queryByText(/Filled from your resume/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('LinkedIn profile')).toHaveAttribute('aria-describedby', 'apply-linkedin-url-hint');
  });
});
