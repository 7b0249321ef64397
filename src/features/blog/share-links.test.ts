import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

const links = shareLinks({
  url: 'https://www.example.org/blog/first-week-home',
  title: 'The First Week Home: Preventing Readmissions',
  excerpt: 'Days 1 to 7 & what to watch.',
  emailBody: 'Lea el artículo: https://www.example.org/blog/first-week-home',
});
const byNetwork = Object.fromEntries(links.map((link) => [link.network, link]));

describe('share links', () => {
  it('give each network the post address, encoded', () => {
    expect(byNetwork.LinkedIn!.href).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.org%2Fblog%2Ffirst-week-home');
    expect(byNetwork.Facebook!.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.org%2Fblog%2Ffirst-week-home');
    const tweet = new URL(byNetwork.Twitter!.href);
    expect(tweet.searchParams.get('url')).toBe('https://www.example.org/blog/first-week-home');
    expect(tweet.searchParams.get('text')).toBe('The First Week Home: Preventing Readmissions');
  });

  it('make Email a mailto with the title as subject and the excerpt and the line with the address, in the page language, in the body', () => {
    const mail = byNetwork.Email!;
    expect(mail.popup).toBe(false);
    const [, query] = mail.href.split('?');
    const params = new URLSearchParams(query!.replace(/\+/g, '%2B'));
    expect(mail.href.startsWith('mailto:?')).toBe(true);
    expect(params.get('subject')).toBe('The First Week Home: Preventing Readmissions');
    expect(params.get('body')).toBe('Days 1 to 7 & what to watch.\n\nLea el artículo: https://www.example.org/blog/first-week-home');
  });

  it('open the three networks in popups', () => {
    expect(links.filter((link) => link.popup).map((link) => link.network)).toEqual(['LinkedIn', 'Twitter', 'Facebook']);
  });
});
