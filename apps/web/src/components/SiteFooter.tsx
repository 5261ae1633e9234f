import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ARTICLES_LINK, CATEGORY_LINKS, type MenuLink } from './main-menu.ts';

const SECTIONS: { titleKey: string; links: readonly MenuLink[] }[] = [
  { titleKey: 'footer.categories', links: [...CATEGORY_LINKS, ARTICLES_LINK] },
  {
    titleKey: 'footer.company',
    links: [
      { to: '/about-us', key: 'page.about' },
      { to: '/stilling', key: 'page.jobs' },
      { to: '/terms', key: 'page.terms' },
      { to: '/policy', key: 'page.policy' },
    ],
  },
  {
    titleKey: 'footer.suppliers',
    links: [
      { to: '/leverandor', key: 'page.vendor-info' },
      { to: '/bransjemarked', key: 'page.industry-market' },
      { to: '/leverandor-register', key: 'footer.become-vendor' },
      { to: '/ildstedet', key: 'page.dealer-form' },
    ],
  },
  {
    titleKey: 'footer.customers',
    links: [
      { to: '/faq', key: 'page.faq' },
      { to: '/help', key: 'page.help' },
      { to: '/orders', key: 'page.orders' },
      { to: '/question-form', key: 'page.question-form' },
    ],
  },
  {
    titleKey: 'footer.contact',
    links: [
      { to: '/kontakt', key: 'page.contact' },
      { to: '/question-form', key: 'footer.ask' },
    ],
  },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="dark.8" c="gray.3" mt="xl" py="xl">
      <Container size="xl">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="lg">
          {SECTIONS.map((s) => (
            <Stack key={s.titleKey} gap={6} component="nav" aria-label={t(s.titleKey)}>
              <Title order={2} fz="sm" c="white" tt="uppercase" lts={0.5}>
                {t(s.titleKey)}
              </Title>
              {s.links.map((l) => (
                <Anchor key={l.to + l.key} component={Link} to={l.to} c="gray.3" fz="sm">
                  {t(l.key)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" color="dark.5" />
        <Stack gap={4}>
          <Text fz="sm">{t('footer.tagline')}</Text>
          <Text fz="xs" c="gray.4" data-testid="data-credits">
            <Anchor href="http://www.erikbolstad.no/postnummer/" c="gray.2" fz="xs" underline="always" target="_blank" rel="noopener">
              Postnummerdata frå Erik Bolstad
            </Anchor>
            {', '}
            <Anchor href="https://www.geonames.org/" c="gray.2" fz="xs" underline="always" target="_blank" rel="noopener">
              GeoNames
            </Anchor>{' '}
            (CC BY 4.0), © Posten Norge AS.
          </Text>
          <Text fz="xs" c="gray.4">
            © {year} Vedmarked
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
