import type { Contact } from '@keel/shared/contacts';
import { CONTACT_FIELDS, contactStatus } from '@keel/shared/contacts';
import { detailFields } from '@keel/shared/fields/field-registry';
import { paths } from '@keel/shared/paths';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RecordField as Item } from '../../../components/records/record-field';
import { RegistryDetail } from '../../../components/records/registry-field';
import { formatDateTime } from '../../../lib/format-date';

/** A contact's fields as read on its page (docs/product/records.md#contacts), in the registry's detail order; the company linked to its page. */
export function ContactDetails({ contact: c }: { contact: Contact }) {
  const address = [c.address, c.address2, [c.city, c.state, c.zip_code].filter(Boolean).join(' '), c.country].filter(Boolean).join(', ');
  /** The items shown otherwise than their stored value; every other field is drawn from the registry. */
  const items: Record<string, () => ReactNode> = {
    company_id: () => (
      <Item label="Company">
        {c.company_id ? (
          <Link to={paths.company(c.company_id)} className="text-accent-700 hover:underline">
            {c.company_name ?? 'Unnamed company'}
          </Link>
        ) : null}
      </Item>
    ),
    is_inquiry: () => <Item label="Status">{contactStatus(c.is_inquiry)}</Item>,
    assigned_sales_rep_id: () => <Item label="Assigned Sales Rep">{c.sales_rep_name ?? 'Unassigned'}</Item>,
    address: () => (
      <Item label="Address" wide>
        {address}
      </Item>
    ),
  };
  const values = c as unknown as Record<string, unknown>;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {detailFields(CONTACT_FIELDS).map((f) => (
        <Fragment key={f.column}>{items[f.column]?.() ?? <RegistryDetail field={f} value={values[f.column]} />}</Fragment>
      ))}
      <Item label="Created">{`${formatDateTime(c.created_at)}${c.created_by ? ` by ${c.created_by}` : ''}`}</Item>
      <Item label="Last Updated">{`${formatDateTime(c.updated_at)}${c.last_modified_by ? ` by ${c.last_modified_by}` : ''}`}</Item>
    </dl>
  );
}
