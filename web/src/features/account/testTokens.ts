/** Unsigned JWTs for tests: the browser reads claims and never checks signatures. */
function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface TestClaims {
  sub?: string | number;
  firstname?: string;
  lastname?: string;
  authority?: string;
  email?: string;
  exp?: number;
}

export function testToken(claims: TestClaims): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify(claims));
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

export const DAY_SECONDS = 24 * 60 * 60;

/** A member token expiring `secondsLeft` after `nowMs`. */
export function memberToken(nowMs: number, secondsLeft: number, claims: TestClaims = {}): string {
  return testToken({
    sub: '7',
    firstname: '嘉欣',
    lastname: '陳',
    authority: 'ROLE_MEMBER',
    email: 'kayan.chan@example.com',
    exp: Math.floor(nowMs / 1000) + secondsLeft,
    ...claims,
  });
}
