/**
 * What `npm run dev` tells the author about content: the same lines as `npm run content`, in
 * the browser as well as the terminal, so a mistake is seen where the author is looking.
 */
import type { ErrorPayload } from 'vite';
import { formatError, type ContentError } from './errors';
import type { HeldEntry } from './pipeline';

export function errorSummary(errors: readonly ContentError[]): string {
  const count = `${errors.length} problem${errors.length === 1 ? '' : 's'}`;
  return [`Content has ${count}; the site shows the last good content until it is fixed:`, '', ...errors.map(formatError)].join('\n');
}

/** Vite's error overlay for an open page; its location is the first problem, which the overlay links to. */
export function overlayPayload(errors: readonly ContentError[], absolute: (file: string) => string): ErrorPayload {
  const first = errors[0]!;
  const file = absolute(first.file);
  return {
    type: 'error',
    // No stack: the lines already say where each problem is, and a stack would only be ours.
    err: { message: errorSummary(errors), stack: '', plugin: 'content', id: file, loc: { file, line: first.line, column: first.column } },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A page requested while content is broken: the problems instead of a stale page, and Vite's
 * client, whose full reload after the fix brings the real page back.
 */
export function errorPage(errors: readonly ContentError[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Content has problems</title>
<script type="module" src="/@vite/client"></script>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a}pre{white-space:pre-wrap;background:#fff4f4;border-left:4px solid #c62828;padding:1rem;font:14px/1.6 ui-monospace,monospace}</style>
</head>
<body>
<h1>Content has problems</h1>
<p>Fix the files below; this page reloads by itself when the content is valid again.</p>
<pre id="content-errors">${escapeHtml(errors.map(formatError).join('\n'))}</pre>
</body>
</html>
`;
}

/** One console line for each held entry not announced before; remembers them in `announced`. */
export function heldAnnouncements(held: readonly HeldEntry[], announced: Set<string>): string[] {
  const lines: string[] = [];
  for (const entry of held) {
    const key = `${entry.file} ${entry.reason} ${entry.date}`;
    if (announced.has(key)) continue;
    announced.add(key);
    lines.push(
      entry.reason === 'scheduled'
        ? `Scheduled: ${entry.file} appears on ${entry.date}; shown here, left out of the build until then.`
        : `Expired: ${entry.file} was listed through ${entry.date}; shown here, left out of the build.`,
    );
  }
  return lines;
}
