import { changePct, DASHBOARD_FIGURES, type DashboardFigures, formatMoney } from '@vedmarked/domain';
import { Badge, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const MONEY = new Set(['gmv', 'average_order', 'fees', 'refunds']);
/** Figures where less is better (a rise shows red). */
const LOWER_IS_BETTER = new Set(['refunds']);

/** The period's figures, each with its change against the period before. */
export function FigureCards({ data }: { data: DashboardFigures | undefined }) {
  const { t, i18n } = useTranslation('console');
  const format = (key: string, n: number) =>
    MONEY.has(key) ? formatMoney(n, 'NOK', i18n.language) : n.toLocaleString(i18n.language === 'no' ? 'nb-NO' : i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="figures">
      {DASHBOARD_FIGURES.map((key) => {
        if (!data) return <Skeleton key={key} h={96} radius="md" />;
        const now = data.current[key];
        const before = data.previous[key];
        const pct = changePct(now, before);
        const good = pct === null || pct === 0 ? null : pct > 0 !== LOWER_IS_BETTER.has(key);
        return (
          <Card key={key} withBorder padding="sm" radius="md" data-testid={`figure-${key}`}>
            <Text size="sm" c="gray.7">
              {t(`figures.${key}`)}
            </Text>
            <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} data-testid={`figure-${key}-value`}>
              {format(key, now)}
            </Text>
            <Group gap={4} wrap="wrap">
              <Badge
                variant="light"
                color={good === null ? 'gray' : good ? 'green.9' : 'red.9'}
                leftSection={
                  pct !== null && pct > 0 ? (
                    <IconArrowUpRight size={12} aria-hidden />
                  ) : pct !== null && pct < 0 ? (
                    <IconArrowDownRight size={12} aria-hidden />
                  ) : null
                }
              >
                {pct === null ? t('figures.new') : t('figures.change', { pct: pct > 0 ? `+${pct}` : String(pct) })}
              </Badge>
              <Text size="xs" c="gray.7">
                {t('figures.before', { value: format(key, before) })}
              </Text>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
