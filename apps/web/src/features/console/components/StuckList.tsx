import { type DashboardStuck, STUCK_KINDS } from '@vedmarked/domain';
import { Anchor, Badge, Card, Group, List, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** How long something has waited, in hours or days. */
function useWaited() {
  const { t } = useTranslation('console');
  return (since: string) => {
    const hours = Math.max(0, Math.floor((Date.now() - Date.parse(since)) / 3_600_000));
    return hours < 48 ? t('stuck.hours', { count: hours }) : t('stuck.days', { count: Math.floor(hours / 24) });
  };
}

/** What waits too long, by kind: a count and the oldest items, each linking where it is fixed. */
export function StuckList({ data }: { data: DashboardStuck | undefined }) {
  const { t } = useTranslation('console');
  const waited = useWaited();
  return (
    <section aria-labelledby="stuck-heading" data-testid="stuck">
      <Group gap="xs" mb="xs">
        <Title order={2} size="h3" id="stuck-heading">
          {t('stuck.title')}
        </Title>
        {data && (
          <Badge color={data.total ? 'ember.8' : 'gray.7'} data-testid="stuck-total">
            {data.total}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="gray.7" mb="sm">
        {t('stuck.lead')}
      </Text>
      {!data ? (
        <Skeleton h={160} radius="md" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {STUCK_KINDS.map((kind) => {
            const items = data.items.filter((i) => i.kind === kind);
            const headingId = `stuck-${kind}-heading`;
            return (
              <Card key={kind} withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId} data-testid={`stuck-${kind}`}>
                <Group justify="space-between" wrap="nowrap" mb={4}>
                  <Title order={3} size="h5" id={headingId}>
                    {t(`stuck.${kind}`)}
                  </Title>
                  <Badge color={data.counts[kind] ? 'ember.8' : 'gray.7'} data-testid={`stuck-${kind}-count`}>
                    {data.counts[kind]}
                  </Badge>
                </Group>
                <Text size="xs" c="gray.7" mb="xs">
                  {t(`stuck.${kind}-hint`)}
                </Text>
                {items.length === 0 ? (
                  <Text size="sm">{t('stuck.none')}</Text>
                ) : (
                  <List spacing={4} size="sm" listStyleType="none" styles={{ root: { paddingInlineStart: 0 } }}>
                    {items.slice(0, 8).map((item) => (
                      <List.Item key={`${item.kind}-${item.id}`}>
                        <Anchor component={Link} to={item.link} fw={600} data-testid={`stuck-link-${item.kind}`}>
                          {item.label}
                        </Anchor>{' '}
                        <Text span size="sm">
                          {item.detail}
                        </Text>{' '}
                        <Text span size="xs" c="gray.7">
                          · {waited(item.since)}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                )}
                {data.counts[kind] > 8 && (
                  <Text size="xs" c="gray.7" mt={4}>
                    {t('stuck.more', { count: data.counts[kind] - Math.min(items.length, 8) })}
                  </Text>
                )}
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </section>
  );
}
