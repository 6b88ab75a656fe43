import { isMemberMessageCode, memberMessageZh } from '@shop/domain/members/memberMessages';
import type { z } from 'zod';
import { HttpError } from '../errors.ts';

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

/** Parses a member form or answers 400 VALIDATION_FAILED with each field's code and message. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  message?: (issues: FieldIssue[]) => string | null,
): z.infer<Schema> {
  const result = schema.safeParse(bodyOf(data));
  if (result.success) return result.data;
  const fields = fieldIssues(result.error);
  throw new HttpError(400, 'VALIDATION_FAILED', message?.(fields) ?? joinedMessage(fields), { fields });
}
