import type { ReactNode } from 'react';
import { TooltipProvider } from '../components/primitives/Tooltip';
import { GlobalStyle } from '../styles/GlobalStyle';

/** What wraps every page as the server renders it (islands are roots of their own, see Island). */
export function App({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <GlobalStyle />
      {children}
    </TooltipProvider>
  );
}
