import { Card, Divider, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from '../ScrollTable.tsx';

/** What the table reads of an order (the customer's and the vendor's order views both have it). */
export interface OrderLinesAndTotals {
  lines: readonly { id: number; name: string; image: string | null; quantity: number; unit_price: number; total: number }[];
  products_subtotal: number;
  carry_price: number;
  shipping: number;
  period_extra: number;
  discount: number;
  total: number;
}

interface Props {
  order: OrderLinesAndTotals;
  money(amount: number): string;
  /** The page's translations: detail.products, product, quantity, price, amount, subtotal, carry, shipping, fast, discount, total. */
  t(key: string): string;
  /** The vendor's dashboard: a narrower table with the unit price hidden on phones, and smaller totals. */
  compact?: boolean;
  testId?: string;
}

/** The card of an order's lines and its totals, as the customer's order page and the vendor's show it. */
export function OrderLinesTable({ order: o, money, t, compact = false, testId }: Props) {
  const priceFrom = compact ? 'sm' : undefined;
  const row = (label: string, value: string, bold = false): ReactNode => (
    <Group justify="space-between" wrap="nowrap">
      <Text size={compact ? 'sm' : undefined} fw={bold ? 700 : 400}>
        {label}
      </Text>
      <Text size={compact ? 'sm' : undefined} fw={bold ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('detail.products')}
      </Title>
      <ScrollTable minWidth={compact ? 280 : 420} label={t('detail.products')}>
        <Table verticalSpacing="xs" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.product')}</Table.Th>
              <Table.Th ta="right">{t('detail.quantity')}</Table.Th>
              <Table.Th ta="right" visibleFrom={priceFrom}>
                {t('detail.price')}
              </Table.Th>
              <Table.Th ta="right">{t('detail.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {l.image && <Image src={l.image} alt="" w={32} h={32} fit="contain" />}
                    <Text size="sm">{l.name}</Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{l.quantity}</Table.Td>
                <Table.Td ta="right" visibleFrom={priceFrom}>
                  {money(l.unit_price)}
                </Table.Td>
                <Table.Td ta="right" style={compact ? { whiteSpace: 'nowrap' } : undefined}>
                  {money(l.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Stack gap={4} mt="sm">
        {row(t('detail.subtotal'), money(o.products_subtotal))}
        {o.carry_price > 0 && row(t('detail.carry'), money(o.carry_price))}
        {row(t('detail.shipping'), money(o.shipping))}
        {o.period_extra > 0 && row(t('detail.fast'), money(o.period_extra))}
        {o.discount > 0 && row(t('detail.discount'), `−${money(o.discount)}`)}
        <Divider />
        {row(t('detail.total'), money(o.total), true)}
      </Stack>
    </Card>
  );
}
