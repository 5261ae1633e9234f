import { Alert, Button, Grid, Group, Paper, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { FORM_LIMITS, type FormReceipt } from '@vedmarked/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { renderInline } from './Prose.tsx';

/**
 * A field people never see (off screen, out of the tab order, hidden from screen readers) that
 * bots fill in. The server drops submissions that have it.
 */
export function Honeypot({ value, onChange }: { value: string; onChange(v: string): void }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      </label>
    </div>
  );
}

/** A message about the whole submission (network trouble, rate limit), announced to screen readers. */
export function FormMessage({ message }: { message: string | null }) {
  const { t } = useTranslation('content');
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('form.not-sent')} role="alert">
      {message}
    </Alert>
  );
}

/** How we treat what people send, with a link to the privacy policy. */
export function PrivacyNote() {
  const { t } = useTranslation('content');
  return (
    <Text size="sm" c="dimmed">
      {renderInline(t('form.privacy-note'))}
    </Text>
  );
}

/** The answer after a sent form: a heading that takes focus, the reference, and a way on. */
export function FormSuccess({
  title,
  text,
  reference,
  onAgain,
  againLabel,
}: {
  title: string;
  text: string;
  reference: string;
  onAgain?(): void;
  againLabel?: string;
}) {
  const { t } = useTranslation('content');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" role="status" data-testid="form-success">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="forest.8" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={2} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Text size="lg">{text}</Text>
        <Text>
          {t('form.reference')} <strong data-testid="form-reference">{reference}</strong>
        </Text>
        {onAgain && (
          <Group>
            <Button variant="default" onClick={onAgain}>
              {againLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Hints go under the input, so inputs in a row line up whether or not they have one. */
export const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** What usePublicForm gives the frame of its form. */
export interface PublicFormState {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  /** A message about the whole submission (FormMessage). */
  message: string | null;
  pending: boolean;
  receipt: FormReceipt | null;
  reset(): void;
  /** The honeypot's value and setter (the form's `website` field). */
  website: string;
  onWebsiteChange(value: string): void;
}

interface PublicFormProps {
  /** The form's texts in the content namespace: `${texts}.form-title`, `.send`, and after sending `.success-title`, `.success-text`, `.again`. */
  texts: 'question' | 'contact' | 'dealer';
  state: PublicFormState;
  /** The e-mail the answer after sending names; without it the page shows its own answer (the dealer form moves on). */
  successEmail?: string;
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * The frame every public form shares: a card with the form's heading, the submission's message,
 * the fields, the honeypot, the privacy note and the send button; once sent, the answer.
 */
export function PublicForm({ texts, state, successEmail, gap = 'md', children }: PublicFormProps) {
  const { t } = useTranslation('content');
  if (state.receipt && successEmail !== undefined) {
    return (
      <FormSuccess
        title={t(`${texts}.success-title`)}
        text={t(`${texts}.success-text`, { email: successEmail })}
        reference={state.receipt.reference}
        onAgain={state.reset}
        againLabel={t(`${texts}.again`)}
      />
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" pos="relative">
      <form ref={state.formRef} onSubmit={state.onSubmit} noValidate aria-labelledby={`${texts}-form-title`}>
        <Stack gap={gap}>
          <Title order={2} id={`${texts}-form-title`} fz="xl">
            {t(`${texts}.form-title`)}
          </Title>
          <FormMessage message={state.message} />
          {children}
          <Honeypot value={state.website} onChange={state.onWebsiteChange} />
          <PrivacyNote />
          <Button type="submit" size="md" loading={state.pending} style={{ alignSelf: 'flex-start' }}>
            {t(`${texts}.send`)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** Name and e-mail side by side (two cells of a Grid), both required. */
export function NameEmailFields({ name, email }: { name: GetInputPropsReturnType; email: GetInputPropsReturnType }) {
  const { t } = useTranslation('content');
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('field.name')} autoComplete="name" withAsterisk {...name} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('field.email')} type="email" autoComplete="email" withAsterisk {...email} />
      </Grid.Col>
    </>
  );
}

/** An optional phone number (a cell of a Grid). */
export function OptionalPhoneField(props: GetInputPropsReturnType) {
  const { t } = useTranslation('content');
  return (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <TextInput label={t('field.phone')} description={t('field.optional')} inputWrapperOrder={HINT_BELOW} type="tel" autoComplete="tel" {...props} />
    </Grid.Col>
  );
}

/** The required message, with a count of its characters against the limit. */
export function MessageField({ label, minRows, ...props }: GetInputPropsReturnType & { label: string; minRows: number }) {
  const { t } = useTranslation('content');
  const count = String(props.value ?? '').trim().length;
  return (
    <Textarea
      label={label}
      description={t('field.message-count', { count, max: FORM_LIMITS.messageMax })}
      inputWrapperOrder={HINT_BELOW}
      withAsterisk
      autosize
      minRows={minRows}
      maxRows={14}
      {...props}
    />
  );
}
