import { Check } from 'lucide-react';
import { styled } from 'styled-components';
import { theme } from '../../styles/theme';

const List = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${theme.space(2)}; }
  svg { flex-shrink: 0; margin-top: ${theme.space(1)}; color: ${theme.color.success}; }
`;

/** A list of short lines, each after a green check mark. Restyle it with styled(CheckList). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>
          <Check size={18} aria-hidden="true" /> {item}
        </li>
      ))}
    </List>
  );
}
