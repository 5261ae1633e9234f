import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormReceipt } from '@vedmarked/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formErrors } from '../../../lib/zod-form.ts';
import type { PublicFormState } from '../components/FormParts.tsx';
import { FORM_MESSAGES, FORM_NAMESPACES, focusFirstError, submissionErrors } from './zod-form.ts';

interface Options<V extends Record<string, unknown>, I> {
  schema: z.ZodType;
  initialValues: V;
  /** Turns what the inputs hold into the request body (empty numbers to undefined and so on). */
  toInput(values: V): I;
  mutation: UseMutationResult<FormReceipt, Error, I>;
  onDone?(receipt: FormReceipt): void;
}

/**
 * A public form: validated with the shared zod schema on blur and on submit (messages in the
 * interface language), sent once even on a double click, server field errors placed next to
 * their fields, focus moved to the first field in error.
 */
export function usePublicForm<V extends Record<string, unknown> & { website: string }, I>({ schema, initialValues, toInput, mutation, onDone }: Options<V, I>) {
  const { t, i18n } = useTranslation([...FORM_NAMESPACES]);
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<FormReceipt | null>(null);
  // Asks for focus on the first field in error once the errors have been rendered.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) focusFirstError(formRef.current);
  }, [focusRequest]);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => formErrors(schema, toInput(values), t, FORM_MESSAGES),
  });

  // Shown errors follow a change of language.
  const language = i18n.language;
  const { validate } = form;
  const hasErrors = Object.keys(form.errors).length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-validate only when the language changes
  useEffect(() => {
    if (hasErrors) validate();
  }, [language]);

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (mutation.isPending) return;
    setMessage(null);
    const result = form.validate();
    if (result.hasErrors) {
      setFocusRequest((n) => n + 1);
      return;
    }
    mutation.mutate(toInput(form.getValues()), {
      onSuccess: (r) => {
        setReceipt(r);
        onDone?.(r);
      },
      onError: (err) => {
        const { fields, message: m } = submissionErrors(err, t);
        if (Object.keys(fields).length) {
          form.setErrors(fields);
          setFocusRequest((n) => n + 1);
        }
        setMessage(m);
      },
    });
  };

  const reset = () => {
    form.reset();
    setReceipt(null);
    setMessage(null);
    mutation.reset();
  };

  const state: PublicFormState = {
    formRef,
    onSubmit,
    message,
    pending: mutation.isPending,
    receipt,
    reset,
    website: form.values.website,
    onWebsiteChange: (website) => form.setValues({ website } as Partial<V>),
  };
  return { form, state, t };
}
