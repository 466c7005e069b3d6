import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './ui/field';
import { Input } from './ui/input';
import { PasswordStrengthHint } from './password-strength-hint';

function renderField(password: string) {
  render(
    <Field
      id="pw"
      label="New Password"
      hint={
        <PasswordStrengthHint password={password} rule="At least 6 characters." owner={{ email: 'jdoe@example.test', name: 'Jane Doe' }} />
      }
    >
      <Input type="password" value={password} readOnly />
    </Field>,
  );
  return screen.getByLabelText('New Password');
}

describe('the strength hint under a new-password field (decision 0068)', () => {
  it("states the product's rule before anything is typed, tied to the field", () => {
    const input = renderField('');
    expect(input).toHaveAccessibleDescription('At least 6 characters. Not a common password, nor your name or e-mail.');
  });

  it('rates what is typed, and says when it holds the name', () => {
    expect(renderField('Violet-Harbour-17')).toHaveAccessibleDescription(/Strength: (Strong|Very strong)/);
  });

  it('says when the password holds the name', () => {
    expect(renderField('jane-doe-1999')).toHaveAccessibleDescription('Strength: Too weak. Leave out your name and e-mail.');
  });
});
