import type { FormNotice } from '../../contracts/forms/form-state';
import { checkForm, fieldLimits, fieldNames, HONEYPOT_FIELD, LANGUAGE_FIELD, listFields, STARTED_FIELD, type FieldErrors, type FormKind, type RawFields } from '../../contracts/forms/schemas';
import { fieldId } from './field-id';
import type { FormWords } from './form-words';

/** A string of the page's words with its `{name}` placeholders filled. */
const fill = (text: string, values: Record<string, string | number | undefined>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * The site's own form in the browser, an island started at the visitor's first interaction with
 * no framework: checked with the same schemas as the server before sending, sent as JSON without a
 * reload, errors shown by their fields and in a summary that takes focus, the input kept on any
 * failure, and the sent panel in place of the form once the server has stored it. Without this
 * script (or before it has loaded) the form posts and the server answers with pages that do the same.
 * Its words are the page's, given by the server (`words`).
 */
export function startSiteForm(marker: HTMLElement, words: FormWords): void {
  const form = marker.querySelector<HTMLFormElement>('form[data-site-form]');
  if (form) enhance(form, words);
}

/** What the form holds, as the server reads it: text per field, lists for the checkbox groups. */
function readForm(form: HTMLFormElement, kind: FormKind): RawFields {
  const data = new FormData(form);
  const lists = listFields[kind];
  const raw: RawFields = {};
  for (const name of [...fieldNames(kind), HONEYPOT_FIELD, STARTED_FIELD, LANGUAGE_FIELD]) {
    raw[name] = lists.includes(name) ? data.getAll(name).map(String) : String(data.get(name) ?? '');
  }
  return raw;
}

function enhance(form: HTMLFormElement, words: FormWords): void {
  const kind = form.dataset.siteForm as FormKind;
  const summary = form.querySelector<HTMLElement>('[data-form-summary]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-form-submit]')!;
  const status = form.querySelector<HTMLElement>('[data-form-status]')!;
  const started = form.querySelector<HTMLInputElement>('[data-form-started]')!;
  const sent = form.parentElement?.querySelector<HTMLElement>('[data-form-sent]');
  const title = summary.querySelector('h2')!;
  const noticeText = summary.querySelector<HTMLElement>('[data-form-notice]')!;
  const list = summary.querySelector<HTMLElement>('[data-form-errors]')!;
  const submitText = submit.textContent ?? '';

  // A summary link moves the focus to its field, not only the view (without this script it scrolls).
  summary.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    const target = link && document.getElementById(link.hash.slice(1));
    if (!target) return;
    event.preventDefault();
    target.focus();
  });

  const message = (name: string, errors: FieldErrors) => {
    const code = errors[name];
    return code ? fill(words.errors[code] ?? code, { limit: fieldLimits[kind][name] }) : '';
  };
  const show = (errors: FieldErrors, notice?: FormNotice) => {
    for (const element of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const name = element.dataset.errorFor!;
      element.textContent = message(name, errors);
      const control = form.querySelector<HTMLElement>(`[data-field="${name}"]`);
      const invalidTarget = control?.matches('fieldset') ? control : document.getElementById(fieldId(kind, name));
      if (errors[name]) invalidTarget?.setAttribute('aria-invalid', 'true');
      else invalidTarget?.removeAttribute('aria-invalid');
    }
    const failed = Object.keys(errors).length > 0 || Boolean(notice);
    summary.hidden = !failed;
    if (!failed) return;
    title.textContent = notice ? words.notSent : words.correct;
    noticeText.textContent = notice ? words.notices[notice] : '';
    noticeText.hidden = !notice;
    list.replaceChildren(
      ...Object.keys(errors).map((name) => {
        // An item as SiteForm renders it, from the template right after the list.
        const item = (list.nextElementSibling as HTMLTemplateElement).content.cloneNode(true) as DocumentFragment;
        const link = item.querySelector('a')!;
        link.href = `#${fieldId(kind, name)}`;
        // The field as its label (or its group's legend) names it on the page.
        const label = form.querySelector(`[data-field="${name}"]`)?.querySelector('label, legend')?.textContent ?? name;
        link.textContent = fill(words.link, { label, message: message(name, errors) });
        return item;
      }),
    );
    summary.focus();
  };

  const sending = (on: boolean) => {
    form.toggleAttribute('aria-busy', on);
    submit.disabled = on;
    submit.textContent = on ? words.sending : submitText;
    status.textContent = on ? words.sending : '';
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const raw = readForm(form, kind);
    const checked = checkForm(kind, raw);
    if (!checked.ok) return show(checked.errors);

    sending(true);
    let response: Response;
    try {
      response = await fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(raw),
      });
    } catch {
      sending(false);
      return show({}, 'network');
    }
    const answer = (await response.json().catch(() => undefined)) as { code?: string; fields?: FieldErrors; started?: string } | undefined;
    sending(false);
    // A refusal brings a fresh time to send back with the next try.
    if (answer?.started) started.value = answer.started;
    if (response.ok) {
      show({});
      form.hidden = true;
      if (sent) {
        sent.hidden = false;
        sent.focus();
      }
      return;
    }
    if (answer?.fields) show(answer.fields);
    // A code the page has no words for (or no answer of the function's) is a server problem.
    else show({}, answer?.code && answer.code in words.notices ? (answer.code as FormNotice) : 'server');
  });
}
