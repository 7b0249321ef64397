// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadEmbedScript } from './load-script';

describe('loadEmbedScript', () => {
  it('adds one script however often it is asked', () => {
    const first = loadEmbedScript('https://forms.example.com/embed.js');
    const second = loadEmbedScript('https://forms.example.com/embed.js');
    expect(second).toBe(first);
    expect(document.querySelectorAll('script[data-embed-script]')).toHaveLength(1);
    expect(first.async).toBe(true);
  });

  it('adds a second script for another address', () => {
    loadEmbedScript('https://other.example.com/embed.js');
    expect(document.querySelectorAll('script[data-embed-script]')).toHaveLength(2);
  });
});
