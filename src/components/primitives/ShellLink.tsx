import { styled } from 'styled-components';
import { theme } from '../../styles/theme';

/**
 * A link of the header that works as one of its controls (search, the other language): a touch
 * target in the header's line and, marked `data-wide`, a whole outlined line of the mobile menu.
 */
export const ShellLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.layout.touchTarget};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &[data-wide] {
    justify-content: center;
    width: 100%;
    min-height: 3rem;
    border: thin solid ${theme.color.border};
    font-size: ${theme.fontSize.md};
  }
`;
