import { SearchX } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { theme } from '../../styles/theme';

interface EmptyStateProps {
  /** 'No resources found', 'No results found' ... */
  title: string;
  message: string;
  /** The button a page script finds by its data-filter-clear. */
  clearLabel: string;
  /** Rendered hidden, for a page script to show when nothing is left. */
  hidden?: boolean;
  /** Level of the title in the page's outline. */
  headingLevel?: 2 | 3;
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(12)} ${theme.space(6)};
  border: thin dashed ${theme.color.borderStrong};
  border-radius: ${theme.radius.lg};
  text-align: center;
  svg { color: ${theme.color.textMuted}; }
  h2, h3 { margin: ${theme.space(2)} 0 0; font-size: ${theme.fontSize.xl}; }
  p { max-width: 32rem; color: ${theme.color.textMuted}; }
  &[hidden] { display: none; }
`;

/** What a filtered list shows when nothing is left, with the way back to everything. */
export function EmptyState({ title, message, clearLabel, headingLevel = 2, hidden }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Box hidden={hidden} data-empty-state="">
      <SearchX size={40} aria-hidden="true" />
      <Heading>{title}</Heading>
      <p>{message}</p>
      <Button variant="outline" data-filter-clear="">
        {clearLabel}
      </Button>
    </Box>
  );
}
