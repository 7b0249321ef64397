// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enhanceAccordions } from './accordion-keys.client';

const accordion = (...titles: string[]) =>
  `<div data-accordion>${titles.map((title) => `<details><summary>${title}</summary><p>Answer</p></details>`).join('')}</div>`;

const summary = (title: string) => Array.from(document.querySelectorAll('summary')).find((element) => element.textContent === title)!;

const press = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(event);
  return event;
};

describe('enhanceAccordions', () => {
  beforeAll(() => enhanceAccordions());
  beforeEach(() => {
    document.body.innerHTML = accordion('One', 'Two', 'Three') + accordion('Four', 'Five');
  });

  it('moves down and up between the questions of one accordion, round its ends', () => {
    summary('One').focus();
    expect(press('ArrowDown').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(summary('Two'));
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement).toBe(summary('One'));
    press('ArrowUp');
    expect(document.activeElement).toBe(summary('Three'));
  });

  it('goes to the first and last question with Home and End', () => {
    summary('Two').focus();
    press('End');
    expect(document.activeElement).toBe(summary('Three'));
    press('Home');
    expect(document.activeElement).toBe(summary('One'));
  });

  it('stays within its own accordion', () => {
    summary('Five').focus();
    press('ArrowDown');
    expect(document.activeElement).toBe(summary('Four'));
  });

  it('leaves other keys, and summaries outside an accordion, alone', () => {
    summary('One').focus();
    expect(press('Enter').defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(summary('One'));
    document.body.innerHTML = '<details><summary>Alone</summary></details><details><summary>Other</summary></details>';
    summary('Alone').focus();
    expect(press('ArrowDown').defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(summary('Alone'));
  });
});
