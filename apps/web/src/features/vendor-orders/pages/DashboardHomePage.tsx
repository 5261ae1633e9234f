import { type Actor, canAccess, isVendorRole } from '@vedmarked/domain';
import { VendorDugnads } from '../../dugnad/components/VendorDugnads.tsx';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBadge } from '../../../lib/badges.ts';
import { useSession } from '../../../lib/session.ts';
import { useVendorOrders } from '../api/vendor-orders.ts';

interface Task {
  key: string;
  to: string;
  count?: number | null;
}

/** One thing to do today: what, how many (when counted) and where it is done. */
function TaskCard({ task }: { task: Task }) {
  const { t } = useTranslation('vendor-orders');
  return (
    <Card withBorder padding="md" radius="md" component={Link} to={task.to} data-testid={`today-${task.key}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{t(`today.${task.key}`)}</Text>
        {task.count === undefined ? null : task.count === null ? (
          <Skeleton h={22} w={32} />
        ) : (
          <Badge size="lg" color={task.count > 0 ? 'ember.9' : 'gray.7'} data-testid={`today-${task.key}-count`}>
            {task.count}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="gray.7" mt={4}>
        {t(`today.${task.key}-hint`)}
      </Text>
    </Card>
  );
}

/** A vendor's orders for today: new ones to confirm, market orders to take, confirmed ones to deliver. */
function useOrderTasks(enabled: boolean): Task[] {
  const count = (q: ReturnType<typeof useVendorOrders>) => (q.data ? q.data.length : null);
  const mine = useVendorOrders('mine', enabled);
  const market = useVendorOrders('market', enabled);
  const confirmed = useVendorOrders('confirmed', enabled);
  if (!enabled) return [];
  return [
    { key: 'confirm', to: '/dashboard/orders', count: count(mine) },
    { key: 'market', to: '/dashboard/orders?tab=market', count: count(market) },
    { key: 'deliver', to: '/dashboard/orders?tab=confirmed', count: count(confirmed) },
  ];
}

function otherTasks(actor: Actor, messages: number): Task[] {
  const tasks: Task[] = [];
  if (canAccess('delivery', actor)) tasks.push({ key: 'delivery', to: '/dashboard/delivery' });
  if (canAccess('transportation', actor)) tasks.push({ key: 'transportation', to: '/dashboard/transportation' });
  if (actor === 'admin') tasks.push({ key: 'inbox', to: '/dashboard/support', count: messages });
  tasks.push({ key: 'company', to: '/dashboard/company' });
  return tasks.filter((task) => task.key !== 'company' || canAccess('company', actor));
}

/**
 * /dashboard: what the role has to do today (issue 18, item 4), each with its count and a link,
 * until the back-office issue brings the full home.
 */
export default function DashboardHomePage() {
  const { t } = useTranslation('vendor-orders');
  const { actor } = useSession();
  const messages = useBadge('messages');
  const tasks = [...useOrderTasks(isVendorRole(actor)), ...otherTasks(actor, messages)];
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('today.title')}</Title>
        <Text c="gray.7">{t('today.lead')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="today-tasks">
        {tasks.map((task) => (
          <TaskCard key={task.key} task={task} />
        ))}
      </SimpleGrid>
      {isVendorRole(actor) && <VendorDugnads />}
    </Stack>
  );
}
