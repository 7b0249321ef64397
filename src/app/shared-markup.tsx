import { createContext, useContext, type ReactNode } from 'react';
import type { ServerStyleSheet } from 'styled-components';

/**
 * Markup that many pages share (the header, the footer), rendered once per build process and
 * copied into every later page that shares it: the header and footer were more than half of the
 * time a page took to render.
 *
 * A region is keyed by everything its markup depends on; the key is the caller's promise. A region
 * renders in full the first time its key is seen, between two markers that show where its markup
 * starts and ends; later pages render a placeholder and get a copy. Its styles are replayed into
 * each later page's sheet at the point where the region would have rendered, so a page's CSS is
 * the same, rule for rule and in the same order, as if the region had rendered there.
 *
 * Only the build uses a cache: there the content does not change while the process lives. Without
 * one (the dev server, tests), a region renders its children as any component would; the markers
 * render nothing then, and useId gives the same ids either way.
 */
export interface SharedMarkupCache {
  /** Watches one page's style sheet; before that page's render. */
  startPage(sheet: ServerStyleSheet): void;
  /** The page's markup with every region's copy in place and no marker left; after its render. */
  finishPage(html: string): string;
}

interface Region {
  html: string;
  /** The styled-components names the region asked for, in order: [component id, class name]. */
  styles: [string, string][];
  /** What React reads of each image in the region to choose the images it preloads. */
  images: Record<string, string>[];
}

/** The image attributes that decide whether and how React preloads an image, by their React names. */
const preloadAttributes: Record<string, string> = {
  src: 'src',
  srcset: 'srcSet',
  sizes: 'sizes',
  loading: 'loading',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
};

const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[name]!);

/**
 * React preloads the first images of a page (ten, unless lazy or low priority) and puts the
 * preloads before the markup, outside any region. A copied region stands in for its images with
 * ones of the same attributes, so the page's preloads come out as if it had rendered.
 */
function imagesOf(key: string, html: string): Record<string, string>[] {
  if (/<(picture|noscript)[\s>]/.test(html)) throw new Error(`Shared markup "${key}" holds a picture or noscript, whose images it cannot stand in for`);
  return [...html.matchAll(/<img\s([^>]*?)\/?>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)]
        .filter(([, name]) => name! in preloadAttributes)
        .map(([, name, value]) => [preloadAttributes[name!]!, unescapeAttribute(value!)]),
    ),
  );
}

type SheetInstance = ServerStyleSheet['instance'];

const Context = createContext<{ cache: Cache } | null>(null);

class Cache implements SharedMarkupCache {
  private readonly regions = new Map<string, Region>();
  /** The keys of the regions by their number in the markers. */
  private readonly numbers = new Map<string, number>();
  /** Every rule set inserted in this process, by component id and class name. */
  private readonly rules = new Map<string, string[]>();
  private sheet: SheetInstance | undefined;
  /** The region being rendered for the first time, and the names it has asked for so far. */
  private recording: { key: string; styles: [string, string][]; unreplayable?: string } | undefined;
  /** Regions first rendered on this page, and regions copied into it. */
  private recorded: string[] = [];
  private copied: string[] = [];

  startPage(sheet: ServerStyleSheet) {
    const instance = sheet.instance;
    const hasNameForId = instance.hasNameForId.bind(instance);
    const insertRules = instance.insertRules.bind(instance);
    instance.hasNameForId = (id, name) => {
      this.recording?.styles.push([id, name]);
      // A global style numbers its instances on each page's sheet: a copy would renumber the rest.
      if (this.recording && id.startsWith('sc-global-')) this.recording.unreplayable = id;
      return hasNameForId(id, name);
    };
    instance.insertRules = (id, name, rules) => {
      const asked = this.recording?.styles.at(-1);
      // Rules inserted under another name than the one asked for could not be found again.
      if (this.recording && (asked?.[0] !== id || asked[1] !== name)) this.recording.unreplayable = id;
      this.rules.set(`${id} ${name}`, rules);
      insertRules(id, name, rules);
    };
    this.sheet = instance;
    this.recording = undefined;
    this.recorded = [];
    this.copied = [];
  }

  finishPage(html: string) {
    if (this.recording) throw new Error(`Shared markup "${this.recording.key}" did not finish rendering`);
    let out = html;
    for (const key of this.recorded) {
      const [start, end] = this.markers(key);
      const from = out.indexOf(start);
      const to = out.indexOf(end, from);
      if (from < 0 || to < 0) throw new Error(`Shared markup "${key}" left no markers in the page`);
      const region = this.regions.get(key)!;
      region.html = out.slice(from + start.length, to);
      region.images = imagesOf(key, region.html);
      out = out.slice(0, from) + out.slice(from + start.length, to) + out.slice(to + end.length);
    }
    for (const key of this.copied) {
      const [start, end] = this.placeholder(key);
      const from = out.indexOf(start);
      const to = out.indexOf(end, from);
      out = out.slice(0, from) + this.regions.get(key)!.html + out.slice(to + end.length);
    }
    this.sheet = undefined;
    return out;
  }

  /** What a region renders: a placeholder when its markup is known, else its children between markers. */
  region(key: string, children: ReactNode): ReactNode {
    const known = this.regions.get(key);
    if (!known) return [<Marker key="start" at="start" id={key} />, children, <Marker key="end" at="end" id={key} />];
    // Where the region would have asked for its styles: the page's own CSS then comes out the same.
    for (const [id, name] of known.styles) {
      if (this.sheet!.hasNameForId(id, name)) continue;
      const rules = this.rules.get(`${id} ${name}`);
      if (!rules) throw new Error(`Shared markup "${key}" uses styles it cannot copy (${id}); global styles do not belong in a shared region`);
      this.sheet!.insertRules(id, name, rules);
    }
    this.copied.push(key);
    return (
      <template data-shared={this.number(key)}>
        {known.images.map((image, i) => (
          <img key={i} alt="" {...image} />
        ))}
      </template>
    );
  }

  begin(key: string) {
    if (this.recording) throw new Error(`Shared markup "${key}" is inside "${this.recording.key}"; regions do not nest`);
    this.recording = { key, styles: [] };
  }

  end(key: string) {
    const { styles, unreplayable } = this.recording!;
    this.recording = undefined;
    if (unreplayable) throw new Error(`Shared markup "${key}" uses styles it cannot copy (${unreplayable}); global styles do not belong in a shared region`);
    this.regions.set(key, { html: '', styles: [...new Map(styles.map((pair) => [pair.join(' '), pair])).values()], images: [] });
    this.recorded.push(key);
  }

  number(key: string) {
    let n = this.numbers.get(key);
    if (n === undefined) this.numbers.set(key, (n = this.numbers.size));
    return n;
  }

  markers(key: string): [string, string] {
    const n = this.number(key);
    return [`<template data-shared-start="${n}"></template>`, `<template data-shared-end="${n}"></template>`];
  }

  /** Where a copy goes: its stand-in images are between the two. */
  placeholder(key: string): [string, string] {
    return [`<template data-shared="${this.number(key)}">`, '</template>'];
  }
}

/** A cache for one process whose content does not change: the build's. */
export function createSharedMarkupCache(): SharedMarkupCache {
  return new Cache();
}

/** Provides `cache` to the regions below it; with none, regions render as plain components. */
export function SharedMarkupProvider({ cache, children }: { cache: SharedMarkupCache | undefined; children: ReactNode }) {
  return <Context.Provider value={cache ? { cache: cache as Cache } : null}>{children}</Context.Provider>;
}

/**
 * Markup shared by many pages. `id` names everything it depends on: two pages whose regions have
 * the same id get the same markup.
 */
export function SharedRegion({ id, children }: { id: string; children: ReactNode }) {
  const context = useContext(Context);
  if (context) return context.cache.region(id, children);
  return [<Marker key="start" at="start" id={id} />, children, <Marker key="end" at="end" id={id} />];
}

/** Where a region starts or ends; rendered in the same place with or without a cache, so ids match. */
function Marker({ at, id }: { at: 'start' | 'end'; id: string }) {
  const context = useContext(Context);
  if (!context) return null;
  if (at === 'start') context.cache.begin(id);
  else context.cache.end(id);
  return <template {...{ [`data-shared-${at}`]: context.cache.number(id) }} />;
}
