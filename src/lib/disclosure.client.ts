/** Opens or closes what a disclosure button controls: its aria-expanded, and the hidden state of its aria-controls. */
export function setDisclosure(trigger: Element, open: boolean): void {
  trigger.setAttribute('aria-expanded', String(open));
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}
