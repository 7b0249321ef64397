/**
 * The addresses a CSS function names, read from just after its opening parenthesis (`i`): the one
 * of `url()` and `src()`, quoted or not, and every string inside `image-set()`, `image()` and
 * `cross-fade()` (`image-set("a.png" 1x, ...)`). Shared by the SVG check and the build's
 * third-party check, which read CSS the same way.
 */
export function cssFunctionTargets(text: string, start: number, name: string): string[] {
  let i = start;
  if (name === 'url' || name === 'src') {
    while (/\s/.test(text[i] ?? '')) i++;
    const quote = text[i] === '"' || text[i] === "'" ? text[i] : undefined;
    const end = quote ? text.indexOf(quote, i + 1) : text.indexOf(')', i);
    return [text.slice(quote ? i + 1 : i, end === -1 ? text.length : end).trim()];
  }
  const targets: string[] = [];
  let depth = 1;
  while (i < text.length && depth > 0) {
    const char = text[i]!;
    if (char === '"' || char === "'") {
      const end = text.indexOf(char, i + 1);
      targets.push(text.slice(i + 1, end === -1 ? text.length : end));
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (char === '(') depth++;
    else if (char === ')') depth--;
    i++;
  }
  return targets;
}
