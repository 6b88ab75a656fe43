import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { bearer, claimsOf, form, freshCode, signUpFields } from '../../testing/testMembers.ts';
import { providerConfig, signIdToken, testSigningKey } from '../../testing/testOidcKeys.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

const GOOGLE_ISSUER = 'https://accounts.google.com';
const GOOGLE_CLIENT = 'shop-web.apps.googleusercontent.com';
const FACEBOOK_ISSUER = 'https://www.facebook.com';
const FACEBOOK_APP = '1234567890';
const googleKey = testSigningKey('google-key-1');
const facebookKey = testSigningKey('facebook-key-1');
const forger = testSigningKey('google-key-1');

describe.each(testDatabases())('social sign-up and login on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg, {
      config: {
        oauth: {
          google: providerConfig(GOOGLE_ISSUER, GOOGLE_CLIENT, [googleKey]),
          facebook: providerConfig(FACEBOOK_ISSUER, FACEBOOK_APP, [facebookKey]),
        },
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const nowSeconds = () => Math.floor(shop.clock.now().getTime() / 1000);
  const googleToken = (sub: string, overrides: Record<string, unknown> = {}, key = googleKey) =>
    signIdToken(key, {
      iss: GOOGLE_ISSUER,
      aud: GOOGLE_CLIENT,
      sub,
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
      ...overrides,
    });
  const facebookToken = (sub: string) =>
    signIdToken(facebookKey, {
      iss: FACEBOOK_ISSUER,
      aud: FACEBOOK_APP,
      sub,
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    });

  const tokenByGoogle = (googleId: string, idToken?: string) =>
    shop.app.inject({
      method: 'GET',
      url: `/api/member/getTokenByGoogleId?googleId=${googleId}`,
      headers: idToken === undefined ? {} : { 'x-id-token': idToken },
    });
  const addOauth = (fields: Record<string, string | number | undefined>) =>
    shop.app.inject({ method: 'POST', url: '/api/member/addOauth', ...form(fields) });

  async function memberWithGoogleId(googleId: string): Promise<number> {
    const { rows } = await shop.db.query('select 1 from members where google_id = $1', [googleId]);
    return rows.length;
  }

  it('signs up with a verified Google ID token, then hands out a token against it', async () => {
    expect((await tokenByGoogle('g-100', googleToken('g-100'))).statusCode).toBe(404);

    const code = await freshCode(shop.app, '57001111');
    const added = await addOauth(
      signUpFields({
        phone: '57001111',
        verificationCode: code,
        email: 'g100@example.com',
        googleId: 'g-100',
        idToken: googleToken('g-100'),
      }),
    );
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ status: 5 });

    const response = await tokenByGoogle('g-100', googleToken('g-100'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers.authorization).toBe(`Bearer ${response.body}`);
    expect(claimsOf(response.body)).toMatchObject({ email: 'g100@example.com', authority: 'ROLE_MEMBER' });
    const me = await shop.app.inject({ method: 'GET', url: '/api/member/', headers: bearer(response.body) });
    expect(me.json()).toMatchObject({ phone: '57001111' });
  });

  it('never hands out a token for a bare id, a forged signature, another audience or issuer, or an expired token', async () => {
    const code = await freshCode(shop.app, '57002222');
    expect(
      (
        await addOauth(
          signUpFields({
            phone: '57002222',
            verificationCode: code,
            email: 'g200@example.com',
            googleId: 'g-200',
            idToken: googleToken('g-200'),
          }),
        )
      ).json(),
    ).toEqual({ status: 5 });

    const refused = [
      await tokenByGoogle('g-200'),
      await tokenByGoogle('g-200', googleToken('g-200', {}, forger)),
      await tokenByGoogle('g-200', googleToken('g-200', { aud: 'someone-elses-app' })),
      await tokenByGoogle('g-200', googleToken('g-200', { iss: 'https://accounts.evil.example' })),
      await tokenByGoogle('g-200', googleToken('g-200', { exp: nowSeconds() - 3600 })),
      // A genuine token of another Google account does not open this one.
      await tokenByGoogle('g-200', googleToken('g-999')),
      // Nor does a genuine Facebook token.
      await tokenByGoogle('g-200', facebookToken('g-200')),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(401);
      expect(response.headers.authorization).toBeUndefined();
      expect(response.body).not.toMatch(/^ey/);
    }
    expect((await tokenByGoogle('g-200', googleToken('g-200'))).statusCode).toBe(200);
  });

  it('a sign-up with a forged or missing ID token creates nothing', async () => {
    const code = await freshCode(shop.app, '57003333');
    const fields = signUpFields({
      phone: '57003333',
      verificationCode: code,
      email: 'g300@example.com',
      googleId: 'g-300',
    });
    const forged = await addOauth({ ...fields, idToken: googleToken('g-300', {}, forger) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('ID_TOKEN_INVALID');
    expect((await addOauth(fields)).statusCode).toBe(401);
    expect((await addOauth({ ...fields, idToken: googleToken('g-other') })).statusCode).toBe(401);
    expect(await memberWithGoogleId('g-300')).toBe(0);
    const { rows } = await shop.db.query(`select 1 from members where phone = '57003333'`);
    expect(rows).toEqual([]);
    // The code was not touched: the real sign-up still works.
    expect((await addOauth({ ...fields, idToken: googleToken('g-300') })).json()).toEqual({ status: 5 });
  });

  it('keeps the sign-up statuses, and refuses a social account that already has a member', async () => {
    const code = await freshCode(shop.app, '57004444');
    const fields = signUpFields({
      phone: '57004444',
      verificationCode: code,
      email: 'g400@example.com',
      googleId: 'g-400',
      idToken: googleToken('g-400'),
    });
    expect(
      (await addOauth({ ...fields, verificationCode: code === '123123' ? '321321' : '123123' })).json(),
    ).toEqual({ status: 4 });
    expect((await addOauth({ ...fields, password: 'short' })).json()).toMatchObject({ status: 500 });
    expect((await addOauth(fields)).json()).toEqual({ status: 5 });

    const again = await addOauth({ ...fields, phone: '57004445', email: 'g401@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SOCIAL_ACCOUNT_LINKED');
    expect((await addOauth({ ...fields, googleId: undefined })).statusCode).toBe(400);
  });

  it('signs up and logs in with a Facebook Limited Login token the same way', async () => {
    const code = await freshCode(shop.app, '57005555');
    const added = await addOauth(
      signUpFields({
        phone: '57005555',
        verificationCode: code,
        email: 'fb@example.com',
        facebookId: 'fb-1',
        idToken: facebookToken('fb-1'),
      }),
    );
    expect(added.json()).toEqual({ status: 5 });
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/member/getTokenByFacebookId?facebookId=fb-1',
      headers: { 'x-id-token': facebookToken('fb-1') },
    });
    expect(response.statusCode).toBe(200);
    expect(claimsOf(response.body).email).toBe('fb@example.com');
    const bare = await shop.app.inject({
      method: 'GET',
      url: '/api/member/getTokenByFacebookId?facebookId=fb-1',
    });
    expect(bare.statusCode).toBe(401);
    const missing = await shop.app.inject({ method: 'GET', url: '/api/member/getTokenByFacebookId' });
    expect(missing.statusCode).toBe(400);
  });
});

describe.each(testDatabases())('social login without configured providers on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg, { seed: true });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers 400 OAUTH_NOT_CONFIGURED rather than trusting anything', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/member/getTokenByGoogleId?googleId=g-1',
      headers: { 'x-id-token': signIdToken(googleKey, { sub: 'g-1' }) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('OAUTH_NOT_CONFIGURED');
  });
});
