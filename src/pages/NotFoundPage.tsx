import { ArrowLeft, Home, LifeBuoy } from 'lucide-react';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { Button, ButtonLink } from '../components/primitives/Button';
import { shellLinks } from '../config/shell-links';
import { useSite } from '../config/site';
import { useLanguage } from '../i18n/page-language';
import { jsOnly } from '../styles/GlobalStyle';
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

/** Steps back in history (not-found-enhance); without JavaScript it could do nothing, so it is hidden. */
const BackButton = styled(Button)`
  ${jsOnly}
`;

/** The 404 page, its words from site.yml's notFound; in the browser, not-found-enhance logs the address and runs Go Back. */
export function NotFoundPage() {
  const words = useSite().notFound;
  const links = shellLinks[useLanguage()];
  return (
    <Wrapper data-not-found="">
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>{words.title}</h1>
        <p>{words.description}</p>
        <Actions>
          <ButtonLink href={links.home}>
            <Home size={18} aria-hidden="true" />{` ${words.home}`}
          </ButtonLink>
          <BackButton variant="outline" data-history-back="">
            <ArrowLeft size={18} aria-hidden="true" />{` ${words.back}`}
          </BackButton>
          <ButtonLink href={links.contact} variant="ghost">
            <LifeBuoy size={18} aria-hidden="true" />{` ${words.contact}`}
          </ButtonLink>
        </Actions>
      </Container>
    </Wrapper>
  );
}
