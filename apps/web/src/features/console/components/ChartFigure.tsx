import { Box, Button, Card, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** The chart (a picture: its numbers are in the table). */
  chart: ReactNode;
  /** The same numbers as a table: column headings, then rows of cells. */
  columns: string[];
  rows: (string | number)[][];
  testId: string;
}

/**
 * A chart with its text alternative: the data table is always in the page for screen readers, and
 * a button shows it to everyone (a keyboard or low-vision user reads numbers, not bars).
 */
export function ChartFigure({ title, chart, columns, rows, testId }: Props) {
  const { t } = useTranslation('console');
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const table = (
    <Table striped withTableBorder id={tableId} aria-labelledby={headingId} data-testid={`${testId}-table`}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c} scope="col">
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r, i) => (
          <Table.Tr key={i}>
            {r.map((cell, j) =>
              j === 0 ? (
                <Table.Th key={j} scope="row" fw={400}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={j}>{cell}</Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconTable size={14} aria-hidden />}
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((s) => !s)}
        >
          {showTable ? t('charts.hide-table') : t('charts.show-table')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="gray.7">{t('charts.empty')}</Text>
      ) : (
        <>
          <div aria-hidden data-testid={`${testId}-chart`}>
            {chart}
          </div>
          {showTable ? (
            // A wide table scrolls sideways on a phone: the region takes focus so a keyboard can scroll it.
            <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={headingId}>
              {table}
            </Box>
          ) : (
            <VisuallyHidden>{table}</VisuallyHidden>
          )}
        </>
      )}
    </Card>
  );
}
