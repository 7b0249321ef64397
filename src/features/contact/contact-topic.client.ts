import { mailtoHref } from '../../lib/links';
import { topicLabel, topicSubject } from './topics';

/**
 * The contact page's topic note (/contact?topic=demo), filled in from the address: the note above
 * the form, with the topic's name in the page's language (the template's `data-topic-names`), and
 * the subject of the page's email links (the Email Us card's, and the one the form falls back to),
 * in English for the team.
 */
export function showContactTopic(): void {
  const template = document.querySelector<HTMLTemplateElement>('template[data-contact-topic]');
  const topic = new URLSearchParams(window.location.search).get('topic');
  const label = topicLabel(topic);
  if (!template || !label) return;
  const names = JSON.parse(template.dataset.topicNames ?? '{}') as Record<string, string>;
  const note = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  note.querySelector('strong')!.textContent = names[topic!] ?? label;
  template.replaceWith(note);
  for (const email of document.querySelectorAll<HTMLAnchorElement>('[data-embed-email]')) email.href = mailtoHref(email.dataset.embedEmail!, topicSubject(label));
}
