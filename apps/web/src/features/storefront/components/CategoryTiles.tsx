import { Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { FUEL_CATEGORY_SLUGS } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_INFO } from '../lib/shelf.ts';

/** The four fuel categories as tiles linking to their pages. */
export function CategoryTiles() {
  const { t } = useTranslation(['storefront', 'common']);
  return (
    <section aria-labelledby="category-tiles-title">
      <Title order={2} id="category-tiles-title" mb="md">
        {t('categories.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', md: 'md' }}>
        {FUEL_CATEGORY_SLUGS.map((slug) => (
          <Card key={slug} component={Link} to={`/${slug}`} withBorder padding="md" radius="md" data-testid={`category-tile-${slug}`}>
            <Card.Section>
              <Image src={CATEGORY_INFO[slug].image} alt="" h={130} fit="contain" bg="gray.0" p="xs" />
            </Card.Section>
            <Text fw={700} mt="sm" c="ember.8" td="underline" style={{ textUnderlineOffset: 3 }}>
              {t(`common:${CATEGORY_INFO[slug].key}`)}
            </Text>
            <Text size="sm" c="gray.7">
              {t(`categories.${slug}`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
