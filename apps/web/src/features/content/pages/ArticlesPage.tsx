import { Container, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '../components/ArticleCard.tsx';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { ARTICLES } from '../lib/articles.ts';

/** /articles and /artikler: every article. */
export default function ArticlesPage() {
  const { t } = useTranslation('articles');
  return (
    <ContentRoot>
      <PageHero title={t('ui.index-title')} lead={t('ui.index-lead')} />
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {ARTICLES.map((a) => (
            <ArticleCard key={a.id} article={a} headingOrder={2} />
          ))}
        </SimpleGrid>
      </Container>
    </ContentRoot>
  );
}
