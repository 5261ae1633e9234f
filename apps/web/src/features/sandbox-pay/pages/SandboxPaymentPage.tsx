import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMoney, luhnValid, normaliseCardNumber } from '@vedmarked/domain';
import { IconCreditCard, IconFlask, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, api } from '../../../lib/api.ts';

interface Session {
  id: string;
  merchant: string;
  description: string;
  amount: number;
  reserve_amount: number;
  currency: 'NOK' | 'EUR';
  status: 'open' | 'charged' | 'failed' | 'canceled' | 'expired';
  failure_reason: string | null;
  expires_at: string;
  test_cards: { number: string; outcome: string }[];
}

const group4 = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The provider's bar at the top of its page, marked as a test. */
function ProviderBar() {
  const { t } = useTranslation('payment');
  return (
    <Box bg="dark.7" c="white" py="sm">
      <Container size="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconLock size={18} aria-hidden />
            <Text fw={700}>{t('provider')}</Text>
          </Group>
          <Badge color="yellow.4" c="dark" leftSection={<IconFlask size={12} aria-hidden />}>
            {t('test-mode')}
          </Badge>
        </Group>
      </Container>
    </Box>
  );
}

/** Whom the customer pays, what is charged now and what is reserved for later. */
function AmountCard({ session: s }: { session: Session }) {
  const { t, i18n } = useTranslation('payment');
  const money = (n: number, c: 'NOK' | 'EUR') => formatMoney(n, c, i18n.language);
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="gray.7">
        {t('pay-to', { merchant: s.merchant })}
      </Text>
      <Title order={1} size="h2" data-testid="sandbox-amount">
        {money(s.amount, s.currency)}
      </Title>
      <Text size="sm">{s.description}</Text>
      {s.reserve_amount > 0 && (
        <Text size="sm" mt="xs" data-testid="sandbox-reserve">
          {t('reserve', { amount: money(s.reserve_amount, s.currency) })}
        </Text>
      )}
    </Card>
  );
}

/** Paying or cancelling the session; either way the provider sends the customer back to the shop. */
function useSessionActions(id: string, setErrors: (errors: Record<string, string>) => void) {
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: Record<string, string>) {
    setBusy('pay');
    setError(null);
    try {
      const r = await api<{ status: string; redirect_url: string }>(`/sandbox/session/${id}/pay`, { body: values });
      window.location.assign(r.redirect_url);
    } catch (e) {
      setBusy(null);
      if (e instanceof ApiError && Object.keys(e.fields).length) setErrors(e.fields);
      else setError(e instanceof Error ? e.message : String(e));
    }
  }

  async function cancel() {
    setBusy('cancel');
    try {
      const r = await api<{ redirect_url: string }>(`/sandbox/session/${id}/cancel`, { body: {} });
      window.location.assign(r.redirect_url);
    } catch (e) {
      setBusy(null);
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return { busy, error, submit, cancel };
}

/**
 * The sandbox provider's hosted payment page (what a real provider would show on its own domain):
 * the merchant, the amount charged now and reserved for later, the test cards, and the card form.
 */
export default function SandboxPaymentPage() {
  const { t, i18n } = useTranslation('payment');
  const { id = '' } = useParams();
  const session = useQuery({ queryKey: ['sandbox', id], queryFn: () => api<Session>(`/sandbox/session/${id}`), retry: false });
  const form = useForm({
    mode: 'controlled',
    initialValues: { card_number: '', expiry: '', cvc: '', name: '' },
    validate: {
      card_number: (v) => (!v.trim() ? t('required') : luhnValid(normaliseCardNumber(v)) ? null : t('commerce:error-card-number')),
      expiry: (v) => (/^\d{2}\s*\/\s*\d{2}$/.test(v.trim()) ? null : t('commerce:error-card-expiry')),
      cvc: (v) => (/^\d{3,4}$/.test(v) ? null : t('commerce:error-card-cvc')),
      name: (v) => (v.trim().length >= 2 ? null : t('commerce:error-card-name')),
    },
  });
  const { busy, error, submit, cancel } = useSessionActions(id, form.setErrors);
  useEffect(() => {
    document.title = t('page-title');
  }, [t]);

  const money = (n: number, c: 'NOK' | 'EUR') => formatMoney(n, c, i18n.language);

  const s = session.data;
  return (
    <Box bg="gray.1" mih="100dvh">
      <ProviderBar />
      <Container size="sm" py="lg" component="main" id="main">
        {session.isPending ? (
          <Loader />
        ) : !s ? (
          <Alert color="red">{session.error?.message}</Alert>
        ) : (
          <Stack gap="md">
            <AmountCard session={s} />

            {s.status !== 'open' ? (
              <Alert color={s.status === 'charged' ? 'green' : 'red'} title={t(`status.${s.status}`)}>
                {t('closed')}
              </Alert>
            ) : (
              <Card withBorder padding="lg">
                <form onSubmit={form.onSubmit(submit)} noValidate>
                  <Stack>
                    <TextInput
                      label={t('card-number')}
                      inputMode="numeric"
                      autoComplete="cc-number"
                      leftSection={<IconCreditCard size={18} aria-hidden />}
                      required
                      {...form.getInputProps('card_number')}
                      onChange={(e) => form.setFieldValue('card_number', group4(e.currentTarget.value.replace(/\D/g, '').slice(0, 19)))}
                    />
                    <SimpleGrid cols={2}>
                      <TextInput
                        label={t('expiry')}
                        placeholder={t('expiry-placeholder')}
                        autoComplete="cc-exp"
                        inputMode="numeric"
                        required
                        {...form.getInputProps('expiry')}
                        onChange={(e) => {
                          const d = e.currentTarget.value.replace(/\D/g, '').slice(0, 4);
                          form.setFieldValue('expiry', d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d);
                        }}
                      />
                      <TextInput label={t('cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} required {...form.getInputProps('cvc')} />
                    </SimpleGrid>
                    <TextInput label={t('name')} autoComplete="cc-name" required {...form.getInputProps('name')} />
                    {error && (
                      <Alert color="red" role="alert">
                        {error}
                      </Alert>
                    )}
                    <Button
                      type="submit"
                      size="md"
                      loading={busy === 'pay'}
                      disabled={busy === 'cancel'}
                      leftSection={<IconLock size={16} aria-hidden />}
                      data-testid="sandbox-pay"
                    >
                      {t('pay', { amount: money(s.amount, s.currency) })}
                    </Button>
                    <Button
                      variant="subtle"
                      color="gray.8"
                      c="gray.8"
                      onClick={cancel}
                      loading={busy === 'cancel'}
                      disabled={busy === 'pay'}
                      data-testid="sandbox-cancel"
                    >
                      {t('cancel')}
                    </Button>
                  </Stack>
                </form>
              </Card>
            )}

            <Card withBorder padding="lg">
              <Title order={2} size="h5" mb="xs">
                {t('test-cards')}
              </Title>
              <Text size="sm" c="gray.7" mb="xs">
                {t('test-cards-hint')}
              </Text>
              <Table verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {s.test_cards.map((c) => (
                    <Table.Tr key={c.number}>
                      <Table.Td>
                        <UnstyledButton
                          onClick={() => {
                            form.setValues({ card_number: group4(c.number), expiry: form.values.expiry || '12/30', cvc: form.values.cvc || '123' });
                          }}
                          aria-label={t('use-card', { number: group4(c.number), outcome: t(`outcome.${c.outcome}`) })}
                          style={{ fontFamily: 'monospace' }}
                        >
                          <Anchor component="span">{group4(c.number)}</Anchor>
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{t(`outcome.${c.outcome}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
