// One API process of a larger deployment (`npm run start:api`): the lead API alone, while a CDN serves the static build.
import { startSiteServer } from './serve';

await startSiteServer({ pages: false });
