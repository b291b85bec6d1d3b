import { Dialog, DialogTitle, TextField, type DialogProps, type TextFieldProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { CreateForm } from './create-form';

/** A write's state, as a react-query mutation gives it. */
interface Action {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/** The fields of a form that hold text (a switch's boolean is set by hand). */
type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * A dialog form's state: its text fields, the problem found before sending, and `close`, which clears both and the
 * write's error. `initial` is read on every render: closing goes back to what it is then.
 */
export function useFormDialog<F extends object>(initial: F, action: Action, onClose: () => void, failure = '') {
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const field = (name: TextKeys<F>) => ({
    value: form[name] as string,
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value })),
  });
  const close = () => {
    action.reset();
    setForm(initial);
    setProblem(null);
    onClose();
  };
  const shown = problem ?? (action.isError ? `${failure}${errorMessage(action.error)}` : null);
  return { form, setForm, field, setProblem, close, action, problem: shown };
}

type FormDialogState = Pick<ReturnType<typeof useFormDialog>, 'close' | 'action' | 'problem'>;

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  state: FormDialogState;
  onSubmit: () => void;
  submitLabel?: [string, string];
  canSubmit?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** Shown instead of the form once the write is done (a secret shown once). */
  done?: ReactNode;
  children: ReactNode;
}

/** A dialog that holds one form: its title, its fields, the problem if any, and 取消 / the submit button. */
export function FormDialog({ open, title, state, maxWidth = 'sm', done, children, ...form }: FormDialogProps) {
  return (
    <Dialog open={open} onClose={state.close} maxWidth={maxWidth} fullWidth>
      <DialogTitle>{title}</DialogTitle>
      {done ?? (
        <CreateForm onCancel={state.close} pending={state.action.isPending} problem={state.problem} {...form}>
          {children}
        </CreateForm>
      )}
    </Dialog>
  );
}

/** A dialog's text field: the whole width, dense, and at most `maxLength` characters when given. */
export function FormField({ maxLength, slotProps, ...props }: TextFieldProps & { maxLength?: number }) {
  const limited = maxLength ? { ...slotProps, htmlInput: { maxLength, ...slotProps?.htmlInput } } : slotProps;
  return <TextField fullWidth margin="dense" slotProps={limited} {...props} />;
}
