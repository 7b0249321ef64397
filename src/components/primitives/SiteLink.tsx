import { forwardRef, type ComponentPropsWithoutRef } from 'react';

export type SiteLinkProps = ComponentPropsWithoutRef<'a'> & { href: string };

/** A link: every page is its own document, so pages of this site and others alike are plain anchors. */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ href, ...rest }, ref) {
  return <a ref={ref} href={href} {...rest} />;
});
