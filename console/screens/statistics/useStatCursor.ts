import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useReportCursor } from '../reports/useReportCursor.ts';

/**
 * The row cursor of a statistics table: j/k and the arrows move it, Enter (or a double click) opens
 * the filtered list behind the row's figure (issue 21 item 5 'Enter on a row opens the filtered list').
 */
export function useStatCursor(hrefs: readonly string[]) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [, navigate] = useLocation();
  const [cursor, setCursor] = useReportCursor(hrefs, searchRef);
  const open = (i: number) => {
    const href = hrefs[i];
    if (href) navigate(href);
  };
  return { cursor, setCursor, open };
}
