import type { Language } from '@vedmarked/domain';
// The articles' text belongs to the web app (its i18n files); the server reads the title and summary of each.
import en from '../../../../web/src/i18n/en/articles.json' with { type: 'json' };
import es from '../../../../web/src/i18n/es/articles.json' with { type: 'json' };
import no from '../../../../web/src/i18n/no/articles.json' with { type: 'json' };

type List = Record<string, { title: string; summary: string }>;
const LISTS: Record<Language, List> = { en: en.list, es: es.list, no: no.list };

/** An article's title and summary in a language (as the articles page lists it). */
export function articleText(id: string, lang: Language): { title: string; summary: string } {
  const t = LISTS[lang][id] ?? LISTS.en[id];
  if (!t) throw new Error(`article ${id} has no text`);
  return t;
}
