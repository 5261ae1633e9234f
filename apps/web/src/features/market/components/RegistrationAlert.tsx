import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';

/** Whether a failed call says the wholesaler's registration is incomplete (no company details). */
export const isIncomplete = (e: unknown) => e instanceof ApiError && e.code === 'wholesaler_registration_incomplete';

/** "Wholesaler registration incomplete" (spec §8), with the way to finish it: the company profile. */
export function RegistrationAlert({ message }: { message: string }) {
  const { t } = useTranslation('market');
  return (
    <Alert color="yellow" role="alert" title={t('incomplete.title')} data-testid="registration-incomplete">
      {message}{' '}
      <Anchor component={Link} to="/dashboard/company">
        {t('incomplete.link')}
      </Anchor>
    </Alert>
  );
}
