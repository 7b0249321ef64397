import type { FieldErrors, RawFields } from './schemas';

/**
 * Why a form was not sent, as a code (the functions answer with it): a visitor reads it in the
 * page's language from the catalogue (`forms.notices.<code>`). `network` is the browser's own:
 * no answer came.
 */
export const formNotices = ['tooLarge', 'encoding', 'shape', 'field', 'language', 'tooFast', 'expired', 'used', 'rate', 'unavailable', 'server', 'network'] as const;

export type FormNotice = (typeof formNotices)[number];

/**
 * What a form page is rendered with: nothing at build; the visitor's input, the errors by field
 * and a notice when the server answers a post made without JavaScript with the form again.
 */
export interface FormPageState {
  values: RawFields;
  errors: FieldErrors;
  /** About the whole form: why it was not sent. */
  notice?: FormNotice;
  /** The signed time the form was opened, sent back in a hidden field (empty at build). */
  started: string;
}

export const emptyFormState: FormPageState = { values: {}, errors: {}, started: '' };
