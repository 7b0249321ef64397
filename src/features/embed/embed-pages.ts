import { showContactTopic } from '../contact/contact-topic';
import { enhanceEmbeddedForms } from './embed-forms';

/** What the contact and provider pages add to their forms in the browser. */
export function enhanceFormPages(): void {
  showContactTopic();
  enhanceEmbeddedForms();
}
