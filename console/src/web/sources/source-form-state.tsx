import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';

/** One text field of a form, as a row of a table: the form's key, its label and the rest of its props. */
export type FieldRow<F> = readonly [key: keyof F, label: string, props?: TextFieldProps];

/**
 * A 新建…数据源 form's state: its fields, `set(key)` for a text field's onChange, the problem shown under the fields,
 * and `save`, which creates the source, closes the dialog when the server took it and shows its refusal when not.
 */
export function useSourceForm<F extends object, B>(
  initial: F,
  create: { mutate: (body: B, options: { onSuccess: () => void; onError: (e: Error) => void }) => void },
  onClose: () => void,
) {
  const [f, setF] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof F) => (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value });
  const save = (body: B, onSaved?: () => void) =>
    create.mutate(body, {
      onSuccess: () => {
        setProblem(null);
        onSaved?.();
        onClose();
      },
      onError: (e) => setProblem(e.message),
    });
  /** The text fields of `rows`, in order. */
  const fields = (rows: readonly FieldRow<F>[]) =>
    rows.map(([key, label, props]) => (
      <TextField key={String(key)} label={label} value={f[key]} onChange={set(key)} {...props} />
    ));
  return { f, setF, set, problem, setProblem, save, fields };
}
