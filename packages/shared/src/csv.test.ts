import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, restoreFormula } from './csv';
import { sampleContacts, sampleContactsCsv } from './sample-contacts';

describe('formula neutralising (OWASP CSV injection, decision 0019)', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const [value, written] of [
      ['=HYPERLINK("http://evil.example","x")', '\'=HYPERLINK("http://evil.example","x")'],
      ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
      ['-', "'-"],
      ['-2+3', "'-2+3"],
      ['@SUM(1+1)', "'@SUM(1+1)"],
      ['\t=1+1', "'\t=1+1"],
      ['\r=1+1', "'\r=1+1"],
      ['+44 20 7946 0958', "'+44 20 7946 0958"],
    ])
      expect(neutraliseFormula(value), value).toBe(written);
  });

  it('leaves plain numbers (a negative figure stays a figure) and ordinary text alone', () => {
    for (const value of ['-5', '+15550100', '-0.5', '3.25', '.5', 'Ada', "'quoted", "'5", '', 'a=b', 'x-y'])
      expect(neutraliseFormula(value), value).toBe(value);
  });

  it('round-trips exactly, even a value that really starts with an apostrophe before a trigger', () => {
    const values = [
      '=1',
      "'=1",
      "''=1",
      "'''+x",
      '-',
      "'-",
      '-5',
      "'-5",
      "'",
      "''",
      "'abc",
      '@',
      "'@a",
      'plain',
      '\t=x',
      "'\t=x",
      '+',
      "'+1",
    ];
    for (const value of values) expect(restoreFormula(neutraliseFormula(value)), JSON.stringify(value)).toBe(value);
    expect(neutraliseFormula("'=1")).toBe("''=1");
    expect(restoreFormula("'abc")).toBe("'abc"); // an apostrophe our export did not add stays
  });

  it('quotes the neutralised field as RFC 4180 asks', () => {
    expect(csvField('=A1,B1')).toBe('"\'=A1,B1"');
    expect(csvField(['=1', 'b'])).toBe("'=1;b");
    expect(csvField(-5)).toBe('-5');
  });

  it('leaves the sample CSV as it was: none of its values looks like a formula', () => {
    const cells = sampleContacts(50).flatMap((row) => Object.values(row).map(String));
    expect(cells.filter((cell) => neutraliseFormula(cell) !== cell)).toEqual([]);
    expect(sampleContactsCsv()).not.toMatch(/(^|,)'/m);
  });
});
