import { ColorSwatch, Group, Text } from '@mantine/core';
import { memo } from 'react';
import type { ResourceHeaderProps } from 'react-big-calendar';

export interface StylistResource {
  id: string;
  name: string;
  color: { main: string; light: string };
}

/** A day-view column's title: the stylist's name with their colour. */
export const StylistHeader = memo(function StylistHeader({ resource }: ResourceHeaderProps<StylistResource>) {
  return (
    <Group gap={6} justify="center" wrap="nowrap" py={4}>
      <ColorSwatch color={resource.color.main} size={12} aria-hidden />
      <Text size="sm" fw={600} truncate>
        {resource.name}
      </Text>
    </Group>
  );
});
