import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageSections } from '../components/sections/PageSections';
import { Section } from '../components/sections/Section';
import { useSite } from '../config/site';
import { APPLY_ID } from '../content/page-anchors';
import type { SectionPage } from '../content/page-schema';
import { formFrame } from '../features/embed/form-frame';
import { EmbeddedForm } from '../features/embed/EmbeddedForm';

const FormColumn = styled.div`
  max-width: 48rem;
  margin: 0 auto;
`;

/** Become a provider: its sections from content/pages/become-a-provider.yml, with the application form drawn here. */
export function BecomeProviderPage() {
  const site = useSite();
  const page = useLoaderData() as SectionPage;

  return (
    <PageSections
      sections={page.sections}
      own={{
        // The hero's "Apply Now" leads to #apply.
        form: ({ tone, heading, intro, name, loading, unavailable }) => (
          <Section tone={tone} id={APPLY_ID} heading={heading} intro={intro}>
            <FormColumn>
              <EmbeddedForm
                {...formFrame(site.forms, 'provider')}
                title={name}
                emailSubject="Provider application"
                contact={{ phone: site.phone, email: site.email }}
                words={{ loading, unavailable }}
              />
            </FormColumn>
          </Section>
        ),
      }}
    />
  );
}
