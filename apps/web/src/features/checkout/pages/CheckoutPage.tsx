import { Alert, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { daysBetween, deliveryDaysOfPublic, deliveryWindow, excludedDaysAllowed, groupDeliveryWindow, osloToday } from '@vedmarked/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import 'dayjs/locale/es';
import 'dayjs/locale/nb';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useSession } from '../../../lib/session.ts';
import { useStored } from '../../../lib/storage.ts';
import { useCart } from '../../cart/index.ts';
import { draftImages, draftPassword } from '../checkout-draft.ts';
import { AddressSection } from '../components/delivery/AddressSection.tsx';
import { ContactSection } from '../components/delivery/ContactSection.tsx';
import { NotesSection, ServicesSection } from '../components/delivery/ServicesSection.tsx';
import { SummaryCard } from '../components/delivery/SummaryCard.tsx';
import { useDeliveryForm } from '../components/delivery/use-delivery-form.ts';
import { WhenSection } from '../components/delivery/WhenSection.tsx';
import { estimate } from '../components/OrderTotals.tsx';

/** Step 1 of the checkout: who, where, when and how the goods are delivered. */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation(['checkout', 'commerce', 'errors']);
  const navigate = useNavigate();
  const { user } = useSession();
  const postcode = useStored('postcode');
  const groupFrom = useStored('groupOrderDateFrom');
  const groupTo = useStored('groupOrderDateTo');
  const cart = useCart();
  const [images, setImages] = useState<File[]>(draftImages());
  const [password, setPassword] = useState(draftPassword());
  const { form, check, general, submitting, submit } = useDeliveryForm({ postcode, images, password });
  const today = osloToday();
  // The operator's delivery days: the window shown and the picker's limits follow the API's date rules.
  const settings = usePublicSettings();

  const values = form.getValues();
  const codeActive = cart.data?.newCart.code?.status === 'valid' && !!groupTo;
  const period = useMemo(
    () =>
      codeActive && groupTo
        ? groupDeliveryWindow(today, groupFrom, groupTo)
        : deliveryWindow(
            values.delivery_period,
            today,
            values.delivery_period === 'custom' ? (values.delivery_date_to ?? undefined) : undefined,
            deliveryDaysOfPublic(settings),
          ),
    [codeActive, groupFrom, groupTo, today, values.delivery_period, values.delivery_date_to, settings],
  );
  const maxExcluded = excludedDaysAllowed(codeActive ? 'standard' : values.delivery_period, daysBetween(period.from, period.to) + 1);
  const price = cart.data ? estimate(cart.data, { carry: values.carry_and_placement, period: values.delivery_period }) : null;
  const carryFull = cart.data ? estimate(cart.data, { carry: true, period: 'standard' }).carryPrice : 0;
  const currency = cart.data?.newCart.currency ?? 'NOK';
  const dateLocale = i18n.language === 'no' ? 'nb' : i18n.language;

  if (!postcode) {
    navigate('/cart', { replace: true });
    return null;
  }
  if (cart.isPending || check.isPending) return <Loader m="xl" />;
  if (!cart.data || cart.data.newCart.lines.length === 0) {
    navigate('/cart', { replace: true });
    return null;
  }

  return (
    <DatesProvider settings={{ locale: dateLocale, firstDayOfWeek: 1 }}>
      <Container size="lg" py="lg">
        <Title order={1} mb="md">
          {t('delivery.title')}
        </Title>
        <form
          noValidate
          // The first field with an error takes focus through the shell (app/focus/form-errors.ts).
          onSubmit={form.onSubmit(submit)}
        >
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                {general.length > 0 && (
                  <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" data-testid="checkout-general-errors">
                    <Stack gap={4}>
                      {general.map((m) => (
                        <Text key={m} size="sm">
                          {m}
                        </Text>
                      ))}
                    </Stack>
                  </Alert>
                )}
                <ContactSection
                  form={form}
                  signedIn={!!user}
                  companyChoice={check.data?.checkoutType === 'company'}
                  password={password}
                  onPasswordChange={setPassword}
                />
                <AddressSection form={form} postcode={postcode} />
                <WhenSection form={form} today={today} codeActive={codeActive} period={period} maxExcluded={maxExcluded} periods={settings.delivery_periods} />
                <ServicesSection form={form} carryPrice={carryFull} currency={currency} images={images} onImagesChange={setImages} />
                <NotesSection form={form} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <SummaryCard form={form} cart={cart.data} price={price} currency={currency} submitting={submitting} />
            </Grid.Col>
          </Grid>
        </form>
      </Container>
    </DatesProvider>
  );
}
