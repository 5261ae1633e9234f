import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
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
