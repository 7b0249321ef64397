import { Clock, HelpCircle, Mail, MapPin, Phone } from 'lucide-react';
import { ButtonLink } from '../components/primitives/Button';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { useSite } from '../config/site';

export function ContactPage() {
  const site = useSite();
  const { address } = site;
  const addressLine = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;

  return (
    <>
      <PageHero
        badge="We’re Here to Help"
        title="Contact Us"
        description={`Questions about a referral, joining our provider network or care for a family member? Call or email ${site.name}; we answer within one business day, and usually much sooner.`}
      />
      <FeatureGrid
        heading="Reach Our Houston Team"
        intro="For your patients’ privacy, please do not include health information in email. We will set up a secure channel for referrals."
        columns={4}
        items={[
          {
            icon: Phone,
            title: 'Call Us',
            description: 'Talk with a coordinator about a referral, coverage or joining our network.',
            href: `tel:${site.phone.tel}`,
            linkText: site.phone.display,
          },
          {
            icon: Mail,
            title: 'Email Us',
            description: 'Send us a note and a coordinator will reply within one business day.',
            href: `mailto:${site.email}`,
            linkText: site.email,
          },
          {
            icon: Clock,
            title: 'Office Hours',
            description: `${site.hours.display}. Provider support: ${site.supportHours}.`,
          },
          {
            icon: MapPin,
            title: 'Visit Us',
            description: addressLine,
            href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`,
            linkText: 'Get directions',
          },
        ]}
      />
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
