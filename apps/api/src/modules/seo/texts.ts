import type { Language } from '@vedmarked/domain';
import { interpolate } from './interpolate.ts';
import en from './i18n/en.json' with { type: 'json' };
import es from './i18n/es.json' with { type: 'json' };
import no from './i18n/no.json' with { type: 'json' };

/**
 * The public pages' titles, descriptions and breadcrumb names, and the promo card, in es, en and no.
 * Only the server writes them (into the head), so they live here and not in the catalogues the web
 * app's first bundle carries (packages/domain/src/i18n).
 */
export const SEO_TEXTS: Record<Language, Readonly<Record<string, string>>> = { es, en, no };

/** A text in a language with {{param}} filled in; a missing key is an error (a test checks all three files have the same keys). */
export function seoText(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  const template = SEO_TEXTS[lang][key];
  if (template === undefined) throw new Error(`no SEO text ${key}`);
  return interpolate(template, params);
}
