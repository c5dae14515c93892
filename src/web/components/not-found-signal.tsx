import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';

interface NotFoundSignal {
  /** The path whose page said 'Not Found', if the current page did. */
  notFoundAt: string | null;
  report(path: string | null): void;
}

const NotFoundContext = createContext<NotFoundSignal>({ notFoundAt: null, report: () => undefined });

/** Lets a page that finds nothing to show tell the shell, which then names no page in its breadcrumbs. */
export function NotFoundSignalProvider({ children }: { children: ReactNode }) {
  const [notFoundAt, report] = useState<string | null>(null);
  return <NotFoundContext.Provider value={{ notFoundAt, report }}>{children}</NotFoundContext.Provider>;
}

/** True while the page at the current path shows 'Not Found'. */
export function useShowsNotFound(): boolean {
  const { notFoundAt } = useContext(NotFoundContext);
  return notFoundAt === useLocation().pathname;
}

/** Called by a 'Not Found' page: marks the current path as showing nothing, until it unmounts. */
export function useReportNotFound(): void {
  const { report } = useContext(NotFoundContext);
  const { pathname } = useLocation();
  // Before paint: the breadcrumbs never show for a frame above 'Not Found'.
  useLayoutEffect(() => {
    report(pathname);
    return () => report(null);
  }, [report, pathname]);
}
