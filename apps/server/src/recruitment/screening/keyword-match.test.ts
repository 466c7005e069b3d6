import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKeywords } from '@keel/shared/jobs';
import { keywordPattern, matchKeywords } from './keyword-match';

describe('ATS keywords', () => {
  it('are split on commas and line breaks, trimmed, with empties and repeats dropped', () => {
    expect(parseKeywords(' React, TypeScript\nproject   management,, react ,\r\nCI/CD ')).toEqual([
      'React',
      'TypeScript',
      'project management',
      'CI/CD',
    ]);
    expect(parseKeywords('')).toEqual([]);
    expect(parseKeywords(null)).toEqual([]);
  });
});

describe('keyword matching', () => {
  const text = 'Senior TypeScript engineer. Built React.js apps on Node.js;\nled Project-\nManagement for CI/CD in C++ and C#.';

  it('finds keywords case-insensitively as whole words', () => {
    const result = matchKeywords(text, ['typescript', 'REACT', 'node.js', 'Java', 'Script', 'engineer']);
    expect(result.matched).toEqual(['typescript', 'REACT', 'node.js', 'engineer']);
    expect(result.missing).toEqual(['Java', 'Script']);
    expect(result.score).toBe(67);
  });

  it('finds multi-word phrases across punctuation and line breaks', () => {
    expect(matchKeywords(text, ['project management', 'CI CD', 'ci-cd', 'senior typescript engineer']).matched).toHaveLength(4);
    expect(matchKeywords('full\u00a0stack developer', ['Full-Stack']).matched).toEqual(['Full-Stack']);
    expect(matchKeywords('project planning and management', ['project management']).matched).toEqual([]);
  });

  it('keeps symbols part of a keyword: C is not C++ or C#', () => {
    expect(matchKeywords(text, ['C++', 'C#', 'C']).matched).toEqual(['C++', 'C#']);
    expect(matchKeywords('Go, Rust', ['go']).matched).toEqual(['go']);
    expect(matchKeywords('Google', ['go']).matched).toEqual([]);
  });

  it('reads ligatures and full-width letters as plain letters', () => {
    expect(matchKeywords('certiﬁed ＡＷＳ architect', ['certified', 'AWS']).score).toBe(100);
  });

  it('scores the share matched, rounded, and no score without keywords', () => {
    expect(matchKeywords('alpha beta', ['alpha', 'beta', 'gamma']).score).toBe(67);
    expect(matchKeywords('alpha', ['alpha', 'beta', 'gamma']).score).toBe(33);
    expect(matchKeywords('alpha', []).score).toBeNull();
    expect(keywordPattern('-').test('anything - at all')).toBe(false);
  });

  it('never throws on arbitrary keywords and text, and the score stays within 0–100', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ minLength: 1 }), { maxLength: 8 }), (haystack, keywords) => {
        const result = matchKeywords(haystack, keywords);
        expect(result.matched.length + result.missing.length).toBe(keywords.length);
        if (keywords.length > 0) expect(result.score).toBeGreaterThanOrEqual(0);
        if (keywords.length > 0) expect(result.score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('finds any keyword placed whole in any text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,10}( [A-Za-z0-9]{1,10}){0,2}$/), fc.string(), (keyword, noise) => {
        expect(matchKeywords(`${noise} ${keyword.toUpperCase()}.`, [keyword]).matched).toEqual([keyword]);
      }),
    );
  });
});
