// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadEmbedScript } from './load-script.client';

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-embed-script]'));

describe('loadEmbedScript', () => {
  afterEach(() => {
    for (const script of scripts()) script.remove();
  });

  it('adds one script however often it is asked', () => {
    const first = loadEmbedScript('https://forms.example.com/embed.js');
    const second = loadEmbedScript('https://forms.example.com/embed.js');
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    expect(first.async).toBe(true);
  });

  it('adds a second script for another address', () => {
    loadEmbedScript('https://forms.example.com/embed.js');
    loadEmbedScript('https://other.example.com/embed.js');
    expect(scripts().map((script) => script.src)).toEqual(['https://forms.example.com/embed.js', 'https://other.example.com/embed.js']);
  });
});
