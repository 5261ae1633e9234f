import '@mantine/dropzone/styles.css';
import { CloseButton, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconPhotoPlus } from '@tabler/icons-react';
import { MAX_IMAGE_MB, MAX_IMAGES } from '@vedmarked/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface PhotoDropFieldProps {
  /** Ids the label and the dropzone share (one per page). */
  id: string;
  label: string;
  files: File[];
  onFilesChange(files: File[]): void;
  /** How many more photos the thing may hold (MAX_IMAGES less those already saved). */
  room: number;
  error: string | null;
  onErrorChange(error: string | null): void;
  /** The dropzone's text while there is room, given that room. */
  dropText(room: number): string;
  /** The dropzone's text when there is no room. */
  fullText: string;
  /** The accessible name of the button that removes a chosen file. */
  removeLabel(name: string): string;
  testId?: string;
}

/**
 * Photos to upload, dropped or chosen (the dropzone is a file picker by keyboard too), checked for
 * count, size and type (spec section 5) with messages under it, and previews to remove before sending.
 */
export function PhotoDropField({ id, label, files, onFilesChange, room, error, onErrorChange, dropText, fullText, removeLabel, testId }: PhotoDropFieldProps) {
  const { t } = useTranslation('errors');
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const u of previews) URL.revokeObjectURL(u);
    },
    [previews],
  );
  return (
    <div>
      <Text fw={500} size="sm" mb={4} id={id}>
        {label}
      </Text>
      <Dropzone
        onDrop={(dropped) => {
          onErrorChange(null);
          const next = [...files, ...dropped];
          if (next.length > room) onErrorChange(t('error-upload-count', { max: MAX_IMAGES }));
          onFilesChange(next.slice(0, Math.max(0, room)));
        }}
        onReject={(rejected) =>
          onErrorChange(
            rejected
              .map((r) =>
                r.errors[0]?.code === 'file-too-large'
                  ? t('error-upload-size', { name: r.file.name, max: MAX_IMAGE_MB })
                  : t('error-upload-type', { name: r.file.name }),
              )
              .join(' '),
          )
        }
        accept={IMAGE_MIME_TYPE}
        maxSize={MAX_IMAGE_MB * 1024 * 1024}
        disabled={room <= 0}
        aria-labelledby={id}
        inputProps={{ 'aria-labelledby': id }}
        data-testid={testId}
      >
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
          <IconPhotoPlus size={28} aria-hidden />
          <Text size="sm">{room > 0 ? dropText(room) : fullText}</Text>
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
                aria-label={removeLabel(f.name)}
                onClick={() => onFilesChange(files.filter((_, j) => j !== i))}
              />
            </div>
          ))}
        </SimpleGrid>
      )}
    </div>
  );
}
