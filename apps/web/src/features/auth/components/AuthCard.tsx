import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the small account pages: a heading, an optional lead text, the form. */
export function AuthCard({ title, lead, children, size = 460 }: { title: string; lead?: ReactNode; children: ReactNode; size?: number }) {
  return (
    <Container size={size} py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {lead && (
              <Text c="dimmed" mt={6}>
                {lead}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
