import type { EmbedState } from './EmbeddedForm';
import { EMBED_TIMEOUT_MS } from './embed-timeout';
import { loadEmbedScript } from './load-script';

/**
 * The embedded forms in the browser (server markup: EmbeddedForm), with no framework: the frame
 * is added with a spinner over it, fades in on its load event, and gives way to the phone and
 * email already in the page when it has not loaded in time.
 */
export function enhanceEmbeddedForms(): void {
  document.querySelectorAll<HTMLElement>('[data-embed-src]').forEach(startEmbed);
}

function startEmbed(wrapper: HTMLElement): void {
  const { embedSrc: src, embedScript, embedTitle, embedHeight, embedTimeout } = wrapper.dataset;
  if (!src || wrapper.dataset.embedState !== ('static' satisfies EmbedState)) return;
  const loading = wrapper.querySelector<HTMLElement>('[data-embed-loading]');
  const setState = (state: EmbedState) => {
    wrapper.dataset.embedState = state;
    if (loading) loading.hidden = state !== 'loading';
  };

  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = embedTitle ?? '';
  if (embedHeight) frame.height = embedHeight;
  frame.loading = 'eager';
  // Out of reach until it shows.
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.addEventListener('load', () => {
    if (wrapper.dataset.embedState !== 'loading') return;
    frame.removeAttribute('aria-hidden');
    frame.removeAttribute('tabindex');
    setState('loaded');
  });
  wrapper.style.minHeight = `${embedHeight}px`;
  setState('loading');
  wrapper.append(frame);
  if (embedScript) loadEmbedScript(embedScript);

  window.setTimeout(() => {
    if (wrapper.dataset.embedState !== 'loading') return;
    frame.remove();
    wrapper.style.minHeight = '';
    setState('unavailable');
  }, Number(embedTimeout) || EMBED_TIMEOUT_MS);
}
