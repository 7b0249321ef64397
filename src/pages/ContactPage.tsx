import { Clock, HelpCircle, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { IconTile } from '../components/primitives/IconTile';
import { SiteLink } from '../components/primitives/SiteLink';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { useSite } from '../config/site';
import { formFrame } from '../features/embed/form-frame';
import { ContactForm } from '../features/contact/ContactForm';
import { GENERAL_SUBJECT } from '../features/contact/topics';
import { mailtoHref, telHref } from '../lib/links';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  align-items: start;
  ${media.desktop} { grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr); }
`;

const Details = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Detail = styled.li`
  display: grid;
  grid-template-columns: ${theme.space(11)} 1fr;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  h3 { margin-bottom: ${theme.space(1)}; font-size: ${theme.fontSize.lg}; }
  p { margin: 0; color: ${theme.color.textMuted}; overflow-wrap: anywhere; }
  a { display: inline-flex; align-items: center; min-height: ${theme.layout.touchTarget}; font-weight: 600; overflow-wrap: anywhere; }
`;

interface ContactItem {
  icon: LucideIcon;
  title: string;
  content: string;
  /** `topic`: an email link whose subject follows the topic the visitor came with (contact-topic). */
  link?: { href: string; text: string; topic?: boolean };
}

export function ContactPage() {
  const site = useSite();
  const { address } = site;
  const addressLine = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  const items: ContactItem[] = [
    { icon: Phone, title: 'Call Us', content: 'Talk with a coordinator about a referral, coverage or joining our network.', link: { href: telHref(site.phone), text: site.phone.display } },
    { icon: Mail, title: 'Email Us', content: 'A coordinator replies within one business day.', link: { href: mailtoHref(site.email, GENERAL_SUBJECT), text: site.email, topic: true } },
    { icon: Clock, title: 'Office Hours', content: `${site.hours.display}. Provider support: ${site.supportHours}.` },
    {
      icon: MapPin,
      title: 'Visit Us',
      content: addressLine,
      link: { href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`, text: 'Get directions' },
    },
  ];

  return (
    <>
      <PageHero
        badge="We’re Here to Help"
        title="Contact Us"
        description={`Questions about a referral, joining our provider network or care for a family member? Send ${site.name} a message, call or email; we answer within one business day, and usually much sooner.`}
      />
      <Section
        heading="Send Us a Message"
        intro="For your patients’ privacy, please do not include health information in the form or in email. We will set up a secure channel for referrals."
      >
        <Columns>
          <div>
            <ContactForm
              {...formFrame(site.forms, 'contact')}
              title="Contact form"
              contact={{ phone: site.phone, email: site.email, hours: site.hours.display }}
            />
          </div>
          <Details aria-label="Contact information">
            {items.map(({ icon: Icon, title, content, link }) => (
              <Detail key={title}>
                <IconTile $size="md">
                  <Icon size={22} aria-hidden="true" />
                </IconTile>
                <div>
                  <h3>{title}</h3>
                  <p>{content}</p>
                  {link && (
                    <SiteLink href={link.href} data-embed-email={link.topic ? site.email : undefined}>
                      {link.text}
                    </SiteLink>
                  )}
                </div>
              </Detail>
            ))}
          </Details>
        </Columns>
      </Section>
      <FeatureGrid
        tone="subtle"
        heading="Common Questions"
        items={[
          { icon: HelpCircle, title: 'How fast are referrals matched?', description: 'Within 2-4 hours during business hours, and within 24 hours otherwise.' },
          { icon: HelpCircle, title: 'Is there a cost to families?', description: 'No. Our coordination is free for patients, families and referring facilities.' },
          { icon: HelpCircle, title: 'How does an agency join?', description: 'Share your agency details in 5-10 minutes; we verify them within 3-5 business days.' },
        ]}
      >
        <ButtonLink href="/faq" variant="outline" size="lg">View all FAQs</ButtonLink>
      </FeatureGrid>
    </>
  );
}
