import { Box, Group, List, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The rings of the example, outermost first: radius in km and fill. */
const RINGS = [
  { km: 60, fill: '#fff1e8', stroke: '#d95a14', key: 'areas-ring-3' },
  { km: 35, fill: '#fbbf9e', stroke: '#d95a14', key: 'areas-ring-2' },
  { km: 15, fill: '#f57e3d', stroke: '#a8450d', key: 'areas-ring-1' },
] as const;
const SIZE = 300;
const C = SIZE / 2;
const SCALE = (C - 14) / 60;

/**
 * How coverage works, drawn: a hub, its radius and two delivery areas inside it. The drawing is
 * decorative; the legend under it says the same in words.
 */
export function HubRadiusFigure() {
  const { t } = useTranslation('vendor-info');
  return (
    <Paper component="figure" withBorder radius="lg" p="lg" m={0} shadow="xs">
      <Box maw={SIZE} mx="auto">
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" aria-hidden="true" focusable="false">
          {RINGS.map((r) => (
            <circle
              key={r.km}
              cx={C}
              cy={C}
              r={r.km * SCALE}
              fill={r.fill}
              stroke={r.stroke}
              strokeWidth={r.km === 60 ? 2 : 1.5}
              strokeDasharray={r.km === 60 ? '6 5' : undefined}
            />
          ))}
          <line x1={C} y1={C} x2={C} y2={C - 60 * SCALE} stroke="#6e2d0c" strokeWidth={1.5} />
          {RINGS.map((r) => (
            <g key={r.km}>
              <rect x={C - 24} y={C - r.km * SCALE - 10} width={48} height={20} rx={10} fill="#fff" stroke="#6e2d0c" strokeWidth={1} />
              <text x={C} y={C - r.km * SCALE + 4.5} textAnchor="middle" fontSize={12.5} fontWeight={700} fill="#4a1e08">
                {r.km} km
              </text>
            </g>
          ))}
          <circle cx={C} cy={C} r={13} fill="#4a1e08" stroke="#fff" strokeWidth={3} />
          <text x={C} y={C + 30} textAnchor="middle" fontSize={13} fontWeight={700} fill="#4a1e08">
            {t('vendor.areas-hub')}
          </text>
        </svg>
      </Box>
      <Box component="figcaption" mt="md">
        <Text fw={700} mb="xs">
          {t('vendor.areas-figure')}
        </Text>
        <List spacing={6} listStyleType="none" withPadding={false}>
          {[...RINGS].reverse().map((r) => (
            <List.Item key={r.km}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Box aria-hidden w={16} h={16} mt={4} bg={r.fill} style={{ border: `2px solid ${r.stroke}`, borderRadius: 4, flexShrink: 0 }} />
                <Text size="sm">{t(`vendor.${r.key}`)}</Text>
              </Group>
            </List.Item>
          ))}
          <List.Item>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Box aria-hidden w={16} h={16} mt={4} style={{ border: '2px dashed #868e96', borderRadius: 4, flexShrink: 0 }} />
              <Text size="sm">{t('vendor.areas-outside')}</Text>
            </Group>
          </List.Item>
        </List>
      </Box>
    </Paper>
  );
}
