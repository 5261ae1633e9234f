import { Container, Text } from '@mantine/core';
import { legalUpdatedDate } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { SectionedText, useSections } from '../components/SectionedText.tsx';
import { useContentValues } from '../lib/values.ts';

/** The terms of sale and the privacy policy: long texts in sections with a table of contents. */
function LegalPage({ doc }: { doc: 'terms' | 'policy' }) {
  const { t, i18n } = useTranslation(['legal', 'pages']);
  const values = useContentValues();
  const sections = useSections('legal', doc, values);
  const updated = legalUpdatedDate(i18n.language);
  return (
    <ContentRoot>
      <PageHero title={t(`${doc}.title`)} lead={t(`${doc}.lead`, values)} />
      <Container size="lg" py="xl">
        <Text size="sm" c="gray.7" mb="lg">
          {t('updated', { date: updated })}
        </Text>
        <SectionedText sections={sections} tocLabel={t('pages:on-this-page')} idPrefix={`${doc}-`} />
      </Container>
    </ContentRoot>
  );
}

export function TermsPage() {
  return <LegalPage doc="terms" />;
}
export function PolicyPage() {
  return <LegalPage doc="policy" />;
}
