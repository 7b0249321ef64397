import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router-dom';
import { isAppRoute } from '../../lib/links';

export type SiteLinkProps = ComponentPropsWithoutRef<'a'> & { href: string };

/** A link that the router handles when it points at a page of this site, a plain anchor otherwise. */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ href, ...rest }, ref) {
  return isAppRoute(href) ? <Link ref={ref} to={href} {...rest} /> : <a ref={ref} href={href} {...rest} />;
});
