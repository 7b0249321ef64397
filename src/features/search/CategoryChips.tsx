import { styled } from 'styled-components';
import { theme } from '../../styles/theme';

interface CategoryChipsProps {
  options: readonly { value: string; label: string }[];
  /** Pressed as rendered; a page script finds the chips by their data-category and presses another. */
  selected: string;
  /** Names the group for screen readers. */
  label: string;
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const Chip = styled.button`
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space(4)};
  border: thin solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.full};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: ${theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${theme.motion.fast}, border-color ${theme.motion.fast};
  &:hover { border-color: ${theme.color.primary}; }
  &[aria-pressed='true'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
`;

/** Category filters as toggle buttons, exactly one pressed. */
export function CategoryChips({ options, selected, label }: CategoryChipsProps) {
  return (
    <Chips role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.value}
          type="button"
          aria-pressed={selected === option.value}
          data-category={option.value}
        >
          {option.label}
        </Chip>
      ))}
    </Chips>
  );
}
