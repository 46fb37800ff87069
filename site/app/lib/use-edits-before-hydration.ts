import { useEffect, useLayoutEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a field shows now, if the visitor changed it from what the page was prerendered with. */
function edited(field: Field): string | undefined {
  if (field instanceof HTMLSelectElement) {
    const prerendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== prerendered?.value ? field.value : undefined;
  }
  if (field instanceof HTMLInputElement && field.type === 'radio') return field.checked && !field.defaultChecked ? field.value : undefined;
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    return field.checked !== field.defaultChecked ? (field.checked ? field.value : '') : undefined;
  }
  return field.value !== field.defaultValue ? field.value : undefined;
}

/**
 * For a prerendered form: hands `adopt` every named field the visitor changed before the page hydrated
 * (typed into, chose in a list, ticked), by field name; an emptied or unticked field as ''. React keeps
 * what the browser shows while it hydrates but sets each controlled field back to the state's on the
 * next render, and no change event fired for those edits. So the fields are read as the page hydrates,
 * before any render, and handed over once every component's layout effects have run: a router's
 * navigate, which `adopt` usually calls, is not ready before its own component's layout effect, and a
 * form's component runs its layout effects before the page's. Returns the ref to put on the form;
 * `adopt` is called only when something was changed.
 */
export function useEditsBeforeHydration(adopt: (edits: Record<string, string>) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const edits = useRef<Record<string, string>>({});
  useLayoutEffect(() => {
    for (const field of ref.current?.elements ?? []) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) || !field.name) continue;
      const value = edited(field);
      if (value !== undefined) edits.current[field.name] = value;
    }
  }, []);
  useEffect(() => {
    if (Object.keys(edits.current).length > 0) adopt(edits.current);
    // Once, as the page hydrates: later edits reach the fields' change handlers.
  }, []);
  return ref;
}
