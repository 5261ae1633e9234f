import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../common/constants.ts';

/**
 * An order line's product name in every language, copied from the catalogue when the order is
 * placed: each reader (customer, vendor, driver, invoice) reads it in their own language, and a
 * later rename in the catalogue does not change an order already placed.
 */
export type LineNames = Partial<Record<Language, string>>;

/** The name in `lang`; else Spanish (the default language); else any language the snapshot has; else ''. */
export function lineNameIn(names: LineNames | null | undefined, lang: Language): string {
  if (!names) return '';
  const own = names[lang]?.trim();
  if (own) return own;
  for (const l of [DEFAULT_LANGUAGE, ...LANGUAGES]) {
    const name = names[l]?.trim();
    if (name) return name;
  }
  return '';
}
