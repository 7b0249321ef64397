/** On the 404 page: the missing address goes to the console, and Go Back steps back in history. */
export function enhanceNotFound(): void {
  if (!document.querySelector('[data-not-found]')) return;
  console.warn(`404: no page at ${window.location.pathname}`);
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-history-back]')) return;
    window.history.back();
  });
}
