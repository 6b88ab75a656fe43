import { randomBytes } from 'node:crypto';

/** A fresh script nonce for one response: 128 random bits, as CSP asks. */
export function scriptNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy with `'nonce-…'` added to its script-src (or a script-src made from default-src). A page the
 * server rendered needs it: React reveals a large part of the markup with small inline scripts carrying the
 * nonce, and nothing else inline may run. Style rules are left alone (a nonce there would switch off the
 * 'unsafe-inline' the style attributes need).
 */
export function withScriptNonce(policy: string, nonce: string): string {
  const source = `'nonce-${nonce}'`;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '');
  const scriptSrc = directives.findIndex((directive) => /^script-src(?:\s|$)/i.test(directive));
  if (scriptSrc >= 0) {
    directives[scriptSrc] = `${directives[scriptSrc]} ${source}`;
  } else {
    const defaultSrc = directives.find((directive) => /^default-src(?:\s|$)/i.test(directive));
    const base = defaultSrc ? defaultSrc.replace(/^default-src/i, 'script-src') : "script-src 'self'";
    directives.push(`${base} ${source}`);
  }
  return directives.join(';');
}
