import { createContext, useContext, useEffect } from 'react';

type Report = (dirty: boolean) => void;

/** How a tab's form tells the settings page that it holds changes not saved yet. */
export const UnsavedChangesContext = createContext<Report>(() => {});

export function useReportUnsavedChanges(dirty: boolean) {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(dirty);
    return () => report(false);
  }, [report, dirty]);
}
