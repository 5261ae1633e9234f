import { ActionIcon, Box, Group, Image, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  images: string[];
  /** The picture shown, or null when closed. */
  index: number | null;
  name: string;
  onIndex: (i: number) => void;
  onClose: () => void;
}

/**
 * The lightbox image viewer: one picture at a time over the page. Keyboard: left and right arrows
 * browse (wrapping around), Escape closes and focus returns to what opened it; the previous and next
 * buttons do the same by pointer.
 */
export function Lightbox({ images, index, name, onIndex, onClose }: Props) {
  const { t } = useTranslation('storefront');
  const opened = index !== null;
  const total = images.length;
  const current = index ?? 0;
  const go = (step: number) => onIndex((current + step + total) % total);

  useEffect(() => {
    if (!opened || total < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        onIndex((current + 1) % total);
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        onIndex((current - 1 + total) % total);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, current, total, onIndex]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('lightbox.title', { name })}
      closeButtonProps={{ 'aria-label': t('lightbox.close') }}
      styles={{
        content: { background: 'var(--mantine-color-dark-8)' },
        header: { background: 'var(--mantine-color-dark-8)', color: 'white' },
        close: { color: 'white' },
      }}
      zIndex={400}
      data-testid="lightbox"
    >
      <Box pos="relative">
        <Image
          src={images[current]}
          alt={t('lightbox.image', { name, n: current + 1, total })}
          h="calc(100dvh - 160px)"
          fit="contain"
          data-testid="lightbox-image"
        />
        <Group justify="space-between" mt="sm" wrap="nowrap">
          <ActionIcon size="xl" variant="white" color="dark" onClick={() => go(-1)} disabled={total < 2} aria-label={t('lightbox.previous')}>
            <IconChevronLeft aria-hidden />
          </ActionIcon>
          <Text c="white" aria-live="polite" data-testid="lightbox-counter">
            {t('lightbox.counter', { n: current + 1, total })}
          </Text>
          <ActionIcon size="xl" variant="white" color="dark" onClick={() => go(1)} disabled={total < 2} aria-label={t('lightbox.next')}>
            <IconChevronRight aria-hidden />
          </ActionIcon>
        </Group>
        <Text c="gray.4" size="sm" ta="center" mt="xs">
          {t('lightbox.hint')}
        </Text>
      </Box>
    </Modal>
  );
}
