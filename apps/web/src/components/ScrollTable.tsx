import { Table, type TableScrollContainerProps } from '@mantine/core';

/**
 * A table's horizontal scroll area that a keyboard can reach (WCAG 2.1.1, axe
 * scrollable-region-focusable): a focusable, named region, so arrow keys scroll it on a phone.
 */
export function ScrollTable({ label, ...props }: TableScrollContainerProps & { label: string }) {
  return <Table.ScrollContainer type="native" tabIndex={0} role="region" aria-label={label} {...props} />;
}
