/**
 * A number as it would stand in an answer (850, 850.00, "850 EUR"), and not as three hex digits of
 * an id: `not.toContain('850')` failed at random when a UUID in the body held those digits.
 */
export function numberPattern(value: number): RegExp {
  return new RegExp(`(?<![0-9a-fA-F])${value}(?![0-9a-fA-F])`);
}
