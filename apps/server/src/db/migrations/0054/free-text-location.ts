/**
 * Migration 0054 (decision 0077): a job's free-text location read as structured facts, only where
 * it is unambiguous; anything else gives `undefined` and the job is listed for a recruiter. Frozen
 * with the migration: later changes to the job form do not change what it did.
 */
import { COUNTRY_CODES, EU_COUNTRY_CODES } from '@keel/shared/iso-codes';

export interface LocationFacts {
  location_city: string | null;
  location_region: string | null;
  location_country: string | null;
  workplace_type: 'on-site' | 'hybrid' | 'remote' | null;
  remote_countries: string[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();

const names = new Intl.DisplayNames(['en'], { type: 'region' });
/** Country names (English, and the usual other spellings) → alpha-2. Bare two-letter codes are not taken: 'CA' or 'DE' may be a US state. */
const COUNTRIES = new Map<string, string>([
  ...COUNTRY_CODES.map((code): [string, string] => [fold(names.of(code) ?? code), code]),
  ...(
    [
      ['usa', 'US'],
      ['us', 'US'],
      ['united states of america', 'US'],
      ['uk', 'GB'],
      ['great britain', 'GB'],
      ['england', 'GB'],
      ['scotland', 'GB'],
      ['wales', 'GB'],
      ['deutschland', 'DE'],
      ['schweiz', 'CH'],
      ['suisse', 'CH'],
      ['svizzera', 'CH'],
      ['osterreich', 'AT'],
      ['nederland', 'NL'],
      ['the netherlands', 'NL'],
      ['espana', 'ES'],
      ['italia', 'IT'],
    ] as const
  ).map(([name, code]): [string, string] => [name, code]),
]);

/** Cities whose name alone says the country (the ones a recruiter of this firm is likely to type). */
const CITIES = new Map<string, [city: string, country: string]>(
  (
    [
      ['Zürich', 'CH', 'zurich'],
      ['Geneva', 'CH', 'geneva', 'geneve', 'genf'],
      ['Basel', 'CH', 'basel'],
      ['Bern', 'CH', 'bern'],
      ['Berlin', 'DE', 'berlin'],
      ['Munich', 'DE', 'munich', 'munchen'],
      ['Hamburg', 'DE', 'hamburg'],
      ['Cologne', 'DE', 'cologne', 'koln'],
      ['Vienna', 'AT', 'vienna', 'wien'],
      ['London', 'GB', 'london'],
      ['Manchester', 'GB', 'manchester'],
      ['Edinburgh', 'GB', 'edinburgh'],
      ['Dublin', 'IE', 'dublin'],
      ['Amsterdam', 'NL', 'amsterdam'],
      ['Madrid', 'ES', 'madrid'],
      ['Barcelona', 'ES', 'barcelona'],
      ['Milan', 'IT', 'milan', 'milano'],
      ['Stockholm', 'SE', 'stockholm'],
      ['Copenhagen', 'DK', 'copenhagen', 'kobenhavn'],
      ['Warsaw', 'PL', 'warsaw', 'warszawa'],
      ['Toronto', 'CA', 'toronto'],
      ['Sydney', 'AU', 'sydney'],
      ['Singapore', 'SG', 'singapore'],
      ['New York', 'US', 'new york', 'new york city', 'nyc'],
      ['San Francisco', 'US', 'san francisco'],
      ['Chicago', 'US', 'chicago'],
      ['Seattle', 'US', 'seattle'],
      ['Boston', 'US', 'boston'],
      ['Austin', 'US', 'austin'],
      ['Dallas', 'US', 'dallas'],
      ['Houston', 'US', 'houston'],
    ] as const
  ).flatMap(([city, country, ...spellings]) => spellings.map((s): [string, [string, string]] => [s, [city, country]])),
);

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);
const EU = new Set(['eu', 'european union']);

const country = (part: string) => COUNTRIES.get(fold(part));

/** 'Zürich', 'Berlin, Germany', 'Austin, TX', 'Remote (EU)', 'Hybrid – London' → facts; 'Remote', 'Cambridge', 'Springfield' → undefined. */
export function locationFromText(text: string): LocationFacts | undefined {
  let rest = text.trim();
  let workplace: LocationFacts['workplace_type'] = null;
  for (const [pattern, type] of [
    [/\bremote\b/i, 'remote'],
    [/\bhybrid\b/i, 'hybrid'],
    [/\bon[- ]?site\b/i, 'on-site'],
  ] as const) {
    if (!pattern.test(rest)) continue;
    if (workplace) return undefined; // 'Remote or hybrid': which?
    workplace = type;
    rest = rest.replace(pattern, ' ');
  }
  const parts = rest
    .split(/[,;/()|]|\s[-–—]\s|^[-–—]|[-–—]$/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.some((p) => p.length > 100)) return undefined;
  const facts = (city: string | null, region: string | null, code: string): LocationFacts => ({
    location_city: city,
    location_region: region,
    location_country: code,
    workplace_type: workplace,
    remote_countries: [],
  });

  if (workplace === 'remote') {
    if (parts.length === 0) return undefined; // from where?
    const codes: string[] = [];
    for (const part of parts) {
      if (EU.has(fold(part))) codes.push(...EU_COUNTRY_CODES);
      else if (country(part)) codes.push(country(part)!);
      else return undefined;
    }
    return {
      location_city: null,
      location_region: null,
      location_country: null,
      workplace_type: 'remote',
      remote_countries: [...new Set(codes)],
    };
  }

  if (parts.length === 0 || parts.length > 3) return undefined;
  const last = parts[parts.length - 1]!;
  const lastCountry = country(last);
  if (lastCountry) {
    if (parts.length === 1) return facts(null, null, lastCountry);
    if (parts.length === 2) return facts(parts[0]!, null, lastCountry);
    return facts(parts[0]!, parts[1]!, lastCountry);
  }
  if (parts.length === 2 && US_STATES.has(last) && !country(parts[0]!)) return facts(parts[0]!, last, 'US');
  if (parts.length === 1) {
    const known = CITIES.get(fold(last));
    if (known) return facts(known[0], null, known[1]);
  }
  return undefined;
}
