import { Outlet } from 'react-router-dom';
import { styled } from 'styled-components';
import { SiteLink } from '../components/primitives/SiteLink';
import { formPages } from '../features/forms/addresses';
import { ChoiceGroup, MessageField, PrivacyNote, SelectField, SentPanel, SiteForm, TextField } from '../features/forms/SiteForm';
import { formLabels } from '../features/forms/labels';
import { contactServices, houstonCounties, insurancePlans, limits, providerServices } from '../features/forms/schemas';
import { theme } from '../styles/theme';

/**
 * The site's own forms as small standalone pages, framed by the contact and provider pages
 * exactly as a third-party form would be: no header or footer, the site's look, light and dark.
 */
const Main = styled.main`
  display: block;
  max-width: 48rem;
  margin: 0 auto;
  padding: ${theme.space(5)} ${theme.space(4)} ${theme.space(8)};
  h1 { font-size: ${theme.fontSize.xl}; }
`;

export function FormLayout() {
  return (
    <Main id="main">
      <Outlet />
    </Main>
  );
}

export function ContactFormPage() {
  const kind = 'contact';
  const contactLabels = formLabels.contact;
  return (
    <>
      <h1 className="visually-hidden">Send us a message</h1>
      <SiteForm kind={kind} submitLabel="Send Message">
        <TextField kind={kind} name="name" label={contactLabels.name} autoComplete="name" required maxLength={limits.name} half />
        <TextField kind={kind} name="email" type="email" label={contactLabels.email} autoComplete="email" required half />
        <TextField kind={kind} name="phone" type="tel" label={contactLabels.phone} autoComplete="tel" maxLength={limits.phone} half />
        <TextField kind={kind} name="company" label={contactLabels.company} autoComplete="organization" maxLength={limits.organisation} half />
        <SelectField kind={kind} name="service" label={contactLabels.service} options={contactServices} placeholder="Choose a topic" />
        <PrivacyNote />
        <MessageField kind={kind} name="message" label={contactLabels.message} required maxLength={limits.message} hint="At least 10 characters." />
      </SiteForm>
    </>
  );
}

export function ProviderFormPage() {
  const kind = 'provider';
  const providerLabels = formLabels.provider;
  return (
    <>
      <h1 className="visually-hidden">Apply to join our provider network</h1>
      <SiteForm kind={kind} submitLabel="Submit Application">
        <TextField kind={kind} name="agencyName" label={providerLabels.agencyName} autoComplete="organization" required maxLength={limits.organisation} half />
        <TextField kind={kind} name="contactName" label={providerLabels.contactName} autoComplete="name" required maxLength={limits.name} half />
        <TextField kind={kind} name="email" type="email" label={providerLabels.email} autoComplete="email" required half />
        <TextField kind={kind} name="phone" type="tel" label={providerLabels.phone} autoComplete="tel" required maxLength={limits.phone} half />
        <TextField
          kind={kind}
          name="licenseNumber"
          label={providerLabels.licenseNumber}
          hint="As it appears on your HHSC home health license."
          required
          maxLength={limits.license}
          half
        />
        <ChoiceGroup kind={kind} name="counties" label={providerLabels.counties} options={Object.fromEntries(houstonCounties.map((county) => [county, county]))} />
        <ChoiceGroup kind={kind} name="services" label={providerLabels.services} options={providerServices} />
        <ChoiceGroup kind={kind} name="insurances" label={providerLabels.insurances} options={insurancePlans} />
        <PrivacyNote />
        <MessageField kind={kind} name="message" label={providerLabels.message} maxLength={limits.message} />
      </SiteForm>
    </>
  );
}

export function ContactSentPage() {
  return <SentPanel kind="contact" Heading="h1" again={<SiteLink href={formPages.contact}>Send another message</SiteLink>} />;
}

export function ProviderSentPage() {
  return <SentPanel kind="provider" Heading="h1" again={<SiteLink href={formPages.provider}>Back to the application</SiteLink>} />;
}
