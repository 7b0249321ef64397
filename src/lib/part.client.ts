/**
 * A part of a page that the build wrote as a file of its own (part-addresses.ts), as nodes to
 * put into the page: fetched once per address (the file is cached for good), and again after a
 * failure. Each call has a copy of its own.
 */
const parts = new Map<string, Promise<DocumentFragment>>();

export function loadPart(address: string): Promise<DocumentFragment> {
  let part = parts.get(address);
  if (!part) {
    part = fetch(address).then(async (response) => {
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      // The build's own markup, rendered by React like the page around it.
      const template = document.createElement('template');
      template.innerHTML = await response.text();
      return template.content;
    });
    parts.set(address, part);
    part.catch(() => parts.delete(address));
  }
  return part.then((nodes) => nodes.cloneNode(true) as DocumentFragment);
}
