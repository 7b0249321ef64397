/** Size of the share popups: 600 by 400. */
export const SHARE_POPUP_FEATURES = 'width=600,height=400';

export interface ShareLink {
  network: 'LinkedIn' | 'Twitter' | 'Facebook' | 'Email';
  href: string;
  /** Opened in a popup; Email goes to the visitor's mail program instead. */
  popup: boolean;
}

/**
 * Where each share button leads for a post at its absolute address. `emailBody` is the line
 * with the address that the email sends after the excerpt, in the page's language.
 */
export function shareLinks({ url, title, excerpt, emailBody }: { url: string; title: string; excerpt: string; emailBody: string }): ShareLink[] {
  const u = encodeURIComponent(url);
  const body = `${excerpt}\n\n${emailBody}`;
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, popup: true },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`, popup: true },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    {
      network: 'Email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`,
      popup: false,
    },
  ];
}
