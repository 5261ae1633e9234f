import { Box, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconMapPin, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../../../lib/public-settings.ts';

const STEPS = [
  { key: 'postcode', icon: IconMapPin },
  { key: 'choose', icon: IconShoppingCart },
  { key: 'pay', icon: IconCreditCard },
  { key: 'delivery', icon: IconTruckDelivery },
] as const;

/** The step-by-step explainer: how an order goes from postcode to the door. */
export function StepByStep() {
  const { t } = useTranslation('storefront');
  // The standard delivery period as the operator has set it (decision 0043).
  const { delivery_periods: days } = usePublicSettings();
  const values = { fromDays: days.fast_days + 1, standardDays: days.standard_days };
  return (
    <Box component="section" aria-labelledby="steps-title" bg="ember.0" py="xl" px="md" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Title order={2} id="steps-title" mb="lg" ta="center">
        {t('steps.title')}
      </Title>
      <SimpleGrid component="ol" cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {STEPS.map(({ key, icon: Icon }, i) => (
          <Stack component="li" key={key} gap="xs" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" color="ember.8" aria-hidden>
              <Icon size={28} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {t('steps.step', { n: i + 1 })} {t(`steps.${key}-title`)}
            </Title>
            <Text size="sm" c="gray.8" maw={260}>
              {t(`steps.${key}-text`, values)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
