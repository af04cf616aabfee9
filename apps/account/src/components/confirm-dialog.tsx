import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal question with the browser's own dialog: it traps focus, closes on Escape and gives
 * focus back to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} data-testid={testId}>
      {open ? (
        <>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
