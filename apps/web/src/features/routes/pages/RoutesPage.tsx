import { Anchor, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCheck, IconFileTypePdf, IconPlayerPlay } from '@tabler/icons-react';
import { ROUTE_TABS, type RouteTab } from '@vedmarked/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableRowAction, useDataTableState } from '../../../components/data-table/index.ts';
import { notify } from '../../../lib/notify.ts';
import { openRouteSheet, type RouteListItem, useRoutes } from '../api/routes.ts';
import { NewRouteForm } from '../components/NewRouteForm.tsx';
import { RouteStatusBadge, routeStateOf } from '../components/RouteStatusBadge.tsx';
import { useConfirmedRouteAction } from '../components/use-route-actions.tsx';

const isTab = (v: string | null): v is RouteTab => (ROUTE_TABS as readonly string[]).includes(v ?? '');

function PdfLink({ id }: { id: number }) {
  const { t } = useTranslation('routes');
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      aria-label={t('col.pdf-named', { id })}
      onClick={() => openRouteSheet(id).catch(() => notify('error', t('notice.pdf-failed')))}
    >
      {t('col.pdf')}
    </Button>
  );
}

function useRouteColumns() {
  const { t } = useTranslation('routes');
  return useMemo<DataTableColumn<RouteListItem>[]>(
    () => [
      {
        id: 'id',
        header: t('col.id'),
        value: (r) => r.id,
        kind: 'number',
        primary: true,
        alwaysVisible: true,
        text: (r) => t('route-link', { id: r.id }),
        cell: (r) => (
          <Anchor component={Link} to={`/dashboard/routes/${r.id}`} fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="route-link">
            {t('route-link', { id: r.id })}
          </Anchor>
        ),
      },
      { id: 'date', header: t('col.date'), value: (r) => r.delivery_date, kind: 'date' },
      { id: 'completed', header: t('col.completed'), value: (r) => r.completed_at, kind: 'date' },
      { id: 'orders', header: t('col.orders'), value: (r) => r.orders, kind: 'number' },
      { id: 'vehicle', header: t('col.vehicle'), value: (r) => r.vehicle.car_number },
      { id: 'volume', header: t('col.volume'), value: (r) => r.volume_pct, kind: 'number', text: (r) => `${Math.round(r.volume_pct)} %` },
      { id: 'weight', header: t('col.weight'), value: (r) => r.weight_pct, kind: 'number', text: (r) => `${Math.round(r.weight_pct)} %` },
      { id: 'sacks', header: t('col.sacks'), value: (r) => r.sacks, kind: 'number' },
      {
        id: 'status',
        header: t('col.status'),
        value: (r) => r.status,
        text: (r) => t(`state.${routeStateOf(r)}`),
        cell: (r) => <RouteStatusBadge route={r} />,
        filterable: false,
      },
      {
        id: 'pdf',
        header: t('col.pdf'),
        value: () => null,
        cell: (r) => <PdfLink id={r.id} />,
        sortable: false,
        filterable: false,
        exportable: false,
      },
    ],
    [t],
  );
}

function RouteTable({ tab }: { tab: RouteTab }) {
  const { t } = useTranslation('routes');
  const table = useDataTableState('routes', { pageSize: 25 });
  const routes = useRoutes(tab, table.query);
  const columns = useRouteColumns();
  const run = useConfirmedRouteAction();
  const rowActions = useMemo<DataTableRowAction<RouteListItem>[]>(
    () => [
      {
        id: 'start',
        label: t('action.start'),
        accessibleLabel: (r) => t('action.start-named', { id: r.id }),
        icon: <IconPlayerPlay size={14} aria-hidden />,
        visible: (r) => r.actions.start,
        loading: (r) => run.pending(r.id, 'start'),
        onClick: (r) => run.ask(r.id, 'start'),
      },
      {
        id: 'complete',
        label: t('action.complete'),
        accessibleLabel: (r) => t('action.complete-named', { id: r.id }),
        icon: <IconCheck size={14} aria-hidden />,
        variant: 'default',
        visible: (r) => r.actions.complete,
        loading: (r) => run.pending(r.id, 'complete'),
        onClick: (r) => run.ask(r.id, 'complete'),
      },
    ],
    [t, run],
  );
  return (
    <DataTable<RouteListItem>
      name="routes"
      caption={t(`tabs.${tab}`)}
      columns={columns}
      rowId={(r) => r.id}
      state={table}
      query={routes}
      rowActions={rowActions}
      emptyText={t(`empty.${tab}`)}
    />
  );
}

/**
 * /dashboard/routes (spec section 2; issue 9): the route desk. Tabs Active, New, In progress and
 * History (?tab= in the address), the routes in the shared data table, and a new route form.
 */
export default function RoutesPage() {
  const { t } = useTranslation('routes');
  const [params, setParams] = useSearchParams();
  const tab: RouteTab = isTab(params.get('tab')) ? (params.get('tab') as RouteTab) : 'active';
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('lead')}</Text>
      </div>
      <NewRouteForm />
      <Tabs value={tab} onChange={(v) => v && setParams(v === 'active' ? {} : { tab: v }, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          {ROUTE_TABS.map((v) => (
            <Tabs.Tab key={v} value={v} data-testid={`tab-${v}`}>
              {t(`tabs.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ROUTE_TABS.map((v) => (
          <Tabs.Panel key={v} value={v} pt="md">
            <RouteTable tab={v} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
