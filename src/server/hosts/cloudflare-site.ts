import { formPageKit } from '#built-form-pages';
import { cloudflareSiteFunction } from './cloudflare';

/** The one instance every route file under functions/ answers with. */
export const onSiteRequest = cloudflareSiteFunction(formPageKit);
