import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

/*
 * What other features may use of the content feature: the article pieces any page may show (the
 * home page's article teasers; the article carousel belongs to the article page). They load on
 * first use with their texts, so the page that shows them stays light.
 */
const Teasers = lazy(() => import('./components/ArticleTeasers.tsx'));

/** Four article teasers (the fixed article links) under a heading of level `headingOrder`. */
export function ArticleTeasers({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  return (
    <Suspense fallback={<Box mih={320} aria-hidden />}>
      <Teasers headingOrder={headingOrder} />
    </Suspense>
  );
}
