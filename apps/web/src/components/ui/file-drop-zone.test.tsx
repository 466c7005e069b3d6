import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileSpreadsheet } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './file-drop-zone';

const csv = (name: string) => new File(['email\n'], name, { type: 'text/csv' });

function renderZone(props: { multiple?: boolean; disabled?: boolean } = {}) {
  const onFiles = vi.fn();
  render(
    <FileDropZone
      inputLabel="CSV file to import"
      accept=".csv,text/csv"
      icon={FileSpreadsheet}
      prompt="Drag and drop a CSV file here, or"
      pickLabel="choose a file"
      hint="One .csv file with a header row."
      onFiles={onFiles}
      {...props}
    />,
  );
  const drop = (...files: File[]) => fireEvent.drop(screen.getByText('Drag and drop a CSV file here, or'), { dataTransfer: { files } });
  return { onFiles, drop };
}

describe('FileDropZone', () => {
  it('opens the file dialog from the keyboard through a labelled input, and describes what it accepts', async () => {
    const user = userEvent.setup();
    renderZone();
    const input = screen.getByLabelText('CSV file to import');
    const click = vi.spyOn(input, 'click');
    await user.tab();
    const pick = screen.getByRole('button', { name: 'choose a file' });
    expect(pick).toHaveFocus();
    expect(pick).toHaveAccessibleDescription('One .csv file with a header row.');
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('passes on a picked file', async () => {
    const user = userEvent.setup();
    const { onFiles } = renderZone();
    await user.upload(screen.getByLabelText('CSV file to import'), csv('a.csv'));
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ name: 'a.csv' })]);
  });

  it('takes only the first dropped file unless it accepts several', () => {
    const single = renderZone();
    single.drop(csv('a.csv'), csv('b.csv'));
    expect(single.onFiles).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ name: 'a.csv' })]);
  });

  it('takes every dropped file when it accepts several', () => {
    const several = renderZone({ multiple: true });
    several.drop(csv('a.csv'), csv('b.csv'));
    expect(several.onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['a.csv', 'b.csv']);
  });

  it('ignores drops while disabled', () => {
    const { onFiles, drop } = renderZone({ disabled: true });
    drop(csv('a.csv'));
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'choose a file' })).toBeDisabled();
  });
});
