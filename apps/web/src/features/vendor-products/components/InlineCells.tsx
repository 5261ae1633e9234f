import { Switch, TextInput } from '@mantine/core';
import { formatMoney, PRICE_ERROR, priceInRange, QUANTITY_ERROR, type VendorProduct, type VendorProductUpdateBody } from '@vedmarked/domain';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeOfferStatus, useUpdateOffer } from '../api/vendor-products.ts';
import { priceOf, priceText } from './money-text.ts';

const NS = ['vendor-products', 'commerce', 'errors'];

interface CellProps {
  row: VendorProduct;
}

/**
 * A number typed in a table cell, saved on Enter or when the field is left (Escape puts the saved
 * value back). A refused value keeps the text and shows the server's message under the field.
 */
function InlineNumber({
  row,
  field,
  label,
  text,
  read,
  check,
}: CellProps & {
  field: 'price' | 'stock';
  label: string;
  text: string;
  read: (typed: string) => number | undefined;
  check: (n: number) => string | null;
}) {
  const { t } = useTranslation(NS);
  const update = useUpdateOffer();
  const [value, setValue] = useState(text);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(text), [text]);

  const save = () => {
    const n = read(value);
    if (value === text) return setError(null);
    if (n === undefined || Number.isNaN(n)) return setError(check(Number.NaN));
    const problem = check(n);
    if (problem) return setError(problem);
    setError(null);
    const fields: VendorProductUpdateBody = field === 'price' ? { price: n } : { stock: n };
    update.mutate(
      { id: row.id, fields },
      {
        onSuccess: () => notify('success', t('inline.saved', { name: row.name })),
        onError: (e) => setError(e instanceof ApiError ? (e.fields[field] ?? e.message) : e.message),
      },
    );
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') save();
    if (e.key === 'Escape') {
      setValue(text);
      setError(null);
    }
  };
  return (
    <TextInput
      size="xs"
      w={field === 'price' ? 110 : 90}
      inputMode={field === 'price' ? 'decimal' : 'numeric'}
      aria-label={label}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={save}
      onKeyDown={onKey}
      error={error}
      disabled={update.isPending}
      rightSection={field === 'price' ? <span aria-hidden>{row.currency === 'NOK' ? 'kr' : row.currency}</span> : undefined}
      data-testid={`inline-${field}-${row.id}`}
    />
  );
}

/** The price per unit, editable in place; checked against the product's range before it is sent. */
export function PriceCell({ row }: CellProps) {
  const { t, i18n } = useTranslation(NS);
  return (
    <InlineNumber
      row={row}
      field="price"
      label={t('inline.price', { name: row.name })}
      text={priceText(row.price, i18n.language)}
      read={priceOf}
      check={(n) => (priceInRange(n, { min: row.min_price, max: row.max_price }) ? null : t(`commerce:${PRICE_ERROR}`))}
    />
  );
}

/** The stock, editable in place. */
export function StockCell({ row }: CellProps) {
  const { t } = useTranslation(NS);
  return (
    <InlineNumber
      row={row}
      field="stock"
      label={t('inline.stock', { name: row.name })}
      text={String(row.stock)}
      read={(typed) => (typed.trim() === '' ? undefined : /^\d+$/.test(typed.trim()) ? Number(typed) : Number.NaN)}
      check={(n) => (Number.isInteger(n) && n >= 0 ? null : t(`commerce:${QUANTITY_ERROR}`))}
    />
  );
}

/** Active or not, switched in place (change-status). */
export function ActiveCell({ row }: CellProps) {
  const { t } = useTranslation(NS);
  const change = useChangeOfferStatus();
  return (
    <Switch
      checked={row.active}
      disabled={change.isPending}
      aria-label={t('inline.active', { name: row.name })}
      onChange={(e) =>
        change.mutate(
          { id: row.id, active: e.currentTarget.checked },
          { onSuccess: () => notify('success', t('inline.saved', { name: row.name })), onError: (err) => notify('error', err.message) },
        )
      }
      data-testid={`inline-active-${row.id}`}
    />
  );
}

/** "120,00 kr – 300,00 kr": the range a price must stay within. */
export function rangeText(row: Pick<VendorProduct, 'min_price' | 'max_price' | 'currency'>, language: string): string {
  return `${formatMoney(row.min_price, row.currency, language)} – ${formatMoney(row.max_price, row.currency, language)}`;
}
