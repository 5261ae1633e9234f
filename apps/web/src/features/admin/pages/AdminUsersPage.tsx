import { ROLES, type Role } from '@vedmarked/domain';
import { Badge, Container, Select, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconUserShare } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableRowAction, useDataTableState } from '../../../components/data-table/index.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { type AdminUser, fetchAllAdminUsers, useAdminUsers, useSetCompanyStatus } from '../api/admin.ts';

const STATUS_COLOURS = { pending: 'yellow', confirmed: 'green', rejected: 'red' } as const;
const fullName = (u: AdminUser) => [u.first_name, u.last_name].filter(Boolean).join(' ');
const stateOf = (u: AdminUser) => (!u.active ? 'disabled' : !u.email_verified_at ? 'unverified' : 'active');
const STATE_COLOURS = { disabled: 'gray', unverified: 'yellow', active: 'green' } as const;

/** The account list's columns. */
function useUserColumns() {
  const { t } = useTranslation(['admin', 'common']);
  return useMemo<DataTableColumn<AdminUser>[]>(
    () => [
      { id: 'name', header: t('users.name'), value: fullName, text: (u) => fullName(u) || '—', primary: true, alwaysVisible: true },
      { id: 'email', header: t('users.email'), value: (u) => u.email },
      { id: 'phone', header: t('users.phone'), value: (u) => u.phone, hidden: true },
      { id: 'role', header: t('users.role'), value: (u) => u.role, text: (u) => t(`roles.${u.role}`), sortable: false, filterable: false },
      {
        id: 'company',
        header: t('users.company'),
        value: (u) => u.company_name,
        cell: (u) => (
          <>
            {u.company_name ?? '—'}
            {u.company_status && (
              <Badge ml="xs" color={STATUS_COLOURS[u.company_status]} variant="light">
                {t(`users.company-${u.company_status}`)}
              </Badge>
            )}
          </>
        ),
      },
      {
        id: 'state',
        header: t('users.state'),
        value: stateOf,
        text: (u) => t(`users.${stateOf(u)}`),
        cell: (u) => (
          <Badge color={STATE_COLOURS[stateOf(u)]} variant="light">
            {t(`users.${stateOf(u)}`)}
          </Badge>
        ),
        sortable: false,
        filterable: false,
      },
      { id: 'created', header: t('users.created'), value: (u) => u.created_at, kind: 'date', hidden: true },
      { id: 'logged', header: t('users.logged'), value: (u) => u.logged_at, kind: 'date', hidden: true },
    ],
    [t],
  );
}

/**
 * /transporter (admin): transporters and every other account, in the shared data table (server
 * side: the API filters, orders and pages). The admin can act as a user (impersonation: every
 * action is audited) and confirm companies.
 */
export default function AdminUsersPage() {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const { user, token } = useSession();
  // The role is in the URL too (?role=…, "all" for every role; transporters by default).
  const [params, setParams] = useSearchParams();
  const asked = params.get('role');
  const role: Role | null = asked === 'all' ? null : ROLES.includes(asked as Role) ? (asked as Role) : 'transporter';
  const table = useDataTableState('users', { pageSize: 25 });
  const users = useAdminUsers({ role, ...table.query });
  const setStatus = useSetCompanyStatus();

  const columns = useUserColumns();

  const rowActions = useMemo<DataTableRowAction<AdminUser>[]>(
    () => [
      {
        id: 'act-as',
        label: t('users.act-as'),
        accessibleLabel: (u) => t('users.act-as-named', { email: u.email }),
        icon: <IconUserShare size={14} aria-hidden />,
        visible: (u) => u.role !== 'admin' && u.active,
        onClick: (u) => {
          if (!user || !token) return;
          navigate(`/impersonate/${user.id}/${u.id}?admin_token=${encodeURIComponent(token)}`);
        },
      },
      {
        id: 'confirm',
        label: t('users.confirm'),
        accessibleLabel: (u) => t('users.confirm-named', { name: u.company_name }),
        icon: <IconCircleCheck size={14} aria-hidden />,
        variant: 'default',
        visible: (u) => u.company_status === 'pending',
        loading: (u) => setStatus.isPending && setStatus.variables?.userId === u.id,
        onClick: (u) =>
          setStatus.mutate(
            { userId: u.id, status: 'confirmed' },
            { onSuccess: () => notify('success', t('users.confirmed', { name: u.company_name })), onError: (e) => notify('error', e.message) },
          ),
      },
    ],
    [t, user, token, navigate, setStatus],
  );

  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack>
        <div>
          <Title order={1}>{t('users.title')}</Title>
          <Text c="dimmed">{t('users.lead')}</Text>
        </div>
        <Select
          label={t('users.role')}
          data={[{ value: '', label: t('users.all-roles') }, ...ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))]}
          value={role ?? ''}
          onChange={(v) =>
            setParams((prev) => {
              const next = new URLSearchParams(prev);
              next.set('role', v || 'all');
              next.delete('users.page');
              return next;
            })
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
        />
        <DataTable<AdminUser>
          name="users"
          caption={t('users.table')}
          columns={columns}
          rowId={(u) => u.id}
          state={table}
          query={users}
          rowActions={rowActions}
          search={{ label: t('users.search'), placeholder: t('users.search-placeholder') }}
          exportRows={() => fetchAllAdminUsers({ role, ...table.query })}
        />
      </Stack>
    </Container>
  );
}
