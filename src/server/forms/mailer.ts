import nodemailer from 'nodemailer';
import type { Language } from '../../config/languages';
import { answerNames, formLabels } from '../../contracts/forms/labels';
import { fieldNames } from '../../contracts/forms/schemas';
import { SITE_TIME_ZONE } from '../../lib/dates';
import type { FormMessage, MessageStore } from './message-store';

/** How often the outbox is looked at for messages whose send is due again. */
const OUTBOX_INTERVAL_MS = 30_000;
/** A try that has not reported after this long is taken again (its process may have stopped). */
const LEASE_MS = 5 * 60_000;
/** Messages sent per look at the outbox. */
const BATCH = 20;
/** Tries before a message is marked failed (it stays stored and in the export). */
export const MAX_MAIL_ATTEMPTS = 8;

/** The wait before try `attempt` + 1: one minute, doubling, at most six hours. */
export const retryDelayMs = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60_000);

/** What the mailer needs of nodemailer: a transport that sends one message. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; replyTo: string; subject: string; text: string }): Promise<unknown>;
  close?(): void;
}

export interface MailerOptions {
  store: MessageStore;
  transport: MailTransport;
  /** The team's address (the site's email in site.yml). */
  to: string;
  from: string;
  siteName: string;
  now?: () => Date;
  log?: (line: string) => void;
  logError?: (line: string, error: unknown) => void;
}

const singleLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Visitor text as plain words for the Subject: mail clients decode an RFC 2047 encoded word
 * (`=?UTF-8?B?...?=`) in a header, so one typed into a name could show a forged line such as
 * "Bcc: ..." there. The words are dropped from the Subject; the body keeps the text as typed.
 */
export const subjectWords = (text: string) => singleLine(text.replace(/=\?[^?\s]*\?[bq]\?[^?\s]*\?=/gi, ' ').replaceAll('=?', '= ?'));

/** A language as the team names it: they read English, and answer in the sender's language. */
const languageNames: Record<Language, string> = { en: 'English', es: 'Spanish' };

/**
 * The email the team gets for one message: the language to answer in first, then every field by
 * its label; a reply goes to the sender.
 */
function messageEmail(message: FormMessage, siteName: string): { subject: string; text: string } {
  const labels: Record<string, string> = formLabels[message.kind];
  const fields = message.fields as Record<string, string | string[] | undefined>;
  const lines = fieldNames(message.kind)
    .filter((name) => fields[name] !== undefined)
    .map((name) => {
      const shown = answerNames(name, fields[name]!);
      const label = labels[name]!.replace(/ \(optional\)$/, '');
      // "What can we help with?" needs no colon after it.
      const named = label.endsWith('?') ? label : `${label}:`;
      return name === 'message' ? `${named}\n${shown.join('')}` : `${named} ${shown.join(', ')}`;
    });
  const who = subjectWords(String(message.kind === 'contact' ? fields.name : fields.agencyName)) || 'the website form';
  const subject = message.kind === 'contact' ? `New message from ${who}` : `New provider application: ${who}`;
  const received = message.receivedAt.toLocaleString('en-US', { timeZone: SITE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
  return {
    subject: `${subject} (${siteName} website)`,
    text: `Language: ${languageNames[message.language]}\n\n${lines.join('\n\n')}\n\nReceived ${received} (Houston time), message ${message.id}. Reply to this email to answer the sender.\n`,
  };
}

/**
 * Emails each stored message to the team. A message is stored first and the send follows; a
 * failed send never loses it: it is tried again later (see retryDelayMs), logged each time, and
 * after MAX_MAIL_ATTEMPTS marked failed, still in `npm run inbox -- export`. Several servers on
 * one database share the outbox without sending a message twice at once.
 */
export function createMailer({ store, transport, to, from, siteName, now = () => new Date(), log = console.log, logError = console.error }: MailerOptions) {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function send(message: FormMessage): Promise<void> {
    const { subject, text } = messageEmail(message, siteName);
    try {
      await transport.sendMail({ from, to, replyTo: message.email, subject, text });
      await store.mailSent(message.id, now());
      log(`Message ${message.id} (${message.kind}) emailed to ${to}`);
    } catch (error) {
      const attempt = message.mail.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = attempt >= MAX_MAIL_ATTEMPTS ? null : new Date(now().getTime() + retryDelayMs(attempt));
      await store.mailFailed(message.id, reason, retryAt);
      logError(
        retryAt
          ? `Message ${message.id} could not be emailed (try ${attempt}); trying again at ${retryAt.toISOString()}.`
          : `Message ${message.id} could not be emailed after ${attempt} tries; it stays stored (npm run inbox -- export).`,
        error,
      );
    }
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const due = await store.takeDueMail(now(), LEASE_MS, BATCH);
      for (const message of due) await send(message);
      if (due.length < BATCH) return;
    }
  }

  /** Sends every message that is due; a call while a run is going makes it look once more. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drainOnce();
        } while (again);
      } catch (error) {
        logError('The outbox could not be read; it is tried again shortly.', error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    drain,
    start(intervalMs = OUTBOX_INTERVAL_MS) {
      void drain();
      timer = setInterval(() => void drain(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      transport.close?.();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/** A transport for `SMTP_URL` (smtp:// or smtps://user:password@host:port), or none when it is unset. */
export function transportFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): MailTransport | undefined {
  if (!env.SMTP_URL) return undefined;
  return nodemailer.createTransport(env.SMTP_URL);
}

