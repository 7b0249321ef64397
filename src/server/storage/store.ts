import type { Language } from '../../config/languages';
import type { NewsletterSource } from '../../contracts/newsletter/sources';
import type { MessageStore } from '../forms/message-store';
import type { RateCounters } from '../rate-limit';

/** One row of the subscriber list. */
export interface Subscriber {
  /** As first typed (trimmed, domain lower-cased); one row per address whatever its case. */
  email: string;
  /** Every form the address was sent from, in the order first seen. */
  sources: string[];
  firstSubscribedAt: Date;
  lastSubscribedAt: Date;
  /** The language of the page of the latest subscription: the newsletter to send this person. */
  language: Language;
}

/** Where subscriptions are kept: PGlite on disk by default, PostgreSQL with DATABASE_URL. */
export interface SubscriberStore {
  /**
   * Adds the address, or records the new source and time on the row of the same address in any
   * case (which keeps its first spelling), and the language when this subscription is the latest
   * (English when none is given). Resolves after commit.
   */
  subscribe(email: string, source: NewsletterSource, at: Date, language?: Language): Promise<{ created: boolean }>;
  /** Deletes the address, matched ignoring case; `removed` is false when it was not on the list. */
  remove(email: string): Promise<{ removed: boolean }>;
  /** Every subscriber, oldest first. */
  list(): Promise<Subscriber[]>;
  count(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The site's one database: the subscriber list, the messages of the contact and provider forms,
 * and the rate limit's counters when several instances share it.
 */
export interface SiteStore extends SubscriberStore {
  messages: MessageStore;
  rateCounters: RateCounters;
  /** Resolves once the database has answered a trivial query (for health checks). */
  ping(): Promise<void>;
}
