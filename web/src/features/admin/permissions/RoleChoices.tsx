import { FormFieldSet } from '../../../components/forms/FormField.tsx';
import type { SchemaForm } from '../../../components/forms/schemaForm.ts';
import type { Role } from './useRoles.ts';

/** The roles a staff member holds, as checkboxes (form value `roles`: string[]). */
export function RoleChoices({
  form,
  roles,
  legend,
}: {
  form: SchemaForm<unknown>;
  roles: readonly Role[];
  legend: string;
}) {
  const chosen = (form.values.roles as string[] | undefined) ?? [];
  return (
    <FormFieldSet form={form} name="roles" legend={legend}>
      {roles.map((role) => (
        <label key={role.role} className="admin-check">
          <input
            type="checkbox"
            name="roles"
            value={role.role}
            checked={chosen.includes(role.role)}
            onChange={(event) =>
              form.set(
                'roles',
                event.target.checked ? [...chosen, role.role] : chosen.filter((name) => name !== role.role),
              )
            }
          />
          {role.label}
        </label>
      ))}
    </FormFieldSet>
  );
}
