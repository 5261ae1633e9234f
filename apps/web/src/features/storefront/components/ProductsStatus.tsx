import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PostcodeBox } from '../../../components/PostcodeBox.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useStored } from '../../../lib/storage.ts';

/** A spinner that says what it waits for (the name is on the status region: a bare spinner may not carry one). */
export function LoadingProducts() {
  const { t } = useTranslation('storefront');
  return (
    <Center mih={200} role="status" aria-live="polite" aria-label={t('status.loading')} data-loading>
      <Loader aria-hidden />
    </Center>
  );
}

/** Loading and failure of the product lookup. A stored postcode that is unknown or not deliverable asks for another. */
export function ProductsStatus({ loading, error, onRetry }: { loading: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('storefront');
  if (loading) return <LoadingProducts />;
  if (!error) return null;
  const postcodeProblem =
    error instanceof ApiError && (error.code === 'postcode_not_found' || error.code === 'postcode_not_deliverable' || 'postcode' in error.fields);
  return (
    <Stack gap="md" maw={520} data-testid="products-error">
      <Alert color={postcodeProblem ? 'yellow' : 'red'} icon={<IconAlertTriangle aria-hidden />} role="alert">
        {error instanceof ApiError ? (error.fields.postcode ?? error.message) : t('status.error')}
      </Alert>
      {postcodeProblem ? (
        <PostcodeBox withLabel />
      ) : (
        <div>
          <Button variant="default" onClick={onRetry}>
            {t('status.retry')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

const NoVendorState = lazy(() => import('./NoVendorState.tsx').then((m) => ({ default: m.NoVendorState })));

/**
 * No vendor delivers to the postcode: what to do instead (loads on first use). The city is the
 * answer's, else the one stored with the postcode: read here, not by the page, whose re-render when
 * the stored value differs from the server's would hydrate the page's waiting parts at once
 * (components/HydratesApart.tsx).
 */
export function NoVendorSection({ postcode, city }: { postcode: string; city: string | null }) {
  const stored = useStored('addressCity');
  return (
    <Suspense fallback={<LoadingProducts />}>
      <NoVendorState postcode={postcode} city={city ?? stored} />
    </Suspense>
  );
}
