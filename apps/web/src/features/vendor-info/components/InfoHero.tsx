import { Box, Container, Grid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeroArt, type HeroArtKind } from './HeroArt.tsx';

/**
 * The band at the top of a supplier page: eyebrow, the page's only h1, a lead and the calls to
 * action; a drawing beside it on wide screens (decorative, hidden from assistive technology).
 */
export function InfoHero({ eyebrow, title, lead, art, children }: { eyebrow: string; title: string; lead: string; art: HeroArtKind; children?: ReactNode }) {
  return (
    <Box
      c="white"
      py={{ base: 40, md: 72 }}
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-ember-9) 0%, #4a1e08 100%)', overflow: 'hidden' }}
    >
      <Container size="lg">
        <Grid gutter={{ base: 'lg', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Text tt="uppercase" fw={700} fz="sm" lts={1} c="ember.1" mb={8}>
              {eyebrow}
            </Text>
            <Title order={1} fz={{ base: 32, md: 46 }} lh={1.12}>
              {title}
            </Title>
            <Text size="lg" mt="md" maw={620} c="ember.0" lh={1.6}>
              {lead}
            </Text>
            {children && <Box mt="xl">{children}</Box>}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
            <HeroArt kind={art} />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
