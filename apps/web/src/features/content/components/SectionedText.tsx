import { Anchor, Box, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useScrollToHash } from '../lib/use-scroll-to-hash.ts';
import { Prose } from './Prose.tsx';

export interface TextSection {
  title: string;
  body: string;
}

/** Reads `<prefix>.sections` from a namespace: an object of { title, body } in reading order. */
export function useSections(ns: string, prefix: string, values: Record<string, string | number> = {}): [string, TextSection][] {
  const { t } = useTranslation(ns);
  const sections = t(`${prefix}.sections`, { returnObjects: true, ...values }) as Record<string, TextSection> | string;
  return typeof sections === 'object' ? Object.entries(sections) : [];
}

/**
 * A long text in sections with a table of contents ("On this page") beside it on wide screens
 * and above it on phones. Section headings are h2 with ids, so links can point at them.
 */
export function SectionedText({ sections, tocLabel, idPrefix = '' }: { sections: [string, TextSection][]; tocLabel?: string; idPrefix?: string }) {
  useScrollToHash(sections.length > 0);
  const body = (
    <Stack gap="xl">
      {sections.map(([id, s]) => (
        <Box key={id} component="section" aria-labelledby={`${idPrefix}${id}`}>
          <Title order={2} id={`${idPrefix}${id}`} fz={{ base: 22, md: 26 }} mb="sm" style={{ scrollMarginTop: 80 }}>
            {s.title}
          </Title>
          <Prose text={s.body} />
        </Box>
      ))}
    </Stack>
  );
  if (!tocLabel) return body;
  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Paper component="nav" aria-label={tocLabel} withBorder p="md" pos={{ md: 'sticky' }} top={80}>
          <Text fw={700} mb="xs">
            {tocLabel}
          </Text>
          <Stack gap={6}>
            {sections.map(([id, s]) => (
              <Anchor key={id} href={`#${idPrefix}${id}`} fz="sm">
                {s.title}
              </Anchor>
            ))}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        {body}
      </Grid.Col>
    </Grid>
  );
}
