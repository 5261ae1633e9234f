import { Alert, Box, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck, IconMapPinOff } from '@tabler/icons-react';
import { notifyMeBody } from '@vedmarked/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PostcodeBox } from '../../../components/PostcodeBox.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useStored } from '../../../lib/storage.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useNotifyMe } from '../api/notify-me.ts';

/**
 * No vendor delivers to the stored postcode: say so plainly, offer another postcode, and let the
 * visitor leave an e-mail to be told when a vendor arrives (POST /api/products/notify-me). Errors
 * are shown next to the field.
 */
export function NoVendorState({ postcode, city, headingOrder = 2 }: { postcode: string; city: string | null; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation(['storefront', 'errors']);
  const user = useStored('user');
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotifyMe();
  const validate = zodValidate(notifyMeBody, t);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const errors = validate({ email, postcode });
    if (errors.email || errors.postcode) {
      setError(errors.email ?? errors.postcode ?? null);
      input.current?.focus();
      return;
    }
    setError(null);
    notify.mutate(
      { email: email.trim(), postcode },
      {
        onSuccess: () => setSentTo(email.trim()),
        onError: (err) => {
          if (err instanceof ApiError && (err.fields.email || err.fields.postcode)) {
            setError(err.fields.email ?? err.fields.postcode ?? null);
            input.current?.focus();
          } else setFailure(err instanceof ApiError ? err.message : t('status.error'));
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="no-vendor-title" data-testid="no-vendor">
      <Group gap="sm" mb="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" color="gray.7" variant="light" aria-hidden>
          <IconMapPinOff size={24} />
        </ThemeIcon>
        <div>
          <Title order={headingOrder} id="no-vendor-title" fz="h3">
            {t('empty.title', { code: postcode, city: city ?? '' })}
          </Title>
          <Text c="gray.8" mt={4} maw={680}>
            {t('empty.text')}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={(headingOrder + 1) as 3 | 4} fz="h4" mb="xs">
            {t('empty.other-postcode')}
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            {t('empty.other-postcode-text')}
          </Text>
          <PostcodeBox withLabel />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={(headingOrder + 1) as 3 | 4} fz="h4" mb="xs">
            {t('empty.notify-title')}
          </Title>
          {sentTo ? (
            <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status" data-testid="notify-done">
              {t('empty.notify-done', { email: sentTo, code: postcode })}
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <Text size="sm" c="gray.7">
                  {t('empty.notify-text', { code: postcode })}
                </Text>
                <TextInput
                  ref={input}
                  type="email"
                  label={t('empty.email')}
                  autoComplete="email"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.currentTarget.value);
                    if (error) setError(null);
                  }}
                  error={error}
                  required
                  data-testid="notify-email"
                />
                <Text size="xs" c="gray.7">
                  {t('empty.privacy')}
                </Text>
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <div>
                  <Button type="submit" loading={notify.isPending} data-testid="notify-submit">
                    {t('empty.notify-submit')}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </Card>
      </SimpleGrid>
    </Box>
  );
}
