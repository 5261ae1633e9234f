import { ROLES } from '@vedmarked/domain';
import { Alert, Badge, Button, Container, Group, Pagination, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { type AdminUser, useAdminUsers, useSetCompanyStatus } from '../api/admin.ts';

const PAGE = 25;
const STATUS_COLOURS = { pending: 'yellow', confirmed: 'green', rejected: 'red' } as const;

/**
 * /transporter (admin): transporters and every other account. The admin can act as a user
 * (impersonation: every action is audited) and confirm companies.
 */
export default function AdminUsersPage() {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const { user, token } = useSession();
  const [role, setRole] = useState<string | null>('transporter');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(q, 250);
  const users = useAdminUsers({ role, q: search.trim(), offset: (page - 1) * PAGE });
  const setStatus = useSetCompanyStatus();

  const actAs = (u: AdminUser) => {
    if (!user || !token) return;
    navigate(`/impersonate/${user.id}/${u.id}?admin_token=${encodeURIComponent(token)}`);
  };
  const confirm = (u: AdminUser) =>
    setStatus.mutate(
      { userId: u.id, status: 'confirmed' },
      { onSuccess: () => notify('success', t('users.confirmed', { name: u.company_name })), onError: (e) => notify('error', e.message) },
    );

  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack>
        <div>
          <Title order={1}>{t('users.title')}</Title>
          <Text c="dimmed">{t('users.lead')}</Text>
        </div>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('users.role')}
            data={[{ value: '', label: t('users.all-roles') }, ...ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))]}
            value={role ?? ''}
            onChange={(v) => {
              setRole(v || null);
              setPage(1);
            }}
            allowDeselect={false}
            w={240}
          />
          <TextInput
            label={t('users.search')}
            placeholder={t('users.search-placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            w={320}
          />
        </Group>
        {users.error && <Alert color="red">{users.error.message}</Alert>}
        {users.isLoading && <Skeleton h={200} />}
        {users.data && (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('users.count', { count: users.data.total })}
            </Text>
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.name')}</Table.Th>
                    <Table.Th>{t('users.email')}</Table.Th>
                    <Table.Th>{t('users.role')}</Table.Th>
                    <Table.Th>{t('users.company')}</Table.Th>
                    <Table.Th>{t('users.state')}</Table.Th>
                    <Table.Th>{t('users.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.users.map((u) => (
                    <Table.Tr key={u.id} data-testid={`user-row-${u.id}`}>
                      <Table.Td>{[u.first_name, u.last_name].filter(Boolean).join(' ') || '—'}</Table.Td>
                      <Table.Td>{u.email}</Table.Td>
                      <Table.Td>{t(`roles.${u.role}`)}</Table.Td>
                      <Table.Td>
                        {u.company_name ?? '—'}
                        {u.company_status && (
                          <Badge ml="xs" color={STATUS_COLOURS[u.company_status]} variant="light">
                            {t(`users.company-${u.company_status}`)}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {!u.active ? (
                          <Badge color="gray" variant="light">
                            {t('users.disabled')}
                          </Badge>
                        ) : !u.email_verified_at ? (
                          <Badge color="yellow" variant="light">
                            {t('users.unverified')}
                          </Badge>
                        ) : (
                          <Badge color="green" variant="light">
                            {t('users.active')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {u.role !== 'admin' && u.active && (
                            <Button
                              size="compact-sm"
                              variant="light"
                              leftSection={<IconUserShare size={14} aria-hidden />}
                              onClick={() => actAs(u)}
                              aria-label={t('users.act-as-named', { email: u.email })}
                            >
                              {t('users.act-as')}
                            </Button>
                          )}
                          {u.company_status === 'pending' && (
                            <Button
                              size="compact-sm"
                              variant="default"
                              onClick={() => confirm(u)}
                              aria-label={t('users.confirm-named', { name: u.company_name })}
                            >
                              {t('users.confirm')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {users.data.total > PAGE && (
              <Pagination
                total={Math.ceil(users.data.total / PAGE)}
                value={page}
                onChange={setPage}
                getControlProps={(c) => ({ 'aria-label': t(`users.page-${c}`) })}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
