import { Paper, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Trend } from '../lib/compare.ts';

export interface StatComparison {
  /** "+12%" or "+3 pts"; absent without a change or when the previous period had nothing to compare with. */
  change: string | null;
  trend: Trend;
  /** Whether going up is good news (not for no-shows). */
  upIsGood: boolean;
  /** "34 in the previous period". */
  previous: string;
}

const TrendIcon = { up: IconArrowUpRight, down: IconArrowDownRight };

const colorOf = ({ trend, upIsGood }: StatComparison) => ((trend === 'up') === upIsGood ? 'teal.9' : 'red.9');

/** One figure of the period: a term and its value, the detail behind it, and the previous period's. */
export function StatCard({
  id,
  label,
  value,
  hint,
  comparison,
}: {
  id: string;
  label: string;
  value: string;
  hint?: ReactNode;
  comparison: StatComparison | null;
}) {
  const Icon = comparison && comparison.trend !== 'flat' ? TrendIcon[comparison.trend] : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`stat-${id}`}>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} fz={28} fw={700} lh={1.2} data-testid={`stat-${id}-value`}>
        {value}
      </Text>
      {hint && (
        <Text component="dd" m={0} size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {comparison && (
        <Text component="dd" m={0} mt={6} size="xs" data-testid={`stat-${id}-previous`}>
          {comparison.change && Icon && (
            <Text span size="xs" fw={600} c={colorOf(comparison)} style={{ whiteSpace: 'nowrap' }}>
              <Icon size={14} aria-hidden="true" style={{ verticalAlign: '-2px' }} />
              {comparison.change}
            </Text>
          )}{' '}
          <Text span size="xs" c="dimmed">
            {comparison.previous}
          </Text>
        </Text>
      )}
    </Paper>
  );
}
