import { type ReactNode, useEffect, useRef } from 'react';

let firstPage = true;

/**
 * The page's one h1. After a move inside the site (not on the first load) focus goes to it, so
 * keyboard and screen reader users start reading the new page from its top.
 */
export function PageHeading({ children, testId }: { children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading" data-testid={testId ?? 'page-heading'}>
      {children}
    </h1>
  );
}
