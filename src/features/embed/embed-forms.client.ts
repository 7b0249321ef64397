import type { EmbedState } from './EmbeddedForm';
import { EMBED_TIMEOUT_MS } from './embed-timeout';
import { loadEmbedScript } from './load-script.client';

/**
 * The embedded forms in the browser (server markup: EmbeddedForm), with no framework: the frame
 * its template holds is added with a spinner over it, fades in on its load event, and gives way to
 * the phone and email already in the page when it has not loaded in time. It takes its form's
 * height, so the visitor scrolls the page and never a box inside it.
 */
export function enhanceEmbeddedForms(): void {
  document.querySelectorAll<HTMLElement>('[data-embed-src]').forEach(startEmbed);
}

function startEmbed(wrapper: HTMLElement): void {
  const { embedSrc: src, embedScript, embedHeight, embedTimeout } = wrapper.dataset;
  const rendered = wrapper.querySelector<HTMLTemplateElement>('template[data-embed-frame]')?.content.firstElementChild;
  if (!src || !rendered || wrapper.dataset.embedState !== ('static' satisfies EmbedState)) return;
  const loading = wrapper.querySelector<HTMLElement>('[data-embed-loading]');
  const setState = (state: EmbedState) => {
    wrapper.dataset.embedState = state;
    if (loading) loading.hidden = state !== 'loading';
  };

  const frame = document.importNode(rendered, true) as HTMLIFrameElement;
  frame.addEventListener('load', () => {
    if (wrapper.dataset.embedState !== 'loading') return;
    frame.removeAttribute('aria-hidden');
    frame.removeAttribute('tabindex');
    setState('loaded');
  });
  setState('loading');
  followHeight(frame, src, Number(embedHeight));
  wrapper.append(frame);
  if (embedScript) loadEmbedScript(embedScript);

  window.setTimeout(() => {
    if (wrapper.dataset.embedState !== 'loading') return;
    frame.remove();
    setState('unavailable');
  }, Number(embedTimeout) || EMBED_TIMEOUT_MS);
}

/**
 * Our own form page is of this origin, so its document is watched directly, with nothing in the
 * form page's script: every document the frame loads (the form, its sent page) is observed, and
 * the frame takes its height as it changes (errors shown, the confirmation, a late font). Nothing
 * is left to scroll inside it, so it has no scroll bar. A third party's document cannot be
 * measured: its frame keeps its height unless the host posts one.
 */
function followHeight(frame: HTMLIFrameElement, src: string, hostedHeight: number): void {
  const setHeight = (height?: number) => {
    if (height) frame.style.height = `${Math.ceil(height)}px`;
  };
  const origin = new URL(src, location.href).origin;
  if (origin !== location.origin) {
    frame.height = String(hostedHeight);
    setHeight(hostedHeight);
    // Fetched only for a host's frame: our own forms never need it.
    void import('./posted-height.client').then(({ postedHeight }) =>
      addEventListener('message', (event) => setHeight(postedHeight(event, { window: frame.contentWindow, origin }))),
    );
    return;
  }
  frame.setAttribute('scrolling', 'no');
  frame.addEventListener('load', () => {
    const view = frame.contentWindow as (Window & typeof globalThis) | null;
    const root = frame.contentDocument?.documentElement;
    // The framed window's own observer runs with its document's rendering and goes with it. The
    // root element's height, unlike its scrollHeight, is the content's and never the frame's.
    if (view && root) new view.ResizeObserver(() => setHeight(root.getBoundingClientRect().height)).observe(root);
  });
}
