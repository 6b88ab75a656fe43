import { type FormEvent, useId, useReducer } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../lib/api.ts';

/**
 * The one form kit of the storefront and the back office: a form validated by the zod schema the server
 * parses with (domain/src/), so the rules are known before sending; a refusal the server still makes lands on
 * its fields (VALIDATION_FAILED with `details.fields`) or stays the form's failure (a rule code such as
 * EMAIL_TAKEN, no connection). How problems are worded is the caller's: the back office in sentences, the
 * storefront as its message keys.
 */

export type FormValues = Record<string, unknown>;
export type FormStatus = 'idle' | 'saving' | 'saved';

/** One problem of one field: the schema's (its message) or the server's (the member routes add a `code`). */
export interface FieldIssue {
  field: string;
  message: string;
  code?: string;
}

/** How a form words its problems. */
export interface FormMessages<Message> {
  /** Options of the schema's parse: e.g. a locale's messages for zod's own checks. */
  parseOptions?: Parameters<z.ZodType['safeParse']>[1];
  /** What a field shows for a problem, whether the schema found it or the server did. */
  field(issue: FieldIssue): Message;
}

export interface FormState<Values, Message> {
  values: Values;
  /** The first problem of each field, by its name (the first segment of a nested path); gone once edited. */
  errors: Partial<Record<string, Message>>;
  /**
   * The problems the last submit was refused for, kept until the next submit or reset: what a form's one
   * alert shows, since a live region reads all of itself again at each change.
   */
  refused: Partial<Record<string, Message>>;
  /** A failure that is not one field's (a rule, a conflict, no connection). */
  failure: unknown;
  status: FormStatus;
}

export type FormChange<Values, Message> =
  | { type: 'edited'; values: Partial<Values> }
  | { type: 'reset'; values: Values }
  | { type: 'refused'; errors: Partial<Record<string, Message>> }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'failed'; failure: unknown };

export function formReducer<Values, Message>(
  state: FormState<Values, Message>,
  change: FormChange<Values, Message>,
): FormState<Values, Message> {
  switch (change.type) {
    case 'edited': {
      const errors = Object.fromEntries(
        Object.entries(state.errors).filter(([field]) => !(field in change.values)),
      ) as Partial<Record<string, Message>>;
      return { ...state, values: { ...state.values, ...change.values }, errors, status: 'idle' };
    }
    case 'reset':
      return initialState(change.values);
    case 'refused':
      return { ...state, errors: change.errors, refused: change.errors, failure: null, status: 'idle' };
    case 'saving':
      return { ...state, errors: {}, refused: {}, failure: null, status: 'saving' };
    case 'saved':
      return { ...state, status: 'saved' };
    case 'failed':
      return { ...state, failure: change.failure, status: 'idle' };
  }
}

export function initialState<Values, Message>(values: Values): FormState<Values, Message> {
  return { values, errors: {}, refused: {}, failure: null, status: 'idle' };
}

/** Each field's first problem, in the caller's words. */
export function fieldErrors<Message>(
  issues: readonly FieldIssue[],
  messages: FormMessages<Message>,
): Partial<Record<string, Message>> {
  const errors: Partial<Record<string, Message>> = {};
  for (const issue of issues) errors[issue.field.split('.')[0] ?? ''] ??= messages.field(issue);
  return errors;
}

/** The schema's verdict on a form's prepared values: what it parsed, or each field's first problem. */
export function validate<Parsed, Message>(
  schema: z.ZodType<Parsed>,
  input: unknown,
  messages: FormMessages<Message>,
): { success: true; data: Parsed } | { success: false; errors: Partial<Record<string, Message>> } {
  const parsed = schema.safeParse(input, messages.parseOptions);
  if (parsed.success) return { success: true, data: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return { success: false, errors: fieldErrors(issues, messages) };
}

/** The problems the server named field by field: VALIDATION_FAILED's `details.fields`, when it has any. */
function serverIssues(error: unknown): FieldIssue[] | null {
  const fields = isApiError(error, 'VALIDATION_FAILED') ? error.details?.fields : undefined;
  return Array.isArray(fields) && fields.length > 0 ? (fields as FieldIssue[]) : null;
}

export interface Submission<Values, Message, Parsed> {
  state: FormState<Values, Message>;
  schema: z.ZodType<Parsed>;
  prepare: (values: Values) => unknown;
  messages: FormMessages<Message>;
  send: (parsed: Parsed) => Promise<unknown>;
  dispatch: (change: FormChange<Values, Message>) => void;
}

/** Validates with the schema, then sends, then maps the server's refusal onto the fields or the form. */
export async function submitForm<Values, Message, Parsed>({
  state,
  schema,
  prepare,
  messages,
  send,
  dispatch,
}: Submission<Values, Message, Parsed>): Promise<void> {
  if (state.status === 'saving') return;
  const parsed = validate(schema, prepare(state.values), messages);
  if (!parsed.success) {
    dispatch({ type: 'refused', errors: parsed.errors });
    return;
  }
  dispatch({ type: 'saving' });
  try {
    await send(parsed.data);
    dispatch({ type: 'saved' });
  } catch (error) {
    const issues = serverIssues(error);
    dispatch(
      issues
        ? { type: 'refused', errors: fieldErrors(issues, messages) }
        : { type: 'failed', failure: error },
    );
  }
}

export interface SchemaForm<Parsed, Message = string, Values extends FormValues = FormValues>
  extends FormState<Values, Message> {
  /** The id of a field's control; its label and error derive theirs from it. */
  id(name: keyof Values & string): string;
  /** The form's one alert, when its problems are told there rather than under each field. */
  alertId: string | undefined;
  set<Name extends keyof Values & string>(name: Name, value: Values[Name]): void;
  /** Several fields at once (a region chosen clears its district). */
  edit(values: Partial<Values>): void;
  reset(values: Values): void;
  /** An onSubmit handler: validates with the schema, then sends, then maps its refusals. */
  onSubmit(send: (parsed: Parsed) => Promise<unknown>): (event: FormEvent) => void;
}

export interface SchemaFormOptions<Values, Message> {
  messages: FormMessages<Message>;
  /** Turns the raw values into the schema's input (e.g. '' → undefined, comma lists → arrays). */
  prepare?: (values: Values) => unknown;
  /** Controls' ids are `<idPrefix>-<name>`; by default unique to the form. */
  idPrefix?: string;
  /** The id of the form's one alert (the storefront's FormAlert, spec 000 §5): its controls point at it. */
  alertId?: string;
}

/**
 * A form's state bound to React. Values are the form's raw ones (strings from inputs); the schema coerces
 * them as the server does, and `send` gets what it parsed.
 */
export function useSchemaForm<Parsed, Message = string, Values extends FormValues = FormValues>(
  schema: z.ZodType<Parsed>,
  initial: Values,
  { messages, prepare = (values) => values, idPrefix, alertId }: SchemaFormOptions<Values, Message>,
): SchemaForm<Parsed, Message, Values> {
  const [state, dispatch] = useReducer(formReducer<Values, Message>, initial, initialState<Values, Message>);
  const uniqueId = useId();
  const prefix = idPrefix ?? uniqueId;
  return {
    ...state,
    alertId,
    id: (name) => `${prefix}-${name}`,
    set: (name, value) =>
      dispatch({ type: 'edited', values: { [name]: value } as unknown as Partial<Values> }),
    edit: (values) => dispatch({ type: 'edited', values }),
    reset: (values) => dispatch({ type: 'reset', values }),
    onSubmit: (send) => (event) => {
      event.preventDefault();
      void submitForm({ state, schema, prepare, messages, send, dispatch });
    },
  };
}

/** The form's problems for its one alert: each message once, in the order of the fields on screen. */
export function problemsInOrder<Message>(
  errors: Partial<Record<string, Message>>,
  fieldOrder: readonly string[],
): Message[] {
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  const fields = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
  const problems: Message[] = [];
  for (const field of fields) {
    const message = errors[field];
    if (message !== undefined && !problems.includes(message)) problems.push(message);
  }
  return problems;
}
