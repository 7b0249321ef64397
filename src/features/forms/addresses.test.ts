import { describe, expect, it } from 'vitest';
import { formFrame, formPages } from './addresses';

describe('formFrame', () => {
  const embedScript = 'https://forms.example.com/embed.js';

  it("frames the site's own form page, without the provider's script, when site.yml gives no address", () => {
    expect(formFrame({ contact: null, provider: null, embedScript }, 'contact')).toEqual({ src: formPages.contact });
    expect(formFrame({ contact: null, provider: null }, 'provider')).toEqual({ src: formPages.provider });
  });

  it("frames the address site.yml gives for that form, with the provider's script", () => {
    const forms = { contact: 'https://forms.example.com/f/contact', provider: null, embedScript };
    expect(formFrame(forms, 'contact')).toEqual({ src: 'https://forms.example.com/f/contact', scriptSrc: embedScript });
    expect(formFrame(forms, 'provider')).toEqual({ src: formPages.provider });
    expect(formFrame({ contact: null, provider: '/forms/elsewhere' }, 'provider')).toEqual({ src: '/forms/elsewhere', scriptSrc: undefined });
  });
});
