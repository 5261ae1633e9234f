import { HEAR_ABOUT_US, hearAboutUsKey, LANGUAGES, nationalPhoneDigits, type Profile, updateProfileBody } from '@vedmarked/domain';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useUpdateProfile } from '../api/profile.ts';

/** Name, phone (+47), e-mail (shown), how they heard about us and the language of the account. */
export function PersonalForm({ role, profile }: { role: string; profile: Profile }) {
  const { t } = useTranslation(['profile', 'errors', 'common']);
  const update = useUpdateProfile(role);
  const form = useForm({
    initialValues: {
      first_name: profile.first_name ?? '',
      last_name: profile.last_name ?? '',
      phone: nationalPhoneDigits(profile.phone),
      hear_about_us: profile.hear_about_us as string | null,
      language: profile.language as string,
    },
    validate: zodValidate(updateProfileBody, t, (v: { hear_about_us: string | null }) => ({ ...v, hear_about_us: v.hear_about_us ?? undefined })),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const p = await update.mutateAsync({ ...values, hear_about_us: values.hear_about_us as never, language: values.language as 'es' | 'en' | 'no' });
      form.resetDirty({ ...values, phone: nationalPhoneDigits(p.phone) });
      form.setFieldValue('phone', nationalPhoneDigits(p.phone));
      await changeLanguage(p.language);
      notify('success', t('profile:saved'));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'validation_failed') {
        form.setErrors(e.fields);
        // A rule about another part of the profile (a company role must name its company first).
        if (Object.keys(e.fields).some((f) => !(f in form.values))) notify('error', e.message);
      } else notify('error', e.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile:personal.title')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('profile:fields.first-name')} autoComplete="given-name" required {...form.getInputProps('first_name')} />
          <TextInput label={t('profile:fields.last-name')} autoComplete="family-name" required {...form.getInputProps('last_name')} />
          <TextInput label={t('profile:fields.email')} value={profile.email} readOnly description={t('profile:fields.email-hint')} />
          <TextInput
            label={t('profile:fields.phone')}
            description={t('profile:fields.phone-hint')}
            leftSection={
              <Text size="sm" c="dimmed" aria-hidden>
                +47
              </Text>
            }
            leftSectionWidth={44}
            inputMode="tel"
            autoComplete="tel-national"
            required
            {...form.getInputProps('phone')}
          />
          <Select
            label={t('profile:fields.hear-about-us')}
            placeholder={t('profile:fields.choose')}
            clearable
            clearButtonProps={{ 'aria-label': t('profile:fields.clear') }}
            data={HEAR_ABOUT_US.map((v) => ({ value: v, label: t(`profile:hear.${hearAboutUsKey(v)}`) }))}
            {...form.getInputProps('hear_about_us')}
          />
          <Select
            label={t('profile:fields.language')}
            description={t('profile:fields.language-hint')}
            allowDeselect={false}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`common:language.${l}`) }))}
            {...form.getInputProps('language')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('profile:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
