import { Mail, Phone } from 'lucide-react';
import { keyframes, styled } from 'styled-components';
import { ButtonLink } from '../../components/primitives/Button';
import type { PageSection } from '../../content/page-schema';
import type { SiteConfig } from '../../content/types';
import { mailtoHref, telHref } from '../../lib/links';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { EMBED_TIMEOUT_MS } from './embed-timeout';

/**
 * static: the prerendered page (phone and email, which is also what a visitor without JavaScript
 * keeps); loading: spinner over the hidden frame; loaded: the frame's load event fired;
 * unavailable: no address, or the frame took too long.
 */
export type EmbedState = 'static' | 'loading' | 'loaded' | 'unavailable';

export interface EmbeddedFormProps {
  /** The site's own form page, or a third-party form named in site.yml; null shows the phone and email. */
  src: string | null;
  /** Names the frame for screen readers, like "Contact form". */
  title: string;
  /** The frame's height before it loads, and without JavaScript, at each breakpoint (formFrame). */
  heights: FrameHeights;
  /** The height a third-party form's frame keeps unless its host posts another (contact 600, provider 539). */
  hostedHeight: number;
  /** The provider's embed script, loaded once. */
  scriptSrc?: string;
  /** Milliseconds before giving up on the frame. */
  timeoutMs?: number;
  /** Subject of the fallback email link. */
  emailSubject: string;
  /** Where the fallback sends the visitor (the site's phone and email). */
  contact: EmbedContact;
  /** The words shown while the form loads and in its place when it cannot, from the page's form section. */
  words: Pick<Extract<PageSection, { kind: 'form' }>, 'loading' | 'unavailable'>;
}

/** A frame's height in CSS pixels below the tablet breakpoint, up to the desktop one, and from it. */
export type FrameHeights = Record<'mobile' | 'tablet' | 'desktop', number>;

export interface EmbedContact {
  phone: SiteConfig['phone'];
  email: string;
}

/*
 * The page script (embed-forms) adds the frame from its template; it fades in once it has loaded. Its height
 * is kept from the start, so the page does not move when it loads: our own form then takes its
 * document's height, a host's keeps it unless the host posts another.
 */
const Wrapper = styled.div<{ $heights: FrameHeights }>`
  position: relative;
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.md};
  overflow: hidden;
  > iframe {
    display: block;
    width: 100%;
    border: 0;
    opacity: 0;
    transition: opacity ${theme.motion.normal} ease-in;
    ${media.reducedMotion} { transition: none; }
  }
  > iframe, noscript > iframe { height: ${({ $heights }) => $heights.mobile}px; }
  ${media.tablet} { > iframe, noscript > iframe { height: ${({ $heights }) => $heights.tablet}px; } }
  ${media.desktop} { > iframe, noscript > iframe { height: ${({ $heights }) => $heights.desktop}px; } }
  &[data-embed-state='loaded'] > iframe { opacity: 1; }
  &[data-embed-state='loading'], &[data-embed-state='loaded'] {
    [data-embed-fallback] { display: none; }
  }
  /*
   * Without JavaScript the frame is in the page from the start (noscript), in place of the
   * fallback. A frame rather than the form itself: the form page signs the time of each visit (its
   * guard against spam), which a page built once cannot carry. Its heights are never short of our
   * form's on load from 320 pixels wide; it keeps its scroll bar for a taller form than measured
   * (another font, a phone narrower still) and for the form the server answers with errors.
   */
  noscript > iframe { display: block; width: 100%; border: 0; }
  @media (scripting: none) {
    &[data-embed-src] [data-embed-fallback] { display: none; }
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space(3)};
  color: ${theme.color.textMuted};
  &[hidden] { display: none; }
`;

const Spinner = styled.span`
  width: ${theme.space(10)};
  height: ${theme.space(10)};
  border: ${theme.space(1)} solid ${theme.color.border};
  border-top-color: ${theme.color.primary};
  border-radius: ${theme.radius.full};
  animation: ${spin} 0.8s linear infinite;
  ${media.reducedMotion} { animation-duration: 2.5s; }
`;

const Fallback = styled.div`
  padding: ${theme.space(8)} ${theme.space(6)};
  text-align: center;
  h3 { font-size: ${theme.fontSize.xl}; }
  p { color: ${theme.color.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;

/**
 * A form in a frame, ours or a third party's. The page renders the phone and email; when there is
 * an address, it renders the frame in a template too, which the page script (embed-forms) clones
 * into the page with a spinner over it until its load event, then fades the form in, and gives
 * the phone and email back when the frame is still not there after `timeoutMs`, rather than an
 * endless spinner. No framework runs in the browser for it. Without JavaScript the frame is
 * rendered in a noscript element and the fallback stays hidden.
 */
export function EmbeddedForm({ src, title, heights, hostedHeight, scriptSrc, timeoutMs = EMBED_TIMEOUT_MS, emailSubject, contact, words }: EmbeddedFormProps) {
  return (
    <Wrapper
      $heights={heights}
      data-embed-state={(src ? 'static' : 'unavailable') satisfies EmbedState}
      data-embed-src={src ?? undefined}
      data-embed-script={scriptSrc}
      data-embed-height={hostedHeight}
      data-embed-timeout={timeoutMs}
    >
      {src && (
        <>
          <noscript>
            <iframe src={src} title={title} />
          </noscript>
          <template data-embed-frame="">
            {/* Hidden from screen readers and out of the tab order until it has loaded and shows. */}
            <iframe src={src} title={title} loading="eager" aria-hidden="true" tabIndex={-1} />
          </template>
        </>
      )}
      <Loading role="status" data-embed-loading="" hidden>
        <Spinner aria-hidden="true" />
        <span>{words.loading}</span>
      </Loading>
      <Fallback data-embed-fallback="">
        <h3>{words.unavailable.heading}</h3>
        <p>{words.unavailable.text}</p>
        <Actions>
          <ButtonLink href={telHref(contact.phone)}>
            <Phone size={18} aria-hidden="true" /> {contact.phone.display}
          </ButtonLink>
          <ButtonLink href={mailtoHref(contact.email, emailSubject)} variant="outline" data-embed-email={contact.email}>
            <Mail size={18} aria-hidden="true" /> {contact.email}
          </ButtonLink>
        </Actions>
      </Fallback>
    </Wrapper>
  );
}
