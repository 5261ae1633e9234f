import { Table, Text } from '@mantine/core';
import { localeOf } from '@vedmarked/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KWH_PER_KG_AT_20, SACK_FORMATS } from '../lib/articles.ts';
import { percent } from '../lib/values.ts';

function useNumber() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (n: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n);
}

function DataTable({ caption, head, rows, note }: { caption: string; head: string[]; rows: ReactNode[][]; note?: string }) {
  return (
    <>
      {/* On phones the table scrolls sideways; the region takes focus so it scrolls by keyboard too. */}
      <Table.ScrollContainer minWidth={340} mb={note ? 4 : 'lg'} type="native" tabIndex={0} role="region" aria-label={caption}>
        <Table striped withTableBorder withColumnBorders verticalSpacing="xs" captionSide="top">
          <Table.Caption>
            <Text fw={700} ta="left" c="dark">
              {caption}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h} scope="col">
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                {r.map((c, j) =>
                  j === 0 ? (
                    <Table.Th key={j} scope="row" fw={600}>
                      {c}
                    </Table.Th>
                  ) : (
                    <Table.Td key={j}>{c}</Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {note && (
        <Text size="sm" c="gray.7" mb="lg">
          {note}
        </Text>
      )}
    </>
  );
}

/** The sack formats of spec section 9: weight, kilos per litre and energy at about 4 kWh per kg. */
export function SackFormatsTable() {
  const { t } = useTranslation('articles');
  const n = useNumber();
  const rows: ReactNode[][] = [];
  for (const f of SACK_FORMATS) {
    const name = t('tables.format', { litres: f.litres }); // "1000 L", as the formats are named
    if (f.minKg) {
      rows.push([
        name,
        t('tables.at-least-kg', { kg: n(f.minKg) }),
        t('tables.at-least', { value: n(f.minKg / f.litres, 2) }),
        t('tables.at-least-kwh', { kwh: n(f.minKg * KWH_PER_KG_AT_20) }),
      ]);
    }
    for (const [how, range] of [
      ['loose', f.loose],
      ['stacked', f.stacked],
    ] as const) {
      if (!range) continue;
      rows.push([
        `${name}, ${t(`tables.${how}`)}`,
        t('tables.range-kg', { from: n(range[0]), to: n(range[1]) }),
        t('tables.range', { from: n(range[0] / f.litres, 2), to: n(range[1] / f.litres, 2) }),
        t('tables.range-kwh', { from: n(range[0] * KWH_PER_KG_AT_20), to: n(range[1] * KWH_PER_KG_AT_20) }),
      ]);
    }
  }
  return (
    <DataTable
      caption={t('tables.formats-caption')}
      head={[t('tables.col-format'), t('tables.col-weight'), t('tables.col-kg-per-litre'), t('tables.col-energy')]}
      rows={rows}
      note={t('tables.formats-note')}
    />
  );
}

/**
 * Heating value of firewood by moisture (wet basis), from a dry-wood value of 5.2 kWh/kg minus
 * the heat that evaporates the water (0.68 kWh per kg of water).
 */
export const HEATING_BY_MOISTURE = [15, 20, 30, 40, 50].map((pct) => ({ pct, kwh: Math.round((5.2 * (1 - pct / 100) - 0.678 * (pct / 100)) * 10) / 10 }));

export function MoistureTable() {
  const { t, i18n } = useTranslation('articles');
  const n = useNumber();
  return (
    <DataTable
      caption={t('tables.moisture-caption')}
      head={[t('tables.col-moisture'), t('tables.col-kwh-per-kg'), t('tables.col-water-per-100kg')]}
      rows={HEATING_BY_MOISTURE.map(({ pct, kwh }) => [percent(n(pct), i18n.language), n(kwh, 1), t('tables.kg', { kg: n(pct) })])}
      note={t('tables.moisture-note')}
    />
  );
}

/** Approximate weight and energy per solid cubic metre at 20 % moisture, by wood type. */
export const HEATING_BY_WOOD = [
  { wood: 'oak', kg: 710, kwh: 2800 },
  { wood: 'birch', kg: 610, kwh: 2450 },
  { wood: 'larch', kg: 600, kwh: 2400 },
  { wood: 'pine', kg: 525, kwh: 2150 },
  { wood: 'spruce', kg: 475, kwh: 1950 },
] as const;

export function WoodTypesTable() {
  const { t } = useTranslation('articles');
  const n = useNumber();
  return (
    <DataTable
      caption={t('tables.wood-caption')}
      head={[t('tables.col-wood'), t('tables.col-kg-per-m3'), t('tables.col-kwh-per-m3')]}
      rows={HEATING_BY_WOOD.map((w) => [t(`tables.wood-${w.wood}`), t('tables.about', { value: n(w.kg) }), t('tables.about', { value: n(w.kwh) })])}
      note={t('tables.wood-note')}
    />
  );
}

export const ARTICLE_TABLES = { formats: SackFormatsTable, moisture: MoistureTable, wood: WoodTypesTable } as const;
