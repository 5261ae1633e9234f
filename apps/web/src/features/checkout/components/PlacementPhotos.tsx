import { ActionIcon, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { MAX_IMAGE_MB, MAX_IMAGES } from '@vedmarked/domain';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Photos of where to leave the goods (required when the customer is not at home). */
export function PlacementPhotos({ files, onChange, error }: { files: File[]; onChange: (f: File[]) => void; error?: string }) {
  const { t } = useTranslation('checkout');
  const [rejected, setRejected] = useState<string | null>(null);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );

  const onReject = (r: FileRejection[]) => {
    const first = r[0];
    if (!first) return;
    const code = first.errors[0]?.code;
    if (code === 'file-too-large') setRejected(t('photos.too-large', { name: first.file.name, max: MAX_IMAGE_MB }));
    else if (code === 'too-many-files') setRejected(t('photos.too-many', { max: MAX_IMAGES }));
    else setRejected(t('photos.wrong-type', { name: first.file.name }));
  };
  const message = rejected ?? error;
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(accepted) => {
          setRejected(null);
          const next = [...files, ...accepted];
          if (next.length > MAX_IMAGES) {
            setRejected(t('photos.too-many', { max: MAX_IMAGES }));
            return;
          }
          onChange(next);
        }}
        onReject={onReject}
        accept={ACCEPT}
        maxSize={MAX_IMAGE_MB * 1024 * 1024}
        maxFiles={MAX_IMAGES}
        aria-label={t('photos.drop')}
        data-testid="placement-dropzone"
      >
        <Group justify="center" gap="sm" mih={80} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={32} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={32} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="sm" fw={600}>
              {t('photos.drop')}
            </Text>
            <Text size="xs" c="gray.7">
              {t('photos.limits', { max: MAX_IMAGES, mb: MAX_IMAGE_MB })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {message && (
        <Text size="sm" c="red.9" role="alert">
          {message}
        </Text>
      )}
      {files.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {files.map((f, i) => (
            <Paper key={`${f.name}-${i}`} withBorder pos="relative" radius="sm">
              <Image src={urls[i]} alt={t('photos.preview', { name: f.name })} h={72} fit="cover" radius="sm" />
              <ActionIcon
                size="sm"
                color="red.9"
                variant="filled"
                pos="absolute"
                top={4}
                right={4}
                aria-label={t('photos.remove', { name: f.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
