import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ActivityBody } from '../../../components/records/activity-body';
import { encodeMentions, type Mention } from './mention-text';
import { MentionTextarea } from './mention-textarea';

const BO = { id: '22222222-2222-4222-8222-222222222222', name: 'Bo User' };
const BEA = { id: '33333333-3333-4333-8333-333333333333', name: 'Bea Baker' };
const CY = { id: '44444444-4444-4444-8444-444444444444', name: 'Cy Rep' };

function Harness({ onStored }: { onStored: (body: string) => void }) {
  const [value, setValue] = useState('');
  const [mentions, setMentions] = useState<Mention[]>([]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onStored(encodeMentions(value, mentions));
      }}
    >
      <label htmlFor="note">Note</label>
      <MentionTextarea
        id="note"
        value={value}
        onChange={setValue}
        members={[BO, BEA, CY]}
        onMention={(m) => setMentions((all) => [...all, m])}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('mention suggestions', () => {
  it('suggests team members after @, chosen with the keyboard, and stores a stable token shown as the name', async () => {
    const user = userEvent.setup();
    let stored = '';
    render(<Harness onStored={(b) => (stored = b)} />);
    const box = screen.getByRole('combobox', { name: 'Note' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'Ask @b');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Team members' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bo User', 'Bea Baker']);
    expect(within(list).getByRole('option', { name: 'Bo User' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Bea Baker' })).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: 'Bea Baker' }).id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Ask @Bea Baker ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'and @zz');
    expect(box).toHaveAttribute('aria-expanded', 'false'); // nobody matches
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored).toBe(`Ask @[Bea Baker](user:${BEA.id}) and @zz`);
  });

  it('closes with Escape and lets Enter type a new line again', async () => {
    const user = userEvent.setup();
    render(<Harness onStored={() => undefined} />);
    const box = screen.getByRole('combobox', { name: 'Note' });
    await user.type(box, '@c');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('@c\n');
  });

  it('shows a stored mention as the name, never its token', () => {
    const { container } = render(<ActivityBody text={`Over to @[Bo User](user:${BO.id}) — see https://example.com/a`} />);
    expect(screen.getByText('@Bo User')).toBeInTheDocument();
    expect(container.textContent).toBe('Over to @Bo User — see https://example.com/a');
    expect(screen.getByRole('link', { name: 'https://example.com/a' })).toHaveAttribute('href', 'https://example.com/a');
  });
});
