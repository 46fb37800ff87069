import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when the visitor first opens it, not with the page. It renders nothing
 * until then and stays mounted afterwards, so closing keeps Radix's exit behaviour.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
