import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { css, styled } from 'styled-components';
import { notPrinted } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import { SiteLink, type SiteLinkProps } from './SiteLink';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link' | 'subtle' | 'white';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'xl' | 'icon' | 'input';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  width?: 'default' | 'full';
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    &:hover { background: ${theme.color.primaryHover}; }
  `,
  destructive: css`
    background: ${theme.color.destructive};
    color: ${theme.color.onDestructive};
  `,
  outline: css`
    background: transparent;
    color: ${theme.color.text};
    border-color: ${theme.color.borderStrong};
    &:hover { background: ${theme.color.surfaceMuted}; }
  `,
  secondary: css`
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.text};
    &:hover { background: ${theme.color.border}; }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.text};
    &:hover { background: ${theme.color.surfaceMuted}; }
  `,
  link: css`
    background: transparent;
    color: ${theme.color.primary};
    text-decoration: underline;
    text-underline-offset: 3px;
    padding-inline: 0;
  `,
  subtle: css`
    background: ${theme.color.primarySoft};
    color: ${theme.color.primarySoftText};
    &:hover { border-color: ${theme.color.primary}; }
  `,
  white: css`
    background: ${theme.fixed.white};
    color: ${theme.fixed.onWhite};
    &:hover { background: ${theme.fixed.whiteHover}; }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`padding: 0 ${theme.space(5)}; font-size: ${theme.fontSize.md};`,
  sm: css`padding: 0 ${theme.space(3)}; font-size: ${theme.fontSize.sm};`,
  lg: css`padding: 0 ${theme.space(7)}; font-size: ${theme.fontSize.lg}; min-height: 3rem;`,
  xl: css`padding: 0 ${theme.space(9)}; font-size: ${theme.fontSize.xl}; min-height: 3.5rem;`,
  icon: css`padding: 0; width: ${theme.layout.touchTarget};`,
  input: css`padding: 0 ${theme.space(4)}; font-size: ${theme.fontSize.md}; min-height: 3rem;`,
};

/** The styles of every button and button-looking link on the site. */
export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize; $width: 'default' | 'full' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: ${theme.layout.touchTarget};
  min-width: ${theme.layout.touchTarget};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  overflow-wrap: anywhere;
  transition: background-color ${theme.motion.fast}, border-color ${theme.motion.fast}, color ${theme.motion.fast};
  width: ${(p) => (p.$width === 'full' ? '100%' : 'auto')};
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  ${(p) => variants[p.$variant]}
  ${(p) => sizes[p.$size]}
  /* A button does nothing on paper, and its text says less than the page around it. */
  ${notPrinted}
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $width: 'default' | 'full' }>`
  ${buttonStyles}
`;
const StyledLink = styled(SiteLink)<{ $variant: ButtonVariant; $size: ButtonSize; $width: 'default' | 'full' }>`
  ${buttonStyles}
`;

const styleProps = ({ variant = 'default', size = 'default', width = 'default' }: ButtonStyleProps) => ({
  $variant: variant,
  $size: size,
  $width: width,
});

type ButtonProps = ButtonStyleProps & ComponentPropsWithoutRef<'button'>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, width, type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} {...styleProps({ variant, size, width })} {...rest} />;
});

/** A link that looks like a button: a page of this site, a file, tel:, mailto: or another site. */
export function ButtonLink({ variant, size, width, ...rest }: ButtonStyleProps & SiteLinkProps) {
  return <StyledLink {...styleProps({ variant, size, width })} {...rest} />;
}
