import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { LISTABLE_PRODUCT_TYPES, MARKET_SORTS, WOOD_TYPES } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The market's filters, as they live in the URL (a link shares them). */
export const FILTER_KEYS = [
  'product_type',
  'wood_type',
  'min_diameter_cm',
  'max_diameter_cm',
  'min_price',
  'max_price',
  'distance_km',
  'ready_from',
  'ready_to',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Reads the filters from the URL; prices are typed in whole kr and sent in øre. */
export function useMarketFilters() {
  const [params, setParams] = useSearchParams();
  const get = (k: FilterKey) => params.get(k) ?? '';
  const set = (k: FilterKey, v: string | number | null) => {
    const next = new URLSearchParams(params);
    if (v === null || v === '') next.delete(k);
    else next.set(k, String(v));
    setParams(next, { replace: true });
  };
  const query = Object.fromEntries(
    FILTER_KEYS.map((k) => {
      const v = get(k);
      return [k, v !== '' && (k === 'min_price' || k === 'max_price') ? Number(v) * 100 : v || undefined];
    }),
  );
  return { get, set, query, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

/** Product type, wood type, diameters, price, distance from the vendor's hubs, ready dates and the order. */
export function MarketFilters({ filters }: { filters: ReturnType<typeof useMarketFilters> }) {
  const { t } = useTranslation('market');
  const { get, set, clear } = filters;
  const numberProps = (k: FilterKey) => ({
    value: get(k),
    onChange: (v: string | number) => set(k, v),
    allowDecimal: false,
    allowNegative: false,
    min: 0,
  });
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" data-testid="market-filters">
      <Select
        label={t('filter.product_type')}
        data={LISTABLE_PRODUCT_TYPES.map((p) => ({ value: p, label: t(`type.${p}`) }))}
        value={get('product_type') || null}
        onChange={(v) => set('product_type', v)}
        clearable
        placeholder={t('filter.all')}
        data-testid="filter-product-type"
      />
      <Select
        label={t('filter.wood_type')}
        data={WOOD_TYPES.map((w) => ({ value: w, label: t(`wood.${w}`) }))}
        value={get('wood_type') || null}
        onChange={(v) => set('wood_type', v)}
        clearable
        placeholder={t('filter.all')}
        data-testid="filter-wood-type"
      />
      <NumberInput label={t('filter.min_diameter_cm')} {...numberProps('min_diameter_cm')} />
      <NumberInput label={t('filter.max_diameter_cm')} {...numberProps('max_diameter_cm')} />
      <NumberInput label={t('filter.distance_km')} {...numberProps('distance_km')} />
      <NumberInput label={t('filter.min_price')} {...numberProps('min_price')} />
      <NumberInput label={t('filter.max_price')} {...numberProps('max_price')} />
      <TextInput type="date" label={t('filter.ready_from')} value={get('ready_from')} onChange={(e) => set('ready_from', e.currentTarget.value)} />
      <TextInput type="date" label={t('filter.ready_to')} value={get('ready_to')} onChange={(e) => set('ready_to', e.currentTarget.value)} />
      <Select
        label={t('filter.sort')}
        data={MARKET_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        value={get('sort') || 'newest'}
        onChange={(v) => set('sort', v)}
        allowDeselect={false}
      />
      <Group align="flex-end">
        <Button variant="default" onClick={clear}>
          {t('filter.clear')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
