import { Anchor, Box, Breadcrumbs, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import ArticleCarousel from '../components/ArticleCarousel.tsx';
import { ARTICLE_TABLES } from '../components/ArticleTables.tsx';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { Prose } from '../components/Prose.tsx';
import { useSections } from '../components/SectionedText.tsx';
import { ARTICLE_TABLES_AFTER, type ArticleMeta, articleNamespace, articlesBase, findArticle } from '../lib/articles.ts';
import { useScrollToHash } from '../lib/use-scroll-to-hash.ts';
import { useContentValues } from '../lib/values.ts';

/** /articles/{id} and /artikler/{id}; an unknown id goes to the 404 page. */
export default function ArticlePage() {
  const article = findArticle(useParams().id);
  if (!article) return <Navigate replace to="/pages/errors/error-404" />;
  return <Article key={article.id} article={article} />;
}

function Article({ article }: { article: ArticleMeta }) {
  const ns = articleNamespace(article.id);
  const { t, i18n } = useTranslation(['articles', ns]);
  const values = useContentValues();
  const sections = useSections(ns, 'body', values);
  const tables = ARTICLE_TABLES_AFTER[article.id] ?? {};
  const title = t(`list.${article.id}.title`);
  const base = articlesBase(i18n.language);
  useScrollToHash(sections.length > 0);

  return (
    <ContentRoot>
      <PageTitleOverride title={title} />
      <PageHero eyebrow={t('ui.article')} title={title} lead={t(`${ns}:body.lead`)} />
      <Container size="md" py="xl">
        <Breadcrumbs mb="lg" aria-label={t('ui.breadcrumbs')} separator="›">
          <Anchor component={Link} to="/">
            {t('ui.home')}
          </Anchor>
          <Anchor component={Link} to={base}>
            {t('ui.all-articles-short')}
          </Anchor>
          <Text span aria-current="page" size="sm">
            {title}
          </Text>
        </Breadcrumbs>
        <Box component="article" aria-label={title}>
          <Stack gap="lg">
            {sections.map(([id, s]) => {
              const Table = tables[id] ? ARTICLE_TABLES[tables[id]] : null;
              return (
                <Box key={id} component="section" aria-labelledby={`sec-${id}`}>
                  <Title order={2} id={`sec-${id}`} fz={{ base: 22, md: 26 }} mb="sm">
                    {s.title}
                  </Title>
                  <Prose text={s.body} />
                  {Table && <Table />}
                </Box>
              );
            })}
          </Stack>
          <Paper withBorder p="lg" radius="md" mt="xl" bg="ember.0">
            <Title order={2} fz="xl" mb="xs">
              {t('ui.cta-title')}
            </Title>
            <Text mb="md">{t('ui.cta-text')}</Text>
            <Button component={Link} to="/lena">
              {t('ui.cta-button')}
            </Button>
          </Paper>
        </Box>
      </Container>
      <Container size="xl" pb="xl">
        <ArticleCarousel exclude={article.id} />
      </Container>
    </ContentRoot>
  );
}

/** The route's title is "Articles"; an article page names the article instead (its effect runs after the route's). */
function PageTitleOverride({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Vedmarked`;
  }, [title]);
  return null;
}
