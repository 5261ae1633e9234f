import { Box, Container, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** The band at the top of a content page: the page's h1 and a short lead. */
export function PageHero({ title, lead, eyebrow, children }: { title: string; lead?: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <Box bg="ember.9" c="white" py={{ base: 32, md: 56 }}>
      <Container size="md">
        {eyebrow && (
          <Text tt="uppercase" fw={700} fz="sm" lts={1} c="ember.1" mb={6}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={{ base: 30, md: 44 }} lh={1.15}>
          {title}
        </Title>
        {lead && (
          <Text size="lg" mt="md" maw={720} c="ember.0">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}

/**
 * The root of a content page. Mantine's "dimmed" grey (gray.6, 3.3:1 on white) and error red
 * (red.6, 3.6:1) are too light for small text (WCAG AA asks 4.5:1); inside content pages they
 * are gray.7 (8.9:1) and red.9 (5.9:1), which input hints and field errors use too.
 */
const READABLE = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;
export function ContentRoot({ children }: { children: ReactNode }) {
  return <Box style={READABLE}>{children}</Box>;
}
