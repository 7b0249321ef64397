import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { notPrinted } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Container } from '../layout/Container';
import { ButtonLink } from '../primitives/Button';

export interface CallToActionButton {
  text: string;
  href: string;
  /** Solid white, or a white outline; the first button is solid by default, the rest outlined. */
  variant?: 'white' | 'outline';
}

export interface CallToActionProps {
  title: string;
  description?: ReactNode;
  buttons: CallToActionButton[];
}

const Band = styled.section`
  padding: ${theme.space(14)} 0;
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  text-align: center;
  ${media.desktop} { padding: ${theme.space(20)} 0; }
  ${notPrinted}
  h2 {
    font-size: ${theme.fontSize['3xl']};
    ${media.tablet} { font-size: ${theme.fontSize['4xl']}; }
  }
`;

const Description = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  font-size: ${theme.fontSize.lg};
  p:last-child { margin-bottom: 0; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(8)};
`;

const OutlineLink = styled(ButtonLink)`
  && {
    background: transparent;
    color: ${theme.color.onPrimary};
    border-color: ${theme.color.onPrimary};
    &:hover { background: ${theme.color.primaryHover}; }
  }
`;

function CtaButton({ text, href, variant }: CallToActionButton) {
  return variant === 'outline' ? (
    <OutlineLink href={href} size="lg">{text}</OutlineLink>
  ) : (
    <ButtonLink href={href} size="lg" variant="white">{text}</ButtonLink>
  );
}

/** A full-width band in the brand colour that closes a page with its main actions. */
export function CallToAction({ title, description, buttons }: CallToActionProps) {
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{title}</h2>
        {description && <Description>{typeof description === 'string' ? <p>{description}</p> : description}</Description>}
        <Buttons>
          {buttons.map((button, index) => (
            <CtaButton key={button.href + button.text} {...button} variant={button.variant ?? (index === 0 ? 'white' : 'outline')} />
          ))}
        </Buttons>
      </Container>
    </Band>
  );
}
