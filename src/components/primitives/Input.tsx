import { css } from 'styled-components';
import { theme } from '../../styles/theme';

export type InputTone = 'default' | 'inverse';

/**
 * The look of a one-line text field (email, search). Spread it inside a rule that targets the
 * input; `inverse` is for fields on the dark footer.
 */
export const inputStyles = (tone: InputTone = 'default') => css`
  min-width: 0;
  min-height: 3rem;
  padding: 0 ${theme.space(4)};
  border: thin solid ${tone === 'inverse' ? theme.color.inverseMuted : theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${tone === 'inverse' ? theme.color.inverseBg : theme.color.surface};
  color: ${tone === 'inverse' ? theme.color.inverseText : theme.color.text};
  font-size: ${theme.fontSize.md};
  &::placeholder {
    color: ${tone === 'inverse' ? theme.color.inverseMuted : theme.color.textMuted};
    opacity: 1;
  }
  &:disabled { opacity: 0.7; }
`;
