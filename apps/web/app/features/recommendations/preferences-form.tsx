import type { PreferenceOption, PreferencesAnswer } from '@pantry/domain';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { useSavePreferences } from './api.ts';

function Choices({
  legend,
  name,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  name: string;
  options: PreferenceOption[];
  chosen: string[];
  onToggle: (key: string) => void;
}) {
  return (
    <fieldset className="preference-choices">
      <legend>{legend}</legend>
      <ul>
        {options.map((option) => (
          <li key={option.key}>
            <label>
              <input
                type="checkbox"
                name={name}
                value={option.key}
                checked={chosen.includes(option.key)}
                onChange={() => onToggle(option.key)}
              />{' '}
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const toggled = (list: string[], key: string) =>
  list.includes(key) ? list.filter((k) => k !== key) : [...list, key];

/** How I shop: the diets and values the catalog offers, as checkboxes; saving boosts them in Recommended. */
export function PreferencesForm({ answer }: { answer: PreferencesAnswer }) {
  const [diets, setDiets] = useState(answer.user_preferences.diets);
  const [values, setValues] = useState(answer.user_preferences.values);
  const save = useSavePreferences();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ diets, values });
  };
  return (
    <form className="preferences-form" onSubmit={submit}>
      <Choices
        legend="Diets I follow"
        name="preferred_diet"
        options={answer.preferences.diets}
        chosen={diets}
        onToggle={(key) => setDiets((list) => toggled(list, key))}
      />
      <Choices
        legend="What I value"
        name="values"
        options={answer.preferences.values}
        chosen={values}
        onToggle={(key) => setValues((list) => toggled(list, key))}
      />
      {save.isError ? <FormError message={save.error.message} /> : null}
      <p role="status" className="muted">
        {save.isSuccess ? 'Saved: Recommended now favours what you chose.' : ''}
      </p>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save preferences'}
      </button>
    </form>
  );
}
