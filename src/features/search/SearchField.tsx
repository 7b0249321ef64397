import { Search } from 'lucide-react';
import { useId, type ChangeEvent, type Ref } from 'react';
import { styled } from 'styled-components';
import { inputStyles } from '../../components/primitives/Input';
import { theme } from '../../styles/theme';
import { useTypedValue } from '../../islands/use-typed-value';

interface SearchFieldProps {
  /** Read by screen readers; the placeholder shows the same idea on screen. */
  label: string;
  placeholder: string;
  /** Controlled by an island; without them the field is plain markup a page script reads. */
  value?: string;
  onChange?: (value: string) => void;
  onFocus?: () => void;
  inputRef?: Ref<HTMLInputElement>;
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

/** A labelled search box with its magnifier icon. */
export function SearchField({ label, placeholder, value, onChange, onFocus, inputRef }: SearchFieldProps) {
  const fieldRef = useTypedValue(value ?? '', onChange ?? (() => undefined), inputRef);
  const id = useId();
  return (
    <Field>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search size={20} aria-hidden="true" />
      <input
        ref={fieldRef}
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        {...(onChange ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : { defaultValue: '' })}
        onFocus={onFocus}
      />
    </Field>
  );
}
