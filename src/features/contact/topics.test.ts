import { describe, expect, it } from 'vitest';
import { contactHref, topicLabel } from './topics';

describe('contact topics', () => {
  it('builds the contact address of a topic', () => {
    expect(contactHref('demo')).toBe('/contact?topic=demo');
  });

  it('names known topics and ignores the rest', () => {
    expect(topicLabel('demo')).toBe('a demo');
    expect(topicLabel('insurance')).toBe('insurance coverage');
    expect(topicLabel('toString')).toBeNull();
    expect(topicLabel('<script>')).toBeNull();
    expect(topicLabel(null)).toBeNull();
  });
});
