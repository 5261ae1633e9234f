import { Anchor, Container, Grid, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FORM_LIMITS, QUESTION_TOPICS, type QuestionFormInput, questionFormSchema } from '@vedmarked/domain';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useSubmitQuestionForm } from '../api/submit-question-form.ts';
import { HINT_BELOW, MessageField, NameEmailFields, OptionalPhoneField, PublicForm } from '../components/FormParts.tsx';
import { ContentRoot, PageHero } from '../components/PageHero.tsx';
import { Prose } from '../components/Prose.tsx';
import { usePublicForm } from '../lib/use-public-form.ts';

interface Values extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  topic: string;
  order_number: string;
  postcode: string;
  message: string;
  website: string;
}

/** /question-form: a question to customer service, answered by e-mail. */
export default function QuestionFormPage() {
  const { user } = useSession();
  const mutation = useSubmitQuestionForm();
  const { form, state, t } = usePublicForm<Values, QuestionFormInput>({
    schema: questionFormSchema,
    initialValues: {
      name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
      email: user?.email ?? '',
      phone: '',
      topic: '',
      order_number: '',
      postcode: '',
      message: '',
      website: '',
    },
    toInput: (v) => ({ ...v, topic: v.topic as QuestionFormInput['topic'] }),
    mutation,
  });

  return (
    <ContentRoot>
      <PageHero title={t('question.title')} lead={t('question.lead')} />
      <Container size="lg" py="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PublicForm texts="question" state={state} successEmail={form.values.email}>
              <Grid>
                <NameEmailFields name={form.getInputProps('name')} email={form.getInputProps('email')} />
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NativeSelect
                    label={t('field.topic')}
                    withAsterisk
                    data={[
                      { value: '', label: t('field.topic-choose'), disabled: true },
                      ...QUESTION_TOPICS.map((v) => ({ value: v, label: t(`topic.${v}`) })),
                    ]}
                    {...form.getInputProps('topic')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('field.order-number')}
                    description={t('field.order-number-hint')}
                    inputWrapperOrder={HINT_BELOW}
                    inputMode="numeric"
                    maxLength={FORM_LIMITS.orderNumberMaxDigits}
                    {...form.getInputProps('order_number')}
                  />
                </Grid.Col>
                <OptionalPhoneField {...form.getInputProps('phone')} />
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('field.postcode')}
                    description={t('field.postcode-hint')}
                    inputWrapperOrder={HINT_BELOW}
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={4}
                    {...form.getInputProps('postcode')}
                  />
                </Grid.Col>
              </Grid>
              <MessageField label={t('field.question')} minRows={5} {...form.getInputProps('message')} />
            </PublicForm>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Paper withBorder p="md" radius="md" component="aside" aria-labelledby="question-aside">
                <Title order={2} fz="lg" id="question-aside" mb="xs">
                  {t('question.aside-title')}
                </Title>
                <Prose text={t('question.aside-text')} size="sm" />
                <Text size="sm">
                  <Anchor component={Link} to="/faq">
                    {t('question.aside-faq')}
                  </Anchor>
                </Text>
                {user && (
                  <Text size="sm" mt="xs">
                    <Anchor component={Link} to="/?helper">
                      {t('question.aside-chat')}
                    </Anchor>
                  </Text>
                )}
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </ContentRoot>
  );
}
