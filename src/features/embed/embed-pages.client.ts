import { showContactTopic } from '../contact/contact-topic.client';
import { enhanceEmbeddedForms } from './embed-forms.client';

/** What the contact and provider pages add to their forms in the browser. */
export function enhanceFormPages(): void {
  showContactTopic();
  enhanceEmbeddedForms();
}
