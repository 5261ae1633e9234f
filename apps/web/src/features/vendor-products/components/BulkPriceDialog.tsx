import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { BULK_PERCENT_MAX, BULK_PERCENT_MIN, priceByPercent, type VendorProduct } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { updateOffer, useRefreshOffers } from '../api/vendor-products.ts';

interface Props {
  rows: VendorProduct[];
  onClose(): void;
}

/**
 * The bulk price change: the selected offers' prices by a percent, each rounded to whole øre
 * (priceByPercent). A row whose new price would leave its product's range is not changed and is
 * named in the message; the others are saved one by one (each an absolute price, so a retry is harmless).
 */
export function BulkPriceDialog({ rows, onClose }: Props) {
  const { t } = useTranslation('vendor-products');
  const refresh = useRefreshOffers();
  const [percent, setPercent] = useState<number | string>(10);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const apply = async () => {
    const p = typeof percent === 'number' ? percent : Number.NaN;
    if (!Number.isFinite(p) || p < BULK_PERCENT_MIN || p > BULK_PERCENT_MAX) return setError(t('bulk.percent-hint'));
    setSaving(true);
    const refused: string[] = [];
    let done = 0;
    for (const row of rows) {
      const next = priceByPercent(row.price, p, { min: row.min_price, max: row.max_price });
      if (next === null) {
        refused.push(row.name);
        continue;
      }
      try {
        await updateOffer(row.id, { price: next });
        done++;
      } catch {
        refused.push(row.name);
      }
    }
    await refresh();
    setSaving(false);
    if (done) notify('success', t('bulk.done', { count: done }));
    if (refused.length) notify('error', t('bulk.refused', { count: refused.length, names: refused.join(', ') }), { autoClose: 8000 });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('bulk.title', { count: rows.length })}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <Stack>
          <NumberInput
            label={t('bulk.percent')}
            description={t('bulk.percent-hint')}
            value={percent}
            onChange={(v) => {
              setPercent(v);
              setError(null);
            }}
            min={BULK_PERCENT_MIN}
            max={BULK_PERCENT_MAX}
            suffix=" %"
            allowDecimal={false}
            error={error}
            data-autofocus
            data-testid="bulk-percent"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bulk.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="bulk-apply">
              {t('bulk.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
