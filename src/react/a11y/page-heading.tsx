import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether the page around a component already has its `h1` (the layout's page
 * title). A screen that would otherwise title itself with an `h1` (the full-page
 * error, no-permission and not-enabled screens) uses an `h2` inside such a page,
 * so every page keeps one `h1` (issue 13).
 */
const PageHeadingContext = createContext(false);

/** Marks its children as sitting under the page's `h1`. */
export function PageHeadingProvider({ children }: { children: ReactNode }) {
  return <PageHeadingContext.Provider value>{children}</PageHeadingContext.Provider>;
}

/** Whether a page `h1` is already shown above (see {@link PageHeadingProvider}). */
export const useHasPageHeading = (): boolean => useContext(PageHeadingContext);
