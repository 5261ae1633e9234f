import { ActionIcon, Image, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_IMAGES } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { PhotoDropField } from '../../../components/PhotoDropField.tsx';

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
  const { t } = useTranslation('vendor-products');
  const room = MAX_IMAGES - saved.length;
  return (
    <div>
      <PhotoDropField
        id="offer-images-label"
        label={t('form.images')}
        files={files}
        onFilesChange={onFilesChange}
        room={room}
        error={error}
        onErrorChange={onErrorChange}
        dropText={(max) => t('form.drop', { max })}
        fullText={t('form.full', { max: MAX_IMAGES })}
        removeLabel={(file) => t('form.remove-file', { name: file })}
        testId="offer-dropzone"
      />
      {saved.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" mt="xs">
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
    </div>
  );
}
