import { type ApiClient, createApiClient } from '../../../lib/api.ts';
import { config } from '../../../lib/config.ts';
import { staffSession } from './session.ts';

/**
 * The back office's API client: the shop's client with the staff token. A 401 to a call that carried it (the
 * session expired, was ended elsewhere or the account was deactivated) ends the session here, and the layout
 * sends the staff member to the log-in page.
 */
export const adminApi: ApiClient = createApiClient({
  baseUrl: config.apiBase,
  authTokenProvider: () => ({
    token: () => staffSession.current()?.token ?? null,
    rejected: () => staffSession.end(),
  }),
});
