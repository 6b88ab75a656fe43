/**
 * Form values of the content sections. A `datetime-local` input holds Hong Kong wall time without a zone; the
 * server reads such a value as Hong Kong time (domain/src/admin/content.ts), so the form shows stored times
 * the same way.
 */
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

export function toFormDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + HONG_KONG_OFFSET_MS).toISOString().slice(0, 16);
}

/** "12, 15 30" → [12, 15, 30]; what is not a whole number is kept for the schema to refuse. */
export function idList(text: unknown): unknown[] {
  if (Array.isArray(text)) return text;
  return String(text ?? '')
    .split(/[\s,，]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
