import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { FormField } from './FormField.tsx';
import {
  type FormChange,
  type FormMessages,
  type FormStatus,
  formReducer,
  initialState,
  submitForm,
  useSchemaForm,
} from './schemaForm.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'NAME_REQUIRED'),
  age: z.coerce.number().int('AGE_INVALID').min(18, 'TOO_YOUNG'),
});
type Values = { name: string; age: string };
const filled: Values = { name: 'Kayan', age: '30' };

/** Words of their own, so a test sees the kit asked: the code of a member field, else the message. */
const messages: FormMessages<string> = { field: (issue) => `said:${issue.code ?? issue.message}` };

/** A submit as the hook runs it: the same reducer folds what submitForm dispatches. */
async function submit(values: Values, send: (parsed: z.infer<typeof schema>) => Promise<unknown>) {
  let state = initialState<Values, string>(values);
  const statuses: FormStatus[] = [];
  const dispatch = (change: FormChange<Values, string>) => {
    state = formReducer(state, change);
    statuses.push(state.status);
  };
  await submitForm({ state, schema, prepare: (raw) => raw, messages, send, dispatch });
  return { state, statuses };
}

const neverSent = () => Promise.reject(new Error('a refused form is not sent'));

describe('the form kit', () => {
  it('a schema refusal puts each field’s first problem on it, in the caller’s words, and sends nothing', async () => {
    const { state, statuses } = await submit({ name: ' ', age: '12.5' }, neverSent);
    expect(state.errors).toEqual({ name: 'said:NAME_REQUIRED', age: 'said:AGE_INVALID' });
    expect(state.refused).toEqual(state.errors);
    expect(state.failure).toBeNull();
    expect(statuses).toEqual(['idle']);
  });

  it('sends what the schema parsed, saving then saved', async () => {
    const sent: unknown[] = [];
    const { state, statuses } = await submit(filled, async (parsed) => sent.push(parsed));
    expect(sent).toEqual([{ name: 'Kayan', age: 30 }]);
    expect(statuses).toEqual(['saving', 'saved']);
    expect(state).toMatchObject({ errors: {}, refused: {}, failure: null, status: 'saved' });
  });

  it('a server VALIDATION_FAILED lands on its fields (a nested path on its first segment)', async () => {
    const refusal = new ApiError('VALIDATION_FAILED', 'Invalid request', 400, {
      fields: [
        { field: 'name', code: 'NAME_TAKEN', message: '名稱已被使用' },
        { field: 'age.value', message: 'Too old' },
        { field: 'name', message: 'second problem of a field' },
      ],
    });
    const { state, statuses } = await submit(filled, () => Promise.reject(refusal));
    expect(state.errors).toEqual({ name: 'said:NAME_TAKEN', age: 'said:Too old' });
    expect(state.failure).toBeNull();
    expect(statuses).toEqual(['saving', 'idle']);
  });

  it('a rule code, or a VALIDATION_FAILED naming no field, is the form’s failure', async () => {
    const taken = new ApiError('EMAIL_TAKEN', 'Email taken', 409);
    const ruled = await submit(filled, () => Promise.reject(taken));
    expect(ruled.state).toMatchObject({ errors: {}, failure: taken, status: 'idle' });

    const bare = new ApiError('VALIDATION_FAILED', 'Invalid request', 400, { fields: [] });
    expect((await submit(filled, () => Promise.reject(bare))).state.failure).toBe(bare);
  });

  it('editing a field clears its problem but not what the last submit was refused for; reset clears all', async () => {
    const { state } = await submit({ name: '', age: '' }, neverSent);
    const edited = formReducer(state, { type: 'edited', values: { name: 'Kayan' } });
    expect(Object.keys(edited.errors)).toEqual(['age']);
    expect(Object.keys(edited.refused)).toEqual(['name', 'age']);
    expect(formReducer(edited, { type: 'reset', values: filled })).toEqual(initialState(filled));
  });

  it('does not send twice while a save is under way', async () => {
    let sends = 0;
    const saving = { ...initialState<Values, string>(filled), status: 'saving' as const };
    await submitForm({
      state: saving,
      schema,
      prepare: (raw: Values) => raw,
      messages,
      send: async () => sends++,
      dispatch: () => {},
    });
    expect(sends).toBe(0);
  });
});

describe('the form kit’s hook and fields', () => {
  function Form({ alertId }: { alertId?: string }) {
    const form = useSchemaForm(schema, filled, { messages, idPrefix: 'f', alertId });
    return (
      <form onSubmit={form.onSubmit(async () => {})}>
        <FormField form={form} name="name" label="Name" />
        <FormField form={form} name="age" label="Age" type="number" />
      </form>
    );
  }

  it('binds each control to its label by the form’s ids, with the raw values', () => {
    const html = renderToString(<Form />);
    expect(html).toContain('<label for="f-name">Name</label>');
    expect(html).toContain('id="f-name" name="name" value="Kayan"');
    expect(html).toContain('type="number" id="f-age" name="age" value="30"');
    expect(html).not.toContain('aria-invalid');
  });

  it('gives each form its own ids when no prefix is asked for', () => {
    function Two() {
      const first = useSchemaForm(schema, filled, { messages });
      const second = useSchemaForm(schema, filled, { messages });
      return <p>{first.id('name') === second.id('name') ? 'same' : 'distinct'}</p>;
    }
    expect(renderToString(<Two />)).toContain('distinct');
  });
});
