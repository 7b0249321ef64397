/**
 * Every npm script of ours answers `--help` (or `-h`) with its usage: what it does, its options
 * and examples, printed on standard output before the command does any of its work, and exit 0.
 * (build.mjs and start.mjs, plain JavaScript that runs without this project's TypeScript, do the
 * same in a few lines of their own.)
 */

/** Whether the command line asks for help: `--help` or `-h` before any `--` that ends the options. */
export function asksForHelp(args: readonly string[] = process.argv.slice(2)): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/** Prints `help` and ends the process with 0 when the command line asks for help; otherwise does nothing. */
export function answerHelp(help: string, args: readonly string[] = process.argv.slice(2)): void {
  if (!asksForHelp(args)) return;
  process.stdout.write(`${help.trim()}\n`);
  process.exit(0);
}
