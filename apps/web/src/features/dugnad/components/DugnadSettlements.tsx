import { Badge, Button, Table, Tabs, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { type DugnadDetail, formatMoney } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ScrollTable.tsx';
import { notify } from '../../../lib/notify.ts';
import { downloadStatement } from '../api/dugnad.ts';
import { day } from './day.ts';

type Settlement = DugnadDetail['settlements'][number];

/** The group's settlements under the tabs Outstanding and Paid, each with its PDF statement. */
export function DugnadSettlements({ dugnad }: { dugnad: DugnadDetail }) {
  const { t, i18n } = useTranslation('dugnad');
  const [tab, setTab] = useState<string | null>('outstanding');
  const money = (n: number) => formatMoney(n, dugnad.currency, i18n.language);
  const pdf = (s: Settlement) => downloadStatement(dugnad.id, s.id).catch(() => notify('error', t('settlements.pdf-failed')));
  const list = (status: 'outstanding' | 'paid') => {
    const rows = dugnad.settlements.filter((s) => s.status === status);
    if (!rows.length) return <Text c="gray.7">{t(`settlements.none-${status}`)}</Text>;
    return (
      <ScrollTable minWidth={560} label={t(`settlements.${status}`)}>
        <Table verticalSpacing="sm" data-testid={`dugnad-settlements-${status}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settlements.number')}</Table.Th>
              <Table.Th>{t('settlements.period')}</Table.Th>
              <Table.Th ta="right">{t('settlements.orders')}</Table.Th>
              <Table.Th ta="right">{t('settlements.payout')}</Table.Th>
              <Table.Th>{t('settlements.status')}</Table.Th>
              <Table.Th>{t('settlements.statement')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id} data-testid="dugnad-settlement">
                <Table.Td>{s.id}</Table.Td>
                <Table.Td>
                  {day(s.period_start)}–{day(s.period_end)}
                </Table.Td>
                <Table.Td ta="right">{s.orders}</Table.Td>
                <Table.Td ta="right" fw={700} data-testid="dugnad-settlement-payout">
                  {money(s.payout)}
                </Table.Td>
                <Table.Td>
                  <Badge color={s.status === 'paid' ? 'green' : 'orange'} variant="light">
                    {t(`settlements.${s.status}`)}
                  </Badge>
                  {s.paid_at && (
                    <Text size="xs" c="gray.7">
                      {t('settlements.paid-on', { date: day(s.paid_at), reference: s.bank_reference })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="outline"
                    leftSection={<IconFileTypePdf size={16} aria-hidden />}
                    onClick={() => void pdf(s)}
                    data-testid="dugnad-settlement-pdf"
                  >
                    {t('settlements.pdf')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  };
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List>
        <Tabs.Tab value="outstanding">{t('settlements.outstanding')}</Tabs.Tab>
        <Tabs.Tab value="paid">{t('settlements.paid')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="outstanding" pt="sm">
        {list('outstanding')}
      </Tabs.Panel>
      <Tabs.Panel value="paid" pt="sm">
        {list('paid')}
      </Tabs.Panel>
    </Tabs>
  );
}
