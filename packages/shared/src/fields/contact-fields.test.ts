import { describe, expect, it } from 'vitest';
import { CONTACT_EXPORT_COLUMNS, contactExportHeader, mapColumns } from '../contact-import';
import { CONTACT_FIELDS, CONTACT_FILTERS, CONTACT_SORTS, ContactInput } from '../contacts';
import { MERGE_FIELDS } from '../duplicates';
import { REPORT_FIELDS } from '../report-catalogue';
import { defineFields, erasedValues, exampleBody, searchColumns } from './field-registry';

/** What the lists written by hand before the registry (decision 0043) held: the registry must derive the same. */
describe('the contact registry derives what was written by hand', () => {
  it('keeps the input fields, merge fields and their order', () => {
    const input = [
      'first_name',
      'last_name',
      'email',
      'phone',
      'mobile_phone',
      'work_email',
      'home_email',
      'home_phone',
      'company_id',
      'job_title',
      'description',
      'address',
      'address2',
      'city',
      'state',
      'zip_code',
      'country',
      'linkedin_profile',
      'instagram_profile',
      'instant_message_handles',
      'birthday',
      'tags',
      'is_inquiry',
      'assigned_sales_rep_id',
      'last_contact_date',
    ];
    expect(Object.keys(ContactInput.shape)).toEqual(input);
    expect(MERGE_FIELDS.contacts).toEqual(input);
    expect(ContactInput.parse(exampleBody(CONTACT_FIELDS))).toMatchObject({ first_name: 'Edge', tags: ['a', 'b'], company_id: null });
  });

  it('keeps the list sorts and filters', () => {
    expect(CONTACT_SORTS).toEqual(['name', 'email', 'phone', 'status', 'salesRep', 'lastContact']);
    expect(CONTACT_FILTERS).toEqual({
      status: { type: 'enum', label: 'Status', options: ['Active', 'Inquiry'] },
      salesRep: { type: 'ref', label: 'Sales Rep' },
      company: { type: 'ref', label: 'Company' },
      tags: { type: 'tags', label: 'Tags' },
      lastContact: { type: 'date', label: 'Last Contact' },
      created: { type: 'date', label: 'Created' },
      city: { type: 'text', label: 'City' },
      country: { type: 'text', label: 'Country' },
      jobTitle: { type: 'text', label: 'Job Title' },
    });
  });

  it('keeps the report catalogue', () => {
    expect(REPORT_FIELDS.contacts).toEqual({
      firstName: { label: 'First Name', type: 'text' },
      lastName: { label: 'Last Name', type: 'text' },
      email: { label: 'Email', type: 'text' },
      company: { label: 'Company', type: 'text' },
      jobTitle: { label: 'Job Title', type: 'text' },
      city: { label: 'City', type: 'text' },
      country: { label: 'Country', type: 'text' },
      status: { label: 'Status', type: 'text', options: ['Active', 'Inquiry'] },
      salesRep: { label: 'Sales Rep', type: 'text' },
      createdBy: { label: 'Created By', type: 'text' },
      lastContact: { label: 'Last Contact', type: 'date' },
      birthday: { label: 'Birthday', type: 'date' },
      created: { label: 'Created', type: 'date' },
      updated: { label: 'Last Updated', type: 'date' },
    });
    expect(Object.keys(REPORT_FIELDS.contacts)).toEqual([
      'firstName',
      'lastName',
      'email',
      'company',
      'jobTitle',
      'city',
      'country',
      'status',
      'salesRep',
      'createdBy',
      'lastContact',
      'birthday',
      'created',
      'updated',
    ]);
  });

  it('keeps the CSV headers and the names the import recognises', () => {
    expect(CONTACT_EXPORT_COLUMNS.map(contactExportHeader)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'mobilePhone',
      'workEmail',
      'homeEmail',
      'homePhone',
      'company',
      'jobTitle',
      'description',
      'address',
      'address2',
      'city',
      'state',
      'zipCode',
      'country',
      'linkedinProfile',
      'instagramProfile',
      'instant_message_handles',
      'birthday',
      'tags',
      'is_inquiry',
      'assignedSalesRep',
      'last_contact_date',
      'avatarUrl',
    ]);
    const headers = [
      'firstName',
      'Surname',
      'E-mail Address',
      'cell',
      'Postcode',
      'instagramprofile',
      'Notes',
      'Date of Birth',
      'Last Contacted',
      'avatarUrl',
      'createdBy',
      'Owner',
    ];
    expect(mapColumns(headers).map((m) => m.column ?? m.note)).toEqual([
      'first_name',
      'last_name',
      'email',
      'mobile_phone',
      'zip_code',
      'instagram_profile',
      'description',
      'birthday',
      'last_contact_date',
      'avatar_url',
      'ignored',
      'assigned_sales_rep',
    ]);
  });

  it('keeps the erased and searched fields', () => {
    expect(Object.keys(erasedValues(CONTACT_FIELDS)).sort()).toEqual(
      [
        'first_name',
        'last_name',
        'email',
        'phone',
        'mobile_phone',
        'work_email',
        'home_email',
        'home_phone',
        'job_title',
        'description',
        'avatar_url',
        'address',
        'address2',
        'city',
        'state',
        'zip_code',
        'linkedin_profile',
        'instagram_profile',
        'instant_message_handles',
        'birthday',
        'tags',
      ].sort(),
    );
    expect(erasedValues(CONTACT_FIELDS).tags).toEqual([]);
    expect(searchColumns(CONTACT_FIELDS)).toContain('instagram_profile');
    expect(searchColumns(CONTACT_FIELDS)).not.toContain('is_inquiry');
  });
});

describe('a registry', () => {
  it('takes an added field until something derives from it, then refuses', () => {
    const registry = defineFields('things', [{ key: 'name', column: 'name', kind: 'text', label: 'Name' }]);
    registry.addField({ key: 'colour', column: 'colour', kind: 'text', label: 'Colour' });
    expect(() => registry.addField({ key: 'name', column: 'name', kind: 'text', label: 'Name' })).toThrow(/already/);
    expect(registry.fields().map((f) => f.column)).toEqual(['name', 'colour']);
    expect(() => registry.addField({ key: 'size', column: 'size', kind: 'text', label: 'Size' })).toThrow(/read already/);
  });
});
