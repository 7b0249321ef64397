import { CircleCheck } from 'lucide-react';
import { createContext, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { inputStyles } from '../../components/primitives/Input';
import { media } from '../../styles/media';
import { Island } from '../../islands/Island';
import { theme } from '../../styles/theme';
import { formEndpoints } from '../../contracts/forms/addresses';
import { formNotices, type FormNotice } from '../../contracts/forms/form-state';
import { answerId, fieldId } from './field-id';
import { useFormState } from './form-state';
import { formLabels } from '../../contracts/forms/labels';
import { errorCode, fieldLimits, HONEYPOT_FIELD, LANGUAGE_FIELD, STARTED_FIELD, type ErrorCode, type FieldName, type FormKind } from '../../contracts/forms/schemas';
import { useLanguage, useText } from '../../i18n/page-language';
import type { Translate } from '../../i18n/text';
import type { FormWords } from './form-words';

const errorId = (kind: FormKind, name: string) => `${fieldId(kind, name)}-error`;

const Form = styled.form`
  display: grid;
  &[hidden] { display: none; }
  gap: ${theme.space(5)};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > * { grid-column: 1 / -1; }
    > [data-half] { grid-column: auto; }
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${theme.space(1.5)};
  align-content: start;
  label, legend { font-weight: 600; }
  input:not([type='checkbox']), select, textarea {
    ${inputStyles()}
    width: 100%;
  }
  select { padding-inline-end: ${theme.space(2)}; }
  textarea {
    min-height: 8rem;
    padding-block: ${theme.space(3)};
    resize: vertical;
    font: inherit;
  }
  input:not([type='checkbox'])[aria-invalid='true'], select[aria-invalid='true'], textarea[aria-invalid='true'] {
    border: 2px solid ${theme.color.destructive};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.destructive};
  font-size: ${theme.fontSize.sm};
  font-weight: 600;
  &:empty { display: none; }
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { padding: 0; margin-bottom: ${theme.space(1)}; font-weight: 600; }
  &[aria-invalid='true'] > div { outline: 2px solid ${theme.color.destructive}; outline-offset: ${theme.space(1)}; border-radius: ${theme.radius.sm}; }
`;

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${theme.space(1)} ${theme.space(4)};
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: ${theme.layout.touchTarget};
    font-weight: 400;
    cursor: pointer;
  }
  input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: ${theme.color.primary}; }
`;

const Privacy = styled.p`
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-inline-start: 4px solid ${theme.color.primary};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primarySoftText};
  font-size: ${theme.fontSize.sm};
`;

const Summary = styled.div`
  padding: ${theme.space(4)} ${theme.space(5)};
  border: 2px solid ${theme.color.destructive};
  border-radius: ${theme.radius.md};
  h2 { margin: 0 0 ${theme.space(2)}; font-size: ${theme.fontSize.lg}; }
  ul { margin: 0; padding-inline-start: ${theme.space(5)}; }
  a { color: ${theme.color.destructive}; font-weight: 600; }
  p { margin: 0; }
  &[hidden] { display: none; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`;

const Sent = styled.section`
  display: grid;
  justify-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(10)} ${theme.space(4)};
  text-align: center;
  svg { color: ${theme.color.success}; }
  h1, h2 { margin: 0; font-size: ${theme.fontSize['2xl']}; }
  p { margin: 0; max-width: 32rem; color: ${theme.color.textMuted}; }
  &[hidden] { display: none; }
  &:focus { outline: none; }
`;

/** The form the fields belong to, set by SiteForm: their ids and labels are the form's. */
const FormKindContext = createContext<FormKind | undefined>(undefined);

/** What is wrong with a field, in the page's language: `{limit}` is the field's longest answer. */
const errorText = (t: Translate, kind: FormKind, name: string, code: ErrorCode) => t(`forms.errors.${code}`, { limit: fieldLimits[kind][name] ?? '' });

/** A field of the form around it: its control's id, its label, and what the visitor sent and got wrong. */
function useField(name: FieldName) {
  const kind = useContext(FormKindContext);
  const t = useText();
  if (!kind) throw new Error(`The field "${name}" is outside a SiteForm`);
  // The names type-check against both forms; this catches one of the other form.
  if (!(name in formLabels[kind])) throw new Error(`The ${kind} form has no field "${name}"`);
  const { values, errors } = useFormState();
  const code = errors[name];
  return { name, id: fieldId(kind, name), errorId: errorId(kind, name), label: t(`forms.labels.${kind}.${name}`), value: values[name], error: code && errorText(t, kind, name, code) };
}

/** The message beside a field, filled in by the server or by form-enhance. */
function ErrorText({ field }: { field: ReturnType<typeof useField> }) {
  return (
    <FieldError id={field.errorId} data-error-for={field.name}>
      {field.error}
    </FieldError>
  );
}

interface FieldProps {
  name: FieldName;
  hint?: string;
  half?: boolean;
  required?: boolean;
  maxLength?: number;
}

/** What a field's control carries: its id and name, its own attributes, then its state. */
type ControlProps<A> = { id: string; name: string } & A & {
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby': string;
  maxLength?: number;
  defaultValue?: string;
};

/** A label, a hint and the error tied to the control by id; `children` renders the control from its props. */
function Labelled<A extends object = object>({
  name,
  hint,
  half,
  required,
  maxLength,
  attributes,
  children,
}: FieldProps & { attributes?: A; children: (control: ControlProps<A>) => ReactNode }) {
  const field = useField(name);
  const hintId = `${field.id}-hint`;
  const control = {
    id: field.id,
    name,
    ...(attributes as A),
    'aria-required': required || undefined,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': [hint ? hintId : '', field.errorId].filter(Boolean).join(' '),
    maxLength,
    defaultValue: typeof field.value === 'string' ? field.value : undefined,
  } satisfies ControlProps<A>;
  return (
    <Field data-half={half ? '' : undefined} data-field={name}>
      <label htmlFor={field.id}>{field.label}</label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children(control)}
      <ErrorText field={field} />
    </Field>
  );
}

type InputType = 'text' | 'email' | 'tel';

export function TextField({ type = 'text', autoComplete, ...props }: FieldProps & { type?: InputType; autoComplete?: string }) {
  return (
    <Labelled {...props} attributes={{ type, autoComplete }}>
      {(control) => <input {...control} />}
    </Labelled>
  );
}

export function MessageField(props: FieldProps & { maxLength: number }) {
  return (
    <Labelled {...props} attributes={{ rows: 5 }}>
      {(control) => <textarea {...control} />}
    </Labelled>
  );
}

export function SelectField({ options, placeholder, ...props }: Omit<FieldProps, 'required' | 'maxLength'> & { options: Record<string, string>; placeholder: string }) {
  return (
    <Labelled {...props}>
      {(control) => (
        <select {...control} defaultValue={control.defaultValue ?? ''}>
          <option value="">{placeholder}</option>
          {Object.entries(options).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/** Checkboxes of one question; the error summary links to the first box. */
export function ChoiceGroup({ name, options }: { name: FieldName; options: Record<string, string> }) {
  const field = useField(name);
  const chosen = new Set([field.value ?? []].flat());
  return (
    <Group aria-describedby={field.errorId} aria-invalid={field.error ? true : undefined} data-field={name}>
      <legend>{field.label}</legend>
      <Boxes>
        {Object.entries(options).map(([value, text], index) => (
          <label key={value}>
            <input type="checkbox" name={name} value={value} id={index === 0 ? field.id : undefined} defaultChecked={chosen.has(value)} />
            {text}
          </label>
        ))}
      </Boxes>
      <ErrorText field={field} />
    </Group>
  );
}

export function PrivacyNote() {
  return <Privacy>{useText()('forms.privacy')}</Privacy>;
}

/**
 * What the form's script shows, in the page's language: the messages of every code (`{limit}`
 * left for the field's), the notices, the summary's titles and the link of an error.
 */
function formWords(t: Translate): FormWords {
  return {
    errors: Object.fromEntries(Object.values(errorCode).map((code) => [code, t(`forms.errors.${code}`, { limit: '{limit}' })])) as FormWords['errors'],
    notices: Object.fromEntries(formNotices.map((notice) => [notice, t(`forms.notices.${notice}`)])) as Record<FormNotice, string>,
    correct: t('forms.summary.correct'),
    notSent: t('forms.summary.notSent'),
    link: t('forms.errorLink', { label: '{label}', message: '{message}' }),
    sending: t('forms.sending'),
  };
}

/**
 * One of the site's own forms: a plain POST to its function that works without JavaScript (the
 * server answers with the sent page, or this page again with the input and the errors), made
 * better by form-enhance, an island that starts at the first interaction (checked in the browser
 * with the same schemas, sent without a reload).
 * The error summary takes focus when there are errors; the sent panel replaces the form.
 */
export function SiteForm({ kind, children }: { kind: FormKind; children: ReactNode }) {
  const { errors, notice, started } = useFormState();
  const t = useText();
  const language = useLanguage();
  const failed = Object.keys(errors).length > 0 || Boolean(notice);
  return (
    <Island name="site-form" trigger="interaction" props={formWords(t)}>
      <Form method="post" action={`${formEndpoints[kind]}#${answerId(kind)}`} noValidate data-site-form={kind} aria-label={t(`forms.labels.${kind}.form`)}>
        <Summary
          id={answerId(kind)}
          role="alert"
          tabIndex={-1}
          data-form-summary=""
          hidden={!failed}
          aria-labelledby={`${kind}-summary-title`}
          // The answer to a post without JavaScript: where the visitor's attention must go first.
          autoFocus={failed || undefined}
        >
          <h2 id={`${kind}-summary-title`}>{t(notice ? 'forms.summary.notSent' : 'forms.summary.correct')}</h2>
          <p data-form-notice="" hidden={!notice}>
            {notice && t(`forms.notices.${notice}`)}
          </p>
          <ul data-form-errors="">
            {Object.entries(errors).map(([name, code]) => (
              <li key={name}>
                <a href={`#${fieldId(kind, name)}`}>{t('forms.errorLink', { label: t(`forms.labels.${kind}.${name}`), message: errorText(t, kind, name, code) })}</a>
              </li>
            ))}
          </ul>
          {/* An item of the list, which the form's script clones for the errors it finds: right after it. */}
          <template data-form-error="">
            <li>
              <a href="#" />
            </li>
          </template>
        </Summary>
        <FormKindContext value={kind}>{children}</FormKindContext>
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={fieldId(kind, HONEYPOT_FIELD)}>{t('forms.honeypot')}</label>
          <input id={fieldId(kind, HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input type="hidden" name={STARTED_FIELD} value={started} data-form-started="" />
        {/* The team answers in the language of the page the form was sent from. */}
        <input type="hidden" name={LANGUAGE_FIELD} value={language} />
        <Actions>
          <Button type="submit" size="lg" data-form-submit="">
            {t(`forms.submit.${kind}`)}
          </Button>
          <span role="status" data-form-status="" />
        </Actions>
      </Form>
      {/* Shown by form-enhance in place of the form once the server has stored it. */}
      <SentPanel kind={kind} Heading="h2" hidden data-form-sent="" />
    </Island>
  );
}

/**
 * What the visitor reads once the form is stored: in place of the form (a heading of the page),
 * or as the sent page a visitor without JavaScript lands on (its title, with a link back).
 */
export function SentPanel({ kind, Heading, again, ...rest }: { kind: FormKind; Heading: 'h1' | 'h2'; again?: ReactNode } & ComponentPropsWithoutRef<'section'>) {
  const t = useText();
  return (
    <Sent tabIndex={-1} aria-labelledby={`${kind}-sent-title`} {...rest}>
      <CircleCheck size={48} aria-hidden="true" />
      <Heading id={`${kind}-sent-title`}>{t(`forms.sent.${kind}.title`)}</Heading>
      <p>{t(`forms.sent.${kind}.text`)}</p>
      {again}
    </Sent>
  );
}
