import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type RecordChoice, RecordCombobox, type RecordOptions } from './record-combobox';

const companies: RecordChoice[] = [
  { id: '1', name: 'Brightline Retail' },
  { id: '2', name: 'Pickco' },
];

// Answers at once, as a cached search would: only the 250 ms pause after typing stands between the text and its results.
const useOptions: RecordOptions = (query) => ({
  data: companies.filter((c) => c.name.toLowerCase().includes(query.toLowerCase())),
  isPending: false,
});

function Picker({ onChange }: { onChange: (choice: RecordChoice | null) => void }) {
  const [value, setValue] = useState<RecordChoice | null>(null);
  return (
    <>
      <label htmlFor="company">Company</label>
      <RecordCombobox
        id="company"
        value={value}
        onChange={(choice) => {
          setValue(choice);
          onChange(choice);
        }}
        useOptions={useOptions}
        listLabel="Companies"
        placeholder="Search companies…"
        noun={{ one: 'company', other: 'companies' }}
      />
    </>
  );
}

describe('RecordCombobox', () => {
  it('never lets Enter pick from the results of an older search; it picks from the typed text once they are there', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Company' });
    await user.click(box);
    // The unfiltered list (both companies) is showing when the user types and presses Enter at once.
    expect(await screen.findByRole('option', { name: 'Brightline Retail' })).toBeInTheDocument();
    await user.type(box, 'pick{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('option', { name: 'Brightline Retail' })).not.toBeInTheDocument();

    await screen.findByRole('option', { name: 'Pickco' }, { timeout: 10_000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(companies[1]));
    expect(box).toHaveValue('Pickco');
  });
});
