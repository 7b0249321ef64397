import { Info, MessageSquare, Phone } from 'lucide-react';
import { styled } from 'styled-components';
import { SharedRegion } from '../../app/shared-markup';
import { shellLinks } from '../../config/shell-links';
import { useSite } from '../../config/site';
import { useLanguage, useText } from '../../i18n/page-language';
import { telHref } from '../../lib/links';
import { SiteLink } from '../primitives/SiteLink';
import { notPrinted } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0;
  z-index: ${theme.z.mobileBar};
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  min-height: ${theme.layout.mobileBarHeight};
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  box-shadow: 0 -4px 12px rgba(15, 23, 42, 0.08);
  ${media.tablet} { display: none; }
  ${notPrinted}
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    color: ${theme.color.text};
    font-size: ${theme.fontSize.xs};
    font-weight: 600;
    text-decoration: none;
  }
  a:first-child { color: ${theme.color.primary}; }
`;

/** Below 768px: Call Now, Learn More and Contact, always within thumb's reach. */
export function MobileBar() {
  const site = useSite();
  const language = useLanguage();
  const t = useText();
  const links = shellLinks[language];
  return (
    <SharedRegion id={`mobile bar ${language}`}>
      <Bar aria-label={t('nav.quickActions')}>
        <a href={telHref(site.phone)}>
          <Phone size={20} aria-hidden="true" />
          {t('nav.callNow')}
        </a>
        <SiteLink href={links.howItWorks}>
          <Info size={20} aria-hidden="true" />
          {t('nav.learnMore')}
          <span className="visually-hidden">{` ${t('nav.learnMoreAbout')}`}</span>
        </SiteLink>
        <SiteLink href={links.contact}>
          <MessageSquare size={20} aria-hidden="true" />
          {t('nav.contact')}
        </SiteLink>
      </Bar>
    </SharedRegion>
  );
}
