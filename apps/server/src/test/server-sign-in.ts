import { expect } from 'vitest';

/** Signs in at a running server (a ServerProcess's base URL) and returns the session cookie. */
export async function signInAt(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, `sign-in as ${email}`).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
