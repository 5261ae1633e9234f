import type { UseFormReturnType } from '@mantine/form';
import { fieldMessages } from '@vedmarked/domain';
import { useState } from 'react';
import { ApiError } from './api.ts';

/**
 * A form's submit handler: runs `action` with the valid values. An API error's field messages go
 * next to their inputs (validation_failed, through fieldMessages); any other API error becomes
 * the form's alert, or goes to `onMessage` when given (a snackbar). What is not an API error is
 * thrown on (the error boundary shows it).
 */
export function useFormSubmit<V>(
  form: Pick<UseFormReturnType<V>, 'onSubmit' | 'setErrors'>,
  action: (values: V) => Promise<unknown>,
  onMessage?: (message: string) => void,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await action(values as V);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'validation_failed') form.setErrors(fieldMessages(e.fields));
      else (onMessage ?? setAlert)(e.message);
    }
  });
  return { submit, alert };
}
