import { ActionIcon, Box, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ShopProduct } from '@vedmarked/domain';
import { memo, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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
    // Without a window (tests, the server's render), a desktop.
    () => carouselSlidesPerView(1280),
  );
}

/** Whether the track can move back and on; read only when it scrolls or the window changes (never on load: no forced layout). */
function useEdges(track: React.RefObject<HTMLDivElement | null>, count: number, perView: number) {
  const [edges, setEdges] = useState({ prev: false, next: count > perView });
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const now = { prev: el.scrollLeft > 1, next: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
      setEdges((was) => (was.prev === now.prev && was.next === now.next ? was : now));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    el.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [track]);
  // A new breakpoint or a new shelf: the start of the track again.
  useEffect(() => setEdges({ prev: false, next: count > perView }), [count, perView]);
  return edges;
}

/**
 * "Previous" or "next": at the row's end it is shown disabled and says so (`aria-disabled`), but it
 * stays focusable, so that a keyboard user who pressed it to get there keeps the focus (a `disabled`
 * button loses it to the page).
 */
function Arrow({ label, can, onStep, children }: { label: string; can: boolean; onStep: () => void; children: React.ReactNode }) {
  return (
    <ActionIcon variant="default" size="lg" onClick={() => can && onStep()} data-disabled={can ? undefined : true} aria-disabled={!can} aria-label={label}>
      {children}
    </ActionIcon>
  );
}

/** A card re-renders only when its own props change (the carousel re-renders when its edges change). */
const Card = memo(ProductCard);

/**
 * The product carousel: 4, 3, 2 or 1 cards at 1200 px and up, 950–1199, 600–949 and under 600
 * (spec section 2). It does not move by itself; it is the browser's own scrolling row, snapped to
 * the cards (a swipe on a phone), and the previous and next buttons scroll it one card. The cards are
 * ordinary links and buttons for the keyboard, and a focused card is scrolled into view. Nothing is
 * measured while the page starts (issue 21: Embla measured every slide on mount, ~40 ms of a
 * phone's first second).
 */
export function ProductCarousel({ id, title, products, from, onOpen }: Props) {
  const { t } = useTranslation('storefront');
  const perView = useSlidesPerView();
  const track = useRef<HTMLDivElement>(null);
  const edges = useEdges(track, products.length, perView);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    const slide = el?.firstElementChild;
    if (!el || !slide) return;
    const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * (slide.getBoundingClientRect().width + gap), behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <Box component="section" aria-labelledby={`${id}-title`} aria-roledescription="carousel" data-testid={id} data-per-view={perView}>
      <Group justify="space-between" align="center" mb="md" wrap="nowrap">
        <Title order={2} id={`${id}-title`}>
          {title}
        </Title>
        {products.length > 1 && (
          <Group gap="xs" wrap="nowrap" className={classes.arrows} data-count={Math.min(products.length, 5)}>
            <Arrow label={t('carousel.previous')} can={edges.prev} onStep={() => step(-1)}>
              <IconChevronLeft size={18} aria-hidden />
            </Arrow>
            <Arrow label={t('carousel.next')} can={edges.next} onStep={() => step(1)}>
              <IconChevronRight size={18} aria-hidden />
            </Arrow>
          </Group>
        )}
      </Group>
      <div ref={track} className={classes.track}>
        {products.map((p, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern is a group, not a form's fieldset
          <div
            key={p.id}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { n: i + 1, total: products.length })}
          >
            <Card product={p} from={from} onOpen={onOpen} source="carousel" eager={i < 4} />
          </div>
        ))}
      </div>
    </Box>
  );
}
