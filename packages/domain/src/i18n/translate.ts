import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../common/constants.ts';
import { MESSAGE_CATALOGUES } from './catalogues.ts';

/**
 * All namespaces of a language in one key space (a key lives in one file only; a test checks it).
 * Built on first use, not at import: a module without side effects is left out of bundles that only
 * need isLanguage or pickLanguage (the web app's first JS carries none of the server's messages).
 */
let built: Record<Language, Map<string, string>> | undefined;
function messages(): Record<Language, Map<string, string>> {
  built ??= Object.fromEntries(
    LANGUAGES.map((lang) => [lang, new Map(Object.values(MESSAGE_CATALOGUES[lang]).flatMap((catalogue) => Object.entries(catalogue)))]),
  ) as Record<Language, Map<string, string>>;
  return built;
}

/** Translates a message key with {{param}} interpolation; unknown keys come back as they are. */
export function translate(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  const all = messages();
  const template = all[lang].get(key) ?? all[FALLBACK_LANGUAGE].get(key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Whether a key is in the server's catalogues. */
export function hasMessage(key: string): boolean {
  return messages()[FALLBACK_LANGUAGE].has(key);
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

/**
 * A first visit's language from the browser's list (navigator.languages, best first): the first of
 * ours, with nb, nn and no meaning Norwegian; Spanish when none is ours (issue 18, item 7).
 */
export function browserLanguage(tags: readonly string[] | undefined): Language {
  return pickLanguage(undefined, tags?.length ? tags.join(',') : undefined);
}
