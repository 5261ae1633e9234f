import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf } from '@tabler/icons-react';
import { type Currency, formatMoney } from '@vedmarked/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { download, type SettlementDetail, useSettlement } from '../api/settlements.ts';
import { MarkPaidForm } from '../components/MarkPaidForm.tsx';
import { SettlementStatusBadge } from '../components/SettlementStatusBadge.tsx';

type Line = SettlementDetail['lines'][number];
/** The note under the lines: how this party's fee is computed (a group's statement shows the vendor's rule too). */
const NOTE = {
  vendor: 'detail.note',
  group: 'detail.note',
  wholesaler: 'detail.note-wholesaler',
  transporter: 'detail.note-transporter',
} as const satisfies Record<SettlementDetail['party_kind'], string>;
/** An ISO day as DD.MM.YYYY (spec section 9), as the tables show dates. */
const day = (iso: string | null | undefined) => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '');
type Money = 'amount' | 'amount_excl_vat' | 'fee' | 'fee_vat' | 'shipping_excl_vat' | 'payout_excl_vat' | 'payout';
const MONEY: [Money, string][] = [
  ['amount', 'statement-amount'],
  ['amount_excl_vat', 'statement-amount-excl-vat'],
  ['fee', 'statement-fee'],
  ['fee_vat', 'statement-fee-vat'],
  ['shipping_excl_vat', 'statement-shipping-excl-vat'],
  ['payout_excl_vat', 'statement-payout-excl-vat'],
  ['payout', 'statement-payout'],
];

/**
 * Where a line's order opens: a shop order, or on a wholesaler's settlement its market order, and
 * on a round-timber transporter's the transportation request it delivered (decision 0044).
 */
const lineLink = (kind: SettlementDetail['party_kind'], l: Line) =>
  kind === 'transporter' && l.transport_request_id ? `/dashboard/transportation/${l.transport_request_id}` : `/dashboard/orders/${l.order_id}`;

function useLineColumns(currency: Currency, kind: SettlementDetail['party_kind']) {
  const { t } = useTranslation('settlement-statements');
  const transporter = kind === 'transporter';
  return useMemo<DataTableColumn<Line>[]>(
    () => [
      {
        id: 'order',
        header: t('statement-order'),
        value: (l) => l.order_id,
        kind: 'number',
        primary: true,
        alwaysVisible: true,
        cell: (l) => (
          <Anchor component={Link} to={lineLink(kind, l)}>
            {l.order_id}
          </Anchor>
        ),
      },
      transporter
        ? { id: 'transport', header: t('statement-transport'), value: (l) => l.transport_request_id, kind: 'number' }
        : { id: 'route', header: t('statement-route'), value: (l) => l.route_id, kind: 'number' },
      { id: 'buyer', header: t('statement-buyer'), value: (l) => l.buyer },
      { id: 'delivered', header: t('statement-delivered'), value: (l) => l.delivery_date, kind: 'date' },
      { id: 'paid', header: t('statement-paid'), value: (l) => l.payment_date, kind: 'date' },
      ...MONEY.map(([k, label]): DataTableColumn<Line> => ({ id: k, header: t(label), value: (l) => l[k], kind: 'money', currency: () => currency })),
    ],
    [t, currency, kind, transporter],
  );
}

/** The sums of the settlement (spec section 3): what was paid, the fee and its VAT apart, and the payout. */
function Sums({ s }: { s: SettlementDetail }) {
  const { t, i18n } = useTranslation('settlement-statements');
  const money = (n: number) => formatMoney(n, s.currency, i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {MONEY.map(([k, label]) => (
        <Card key={k} withBorder padding="sm">
          <Text size="sm" c="dimmed">
            {t(label)}
          </Text>
          <Text fw={k === 'payout' ? 700 : 500} size={k === 'payout' ? 'lg' : 'md'} data-testid={`sum-${k}`}>
            {money(s[k])}
          </Text>
        </Card>
      ))}
      {/* A vendor's market purchases kept back from the payout, and what the transfer pays (decision 0049). */}
      {s.market_netted !== 0 && (
        <>
          <Card withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {t('statement-market-netted')}
            </Text>
            <Text fw={500} data-testid="sum-market_netted">
              −{money(s.market_netted)}
            </Text>
          </Card>
          <Card withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {t('statement-to-pay')}
            </Text>
            <Text fw={700} size="lg" data-testid="sum-to_pay">
              {money(s.to_pay)}
            </Text>
          </Card>
          <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
            {t('statement-market-netted-note')}
          </Text>
        </>
      )}
    </SimpleGrid>
  );
}

function Header({ s }: { s: SettlementDetail }) {
  const { t } = useTranslation('settlements');
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={1}>{t('detail.title', { id: s.id })}</Title>
        <Group gap="xs">
          <SettlementStatusBadge status={s.status} />
          <Text c="dimmed">{t('detail.period', { vendor: s.vendor_name, from: day(s.period_start), to: day(s.period_end) })}</Text>
        </Group>
        {s.status === 'paid' && <Text size="sm">{t('detail.paid', { date: day(s.paid_at), reference: s.bank_reference })}</Text>}
      </div>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => download(`/settlements/${s.id}/pdf`, `vedmarked-settlement-${s.id}.pdf`).catch(() => notify('error', t('notice.download-failed')))}
        data-testid="settlement-pdf"
      >
        {t('detail.pdf')}
      </Button>
    </Group>
  );
}

/** /dashboard/settlements/{id}: one settlement's lines in the shared data table, its sums and PDF; the admin marks it paid. */
export default function SettlementPage() {
  const { t } = useTranslation('settlements');
  const { actor } = useSession();
  const id = Number(useParams().settlementId);
  const q = useSettlement(id);
  const columns = useLineColumns(q.data?.currency ?? 'NOK', q.data?.party_kind ?? 'vendor');
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <Anchor component={Link} to="/dashboard/settlements" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> {t('detail.back')}
        </Group>
      </Anchor>
      {q.isPending && <Skeleton h={200} />}
      {q.isError && (
        <Alert color="red" title={t('detail.not-found')}>
          {q.error.message}
        </Alert>
      )}
      {q.data && (
        <>
          <Header s={q.data} />
          <Sums s={q.data} />
          {actor === 'admin' && q.data.status === 'outstanding' && <MarkPaidForm id={q.data.id} />}
          <DataTable<Line>
            name="settlement-lines"
            caption={t('detail.lines')}
            columns={columns}
            rowId={(l) => l.order_id}
            query={{ data: q.data.lines, isPending: false, isFetching: q.isFetching, error: null }}
            emptyText={t('detail.no-lines')}
            pageSize={50}
          />
          <Text size="sm" c="dimmed">
            {t(NOTE[q.data.party_kind])}
          </Text>
        </>
      )}
    </Stack>
  );
}
