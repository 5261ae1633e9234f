import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The group code and the share link buyers open (`/?code=…`), with a copy button. */
export function ShareBox({ code, sharePath }: { code: string; sharePath: string }) {
  const { t } = useTranslation('dugnad');
  const link = `${window.location.origin}${sharePath}`;
  return (
    <Paper withBorder p="md" radius="md" bg="forest.0">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('share.title')}
        </Title>
        <Text>
          {t('share.code')}{' '}
          <Text span fw={700} ff="monospace" fz="lg" data-testid="dugnad-code">
            {code}
          </Text>
        </Text>
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput label={t('share.link')} value={link} readOnly style={{ flex: 1, minWidth: 0 }} data-testid="dugnad-share-link" />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                variant={copied ? 'filled' : 'outline'}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="gray.8">
          {t('share.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
