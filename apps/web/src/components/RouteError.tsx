import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageLoader } from './PageLoader.tsx';

const ServerError = lazy(() => import('./ErrorPage.tsx').then((m) => ({ default: m.ServerErrorInPlace })));

/** A chunk that no longer exists after a release; it cannot be loaded again, so nothing here is lazy. */
const isStaleChunk = (e: unknown) =>
  e instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(e.message);

/**
 * The routes' error element: a page that threw while rendering shows the 500 page in place
 * (keeping the shop's header and footer); a page file gone after a new release asks for a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isStaleChunk(error)) {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>{t('error.update-title')}</Title>
          <Text size="lg">{t('error.update-text')}</Text>
          <Button size="md" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <ServerError />
    </Suspense>
  );
}
