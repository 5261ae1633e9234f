import { Checkbox, Container, Grid, Group, List, NumberInput, Paper, Radio, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import {
  DEALER_BUSINESS_TYPES,
  type DealerFormInput,
  dealerFormSchema,
  FIREWOOD_FORMATS,
  FORM_LIMITS,
  MIN_ORDER_SACKS,
  SETTLEMENT_PERIOD_DAYS,
  VENDOR_FEE_PCT,
  WOOD_TYPES,
} from '@vedmarked/domain';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useSubmitDealerForm } from '../api/submit-dealer-form.ts';
import { HINT_BELOW, PublicForm } from '../components/FormParts.tsx';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { usePublicForm } from '../lib/use-public-form.ts';

interface Values extends Record<string, unknown> {
  company_name: string;
  organization_number: string;
  contact_name: string;
  email: string;
  phone: string;
  postcode: string;
  business_type: string;
  formats: string[];
  wood_types: string[];
  yearly_volume_m3: number | string;
  own_delivery: boolean;
  message: string;
  website: string;
}

/** /ildstedet: firewood dealers and fireplace shops who want to sell through Vedmarked. */
export default function DealerFormPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const mutation = useSubmitDealerForm();
  const { form, state, t } = usePublicForm<Values, DealerFormInput>({
    schema: dealerFormSchema,
    initialValues: {
      company_name: '',
      organization_number: '',
      contact_name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
      email: user?.email ?? '',
      phone: '',
      postcode: '',
      business_type: '',
      formats: [],
      wood_types: [],
      yearly_volume_m3: '',
      own_delivery: false,
      message: '',
      website: '',
    },
    toInput: (v) => ({
      ...v,
      business_type: v.business_type as DealerFormInput['business_type'],
      formats: v.formats as DealerFormInput['formats'],
      wood_types: v.wood_types as DealerFormInput['wood_types'],
      yearly_volume_m3: v.yearly_volume_m3 === '' ? undefined : Number(v.yearly_volume_m3),
    }),
    mutation,
    onDone: (r) => navigate('/ildstedet-success', { state: { reference: r.reference } }),
  });

  const benefits = ['benefit-local', 'benefit-fee', 'benefit-settlement', 'benefit-routes'] as const;

  return (
    <ContentRoot>
      <PageHero eyebrow={t('dealer.eyebrow')} title={t('dealer.title')} lead={t('dealer.lead')} />
      <Container size="lg" py="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Paper withBorder p="md" radius="md" component="aside" aria-labelledby="dealer-why">
              <Title order={2} fz="lg" id="dealer-why" mb="sm">
                {t('dealer.why-title')}
              </Title>
              <List
                spacing="sm"
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" color="forest.8" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {benefits.map((b) => (
                  <List.Item key={b}>{t(`dealer.${b}`, { fee: VENDOR_FEE_PCT, days: SETTLEMENT_PERIOD_DAYS, sacks: MIN_ORDER_SACKS })}</List.Item>
                ))}
              </List>
              <Title order={2} fz="lg" mt="lg" mb="xs">
                {t('dealer.next-title')}
              </Title>
              <Text size="sm">{t('dealer.next-text')}</Text>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <PublicForm texts="dealer" state={state} gap="lg">
              <Grid>
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <TextInput label={t('field.company')} autoComplete="organization" withAsterisk {...form.getInputProps('company_name')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <TextInput
                    label={t('field.organization-number')}
                    description={t('field.organization-number-hint')}
                    inputWrapperOrder={HINT_BELOW}
                    {...form.getInputProps('organization_number')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label={t('field.contact-name')} autoComplete="name" withAsterisk {...form.getInputProps('contact_name')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label={t('field.email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label={t('field.phone')} type="tel" autoComplete="tel" withAsterisk {...form.getInputProps('phone')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('field.postcode')}
                    description={t('field.dealer-postcode-hint')}
                    inputWrapperOrder={HINT_BELOW}
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={4}
                    withAsterisk
                    {...form.getInputProps('postcode')}
                  />
                </Grid.Col>
              </Grid>
              <Radio.Group label={t('field.business-type')} withAsterisk {...form.getInputProps('business_type')}>
                <Group mt="xs" gap="lg">
                  {DEALER_BUSINESS_TYPES.map((b) => (
                    <Radio key={b} value={b} label={t(`business.${b}`)} />
                  ))}
                </Group>
              </Radio.Group>
              <Checkbox.Group label={t('field.formats')} description={t('field.formats-hint')} withAsterisk {...form.getInputProps('formats')}>
                <Group mt="xs" gap="lg">
                  {FIREWOOD_FORMATS.map((f) => (
                    <Checkbox key={f} value={f} label={t(`format.${f}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Checkbox.Group label={t('field.wood-types')} {...form.getInputProps('wood_types')}>
                <Group mt="xs" gap="lg">
                  {WOOD_TYPES.map((w) => (
                    <Checkbox key={w} value={w} label={t(`wood.${w}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Grid align="flex-end">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label={t('field.yearly-volume')}
                    description={t('field.yearly-volume-hint')}
                    inputWrapperOrder={HINT_BELOW}
                    allowDecimal={false}
                    allowNegative={false}
                    min={0}
                    max={FORM_LIMITS.yearlyVolumeMaxM3}
                    thousandSeparator=" "
                    hideControls
                    {...form.getInputProps('yearly_volume_m3')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Checkbox label={t('field.own-delivery')} {...form.getInputProps('own_delivery', { type: 'checkbox' })} />
                </Grid.Col>
              </Grid>
              <Textarea
                label={t('field.dealer-message')}
                description={t('field.optional')}
                inputWrapperOrder={HINT_BELOW}
                autosize
                minRows={4}
                maxRows={12}
                maxLength={FORM_LIMITS.messageMax}
                {...form.getInputProps('message')}
              />
            </PublicForm>
          </Grid.Col>
        </Grid>
      </Container>
    </ContentRoot>
  );
}
