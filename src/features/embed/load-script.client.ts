/**
 * Adds the form provider's script to the page once, however many forms or visits ask for it.
 * Only pages with an embedded form call this, so the others never load it.
 */
export function loadEmbedScript(src: string, document: Document = window.document): HTMLScriptElement {
  const existing = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-embed-script]')).find(
    (script) => script.dataset.embedScript === src,
  );
  if (existing) return existing;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.embedScript = src;
  document.body.append(script);
  return script;
}
