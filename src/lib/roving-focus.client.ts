/**
 * Where a key moves the focus in a list of items: Down and Up (Right and Left in a horizontal
 * list) to the next or previous item, round the ends; Home and End to the first and last.
 * Undefined for any other key.
 */
export function roveTarget<T extends HTMLElement>(
  items: readonly T[],
  current: Element | null,
  key: string,
  orientation: 'vertical' | 'horizontal' = 'vertical',
): T | undefined {
  const index = items.indexOf(current as T);
  const [next, previous] = orientation === 'vertical' ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft'];
  return {
    [next]: items[(index + 1) % items.length],
    [previous]: items[(index - 1 + items.length) % items.length],
    Home: items[0],
    End: items[items.length - 1],
  }[key];
}
