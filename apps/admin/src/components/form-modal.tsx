import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A dialog holding a form: large on a desktop, the whole screen on a phone (a long form in a
 * small box scrolls twice), with its close button named for screen readers.
 */
export function FormModal({
  closeLabel,
  fullScreenBelow = '40em',
  ...props
}: Omit<ModalProps, 'size' | 'fullScreen' | 'closeButtonProps'> & {
  closeLabel: string;
  /** The width under which the dialog takes the whole screen. */
  fullScreenBelow?: string;
}) {
  const narrow = useMediaQuery(`(max-width: ${fullScreenBelow})`);
  return <Modal size="lg" fullScreen={narrow} closeButtonProps={{ 'aria-label': closeLabel }} {...props} />;
}
