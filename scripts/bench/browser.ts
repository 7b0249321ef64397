import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_PATH); Playwright's own browser where neither exists. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags that keep Chromium off the network and quiet on a machine without one. */
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumFlags });
}
