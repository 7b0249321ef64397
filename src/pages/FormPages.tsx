import { Outlet } from 'react-router-dom';
import { styled } from 'styled-components';
import { SiteLink } from '../components/primitives/SiteLink';
import { useSite } from '../config/site';
import type { SiteConfig } from '../content/types';
import { formPageOf } from '../contracts/forms/addresses';
import type { FormKind } from '../contracts/forms/schemas';
import { answerId } from '../features/forms/field-id';
import { ChoiceGroup, MessageField, PrivacyNote, SelectField, SentPanel, SiteForm, TextField } from '../features/forms/SiteForm';
import { contactServices, houstonCounties, insurancePlans, limits, providerServices } from '../contracts/forms/schemas';
import { useLanguage, useText } from '../i18n/page-language';
import type { Translate } from '../i18n/text';
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

/** A group's choices by their value, each with its name in the page's language (`forms.<group>.<value>`). */
const named = (t: Translate, group: string, values: readonly string[]) => Object.fromEntries(values.map((value) => [value, t(`forms.${group}.${value}`)]));

export function ContactFormPage() {
  const t = useText();
  return (
    <>
      <h1 className="visually-hidden">{useFormWords().contact.heading}</h1>
      <SiteForm kind="contact">
        <TextField name="name" autoComplete="name" required maxLength={limits.name} half />
        <TextField name="email" type="email" autoComplete="email" required half />
        <TextField name="phone" type="tel" autoComplete="tel" maxLength={limits.phone} half />
        <TextField name="company" autoComplete="organization" maxLength={limits.organisation} half />
        <SelectField name="service" options={named(t, 'contactServices', Object.keys(contactServices))} placeholder={t('forms.chooseTopic')} />
        <PrivacyNote />
        <MessageField name="message" required maxLength={limits.message} hint={t('forms.messageHint')} />
      </SiteForm>
    </>
  );
}

export function ProviderFormPage() {
  const t = useText();
  return (
    <>
      <h1 className="visually-hidden">{useFormWords().provider.heading}</h1>
      <SiteForm kind="provider">
        <TextField name="agencyName" autoComplete="organization" required maxLength={limits.organisation} half />
        <TextField name="contactName" autoComplete="name" required maxLength={limits.name} half />
        <TextField name="email" type="email" autoComplete="email" required half />
        <TextField name="phone" type="tel" autoComplete="tel" required maxLength={limits.phone} half />
        <TextField name="licenseNumber" hint={t('forms.licenseHint')} required maxLength={limits.license} half />
        <ChoiceGroup name="counties" options={Object.fromEntries(houstonCounties.map((county) => [county, county]))} />
        <ChoiceGroup name="services" options={named(t, 'providerServices', Object.keys(providerServices))} />
        <ChoiceGroup name="insurances" options={named(t, 'insurances', Object.keys(insurancePlans))} />
        <PrivacyNote />
        <MessageField name="message" maxLength={limits.message} />
      </SiteForm>
    </>
  );
}

/** The page a visitor without JavaScript lands on once the form is stored, with a link back to the form of its language. */
function SentPage({ kind }: { kind: FormKind }) {
  const t = useText();
  return <SentPanel kind={kind} Heading="h1" id={answerId(kind)} again={<SiteLink href={formPageOf(kind, useLanguage())}>{t(`forms.sent.${kind}.again`)}</SiteLink>} />;
}

export const ContactSentPage = () => <SentPage kind="contact" />;

export const ProviderSentPage = () => <SentPage kind="provider" />;
