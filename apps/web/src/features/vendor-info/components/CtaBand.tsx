import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The closing call to action of a page: a dark band with its h2, a line of text and the buttons. */
export function CtaBand({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} bg="dark.8" c="white" py={{ base: 48, md: 72 }}>
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id={id} fz={{ base: 28, md: 36 }}>
            {title}
          </Title>
          <Text size="lg" c="gray.3" maw={600}>
            {text}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
