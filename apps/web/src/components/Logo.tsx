import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

export function Logo() {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Vedmarked" style={{ display: 'inline-flex' }}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} fz="xl" ff="Georgia, serif" c="ember.8" visibleFrom="xs">
          Vedmarked
        </Text>
      </Group>
    </UnstyledButton>
  );
}
