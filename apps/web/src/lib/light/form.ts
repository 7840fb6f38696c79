import { useRef, useState } from 'react';

/**
 * A small form state for the sign-in page, which is drawn before antd loads. It keeps antd Form's
 * rules as the page used them: a field validates on change (or on blur when `trigger: 'blur'`), a
 * field that depends on another validates again when that one changes once it has been edited, a
 * submit validates every field, and a `warningOnly` rule shows its message without blocking.
 */
export type FormValues = Record<string, string | boolean | undefined>;

/** A rule returns the message to show, or null when the value passes. */
export type FieldRule<V extends FormValues> = (
  value: V[keyof V] | undefined,
  values: Partial<V>,
) => string | null;

export interface FieldSpec<V extends FormValues> {
  rules: FieldRule<V>[];
  trigger?: 'change' | 'blur';
  warningOnly?: boolean;
  dependencies?: (keyof V)[];
}

export type FieldSpecs<V extends FormValues> = { [K in keyof V]?: FieldSpec<V> };

export interface LightForm<V extends FormValues> {
  values: Partial<V>;
  /** The message shown under each field (an error, or a warning for `warningOnly` fields). */
  messages: Partial<Record<keyof V, string>>;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Sets several values without validating (as antd's `setFieldsValue`). */
  setValues: (values: Partial<V>) => void;
  blur: (name: keyof V) => void;
  /** Validates the named fields (all when none are named); true when none has a blocking error. */
  validate: (names?: (keyof V)[]) => boolean;
  /** Current values, read synchronously (after a `setValue` in the same event). */
  read: () => Partial<V>;
}

/** Required text: empty or, with `whitespace`, only spaces. */
export function required<V extends FormValues>(message: string, whitespace = false): FieldRule<V> {
  return (value) => {
    if (value === undefined || value === null || value === '') return message;
    if (whitespace && typeof value === 'string' && value.trim() === '') return message;
    return null;
  };
}

export function useLightForm<V extends FormValues>(
  specs: FieldSpecs<V>,
  initial: Partial<V> = {},
): LightForm<V> {
  const [values, setState] = useState<Partial<V>>(initial);
  const [messages, setMessages] = useState<Partial<Record<keyof V, string>>>({});
  const current = useRef<Partial<V>>(initial);
  const edited = useRef(new Set<keyof V>());
  const names = Object.keys(specs) as (keyof V)[];

  const check = (name: keyof V, all: Partial<V>): string | null => {
    for (const rule of specs[name]?.rules ?? []) {
      const message = rule(all[name], all);
      if (message) return message;
    }
    return null;
  };

  const validate = (which: (keyof V)[] = names, all: Partial<V> = current.current): boolean => {
    const next: Partial<Record<keyof V, string>> = {};
    let ok = true;
    for (const name of which) {
      const message = check(name, all);
      next[name] = message ?? undefined;
      if (message && !specs[name]?.warningOnly) ok = false;
    }
    setMessages((before) => ({ ...before, ...next }));
    return ok;
  };

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    const all = { ...current.current, [name]: value };
    current.current = all;
    setState(all);
    edited.current.add(name);
    const revalidate: (keyof V)[] = [];
    if ((specs[name]?.trigger ?? 'change') === 'change') revalidate.push(name);
    for (const other of names) {
      if (specs[other]?.dependencies?.includes(name) && edited.current.has(other)) revalidate.push(other);
    }
    if (revalidate.length > 0) validate(revalidate, all);
  };

  const setValues = (partial: Partial<V>) => {
    const all = { ...current.current, ...partial };
    current.current = all;
    setState(all);
  };

  const blur = (name: keyof V) => {
    if (specs[name]?.trigger === 'blur') validate([name]);
  };

  return { values, messages, setValue, setValues, blur, validate, read: () => current.current };
}
