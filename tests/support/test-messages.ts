import type { ContactMessage, ProviderApplication } from '../../src/contracts/forms/schemas';

/** A contact message as stored (valid, every optional field answered), for the storage, mail and export tests. */
export const sampleContact: ContactMessage = {
  name: 'Ann Lee',
  email: 'ann@example.org',
  phone: '(713) 555-0142',
  company: 'Bayou Clinic',
  service: 'referral-coordination',
  message: 'Please call me about a referral.',
};

/** A provider application as stored, with two answers to most checkbox questions. */
export const sampleProvider: ProviderApplication = {
  agencyName: 'Gulf Coast Home Health',
  contactName: 'Bo Diaz',
  email: 'bo@gulfcoast.example',
  phone: '(713) 555-0100',
  licenseNumber: '012345',
  counties: ['Harris', 'Fort Bend'],
  services: ['skilled-nursing', 'physical-therapy'],
  insurances: ['medicare', 'medicare-advantage'],
  message: 'We serve the west side.',
};
