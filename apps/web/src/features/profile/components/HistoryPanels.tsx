import { formatMoney, isCustomerRole, type Profile, type Role } from '@vedmarked/domain';
import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCreditCard, IconFileInvoice, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePayments, useSuppliers } from '../api/history.ts';

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('nb-NO', { day: '2-digit', month: '2-digit', year: 'numeric' }) : '—');

/** The payments tab: how the customer can pay, and their payments. */
export function PaymentsPanel({ role, profile }: { role: Role; profile: Profile }) {
  const { t, i18n } = useTranslation('profile');
  const payments = usePayments(role);
  const invoice = isCustomerRole(role) && profile.company?.status === 'confirmed' && !!profile.company.organization_number;
  return (
    <Stack>
      <Title order={2} fz="h3">
        {t('payments.options')}
      </Title>
      <Group align="stretch" grow wrap="wrap">
        <Card withBorder padding="md" miw={240}>
          <Group wrap="nowrap" align="flex-start">
            <IconCreditCard size={28} aria-hidden />
            <div>
              <Text fw={700}>{t('payments.card')}</Text>
              <Text size="sm">{t('payments.card-text')}</Text>
            </div>
          </Group>
        </Card>
        <Card withBorder padding="md" miw={240}>
          <Group wrap="nowrap" align="flex-start">
            <IconFileInvoice size={28} aria-hidden />
            <div>
              <Group gap="xs">
                <Text fw={700}>{t('payments.invoice')}</Text>
                <Badge color={invoice ? 'green' : 'gray'} variant="light">
                  {t(invoice ? 'payments.available' : 'payments.not-available')}
                </Badge>
              </Group>
              <Text size="sm">{t(invoice ? 'payments.invoice-text' : 'payments.invoice-how')}</Text>
            </div>
          </Group>
        </Card>
      </Group>
      <Title order={2} fz="h3" mt="md">
        {t('payments.title')}
      </Title>
      {payments.isLoading && <Skeleton h={80} />}
      {payments.error && <Alert color="red">{payments.error.message}</Alert>}
      {payments.data?.length === 0 && <Text c="dimmed">{t('payments.empty')}</Text>}
      {!!payments.data?.length && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.order')}</Table.Th>
                <Table.Th>{t('payments.stage')}</Table.Th>
                <Table.Th>{t('payments.amount')}</Table.Th>
                <Table.Th>{t('payments.status')}</Table.Th>
                <Table.Th>{t('payments.deadline')}</Table.Th>
                <Table.Th>{t('payments.paid-at')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/orders/${p.order_id}`}>
                      #{p.order_id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`payments.stage-${p.stage}`)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(p.amount, p.currency, i18n.language)}</Table.Td>
                  <Table.Td>{t(`payments.status-${p.status}`, { defaultValue: p.status })}</Table.Td>
                  <Table.Td>{formatDate(p.deadline)}</Table.Td>
                  <Table.Td>{formatDate(p.paid_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The supplier tab: the vendors the customer has bought from, and how to become one. */
export function SuppliersPanel({ role }: { role: Role }) {
  const { t } = useTranslation('profile');
  const suppliers = useSuppliers(role);
  return (
    <Stack>
      <Title order={2} fz="h3">
        {t('suppliers.title')}
      </Title>
      {suppliers.isLoading && <Skeleton h={80} />}
      {suppliers.error && <Alert color="red">{suppliers.error.message}</Alert>}
      {suppliers.data?.length === 0 && <Text c="dimmed">{t('suppliers.empty')}</Text>}
      {suppliers.data?.map((s) => (
        <Card key={s.id} withBorder padding="md">
          <Group wrap="nowrap">
            <IconTruckDelivery size={28} aria-hidden />
            <div>
              <Text fw={700}>{s.name}</Text>
              <Text size="sm" c="dimmed">
                {t('suppliers.orders', { count: s.orders, date: formatDate(s.last_order_at) })}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
      <Card withBorder padding="md" bg="ember.0">
        <Text fw={700}>{t('suppliers.become-title')}</Text>
        <Text size="sm" mb="xs">
          {t('suppliers.become-text')}
        </Text>
        <Anchor component={Link} to="/leverandor">
          {t('suppliers.become-link')}
        </Anchor>
      </Card>
    </Stack>
  );
}
