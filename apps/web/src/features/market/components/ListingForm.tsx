import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CURVING_MAX, HUMIDITY_MAX, type Listing, type ListingPresetView, listingAddBody, parseMajor } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PhotosField, usePhotoFiles } from '../../../components/PhotosField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useDeleteListingImage, useSaveListing } from '../api/listings.ts';

const NS = ['market', 'market-rules', 'commerce', 'errors'];
const NUMBER_FIELDS = [
  'amount',
  'minimum_order_amount',
  'min_diameter_cm',
  'max_diameter_cm',
  'curving',
  'days_to_deliver',
  'humidity_pct',
  'width_cm',
  'height_cm',
  'depth_cm',
] as const;
const TEXT_FIELDS = [
  'wood_type',
  'firewood_format',
  'dryness',
  'vsys_number',
  'chopped_date_from',
  'chopped_date_to',
  'shipped_date_from',
  'shipped_date_to',
  'description',
  'street',
  'postcode',
] as const;
type Values = Record<(typeof NUMBER_FIELDS)[number] | (typeof TEXT_FIELDS)[number] | 'price_per_unit', string | number> & { active: boolean };

/** Øre from the typed kr ("450" or "450,50"); NaN when unreadable (the schema says 'Invalid price'). */
const priceOf = (s: string | number) => (String(s).trim() === '' ? '' : (parseMajor(String(s)) ?? Number.NaN));
const priceText = (ore: number, lang: string) => {
  const major = ore / 100;
  const s = Number.isInteger(major) ? String(major) : major.toFixed(2);
  return lang === 'en' ? s : s.replace('.', ',');
};

function initial(listing: Listing | undefined, lang: string): Values {
  const v = {} as Values;
  for (const f of [...NUMBER_FIELDS, ...TEXT_FIELDS]) v[f] = (listing?.[f] as string | number | null | undefined) ?? '';
  if (!listing) {
    v.days_to_deliver = 7;
    v.minimum_order_amount = 1;
  }
  v.price_per_unit = listing ? priceText(listing.price_per_unit, lang) : '';
  v.active = listing?.active ?? true;
  return v;
}

/** The payload the schema checks and the API receives: only the type's fields, the price in øre. */
function payload(v: Values, preset: ListingPresetView) {
  const out: Record<string, unknown> = { product_type: preset.product_type };
  for (const f of preset.fields) out[f] = f === 'price_per_unit' ? priceOf(v.price_per_unit) : v[f as keyof Values];
  return out;
}

interface Props {
  preset: ListingPresetView;
  listing?: Listing;
}

/**
 * The listing form (spec §3 "Round-timber listing", §5): the fields of the product type, each with
 * the shared schema's messages next to it (also the server's), and up to 10 photos.
 */
export function ListingForm({ preset, listing }: Props) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const save = useSaveListing();
  const deleteImage = useDeleteListingImage();
  const photos = usePhotoFiles();
  const form = useForm<Values>({
    initialValues: initial(listing, i18n.language),
    validate: zodValidate(listingAddBody, t, (v: Values) => payload(v, preset), { ns: NS }),
  });
  const { submit, alert } = useFormSubmit(form, async (v) => {
    const { product_type, ...fields } = payload(v, preset);
    try {
      const saved = await save.mutateAsync({ id: listing?.id, fields: listing ? fields : { product_type, ...fields }, images: photos.files });
      photos.clear();
      notify('success', t(listing ? 'form.saved' : 'form.added'));
      if (!listing) navigate(`/dashboard/product/${preset.product_type}/${saved.id}`, { replace: true });
    } catch (e) {
      photos.failed(e);
    }
  });
  const has = (f: string) => preset.fields.includes(f);
  const req = (f: string) => preset.required.includes(f);
  const input = (f: keyof Values) => ({ ...form.getInputProps(f), label: t(`field.${f}`), required: req(f), 'data-testid': `listing-${f}` });
  const num = (f: (typeof NUMBER_FIELDS)[number], extra: { min?: number; max?: number } = {}) =>
    has(f) && <NumberInput {...input(f)} min={extra.min ?? 0} max={extra.max} allowDecimal={false} allowNegative={false} />;
  const date = (f: (typeof TEXT_FIELDS)[number]) => has(f) && <TextInput {...input(f)} type="date" />;
  const unit = t(`unit-short.${preset.unit}`);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={760}>
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Title order={2} size="h4">
          {t('form.section-goods')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select {...input('wood_type')} data={preset.wood_types.map((w) => ({ value: w, label: t(`wood.${w}`) }))} allowDeselect={false} />
          {has('firewood_format') && <Select {...input('firewood_format')} data={preset.firewood_formats.map((f) => ({ value: f, label: f }))} />}
          <NumberInput {...input('amount')} description={t('form.in-unit', { unit })} min={1} allowDecimal={false} allowNegative={false} />
          <NumberInput {...input('minimum_order_amount')} description={t('form.in-unit', { unit })} min={1} allowDecimal={false} allowNegative={false} />
          <TextInput {...input('price_per_unit')} label={t('form.price', { unit })} description={t('form.price-hint')} inputMode="decimal" />
          {num('days_to_deliver', { max: 365 })}
          {num('min_diameter_cm', { min: 1 })}
          {num('max_diameter_cm', { min: 1 })}
          {has('curving') && <NumberInput {...input('curving')} description={t('form.curving-hint')} min={0} max={CURVING_MAX} allowDecimal={false} />}
          {has('vsys_number') && <TextInput {...input('vsys_number')} />}
          {num('humidity_pct', { max: HUMIDITY_MAX })}
          {has('dryness') && <Select {...input('dryness')} data={preset.dryness.map((d) => ({ value: d, label: t(`dryness.${d}`) }))} />}
          {num('width_cm', { min: 1 })}
          {num('height_cm', { min: 1 })}
          {num('depth_cm', { min: 1 })}
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('form.section-dates')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {date('chopped_date_from')}
          {date('chopped_date_to')}
          {date('shipped_date_from')}
          {date('shipped_date_to')}
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('form.section-place')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('street')} autoComplete="street-address" />
          <TextInput
            {...input('postcode')}
            description={listing ? `${listing.city}${listing.county ? `, ${listing.county}` : ''}` : t('form.postcode-hint')}
            inputMode="numeric"
            maxLength={4}
          />
        </SimpleGrid>
        <Textarea {...input('description')} autosize minRows={3} maxRows={8} />
        <Switch {...form.getInputProps('active', { type: 'checkbox' })} label={t('form.active')} />
        <PhotosField ns="market" idPrefix="listing" saved={listing?.images ?? []} deleteImage={deleteImage} {...photos.field} />
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="listing-save">
            {t(listing ? 'form.save' : 'form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
