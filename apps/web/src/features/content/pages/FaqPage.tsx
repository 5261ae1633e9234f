import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaqAccordion, type FaqItem } from '../components/FaqAccordion.tsx';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { useContentValues } from '../lib/values.ts';

interface FaqGroup {
  title: string;
  items: Record<string, FaqItem>;
}

/** /faq and /sporsmal: frequently asked questions, grouped, in accordions. */
export default function FaqPage() {
  const { t } = useTranslation('pages');
  const values = useContentValues();
  const groups = t('faq.groups', { returnObjects: true, ...values }) as Record<string, FaqGroup>;
  return (
    <ContentRoot>
      <PageHero title={t('faq.title')} lead={t('faq.lead')} />
      <Container size="md" py="xl">
        <Stack gap={40}>
          {Object.entries(groups).map(([id, g]) => (
            <Box key={id} component="section" aria-labelledby={`faq-${id}`}>
              <Title order={2} id={`faq-${id}`} mb="md" fz={{ base: 22, md: 26 }}>
                {g.title}
              </Title>
              <FaqAccordion items={Object.entries(g.items)} idPrefix={id} order={3} />
            </Box>
          ))}
        </Stack>
        <Paper withBorder p="lg" radius="md" mt={48} bg="ember.0">
          <Title order={2} fz="xl" mb="xs">
            {t('faq.more-title')}
          </Title>
          <Text mb="md">{t('faq.more-text')}</Text>
          <Group>
            <Button component={Link} to="/question-form">
              {t('faq.more-question')}
            </Button>
            <Button component={Link} to="/help" variant="default">
              {t('faq.more-help')}
            </Button>
          </Group>
        </Paper>
      </Container>
    </ContentRoot>
  );
}
