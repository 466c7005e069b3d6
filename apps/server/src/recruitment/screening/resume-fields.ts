import { COUNTRY_CODES } from '@keel/shared/iso-codes';
import type { ResumeFieldFound, ResumeFields } from '@keel/shared/resume-fields';
import { keywordPattern, normaliseText } from './keyword-match';

/**
 * Reads a candidate's contact details and skills from a resume's extracted text (decision 0083).
 * Pure and conservative: each field is read from one line of the text, which is returned with it
 * (`from`), and a field the text does not clearly state is left out (null), never guessed. Every
 * pattern runs on one short line or one word at a time, so hostile text costs linear time.
 */

/** Longer lines are prose (or junk), never a header's name, phone or location. */
const MAX_LINE_CHARS = 300;
/** The name, and an unlabelled location, are looked for among the first lines only. */
const HEADER_LINES = 8;
const MAX_FROM_CHARS = 120;
export const MAX_SKILLS = 30;

const found = (value: string, line: string): ResumeFieldFound => ({
  value,
  from: line.length > MAX_FROM_CHARS ? `${line.slice(0, MAX_FROM_CHARS - 1)}…` : line,
});

/** The text as lines: NFKC; a tab or a run of spaces (a column's gap) becomes two spaces, any other space one; empty and over-long lines dropped. */
function linesOf(text: string): string[] {
  return normaliseText(text)
    .split(/\r\n|[\n\r\u2028\u2029\f\v]/)
    .map((line) =>
      line
        .replace(/\t|[ \u00a0\u2000-\u200b\u202f\u205f\u3000]{2,}/g, '  ')
        .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
        .trim(),
    )
    .filter((line) => line !== '' && line.length <= MAX_LINE_CHARS);
}

/** A header line's parts: "Jane Doe | Berlin, Germany • +49 30 1234567". */
const segmentsOf = (line: string) =>
  line
    .split(/\s*[|•·▪◦●■♦✉☎📞📧]\s*|\s+[–—]\s+|\s{2,}/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** A line's words, stripped of the punctuation around them ("<jane@x.com>," → "jane@x.com"). */
const wordsOf = (line: string) =>
  line
    .split(/[\s,;]+/)
    .map((w) => w.replace(/^[<(["'“‘]+|[>)\]"'”’.:]+$/gu, ''))
    .filter((w) => w.length > 0 && w.length <= 254);

// ---- e-mail ------------------------------------------------------------------------------------

const EMAIL =
  /^(?:mailto:)?([a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9_%+-])?@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,24})$/i;

function readEmail(lines: string[]): ResumeFieldFound | null {
  for (const line of lines) {
    if (!line.includes('@')) continue;
    for (const word of wordsOf(line.replace(/^e-?mail\s*:/i, ' '))) {
      const match = EMAIL.exec(word);
      if (match && !match[1].includes('..')) return found(match[1].toLowerCase(), line);
    }
  }
  return null;
}

// ---- LinkedIn ----------------------------------------------------------------------------------

const LINKEDIN = /^(?:https?:\/\/)?((?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[^\s/?#]{2,100})\/?(?:[?#].*)?$/i;

function readLinkedIn(lines: string[]): ResumeFieldFound | null {
  for (const line of lines) {
    if (!/linkedin\.com\//i.test(line)) continue;
    for (const word of wordsOf(line)) {
      const match = LINKEDIN.exec(word);
      if (match) return found(`https://${match[1]}`, line);
    }
  }
  return null;
}

// ---- phone -------------------------------------------------------------------------------------

/** Words that label a phone number, in the languages resumes reach us in, just before it ("Tel.: ", "Mobile (NL): "). */
const PHONE_LABEL_BEFORE =
  /(?:^|[^\p{L}])(?:phone|tel|telephone|mobile|mob|cell|handy|telefon|telefoon|téléphone|tél|portable|teléfono|telefone|telemóvel|móvil|celular|cellulare|telefono|puhelin)\.?\s*(?:\([^()]{0,12}\))?\s*[:.]?\s*$/iu;
/** A run of digits and the separators people write between them; '+' or '(' may open it. */
const PHONE_CANDIDATE = /(?:\+|\()?\d[\d ().\-/]{5,22}\d/g;
const US_PHONE = /^(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}$/;

function phoneOn(line: string, header: boolean): string | null {
  for (const match of line.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // A date range ("2015 - 2020", "01/2019 - 03/2021") is not a phone number unless labelled as one.
    const labelled = PHONE_LABEL_BEFORE.test(line.slice(Math.max(0, match.index - 30), match.index));
    const international = candidate.startsWith('+') || /^00[1-9]/.test(candidate);
    const national = header && /^0[1-9]/.test(candidate) && !candidate.includes('/') && digits.length >= 9 && digits.length <= 12;
    if (international || labelled || US_PHONE.test(candidate) || national) return candidate;
  }
  return null;
}

function readPhone(lines: string[]): ResumeFieldFound | null {
  for (const [index, line] of lines.entries()) {
    const phone = phoneOn(line, index < HEADER_LINES);
    if (phone) return found(phone, line);
  }
  return null;
}

// ---- name --------------------------------------------------------------------------------------

/** Words of the titles and headings a resume shows near its top, which are never part of a name. */
const NOT_NAME_WORDS = new Set(
  (
    'resume résumé curriculum vitae cv lebenslauf contact contacts profile profil summary about personal details information ' +
    'experience education skills objective work professional employment history projects languages certifications references ' +
    'erfahrung berufserfahrung ausbildung kenntnisse formation expérience compétences experiencia educación formación habilidades ' +
    'engineer developer manager consultant designer analyst architect senior junior lead principal scientist specialist director ' +
    'officer administrator intern assistant coordinator head chief software data project product program sales marketing ' +
    'ingénieur entwickler ingeniero desarrollador sviluppatore'
  ).split(' '),
);
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}'’-]*\.?|\p{Lu}\.)$/u;
/** Words that start a family name ("Ludwig van Beethoven"). */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'da',
  'del',
  'della',
  'der',
  'den',
  'di',
  'du',
  'dos',
  'das',
  'la',
  'le',
  'ter',
  'bin',
  'ibn',
  'al',
]);

const titleCase = (word: string) =>
  word.toLocaleLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase());

/** First and last name from a line that is nothing but a name: 2 to 5 capitalised words (particles allowed). */
function nameOf(segment: string): [string, string] | null {
  const text = segment.replace(/^(?:name|nom|nombre|nome)\s*:\s*/i, '').trim();
  if (text.length > 60 || /[\d@/\\:,;]/.test(text)) return null;
  const words = text.split(' ');
  if (words.length < 2 || words.length > 5 || words.some((w) => NOT_NAME_WORDS.has(w.toLocaleLowerCase()))) return null;
  const allCaps = text === text.toLocaleUpperCase();
  const shaped = words.map((w) => (allCaps && w.length > 2 ? titleCase(w) : w));
  if (!shaped.every((w) => NAME_WORD.test(w) || PARTICLES.has(w.toLowerCase()))) return null;
  if (PARTICLES.has(shaped[0].toLowerCase()) || PARTICLES.has(shaped[shaped.length - 1].toLowerCase())) return null;
  // The family name is the last word, or runs from its first particle ("van Beethoven"); the rest is the given name ("John F.").
  const particle = shaped.findIndex((w, i) => i > 0 && PARTICLES.has(w.toLowerCase()));
  const split = particle > 0 ? particle : shaped.length - 1;
  return [shaped.slice(0, split).join(' '), shaped.slice(split).join(' ')];
}

function readName(lines: string[]): { first: ResumeFieldFound; last: ResumeFieldFound } | null {
  const labelled = lines.find((line) => /^(?:name|nom|nombre|nome)\s*:/i.test(line));
  const candidates = labelled ? [labelled] : lines.slice(0, HEADER_LINES);
  for (const line of candidates) {
    const name = nameOf(segmentsOf(line)[0] ?? '');
    if (name) return { first: found(name[0], line), last: found(name[1], line) };
  }
  return null;
}

// ---- location ----------------------------------------------------------------------------------

const LOCATION_LABEL =
  /^(?:location|based in|lives in|city|residence|adresse|address|wohnort|standort|ubicación|localisation|localização|localidad|ciudad|ville|città)\s*[:\-–]\s*(.+)$/iu;
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);
/** Country names in English, French, German, Spanish, Italian and Portuguese, and the usual short forms. */
const COUNTRIES = new Set(
  [
    ...['en', 'fr', 'de', 'es', 'it', 'pt'].flatMap((locale) => {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      return COUNTRY_CODES.map((code) => names.of(code) ?? '');
    }),
    'USA',
    'U.S.A.',
    'US',
    'U.S.',
    'UK',
    'U.K.',
    'England',
    'Scotland',
    'Wales',
    'UAE',
  ]
    .filter(Boolean)
    .map((name) => name.toLocaleLowerCase()),
);
const PLACE_WORD = /^[\p{Lu}][\p{L}\p{M}'’.-]*$/u;

const placeWords = (part: string) => part.split(' ').filter(Boolean);
const isPlace = (part: string) => {
  const words = placeWords(part);
  return (
    words.length > 0 &&
    words.length <= 4 &&
    words.every((w) => (PLACE_WORD.test(w) || PARTICLES.has(w.toLowerCase())) && !NOT_NAME_WORDS.has(w.toLocaleLowerCase()))
  );
};

/**
 * "City, Country" or "City, ST" (a US state), the city one to four capitalised words; "City, Region,
 * Country" when that is the whole segment. In a street address ("12 Rue de Rivoli, 75001 Paris,
 * France"; "1 Main St, Austin, TX 78701") the words holding digits go and the last two parts remain.
 */
function placeOf(segment: string): string | null {
  if (segment.length > 100) return null;
  const parts = segment.split(/\s*,\s*/).map((part) =>
    placeWords(part)
      .filter((w) => !/\d/.test(w))
      .join(' '),
  );
  if (parts.length < 2) return null;
  const last = parts[parts.length - 1];
  if (!(COUNTRIES.has(last.toLocaleLowerCase()) || COUNTRIES.has(last.replace(/\.$/, '').toLocaleLowerCase()) || US_STATES.has(last)))
    return null;
  if (parts.length === 3 && !/\d/.test(segment) && isPlace(parts[0]) && isPlace(parts[1])) return parts.join(', ');
  const city = parts[parts.length - 2];
  return isPlace(city) ? `${city}, ${parts[parts.length - 1]}` : null;
}

function readLocation(lines: string[]): ResumeFieldFound | null {
  for (const line of lines) {
    const labelled = LOCATION_LABEL.exec(line);
    if (!labelled) continue;
    // A labelled street address states the place only through its city and country.
    const place = segmentsOf(labelled[1]).map(placeOf).find(Boolean);
    if (place) return found(place, line);
  }
  for (const line of lines.slice(0, HEADER_LINES)) {
    // Unlabelled, only a segment that is a place and nothing else: no street, no postcode.
    const place = segmentsOf(line)
      .filter((segment) => !/\d/.test(segment))
      .map(placeOf)
      .find(Boolean);
    if (place) return found(place, line);
  }
  return null;
}

// ---- skills ------------------------------------------------------------------------------------

/** The line of `text` around `index`. */
function lineAround(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  const end = text.indexOf('\n', index);
  return text
    .slice(start, end < 0 ? undefined : end)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Skills of the vocabulary the text names (matched as screening matches keywords: whole words, any
 * case, a phrase across punctuation and line breaks), as the vocabulary writes them (first spelling
 * wins), in the vocabulary's order, at most {@link MAX_SKILLS}.
 */
export function readSkills(text: string, vocabulary: readonly string[]): ResumeFieldFound[] {
  const haystack = normaliseText(text);
  const seen = new Set<string>();
  const skills: ResumeFieldFound[] = [];
  for (const raw of vocabulary) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    const key = skill.toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const match = keywordPattern(skill).exec(haystack);
    if (match) skills.push(found(skill, lineAround(haystack, match.index)));
    if (skills.length >= MAX_SKILLS) break;
  }
  return skills;
}

/** Every field the text clearly states (see the module comment). */
export function readResumeFields(text: string, vocabulary: readonly string[]): ResumeFields {
  const lines = linesOf(text);
  const name = readName(lines);
  return {
    first_name: name?.first ?? null,
    last_name: name?.last ?? null,
    email: readEmail(lines),
    phone: readPhone(lines),
    linkedin_url: readLinkedIn(lines),
    location: readLocation(lines),
    skills: readSkills(text, vocabulary),
  };
}
