import type { UseFormReturnType } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';

/** A failed action with a reason: the server's message about the reason goes under its field, any other to a snackbar. */
export function showReasonError(form: Pick<UseFormReturnType<{ reason: string }>, 'setFieldError'>, e: unknown) {
  const err = e as { fields?: Record<string, string>; message: string };
  if (err.fields?.reason) form.setFieldError('reason', err.fields.reason);
  else notify('error', err.message);
}
