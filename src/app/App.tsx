import type { ReactNode } from 'react';
import { GlobalStyle } from '../styles/GlobalStyle';

/** What wraps every page as the server renders it. */
export function App({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
