import { Search } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';
import { inputStyles } from '../../components/primitives/Input';
import { theme } from '../../styles/theme';

interface SearchFieldProps {
  /** Read by screen readers; the placeholder shows the same idea on screen. */
  label: string;
  placeholder: string;
}

const Field = styled.div`
  position: relative;
  max-width: 36rem;
  svg {
    position: absolute;
    top: 50%;
    left: ${theme.space(4)};
    transform: translateY(-50%);
    color: ${theme.color.textMuted};
    pointer-events: none;
  }
  input {
    ${inputStyles()}
    width: 100%;
    padding-left: ${theme.space(11)};
  }
`;

/** A labelled search box with its magnifier icon; the page's script reads and writes its value. */
export function SearchField({ label, placeholder }: SearchFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search size={20} aria-hidden="true" />
      <input id={id} type="search" autoComplete="off" placeholder={placeholder} defaultValue="" />
    </Field>
  );
}
