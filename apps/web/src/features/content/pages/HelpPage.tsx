import { Card, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHelpCircle, IconMail, IconMessageQuestion, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { SectionedText, useSections } from '../components/SectionedText.tsx';
import { useContentValues } from '../lib/values.ts';

const STEPS = ['postcode', 'choose', 'delivery', 'pay', 'notice'] as const;

/** /hjelp and /help: how ordering works, and where to get help. */
export default function HelpPage() {
  const { t } = useTranslation('pages');
  const values = useContentValues();
  const { user } = useSession();
  const sections = useSections('pages', 'help', values);
  const ways = [
    { icon: IconHelpCircle, key: 'faq', to: '/faq' },
    { icon: IconMessageQuestion, key: 'question', to: '/question-form' },
    { icon: IconMail, key: 'contact', to: '/kontakt' },
    ...(user ? [{ icon: IconMessages, key: 'chat', to: '/?helper' }] : []),
  ];
  return (
    <ContentRoot>
      <PageHero title={t('help.title')} lead={t('help.lead')} />
      <Container size="lg" py="xl">
        <Title order={2} mb="md">
          {t('help.steps-title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" mb={48} component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {STEPS.map((s, i) => (
            <Paper key={s} component="li" withBorder p="md" radius="md">
              <Stack gap={6}>
                <ThemeIcon size={32} radius="xl" aria-hidden>
                  <Text fw={800} c="white">
                    {i + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} fz="md">
                  {t(`help.step-${s}-title`)}
                </Title>
                <Text size="sm">{t(`help.step-${s}-text`, values)}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <SectionedText sections={sections} tocLabel={t('on-this-page')} idPrefix="help-" />
        <Title order={2} mt={48} mb="md">
          {t('help.more-title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: ways.length }} spacing="md">
          {ways.map(({ icon: Icon, key, to }) => (
            <Card key={key} component={Link} to={to} withBorder padding="md" radius="md">
              <Stack gap={6}>
                <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={700} c="ember.8">
                  {t(`help.way-${key}-title`)}
                </Text>
                <Text size="sm" c="gray.7">
                  {t(`help.way-${key}-text`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </ContentRoot>
  );
}
