import { Group, Paper, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A chart under its heading. The drawing is one image named by a summary of its numbers; the
 * numbers themselves are in the table (hidden from sight) or the visible text beside it.
 */
export function ChartCard({
  id,
  title,
  summary,
  table,
  beside,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  table?: ReactNode;
  /** Text shown next to the drawing, such as a legend with the numbers. */
  beside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-testid={`chart-${id}`}
    >
      <Title order={3} size="h5" id={headingId} mb="sm">
        {title}
      </Title>
      {beside ? (
        <Group gap="lg" align="center" wrap="wrap">
          <div role="img" aria-label={summary}>
            {children}
          </div>
          {beside}
        </Group>
      ) : (
        <div role="img" aria-label={summary}>
          {children}
        </div>
      )}
      {table && <VisuallyHidden>{table}</VisuallyHidden>}
    </Paper>
  );
}
