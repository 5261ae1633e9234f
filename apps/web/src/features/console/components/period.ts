import { addDays, dashboardPeriodQuery, type DashboardPeriod, osloToday } from '@vedmarked/domain';

export const PRESETS = ['today', '7d', '30d', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

/** The period a preset means, ending today in Oslo (both days included). */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, today = osloToday()): DashboardPeriod {
  const days = preset === 'today' ? 1 : preset === '7d' ? 7 : 30;
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The period in the page's URL (?period=7d, or ?period=custom&from&to); 30 days by default. */
export function periodFromParams(params: URLSearchParams): { preset: Preset; period: DashboardPeriod; invalid: boolean } {
  const raw = params.get('period');
  const preset: Preset = (PRESETS as readonly string[]).includes(raw ?? '') ? (raw as Preset) : '30d';
  if (preset !== 'custom') return { preset, period: presetPeriod(preset), invalid: false };
  const parsed = dashboardPeriodQuery.safeParse({ from: params.get('from') ?? '', to: params.get('to') ?? '' });
  return parsed.success ? { preset, period: parsed.data, invalid: false } : { preset, period: presetPeriod('30d'), invalid: true };
}
