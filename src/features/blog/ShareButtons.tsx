import { Mail, Share2 } from 'lucide-react';
import { styled } from 'styled-components';
import { notPrinted } from '../../styles/GlobalStyle';
import { useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';
import { shareLinks } from './share-links';

interface ShareButtonsProps {
  /** The post's absolute address. */
  url: string;
  title: string;
  excerpt: string;
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(12)};
  padding-top: ${theme.space(6)};
  border-top: thin solid ${theme.color.border};
  h2 {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    margin: 0 ${theme.space(2)} 0 0;
    font-size: ${theme.fontSize.md};
  }
  ul { display: flex; flex-wrap: wrap; gap: ${theme.space(2)}; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: ${theme.layout.touchTarget};
    padding: 0 ${theme.space(4)};
    border: thin solid ${theme.color.borderStrong};
    border-radius: ${theme.radius.full};
    color: ${theme.color.text};
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { border-color: ${theme.color.primary}; color: ${theme.color.primary}; }
  ${notPrinted}
`;

/** Share buttons: real links (they work without JavaScript), made popups by share-enhance. */
export function ShareButtons({ url, title, excerpt }: ShareButtonsProps) {
  const t = useText();
  return (
    <Box data-pagefind-ignore="">
      <h2>
        <Share2 size={18} aria-hidden="true" />
        {` ${t('share.title')}`}
      </h2>
      <ul>
        {shareLinks({ url, title, excerpt, emailBody: t('share.emailBody', { url }) }).map((link) => (
          <li key={link.network}>
            {link.popup ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={t('share.on', { network: link.network })} data-share-popup={`share-${link.network.toLowerCase()}`}>
                {link.network}
              </a>
            ) : (
              <a href={link.href} aria-label={t('share.byEmail')}>
                <Mail size={16} aria-hidden="true" /> {t('share.email')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Box>
  );
}
