import { valuesOf } from '@vedmarked/domain';
import { useMemo } from 'react';
import { usePublicSettings } from '../../../lib/public-settings.ts';

/**
 * The content's values with the operator's settings: help, FAQ, about, terms and articles quote what
 * checkout applies. Spec section 9's values until the settings arrive (the same as the server's copy).
 */
export function useContentValues() {
  const settings = usePublicSettings();
  return useMemo(() => valuesOf(settings), [settings]);
}

/** A percentage as each language writes it: 5% in English, 5 % (no break) in Spanish and Norwegian. */
export function percent(value: number | string, lang: string): string {
  return lang === 'en' ? `${value}%` : `${value}\u00a0%`;
}
