import type { FormInstance } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../api/toast';

/**
 * The save button of a form dialog: validates the form, runs the save call and, once the server has
 * accepted it, shows the server's message (or `success`) and calls `done` (usually closing the dialog).
 * A field that fails validation stays marked in the form; a refused save is toasted by the HTTP client
 * and the dialog stays open with everything the user typed.
 */
export function useModalSave<V>(
  form: FormInstance<V>,
  save: (values: V) => Promise<{ message?: string } | undefined>,
  done: () => void,
  success?: string,
): { saving: boolean; submit: () => void } {
  const [saving, setSaving] = useState(false);
  const run = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const result = await save(values);
      const message = result?.message || success;
      if (message) toastSuccess(message);
      done();
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit: () => void run() };
}
