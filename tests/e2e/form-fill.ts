import type { FrameLocator, Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/server/forms/started-token';

/**
 * Waits until a person could have filled the form opened at `opened` (the server refuses faster
 * posts, see started-token); by default, as long as that from now.
 */
export const fillTime = (opened = Date.now()) => new Promise((resolve) => setTimeout(resolve, Math.max(0, opened + MIN_FILL_MS + 200 - Date.now())));

export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

export async function fillContact(form: FrameLocator | Page, message: string) {
  await form.getByLabel('Full name').fill('Ann Lee');
  await form.getByLabel('Email').fill('Ann.Lee@Example.org');
  await form.getByLabel('Phone (optional)').fill('(713) 555-0100');
  await form.getByLabel('What can we help with? (optional)').selectOption('referral-coordination');
  await form.getByLabel('Message', { exact: true }).fill(message);
}

/** The provider application's text fields; the checkbox questions are left to each test. */
export async function fillProvider(form: FrameLocator | Page) {
  await form.getByLabel('Agency name').fill('Bayou Home Health');
  await form.getByLabel('Your name').fill('Ann Lee');
  await form.getByLabel('Email').fill(`ann+${unique()}@example.org`);
  await form.getByLabel('Phone', { exact: true }).fill('(713) 555-0100');
  await form.getByLabel('Texas license number').fill('012345');
}
