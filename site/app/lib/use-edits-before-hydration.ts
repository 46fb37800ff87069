import { useLayoutEffect, useRef } from 'react';

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
 * next render, and no change event fired for those edits: adopted at once, none of them is lost.
 * Returns the ref to put on the form; called only when something was changed.
 */
export function useEditsBeforeHydration(adopt: (edits: Record<string, string>) => void) {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const edits: Record<string, string> = {};
    for (const field of ref.current?.elements ?? []) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) || !field.name) continue;
      const value = edited(field);
      if (value !== undefined) edits[field.name] = value;
    }
    if (Object.keys(edits).length > 0) adopt(edits);
    // Once, as the page hydrates: later edits reach the fields' change handlers.
  }, []);
  return ref;
}
