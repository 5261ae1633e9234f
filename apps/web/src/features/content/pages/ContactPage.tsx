import { Anchor, Button, Card, Container, Grid, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconHelpCircle, IconMail, IconMessageQuestion } from '@tabler/icons-react';
import { COMPANY, type ContactFormInput, contactFormSchema, FORM_LIMITS } from '@vedmarked/domain';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useSubmitContactForm } from '../api/submit-contact-form.ts';
import { MessageField, NameEmailFields, OptionalPhoneField, PublicForm } from '../components/FormParts.tsx';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { usePublicForm } from '../lib/use-public-form.ts';

interface Values extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  website: string;
}

/** /kontakt and /contactenos: how to reach us, and the contact form. ?subject= fills in the subject. */
export default function ContactPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const mutation = useSubmitContactForm();
  const { form, state, t } = usePublicForm<Values, ContactFormInput>({
    schema: contactFormSchema,
    initialValues: {
      name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
      email: user?.email ?? '',
      phone: '',
      subject: (params.get('subject') ?? '').slice(0, FORM_LIMITS.subjectMax),
      message: '',
      website: '',
    },
    toInput: (v) => v,
    mutation,
  });

  const ways = [
    { icon: IconHelpCircle, key: 'faq', to: '/faq' },
    { icon: IconMessageQuestion, key: 'question', to: '/question-form' },
    { icon: IconBuildingStore, key: 'dealer', to: '/ildstedet' },
  ] as const;

  return (
    <ContentRoot>
      <PageHero title={t('contact.title')} lead={t('contact.lead')} />
      <Container size="lg" py="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <PublicForm texts="contact" state={state} successEmail={form.values.email}>
              <Grid>
                <NameEmailFields name={form.getInputProps('name')} email={form.getInputProps('email')} />
                <OptionalPhoneField {...form.getInputProps('phone')} />
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label={t('field.subject')} withAsterisk maxLength={FORM_LIMITS.subjectMax} {...form.getInputProps('subject')} />
                </Grid.Col>
              </Grid>
              <MessageField label={t('field.message')} minRows={6} {...form.getInputProps('message')} />
            </PublicForm>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md" component="aside" aria-label={t('contact.other-ways')}>
              <Paper withBorder p="md" radius="md">
                <Stack gap="xs">
                  <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                    <IconMail size={22} />
                  </ThemeIcon>
                  <Title order={2} fz="lg">
                    {t('contact.email-title')}
                  </Title>
                  <Text size="sm">{t('contact.email-text')}</Text>
                  <Anchor href={`mailto:${COMPANY.email}`} fw={700}>
                    {COMPANY.email}
                  </Anchor>
                </Stack>
              </Paper>
              <SimpleGrid cols={1} spacing="sm">
                {ways.map(({ icon: Icon, key, to }) => (
                  <Card key={key} withBorder padding="md" radius="md" component={Link} to={to}>
                    <Stack gap={4}>
                      <Text fw={700} c="ember.8" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                        <Icon size={20} aria-hidden />
                        {t(`contact.way-${key}-title`)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t(`contact.way-${key}-text`)}
                      </Text>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
              {user && (
                <Button component={Link} to="/?helper" variant="light">
                  {t('contact.chat')}
                </Button>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </ContentRoot>
  );
}
