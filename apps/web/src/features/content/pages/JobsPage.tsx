import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { SectionedText, useSections } from '../components/SectionedText.tsx';
import { useContentValues } from '../lib/values.ts';

const ROLES = [
  { key: 'supplier', to: '/leverandor-register' },
  { key: 'transporter', to: '/transporter-register' },
  { key: 'group', to: '/kontakt' },
] as const;

/** /stilling: working with Vedmarked. */
export default function JobsPage() {
  const { t } = useTranslation('pages');
  const values = useContentValues();
  const sections = useSections('pages', 'jobs', values);
  return (
    <ContentRoot>
      <PageHero title={t('jobs.title')} lead={t('jobs.lead')} />
      <Container size="md" py="xl">
        <SectionedText sections={sections} />
        <Title order={2} mt="xl" mb="md">
          {t('jobs.roles-title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="xl">
          {ROLES.map((r) => (
            <Card key={r.key} withBorder padding="md" radius="md">
              <Stack gap="xs" h="100%">
                <Title order={3} fz="lg">
                  {t(`jobs.role-${r.key}-title`)}
                </Title>
                <Text size="sm" style={{ flex: 1 }}>
                  {t(`jobs.role-${r.key}-text`, values)}
                </Text>
                <Button component={Link} to={r.to} variant="light" size="sm">
                  {t(`jobs.role-${r.key}-button`)}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Button component={Link} to={`/kontakt?subject=${encodeURIComponent(t('jobs.application-subject'))}`} size="md">
          {t('jobs.application-button')}
        </Button>
      </Container>
    </ContentRoot>
  );
}
