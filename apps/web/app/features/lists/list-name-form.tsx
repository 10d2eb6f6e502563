import { LIST_LIMITS } from '@pantry/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';

type NameFormProps = {
  /** The form's name for assistive technology ('New list', 'Rename list'). */
  title: string;
  label: string;
  initial?: string;
  submitLabel: string;
  busyLabel: string;
  /** The call that saves the name; its error shows under the field when it names it, else under the form. */
  save: { isPending: boolean; error: Error | null; mutate: (name: string) => void };
  children?: ReactNode;
};

/** A list's name, asked for when a list is made or renamed: the domain's length limit, the server's messages. */
export function ListNameForm({
  title,
  label,
  initial = '',
  submitLabel,
  busyLabel,
  save,
  children,
}: NameFormProps) {
  const [name, setName] = useState(initial);
  const failure = save.error ? apiFailure(save.error) : null;
  const onField = failure?.field === 'name';
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(name);
  }
  return (
    <form className="list-form" onSubmit={submit} aria-label={title}>
      <TextField
        label={label}
        name="name"
        value={name}
        maxLength={LIST_LIMITS.nameMax}
        required
        onChange={(event) => setName(event.target.value)}
        error={onField ? failure.message : null}
      />
      <SubmitButton busy={save.isPending} busyLabel={busyLabel} className="btn btn-primary">
        {submitLabel}
      </SubmitButton>
      {children}
      {failure && !onField ? <FormError message={failure.message} /> : null}
    </form>
  );
}
