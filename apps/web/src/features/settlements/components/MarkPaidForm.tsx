import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { markSettlementPaidBody } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useMarkPaid } from '../api/settlements.ts';

/** The admin's mark-paid: the bank's reference of the transfer (the API's own schema checks it first). */
export function MarkPaidForm({ id }: { id: number }) {
  const { t } = useTranslation('settlements');
  const { t: tm } = useTranslation('settlement-statements');
  const mark = useMarkPaid(id);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = markSettlementPaidBody.safeParse({ bank_reference: reference });
    if (!parsed.success) return setError(tm(parsed.error.issues[0]?.message ?? 'error-bank-reference'));
    setError(null);
    mark.mutate(parsed.data.bank_reference, {
      onSuccess: () => notify('success', t('notice.paid')),
      onError: (err) => (err instanceof ApiError && err.fields.bank_reference ? setError(err.fields.bank_reference) : notify('error', err.message)),
    });
  };
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="mark-paid-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="mark-paid-title">
          {t('mark-paid.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mark-paid.lead')}
        </Text>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('mark-paid.reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={error}
            maxLength={64}
            required
            w={280}
            data-testid="bank-reference"
          />
          <Button type="submit" mt={25} leftSection={<IconCheck size={16} aria-hidden />} loading={mark.isPending} data-testid="mark-paid">
            {t('mark-paid.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
