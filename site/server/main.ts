// `npm start`: the prerendered site and the lead API in one process.
import { startSiteServer } from './serve';

await startSiteServer({ pages: true });
