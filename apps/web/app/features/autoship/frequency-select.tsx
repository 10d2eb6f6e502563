import { AUTOSHIP_FREQUENCIES, type AutoshipFrequency } from '@pantry/domain';

/** 'Every 1 week' … 'Every 8 weeks' (issue 14: 1, 2, 3, 4, 6 or 8 weeks); `prefix` false drops 'Every'. */
export function frequencyLabel(weeks: number, prefix = true): string {
  const text = weeks === 1 ? '1 week' : `${weeks} weeks`;
  return prefix ? `Every ${text}` : text;
}

/** The delivery frequency choice of every autoship form. */
export function FrequencySelect({
  id,
  value,
  onChange,
  disabled,
  prefix = false,
}: {
  id: string;
  value: number;
  onChange: (weeks: AutoshipFrequency) => void;
  disabled?: boolean;
  /** Options read 'Every 2 weeks' (when the label does not say 'Every'). */
  prefix?: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.target.value) as AutoshipFrequency)}
    >
      {AUTOSHIP_FREQUENCIES.map((weeks) => (
        <option key={weeks} value={weeks}>
          {frequencyLabel(weeks, prefix)}
        </option>
      ))}
    </select>
  );
}
