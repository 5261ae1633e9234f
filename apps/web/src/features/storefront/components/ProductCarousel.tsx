import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ShopProduct } from '@vedmarked/domain';
import type { EmblaCarouselType } from 'embla-carousel';
import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { carouselSlidesPerView } from '../lib/shelf.ts';
import { ProductCard } from './ProductCard.tsx';
import classes from './product-carousel.module.css';

interface Props {
  id: string;
  title: string;
  products: ShopProduct[];
  from: boolean;
  onOpen: (p: ShopProduct) => void;
}

const onResize = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};

/**
 * Cards per view for the window's width, right from the first render (a hook that measures in an
 * effect rendered every card twice on load) and changing only when a breakpoint is crossed.
 */
function useSlidesPerView() {
  return useSyncExternalStore(
    onResize,
    () => carouselSlidesPerView(window.innerWidth),
    // Without a window (tests), a desktop.
    () => carouselSlidesPerView(1280),
  );
}

/** A card re-renders only when its own props change (the carousel re-renders when Embla reports its edges). */
const Card = memo(ProductCard);

/**
 * The product carousel: 4, 3, 2 or 1 cards at 1200 px and up, 950–1199, 600–949 and under 600
 * (spec section 2). It does not move by itself; previous and next buttons scroll one card, and the
 * cards are ordinary links and buttons for the keyboard.
 */
export function ProductCarousel({ id, title, products, from, onOpen }: Props) {
  const { t } = useTranslation('storefront');
  const perView = useSlidesPerView();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [edges, setEdges] = useState({ prev: false, next: products.length > perView });

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      const now = { prev: embla.canScrollPrev(), next: embla.canScrollNext() };
      setEdges((was) => (was.prev === now.prev && was.next === now.next ? was : now));
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  return (
    <Box component="section" aria-labelledby={`${id}-title`} aria-roledescription="carousel" data-testid={id} data-per-view={perView}>
      <Group justify="space-between" align="center" mb="md" wrap="nowrap">
        <Title order={2} id={`${id}-title`}>
          {title}
        </Title>
        {products.length > 1 && (
          <Group gap="xs" wrap="nowrap" className={classes.arrows} data-count={Math.min(products.length, 5)}>
            <ActionIcon variant="default" size="lg" onClick={() => embla?.scrollPrev()} disabled={!edges.prev} aria-label={t('carousel.previous')}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" onClick={() => embla?.scrollNext()} disabled={!edges.next} aria-label={t('carousel.next')}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Carousel
        className={classes.root}
        slideSize="var(--vm-slide-size)"
        slideGap="md"
        emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
        getEmblaApi={setEmbla}
        withControls={false}
        withIndicators={false}
      >
        {products.map((p, i) => (
          <Carousel.Slide key={p.id} role="group" aria-roledescription="slide" aria-label={t('carousel.slide', { n: i + 1, total: products.length })}>
            <Card product={p} from={from} onOpen={onOpen} source="carousel" eager={i < 4} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
