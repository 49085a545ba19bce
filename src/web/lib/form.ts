/**
 * The web app's one form layer: values, field errors, a form-level error and a pending flag, with
 * the first invalid field focused through the form's own elements (never a page-wide query, so two
 * forms with the same field names on one page cannot steal each other's focus).
 *
 * `useZodForm` checks with the same zod schema the server validates with; `useForm` takes a plain
 * check function for the few places that must stay free of zod (the landing page's footer).
 * Neither imports zod at run time: a schema is only asked to `safeParse`.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { messages } from '@shared/messages.ts';
import { ApiError } from './api-client.ts';
import { valuesTypedBeforeHydration } from './typed-before-hydration.ts';
import { useHydrated } from './use-hydrated.ts';

export type FieldErrors = Partial<Record<string, string>>;
export type CheckResult<Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrors };

export interface FormApi<V> {
  values: V;
  /** Sets one value and clears that field's error, so a message never outlives its cause. */
  setValue: <K extends keyof V>(key: K, value: V[K]) => void;
  setValues: (next: V | ((current: V) => V)) => void;
  errors: FieldErrors;
  /** Replaces the field errors and focuses the first field (in page order) that has one. */
  showErrors: (errors: FieldErrors) => void;
  formError: string | null;
  setFormError: (message: string | null) => void;
  pending: boolean;
  /** Spread on the <form>: noValidate (our messages, not the browser's), the ref and onSubmit. */
  formProps: { ref: RefObject<HTMLFormElement | null>; noValidate: true; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  /** name, value, onChange and error for a text-like control bound to `key`. */
  field: <K extends keyof V & string>(key: K) => {
    name: K;
    value: V[K];
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    error: string | undefined;
  };
  reset: (values?: V) => void;
}

export interface FormOptions<V, Out> {
  initialValues: V | (() => V);
  validate: (values: V) => CheckResult<Out>;
  /** Runs with checked data. What it throws is shown through `onError`; pending lasts until it settles. */
  onSubmit: (data: Out, form: FormApi<V>, submitter: HTMLElement | null) => unknown;
  /** Turns a failure into messages. By default a server error naming a field of the form goes beside that field, anything else above the button. */
  onError?: (error: unknown, form: FormApi<V>) => void;
}

/** The message a failed request shows when no more precise one fits. */
export function failureMessage(error: unknown, fallback: string = messages.errors.internal): string {
  return error instanceof ApiError ? error.serverMessage : fallback;
}

/** The first field name (in the order the form's elements appear) that has an error. */
export function firstInvalidElement(form: HTMLFormElement, errors: FieldErrors): HTMLElement | null {
  const names = Object.keys(errors).filter((key) => errors[key]);
  if (names.length === 0) return null;
  for (const element of Array.from(form.elements)) {
    // data-field names the key a control answers for when its own name differs (a date's parts).
    const name = (element as HTMLElement).dataset.field || (element as HTMLInputElement).name;
    if (!name) continue;
    if (names.some((key) => key === name || key.startsWith(`${name}.`))) return element as HTMLElement;
  }
  return null;
}

export function useForm<V extends object, Out = V>(options: FormOptions<V, Out>): FormApi<V> {
  const [values, setValuesState] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ref = useRef<HTMLFormElement | null>(null);

  // A form in a page rendered at build time keeps what the visitor typed before the page came alive.
  const hydrated = useHydrated();
  const hydrating = useRef(!hydrated);
  useLayoutEffect(() => {
    const form = ref.current;
    if (!hydrating.current || !form) return;
    hydrating.current = false;
    setValuesState((current) => valuesTypedBeforeHydration(form, current) ?? current);
  }, []);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    const form = ref.current;
    if (form) firstInvalidElement(form, next)?.focus();
  }, []);

  const setValue = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValuesState((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key as string] ? { ...current, [key]: undefined } : current));
  }, []);

  const api: FormApi<V> = {
    values,
    setValue,
    setValues: setValuesState,
    errors,
    showErrors,
    formError,
    setFormError,
    pending,
    formProps: {
      ref,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        if (pending) return;
        const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
        setFormError(null);
        const checked = options.validate(values);
        if (!checked.ok) {
          showErrors(checked.errors);
          return;
        }
        setErrors({});
        setPending(true);
        Promise.resolve()
          .then(() => options.onSubmit(checked.data, api, submitter))
          .catch((error: unknown) => {
            const handle = options.onError ?? defaultOnError;
            handle(error, api);
          })
          .finally(() => setPending(false));
      },
    },
    field: (key) => ({
      name: key,
      value: values[key],
      onChange: (event) => setValue(key, event.target.value as V[typeof key]),
      error: errors[key],
    }),
    reset: (next) => {
      setValuesState(next ?? options.initialValues);
      setErrors({});
      setFormError(null);
    },
  };
  return api;
}

function defaultOnError<V>(error: unknown, form: FormApi<V>) {
  if (error instanceof ApiError && error.field && error.field in (form.values as object)) {
    form.showErrors({ [error.field]: error.serverMessage });
    return;
  }
  form.setFormError(failureMessage(error));
}

/** What useZodForm needs of a schema: zod's `safeParse`, read structurally so zod stays a type import. */
interface SafeParser<Out> {
  safeParse: (input: unknown) => { success: true; data: Out } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The first message for each field, keyed by its dotted path ("favourites.colour"). */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    found[key] ??= issue.message;
  }
  return found;
}

/** Checks a value with a zod schema the way a form wants it: data, or the first message per field. */
export function checkWith<Out>(schema: SafeParser<Out>, input: unknown): CheckResult<Out> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}

export interface ZodFormOptions<V, Out> extends Omit<FormOptions<V, Out>, 'validate'> {
  schema: SafeParser<Out>;
  /** Turns the form's working values into what the schema reads ('' to undefined, text to numbers…). */
  toInput?: (values: V) => unknown;
  /** Checks that span fields or need more than the request schema knows; run after the schema. */
  refine?: (data: Out, values: V) => FieldErrors | null;
}

export function useZodForm<V extends object, Out>({ schema, toInput, refine, ...options }: ZodFormOptions<V, Out>): FormApi<V> {
  return useForm<V, Out>({
    ...options,
    validate: (values) => {
      const checked = checkWith(schema, toInput ? toInput(values) : values);
      if (!checked.ok || !refine) return checked;
      const more = refine(checked.data, values);
      return more && Object.values(more).some(Boolean) ? { ok: false, errors: more } : checked;
    },
  });
}
