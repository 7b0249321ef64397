import { Info, MessageSquare, Phone } from 'lucide-react';
import { styled } from 'styled-components';
import { SharedRegion } from '../../app/shared-markup';
import { useSite } from '../../config/site';
import { telHref } from '../../lib/links';
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
  return (
    <SharedRegion id="mobile bar">
      <Bar aria-label="Quick actions">
        <a href={telHref(site.phone)}>
          <Phone size={20} aria-hidden="true" />
          Call Now
        </a>
        <a href="/how-it-works">
          <Info size={20} aria-hidden="true" />
          Learn More<span className="visually-hidden"> about how it works</span>
        </a>
        <a href="/contact">
          <MessageSquare size={20} aria-hidden="true" />
          Contact
        </a>
      </Bar>
    </SharedRegion>
  );
}
