import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { SETTLEMENT_STATUSES } from '@vedmarked/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { download, type SettlementListItem, type SettlementStatus, useSettlements } from '../api/settlements.ts';
import { SettlementStatusBadge } from '../components/SettlementStatusBadge.tsx';

/** The lead under the title: how the reader's settlements come about (decision 0044 for the market's parties). */
const LEAD: Record<string, string> = { admin: 'lead-admin', wholesaler: 'lead-wholesaler', 'round-timber-transporter': 'lead-transporter' };

const isStatus = (v: string | null): v is SettlementStatus => (SETTLEMENT_STATUSES as readonly string[]).includes(v ?? '');

function useColumns(admin: boolean, status: SettlementStatus) {
  const { t } = useTranslation('settlements');
  return useMemo<DataTableColumn<SettlementListItem>[]>(
    () => [
      {
        id: 'id',
        header: t('col.id'),
        value: (s) => s.id,
        kind: 'number',
        primary: true,
        alwaysVisible: true,
        text: (s) => t('link', { id: s.id }),
        cell: (s) => (
          <Anchor component={Link} to={`/dashboard/settlements/${s.id}`} fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="settlement-link">
            {t('link', { id: s.id })}
          </Anchor>
        ),
      },
      ...(admin
        ? [
            { id: 'vendor', header: t('col.vendor'), value: (s: SettlementListItem) => s.vendor_name },
            {
              id: 'party_kind',
              header: t('col.party-kind'),
              value: (s: SettlementListItem) => s.party_kind,
              text: (s: SettlementListItem) => t(`party.${s.party_kind}`),
            },
          ]
        : []),
      { id: 'period_start', header: t('col.period-start'), value: (s) => s.period_start, kind: 'date' },
      { id: 'period_end', header: t('col.period-end'), value: (s) => s.period_end, kind: 'date' },
      { id: 'orders', header: t('col.orders'), value: (s) => s.orders, kind: 'number' },
      { id: 'amount', header: t('col.amount'), value: (s) => s.amount, kind: 'money', currency: (s) => s.currency },
      { id: 'fee', header: t('col.fee'), value: (s) => s.fee, kind: 'money', currency: (s) => s.currency },
      { id: 'fee_vat', header: t('col.fee-vat'), value: (s) => s.fee_vat, kind: 'money', currency: (s) => s.currency, hidden: true },
      { id: 'payout', header: t('col.payout'), value: (s) => s.payout, kind: 'money', currency: (s) => s.currency },
      // What the transfer pays: the payout less a vendor's market purchases kept back (decision 0049).
      { id: 'to_pay', header: t('col.to-pay'), value: (s) => s.to_pay, kind: 'money', currency: (s) => s.currency },
      ...(status === 'paid'
        ? [
            { id: 'paid_at', header: t('col.paid-at'), value: (s: SettlementListItem) => s.paid_at, kind: 'date' as const },
            { id: 'bank_reference', header: t('col.bank-reference'), value: (s: SettlementListItem) => s.bank_reference },
          ]
        : []),
      {
        id: 'status',
        header: t('col.status'),
        value: (s) => s.status,
        text: (s) => t(`status.${s.status}`),
        cell: (s) => <SettlementStatusBadge status={s.status} />,
        filterable: false,
      },
    ],
    [t, admin, status],
  );
}

function SettlementTable({ status, admin }: { status: SettlementStatus; admin: boolean }) {
  const { t } = useTranslation('settlements');
  const query = useSettlements(status);
  const columns = useColumns(admin, status);
  return (
    <DataTable<SettlementListItem>
      name={`settlements-${status}`}
      caption={t(`tabs.${status}`)}
      columns={columns}
      rowId={(s) => s.id}
      query={query}
      emptyText={t(`empty.${status}`)}
      pageSize={25}
    />
  );
}

/**
 * /dashboard/settlements (spec section 2; decision 0031): the settlements every 14 days, in tabs
 * Outstanding and Paid (?tab= in the address), each in the shared data table. The admin sees every
 * vendor's and downloads the payout batch.
 */
export default function SettlementsPage() {
  const { t } = useTranslation('settlements');
  const { actor } = useSession();
  const admin = actor === 'admin';
  const [params, setParams] = useSearchParams();
  const tab: SettlementStatus = isStatus(params.get('tab')) ? (params.get('tab') as SettlementStatus) : 'outstanding';
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t(LEAD[actor] ?? 'lead')}</Text>
        </div>
        {admin && (
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            onClick={() => download('/settlements/payout-batch.csv', 'vedmarked-payouts.csv').catch(() => notify('error', t('notice.download-failed')))}
          >
            {t('payout-batch')}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={(v) => v && setParams(v === 'outstanding' ? {} : { tab: v }, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          {SETTLEMENT_STATUSES.map((v) => (
            <Tabs.Tab key={v} value={v} data-testid={`tab-${v}`}>
              {t(`tabs.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTLEMENT_STATUSES.map((v) => (
          <Tabs.Panel key={v} value={v} pt="md">
            <SettlementTable status={v} admin={admin} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
