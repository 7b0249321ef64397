/** A mailto: address with its subject line encoded. */
export const mailtoHref = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** A tel: link to a phone number of the site settings (its tel, in international form). */
export const telHref = (phone: { tel: string }) => `tel:${phone.tel}`;
