/**
 * The notice that marks a draft in `npm run dev` (DraftNotice) is not in the build: no page,
 * script or server file of dist/ carries its words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { draftNoticeText } from '../../src/features/preview/DraftNotice';

const dist = path.resolve(import.meta.dirname, '../../dist');
const textFile = /\.(html|js|mjs|json|css|xml|txt)$/;

test('no file of the build carries the draft notice', () => {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => textFile.test(file));
  expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(10);
  const carrying = files.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(draftNoticeText));
  expect(carrying).toEqual([]);
});
