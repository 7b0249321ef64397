import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/content/types';
import { renderMarkdown } from './markdown';
import { factsOfDataFile, resolveBody, resolveText, resolveTree, siteFacts } from './references';

const facts = siteFacts({
  name: 'CareBridge Connect',
  phone: { display: '(713) 555-0142', tel: '+17135550142' },
  email: 'hello@carebridgeconnect.com',
  claims: { valuePoints: ['Same-day matching', 'Eligibility confirmed'] },
} as unknown as SiteConfig);

describe('a text referring to the site facts', () => {
  it('shows each fact in place of its reference', () => {
    expect(resolveText('Call {site.phone.display} or write to {site.email}.', facts)).toBe('Call (713) 555-0142 or write to hello@carebridgeconnect.com.');
  });

  it('keeps a reference without a fact as written and says why, with the fact meant', () => {
    const problems: string[] = [];
    expect(resolveText('Call {site.phone.dispaly}; {site.claims.valuePoints}', facts, (problem) => problems.push(`${problem.message}  (${problem.hint})`))).toBe(
      'Call {site.phone.dispaly}; {site.claims.valuePoints}',
    );
    expect(problems).toEqual([
      '"{site.phone.dispaly}" is not a fact of site.yml  (did you mean "{site.phone.display}"?)',
      '"{site.claims.valuePoints}" is a list, which cannot stand inside a sentence  (write it alone as the whole value)',
    ]);
  });
});

describe('a rendered Markdown body referring to the site facts', () => {
  const markdown = renderMarkdown('## Call {site.name}\n\n[{site.phone.display}](tel:{site.phone.tel}), [mail](mailto:{site.email}?subject=Hi%20there) ![{site.name} team](/images/team.svg "{site.name}")\n');

  it('shows the facts in its text, and in its links, which lead to them', () => {
    const html = JSON.stringify(resolveTree(markdown.tree, facts));
    expect(html).toContain('{"type":"element","tagName":"a","properties":{"href":"tel:+17135550142"},"children":[{"type":"text","value":"(713) 555-0142"}]}');
    expect(html).toContain('"href":"mailto:hello@carebridgeconnect.com?subject=Hi%20there"');
    expect(html).toContain('"alt":"CareBridge Connect team","title":"CareBridge Connect"');
    expect(html).not.toContain('site.');
  });

  it('shows them in its table of contents', () => {
    expect(resolveBody({ body: markdown.tree, toc: markdown.toc }, facts).toc).toEqual([{ id: 'h-call-sitename', text: 'Call CareBridge Connect', level: 2 }]);
  });

  it('leaves the tree it was given as it is, and gives back a tree without references itself', () => {
    const written = JSON.stringify(markdown.tree);
    resolveTree(markdown.tree, facts);
    expect(JSON.stringify(markdown.tree)).toBe(written);
    const plain = renderMarkdown('No facts here.').tree;
    expect(resolveTree(plain, facts)).toBe(plain);
  });
});

describe('the facts a generated file reads', () => {
  const data = new Map([
    ['site.json', JSON.stringify({ phone: { display: '(713) 555-0142' } })],
    ['es/site.json', JSON.stringify({ phone: { display: '713-555-0142' } })],
  ]);

  it("are those of its language's site file", () => {
    expect(factsOfDataFile('blog/posts/a.json', data).get('phone.display')).toBe('(713) 555-0142');
    expect(factsOfDataFile('es/blog/posts/a.json', data).get('phone.display')).toBe('713-555-0142');
  });
});
