import { lazyDialog } from './lazy-dialog';

/** A document behind the download gate: where it is, what it is called, what the dialog says. */
export type GatedFile = { href: string; fileName: string; title: string };

// One chunk for the three dialogs, since they share the form kit and the lead schemas.
const dialogs = () => import('./lead-dialogs-impl');

export const QuoteRequestDialog = lazyDialog(() => dialogs().then((module) => module.QuoteRequestDialog));
export const DownloadDialog = lazyDialog(() => dialogs().then((module) => module.DownloadDialog));
export const EstimateDialog = lazyDialog(() => dialogs().then((module) => module.EstimateDialog));
