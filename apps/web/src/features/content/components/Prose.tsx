import { Anchor, List, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** Inline markup of our texts: [label](/path or https://… or mailto:…) and **bold**. Never HTML. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const [, label, href, bold] = m;
    if (bold) out.push(<strong key={m.index}>{bold}</strong>);
    else if (href?.startsWith('/'))
      out.push(
        <Anchor key={m.index} component={Link} to={href} underline="always">
          {label}
        </Anchor>,
      );
    else if (href && /^(https:|mailto:|tel:)/.test(href))
      out.push(
        <Anchor key={m.index} href={href} underline="always" {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {label}
        </Anchor>,
      );
    else out.push(label);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * A block of text from a translation file: paragraphs separated by a blank line; a block whose
 * lines all start with "- " is a list, "1. " a numbered list.
 */
export function Prose({ text, size = 'md' }: { text: string; size?: 'sm' | 'md' | 'lg' }) {
  const blocks = text
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        const key = `${i}-${block.slice(0, 12)}`;
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <List key={key} spacing={4} size={size} mb="md" withPadding>
              {lines.map((l) => (
                <List.Item key={l}>{renderInline(l.slice(2))}</List.Item>
              ))}
            </List>
          );
        }
        if (lines.every((l) => /^\d+\. /.test(l))) {
          return (
            <List key={key} type="ordered" spacing={4} size={size} mb="md" withPadding>
              {lines.map((l) => (
                <List.Item key={l}>{renderInline(l.replace(/^\d+\. /, ''))}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={key} size={size} mb="md" lh={1.65}>
            {lines.map((l, j) => (
              <Fragment key={`${j}-${l.slice(0, 8)}`}>
                {j > 0 && <br />}
                {renderInline(l)}
              </Fragment>
            ))}
          </Text>
        );
      })}
    </>
  );
}
