import { formPageKit } from '#built-form-pages';
import { netlifySiteFunction } from '../../src/server/hosts/netlify';

export default netlifySiteFunction({ env: process.env, kit: formPageKit });

// Read by Netlify from this file as it is written, so the paths are spelled out here; a unit
// test holds them to the paths of src/server/function-table.ts.
export const config = {
  path: ['/api/subscribe-newsletter', '/api/contact', '/api/provider-application', '/api/health', '/api/editor-settings', '/api/auth', '/api/auth/callback', '/forms/contact', '/es/forms/contact', '/forms/provider-application'],
};
