import { Anchor, Badge, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Feature {
  key: string;
  icon: Icon;
  title: string;
  text: ReactNode;
  badge?: string;
  link?: { to: string; label: string };
}

/** Cards with an icon, an h3 and a short text, as a list; optionally a badge and a link on. */
export function FeatureCards({ items, cols = 3, label }: { items: Feature[]; cols?: 2 | 3 | 4; label?: string }) {
  return (
    <SimpleGrid component="ul" aria-label={label} cols={{ base: 1, sm: 2, md: cols }} spacing="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map(({ key, icon: IconC, title, text, badge, link }) => (
        <Paper key={key} component="li" withBorder radius="lg" p="lg" shadow="xs" style={{ display: 'flex', flexDirection: 'column' }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <IconC size={26} stroke={1.6} />
            </ThemeIcon>
            {badge && (
              <Badge variant="light" color="gray" size="md">
                {badge}
              </Badge>
            )}
          </Group>
          <Title order={3} fz="lg" mt="md" mb={6}>
            {title}
          </Title>
          <Text c="gray.7" lh={1.6} style={{ flex: 1 }}>
            {text}
          </Text>
          {link && (
            <Anchor component={Link} to={link.to} fw={600} mt="md" underline="always">
              {link.label}
            </Anchor>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
