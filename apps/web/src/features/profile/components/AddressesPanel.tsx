import { type Address, addressBody, MAX_IMAGES, sanitisePostcodeInput } from '@vedmarked/domain';
import { ActionIcon, Alert, Button, Card, CloseButton, Group, Image, Modal, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconHome, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { findPostcode } from '../../../lib/postcode.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { PhotoDropField } from '../../../components/PhotoDropField.tsx';
import { useAddresses, useCounties, useDeleteAddress, useDeleteAddressImage, useSaveAddress } from '../api/addresses.ts';

/** The location tab: the user's addresses with photos of the place (up to 10 each). */
export function AddressesPanel({ role }: { role: string }) {
  const { t } = useTranslation('profile');
  const addresses = useAddresses(role);
  const deleteImage = useDeleteAddressImage(role);
  const deleteAddress = useDeleteAddress(role);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  const removeImage = (id: number) =>
    deleteImage.mutate(id, {
      onSuccess: () => notify('success', t('address.image-deleted')),
      onError: (e) => notify('error', e.message),
    });
  const remove = (a: Address) =>
    modals.openConfirmModal({
      title: t('address.delete-title'),
      children: <Text size="sm">{t('address.delete-text', { street: a.street })}</Text>,
      labels: { confirm: t('address.delete'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteAddress.mutate(a.id, { onSuccess: () => notify('success', t('address.deleted')), onError: (e) => notify('error', e.message) }),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {t('address.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('address.add')}
        </Button>
      </Group>
      {addresses.isLoading && <Skeleton h={120} />}
      {addresses.error && <Alert color="red">{addresses.error.message}</Alert>}
      {addresses.data?.length === 0 && (
        <Card withBorder padding="lg">
          <Group wrap="nowrap">
            <IconHome size={32} aria-hidden />
            <Text>{t('address.empty')}</Text>
          </Group>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {addresses.data?.map((a) => (
          <Card key={a.id} withBorder padding="md" data-testid="address-card">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={700}>{a.name || a.street}</Text>
                  <Text size="sm">{a.street}</Text>
                  <Text size="sm">
                    {a.postcode} {a.city}
                    {a.county ? `, ${a.county}` : ''}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Button variant="light" size="compact-sm" onClick={() => setEditing(a)}>
                    {t('address.edit')}
                  </Button>
                  <ActionIcon variant="subtle" color="red" onClick={() => remove(a)} aria-label={t('address.delete-named', { street: a.street })}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
              {a.images.length > 0 && (
                <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
                  {a.images.map((img, i) => (
                    <div key={img.id} style={{ position: 'relative' }}>
                      <Image src={img.url} alt={t('address.image-alt', { n: i + 1, street: a.street })} h={72} radius="sm" fit="cover" />
                      <CloseButton
                        size="sm"
                        variant="filled"
                        color="dark"
                        style={{ position: 'absolute', top: 2, right: 2 }}
                        aria-label={t('address.image-delete', { n: i + 1 })}
                        onClick={() => removeImage(img.id)}
                      />
                    </div>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {editing && <AddressModal role={role} address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function AddressModal({ role, address, onClose }: { role: string; address: Address | null; onClose: () => void }) {
  const { t } = useTranslation(['profile', 'errors']);
  const counties = useCounties();
  const save = useSaveAddress(role);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const room = MAX_IMAGES - (address?.images.length ?? 0);
  const form = useForm({
    initialValues: {
      name: address?.name ?? '',
      county_id: address?.county_id ? String(address.county_id) : (null as string | null),
      postcode: address?.postcode ?? '',
      city: address?.city ?? '',
      street: address?.street ?? '',
    },
    validate: zodValidate(addressBody, t),
  });

  /** A complete postcode fills in the city. */
  const onPostcode = (raw: string) => {
    const code = sanitisePostcodeInput(raw);
    form.setFieldValue('postcode', code);
    if (code.length !== 4) return;
    findPostcode(code).then(
      (entry) => {
        if (form.getValues().postcode !== code) return;
        if (entry) form.setFieldValue('city', entry.city);
        else form.setFieldError('postcode', t('errors:message-postcode-not-found'));
      },
      () => undefined,
    );
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: address?.id, fields: { ...values, county_id: values.county_id ?? '' }, images: files });
      notify('success', t('address.saved'));
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'validation_failed') {
        form.setErrors(e.fields);
        if (e.fields.images) setFileError(e.fields.images);
      } else notify('error', e.message);
    }
  });

  return (
    <Modal opened onClose={onClose} title={t(address ? 'address.edit-title' : 'address.add-title')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('fields.address-name')} placeholder={t('fields.address-name-placeholder')} {...form.getInputProps('name')} />
          <TextInput label={t('fields.street')} autoComplete="street-address" required {...form.getInputProps('street')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.postcode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              required
              {...form.getInputProps('postcode')}
              onChange={(e) => onPostcode(e.currentTarget.value)}
            />
            <TextInput label={t('fields.city')} autoComplete="address-level2" required {...form.getInputProps('city')} />
          </SimpleGrid>
          <Select
            label={t('fields.county')}
            placeholder={t('fields.choose')}
            required
            searchable
            data={(counties.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps('county_id')}
          />
          <AddressPhotosField files={files} onFilesChange={setFiles} room={room} error={fileError} onErrorChange={setFileError} />
          <DialogActions onCancel={onClose} saving={form.submitting} cancelLabel={t('cancel')} saveLabel={t('save')} />
        </Stack>
      </form>
    </Modal>
  );
}

interface PhotosProps {
  files: File[];
  onFilesChange(files: File[]): void;
  /** How many more photos the address may hold. */
  room: number;
  error: string | null;
  onErrorChange(error: string | null): void;
}

/** Photos of the place (dropped or chosen), checked for count, size and type, with previews to remove. */
function AddressPhotosField({ files, onFilesChange, room, error, onErrorChange }: PhotosProps) {
  const { t } = useTranslation('profile');
  return (
    <PhotoDropField
      id="address-images-label"
      label={t('fields.images')}
      files={files}
      onFilesChange={onFilesChange}
      room={room}
      error={error}
      onErrorChange={onErrorChange}
      dropText={(max) => t('address.drop', { max })}
      fullText={t('address.full', { max: MAX_IMAGES })}
      removeLabel={(name) => t('address.remove-file', { name })}
      testId="address-dropzone"
    />
  );
}
