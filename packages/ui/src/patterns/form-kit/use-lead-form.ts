import * as React from 'react';
import { refusalErrors, useFormState, validateForm, type FormValues } from '../../lib/schema-form';
import type { LeadForm, LeadFormStatus, UseLeadFormOptions } from './types';

const isFilled = (value: string | boolean) => (typeof value === 'string' ? value.trim() !== '' : value);

/**
 * The submit-validate-send flow every lead form shares: values and dirty state, Standard Schema
 * validation mapped to fields and an error summary, the busy state, the bot challenge's token
 * (renewed after a failed send: a token is good for one check) and the result or failure of sending.
 */
export function useLeadForm<V extends FormValues, Output, Result = unknown>(options: UseLeadFormOptions<V, Output, Result>): LeadForm<V, Result> {
  const {
    initialValues,
    fields,
    schema,
    hidden,
    errorTexts,
    errorPrefix,
    botChallengeSiteKey,
    onSubmit,
    busyWhileValidating,
    validationMessages,
    issueCode,
  } = options;
  const formId = React.useId();
  const form = useFormState(initialValues);
  const [status, setStatus] = React.useState<LeadFormStatus>('editing');
  const [result, setResult] = React.useState<Result>();
  const [failure, setFailure] = React.useState<{ error: unknown } | null>(null);
  const [token, setToken] = React.useState<string | null>(null);
  const [generation, setGeneration] = React.useState(0);
  // A submit still validating when the form goes away (a dialog closed) sends nothing.
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const id = React.useCallback((name: string) => `${formId}-${name}`, [formId]);

  // A server-rendered form can be typed in before the page hydrates, when nothing records it: take what the
  // visitor changed (a control whose state differs from the one it was rendered with) into the values before
  // the first paint after hydration, or the first render would empty it. Once only: from then on every
  // change comes through the controls' handlers.
  const { setValue: adopt } = form;
  const adoptTypedBeforeHydration = () => {
    for (const { name } of fields) {
      const control = document.getElementById(id(name));
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (control.checked !== control.defaultChecked) adopt(name, control.checked as V[typeof name]);
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        if (control.value !== control.defaultValue) adopt(name, control.value as V[typeof name]);
      } else if (control instanceof HTMLSelectElement) {
        const rendered = [...control.options].find((option) => option.defaultSelected)?.value ?? '';
        if (control.value !== rendered) adopt(name, control.value as V[typeof name]);
      }
    }
  };
  const adoptOnce = React.useRef(adoptTypedBeforeHydration);
  React.useLayoutEffect(() => adoptOnce.current(), []);
  const required = Boolean(botChallengeSiteKey);
  const renew = React.useCallback(() => {
    setToken(null);
    setGeneration((count) => count + 1);
  }, []);
  const verification = {
    required,
    siteKey: botChallengeSiteKey,
    token,
    setToken,
    verified: !required || Boolean(token),
    generation,
    renew,
    id: `${formId}-verification`,
    noteId: `${formId}-verification-note`,
  };
  const busy = status === 'submitting';
  const { values, setValue, errors } = form;

  async function handleSubmit(event?: React.FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setFailure(null);
    if (busyWhileValidating) setStatus('submitting');
    const validation = await validateForm({
      schema,
      payload: { ...hidden, ...values, turnstileToken: token ?? '' },
      fields: fields.map((field) => ({ name: field.name, id: id(field.name), required: field.required })),
      texts: errorTexts,
      verification: { missing: !verification.verified, targetId: verification.id },
      messages: validationMessages,
      issueCode,
    });
    if (!mounted.current) return;
    if (validation.errors) {
      setStatus('editing');
      form.fail(validation.errors);
      return;
    }
    form.setErrors(null);
    setStatus('submitting');
    try {
      const sent = await onSubmit(validation.value);
      setResult(sent);
      setStatus('success');
    } catch (error) {
      // A refusal that names its fields is shown like a failed validation, in the form's own words.
      const refused = refusalErrors(error, {
        fields: fields.map((field) => ({ name: field.name, id: id(field.name) })),
        texts: errorTexts,
        messages: validationMessages,
      });
      if (refused) form.fail(refused);
      else setFailure({ error });
      setStatus('editing');
      if (required) renew();
    }
  }

  return {
    formId,
    status,
    busy,
    errors,
    failures: form.failures,
    verification,
    values,
    setValue,
    dirty: status !== 'success' && Object.values(values).some(isFilled),
    result,
    failed: failure !== null,
    failure: failure?.error,
    id,
    field: (name) => ({
      id: id(name),
      error: errors?.fields[name],
      errorPrefix,
      required: fields.some((field) => field.name === name && field.required),
    }),
    control: (name) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event) => setValue(name, event.target.value as V[typeof name]),
    }),
    checkbox: (name) => ({
      id: id(name),
      name,
      checked: Boolean(values[name]),
      error: errors?.fields[name],
      errorPrefix,
      onChange: (event) => setValue(name, event.target.checked as V[typeof name]),
    }),
    handleSubmit,
    reset: (next = initialValues) => {
      form.reset(next);
      setFailure(null);
      setStatus('editing');
    },
  };
}
