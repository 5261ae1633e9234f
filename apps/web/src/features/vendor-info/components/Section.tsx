import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A band of a supplier page: a section named by its h2, on white or on the page's grey. */
export function Section({ id, title, lead, white = false, children }: { id: string; title: string; lead?: string; white?: boolean; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} py={{ base: 40, md: 64 }} bg={white ? 'white' : undefined}>
      <Container size="lg">
        <Title order={2} id={id} fz={{ base: 26, md: 34 }} lh={1.2} mb={lead ? 'sm' : 'xl'} style={{ scrollMarginTop: 80 }}>
          {title}
        </Title>
        {lead && (
          <Text size="lg" c="gray.7" maw={720} mb="xl">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
