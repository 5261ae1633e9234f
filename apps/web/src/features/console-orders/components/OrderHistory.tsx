import type { AdminOrderDetail } from '@vedmarked/domain';
import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { historySentence } from '../history-sentence.ts';
import { dateTime } from './labels.tsx';

/** The order's life as sentences in the reader's language (history-sentence.ts). */
export function OrderHistory({ o }: { o: Pick<AdminOrderDetail, 'history' | 'currency'> }) {
  const { t, i18n } = useTranslation('console');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="sm">
        {t('detail.history')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} data-testid="order-history">
        {o.history.map((e, i) => (
          <Timeline.Item key={`${e.at}-${i}`} title={t(`event.${e.kind}`)}>
            <Text size="sm">{historySentence(e, o.currency, i18n.language, t)}</Text>
            <Text size="xs" c="dimmed">
              {dateTime(e.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
