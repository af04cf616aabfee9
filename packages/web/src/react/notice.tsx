import type { ReactNode } from 'react';

/** An error (announced at once) or an information (announced politely). */
export function Notice({
  kind = 'error',
  children,
  testId,
}: {
  kind?: 'error' | 'info' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`notice notice-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId ?? `notice-${kind}`}
    >
      {children}
    </div>
  );
}
