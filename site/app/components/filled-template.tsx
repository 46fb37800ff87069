import { Fragment, type ReactNode } from 'react';

/** A copy template with an element in each placeholder: 'Or {application}, or {contact}.' with a link in each. */
export function FilledTemplate({ template, slots }: { template: string; slots: Record<string, ReactNode> }) {
  // The split leaves each placeholder's name at the odd places, between the text around it.
  return template.split(/\{(\w+)\}/).map((part, index) => <Fragment key={index}>{index % 2 ? slots[part] : part}</Fragment>);
}
