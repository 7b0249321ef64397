import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { ButtonLink } from '../components/primitives/Button';
import { useSite } from '../config/site';
import { theme } from '../styles/theme';
import { NotFoundPage } from './NotFoundPage';

const Wrapper = styled.section`
  padding: ${theme.space(20)} 0;
  pre { white-space: pre-wrap; color: ${theme.color.textMuted}; font-family: ${theme.font.mono}; }
`;

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Shown in place of a page that failed to load or render; the shell around it stays, so its words
 * come with the shell's from site.yml, which the root route has loaded before any page.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const words = useSite().error;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Wrapper role="alert">
      <Container>
        <h1>{words.title}</h1>
        <pre>{errorMessage(error)}</pre>
        <ButtonLink href={pathname}>
          <RotateCw size={18} aria-hidden="true" /> {words.retry}
        </ButtonLink>
      </Container>
    </Wrapper>
  );
}
