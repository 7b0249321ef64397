import type { PagesFunction } from '../../src/server/hosts/cloudflare';
import { onSiteRequest } from '../../src/server/hosts/cloudflare-site';

export const onRequest: PagesFunction = (context) => onSiteRequest(context);
