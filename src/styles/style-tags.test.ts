import { describe, expect, it } from 'vitest';
import { withoutUnusedComponentIds } from './style-tags';

describe('withoutUnusedComponentIds', () => {
  const css = '<style>.aBc{color:red;}.xYz[aria-checked=\'true\'] .sc-Mark{visibility:visible;}</style>';

  it('drops the component ids no rule names, keeping those a rule selects and every other class', () => {
    expect(withoutUnusedComponentIds('<div class="sc-Box aBc"><svg class="lucide sc-Mark xYz"></svg></div>', css)).toBe('<div class="aBc"><svg class="lucide sc-Mark xYz"></svg></div>');
  });

  it('drops a class attribute left empty, and leaves markup without ids as it is', () => {
    expect(withoutUnusedComponentIds('<p class="sc-Plain">a</p><p class="plain">b</p><p>c</p>', css)).toBe('<p>a</p><p class="plain">b</p><p>c</p>');
  });

  it('reads only class attributes: text and other attributes that look alike stay', () => {
    const markup = '<code>&lt;p class=&quot;sc-Box&quot;&gt;</code><a data-class="sc-Box" title="sc-Box">x</a>';
    expect(withoutUnusedComponentIds(markup, css)).toBe(markup);
  });
});
