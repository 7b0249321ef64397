import { styled } from 'styled-components';
import { theme } from '../../styles/theme';

/** What the notice says; the build test looks for these words in every built file. */
export const draftNoticeText = 'Draft: not published. Only the preview (npm run dev) shows it.';

const Notice = styled.p`
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-bottom: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningText};
  font-weight: 600;
  text-align: center;
`;

/**
 * Tells the author that the page open in `npm run dev` is a draft. Drafts reach only the preview,
 * and the notice is left out of the build's code as well, so no published page can carry it.
 */
export function DraftNotice({ draft }: { draft: boolean }) {
  if (!import.meta.env.DEV || !draft) return null;
  return <Notice role="status">{draftNoticeText}</Notice>;
}
