import type { FormNotice } from '../../contracts/forms/form-state';
import type { ErrorCode } from '../../contracts/forms/schemas';

/**
 * The words the form's script shows, in the page's language, written into the page by SiteForm
 * (the island's props): the browser never carries a catalogue.
 */
export interface FormWords {
  /** What is wrong with a field, by code; `{limit}` is the field's longest answer. */
  errors: Record<ErrorCode, string>;
  /** Why the form was not sent, by the code of the function's answer. */
  notices: Record<FormNotice, string>;
  /** The error summary's title when fields need correcting, and when the form was not sent. */
  correct: string;
  notSent: string;
  /** A link of the error summary, from `{label}` and `{message}`. */
  link: string;
  /** The button and status line while sending. */
  sending: string;
}
