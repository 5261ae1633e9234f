import { Box, Group, SimpleGrid, Text, Title } from '@mantine/core';

/** Numbered steps in reading order (an ordered list), side by side on wide screens. */
export function StepList({ steps }: { steps: { key: string; title: string; text: string }[] }) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: steps.length }} spacing="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {steps.map((s, i) => (
        <Box key={s.key} component="li" pos="relative">
          <Group gap="sm" wrap="nowrap" align="center" mb="sm">
            <Box
              aria-hidden
              w={44}
              h={44}
              bg="ember.7"
              c="white"
              fw={800}
              fz="lg"
              style={{ borderRadius: '50%', display: 'grid', placeItems: 'center', flexShrink: 0 }}
            >
              {i + 1}
            </Box>
            <Box h={2} bg="ember.2" style={{ flex: 1 }} visibleFrom="md" aria-hidden />
          </Group>
          <Title order={3} fz="lg" mb={6}>
            {s.title}
          </Title>
          <Text c="gray.7" lh={1.6}>
            {s.text}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
