import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconFlameOff, IconMapSearch, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

function ErrorLayout({ code, icon, title, text, children }: { code?: string; icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 48, md: 80 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={88} radius={44} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        {code && (
          <Text fz={20} fw={800} c="ember.8" lts={2} aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text c="gray.7" size="lg" maw={520}>
          {text}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}

const SUGGESTIONS = [
  { to: '/lena', key: 'category.firewood' },
  { to: '/articles', key: 'page.articles' },
  { to: '/faq', key: 'page.faq' },
  { to: '/kontakt', key: 'page.contact' },
];

/** /pages/errors/error-404: where unknown paths land (the path that was asked for comes in state.from). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <ErrorLayout code="404" icon={<IconMapSearch size={48} />} title={t('page.not-found')} text={t('error.not-found-text')}>
      {from && (
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {t('error.not-found-path', { path: from })}
        </Text>
      )}
      <Group justify="center">
        <Button component={Link} to="/" size="md">
          {t('coming-soon.home')}
        </Button>
        {from && (
          <Button variant="default" size="md" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => navigate(-1)}>
            {t('error.back')}
          </Button>
        )}
      </Group>
      <Title order={2} fz="lg" mt="lg">
        {t('error.suggestions')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" w="100%" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {SUGGESTIONS.map((s) => (
          <li key={s.to}>
            <Card component={Link} to={s.to} withBorder padding="sm" radius="md" h="100%" style={{ justifyContent: 'center' }}>
              <Text fw={700} c="ember.8">
                {t(s.key)}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </ErrorLayout>
  );
}

function ServerErrorContent({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <ErrorLayout code="500" icon={<IconFlameOff size={48} />} title={t('page.server-error')} text={t('error.server-error-text')}>
      <Text size="sm" c="gray.7" maw={520}>
        {t('error.server-error-help')}
      </Text>
      <Group justify="center">
        <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
          {t('error.try-again')}
        </Button>
        <Button component={Link} to="/" variant="default" size="md">
          {t('coming-soon.home')}
        </Button>
      </Group>
      <Anchor component={Link} to="/kontakt">
        {t('error.contact-us')}
      </Anchor>
    </ErrorLayout>
  );
}

/** /pages/errors/error-500: "try again" goes back to the page that failed, or home. */
export function ServerErrorPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <ServerErrorContent onRetry={() => (from ? navigate(from) : window.history.length > 1 ? navigate(-1) : navigate('/'))} />;
}

/** The 500 page shown in place of a page that threw while rendering; "try again" reloads. */
export function ServerErrorInPlace() {
  return <ServerErrorContent onRetry={() => window.location.reload()} />;
}
