import { Alert, Button, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatMoney,
  MAX_READY_TO_SHIP_DAYS,
  PRICE_ERROR,
  priceInRange,
  type VendorProduct,
  type VendorProductPreset,
  vendorProductAddBody,
} from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PhotosField, usePhotoFiles } from '../../../components/PhotosField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useDeleteOfferImage, useSaveOffer } from '../api/vendor-products.ts';
import { priceOf, priceText } from './money-text.ts';

interface Values {
  product_id: string;
  price: string;
  stock: number | string;
  ready_to_ship_days: number | string;
  active: boolean;
}

const NS = ['vendor-products', 'commerce', 'errors'];

/** The payload the schema checks and the API receives. */
const payload = (v: Values) => ({
  product_id: v.product_id,
  price: priceOf(v.price),
  stock: v.stock === '' ? undefined : v.stock,
  ready_to_ship_days: v.ready_to_ship_days === '' ? undefined : v.ready_to_ship_days,
  active: v.active,
});

interface Props {
  /** The offer being edited; absent for a new offer. */
  offer?: VendorProduct;
  presets: VendorProductPreset[];
  /** A preset chosen before (?product_id=). */
  initialProductId?: string;
}

/** The form's state, its checks (the shared schema and the product's range) and its submit. */
function useOfferForm({ offer, presets, initialProductId }: Props) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const save = useSaveOffer();
  const photos = usePhotoFiles();
  const form = useForm<Values>({
    initialValues: {
      product_id: offer ? String(offer.product_id) : (initialProductId ?? ''),
      price: offer ? priceText(offer.price, i18n.language) : '',
      stock: offer?.stock ?? 0,
      ready_to_ship_days: offer?.ready_to_ship_days ?? 0,
      active: offer?.active ?? true,
    },
    validate: (v) => {
      const errors = zodValidate(vendorProductAddBody, t, payload, { ns: NS })(v);
      const p = presets.find((x) => String(x.product_id) === v.product_id);
      const price = priceOf(v.price);
      if (!errors.price && p && price !== undefined && !priceInRange(price, { min: p.min_price, max: p.max_price })) {
        errors.price = t(`commerce:${PRICE_ERROR}`);
      }
      return errors;
    },
  });
  const preset = presets.find((x) => String(x.product_id) === form.values.product_id);
  const { submit, alert } = useFormSubmit(form, async (v) => {
    // Validated above: the schema reads the values as the server will.
    const { product_id: _, ...changes } = vendorProductAddBody.parse(payload(v));
    const fields = offer ? changes : { product_id: Number(v.product_id), ...changes };
    try {
      const saved = await save.mutateAsync({ id: offer?.id, fields, images: photos.files });
      photos.clear();
      notify('success', t(offer ? 'form.saved' : 'form.added'));
      if (!offer) navigate(`/dashboard/product/${saved.id}`, { replace: true });
    } catch (e) {
      photos.failed(e);
    }
  });
  return { form, preset, submit, alert, saving: save.isPending, photos };
}

/**
 * The offer form (spec sections 3 and 5): a catalogue product (new offers), price per unit incl. VAT
 * within its range, stock, days until ready to ship, active and photos. The shared schema checks it
 * here and on the server; the server's field errors come back next to their fields.
 */
export function OfferForm({ offer, presets, initialProductId }: Props) {
  const { t, i18n } = useTranslation(NS);
  const deleteImage = useDeleteOfferImage();
  const { form, preset, submit, alert, saving, photos } = useOfferForm({ offer, presets, initialProductId });
  const range =
    preset &&
    t('form.price-range', {
      min: formatMoney(preset.min_price, preset.currency, i18n.language),
      max: formatMoney(preset.max_price, preset.currency, i18n.language),
    });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        {!offer && (
          <Select
            label={t('form.preset')}
            placeholder={t('form.preset-placeholder')}
            data={presets.map((p) => ({
              value: String(p.product_id),
              label: p.vendor_product_id ? `${p.name} (${t('form.preset-offered')})` : p.name,
              disabled: p.vendor_product_id !== null,
            }))}
            searchable
            required
            {...form.getInputProps('product_id')}
            data-testid="offer-preset"
          />
        )}
        <TextInput
          label={t('form.price', { currency: preset?.currency === 'EUR' ? 'EUR' : 'kr' })}
          description={range}
          inputMode="decimal"
          required
          {...form.getInputProps('price')}
          data-testid="offer-price"
        />
        <NumberInput
          label={t('form.stock')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.getInputProps('stock')}
          data-testid="offer-stock"
        />
        <NumberInput
          label={t('form.ready')}
          description={t('form.ready-hint')}
          min={0}
          max={MAX_READY_TO_SHIP_DAYS}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('ready_to_ship_days')}
        />
        <Switch label={t('form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <PhotosField
          ns="vendor-products"
          idPrefix="offer"
          name={offer?.name ?? preset?.name ?? ''}
          saved={offer?.images ?? []}
          deleteImage={deleteImage}
          deleteTestId="delete-image"
          {...photos.field}
        />
        <Group>
          <Button type="submit" loading={saving} data-testid="offer-save">
            {t(offer ? 'form.save' : 'form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
