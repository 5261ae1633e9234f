import { Button, Container, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { SectionedText, useSections } from '../components/SectionedText.tsx';
import { useContentValues, percent } from '../lib/values.ts';

const factsOf = (values: ReturnType<typeof useContentValues>) =>
  [
    { value: values.minSacks, key: 'min-order' },
    { value: values.settlementDays, key: 'settlement' },
    { value: values.vendorFee, percent: true, key: 'vendor-fee' },
    { value: values.groupShare, percent: true, key: 'group-share' },
    { value: values.neighbourDiscount, percent: true, key: 'neighbour' },
  ] as const;

/** /omoss and /about-us */
export default function AboutPage() {
  const { t, i18n } = useTranslation('pages');
  const values = useContentValues();
  const sections = useSections('pages', 'about', values);
  return (
    <ContentRoot>
      <PageHero title={t('about.title')} lead={t('about.lead')} />
      <Container size="lg" py="xl">
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 5 }}
          spacing="md"
          mb="xl"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
          aria-label={t('about.facts-label')}
        >
          {factsOf(values).map((f) => (
            <Paper key={f.key} component="li" withBorder p="md" radius="md">
              <Text fz={34} fw={800} c="ember.8" lh={1.1} ff="heading">
                {'percent' in f ? percent(f.value, i18n.language) : f.value}
              </Text>
              <Text size="sm" mt={4}>
                {t(`about.fact-${f.key}`, values)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Container size="md" px={0}>
          <SectionedText sections={sections} />
          <Group mt="xl">
            <Button component={Link} to="/lena" size="md">
              {t('about.cta-shop')}
            </Button>
            <Button component={Link} to="/leverandor-register" variant="default" size="md">
              {t('about.cta-supplier')}
            </Button>
            <Button component={Link} to="/kontakt" variant="subtle" size="md">
              {t('about.cta-contact')}
            </Button>
          </Group>
        </Container>
      </Container>
    </ContentRoot>
  );
}
