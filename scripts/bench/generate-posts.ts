/**
 * Synthetic blog posts for the benchmarks: deterministic (the same count gives the same files),
 * about 800 words each with h1/h2 headings, and valid against the blog post schema.
 */
import { blogCategories } from '../../src/content/categories';

export interface GeneratedPost {
  /** File name under content/blog/. */
  file: string;
  markdown: string;
}

/** mulberry32: a small seeded generator, so every run writes the same posts (and photos). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (
  'referral discharge patient family caregiver nurse agency hospital insurance eligibility ' +
  'medicare authorization visit therapy wound medication schedule handoff coordinator houston ' +
  'county clinic physician order intake capacity response follow-up readmission recovery home ' +
  'health skilled care plan team update status phone fax document signature benefit network ' +
  'provider match outcome quality safety weekend evening morning checklist question answer'
).split(' ');

const images = [
  'care-transitions-hospital-to-home',
  'discharge-planning-checklist-for-case-managers',
  'first-week-home-preventing-readmissions',
  'houston-home-health-landscape',
  'how-referral-technology-cuts-placement-time',
  'medicare-home-health-eligibility-explained',
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A calendar date `days` before 2025-12-31, as YYYY-MM-DD. */
function dateBefore(days: number): string {
  return new Date(Date.UTC(2025, 11, 31) - days * 86_400_000).toISOString().slice(0, 10);
}

export function generatePosts(count: number, seed = 20_251_231): GeneratedPost[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const phrase = (n: number) => Array.from({ length: n }, () => pick(words)).join(' ');
  const sentence = () => `${capitalise(phrase(6 + Math.floor(next() * 8)))}.`;
  const paragraph = () => Array.from({ length: 4 + Math.floor(next() * 3) }, sentence).join(' ');

  return Array.from({ length: count }, (_, i) => {
    const number = String(i + 1).padStart(5, '0');
    const title = `${capitalise(phrase(4))} ${number}`;
    const sections: string[] = [];
    for (let h1 = 0; h1 < 3; h1++) {
      sections.push(`# ${capitalise(phrase(3))} ${h1 + 1}`, paragraph());
      for (let h2 = 0; h2 < 2; h2++) sections.push(`## ${capitalise(phrase(3))} ${h1 + 1}.${h2 + 1}`, paragraph(), paragraph());
    }
    const image = pick(images);
    const markdown = [
      '---',
      `title: "${title}"`,
      `excerpt: "${capitalise(phrase(18))}."`,
      'author: Benchmark Author',
      `date: ${dateBefore(i % 3650)}`,
      `category: ${pick(blogCategories)}`,
      `image: /images/blog/${image}.svg`,
      `imageAlt: "Illustration for ${title}"`,
      '---',
      '',
      paragraph(),
      '',
      sections.join('\n\n'),
      '',
    ].join('\n');
    return { file: `bench-${number}.md`, markdown };
  });
}
