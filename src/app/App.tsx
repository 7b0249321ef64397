import type { ReactNode } from 'react';
import { TooltipProvider } from '../components/primitives/Tooltip';
import { GlobalStyle } from '../styles/GlobalStyle';

/** What wraps the router on the server and in the browser alike. */
export function App({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <GlobalStyle />
      {children}
    </TooltipProvider>
  );
}
