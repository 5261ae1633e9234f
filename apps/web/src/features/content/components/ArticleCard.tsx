import { Box, Card, Stack, Text, Title } from '@mantine/core';
import { IconDroplet, IconFlame, IconPackage, IconScale, IconThumbUp, IconTree } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ArticleMeta, articlePath } from '../lib/articles.ts';

const ICONS = { thumb: IconThumbUp, flame: IconFlame, scale: IconScale, tree: IconTree, droplet: IconDroplet, package: IconPackage } as const;

/** One article as a card: a coloured band with its symbol, the title, the summary; the whole card links to it. */
export function ArticleCard({ article, headingOrder = 3 }: { article: ArticleMeta; headingOrder?: 2 | 3 | 4 }) {
  const { t, i18n } = useTranslation('articles');
  const Icon = ICONS[article.icon];
  return (
    <Card
      component={Link}
      to={articlePath(article.id, i18n.language)}
      withBorder
      padding="md"
      radius="md"
      h="100%"
      data-testid={`article-card-${article.id}`}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Card.Section>
        <Box bg={`${article.colour}.1`} h={110} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Icon size={56} stroke={1.5} color={`var(--mantine-color-${article.colour}-8)`} aria-hidden />
        </Box>
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Title order={headingOrder} fz="lg" c="ember.8" lh={1.3}>
          {t(`list.${article.id}.title`)}
        </Title>
        <Text size="sm" c="gray.7" style={{ flex: 1 }}>
          {t(`list.${article.id}.summary`)}
        </Text>
        <Text size="sm" fw={700} c="ember.8" aria-hidden>
          {t('ui.read-more')} →
        </Text>
      </Stack>
    </Card>
  );
}
