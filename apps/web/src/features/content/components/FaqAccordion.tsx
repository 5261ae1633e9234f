import { Accordion } from '@mantine/core';
import { Prose } from './Prose.tsx';

export interface FaqItem {
  q: string;
  a: string;
}

/**
 * Questions and answers. Each question is a button inside a heading (level `order`); Enter or
 * Space opens it, arrow up and down, Home and End move between questions.
 */
export function FaqAccordion({ items, order = 3, idPrefix }: { items: [string, FaqItem][]; order?: 2 | 3 | 4; idPrefix: string }) {
  return (
    <Accordion variant="separated" radius="md" order={order} multiple chevronPosition="right" loop>
      {items.map(([id, item]) => (
        <Accordion.Item key={id} value={`${idPrefix}-${id}`}>
          <Accordion.Control fw={600}>{item.q}</Accordion.Control>
          <Accordion.Panel>
            <Prose text={item.a} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
