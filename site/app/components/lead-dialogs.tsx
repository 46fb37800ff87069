import { lazy, Suspense, useState, type ComponentProps } from 'react';

/** A document behind the download gate: where it is, what it is called, what the dialog says. */
export type GatedFile = { href: string; fileName: string; title: string };

// The dialogs, their forms and validation rules load on the visitor's first click, not with the page.
const dialogs = () => import('./lead-dialogs-impl');
const LazyQuote = lazy(() => dialogs().then((module) => ({ default: module.QuoteRequestDialog })));
const LazyDownload = lazy(() => dialogs().then((module) => ({ default: module.DownloadDialog })));
const LazyEstimate = lazy(() => dialogs().then((module) => ({ default: module.EstimateDialog })));

type QuoteProps = ComponentProps<typeof LazyQuote>;
type DownloadProps = ComponentProps<typeof LazyDownload>;

/** Renders nothing until first opened, then stays mounted so closing keeps Radix's exit behaviour. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export function QuoteRequestDialog(props: QuoteProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazyQuote {...props} />
    </Suspense>
  ) : null;
}

export function DownloadDialog(props: DownloadProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazyDownload {...props} />
    </Suspense>
  ) : null;
}

export function EstimateDialog(props: ComponentProps<typeof LazyEstimate>) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazyEstimate {...props} />
    </Suspense>
  ) : null;
}
