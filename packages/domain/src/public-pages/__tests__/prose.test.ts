import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proseBlocks, proseInline } from '../prose.ts';

describe('the long texts’ markup', () => {
  it('reads links to site paths and to https, mailto and tel addresses, and bold', () => {
    expect(proseInline('See [the terms](/vilkar), **now**, [mail us](mailto:post@vedmarked.no) or [x](javascript:alert(1)).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'the terms', href: '/vilkar', internal: true },
      { kind: 'text', text: ', ' },
      { kind: 'bold', text: 'now' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'mail us', href: 'mailto:post@vedmarked.no', internal: false },
      { kind: 'text', text: ' or ' },
      // Any other address is its label only: the texts never carry a script.
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('splits blocks at blank lines: paragraphs with their line breaks, lists and numbered lists', () => {
    const blocks = proseBlocks('First line\nsecond line\n\n- one\n- **two**\n\n1. a\n2. b\n\n\n- mixed\nnot a list');
    expect(blocks.map((b) => [b.kind, b.lines.length])).toEqual([
      ['paragraph', 2],
      ['list', 2],
      ['ordered', 2],
      ['paragraph', 2],
    ]);
    expect(blocks[1]!.lines[1]).toEqual([{ kind: 'bold', text: 'two' }]);
    expect(blocks[2]!.lines[0]).toEqual([{ kind: 'text', text: 'a' }]);
  });

  it('keeps every character of a line without markup, and drops nothing but the markup', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '.', '(', ')', '[', ']', '*', '/', 'é') }), (line) => {
        const pieces = proseInline(line);
        const joined = pieces.map((p) => p.text).join('');
        if (!/\*\*|\]\(/.test(line)) expect(joined).toBe(line);
        expect(joined.length).toBeLessThanOrEqual(line.length);
      }),
    );
  });
});
