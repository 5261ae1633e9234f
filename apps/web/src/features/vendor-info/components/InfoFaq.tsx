import { Accordion, Anchor, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The pages a FAQ answer may link to, as <name>label</name> in the text. */
export const FAQ_LINKS: Record<string, string> = {
  dealer: '/ildstedet',
  register: '/wholesaler-register',
  transporter: '/round-timber-transporter-register',
};
const LINK_ELEMENTS: Record<string, ReactElement> = Object.fromEntries(
  Object.entries(FAQ_LINKS).map(([name, to]) => [name, <Anchor key={name} component={Link} to={to} underline="always" />]),
);

/**
 * Questions and answers from `<prefix>.<id>.q|a` of the vendor-info namespace. Each question is a
 * button inside an h3; Enter or Space opens it, arrow up and down move between questions.
 */
export function InfoFaq({ prefix, ids, values }: { prefix: string; ids: readonly string[]; values: Record<string, string | number> }) {
  const { t } = useTranslation('vendor-info');
  return (
    <Accordion variant="separated" radius="md" order={3} multiple loop maw={860}>
      {ids.map((id) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Control fw={600}>{t(`${prefix}.${id}.q`)}</Accordion.Control>
          <Accordion.Panel>
            <Text lh={1.65}>
              <Trans t={t} i18nKey={`${prefix}.${id}.a`} values={values} components={LINK_ELEMENTS} />
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
