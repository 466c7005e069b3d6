import { describe, expect, it } from 'vitest';
import { APPLICANT_FIELDS, APPLICANT_FILTERS, APPLICANT_SORTS } from '../applicants';
import { COMPANY_FILTERS, COMPANY_SORTS, CompanyInput } from '../companies';
import { COMPANY_CSV_COLUMNS, COMPANY_HEADER_NAMES } from '../company-import';
import { MERGE_FIELDS } from '../duplicates';
import { JOB_FILTERS, JOB_SORTS } from '../jobs';
import { REPORT_FIELDS } from '../report-catalogue';
import { COMPANY_FIELDS } from './company-fields';
import { csvAliases, erasedValues } from './field-registry';

/** What the lists written by hand before the registries (decision 0043) held: the registries must derive the same. */
describe('the company registry', () => {
  it('keeps the input, CSV and merge fields, sorts, filters and report catalogue', () => {
    const input = [
      'name',
      'sector',
      'website',
      'phone',
      'email',
      'address',
      'address2',
      'city',
      'state',
      'zip_code',
      'country',
      'linkedin_url',
      'number_of_employees',
      'annual_revenue',
      'tags',
      'description',
    ];
    expect(Object.keys(CompanyInput.shape)).toEqual(input);
    expect(COMPANY_CSV_COLUMNS).toEqual(input);
    expect(MERGE_FIELDS.companies).toEqual(input);
    expect(COMPANY_HEADER_NAMES.common).toMatchObject({
      company: 'name',
      industry: 'sector',
      domain: 'website',
      employeecount: 'number_of_employees',
      revenue: 'annual_revenue',
      notes: 'description',
    });
    // The registry's own common names; the import adds the form's labels and other tools' names (decision 0056).
    expect(Object.keys(csvAliases(COMPANY_FIELDS).common)).toHaveLength(26);
    expect(COMPANY_SORTS).toEqual(['name', 'sector', 'phone', 'city', 'website']);
    expect(Object.entries(COMPANY_FILTERS).map(([k, f]) => `${k}:${f.type}:${f.label}`)).toEqual([
      'sector:enum:Sector',
      'city:text:City',
      'country:text:Country',
      'tags:tags:Tags',
      'created:date:Created',
      'website:text:Website',
    ]);
    expect(Object.entries(REPORT_FIELDS.companies).map(([k, f]) => `${k}:${f.type}:${f.label}`)).toEqual([
      'name:text:Company Name',
      'sector:text:Sector',
      'city:text:City',
      'country:text:Country',
      'employees:number:Number of Employees',
      'annualRevenue:number:Annual Revenue',
      'created:date:Created',
      'updated:date:Last Updated',
    ]);
    expect(CompanyInput.parse({ name: ' Acme ', sector: '__NONE__', number_of_employees: '12' })).toMatchObject({
      name: 'Acme',
      sector: null,
      number_of_employees: 12,
    });
  });
});

describe('the applicant and job registries', () => {
  it('keep the merge and erased fields, sorts, filters and report catalogue', () => {
    expect(MERGE_FIELDS.applicants).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'address',
      'resume_file_path',
      'linkedin_url',
      'other_social_links',
      'job_preferences',
      'status',
      'source',
      'notes',
      'tags',
      'pay_rate_expected',
    ]);
    expect(erasedValues(APPLICANT_FIELDS)).toEqual({
      first_name: null,
      last_name: null,
      email: null,
      phone: null,
      address: null,
      resume_file_path: null,
      linkedin_url: null,
      other_social_links: null,
      job_preferences: null,
      notes: null,
      tags: [],
      pay_rate_expected: null,
      resume_on_file: false,
      ats_keywords_matched: [],
    });
    expect(APPLICANT_SORTS).toEqual(['first_name', 'last_name', 'email', 'phone', 'status', 'date_added', 'ats_score']);
    expect(Object.entries(APPLICANT_FILTERS).map(([k, f]) => `${k}:${f.type}:${f.label}`)).toEqual([
      'status:enum:Status',
      'source:enum:Source',
      'job:ref:Job',
      'tags:tags:Tags',
      'dateAdded:date:Date Added',
      'lastName:text:Last Name',
    ]);
    expect(Object.entries(REPORT_FIELDS.applicants).map(([k, f]) => `${k}:${f.type}:${f.label}:${f.options?.length ?? 0}`)).toEqual([
      'firstName:text:First Name:0',
      'lastName:text:Last Name:0',
      'email:text:Email:0',
      'status:text:Status:8',
      'source:text:Source:6',
      'atsScore:number:ATS Score:0',
      'dateAdded:date:Date Added:0',
      'rejectionReason:text:Rejection Reason:0',
    ]);
    expect(JOB_SORTS).toEqual(['title', 'department', 'location', 'status', 'date_posted']);
    expect(Object.entries(JOB_FILTERS).map(([k, f]) => `${k}:${f.type}:${f.label}`)).toEqual([
      'status:enum:Status',
      'employmentType:enum:Employment Type',
      'department:text:Department',
      'location:text:Location',
      'recruiter:ref:Recruiter',
      'tags:tags:Tags',
      'datePosted:date:Date Posted',
    ]);
    expect(Object.entries(REPORT_FIELDS.jobs).map(([k, f]) => `${k}:${f.type}:${f.label}:${f.options?.length ?? 0}`)).toEqual([
      'title:text:Job Title:0',
      'department:text:Department:0',
      'location:text:Location:0',
      'employmentType:text:Employment Type:5',
      'status:text:Status:4',
      'openings:number:Openings:0',
      'datePosted:date:Date Posted:0',
      'dateClosed:date:Date Closed:0',
    ]);
  });
});
