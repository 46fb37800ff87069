/** A copy template with its placeholders filled in: fill('{count} of {max} chosen', { count: 1, max: 3 }) is '1 of 3 chosen'. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
