/**
 * The site's functions, set up from an environment: the subscribe-newsletter function, the two
 * form functions, the form pages rendered per visit, the health check and the content editor's
 * sign-in. The Node server, the
 * development server and the host adapters (src/server/hosts/) all build them here and route
 * them by function-table.ts, so they behave alike everywhere; what differs is where the store,
 * the environment and the form pages' kit come from.
 */
import { randomBytes } from 'node:crypto';
import type { Language } from '../config/languages';
import { formPageList } from '../contracts/forms/addresses';
import { formKinds, type FormKind } from '../contracts/forms/schemas';
import { createFormHandler, type FormHandler, type RenderFormPage } from './forms/handler';
import { formPageHandler, renderFreshFormPage } from './forms/form-pages';
import { createMailer, transportFromEnv, type Mailer } from './forms/mailer';
import type { MessageStore } from './forms/message-store';
import { createStartedTokens, type StartedTokens } from './forms/started-token';
import { createEditorAuth, type EditorAuth } from './editor-auth/handler';
import { createHealthHandler, type HealthHandler } from './health';
import { createSubscribeHandler, type SubscribeHandler } from './newsletter/handler';
import { createRateLimiter, createSharedRateLimiter, rateLimitFromEnv, type RateLimiter, type RateLimitOptions, type RateScope } from './rate-limit';
import type { SiteHandler } from './request-context';
import type { SiteStore } from './storage/store';

/** Environment variables: `process.env` on Node and Netlify, the text variables of `context.env` on Cloudflare. */
export type SiteEnv = Readonly<Record<string, string | undefined>>;

export interface SiteFunctionsOptions {
  env: SiteEnv;
  store: SiteStore;
  renderPage: RenderFormPage;
  /** Emails each stored message to the team (see createSiteMailer); none without SMTP_URL. */
  mailer?: Mailer;
  logError?: (error: unknown) => void;
}

export interface SiteFunctions {
  subscribe: SubscribeHandler;
  forms: Record<FormKind, FormHandler>;
  health: HealthHandler;
  /** The content editor's sign-in through GitHub (/api/auth and its callback). */
  editorAuth: EditorAuth;
  /** A form page for one visit, in a language (English by default): empty, with a fresh started token. */
  formPage(kind: FormKind, language?: Language): Promise<string>;
  /** The form pages as functions (see formPageHandler), by their address (formPageList). */
  formPages: Readonly<Record<string, SiteHandler>>;
  /** Signs and reads the forms' started tokens (FORM_SECRET's, or this instance's own). */
  tokens: StartedTokens;
  /** The limit per client, and whether every instance on the database counts it together. */
  rateLimit: RateLimitOptions & { shared: boolean };
}

export function createSiteFunctions({ env, store, renderPage, mailer, logError = console.error }: SiteFunctionsOptions): SiteFunctions {
  const rateLimit = rateLimitFromEnv(env);
  // With PostgreSQL several instances may answer the site, so they count in the database;
  // PGlite allows one process, whose memory is enough.
  const shared = Boolean(env.DATABASE_URL);
  const limiter = (scope: RateScope): RateLimiter =>
    shared ? createSharedRateLimiter(store.rateCounters, scope, { ...rateLimit, logError }) : createRateLimiter(rateLimit);
  // Without FORM_SECRET each instance signs with its own key (see started-token).
  const tokens = createStartedTokens(env.FORM_SECRET || randomBytes(32).toString('hex'));
  // The two forms share one limit per client, separate from the newsletter's.
  const formLimiter = limiter('forms');
  const form = (kind: FormKind) =>
    createFormHandler(kind, {
      store,
      tokens,
      renderPage,
      rateLimiter: formLimiter,
      mail: Boolean(mailer),
      // Sent at once; a host that may stop once the answer is out is asked to wait for the send.
      onStored:
        mailer &&
        ((_id, context) => {
          const sending = mailer.drain();
          context.waitUntil?.(sending);
        }),
      logError,
      logSpam: () => console.warn(`A ${kind} form post was dropped as spam (the hidden field was filled in).`),
    });
  const formPage = (kind: FormKind, language?: Language) => renderFreshFormPage({ renderPage, tokens }, kind, new Date(), language);
  const byKind = <T>(make: (kind: FormKind) => T) => Object.fromEntries(formKinds.map((kind) => [kind, make(kind)])) as Record<FormKind, T>;
  return {
    subscribe: createSubscribeHandler({ store, rateLimiter: limiter('newsletter'), logError }),
    forms: byKind(form),
    health: createHealthHandler({ ping: () => store.ping(), logError }),
    editorAuth: createEditorAuth({ env, logError }),
    formPage,
    formPages: Object.fromEntries(formPageList().map(({ kind, language, path }) => [path, formPageHandler(() => formPage(kind, language), logError)])),
    tokens,
    rateLimit: { ...rateLimit, shared },
  };
}

/**
 * With SMTP_URL set, a mailer that emails each stored message to the site's address (`site`,
 * from site.yml), from MAIL_FROM or the site's own name and address; none without it.
 */
export function createSiteMailer(env: SiteEnv, messages: MessageStore, site: { name: string; email: string }): (Mailer & { to: string }) | undefined {
  const transport = transportFromEnv(env);
  if (!transport) return undefined;
  const mailer = createMailer({ store: messages, transport, to: site.email, from: env.MAIL_FROM || `"${site.name} website" <${site.email}>`, siteName: site.name });
  return { ...mailer, to: site.email };
}
