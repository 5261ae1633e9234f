import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page whose feature is not built yet: says so plainly and offers a way on. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconTools size={40} />
        </ThemeIcon>
        <Title order={1}>{t(titleKey)}</Title>
        <Text size="lg" c="dimmed" maw={520}>
          {t('coming-soon.text')}
        </Text>
        <Group>
          <Button component={Link} to="/">
            {t('coming-soon.home')}
          </Button>
          <Button component={Link} to="/kontakt" variant="default">
            {t('coming-soon.contact')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
