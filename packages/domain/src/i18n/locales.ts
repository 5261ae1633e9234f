import type { Language } from '../common/constants.ts';

/**
 * The locale each language writes dates and numbers in, for Intl.DateTimeFormat and
 * Intl.NumberFormat (Norwegian as Bokmål). Keyed by any string, so that i18next's current language
 * can be looked up as it is; localeOf gives a language we do not have British English.
 */
export const INTL_LOCALES: Readonly<Record<string, string>> = { es: 'es-ES', en: 'en-GB', no: 'nb-NO' } satisfies Record<Language, string>;

/** A language's locale for Intl (INTL_LOCALES), en-GB for a language we do not have. */
export const localeOf = (language: string): string => INTL_LOCALES[language] ?? 'en-GB';
