import { describe, expect, it } from 'vitest';
import { MAX_SKILLS, readResumeFields, readSkills } from './resume-fields';
import { BUILT_IN_SKILLS } from './skills-vocabulary';

const lines = (...text: string[]) => text.join('\n');
const values = (text: string, vocabulary: readonly string[] = BUILT_IN_SKILLS) => {
  const fields = readResumeFields(text, vocabulary);
  return {
    first_name: fields.first_name?.value ?? null,
    last_name: fields.last_name?.value ?? null,
    email: fields.email?.value ?? null,
    phone: fields.phone?.value ?? null,
    linkedin_url: fields.linkedin_url?.value ?? null,
    location: fields.location?.value ?? null,
    skills: fields.skills.map((s) => s.value),
  };
};

describe('reading a resume: several layouts', () => {
  it('reads a one-column US resume with a contact line of segments', () => {
    const text = lines(
      'Jane Doe',
      'Senior Software Engineer',
      'Austin, TX | (512) 555-0100 | Jane.Doe@Example.com | linkedin.com/in/janedoe',
      'SUMMARY',
      'Ten years of TypeScript and PostgreSQL services on AWS.',
      'EXPERIENCE',
      'Acme Corp, Lead Engineer 2015 - 2020',
      'SKILLS',
      'React, Node.js, Kubernetes, Terraform',
    );
    expect(values(text)).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.doe@example.com',
      phone: '(512) 555-0100',
      linkedin_url: 'https://linkedin.com/in/janedoe',
      location: 'Austin, TX',
      skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS', 'Kubernetes', 'Terraform'],
    });
    // Each value says the line it came from.
    const fields = readResumeFields(text, BUILT_IN_SKILLS);
    expect(fields.first_name).toEqual({ value: 'Jane', from: 'Jane Doe' });
    expect(fields.phone?.from).toBe('Austin, TX | (512) 555-0100 | Jane.Doe@Example.com | linkedin.com/in/janedoe');
    expect(fields.skills.find((s) => s.value === 'React')?.from).toBe('React, Node.js, Kubernetes, Terraform');
  });

  it('reads a German Lebenslauf: capitals, accents, labels, a street address and a scheme-less LinkedIn with umlauts', () => {
    const text = lines(
      'Lebenslauf',
      'JÜRGEN MÜLLER-LÜDENSCHEIDT',
      'Adresse: Hauptstraße 5, 10115 Berlin, Deutschland',
      'Telefon: 030 1234 5678',
      'E-Mail: juergen.mueller@beispiel.de',
      'https://www.linkedin.com/in/jürgen-müller/',
      'Berufserfahrung',
      '2018 – heute Projektleiter, Beispiel GmbH',
      'Kenntnisse: Scrum, PRINCE2, Jira, SAP',
    );
    expect(values(text)).toEqual({
      first_name: 'Jürgen',
      last_name: 'Müller-Lüdenscheidt',
      email: 'juergen.mueller@beispiel.de',
      phone: '030 1234 5678',
      linkedin_url: 'https://www.linkedin.com/in/jürgen-müller',
      location: 'Berlin, Deutschland',
      skills: ['Scrum', 'PRINCE2', 'Jira', 'SAP'],
    });
  });

  it('reads a French header with a particle in the family name and an international mobile number', () => {
    const text = lines(
      'Marie-Claire de La Fontaine',
      'Cheffe de projet informatique',
      'Lyon, France • +33 6 12 34 56 78 • mc.delafontaine@exemple.fr',
      'Compétences : gestion de projet agile, ITIL, Power BI',
    );
    expect(values(text)).toMatchObject({
      first_name: 'Marie-Claire',
      last_name: 'de La Fontaine',
      email: 'mc.delafontaine@exemple.fr',
      phone: '+33 6 12 34 56 78',
      location: 'Lyon, France',
      linkedin_url: null,
      skills: ['Power BI', 'Agile', 'ITIL'],
    });
  });

  it('reads a Spanish CV whose details are labelled, after a title line', () => {
    const text = lines(
      'CURRICULUM VITAE',
      'Nombre: José Ángel Núñez',
      'Ubicación: Madrid, España',
      'Móvil: +34 612 345 678',
      'Correo: jose.nunez@correo.es',
      'LinkedIn: es.linkedin.com/in/joseangelnunez',
    );
    expect(values(text, [])).toEqual({
      first_name: 'José Ángel',
      last_name: 'Núñez',
      email: 'jose.nunez@correo.es',
      phone: '+34 612 345 678',
      linkedin_url: 'https://es.linkedin.com/in/joseangelnunez',
      location: 'Madrid, España',
      skills: [],
    });
  });

  it('reads a two-column header (e-mail and phone beside each other) and a title above the name', () => {
    const text = lines(
      'Senior Project Manager',
      'ALEX KIM',
      'alex.kim@mail.co.uk\t07700 900123',
      'London, United Kingdom',
      'Delivered programmes for 12 clients between 2012 - 2024.',
    );
    expect(values(text, [])).toMatchObject({
      first_name: 'Alex',
      last_name: 'Kim',
      email: 'alex.kim@mail.co.uk',
      phone: '07700 900123',
      location: 'London, United Kingdom',
    });
  });

  it('keeps middle initials with the given name, and the family name from its particle', () => {
    expect(values('John F. Kennedy\njfk@example.com', [])).toMatchObject({ first_name: 'John F.', last_name: 'Kennedy' });
    expect(values('Ludwig van Beethoven', [])).toMatchObject({ first_name: 'Ludwig', last_name: 'van Beethoven' });
  });
});

describe('phone numbers', () => {
  it.each([
    ['+1 (415) 555-2671', '+1 (415) 555-2671'],
    ['Phone: +44 20 7946 0958', '+44 20 7946 0958'],
    ['Tel.: +49 (0)30 1234567', '+49 (0)30 1234567'],
    ['Mobile (IN): +91 98765 43210', '+91 98765 43210'],
    ['+81 3-1234-5678', '+81 3-1234-5678'],
    ['Tel 0044 20 7946 0958', '0044 20 7946 0958'],
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['Telefoon: 020-1234567', '020-1234567'],
  ])('keeps %s as written (+ and leading zeros kept)', (line, phone) => {
    expect(readResumeFields(`Ana Silva\n${line}`, []).phone).toEqual({ value: phone, from: line });
  });

  it('does not take date ranges, years or long numbers for a phone number', () => {
    const text = lines(
      'Ana Silva',
      'Experience 2015 - 2020',
      'Project lead 01/2019 - 03/2021',
      'Employee number 1234567890123456789',
      'Mobile development 2010 - 2014',
    );
    expect(readResumeFields(text, []).phone).toBeNull();
  });
});

describe('LinkedIn, e-mail and location', () => {
  it('stores a LinkedIn address with https://, without its query or trailing slash', () => {
    expect(values('linkedin.com/in/jane-doe-12345/?trk=public', []).linkedin_url).toBe('https://linkedin.com/in/jane-doe-12345');
    expect(values('(http://www.linkedin.com/in/abc)', []).linkedin_url).toBe('https://www.linkedin.com/in/abc');
    // A company page is not a profile.
    expect(values('linkedin.com/company/acme', []).linkedin_url).toBeNull();
  });

  it('takes the first e-mail address, without mailto: or the punctuation around it', () => {
    expect(values('Contact: <mailto:Ana@Example.org>, or ana.other@example.org.', []).email).toBe('ana@example.org');
    expect(values('ana@localhost and @handle and a@b', []).email).toBeNull();
  });

  it('states a location only when it is clear: a label, or a place with a known country or US state', () => {
    expect(values('Location: Toronto, Ontario, Canada', []).location).toBe('Toronto, Ontario, Canada');
    expect(values('Based in: São Paulo, Brasil', []).location).toBe('São Paulo, Brasil');
    expect(values('Ana Silva\n1 Main St, Austin, TX 78701', []).location).toBeNull();
    expect(values('Address: 1 Main St, Austin, TX 78701', []).location).toBe('Austin, TX');
    expect(values('Ana Silva\nAcme, Widgets', []).location).toBeNull();
    expect(values('Ana Silva\nSpringfield, Nowhere', []).location).toBeNull();
  });
});

describe('skills', () => {
  it("names the vocabulary's skills the text has, as the vocabulary writes them, the job's first", () => {
    const text = 'Built typescript services; ci-cd pipelines; some JavaScript and kubernetes.';
    expect(readSkills(text, ['Kubernetes', 'TypeScript', 'CI/CD', 'Java', 'kubernetes']).map((s) => s.value)).toEqual([
      'Kubernetes',
      'TypeScript',
      'CI/CD',
    ]);
  });

  it('never invents a skill: nothing outside the vocabulary, no "Java" in "JavaScript", no "C" in "C++"', () => {
    expect(readSkills('JavaScript and C++ and Haskell', ['Java', 'C', 'Elixir']).map((s) => s.value)).toEqual([]);
    expect(readSkills('JavaScript and C++', BUILT_IN_SKILLS).map((s) => s.value)).toEqual(['JavaScript', 'C++']);
  });

  it(`offers at most ${MAX_SKILLS} skills`, () => {
    expect(readSkills(BUILT_IN_SKILLS.join(', '), BUILT_IN_SKILLS)).toHaveLength(MAX_SKILLS);
  });
});

describe('nothing when unsure', () => {
  it('finds nothing in a text without contact details', () => {
    expect(values(lines('Portfolio', 'Selected works 2019-2023', 'Thank you for reading'), [])).toEqual({
      first_name: null,
      last_name: null,
      email: null,
      phone: null,
      linkedin_url: null,
      location: null,
      skills: [],
    });
    expect(values('', BUILT_IN_SKILLS).skills).toEqual([]);
  });

  it('takes no heading, job title or sentence for a name', () => {
    for (const line of ['Work Experience', 'Curriculum Vitae', 'Software Engineer', 'I am a developer', 'Jane', 'Jane Doe, PhD'])
      expect(values(line, []).first_name, line).toBeNull();
  });

  it('reads hostile text in linear time: long lines, endless local parts and digit runs', () => {
    const started = performance.now();
    const hostile = [
      'a'.repeat(150_000),
      `${'a.'.repeat(120)}@`.repeat(1),
      '1 '.repeat(140),
      `${'x'.repeat(250)}@${'b-'.repeat(20)}`,
      'linkedin.com/in/'.repeat(18),
    ].join('\n');
    readResumeFields(hostile, BUILT_IN_SKILLS);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
