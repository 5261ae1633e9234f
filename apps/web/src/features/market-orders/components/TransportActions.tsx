import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconCamera, IconCheck, IconTruck } from '@tabler/icons-react';
import { TRANSPORT_PHOTOS_MAX, TRANSPORT_PHOTOS_MIN } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { type TransportRequest, useTransportAction } from '../api/market-orders.ts';

/** What the transporter may do next with a request: accept it, hand it back or pick the goods up, or deliver with photos. */
export function TransportActions({ request: r }: { request: TransportRequest }) {
  const { t } = useTranslation('wholesale-orders');
  const act = useTransportAction();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const run = (action: 'accept' | 'hand-back' | 'pick-up' | 'deliver', files?: File[]) =>
    act.mutate(
      { id: r.id, action, photos: files },
      {
        onSuccess: (res) => notify(res.changed ? 'success' : 'info', t(res.changed ? `transport-notice.${action}` : 'transport-notice.already', { id: r.id })),
        onError: (e) => {
          const msg = e instanceof ApiError ? (e.fields.images ?? e.message) : String(e);
          if (action === 'deliver') setPhotoError(msg);
          else notify('error', msg, { autoClose: 8000 });
        },
      },
    );

  if (r.status === 'open')
    return (
      <Button
        leftSection={<IconCheck size={16} aria-hidden />}
        loading={act.isPending}
        onClick={() =>
          modals.openConfirmModal({
            title: t('transport-dialog.accept-title', { id: r.id }),
            centered: true,
            children: <Text size="sm">{t('transport-dialog.accept-body')}</Text>,
            labels: { confirm: t('transport-action.accept'), cancel: t('action.back') },
            confirmProps: { 'data-autofocus': true, 'data-testid': 'dialog-accept' },
            onConfirm: () => run('accept'),
          })
        }
        data-testid="transport-accept"
      >
        {t('transport-action.accept')}
      </Button>
    );
  if (!r.mine) return null;
  if (r.status === 'accepted')
    return (
      <Group>
        <Button leftSection={<IconTruck size={16} aria-hidden />} loading={act.isPending} onClick={() => run('pick-up')} data-testid="transport-pick-up">
          {t('transport-action.pick-up')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          disabled={act.isPending}
          onClick={() =>
            modals.openConfirmModal({
              title: t('transport-dialog.hand-back-title', { id: r.id }),
              centered: true,
              children: <Text size="sm">{t('transport-dialog.hand-back-body')}</Text>,
              labels: { confirm: t('transport-action.hand-back'), cancel: t('action.back') },
              confirmProps: { color: 'red', 'data-testid': 'dialog-hand-back' },
              onConfirm: () => run('hand-back'),
            })
          }
          data-testid="transport-hand-back"
        >
          {t('transport-action.hand-back')}
        </Button>
      </Group>
    );
  if (r.status !== 'picked-up') return null;
  const deliver = () => {
    if (photos.length < TRANSPORT_PHOTOS_MIN || photos.length > TRANSPORT_PHOTOS_MAX)
      return setPhotoError(t('transport-photos-required', { min: TRANSPORT_PHOTOS_MIN, max: TRANSPORT_PHOTOS_MAX }));
    run('deliver', photos);
  };
  return (
    <Stack gap="xs" maw={420} w="100%">
      <FileInput
        multiple
        accept="image/*"
        capture="environment"
        label={t('transport-photos-label')}
        description={t('transport-photos-help', { max: TRANSPORT_PHOTOS_MAX })}
        placeholder={t('transport-photos-placeholder')}
        leftSection={<IconCamera size={16} aria-hidden />}
        value={photos}
        onChange={(files) => {
          setPhotos(files);
          setPhotoError(null);
        }}
        error={photoError}
        clearable
        data-testid="transport-photos"
      />
      <Group>
        <Button leftSection={<IconCheck size={16} aria-hidden />} loading={act.isPending} onClick={deliver} data-testid="transport-deliver">
          {t('transport-action.deliver')}
        </Button>
      </Group>
    </Stack>
  );
}
