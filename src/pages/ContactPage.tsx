import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { IconTile } from '../components/primitives/IconTile';
import { SiteLink } from '../components/primitives/SiteLink';
import { PageSections } from '../components/sections/PageSections';
import { Section } from '../components/sections/Section';
import { useSite } from '../config/site';
import type { SectionPage } from '../content/page-schema';
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

/** Contact: its words from content/pages/contact.yml, the form and the ways to reach the team drawn here. */
export function ContactPage() {
  const site = useSite();
  const page = useLoaderData() as SectionPage;
  const { address } = site;
  const addressLine = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;

  return (
    <PageSections
      sections={page.sections}
      own={{
        form: ({ heading, intro, tone, name, details, loading, unavailable }) => {
          const items: ContactItem[] = details
            ? [
                { icon: Phone, title: details.phone.title, content: details.phone.text, link: { href: telHref(site.phone), text: site.phone.display } },
                { icon: Mail, title: details.email.title, content: details.email.text, link: { href: mailtoHref(site.email, GENERAL_SUBJECT), text: site.email, topic: true } },
                { icon: Clock, title: details.hours.title, content: details.hours.text },
                {
                  icon: MapPin,
                  title: details.address.title,
                  content: addressLine,
                  link: { href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`, text: details.address.link },
                },
              ]
            : [];
          return (
            <Section heading={heading} intro={intro} tone={tone}>
              <Columns>
                <div>
                  <ContactForm {...formFrame(site.forms, 'contact')} title={name} contact={{ phone: site.phone, email: site.email }} words={{ loading, unavailable }} />
                </div>
                {details && (
                  <Details aria-label={details.label}>
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
                )}
              </Columns>
            </Section>
          );
        },
      }}
    />
  );
}
