import { describe, expect, it } from 'vitest';
import { formPages } from '../../contracts/forms/addresses';
import { formFrame } from './form-frame';

describe('formFrame', () => {
  const embedScript = 'https://forms.example.com/embed.js';

  it("frames the site's own form page, without the provider's script, when site.yml gives no address", () => {
    expect(formFrame({ contact: null, provider: null, embedScript }, 'contact')).toEqual({ src: formPages.contact, heights: expect.any(Object), hostedHeight: 600 });
    expect(formFrame({ contact: null, provider: null }, 'provider')).toEqual({ src: formPages.provider, heights: expect.any(Object), hostedHeight: 539 });
  });

  it("frames the address site.yml gives for that form, with the provider's script", () => {
    const forms = { contact: 'https://forms.example.com/f/contact', provider: null, embedScript };
    expect(formFrame(forms, 'contact')).toMatchObject({ src: 'https://forms.example.com/f/contact', scriptSrc: embedScript });
    expect(formFrame(forms, 'provider')).toMatchObject({ src: formPages.provider });
    expect(formFrame(forms, 'provider')).not.toHaveProperty('scriptSrc');
    expect(formFrame({ contact: null, provider: '/forms/elsewhere' }, 'provider')).toMatchObject({ src: '/forms/elsewhere', scriptSrc: undefined });
  });

  it("keeps a third-party form's frame at the product's heights (contact 600, provider 539) at every width, since its document cannot be measured", () => {
    const forms = { contact: 'https://forms.example.com/f/contact', provider: 'https://forms.example.com/f/provider' };
    expect(formFrame(forms, 'contact').heights).toEqual({ mobile: 600, tablet: 600, desktop: 600 });
    expect(formFrame(forms, 'provider').heights).toEqual({ mobile: 539, tablet: 539, desktop: 539 });
    expect(formFrame(forms, 'contact').hostedHeight).toBe(600);
    expect(formFrame(forms, 'provider').hostedHeight).toBe(539);
  });
});
