import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface Props {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  onMove: (direction: -1 | 1) => void;
  testId: string;
}

/**
 * Up and down buttons of a row. The row is re-rendered in its new place, so the button pressed
 * gets the focus back there (or its twin, at either end of the list): keyboard users can press
 * again to keep moving.
 */
export function MoveButtons({ index, count, upLabel, downLabel, onMove, testId }: Props) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);
  useEffect(() => {
    if (pressed.current === null || index < 0) return;
    const wanted = pressed.current === -1 ? up.current : down.current;
    const other = pressed.current === -1 ? down.current : up.current;
    pressed.current = null;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [index]);
  const press = (direction: -1 | 1) => {
    pressed.current = direction;
    onMove(direction);
  };
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        ref={up}
        variant="subtle"
        color="gray"
        aria-label={upLabel}
        disabled={index <= 0}
        onClick={() => press(-1)}
        data-testid={`${testId}-up`}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        ref={down}
        variant="subtle"
        color="gray"
        aria-label={downLabel}
        disabled={index >= count - 1}
        onClick={() => press(1)}
        data-testid={`${testId}-down`}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
