import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Group, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { CAROUSEL_AUTOPLAY } from '@vedmarked/domain';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLES, type ArticleId } from '../lib/articles.ts';
import { ArticleCard } from './ArticleCard.tsx';

/**
 * The article carousel: autoplay every 3 s (spec section 9), 4, 4, 3, 2 or 1 cards by width
 * (from 1408 px, from 1200 px, from 960 px, from 576 px, below). Autoplay stops while the
 * pointer or focus is on it, has a pause button (WCAG 2.2.2) and is off when the visitor asks
 * for reduced motion.
 */
export default function ArticleCarousel({ exclude, headingOrder = 2 }: { exclude?: ArticleId; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('articles');
  const reducedMotion = useReducedMotion();
  const autoplay = useRef(Autoplay({ delay: CAROUSEL_AUTOPLAY, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true, playOnInit: false }));
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  /** The visitor's own choice wins over the reduced-motion preference. */
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const playing = embla !== null && (choice === 'play' || (choice === 'auto' && !reducedMotion));
  const articles = ARTICLES.filter((a) => a.id !== exclude);

  useEffect(() => {
    if (!embla) return;
    const apply = () => {
      const plugin = embla.plugins().autoplay;
      if (!plugin) return;
      if (playing) plugin.play();
      else plugin.stop();
    };
    apply();
    // Embla starts its plugins anew when it measures again: on a public page the app is built off
    // the document (decision 0047) and measured once it joins it, which left autoplay stopped.
    embla.on('reInit', apply);
    return () => {
      embla.off('reInit', apply);
    };
  }, [embla, playing]);

  return (
    <Box component="section" aria-labelledby="article-carousel-title" aria-roledescription="carousel" data-testid="article-carousel" data-playing={playing}>
      <Group justify="space-between" align="center" mb="md">
        <Title order={headingOrder} id="article-carousel-title">
          {t('ui.carousel-title')}
        </Title>
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" onClick={() => embla?.scrollPrev()} aria-label={t('ui.carousel-previous')}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            aria-label={playing ? t('ui.carousel-pause') : t('ui.carousel-play')}
            data-testid="carousel-toggle"
          >
            {playing ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
          </ActionIcon>
          <ActionIcon variant="default" size="lg" onClick={() => embla?.scrollNext()} aria-label={t('ui.carousel-next')}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Carousel
        slideSize={{ base: '100%', xs: '50%', md: '33.3333%', lg: '25%', xl: '25%' }}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start', slidesToScroll: 1 }}
        plugins={[autoplay.current]}
        getEmblaApi={setEmbla}
        withControls={false}
      >
        {articles.map((a, i) => (
          <Carousel.Slide key={a.id} role="group" aria-roledescription="slide" aria-label={t('ui.carousel-slide', { n: i + 1, total: articles.length })}>
            <ArticleCard article={a} headingOrder={headingOrder === 2 ? 3 : 4} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
