/**
 * The markup of the shop's long texts (translation files: help, about, the terms, the policy, the
 * articles), read once for both writers: the web app's `Prose` component and the server's copy of
 * a page (apps/api/src/modules/seo/body.ts). Never HTML: paragraphs separated by a blank line, a
 * block whose lines all start with "- " is a list and "1. " a numbered list, and inside a line
 * [label](/path, https://…, mailto:… or tel:…) and **bold**.
 */

/** A piece of a line: text, bold text, or a link (`internal` for a path of this site). */
export type ProseInline = { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string; internal: boolean };

/** A block: a paragraph of lines (drawn with line breaks between them) or a list of items. */
export interface ProseBlock {
  kind: 'paragraph' | 'list' | 'ordered';
  /** A paragraph's lines, or a list's items (without their "- " or "1. "). */
  lines: ProseInline[][];
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;
const EXTERNAL = /^(https:|mailto:|tel:)/;

/** A line's pieces. A link to anything but a site path or an https/mailto/tel address is its label only. */
export function proseInline(line: string): ProseInline[] {
  const out: ProseInline[] = [];
  let last = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: line.slice(last, m.index) });
    const [, label = '', href, bold] = m;
    if (bold) out.push({ kind: 'bold', text: bold });
    else if (href?.startsWith('/')) out.push({ kind: 'link', text: label, href, internal: true });
    else if (href && EXTERNAL.test(href)) out.push({ kind: 'link', text: label, href, internal: false });
    else out.push({ kind: 'text', text: label });
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push({ kind: 'text', text: line.slice(last) });
  return out;
}

/** A text's blocks, in reading order (empty blocks dropped). */
export function proseBlocks(text: string): ProseBlock[] {
  return text
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l) => l.startsWith('- '))) return { kind: 'list', lines: lines.map((l) => proseInline(l.slice(2))) };
      if (lines.every((l) => /^\d+\. /.test(l))) return { kind: 'ordered', lines: lines.map((l) => proseInline(l.replace(/^\d+\. /, ''))) };
      return { kind: 'paragraph', lines: lines.map(proseInline) };
    });
}
