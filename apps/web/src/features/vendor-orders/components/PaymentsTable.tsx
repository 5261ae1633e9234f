import type { PaymentStatus } from '@vedmarked/domain';
import { Anchor, Badge } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table/index.ts';
import { useVendorPayments, type VendorPaymentItem } from '../api/vendor-orders.ts';

const STATUS_COLOUR: Record<PaymentStatus, string> = {
  pending: 'yellow',
  reserved: 'blue',
  paid: 'green',
  failed: 'red',
  canceled: 'gray',
  refunded: 'gray',
};

/** A payment's status as a coloured dot beside dark text (AA contrast), like the order status. */
function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('vendor-orders');
  return (
    <Badge color={STATUS_COLOUR[status]} variant="dot" size="md" c="dark.8" style={{ flexShrink: 0, minWidth: 'max-content' }} data-testid="payment-status">
      {t(`payment-status.${status}`)}
    </Badge>
  );
}

function usePaymentColumns() {
  const { t } = useTranslation('vendor-orders');
  return useMemo<DataTableColumn<VendorPaymentItem>[]>(
    () => [
      {
        id: 'order',
        header: t('col.order'),
        value: (p) => p.order_id,
        kind: 'number',
        primary: true,
        alwaysVisible: true,
        text: (p) => t('order-link', { id: p.order_id }),
        cell: (p) => (
          <Anchor component={Link} to={`/dashboard/orders/${p.order_id}`} fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="payment-order-link">
            {t('order-link', { id: p.order_id })}
          </Anchor>
        ),
      },
      { id: 'customer', header: t('col.customer'), value: (p) => p.customer_name },
      { id: 'stage', header: t('col.stage'), value: (p) => p.stage, text: (p) => t(`stage.${p.stage}`), filterable: false },
      { id: 'amount', header: t('col.amount'), value: (p) => p.amount, kind: 'money', currency: (p) => p.currency },
      {
        id: 'status',
        header: t('col.status'),
        value: (p) => p.status,
        text: (p) => t(`payment-status.${p.status}`),
        cell: (p) => <PaymentStatusBadge status={p.status} />,
        filterable: false,
      },
      { id: 'deadline', header: t('col.deadline'), value: (p) => p.deadline, kind: 'date' },
      { id: 'paid', header: t('col.paid-at'), value: (p) => p.paid_at, kind: 'date' },
    ],
    [t],
  );
}

/**
 * The Payments tab of /dashboard/orders (spec sections 2 and 3): each stage of the vendor's orders
 * (10% deposit, 50% on confirmation, 40% on delivery) with its amount, deadline, status and when it
 * was paid, in the shared data table (sorted, filtered and paged by the API).
 */
export function PaymentsTable() {
  const { t } = useTranslation('vendor-orders');
  const table = useDataTableState('payments', { pageSize: 25 });
  const payments = useVendorPayments(table.query);
  const columns = usePaymentColumns();
  return (
    <DataTable<VendorPaymentItem>
      name="payments"
      caption={t('tabs.payments')}
      columns={columns}
      rowId={(p) => p.id}
      state={table}
      query={payments}
      emptyText={t('empty.payments')}
    />
  );
}
