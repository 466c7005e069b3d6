import fc from 'fast-check';
import { GIF_1PX, PNG_1PX, SVG_LOGO } from '../test/images';
import { nastyString, objectFor, plausibleValue, wrongType } from './malformed-values';
import type { FuzzRoute } from './route-catalog';

/** What one fuzz request sends (the persona's cookie is added by the runner). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Path segments that try to climb, smuggle NUL or break percent-decoding. */
const pathTrick = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F%2E%2E',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  'a%00b',
  '%',
  '%ZZ',
  '%C0%AE%C0%AE',
  '%u002e',
  '%E2%80%AE',
  '%F0%9F%92%A5',
  '%20',
  '+',
  'null',
  'undefined',
  '0',
  '-1',
  '1e999',
  '__proto__',
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  "'%20or%201=1",
);
const encodedText = fc.string({ unit: 'binary', maxLength: 30 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x')));
const wildcardTrick = fc.constantFrom(
  '../../../../etc/passwd',
  'public/../../x.png',
  'public/%2e%2e/%2e%2e/x',
  'public/a%00.png',
  'public//x.png',
  'public/./x.png',
  '%2F%2Fetc%2Fpasswd',
  'static/../../package.json',
  'static/%2e%2e/%2e%2e/package.json',
  'index.html',
  'public/x.png%00.html',
);

/** A value for a path parameter: usually a real record id (so deeper code runs), else a trick. */
function paramValue(name: string, ids: Record<string, string[]>): fc.Arbitrary<string> {
  if (name === '*') return fc.oneof(wildcardTrick, encodedText, fc.constantFrom(...(ids['*'] ?? ['x'])));
  if (name === 'bucket') return fc.oneof(fc.constantFrom('client-logos', 'avatars', 'resumes'), pathTrick);
  const real = ids[name] ?? ids.id ?? [];
  const options = [pathTrick, encodedText, fc.uuid()];
  return real.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, ...options.map((arbitrary) => ({ arbitrary, weight: 1 })))
    : fc.oneof(...options);
}

const queryValue = (schema: Parameters<typeof plausibleValue>[0]) =>
  fc.oneof(plausibleValue(schema), wrongType).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 2000));

/** A query string from the documented parameters (and junk): encoded, raw, repeated keys. */
function queryString(route: FuzzRoute): fc.Arbitrary<string> {
  const names = Object.keys(route.query);
  const documented = names.length
    ? fc.array(
        fc.constantFrom(...names).chain((name) => queryValue(route.query[name]).map((value) => [name, value] as const)),
        { maxLength: 6 },
      )
    : fc.constant([] as Array<readonly [string, string]>);
  // Long text goes in bodies; URLs keep under a few kilobytes, as proxies and browsers do.
  const shortText = nastyString.map((text) => text.slice(0, 2000));
  const junk = fc.array(fc.tuple(shortText, shortText), { maxLength: 2 });
  return fc.tuple(documented, junk, fc.boolean()).map(([a, b, raw]) => {
    const pairs = [...a, ...b].map(([k, v]) =>
      raw
        ? `${k}=${v}`.replace(/[#\s]/g, '')
        : `${encodeURIComponent(k.replace(/[\ud800-\udfff]/g, ''))}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}`,
    );
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

const fileName = fc.oneof(
  fc.constantFrom(
    'logo.png',
    '../../../etc/passwd',
    '..\\..\\boot.ini',
    '%2e%2e%2flogo.png',
    'a\u0000.png',
    '',
    ' ',
    '.png',
    '.',
    '..',
    '.htaccess',
    'x'.repeat(300) + '.png',
    'logo.png.exe',
    'résumé ünïcödé.pdf',
    '💥.svg',
    'a"b.png',
    'a;b=c.png',
    'CON.png',
    '/abs/path.png',
  ),
  nastyString.map((s) => `${s}.png`),
);
const fileBytes = fc.oneof(
  fc.constantFrom(PNG_1PX, GIF_1PX, SVG_LOGO, Buffer.alloc(0), Buffer.from('%PDF-1.4\n%garbage'), Buffer.from('PK\u0003\u0004garbage-zip')),
  fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>')),
);

/** A multipart body — well-formed, truncated mid-part, or with a wrong/missing boundary. */
function multipart(fieldNames: string[], bodyObject: fc.Arbitrary<Record<string, unknown>>) {
  const boundary = 'keelfuzzBoundary7MA4YWxk';
  const field = fc.tuple(
    fc.constantFrom('names', 'data', ...fieldNames),
    fc.oneof(
      bodyObject.map((o) => JSON.stringify(o)),
      nastyString,
    ),
  );
  const file = fc.record({
    field: fc.constantFrom('files', 'file', 'resume', 'avatar', 'data'),
    name: fileName,
    type: fc.constantFrom('image/png', 'application/pdf', 'text/html', '', 'x/y'),
    bytes: fileBytes,
  });
  return fc
    .record({
      fields: fc.array(field, { maxLength: 3 }),
      files: fc.array(file, { maxLength: 3 }),
      cut: fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, { arbitrary: fc.double({ min: 0, max: 0.99, noNaN: true }), weight: 2 }),
      header: fc.constantFrom(
        `multipart/form-data; boundary=${boundary}`,
        `multipart/form-data; boundary=${boundary}`,
        'multipart/form-data',
        'multipart/form-data; boundary=other',
        'multipart/mixed; boundary=x',
      ),
    })
    .map(({ fields, files, cut, header }) => {
      const chunks: Buffer[] = [];
      for (const [name, value] of fields)
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      for (const f of files) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
          ),
          f.bytes,
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const whole = Buffer.concat(chunks);
      return { headers: { 'content-type': header }, payload: whole.subarray(0, Math.floor(whole.length * cut)) };
    });
}

/** Every way to send a body wrong (and sometimes right-looking): JSON by schema, junk JSON, wrong types, multipart. */
function body(route: FuzzRoute, fieldNames: string[]): fc.Arbitrary<{ headers: Record<string, string>; payload?: string | Buffer }> {
  const object = objectFor(route.body, fieldNames);
  const json = (payload: string, type = 'application/json') => ({ headers: { 'content-type': type }, payload });
  return fc.oneof(
    { arbitrary: object.map((o) => json(JSON.stringify(o))), weight: 30 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => json(JSON.stringify(v) ?? 'null')), weight: 5 },
    {
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'nul', '\u0000', '{"__proto__":{"x":1}}', '"\\ud800"', '{"a":"\\u0000"}')
        .map((t) => json(t)),
      weight: 5,
    },
    {
      arbitrary: fc
        .tuple(
          object,
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
            'a/b;;;=',
            'application/json; charset=latin1',
          ),
        )
        .map(([o, type]) => json(JSON.stringify(o), type)),
      weight: 5,
    },
    { arbitrary: fc.constant({ headers: {} }), weight: 5 },
    { arbitrary: fc.constant(json(JSON.stringify({ padding: 'z'.repeat(1_100_000) }))), weight: 1 },
    { arbitrary: multipart(fieldNames, object), weight: 10 },
  );
}

/** Requests for one route: its method, its URL with tricky params and query, and a malformed body. */
export function requestsFor(route: FuzzRoute, ids: Record<string, string[]>, fieldNames: string[]): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...route.params.map((name) => paramValue(name, ids)));
  const sendsBody = !['GET', 'HEAD'].includes(route.method);
  return fc
    .tuple(params, queryString(route), sendsBody ? body(route, fieldNames) : fc.constant({ headers: {} as Record<string, string> }))
    .map(([values, query, b]) => {
      let url = route.url;
      route.params.forEach((name, i) => (url = name === '*' ? url.replace(/\*$/, values[i]) : url.replace(`:${name}`, values[i])));
      return { method: route.method, url: url + query, ...b };
    });
}
