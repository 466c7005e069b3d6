import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, api } from './api-client';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON bodies same-origin and parses the answer', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('resolves undefined for 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api.delete('/api/session')).resolves.toBeUndefined();
  });

  it('throws ApiError with the server code, message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'Bad input.', fields: { email: 'Required.' } })),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Bad input.', fields: { email: 'Required.' } });
  });

  it('carries who changed a record and when on a stale edit (409), and ignores a malformed one', async () => {
    const stale = { version: 4, changedBy: 'Avery Morgan', changedAt: '2026-11-24T10:00:00.000Z' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { code: 'CONFLICT', message: 'Changed.', stale })),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 409, code: 'CONFLICT', stale });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { code: 'CONFLICT', message: 'Changed.', stale: { version: '4' } })),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 409, stale: undefined });
  });

  it('turns a body without a code into a generic HTTP error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
