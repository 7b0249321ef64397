/**
 * Where a key moves the focus in a list of items: Down and Up to the next or previous item
 * (round the ends), Home and End to the first and last. Undefined for any other key.
 */
export function roveTarget<T extends HTMLElement>(items: readonly T[], current: Element | null, key: string): T | undefined {
  const index = items.indexOf(current as T);
  return {
    ArrowDown: items[(index + 1) % items.length],
    ArrowUp: items[(index - 1 + items.length) % items.length],
    Home: items[0],
    End: items[items.length - 1],
  }[key];
}
