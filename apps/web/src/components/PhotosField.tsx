import { ActionIcon, Image, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_IMAGES } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { notify } from '../lib/notify.ts';
import { PhotoDropField } from './PhotoDropField.tsx';

interface Props {
  /** The namespace with the texts form.images, form.drop, form.full, form.remove-file, form.image-alt, form.delete-image and form.image-deleted. */
  ns: string;
  /** The prefix of the label's id and the dropzone's test id ("listing" → listing-images-label, listing-dropzone). */
  idPrefix: string;
  /** The thing's name, for the photos' alt texts (form.image-alt's {{name}}). */
  name?: string;
  /** Photos already saved, each deletable. */
  saved: { id: number; url: string }[];
  /** Deletes a saved photo (a mutation taking its id). */
  deleteImage: {
    mutate(id: number, options: { onSuccess(): void; onError(e: Error): void }): void;
    isPending: boolean;
  };
  /** The test id of each saved photo's delete button. */
  deleteTestId?: string;
  /** Photos chosen, sent with the form. */
  files: File[];
  onFilesChange(files: File[]): void;
  error: string | null;
  onErrorChange(error: string | null): void;
}

/** A thing's photos: the saved ones (delete each) and a dropzone (also a file picker by keyboard) for up to MAX_IMAGES in all. */
export function PhotosField({ ns, idPrefix, name, saved, deleteImage, deleteTestId, files, onFilesChange, error, onErrorChange }: Props) {
  const { t } = useTranslation(ns);
  const onDelete = (id: number) =>
    deleteImage.mutate(id, { onSuccess: () => notify('success', t('form.image-deleted')), onError: (e) => notify('error', e.message) });
  return (
    <div>
      <PhotoDropField
        id={`${idPrefix}-images-label`}
        label={t('form.images')}
        files={files}
        onFilesChange={onFilesChange}
        room={MAX_IMAGES - saved.length}
        error={error}
        onErrorChange={onErrorChange}
        dropText={(max) => t('form.drop', { max })}
        fullText={t('form.full', { max: MAX_IMAGES })}
        removeLabel={(file) => t('form.remove-file', { name: file })}
        testId={`${idPrefix}-dropzone`}
      />
      {saved.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" mt="xs">
          {saved.map((img, i) => (
            <div key={img.id} style={{ position: 'relative' }}>
              <Image src={img.url} alt={t('form.image-alt', name === undefined ? { n: i + 1 } : { n: i + 1, name })} h={96} radius="sm" fit="cover" />
              <ActionIcon
                color="red"
                variant="filled"
                size="sm"
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={t('form.delete-image', { n: i + 1 })}
                loading={deleteImage.isPending}
                onClick={() => onDelete(img.id)}
                data-testid={deleteTestId}
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

/** The photos chosen in a form (sent with it) and their error, for PhotosField. */
export function usePhotoFiles() {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  return {
    files,
    /** After a save: the chosen photos were sent. */
    clear: () => setFiles([]),
    /** A failed save: the server's message about the photos goes under the dropzone; the error is thrown on. */
    failed(e: unknown): never {
      if (e instanceof ApiError && e.fields.images) setError(e.fields.images);
      throw e;
    },
    field: { files, onFilesChange: setFiles, error, onErrorChange: setError },
  };
}
