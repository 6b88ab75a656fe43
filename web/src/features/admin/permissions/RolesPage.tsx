import { ADMIN_SECTIONS, OWNER_ROLE, type Permissions } from '@shop/domain/admin/sections';
import { roleSchema } from '@shop/domain/admin/staff';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../../components/forms/FormField.tsx';
import { adminApi } from '../kit/adminApi.ts';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { FormActions, useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminT } from '../useAdminT.ts';
import { type Role, useRoles } from './useRoles.ts';

const EMPTY = { role: '', label: '', permissions: {} as Permissions };

/** Roles and their grant per section; the owner's is fixed. Editing a role applies to its holders at once. */
export function RolesPage() {
  const t = useAdminT();
  const roles = useRoles();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useAdminForm(roleSchema, EMPTY);
  const permissions = form.values.permissions as Permissions;
  const remove = async (role: Role) => {
    setFailure(null);
    try {
      await adminApi.request(`admin/roles/${role.role}`, { method: 'DELETE', auth: 'required' });
      roles.reload();
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <section>
      <h1>{t('admin.permissions.roles')}</h1>
      <p>
        <Link to="/admin/permissions">{t('admin.permissions.staff')}</Link>
      </p>
      {roles.error ? <ErrorNotice error={roles.error} onRetry={roles.reload} /> : null}
      {failure ? <ErrorNotice error={failure} /> : null}
      <table>
        <caption>{t('admin.permissions.roles')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.permissions.roleLabel')}</th>
            <th scope="col">{t('admin.permissions.grants')}</th>
            <th scope="col" className="numeric">
              {t('admin.permissions.holders')}
            </th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {(roles.data ?? []).map((role) => (
            <tr key={role.role}>
              <td>{t('admin.permissions.roleName', { label: role.label, role: role.role })}</td>
              <td>
                {role.role === OWNER_ROLE
                  ? t('admin.permissions.ownerFixed')
                  : Object.entries(role.permissions)
                      .map(
                        ([section, grant]) =>
                          `${t(`admin.section.${section as (typeof ADMIN_SECTIONS)[number]}`)}: ${t(`admin.permissions.grant.${grant}`)}`,
                      )
                      .join('; ')}
              </td>
              <td className="numeric">{role.staffCount}</td>
              <td>
                {role.role === OWNER_ROLE ? null : (
                  <>
                    <button
                      type="button"
                      onClick={() =>
                        form.reset({ role: role.role, label: role.label, permissions: role.permissions })
                      }
                    >
                      {t('admin.permissions.editRole')}
                    </button>{' '}
                    <button type="button" onClick={() => void remove(role)}>
                      {t('admin.permissions.deleteRole')}
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('admin.permissions.addRole')}</h2>
      <form
        className="admin-form"
        noValidate
        onSubmit={form.onSubmit(async ({ role, ...rest }) => {
          await adminApi.request(`admin/roles/${role}`, { method: 'PUT', auth: 'required', body: rest });
          roles.reload();
        })}
      >
        <FormField form={form} name="role" label={t('admin.permissions.role')} />
        <FormField form={form} name="label" label={t('admin.permissions.roleLabel')} />
        <fieldset className="admin-grants">
          <legend>{t('admin.permissions.grants')}</legend>
          {ADMIN_SECTIONS.map((section) => (
            <label key={section}>
              <span>{t(`admin.section.${section}`)}</span>
              <select
                value={permissions[section] ?? ''}
                onChange={(event) => {
                  const { [section]: _old, ...rest } = permissions;
                  const grant = event.target.value;
                  form.set('permissions', grant === '' ? rest : { ...rest, [section]: grant });
                }}
              >
                <option value="">{t('admin.permissions.grant.none')}</option>
                <option value="read">{t('admin.permissions.grant.read')}</option>
                <option value="write">{t('admin.permissions.grant.write')}</option>
              </select>
            </label>
          ))}
        </fieldset>
        <FormActions form={form} />
      </form>
    </section>
  );
}
