import '@mantine/dropzone/styles.css';
import { ActionIcon, CloseButton, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { MAX_IMAGE_MB, MAX_IMAGES } from '@vedmarked/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  /** Photos already saved, each deletable. */
  saved: { id: number; url: string }[];
  onDeleteSaved(id: number): void;
  deleting: boolean;
  /** Photos chosen, sent with the form. */
  files: File[];
  onFilesChange(files: File[]): void;
  error: string | null;
  onErrorChange(error: string | null): void;
}

/** The offer's photos: the saved ones (delete each) and a dropzone (also a file picker by keyboard) for up to MAX_IMAGES in all. */
export function OfferPhotos({ name, saved, onDeleteSaved, deleting, files, onFilesChange, error, onErrorChange }: Props) {
  const { t } = useTranslation(['vendor-products', 'errors']);
  const room = MAX_IMAGES - saved.length;
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const u of previews) URL.revokeObjectURL(u);
    },
    [previews],
  );
  return (
    <div>
      <Text fw={500} size="sm" mb={4} id="offer-images-label">
        {t('form.images')}
      </Text>
      {saved.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" mb="xs">
          {saved.map((img, i) => (
            <div key={img.id} style={{ position: 'relative' }}>
              <Image src={img.url} alt={t('form.image-alt', { n: i + 1, name })} h={96} radius="sm" fit="cover" />
              <ActionIcon
                color="red"
                variant="filled"
                size="sm"
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={t('form.delete-image', { n: i + 1 })}
                loading={deleting}
                onClick={() => onDeleteSaved(img.id)}
                data-testid="delete-image"
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </div>
          ))}
        </SimpleGrid>
      )}
      <Dropzone
        onDrop={(dropped) => {
          onErrorChange(null);
          const next = [...files, ...dropped];
          if (next.length > room) onErrorChange(t('errors:error-upload-count', { max: MAX_IMAGES }));
          onFilesChange(next.slice(0, Math.max(0, room)));
        }}
        onReject={(rejected) =>
          onErrorChange(
            rejected
              .map((r) =>
                r.errors[0]?.code === 'file-too-large'
                  ? t('errors:error-upload-size', { name: r.file.name, max: MAX_IMAGE_MB })
                  : t('errors:error-upload-type', { name: r.file.name }),
              )
              .join(' '),
          )
        }
        accept={IMAGE_MIME_TYPE}
        maxSize={MAX_IMAGE_MB * 1024 * 1024}
        disabled={room - files.length <= 0}
        aria-labelledby="offer-images-label"
        inputProps={{ 'aria-labelledby': 'offer-images-label' }}
        data-testid="offer-dropzone"
      >
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
          <IconPhotoPlus size={28} aria-hidden />
          <Text size="sm">{room - files.length > 0 ? t('form.drop', { max: room - files.length }) : t('form.full', { max: MAX_IMAGES })}</Text>
        </Group>
      </Dropzone>
      {error && (
        <Text c="red.8" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
      {files.length > 0 && (
        <SimpleGrid cols={{ base: 4, sm: 6 }} spacing={6} mt="xs">
          {files.map((f, i) => (
            <div key={`${f.name}-${i}`} style={{ position: 'relative' }}>
              <Image src={previews[i]} alt={f.name} h={64} radius="sm" fit="cover" />
              <CloseButton
                size="sm"
                variant="filled"
                color="dark"
                style={{ position: 'absolute', top: 2, right: 2 }}
                aria-label={t('form.remove-file', { name: f.name })}
                onClick={() => onFilesChange(files.filter((_, j) => j !== i))}
              />
            </div>
          ))}
        </SimpleGrid>
      )}
    </div>
  );
}
