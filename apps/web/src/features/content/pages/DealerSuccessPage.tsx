import { Button, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ContentRoot } from '../components/PageHero.tsx';

/** /ildstedet-success: what happens after a dealer has sent the form. */
export default function DealerSuccessPage() {
  const { t } = useTranslation('content');
  const reference = (useLocation().state as { reference?: string } | null)?.reference;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const steps = ['step-1', 'step-2', 'step-3'] as const;
  return (
    <ContentRoot>
      <Container size="sm" py={{ base: 40, md: 72 }}>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="md">
            <ThemeIcon size={56} radius="xl" color="forest.8" aria-hidden>
              <IconCircleCheck size={34} />
            </ThemeIcon>
            <Title order={1} ref={heading} tabIndex={-1} fz={{ base: 28, md: 36 }}>
              {t('dealer-success.title')}
            </Title>
            <Text size="lg">{t('dealer-success.text')}</Text>
            {reference && (
              <Text>
                {t('form.reference')} <strong data-testid="form-reference">{reference}</strong>
              </Text>
            )}
            <Title order={2} fz="lg">
              {t('dealer-success.next')}
            </Title>
            <List type="ordered" spacing="xs">
              {steps.map((s) => (
                <List.Item key={s}>{t(`dealer-success.${s}`)}</List.Item>
              ))}
            </List>
            <Group mt="sm">
              <Button component={Link} to="/leverandor-register">
                {t('dealer-success.register')}
              </Button>
              <Button component={Link} to="/articles" variant="default">
                {t('dealer-success.articles')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </ContentRoot>
  );
}
