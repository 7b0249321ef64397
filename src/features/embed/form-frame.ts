import type { SiteConfig } from '../../content/types';
import { formPages } from '../../contracts/forms/addresses';
import type { FormKind } from '../../contracts/forms/schemas';
import type { FrameHeights } from './EmbeddedForm';

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
