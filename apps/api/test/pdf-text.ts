import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF shows (standard fonts, WinAnsi), as one string: each content stream is
 * inflated and the hex strings of its TJ arrays are read in order. Enough for tests to check that a
 * sheet or an invoice says what it should, in the language it should.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('');
      parts.push(text);
    }
  }
  return parts.join('\n');
}
