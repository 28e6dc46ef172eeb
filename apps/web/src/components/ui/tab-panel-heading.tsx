import type { ReactNode } from 'react';

/**
 * A tab panel's name as its heading, seen only by those who move through a page by its headings
 * (the tab strip shows it to everyone else): the cards' own headings then come under one.
 */
export function TabPanelHeading({ children }: { children: ReactNode }) {
  return <h2 className="sr-only">{children}</h2>;
}
