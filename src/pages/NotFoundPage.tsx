import { ArrowLeft, Home, LifeBuoy } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { Button, ButtonLink } from '../components/primitives/Button';
import { theme } from '../styles/theme';

const Wrapper = styled.section`
  padding: ${theme.space(20)} 0;
  text-align: center;
  p { color: ${theme.color.textMuted}; }
`;

const Code = styled.p`
  margin: 0;
  font-size: ${theme.fontSize['5xl']};
  font-weight: 800;
  color: ${theme.color.primary} !important;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(8)};
`;

export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Wrapper>
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>Page Not Found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Actions>
          <ButtonLink href="/">
            <Home size={18} aria-hidden="true" /> Go Home
          </ButtonLink>
          <Button variant="outline" onClick={() => navigate(-1)}>
            <ArrowLeft size={18} aria-hidden="true" /> Go Back
          </Button>
          <ButtonLink href="/contact" variant="ghost">
            <LifeBuoy size={18} aria-hidden="true" /> Contact Support
          </ButtonLink>
        </Actions>
      </Container>
    </Wrapper>
  );
}
