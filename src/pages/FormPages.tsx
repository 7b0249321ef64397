import { Outlet } from 'react-router-dom';
import { styled } from 'styled-components';
import { SiteLink } from '../components/primitives/SiteLink';
import { useSite } from '../config/site';
import type { SiteConfig } from '../content/types';
import { formPages } from '../contracts/forms/addresses';
import { answerId } from '../features/forms/field-id';
import { ChoiceGroup, MessageField, PrivacyNote, SelectField, SentPanel, SiteForm, TextField } from '../features/forms/SiteForm';
import { contactServices, houstonCounties, insurancePlans, limits, providerServices } from '../contracts/forms/schemas';
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

/** The form pages' words, from site.yml, which their layout route loads. */
function useFormWords(): SiteConfig['formPages'] {
  return useSite().formPages;
}

export function ContactFormPage() {
  return (
    <>
      <h1 className="visually-hidden">{useFormWords().contact.heading}</h1>
      <SiteForm kind="contact" submitLabel="Send Message">
        <TextField name="name" autoComplete="name" required maxLength={limits.name} half />
        <TextField name="email" type="email" autoComplete="email" required half />
        <TextField name="phone" type="tel" autoComplete="tel" maxLength={limits.phone} half />
        <TextField name="company" autoComplete="organization" maxLength={limits.organisation} half />
        <SelectField name="service" options={contactServices} placeholder="Choose a topic" />
        <PrivacyNote />
        <MessageField name="message" required maxLength={limits.message} hint="At least 10 characters." />
      </SiteForm>
    </>
  );
}

export function ProviderFormPage() {
  return (
    <>
      <h1 className="visually-hidden">{useFormWords().provider.heading}</h1>
      <SiteForm kind="provider" submitLabel="Submit Application">
        <TextField name="agencyName" autoComplete="organization" required maxLength={limits.organisation} half />
        <TextField name="contactName" autoComplete="name" required maxLength={limits.name} half />
        <TextField name="email" type="email" autoComplete="email" required half />
        <TextField name="phone" type="tel" autoComplete="tel" required maxLength={limits.phone} half />
        <TextField name="licenseNumber" hint="As it appears on your HHSC home health license." required maxLength={limits.license} half />
        <ChoiceGroup name="counties" options={Object.fromEntries(houstonCounties.map((county) => [county, county]))} />
        <ChoiceGroup name="services" options={providerServices} />
        <ChoiceGroup name="insurances" options={insurancePlans} />
        <PrivacyNote />
        <MessageField name="message" maxLength={limits.message} />
      </SiteForm>
    </>
  );
}

export function ContactSentPage() {
  return <SentPanel kind="contact" Heading="h1" id={answerId('contact')} again={<SiteLink href={formPages.contact}>Send another message</SiteLink>} />;
}

export function ProviderSentPage() {
  return <SentPanel kind="provider" Heading="h1" id={answerId('provider')} again={<SiteLink href={formPages.provider}>Back to the application</SiteLink>} />;
}
