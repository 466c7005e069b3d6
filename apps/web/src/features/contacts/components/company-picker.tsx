import { RecordCombobox, type RecordOptions } from '../../../components/records/record-combobox';
import { useCompanyOptions } from '../api/search-companies';

export interface CompanyChoice {
  id: string;
  name: string;
}

interface CompanyPickerProps {
  id: string;
  value: CompanyChoice | null;
  onChange: (value: CompanyChoice | null) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

const useOptions: RecordOptions = (query, enabled) => {
  const options = useCompanyOptions(query, enabled);
  return { data: options.data?.items.map((c) => ({ id: c.id, name: c.name })), isPending: options.isPending || options.isPlaceholderData };
};

/** The contact's company: searched on the server as you type. */
export function CompanyPicker(props: CompanyPickerProps) {
  return (
    <RecordCombobox
      {...props}
      useOptions={useOptions}
      listLabel="Companies"
      placeholder="Search companies…"
      noun={{ one: 'company', other: 'companies' }}
    />
  );
}
