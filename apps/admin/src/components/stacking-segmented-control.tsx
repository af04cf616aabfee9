import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A segmented control whose options stack under a width: side by side, French or Portuguese
 * labels would be cut off at the edge of a phone (the control clips, the page does not scroll).
 */
export function StackingSegmentedControl<Value extends string = string>({
  stackBelow = '36em',
  ...props
}: SegmentedControlProps<Value> & {
  /** The screen width under which the options stack. */
  stackBelow?: string;
}) {
  const narrow = useMediaQuery(`(max-width: ${stackBelow})`);
  return <SegmentedControl<Value> orientation={narrow ? 'vertical' : 'horizontal'} {...props} />;
}
