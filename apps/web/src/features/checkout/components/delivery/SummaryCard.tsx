import { Anchor, Button, Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Currency } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartView } from '../../../cart/index.ts';
import { type estimate, OrderTotals } from '../OrderTotals.tsx';
import type { DeliveryForm } from './use-delivery-form.ts';

interface Props {
  form: DeliveryForm;
  cart: CartView;
  price: ReturnType<typeof estimate> | null;
  currency: Currency;
  submitting: boolean;
}

/** The side column: the vendor, the price as chosen so far, the terms and the way on to payment. */
export function SummaryCard({ form, cart, price, currency, submitting }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack>
        <Title order={2} size="h4">
          {t('delivery.summary')}
        </Title>
        <Text size="sm">{t('delivery.from-vendor', { vendor: cart.vendorInfo?.name ?? '' })}</Text>
        {price && <OrderTotals price={price} currency={currency} />}
        {cart.newCart.code && (
          <Text size="sm" c={cart.newCart.code.status === 'valid' ? 'forest.8' : 'red.9'}>
            {t('delivery.code', { code: cart.newCart.code.code })}
          </Text>
        )}
        <Checkbox
          label={
            <>
              {t('delivery.agree')}{' '}
              <Anchor component={Link} underline="always" to="/terms" target="_blank">
                {t('delivery.terms')}
              </Anchor>
            </>
          }
          {...form.getInputProps('agree_terms', { type: 'checkbox' })}
          data-path="agree_terms"
          data-testid="agree-terms"
        />
        <Button type="submit" size="md" loading={submitting} rightSection={<IconArrowRight size={18} aria-hidden />} data-testid="to-payment">
          {t('delivery.continue')}
        </Button>
        <Button component={Link} to="/cart" variant="subtle">
          {t('delivery.back')}
        </Button>
      </Stack>
    </Card>
  );
}
