import pg from 'pg';

/**
 * LISTEN/NOTIFY for the Postgres adapter, on two kinds of connection:
 * - every pool connection listens (`listenOn` when it is borrowed): a backend delivers its own session's
 *   notifications before the ReadyForQuery that ends the notifying statement or COMMIT, so this process
 *   hears its own writes before their commit resolves (no window where it reads around them);
 * - one dedicated connection listens for the other processes while the pool is idle (the pool closes idle
 *   connections). It reconnects after a loss, with back-off, and then notifies every listener, since what
 *   was sent while it was away is lost.
 * A notification may therefore arrive more than once; listeners drop state, so that is harmless.
 * Channels span the server, not the schema: a notification's payload names the schema it was sent from
 * (current_schema(), migration 0060), and one naming another schema (another shop, another test suite on
 * the same server) is not dispatched.
 */
export interface Notifications {
  listen(channel: string, onNotify: () => void): Promise<() => void>;
  /** Makes a pool connection listen to every channel listened to so far (once per connection and channel). */
  listenOn(client: pg.ClientBase): Promise<void>;
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

const listenSql = (channels: Iterable<string>) =>
  [...channels].map((channel) => `listen ${pg.escapeIdentifier(channel)}`).join('; ');

export function postgresNotifications(
  clientConfig: pg.ClientConfig,
  onConnectionError: (error: Error) => void,
): Notifications {
  const listeners = new Map<string, Set<() => void>>();
  const dispatch = (channel: string) => {
    for (const onNotify of listeners.get(channel) ?? []) onNotify();
  };
  // Known once the dedicated connection is up; until then every notification is dispatched (harmless).
  let ownSchema: string | null = null;
  const onNotification = ({ channel, payload }: pg.Notification) => {
    if (ownSchema === null || !payload || payload === ownSchema) dispatch(channel);
  };
  const notifyAll = () => {
    for (const channel of listeners.keys()) dispatch(channel);
  };

  let channelsVersion = 0;
  const listenedVersion = new WeakMap<pg.ClientBase, number>();
  const dispatching = new WeakSet<pg.ClientBase>();

  let dedicated: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let reconnecting = false;
  let closed = false;

  async function connectDedicated(): Promise<void> {
    const client = new pg.Client(clientConfig);
    client.on('notification', onNotification);
    // Without a listener, a lost connection is an unhandled 'error' event and node exits.
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      ownSchema = rows[0]?.schema ?? null;
      await client.query(listenSql(listeners.keys()));
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    dedicated = client;
    client.once('end', () => {
      dedicated = null;
      if (closed) return;
      onConnectionError(new Error('the connection listening for notifications was lost; reconnecting'));
      scheduleReconnect();
    });
  }

  function scheduleReconnect(): void {
    reconnecting = true;
    retryTimer = setTimeout(() => {
      connectDedicated().then(
        () => {
          reconnecting = false;
          retryMs = FIRST_RETRY_MS;
          notifyAll();
        },
        () => {
          retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
          if (!closed) scheduleReconnect();
        },
      );
    }, retryMs);
  }

  return {
    async listenOn(client) {
      if (listeners.size === 0 || listenedVersion.get(client) === channelsVersion) return;
      if (!dispatching.has(client)) {
        client.on('notification', onNotification);
        dispatching.add(client);
      }
      const version = channelsVersion;
      await client.query(listenSql(listeners.keys()));
      listenedVersion.set(client, version);
    },
    async listen(channel, onNotify) {
      const known = listeners.get(channel);
      if (known) known.add(onNotify);
      else {
        listeners.set(channel, new Set([onNotify]));
        channelsVersion += 1;
      }
      try {
        if (dedicated) await dedicated.query(listenSql([channel]));
        // While it reconnects, the new connection will listen to every channel.
        else if (!reconnecting) {
          connecting ??= connectDedicated().finally(() => {
            connecting = null;
          });
          await connecting;
        }
      } catch (error) {
        listeners.get(channel)?.delete(onNotify);
        throw error;
      }
      return () => {
        listeners.get(channel)?.delete(onNotify);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting?.catch(() => undefined);
      await dedicated?.end().catch(() => undefined);
    },
  };
}
