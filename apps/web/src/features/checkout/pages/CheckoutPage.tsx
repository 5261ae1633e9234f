import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Grid,
  Group,
  Loader,
  PasswordInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePicker, DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import {
  addDays,
  COMMENT_MAX_LENGTH,
  CUSTOM_PERIOD_MAX_DAYS,
  CUSTOM_PERIOD_MIN_DAYS,
  daysBetween,
  deliveryWindow,
  excludedDaysAllowed,
  groupDeliveryWindow,
  HEAR_ABOUT_US,
  osloToday,
} from '@vedmarked/domain';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import 'dayjs/locale/es';
import 'dayjs/locale/nb';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useStored } from '../../../lib/storage.ts';
import { useCart, useMoney } from '../../cart/index.ts';
import { useCartCheck } from '../api/check-cart.ts';
import { checkOrder } from '../api/order-calls.ts';
import {
  type DeliveryDraft,
  draftImages,
  draftPassword,
  draftToForm,
  emptyDraft,
  loadDraft,
  saveDraft,
  setDraftImages,
  setDraftPassword,
} from '../checkout-draft.ts';
import { formatDate } from '../components/dates.ts';
import { GENERAL_FIELDS, validateDraft } from '../components/form-errors.ts';
import { estimate, OrderTotals } from '../components/OrderTotals.tsx';
import { PlacementPhotos } from '../components/PlacementPhotos.tsx';

const HEAR_KEYS: Record<string, string> = {
  dugnadsdeltaker: 'dugnad',
  facebook: 'facebook',
  'finn.no': 'finn',
  friend: 'friend',
  'google search': 'google',
  'neighbour order': 'neighbour',
  other: 'other',
};

/** Step 1 of the checkout: who, where, when and how the goods are delivered. */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation(['checkout', 'commerce', 'errors']);
  const money = useMoney();
  const navigate = useNavigate();
  const { user } = useSession();
  const postcode = useStored('postcode');
  const groupFrom = useStored('groupOrderDateFrom');
  const groupTo = useStored('groupOrderDateTo');
  const cart = useCart();
  const check = useCartCheck();
  const [images, setImages] = useState<File[]>(draftImages());
  const [password, setPassword] = useState(draftPassword());
  const [general, setGeneral] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const today = osloToday();
  const prefilled = useRef(false);

  const form = useForm<DeliveryDraft>({
    mode: 'controlled',
    initialValues: loadDraft() ?? emptyDraft(),
    validate: (values) => {
      const errors = validateDraft(
        {
          ...values,
          session_id: 'a'.repeat(32),
          delivery_postcode: postcode ?? '',
          password: values.create_account ? password : undefined,
          company_name: values.checkout_type === 'company' ? values.company_name : undefined,
          organization_number: values.checkout_type === 'company' ? values.organization_number : undefined,
          delivery_date_to: values.delivery_period === 'custom' ? values.delivery_date_to : undefined,
        },
        t,
      );
      if (values.deliver_if_iam_not_at_home && images.length === 0) errors.images = t('commerce:error-placement-photo-required');
      return errors;
    },
  });

  // A signed-in customer's details fill the empty fields once.
  useEffect(() => {
    if (prefilled.current || !check.data) return;
    prefilled.current = true;
    const v = form.getValues();
    const c = check.data.customer;
    if (c) {
      form.setValues({
        first_name: v.first_name || c.first_name || '',
        last_name: v.last_name || c.last_name || '',
        email: v.email || c.email,
        phone: v.phone || c.phone?.replace(/^\+47/, '') || '',
        company_name: v.company_name || c.company_name || '',
        organization_number: v.organization_number || c.organization_number || '',
        create_account: false,
      });
    }
    // A confirmed company orders as the company unless the customer chose otherwise before.
    form.setFieldValue('checkout_type', check.data.checkoutType === 'company' ? (loadDraft()?.checkout_type ?? 'company') : 'private');
    if (!check.data.valid) navigate('/cart', { replace: true });
  }, [check.data, form, navigate]);

  const values = form.getValues();
  const codeActive = cart.data?.newCart.code?.status === 'valid' && !!groupTo;
  const period = useMemo(
    () =>
      codeActive && groupTo
        ? groupDeliveryWindow(today, groupFrom, groupTo)
        : deliveryWindow(values.delivery_period, today, values.delivery_period === 'custom' ? (values.delivery_date_to ?? undefined) : undefined),
    [codeActive, groupFrom, groupTo, today, values.delivery_period, values.delivery_date_to],
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

  async function submit(v: DeliveryDraft) {
    setSubmitting(true);
    setGeneral([]);
    setDraftImages(images);
    setDraftPassword(password);
    try {
      await checkOrder(draftToForm(v));
      saveDraft(v);
      navigate('/checkout-payment');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'cart_empty') {
        navigate('/cart');
        return;
      }
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        const fieldErrors: Record<string, string> = {};
        const other: string[] = [];
        for (const [k, m] of Object.entries(e.fields)) {
          const key = k.split('.')[0]!;
          if (GENERAL_FIELDS.includes(key)) other.push(m);
          else fieldErrors[key] ??= m;
        }
        form.setErrors(fieldErrors);
        setGeneral(other);
        notify('error', e.message);
      } else notify('error', e instanceof Error ? e.message : t('network'));
    } finally {
      setSubmitting(false);
    }
  }

  const emailTaken = typeof form.errors.email === 'string' && !user && form.errors.email === t('commerce:error-email-registered-login');
  const loginHref = `/checkout?login=${encodeURIComponent(values.email)}&redirectUrl=${encodeURIComponent('/checkout')}`;

  return (
    <DatesProvider settings={{ locale: dateLocale, firstDayOfWeek: 1 }}>
      <Container size="lg" py="lg">
        <Title order={1} mb="md">
          {t('delivery.title')}
        </Title>
        <form
          noValidate
          onSubmit={form.onSubmit(submit, (errors) => {
            const first = Object.keys(errors)[0];
            if (first) document.querySelector<HTMLElement>(`[data-path="${first}"], [name="${first}"]`)?.focus();
          })}
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

                <Card withBorder padding="lg">
                  <Title order={2} size="h4" mb="sm">
                    {t('delivery.contact')}
                  </Title>
                  {!user && (
                    <Text size="sm" mb="sm">
                      {t('delivery.have-account')}{' '}
                      <Anchor component={Link} underline="always" to={`/checkout?login&redirectUrl=${encodeURIComponent('/checkout')}`}>
                        {t('delivery.log-in')}
                      </Anchor>
                    </Text>
                  )}
                  {check.data?.checkoutType === 'company' && (
                    <Radio.Group label={t('delivery.checkout-type')} mb="sm" {...form.getInputProps('checkout_type')}>
                      <Group mt={4}>
                        <Radio value="private" label={t('delivery.private')} />
                        <Radio value="company" label={t('delivery.company')} />
                      </Group>
                    </Radio.Group>
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label={t('delivery.first-name')}
                      autoComplete="given-name"
                      required
                      {...form.getInputProps('first_name')}
                      data-path="first_name"
                    />
                    <TextInput label={t('delivery.last-name')} autoComplete="family-name" required {...form.getInputProps('last_name')} data-path="last_name" />
                    <TextInput label={t('delivery.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} data-path="email" />
                    <TextInput
                      label={t('delivery.phone')}
                      description={t('delivery.phone-hint')}
                      leftSection={
                        <Text size="sm" c="gray.8">
                          +47
                        </Text>
                      }
                      leftSectionWidth={44}
                      inputMode="tel"
                      autoComplete="tel-national"
                      required
                      {...form.getInputProps('phone')}
                      onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.replace(/[^\d\s]/g, ''))}
                      data-path="phone"
                    />
                  </SimpleGrid>
                  {emailTaken && (
                    <Alert color="yellow" mt="sm" data-testid="login-to-finish">
                      <Anchor component={Link} underline="always" to={loginHref}>
                        {t('delivery.login-to-finish')}
                      </Anchor>
                    </Alert>
                  )}
                  {values.checkout_type === 'company' && (
                    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
                      <TextInput label={t('delivery.company-name')} required {...form.getInputProps('company_name')} data-path="company_name" />
                      <TextInput
                        label={t('delivery.org-number')}
                        inputMode="numeric"
                        required
                        {...form.getInputProps('organization_number')}
                        data-path="organization_number"
                      />
                    </SimpleGrid>
                  )}
                  {!user && (
                    <Stack gap="xs" mt="md">
                      <Checkbox
                        label={t('delivery.create-account')}
                        description={t('delivery.create-account-hint')}
                        {...form.getInputProps('create_account', { type: 'checkbox' })}
                      />
                      {values.create_account && (
                        <PasswordInput
                          label={t('delivery.password')}
                          description={t('delivery.password-hint')}
                          autoComplete="new-password"
                          value={password}
                          onChange={(e) => setPassword(e.currentTarget.value)}
                          error={form.errors.password}
                          required
                          maw={360}
                          data-path="password"
                          visibilityToggleButtonProps={{ 'aria-label': t('delivery.show-password') }}
                        />
                      )}
                    </Stack>
                  )}
                </Card>

                <Card withBorder padding="lg">
                  <Title order={2} size="h4" mb="sm">
                    {t('delivery.address')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <TextInput
                      label={t('delivery.street')}
                      autoComplete="street-address"
                      required
                      {...form.getInputProps('delivery_street')}
                      data-path="delivery_street"
                    />
                    <TextInput
                      label={t('delivery.city')}
                      autoComplete="address-level2"
                      required
                      {...form.getInputProps('delivery_city')}
                      data-path="delivery_city"
                    />
                    <TextInput label={t('delivery.postcode')} value={postcode} readOnly description={t('delivery.postcode-fixed')} />
                  </SimpleGrid>
                </Card>

                <Card withBorder padding="lg">
                  <Title order={2} size="h4" mb="sm">
                    {t('delivery.when')}
                  </Title>
                  {codeActive ? (
                    <Alert color="forest" variant="light" mb="sm" data-testid="group-dates">
                      {t('delivery.group-dates', { from: formatDate(period.from), to: formatDate(period.to) })}
                    </Alert>
                  ) : (
                    <Stack gap="sm">
                      <SegmentedControl
                        fullWidth
                        aria-label={t('delivery.period')}
                        data={[
                          { value: 'fast', label: t('period.fast') },
                          { value: 'standard', label: t('period.standard') },
                          { value: 'custom', label: t('period.custom') },
                        ]}
                        {...form.getInputProps('delivery_period')}
                        onChange={(v) => {
                          form.setFieldValue('delivery_period', v as DeliveryDraft['delivery_period']);
                          form.setFieldValue('excluded_dates', []);
                        }}
                        data-testid="delivery-period"
                      />
                      <Text size="sm" c="gray.7">
                        {values.delivery_period === 'fast'
                          ? t('period.fast-long', { extra: 10 })
                          : values.delivery_period === 'standard'
                            ? t('period.standard-long')
                            : t('period.custom-long')}
                      </Text>
                      {values.delivery_period === 'custom' && (
                        <DatePickerInput
                          label={t('delivery.last-day')}
                          nextLabel={t('delivery.next-month')}
                          previousLabel={t('delivery.previous-month')}
                          weekendDays={[]}
                          required
                          minDate={addDays(today, CUSTOM_PERIOD_MIN_DAYS)}
                          maxDate={addDays(today, CUSTOM_PERIOD_MAX_DAYS)}
                          valueFormat="DD.MM.YYYY"
                          maw={260}
                          {...form.getInputProps('delivery_date_to')}
                          data-path="delivery_date_to"
                        />
                      )}
                    </Stack>
                  )}
                  <Text size="sm" mt="sm">
                    {t('delivery.window', { from: formatDate(period.from), to: formatDate(period.to) })}
                  </Text>
                  <Stack gap={4} mt="md">
                    <Text fw={600} size="sm" id="excluded-label">
                      {t('delivery.excluded', { max: maxExcluded })}
                    </Text>
                    <DatePicker
                      type="multiple"
                      weekendDays={[]}
                      nextLabel={t('delivery.next-month')}
                      previousLabel={t('delivery.previous-month')}
                      aria-labelledby="excluded-label"
                      minDate={period.from}
                      maxDate={period.to}
                      defaultDate={period.from}
                      value={values.excluded_dates}
                      onChange={(v) => form.setFieldValue('excluded_dates', (v as string[]).slice(0, maxExcluded))}
                      data-testid="excluded-dates"
                    />
                    {form.errors.excluded_dates && (
                      <Text size="sm" c="red.9" role="alert">
                        {form.errors.excluded_dates}
                      </Text>
                    )}
                  </Stack>
                  <Radio.Group label={t('delivery.time-window')} mt="md" required {...form.getInputProps('time_window')}>
                    <Group mt={6}>
                      <Radio value="morning" label={t('window.morning')} />
                      <Radio value="midday" label={t('window.midday')} />
                      <Radio value="evening" label={t('window.evening')} />
                    </Group>
                  </Radio.Group>
                </Card>

                <Card withBorder padding="lg">
                  <Title order={2} size="h4" mb="sm">
                    {t('delivery.services')}
                  </Title>
                  <Stack gap="sm">
                    <Checkbox
                      label={t('services.carry', { price: money(carryFull, currency) })}
                      description={t('services.carry-hint')}
                      {...form.getInputProps('carry_and_placement', { type: 'checkbox' })}
                      data-testid="service-carry"
                    />
                    <Checkbox
                      label={t('services.small-car')}
                      description={t('services.small-car-hint')}
                      {...form.getInputProps('only_small_car', { type: 'checkbox' })}
                    />
                    <Checkbox
                      label={t('services.not-home')}
                      description={t('services.not-home-hint')}
                      {...form.getInputProps('deliver_if_iam_not_at_home', { type: 'checkbox' })}
                      data-testid="service-not-home"
                    />
                    {values.deliver_if_iam_not_at_home && (
                      <PlacementPhotos files={images} onChange={setImages} error={form.errors.images as string | undefined} />
                    )}
                  </Stack>
                </Card>

                <Card withBorder padding="lg">
                  <Stack gap="sm">
                    <Textarea
                      label={t('delivery.comment')}
                      description={t('delivery.comment-count', { count: values.comment.length, max: COMMENT_MAX_LENGTH })}
                      autosize
                      minRows={2}
                      maxLength={COMMENT_MAX_LENGTH}
                      {...form.getInputProps('comment')}
                      data-path="comment"
                    />
                    <Select
                      label={t('delivery.hear')}
                      placeholder={t('delivery.hear-placeholder')}
                      clearable
                      data={HEAR_ABOUT_US.map((h) => ({ value: h, label: t(`hear.${HEAR_KEYS[h]}`) }))}
                      {...form.getInputProps('hear_about_us')}
                      maw={360}
                    />
                  </Stack>
                </Card>
              </Stack>
            </Grid.Col>

            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card withBorder padding="lg" radius="md">
                <Stack>
                  <Title order={2} size="h4">
                    {t('delivery.summary')}
                  </Title>
                  <Text size="sm">{t('delivery.from-vendor', { vendor: cart.data.vendorInfo?.name ?? '' })}</Text>
                  {price && <OrderTotals price={price} currency={currency} />}
                  {cart.data.newCart.code && (
                    <Text size="sm" c={cart.data.newCart.code.status === 'valid' ? 'forest.8' : 'red.9'}>
                      {t('delivery.code', { code: cart.data.newCart.code.code })}
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
            </Grid.Col>
          </Grid>
        </form>
      </Container>
    </DatesProvider>
  );
}
