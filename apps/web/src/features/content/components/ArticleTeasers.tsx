import { Anchor, Box, Group, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ARTICLES, articlesBase, TEASER_ARTICLES } from '../lib/articles.ts';
import { ArticleCard } from './ArticleCard.tsx';

/** Four article teasers (the spec's fixed links) with a link to all articles. */
export default function ArticleTeasers({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const { t, i18n } = useTranslation('articles');
  const teasers = TEASER_ARTICLES.map((id) => ARTICLES.find((a) => a.id === id)!);
  return (
    <Box component="section" aria-labelledby="article-teasers-title" data-testid="article-teasers">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={headingOrder} id="article-teasers-title">
          {t('ui.teasers-title')}
        </Title>
        <Anchor component={Link} to={articlesBase(i18n.language)} fw={700}>
          {t('ui.all-articles')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {teasers.map((a) => (
          <ArticleCard key={a.id} article={a} headingOrder={headingOrder === 2 ? 3 : 4} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
