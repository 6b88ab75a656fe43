import { Field } from './Field.tsx';

/**
 * A region, district or zone picker (spec 000 §5, seed 001 §5): the placeholder option has the value '',
 * so "please select" counts as empty. The placeholder text comes from the form's owner (its own message).
 */
export function AreaSelect({
  id,
  label,
  placeholder,
  names,
  value,
  onChange,
  invalid = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  names: readonly string[];
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  invalid?: boolean;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={onChange} aria-invalid={invalid || undefined}>
        <option value="">{placeholder}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  );
}
