import type { Contact } from '@keel/shared/contacts';
import { contactStatus } from '@keel/shared/contacts';
import { paths } from '@keel/shared/paths';
import { Link } from 'react-router';
import { mailLink as mail, RecordField as Item, webLink as web } from '../../../components/records/record-field';
import { formatDate, formatDateTime } from '../../../lib/format-date';

/** A contact's fields as read on its page (docs/product/records.md#contacts), the company linked to its page. */
export function ContactDetails({ contact: c }: { contact: Contact }) {
  const address = [c.address, c.address2, [c.city, c.state, c.zip_code].filter(Boolean).join(' '), c.country].filter(Boolean).join(', ');
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Item label="Primary Email">{mail(c.email)}</Item>
      <Item label="Company">{c.company_id ? <Link to={paths.company(c.company_id)} className="text-accent-700 hover:underline">{c.company_name ?? 'Unnamed company'}</Link> : null}</Item>
      <Item label="Job Title">{c.job_title}</Item>
      <Item label="Status">{contactStatus(c.is_inquiry)}</Item>
      <Item label="Phone">{c.phone}</Item>
      <Item label="Mobile Phone">{c.mobile_phone}</Item>
      <Item label="Work Email">{mail(c.work_email)}</Item>
      <Item label="Home Email">{mail(c.home_email)}</Item>
      <Item label="Home Phone">{c.home_phone}</Item>
      <Item label="Assigned Sales Rep">{c.sales_rep_name ?? 'Unassigned'}</Item>
      <Item label="Last Contact Date">{c.last_contact_date ? formatDate(c.last_contact_date) : null}</Item>
      <Item label="Birthday">{c.birthday ? formatDate(c.birthday) : null}</Item>
      <Item label="Address" wide>{address}</Item>
      <Item label="LinkedIn Profile">{web(c.linkedin_profile)}</Item>
      <Item label="Instagram Profile">{web(c.instagram_profile)}</Item>
      <Item label="Instant Message Handles">{c.instant_message_handles}</Item>
      <Item label="Tags">{c.tags.join(', ')}</Item>
      <Item label="Description / Notes" wide>
        {c.description ? <span className="whitespace-pre-line">{c.description}</span> : null}
      </Item>
      <Item label="Created">{`${formatDateTime(c.created_at)}${c.created_by ? ` by ${c.created_by}` : ''}`}</Item>
      <Item label="Last Updated">{`${formatDateTime(c.updated_at)}${c.last_modified_by ? ` by ${c.last_modified_by}` : ''}`}</Item>
    </dl>
  );
}
