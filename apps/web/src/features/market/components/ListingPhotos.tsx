import { ActionIcon, Image, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_IMAGES } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { PhotoDropField } from '../../../components/PhotoDropField.tsx';

interface Props {
  saved: { id: number; url: string }[];
  onDeleteSaved(id: number): void;
  deleting: boolean;
  files: File[];
  onFilesChange(files: File[]): void;
  error: string | null;
  onErrorChange(error: string | null): void;
}

/** The listing's photos: the saved ones (each deletable) and a dropzone (a file picker by keyboard) for up to 10 in all. */
export function ListingPhotos({ saved, onDeleteSaved, deleting, files, onFilesChange, error, onErrorChange }: Props) {
  const { t } = useTranslation('market');
  return (
    <div>
      <PhotoDropField
        id="listing-images-label"
        label={t('form.images')}
        files={files}
        onFilesChange={onFilesChange}
        room={MAX_IMAGES - saved.length}
        error={error}
        onErrorChange={onErrorChange}
        dropText={(max) => t('form.drop', { max })}
        fullText={t('form.full', { max: MAX_IMAGES })}
        removeLabel={(file) => t('form.remove-file', { name: file })}
        testId="listing-dropzone"
      />
      {saved.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" mt="xs">
          {saved.map((img, i) => (
            <div key={img.id} style={{ position: 'relative' }}>
              <Image src={img.url} alt={t('form.image-alt', { n: i + 1 })} h={96} radius="sm" fit="cover" />
              <ActionIcon
                color="red"
                variant="filled"
                size="sm"
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={t('form.delete-image', { n: i + 1 })}
                loading={deleting}
                onClick={() => onDeleteSaved(img.id)}
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
