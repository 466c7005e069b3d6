import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { webLink } from './record-field';

// Decision 0069: only an http(s) web address becomes a link; anything else a record still holds is text.
describe('webLink', () => {
  it('links an http(s) address, with https:// prepended when it has none', () => {
    render(
      <>
        {webLink('https://www.linkedin.com/in/ada')}
        {webLink('acme.com/about')}
      </>,
    );
    expect(screen.getByRole('link', { name: 'https://www.linkedin.com/in/ada' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/ada',
    );
    expect(screen.getByRole('link', { name: 'acme.com/about' }).getAttribute('href')).toBe('https://acme.com/about');
  });

  it.each(["javascript:alert(1)+'@x.co", 'javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox'])(
    'shows %j as text, never as a link',
    (value) => {
      const { container } = render(<>{webLink(value)}</>);
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe(value);
    },
  );
});
