/**
 * How the SVG check and the build's third-party check read CSS alike: escapes decoded, then the
 * functions that name an address found and their addresses read.
 */

/** CSS with its escapes decoded (`\75rl(` is `url(`), and where each character came from (its index in `css`). */
export function decodeCssEscapes(css: string): { text: string; origin: number[] } {
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < css.length; ) {
    const start = i;
    let char: string;
    if (css[i] === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}/.exec(css.slice(i + 1, i + 7))?.[0];
      if (hex) {
        const code = parseInt(hex, 16);
        char = String.fromCodePoint(code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? 0xfffd : code);
        i += 1 + hex.length;
        if (css.startsWith('\r\n', i)) i += 2;
        else if (/[ \t\n\r\f]/.test(css[i] ?? '')) i += 1;
      } else {
        // A backslash that ends the text stays: `url("//host\` loads //host, which U+FFFD in its
        // place would hide, and dropped it would leave `url(\` an empty address.
        char = css[i + 1] === '\n' ? '' : (css[i + 1] ?? '\\');
        i += 2;
      }
    } else {
      char = css[i]!;
      i += 1;
    }
    text += char;
    for (let k = 0; k < char.length; k++) origin.push(start);
  }
  return { text, origin };
}

/** The opening of a CSS function that names addresses, its name in group 1: read them with cssFunctionTargets. */
export const CSS_ADDRESS_FUNCTION = /(url|src|image-set|image|cross-fade)\(/;

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
