import type { Language } from '@vedmarked/domain';
import { interpolate } from './interpolate.ts';
// The storefront's own words (the web app's i18n files), so the server's page reads as the app's does.
import enArticles from '../../../../web/src/i18n/en/articles.json' with { type: 'json' };
import enCommon from '../../../../web/src/i18n/en/common.json' with { type: 'json' };
import enStorefront from '../../../../web/src/i18n/en/storefront.json' with { type: 'json' };
import esArticles from '../../../../web/src/i18n/es/articles.json' with { type: 'json' };
import esCommon from '../../../../web/src/i18n/es/common.json' with { type: 'json' };
import esStorefront from '../../../../web/src/i18n/es/storefront.json' with { type: 'json' };
import noArticles from '../../../../web/src/i18n/no/articles.json' with { type: 'json' };
import noCommon from '../../../../web/src/i18n/no/common.json' with { type: 'json' };
import noStorefront from '../../../../web/src/i18n/no/storefront.json' with { type: 'json' };
import enPages from '../../../../web/src/i18n/en/pages.json' with { type: 'json' };
import esPages from '../../../../web/src/i18n/es/pages.json' with { type: 'json' };
import noPages from '../../../../web/src/i18n/no/pages.json' with { type: 'json' };
import enVendorInfo from '../../../../web/src/i18n/en/vendor-info.json' with { type: 'json' };
import esVendorInfo from '../../../../web/src/i18n/es/vendor-info.json' with { type: 'json' };
import noVendorInfo from '../../../../web/src/i18n/no/vendor-info.json' with { type: 'json' };
import enContent from '../../../../web/src/i18n/en/content.json' with { type: 'json' };
import esContent from '../../../../web/src/i18n/es/content.json' with { type: 'json' };
import noContent from '../../../../web/src/i18n/no/content.json' with { type: 'json' };
import enLegal from '../../../../web/src/i18n/en/legal.json' with { type: 'json' };
import esLegal from '../../../../web/src/i18n/es/legal.json' with { type: 'json' };
import noLegal from '../../../../web/src/i18n/no/legal.json' with { type: 'json' };
import en_grunder from '../../../../web/src/i18n/en/article-grunder.json' with { type: 'json' };
import en_brennverdi from '../../../../web/src/i18n/en/article-brennverdi.json' with { type: 'json' };
import en_vektvedkilo from '../../../../web/src/i18n/en/article-vektvedkilo.json' with { type: 'json' };
import en_norskved from '../../../../web/src/i18n/en/article-norskved.json' with { type: 'json' };
import en_fuktighet from '../../../../web/src/i18n/en/article-fuktighet.json' with { type: 'json' };
import en_sekker from '../../../../web/src/i18n/en/article-sekker.json' with { type: 'json' };
import es_grunder from '../../../../web/src/i18n/es/article-grunder.json' with { type: 'json' };
import es_brennverdi from '../../../../web/src/i18n/es/article-brennverdi.json' with { type: 'json' };
import es_vektvedkilo from '../../../../web/src/i18n/es/article-vektvedkilo.json' with { type: 'json' };
import es_norskved from '../../../../web/src/i18n/es/article-norskved.json' with { type: 'json' };
import es_fuktighet from '../../../../web/src/i18n/es/article-fuktighet.json' with { type: 'json' };
import es_sekker from '../../../../web/src/i18n/es/article-sekker.json' with { type: 'json' };
import no_grunder from '../../../../web/src/i18n/no/article-grunder.json' with { type: 'json' };
import no_brennverdi from '../../../../web/src/i18n/no/article-brennverdi.json' with { type: 'json' };
import no_vektvedkilo from '../../../../web/src/i18n/no/article-vektvedkilo.json' with { type: 'json' };
import no_norskved from '../../../../web/src/i18n/no/article-norskved.json' with { type: 'json' };
import no_fuktighet from '../../../../web/src/i18n/no/article-fuktighet.json' with { type: 'json' };
import no_sekker from '../../../../web/src/i18n/no/article-sekker.json' with { type: 'json' };

type Tree = { readonly [key: string]: string | Tree };
const CATALOGUES: Record<Language, Record<string, Tree>> = {
  en: { common: enCommon, storefront: enStorefront, articles: enArticles, pages: enPages, 'vendor-info': enVendorInfo, content: enContent, legal: enLegal },
  es: { common: esCommon, storefront: esStorefront, articles: esArticles, pages: esPages, 'vendor-info': esVendorInfo, content: esContent, legal: esLegal },
  no: { common: noCommon, storefront: noStorefront, articles: noArticles, pages: noPages, 'vendor-info': noVendorInfo, content: noContent, legal: noLegal },
};

/** The node of a web-app catalogue at `namespace:dotted.key` in a language (a text, an object of texts, or undefined). */
function nodeAt(lang: Language, key: string): string | Tree | undefined {
  const [ns = '', path = ''] = key.split(':');
  let node: string | Tree | undefined = CATALOGUES[lang][ns];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** A web-app text by `namespace:dotted.key` in a language, {{params}} filled in; a missing key is an error. */
export function webText(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  // Plurals as i18next writes them in es, en and no: key_one and key_other.
  const count = params.count;
  const node = nodeAt(lang, key) ?? (typeof count === 'number' ? nodeAt(lang, `${key}_${count === 1 ? 'one' : 'other'}`) : undefined);
  if (typeof node !== 'string') throw new Error(`no web text ${key}`);
  return interpolate(node, params);
}

/** A web-app object of `{ title, body }` texts by `namespace:dotted.key` (a page's sections), in reading order; a missing key is an error. */
export function webTexts(lang: Language, key: string): Record<string, { title: string; body: string }> {
  const node = nodeAt(lang, key);
  if (typeof node !== 'object') throw new Error(`no web texts ${key}`);
  return node as Record<string, { title: string; body: string }>;
}

interface ArticleFile {
  body: { lead: string; sections: Record<string, { title: string; body: string }> };
}
const ARTICLE_FILES: Record<Language, Record<string, ArticleFile>> = {
  en: { grunder: en_grunder, brennverdi: en_brennverdi, vektvedkilo: en_vektvedkilo, norskved: en_norskved, fuktighet: en_fuktighet, sekker: en_sekker },
  es: { grunder: es_grunder, brennverdi: es_brennverdi, vektvedkilo: es_vektvedkilo, norskved: es_norskved, fuktighet: es_fuktighet, sekker: es_sekker },
  no: { grunder: no_grunder, brennverdi: no_brennverdi, vektvedkilo: no_vektvedkilo, norskved: no_norskved, fuktighet: no_fuktighet, sekker: no_sekker },
};

export interface ArticleBody {
  lead: string;
  sections: { title: string; body: string }[];
}

/** An article's text (its own file in the web app). */
export function articleBody(id: string, lang: Language): ArticleBody {
  const file = ARTICLE_FILES[lang][id.toLowerCase()];
  if (!file) throw new Error(`article ${id} has no text`);
  return { lead: file.body.lead, sections: Object.values(file.body.sections) };
}
