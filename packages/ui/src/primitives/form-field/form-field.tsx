import * as React from 'react';
import { cn } from '../../lib/cn';
import type { ErrorSummaryItem } from '../../lib/schema-form';

/*
 * Form primitives. A `Field` ties its label, hint, live advice and error to the one control inside it
 * (`Input`, `Textarea` or `Select`) through context: the control gets the id the label points at,
 * `aria-describedby` listing the hint, advice and error, `aria-invalid` while there is an error and
 * `required`. Each control also works on its own, taking those attributes as plain props.
 */

type FieldContextValue = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

const join = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

type ControlAria = {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
};

/** The control's own props win; the surrounding `Field` fills in what they leave out. */
function useFieldControl<P extends ControlAria>(props: P): P {
  const field = React.useContext(FieldContext);
  if (!field) return props;
  const invalid = props['aria-invalid'] ?? (field.invalid ? true : undefined);
  return {
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? (field.required || undefined),
    'aria-describedby': join(field.describedBy, props['aria-describedby']),
    'aria-invalid': invalid,
  };
}

/** Shared by every text-like control: the token border, the focus ring, the error state from `aria-invalid`. */
const controlClasses = cn(
  'ui:block ui:w-full ui:min-h-11 ui:rounded-control ui:border ui:border-ink-500 ui:bg-white ui:px-3 ui:py-2 ui:text-base ui:text-ink-900',
  'ui:placeholder:text-ink-500 ui:disabled:cursor-not-allowed ui:disabled:bg-ink-100 ui:disabled:text-ink-600',
  'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
  'ui:aria-invalid:border-2 ui:aria-invalid:border-danger-700',
);

/** The visible mark of a required field; assistive technology hears `required` from the control. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" data-slot="required-mark" className="ui:ml-0.5 ui:text-danger-700">
      *
    </span>
  );
}

export type FieldProps = {
  /** The label; it names the control. */
  label: React.ReactNode;
  /** Help shown under the label before anything is typed. */
  hint?: React.ReactNode;
  /**
   * Advisory text that follows what is typed (an e-mail hint, say): shown under the control in a
   * polite live region, so it is announced without interrupting, and never blocks anything. Pass
   * `null` while there is nothing to say to keep the live region in place.
   */
  advice?: React.ReactNode;
  /** The error message; marks the control `aria-invalid` and is tied to it. */
  error?: React.ReactNode;
  /**
   * Read out, not shown, before the error message.
   * @defaultValue 'Error: '
   */
  errorPrefix?: string;
  /** Marks the label with a visible `*` and the control `required`. */
  required?: boolean;
  /** The control's id (generated when left out). */
  id?: string;
  /** Classes for the field's wrapper, after its own. */
  className?: string;
  /** One control: `Input`, `Textarea` or `Select`. */
  children: React.ReactNode;
};

/** A label, an optional hint, one control, live advice and an error message, tied together. */
export function Field({ label, hint, advice, error, errorPrefix, required = false, id, className, children }: FieldProps) {
  const generated = React.useId();
  const controlId = id ?? `${generated}control`;
  const hintId = `${controlId}-hint`;
  const adviceId = `${controlId}-advice`;
  const errorId = `${controlId}-error`;
  const hasHint = hint != null && hint !== false;
  const hasAdvice = advice != null && advice !== false;
  const hasError = error != null && error !== false;
  const context = React.useMemo<FieldContextValue>(
    () => ({
      id: controlId,
      describedBy: join(hasHint && hintId, hasAdvice && adviceId, hasError && errorId),
      invalid: hasError,
      required,
    }),
    [controlId, hasHint, hintId, hasAdvice, adviceId, hasError, errorId, required],
  );

  return (
    <div data-slot="field" data-invalid={hasError || undefined} className={cn('ui:flex ui:flex-col ui:gap-1.5', className)}>
      <label htmlFor={controlId} className="ui:text-sm ui:font-semibold ui:text-ink-900">
        {label}
        {required && <RequiredMark />}
      </label>
      {hasHint && (
        <p id={hintId} className="ui:text-sm ui:text-ink-600">
          {hint}
        </p>
      )}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {advice !== undefined && (
        <p id={adviceId} aria-live="polite" data-slot="field-advice" className="ui:text-sm ui:text-ink-700 ui:empty:hidden">
          {advice}
        </p>
      )}
      {hasError && (
        <FieldError id={errorId} prefix={errorPrefix}>
          {error}
        </FieldError>
      )}
    </div>
  );
}

/** What is read out before a field's error message, in English. */
export const FIELD_ERROR_PREFIX = 'Error: ';

/** The field kit's own text: everything else is the form's. */
export type FormFieldMessages = {
  /**
   * Read out, not shown, before each error message (a field's `errorPrefix`, a `FieldError`'s `prefix`).
   * @defaultValue 'Error: '
   */
  errorPrefix: string;
};

/** The English default; pass `errorPrefix` (or `prefix`) to change it. */
export const formFieldMessages: FormFieldMessages = { errorPrefix: FIELD_ERROR_PREFIX };

export type FieldErrorProps = React.ComponentProps<'p'> & {
  /**
   * Read out, not shown, before the message, so it is heard as an error.
   * @defaultValue 'Error: '
   */
  prefix?: string;
};

/** An error message under a control; its `prefix` ("Error: ") is read out before it, not shown. */
export function FieldError({ children, className, prefix = FIELD_ERROR_PREFIX, ...props }: FieldErrorProps) {
  return (
    <p data-slot="field-error" className={cn('ui:text-sm ui:font-semibold ui:text-danger-700', className)} {...props}>
      <span className="ui:sr-only">{prefix}</span>
      {children}
    </p>
  );
}

export type InputProps = React.ComponentProps<'input'>;

/** A single-line text control (any text-like `type`). */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const merged = useFieldControl(props);
  return <input data-slot="input" type={type} className={cn(controlClasses, className)} {...merged} />;
}

export type TextareaProps = React.ComponentProps<'textarea'>;

/** A multi-line text control; the visitor can make it taller. */
export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  const merged = useFieldControl(props);
  return <textarea data-slot="textarea" rows={rows} className={cn(controlClasses, 'ui:resize-y', className)} {...merged} />;
}

export type SelectProps = React.ComponentProps<'select'> & {
  /** A first, empty option ("Select an option") for a choice not made yet. */
  placeholder?: string;
};

/** A native `<select>`: the platform's own picker on phones, full keyboard support everywhere. */
export function Select({ className, placeholder, children, ...props }: SelectProps) {
  const merged = useFieldControl(props);
  return (
    <div data-slot="select" className="ui:relative">
      <select className={cn(controlClasses, 'ui:appearance-none ui:pr-10', className)} {...merged}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="ui:pointer-events-none ui:absolute ui:top-1/2 ui:right-3 ui:size-4 ui:-translate-y-1/2 ui:text-ink-700"
      >
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </div>
  );
}

export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** The label, shown beside the box; clicking it toggles the box. */
  label: React.ReactNode;
  /** Help shown under the label, tied to the box. */
  hint?: React.ReactNode;
  /** The error message; marks the box `aria-invalid` and is tied to it. */
  error?: React.ReactNode;
  /**
   * Read out, not shown, before the error message.
   * @defaultValue 'Error: '
   */
  errorPrefix?: string;
};

/** A checkbox with its label beside it (the whole label is the click target), a hint and an error. */
export function Checkbox({ label, hint, error, errorPrefix, id, className, required, ...props }: CheckboxProps) {
  const generated = React.useId();
  const boxId = id ?? `${generated}checkbox`;
  const hintId = `${boxId}-hint`;
  const errorId = `${boxId}-error`;
  const hasHint = hint != null && hint !== false;
  const hasError = error != null && error !== false;
  return (
    <div data-slot="checkbox" data-invalid={hasError || undefined} className={cn('ui:flex ui:flex-col ui:gap-1.5', className)}>
      <div className="ui:flex ui:items-start ui:gap-3">
        <input
          id={boxId}
          type="checkbox"
          required={required}
          aria-invalid={hasError || undefined}
          className={cn(
            'ui:mt-0.5 ui:size-6 ui:shrink-0 ui:cursor-pointer ui:accent-plasma-700',
            'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
          )}
          {...props}
          aria-describedby={join(hasHint && hintId, hasError && errorId, props['aria-describedby'])}
        />
        <label htmlFor={boxId} className="ui:cursor-pointer ui:text-sm ui:text-ink-900">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {hasHint && (
        <p id={hintId} className="ui:pl-9 ui:text-sm ui:text-ink-600">
          {hint}
        </p>
      )}
      {hasError && (
        <FieldError id={errorId} prefix={errorPrefix} className="ui:pl-9">
          {error}
        </FieldError>
      )}
    </div>
  );
}

export type { ErrorSummaryItem };

export type ErrorSummaryProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  /** What went wrong, in one sentence: "Please complete required fields." */
  title: React.ReactNode;
  /** One item per error, in the form's order: its message and the id of the field it links to (if any). */
  errors?: readonly ErrorSummaryItem[];
  /**
   * Moves focus to the summary when it mounts (default), so the visitor starts from it. Mount a
   * fresh summary for each failed submit (a `key` that changes) to have it announced and focused again.
   */
  focusOnMount?: boolean;
};

/**
 * The errors of a failed submit, at the top of the form (GOV.UK's error summary). It is an alert,
 * announced as it appears, and takes focus when it mounts, so every visitor learns
 * at once what to fix; each item links to its field and moves focus there.
 */
export function ErrorSummary({ title, errors = [], focusOnMount = true, className, ref, ...props }: ErrorSummaryProps) {
  const own = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (focusOnMount) own.current?.focus();
    // Only on mount: a summary already shown keeps its place in the focus order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setRef = React.useCallback(
    (node: HTMLDivElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <div
      ref={setRef}
      role="alert"
      tabIndex={-1}
      data-slot="error-summary"
      className={cn(
        'ui:rounded-control ui:border-2 ui:border-danger-700 ui:bg-white ui:p-4 ui:text-ink-900',
        'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
        className,
      )}
      {...props}
    >
      <p className="ui:font-semibold ui:text-danger-700">{title}</p>
      {errors.length > 0 && (
        <ul className="ui:mt-2 ui:flex ui:list-disc ui:flex-col ui:gap-1 ui:pl-5 ui:text-sm">
          {errors.map((error) => (
            <li key={`${error.targetId ?? ''}:${error.message}`}>
              {error.targetId ? (
                <a
                  href={`#${error.targetId}`}
                  className="ui:font-medium ui:text-danger-700 ui:underline ui:underline-offset-2 ui:hover:no-underline ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500"
                  onClick={(event) => {
                    const target = document.getElementById(error.targetId!);
                    if (!target) return;
                    // Focus the field itself rather than following the fragment (which would change the URL).
                    event.preventDefault();
                    const focusable = target.matches('input, select, textarea, button, [tabindex]')
                      ? target
                      : target.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]');
                    (focusable ?? target).focus();
                    target.scrollIntoView({ block: 'center' });
                  }}
                >
                  {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export type FormAlertProps = React.ComponentProps<'div'> & {
  /** `error`: what went wrong on sending (an alert). `info`: a polite status. */
  tone?: 'error' | 'info';
};

/** A message about the whole form, such as a failed send; announced when it appears. */
export function FormAlert({ tone = 'error', className, ...props }: FormAlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-slot="form-alert"
      data-tone={tone}
      className={cn(
        'ui:rounded-control ui:border ui:p-3 ui:text-sm',
        tone === 'error'
          ? 'ui:border-danger-700 ui:bg-white ui:font-medium ui:text-danger-700'
          : 'ui:border-plasma-200 ui:bg-plasma-50 ui:text-ink-900',
        'ui:[&_a]:underline ui:[&_a]:underline-offset-2 ui:[&_a]:focus-visible:outline-3 ui:[&_a]:focus-visible:outline-offset-2 ui:[&_a]:focus-visible:outline-plasma-500',
        className,
      )}
      {...props}
    />
  );
}
