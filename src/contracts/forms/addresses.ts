import type { SiteConfig } from '../../content/types';
import type { FrameHeights } from '../../features/embed/EmbeddedForm';
import type { FormKind } from './schemas';

/** Where each form is sent: the function that checks and stores it. */
export const formEndpoints: Record<FormKind, string> = { contact: '/api/contact', provider: '/api/provider-application' };

/** The standalone form pages the contact and provider pages embed in a frame. */
export const formPages: Record<FormKind, string> = { contact: '/forms/contact', provider: '/forms/provider-application' };

/** The heights the product gives a third-party form's frame; the host may post others. */
const hostedFormHeight: Record<FormKind, number> = { contact: 600, provider: 539 };

/**
 * Our form pages' heights on load, at the narrowest width of each breakpoint (320, 768 and 1024
 * pixels, where they are tallest; the frame's own width sets the form's layout). The frame keeps
 * them until it loads and takes the form's height, and without JavaScript keeps them, so they
 * must not fall short: form-frames.spec checks them against the forms at 375 and 1280 pixels.
 */
const formPageHeights: Record<FormKind, FrameHeights> = {
  contact: { mobile: 969, tablet: 899, desktop: 899 },
  provider: { mobile: 2052, tablet: 1372, desktop: 1372 },
};

/**
 * What a page frames for a form: the address site.yml gives, with the form provider's embed
 * script, or else this site's own form page, which needs no script; and the frame's heights
 * (`hostedHeight` is the one a frame of another origin keeps, whatever the page reserved).
 */
export function formFrame(forms: SiteConfig['forms'], kind: FormKind): { src: string; scriptSrc?: string; heights: FrameHeights; hostedHeight: number } {
  const address = forms[kind];
  const hostedHeight = hostedFormHeight[kind];
  if (!address) return { src: formPages[kind], heights: formPageHeights[kind], hostedHeight };
  return { src: address, scriptSrc: forms.embedScript, heights: { mobile: hostedHeight, tablet: hostedHeight, desktop: hostedHeight }, hostedHeight };
}

/** Where a visitor without JavaScript lands once the form is stored (post, then redirect). */
export const sentPages: Record<FormKind, string> = { contact: '/forms/contact/sent', provider: '/forms/provider-application/sent' };

/** Every form page the build writes. */
export const formPagePaths = (): string[] => [...Object.values(formPages), ...Object.values(sentPages)];

/** What the visitor reads once the form is stored: what happens next. */
export const sentMessages: Record<FormKind, { title: string; text: string }> = {
  contact: {
    title: 'Thank you, your message is on its way',
    text: 'A coordinator will reply by email or phone within one business day. For anything urgent, please call us.',
  },
  provider: {
    title: 'Thank you for applying',
    text: 'Our network team will review your application and contact you within 2-3 business days to talk about next steps.',
  },
};
