import { Paper, SimpleGrid, Text } from '@mantine/core';

/** Key figures as a list: a large value and what it means. */
export function FactList({ label, facts }: { label: string; facts: { key: string; value: string; text: string }[] }) {
  return (
    <SimpleGrid component="ul" aria-label={label} cols={{ base: 1, sm: facts.length }} spacing="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {facts.map((f) => (
        <Paper key={f.key} component="li" withBorder radius="lg" p="lg" shadow="sm">
          <Text fz={{ base: 32, md: 40 }} fw={800} c="ember.8" lh={1.1} ff="heading">
            {f.value}
          </Text>
          <Text mt={6} c="gray.8">
            {f.text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
