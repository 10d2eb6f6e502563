import type { ReactNode } from 'react';

/**
 * A console form's field with its label, an optional hint, and, when refused, its message under it (tied by
 * aria-describedby, the field marked aria-invalid). The child renders the control with the attributes it is given.
 */
export function CheckedField(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: object) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const described = [props.error ? errorId : null, hintId].filter(Boolean).join(' ');
  const aria = {
    id: props.id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className="console-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children(aria)}
      {props.hint ? (
        <p className="console-hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="console-field-error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
