import type { FirewoodFormat, Language } from '@vedmarked/domain';

/**
 * The articles. Their text is in the `articles` namespace (title and summary of each, for lists)
 * and one namespace per article (`article-<id lower-cased>`: lead and sections), loaded when read.
 * The ids are the spec's fixed links: /artikler/grunder, /artikler/brennverdi,
 * /artikler/VektVedKilo and /artikler/norskved.
 */
export const ARTICLES = [
  { id: 'grunder', icon: 'thumb', colour: 'ember' },
  { id: 'brennverdi', icon: 'flame', colour: 'red' },
  { id: 'VektVedKilo', icon: 'scale', colour: 'forest' },
  { id: 'norskved', icon: 'tree', colour: 'teal' },
  { id: 'fuktighet', icon: 'droplet', colour: 'blue' },
  { id: 'sekker', icon: 'package', colour: 'yellow' },
] as const;
export type ArticleMeta = (typeof ARTICLES)[number];
export type ArticleId = ArticleMeta['id'];

/** The four articles the teasers show (the fixed links of the spec). */
export const TEASER_ARTICLES: ArticleId[] = ['grunder', 'brennverdi', 'VektVedKilo', 'norskved'];

/** Finds an article by its id in any letter case (/artikler/vektvedkilo works too). */
export function findArticle(id: string | undefined): ArticleMeta | undefined {
  const wanted = id?.toLowerCase();
  return ARTICLES.find((a) => a.id.toLowerCase() === wanted);
}

export const articleNamespace = (id: ArticleId) => `article-${id.toLowerCase()}`;

/** Norwegian readers get /artikler/…, others /articles/… (both work in every language). */
export function articlesBase(lang: string): '/artikler' | '/articles' {
  return (lang as Language) === 'no' ? '/artikler' : '/articles';
}
export const articlePath = (id: ArticleId, lang: string) => `${articlesBase(lang)}/${id}`;

/** Average heating value of firewood at 20 % moisture, in kWh per kg (see the brennverdi article). */
export const KWH_PER_KG_AT_20 = 4;

/** Sack formats and weights of spec section 9. */
export interface SackFormat {
  format: FirewoodFormat;
  litres: number;
  /** kg; a minimum for the small sacks, ranges for the big bags loose and stacked. */
  minKg?: number;
  loose?: [number, number];
  stacked?: [number, number];
}
export const SACK_FORMATS: SackFormat[] = [
  { format: '40L', litres: 40, minKg: 15 },
  { format: '60L', litres: 60, minKg: 22 },
  { format: '1000L', litres: 1000, loose: [280, 350], stacked: [340, 350] },
  { format: '1500L', litres: 1500, loose: [430, 450], stacked: [480, 500] },
];

/** Tables shown after a section of an article (the section ids of its namespace). */
export const ARTICLE_TABLES_AFTER: Partial<Record<ArticleId, Record<string, 'formats' | 'moisture' | 'wood'>>> = {
  brennverdi: { moisture: 'moisture', species: 'wood' },
  VektVedKilo: { formats: 'formats' },
  fuktighet: { heat: 'moisture' },
  sekker: { formats: 'formats' },
};
