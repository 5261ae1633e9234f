import { type Currency, formatMoney, type HomeCard, TRANSPORT_NEAR_KM } from '@vedmarked/domain';
import { Badge, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One thing that needs attention: what, how many (when counted), the sum (settlements) and where it is done. */
function HomeCardLink({ card }: { card: HomeCard }) {
  const { t, i18n } = useTranslation('dashboard');
  const amount = card.amount !== null && card.count ? formatMoney(card.amount, (card.currency ?? 'NOK') as Currency, i18n.language) : null;
  return (
    <Card withBorder padding="md" radius="md" component={Link} to={card.to} data-testid={`today-${card.key}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{t(`card.${card.key}`)}</Text>
        {card.count === null ? (
          <IconChevronRight size={20} aria-hidden />
        ) : (
          <Badge size="lg" color={card.count > 0 ? 'ember.9' : 'gray.7'} data-testid={`today-${card.key}-count`}>
            {card.count}
          </Badge>
        )}
      </Group>
      {amount && (
        <Text fw={600} mt={4} data-testid={`today-${card.key}-amount`}>
          {amount}
        </Text>
      )}
      <Text size="sm" c="gray.7" mt={4}>
        {t(`card.${card.key}-hint`, { km: TRANSPORT_NEAR_KM })}
      </Text>
    </Card>
  );
}

/** The role's cards; skeletons while the one call is on its way. */
export function HomeCards({ cards }: { cards: HomeCard[] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="today-tasks">
      {cards ? cards.map((card) => <HomeCardLink key={card.key} card={card} />) : [1, 2, 3].map((i) => <Skeleton key={i} h={96} radius="md" />)}
    </SimpleGrid>
  );
}
