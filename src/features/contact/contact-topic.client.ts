import { mailtoHref } from '../../lib/links';
import { topicLabel, topicSubject } from './topics';

/**
 * The contact page's topic note (/contact?topic=demo), filled in from the address: the note above
 * the form, and the subject of the page's email links (the Email Us card's, and the one the form
 * falls back to).
 */
export function showContactTopic(): void {
  const template = document.querySelector<HTMLTemplateElement>('template[data-contact-topic]');
  const label = topicLabel(new URLSearchParams(window.location.search).get('topic'));
  if (!template || !label) return;
  const note = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  note.querySelector('strong')!.textContent = label;
  template.replaceWith(note);
  for (const email of document.querySelectorAll<HTMLAnchorElement>('[data-embed-email]')) email.href = mailtoHref(email.dataset.embedEmail!, topicSubject(label));
}
