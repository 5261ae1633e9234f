import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../common/constants.ts';
import enErrors from './en/errors.json';
import esErrors from './es/errors.json';
import noErrors from './no/errors.json';

type Catalog = Record<string, string>;
const catalogs: Record<Language, Catalog[]> = { es: [esErrors], en: [enErrors], no: [noErrors] };

/** Lets a module add its own server-side message catalog (same keys in all three languages). */
export function registerMessages(messages: Record<Language, Catalog>): void {
  for (const lang of LANGUAGES) catalogs[lang].push(messages[lang]);
}

function lookup(lang: Language, key: string): string | undefined {
  const list = catalogs[lang];
  for (let i = list.length - 1; i >= 0; i--) {
    const v = list[i]?.[key];
    if (v !== undefined) return v;
  }
  return undefined;
}

export function hasMessage(key: string): boolean {
  return lookup(FALLBACK_LANGUAGE, key) !== undefined;
}

/** Translates a message key with {{param}} interpolation; unknown keys come back as they are. */
export function translate(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  const template = lookup(lang, key) ?? lookup(FALLBACK_LANGUAGE, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/** Picks the language of a request: explicit choice, then Accept-Language, then the default (es). */
export function pickLanguage(explicit: string | undefined | null, acceptLanguage?: string | null): Language {
  if (isLanguage(explicit)) return explicit;
  if (acceptLanguage) {
    const tags = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', q] = part.trim().split(';q=');
        return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of tags) {
      const base = tag.split('-')[0];
      if (base === 'nb' || base === 'nn' || base === 'no') return 'no';
      if (isLanguage(base)) return base;
    }
  }
  return DEFAULT_LANGUAGE;
}
