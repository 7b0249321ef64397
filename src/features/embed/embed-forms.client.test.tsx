/** @vitest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedForm } from './EmbeddedForm';
import { enhanceEmbeddedForms } from './embed-forms.client';

/** The contact form as the page renders it, framing the site's own form page. */
function renderForm(): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(
    <EmbeddedForm
      src="/forms/contact"
      title="Contact form"
      heights={{ mobile: 969, tablet: 899, desktop: 899 }}
      hostedHeight={600}
      emailSubject="Question"
      contact={{ phone: { display: '(713) 555-0142', tel: '+17135550142' }, email: 'hello@example.com' }}
      words={{ loading: 'Loading the form…', unavailable: { heading: 'Reach Us Directly', text: 'Call or email us.' } }}
    />,
  );
  return document.querySelector<HTMLElement>('[data-embed-src]')!;
}

const attributes = (element: Element) => Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));

describe('enhanceEmbeddedForms', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('adds the frame the page rendered in its template, hidden and out of reach, under a spinner', () => {
    const wrapper = renderForm();
    const rendered = wrapper.querySelector('template')!.content.querySelector('iframe')!;
    // Whatever the template holds comes along: the frame is cloned, not written again here.
    rendered.setAttribute('data-rendered', '');
    enhanceEmbeddedForms();

    const frame = wrapper.querySelector(':scope > iframe')!;
    expect(frame).not.toBe(rendered);
    expect(attributes(frame)).toEqual({ ...attributes(rendered), scrolling: 'no' });
    expect(attributes(frame)).toMatchObject({ src: '/forms/contact', title: 'Contact form', loading: 'eager', 'aria-hidden': 'true', tabindex: '-1', 'data-rendered': '' });
    expect(wrapper.dataset.embedState).toBe('loading');
    expect(wrapper.querySelector<HTMLElement>('[data-embed-loading]')!.hidden).toBe(false);
  });

  it('adds nothing to a form it has already started', () => {
    const wrapper = renderForm();
    enhanceEmbeddedForms();
    enhanceEmbeddedForms();
    expect(wrapper.querySelectorAll(':scope > iframe')).toHaveLength(1);
  });
});
