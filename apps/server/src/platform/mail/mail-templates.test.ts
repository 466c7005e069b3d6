import { describe, expect, it } from 'vitest';
import { escapeHtml, linksIn, oneLine, passwordResetMail } from './mail-templates';

const url = 'https://crm.example.test/crm/reset-password?token=abc-DEF_123';

describe('mail templates', () => {
  it('escapes user text in the HTML body and keeps it verbatim in the plain text', () => {
    const mail = passwordResetMail({ email: 'a@example.test', name: `<img src=x onerror="alert(1)"> & 'co'` }, url);
    expect(mail.html).toContain('Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;,');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain(`Hello <img src=x onerror="alert(1)"> & 'co',`);
  });

  it('keeps a name with line breaks on one line, so it cannot start a header or a paragraph', () => {
    const mail = passwordResetMail({ email: 'a@example.test', name: 'Eve\r\nBcc: victim@example.test' }, url);
    expect(mail.text.split('\n')[0]).toBe('Hello Eve Bcc: victim@example.test,');
    expect(oneLine('Subject\r\nBcc: x@y\u0000\u0007')).toBe('Subject Bcc: x@y');
  });

  it('carries the link as the button, as text and in the plain body, branded with the firm', () => {
    const mail = passwordResetMail({ email: 'a@example.test', name: 'Sam' }, url);
    expect(mail.subject).toBe('Set a new password for Keel Consulting');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Keel Consulting');
    expect(linksIn(mail.text)).toEqual([url]);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => passwordResetMail({ email: 'a@example.test', name: 'Sam' }, 'javascript:alert(1)')).toThrow(/refusing/);
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
