import { Accordion, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['confirm', 'market', 'settlements', 'shortcuts'] as const;

/** The dashboard's short FAQ (issue 11, item 3): what the work pages are for, in an accordion. */
export function HomeFaq() {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-faq-title">
      <Title order={2} fz="h4" id="home-faq-title" mb="xs">
        {t('faq.title')}
      </Title>
      <Accordion variant="separated">
        {QUESTIONS.map((q) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Control>{t(`faq.${q}-q`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.${q}-a`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}
