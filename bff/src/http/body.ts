import { isMemberMessageCode, memberMessageZh } from '@shop/domain/members/memberMessages';
import type { z } from 'zod';
import { HttpError } from '../errors.ts';

/**
 * Parsing of request input a route schema cannot describe alone: member forms (each field's message code
 * and Chinese sentence, as the sign-up and account screens show them) and fields gathered from several
 * places (DELETE member/favourite may send its id in the query or the body). One function, `parseInput`;
 * the way a failure is reported is the only difference.
 */

export interface FieldIssue {
  field: string;
  /** One of the member form codes (domain/src/members/memberMessages.ts), or INVALID. */
  code: string;
  /** The zh-HK sentence. */
  message: string;
}

/** A zod failure of a member form as field, code and Chinese message, one per field (first issue wins). */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (issues.some((seen) => seen.field === field)) continue;
    const code = isMemberMessageCode(issue.message) ? issue.message : 'INVALID';
    issues.push({ field, code, message: memberMessageZh(code) });
  }
  return issues;
}

/** The form's errors in one message, as the sign-up screen shows them. */
export function joinedMessage(issues: readonly FieldIssue[]): string {
  return [...new Set(issues.map((issue) => issue.message))].join('\n');
}

/** Bodies may be absent (no content type) or not an object; the schema then reports the missing fields. */
export function bodyOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** How a refused input is told: the answer's message and its `details.fields`. */
export type IssueReport = (error: z.ZodError) => { message: string; fields: unknown[] };

/** A member form: each field's code and Chinese message; `message` may replace the joined sentences. */
export function memberForm(message?: (issues: FieldIssue[]) => string | null): IssueReport {
  return (error) => {
    const fields = fieldIssues(error);
    return { message: message?.(fields) ?? joinedMessage(fields), fields };
  };
}

/** Each issue as field and zod's message, in the words of the schema validation answers. */
export const plainFields: IssueReport = (error) => {
  const fields = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return {
    message: `Invalid request: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`,
    fields,
  };
};

/** Parses request input (an absent or non-object body is an empty one) or answers 400 VALIDATION_FAILED. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  report: IssueReport = memberForm(),
): z.infer<Schema> {
  const result = schema.safeParse(bodyOf(data));
  if (result.success) return result.data;
  const { message, fields } = report(result.error);
  throw new HttpError(400, 'VALIDATION_FAILED', message, { fields });
}
