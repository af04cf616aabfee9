import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a step. When the step was reached by a move (not on page load), focus goes to it,
 * so keyboard and screen reader users start reading the new step from its top.
 */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="step-heading" data-testid="step-heading">
      {children}
    </h2>
  );
}
