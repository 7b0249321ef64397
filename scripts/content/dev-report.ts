/**
 * What `npm run dev` tells the author about content: the same lines as `npm run content`, in
 * the browser as well as the terminal, so a mistake is seen where the author is looking.
 */
import type { ErrorPayload } from 'vite';
import { formatError, type ContentError } from './errors';
import type { HeldEntry } from './pipeline';

export function errorSummary(errors: readonly ContentError[]): string {
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
  const fix = errors.length === 1 ? 'Fix it and save the file' : 'Fix them and save the files';
  return [`Content has ${count}. ${fix}: the page reloads by itself, no restart of npm run dev needed.`, '', ...errors.map(formatError)].join('\n');
}

/**
 * Hides the footnote of Vite's overlay, which speaks of Vite's own settings (server.hmr.overlay in
 * vite.config.ts) rather than of the file to fix; the message above it says what to do.
 */
export const overlayFootnoteHidden = 'vite-error-overlay::part(tip){display:none}';

/**
 * Vite's error overlay for an open page; its location is the first problem, which the overlay
 * links to. It names no plugin: Vite would print it as `[plugin:content]`, which tells an author nothing.
 */
export function overlayPayload(errors: readonly ContentError[], absolute: (file: string) => string): ErrorPayload {
  const first = errors[0]!;
  const file = absolute(first.file);
  return {
    type: 'error',
    // No stack: the lines already say where each problem is, and a stack would only be ours.
    err: { message: errorSummary(errors), stack: '', id: file, loc: { file, line: first.line, column: first.column } },
  };
}

/** The style of the pages npm run dev shows instead of a page it cannot render. */
export const errorPageStyle = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a}pre{white-space:pre-wrap;background:#fff4f4;border-left:4px solid #c62828;padding:1rem;font:14px/1.6 ui-monospace,monospace}${overlayFootnoteHidden}`;

export const escapeHtml = (text: string) =>
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
<style>${errorPageStyle}</style>
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
