import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { MIN_ORDER_SACKS, SETTLEMENT_PERIOD_DAYS } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicSettings } from '../../../lib/public-settings.ts';

/** Long labels wrap on a phone instead of overflowing. */
const WRAP = { maw: '100%', h: 'auto', mih: 36, py: 6, styles: { label: { whiteSpace: 'normal' as const, lineHeight: 1.3 } } };

/** The dugnad tab: fundraising for volunteer groups, who receive the operator's share (5%) of what their supporters buy. */
export function DugnadPanel() {
  const { t } = useTranslation('storefront');
  const { group_share_pct: pct } = usePublicSettings();
  return (
    <Stack gap="md" maw={760}>
      <Title order={2}>{t('dugnad.title')}</Title>
      <Text size="lg">{t('dugnad.intro', { pct })}</Text>
      <List type="ordered" spacing="xs">
        <List.Item>{t('dugnad.how-1')}</List.Item>
        <List.Item>{t('dugnad.how-2', { sacks: MIN_ORDER_SACKS })}</List.Item>
        <List.Item>{t('dugnad.how-3', { pct, days: SETTLEMENT_PERIOD_DAYS })}</List.Item>
      </List>
      <Text size="sm" c="gray.7">
        {t('dugnad.note')}
      </Text>
      <Group>
        <Button component={Link} to="/dugnad/new" data-testid="dugnad-start" leftSection={<IconHeartHandshake size={20} aria-hidden />} {...WRAP}>
          {t('dugnad.start')}
        </Button>
        <Button component={Link} to="/faq" variant="default" {...WRAP}>
          {t('dugnad.faq')}
        </Button>
      </Group>
    </Stack>
  );
}
