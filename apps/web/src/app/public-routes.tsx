import { type Language, type PublicPageId, productRoutePatterns, publicRoutePatterns } from '@vedmarked/domain';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/PageLoader.tsx';

/**
 * The public pages' URLs in each language (issue 21, decision 0041): /es/lena, /en/firewood,
 * /no/ved… from the table in packages/domain, built from the pages routes.tsx already has. The old
 * unprefixed paths stay as they were (they follow the visitor's language).
 */
export interface PublicPageRoute<P> {
  path: string;
  /** Absent: the visitor's language (an old unprefixed path). */
  lang?: Language;
  page: P;
  titleKey: string;
}

export function localizedRoutes<P>(pages: Record<PublicPageId, { page: P; titleKey: string }>): PublicPageRoute<P>[] {
  return [
    ...publicRoutePatterns().map(({ page, lang, path }) => ({ path, lang, ...pages[page] })),
    // A product offer's own URL (/no/ved/12-…, /lena/12): its category page opens the product's dialog.
    ...productRoutePatterns().map(({ page, lang, path }) => ({ path, ...(lang ? { lang } : {}), ...pages[page] })),
  ];
}

/**
 * Shows a page in its URL's language. The app starts in it (i18n/index.ts reads the URL), so this
 * only acts when a link leads from one language's page to another's; the visitor's stored choice
 * stays as it is (only the language menu changes it).
 */
export function UrlLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  const { i18n } = useTranslation();
  const same = i18n.language === lang;
  useEffect(() => {
    if (!same) void i18n.changeLanguage(lang);
  }, [same, lang, i18n]);
  return same ? children : <PageLoader />;
}
