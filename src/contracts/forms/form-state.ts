import type { FieldErrors, RawFields } from './schemas';

/**
 * What a form page is rendered with: nothing at build; the visitor's input, the errors by field
 * and a notice when the server answers a post made without JavaScript with the form again.
 */
export interface FormPageState {
  values: RawFields;
  errors: FieldErrors;
  /** About the whole form: why it was not sent. */
  notice?: string;
  /** The signed time the form was opened, sent back in a hidden field (empty at build). */
  started: string;
}

export const emptyFormState: FormPageState = { values: {}, errors: {}, started: '' };
