import { describe, expect, it } from 'vitest';
import { InquiryInput, inquiryDealName } from './inquiries';

const base = { firstName: ' Dana ', lastName: 'Scully', email: ' Dana@FBI.example ', message: 'Help.' };

describe('InquiryInput', () => {
  it('trims, lower-cases the e-mail and turns empty optional fields into absent ones', () => {
    const data = InquiryInput.parse({ ...base, company: '  ', website: '', industry: '', birthday: '' });
    expect(data).toMatchObject({ firstName: 'Dana', email: 'dana@fbi.example', projectValue: 0 });
    expect(data.company).toBeUndefined();
    expect(data.website).toBeUndefined();
    expect(data.industry).toBeUndefined();
    expect(data.birthday).toBeUndefined();
  });

  it.each([
    ['', 0],
    [undefined, 0],
    ['25000', 25000],
    ['$25,000.50', 25000.5],
    [1234.567, 1234.57],
  ])('reads the project value %j as %j', (projectValue, expected) => {
    expect(InquiryInput.parse({ ...base, projectValue }).projectValue).toBe(expected);
  });

  it.each(['lots', '-1', '1e13', true])('refuses the project value %j', (projectValue) => {
    expect(InquiryInput.safeParse({ ...base, projectValue }).success).toBe(false);
  });

  it('accepts only http(s) web addresses', () => {
    expect(InquiryInput.safeParse({ ...base, website: 'https://acme.example' }).success).toBe(true);
    expect(InquiryInput.safeParse({ ...base, website: 'javascript:alert(1)' }).success).toBe(false);
    expect(InquiryInput.safeParse({ ...base, linkedinProfile: 'ftp://x.example' }).success).toBe(false);
  });
});

describe('inquiryDealName', () => {
  it('is the project name, else the company, else the person, followed by "Inquiry"', () => {
    expect(inquiryDealName({ projectName: 'Archive', company: 'Acme', firstName: 'D', lastName: 'S' })).toBe('Archive');
    expect(inquiryDealName({ company: 'Acme', firstName: 'D', lastName: 'S' })).toBe('Acme Inquiry');
    expect(inquiryDealName({ firstName: 'Dana', lastName: 'Scully' })).toBe('Dana Scully Inquiry');
  });
});
