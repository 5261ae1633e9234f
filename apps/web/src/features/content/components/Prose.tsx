import { Anchor, List, Text } from '@mantine/core';
import { type ProseInline, proseBlocks, proseInline } from '@vedmarked/domain';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

function piece(p: ProseInline, key: number): ReactNode {
  if (p.kind === 'text') return p.text;
  if (p.kind === 'bold') return <strong key={key}>{p.text}</strong>;
  if (p.internal)
    return (
      <Anchor key={key} component={Link} to={p.href} underline="always">
        {p.text}
      </Anchor>
    );
  return (
    <Anchor key={key} href={p.href} underline="always" {...(p.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {p.text}
    </Anchor>
  );
}

const pieces = (line: ProseInline[]) => line.map(piece);

/** Inline markup of our texts (`proseInline`, @vedmarked/domain): [label](/path or https://… or mailto:…) and **bold**. Never HTML. */
export function renderInline(text: string): ReactNode[] {
  return pieces(proseInline(text));
}

/**
 * A block of text from a translation file (`proseBlocks`, @vedmarked/domain, which the server's
 * copy of a page reads too): paragraphs separated by a blank line; a block whose lines all start
 * with "- " is a list, "1. " a numbered list.
 */
export function Prose({ text, size = 'md' }: { text: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <>
      {proseBlocks(text).map((block, i) => {
        const key = `${i}-${block.kind}`;
        if (block.kind !== 'paragraph') {
          return (
            <List key={key} type={block.kind === 'ordered' ? 'ordered' : undefined} spacing={4} size={size} mb="md" withPadding>
              {block.lines.map((line, j) => (
                <List.Item key={j}>{pieces(line)}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={key} size={size} mb="md" lh={1.65}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {pieces(line)}
              </Fragment>
            ))}
          </Text>
        );
      })}
    </>
  );
}
