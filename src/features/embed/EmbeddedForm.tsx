import { Mail, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { keyframes, styled } from 'styled-components';
import { ButtonLink } from '../../components/primitives/Button';
import type { SiteConfig } from '../../content/types';
import { mailtoHref, telHref } from '../../lib/links';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { loadEmbedScript } from './load-script';

/** How long the form may take before the visitor is offered the phone and email instead. */
export const EMBED_TIMEOUT_MS = 8000;

/**
 * static: the prerendered page and the first render in the browser (phone and email, which is
 * also what a visitor without JavaScript keeps); loading: spinner over the hidden frame;
 * loaded: the frame's load event fired; unavailable: no address, or the frame took too long.
 */
export type EmbedState = 'static' | 'loading' | 'loaded' | 'unavailable';

export interface EmbeddedFormProps {
  /** The third-party form address (from site config); null shows the phone and email. */
  src: string | null;
  /** Names the frame for screen readers, like "Contact form". */
  title: string;
  /** Height of the frame in CSS pixels (spec: contact 600, provider application 539). */
  height: number;
  /** The provider's embed script, loaded once. */
  scriptSrc?: string;
  /** Milliseconds before giving up on the frame. */
  timeoutMs?: number;
  /** Subject of the fallback email link. */
  emailSubject: string;
  /** Where the fallback sends the visitor (the site's phone, email and office hours). */
  contact: EmbedContact;
}

export interface EmbedContact {
  phone: SiteConfig['phone'];
  email: string;
  hours: string;
}

const Wrapper = styled.div`
  position: relative;
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.md};
  overflow: hidden;
`;

const Frame = styled.iframe<{ $visible: boolean }>`
  display: block;
  width: 100%;
  border: 0;
  opacity: ${(p) => (p.$visible ? 1 : 0)};
  transition: opacity ${theme.motion.normal} ease-in;
  ${media.reducedMotion} { transition: none; }
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
 * A third-party form in a frame. A spinner shows until the frame's load event, then the form
 * fades in; with no address, or when the frame is still not there after `timeoutMs`, the
 * visitor gets the phone number and email instead of an endless spinner.
 */
export function EmbeddedForm({ src, title, height, scriptSrc, timeoutMs = EMBED_TIMEOUT_MS, emailSubject, contact }: EmbeddedFormProps) {
  // Without an address the prerendered page already knows: phone and email, nothing to load.
  const [state, setState] = useState<EmbedState>(src ? 'static' : 'unavailable');

  useEffect(() => {
    if (!src) {
      setState('unavailable');
      return;
    }
    setState('loading');
    if (scriptSrc) loadEmbedScript(scriptSrc);
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'unavailable' : current)), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [src, scriptSrc, timeoutMs]);

  const framed = src && (state === 'loading' || state === 'loaded');

  return (
    <Wrapper data-embed-state={state} style={framed ? { minHeight: height } : undefined}>
      {framed ? (
        <>
          {state === 'loading' && (
            <Loading role="status">
              <Spinner aria-hidden="true" />
              <span>Loading the form…</span>
            </Loading>
          )}
          <Frame
            src={src}
            title={title}
            height={height}
            loading="eager"
            $visible={state === 'loaded'}
            aria-hidden={state === 'loaded' ? undefined : true}
            tabIndex={state === 'loaded' ? undefined : -1}
            onLoad={() => setState((current) => (current === 'loading' ? 'loaded' : current))}
          />
        </>
      ) : (
        <Fallback>
          <h3>Reach Us Directly</h3>
          <p>
            Our online form is not available here right now. Call or email us and a coordinator will help you, {contact.hours}.
          </p>
          <Actions>
            <ButtonLink href={telHref(contact.phone)}>
              <Phone size={18} aria-hidden="true" /> {contact.phone.display}
            </ButtonLink>
            <ButtonLink href={mailtoHref(contact.email, emailSubject)} variant="outline">
              <Mail size={18} aria-hidden="true" /> {contact.email}
            </ButtonLink>
          </Actions>
        </Fallback>
      )}
    </Wrapper>
  );
}
