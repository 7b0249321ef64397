import { defineConfig } from 'html-validate';

/**
 * The rules for the built pages (npm run check:html). Each rule that differs from the
 * recommended preset says why: how React writes markup, or what the site must show.
 */
export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // The house style: every template starts with <!doctype html>.
    'doctype-style': ['error', { style: 'lowercase' }],
    // React writes some attributes by their DOM names (dateTime, noValidate, autoComplete,
    // maxLength, popoverTarget); HTML attribute names ignore case.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes a true boolean attribute as required="" and an empty one as hidden="" or
    // download="", one of the spellings HTML allows; the rules keep the pages to that one.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId ids start with an underscore (_R_9m_), which HTML allows: only spaces and empty ids are checked.
    'valid-id': ['error', { relaxed: true }],
    // React closes void elements (<img />) and Vite's and the head's tags do not; HTML allows both.
    'void-style': 'off',
    // A group of checkboxes (counties, services, insurances) shares one name and sends a value per box checked.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // ARIA lets a list be named (the home page's value points, the contact details); a name
    // where ARIA forbids one is still an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Every title ends with " | CareBridge Connect" and a post's is its author's headline: a
    // search engine shortens a long one, nothing breaks.
    'long-title': 'off',
    // It takes every word of a phone link for the number: the labels "Call Now" and
    // "Call (713) 555-0142" fail it.
    'tel-non-breaking': 'off',
    // The header renders its navigation three times (desktop, tablet, mobile menu) and a post its
    // table of contents twice (narrow and wide screens), each under one name, with CSS showing one
    // at a time: the validator, without CSS, sees them all (the browser tests check that one shows
    // at each width).
    'unique-landmark': 'off',
  },
});
