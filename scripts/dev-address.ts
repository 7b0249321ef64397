/** Where `npm run dev` listens: HOST and PORT, or these. `npm run new` prints the same address. */
export const devDefaults = { host: '127.0.0.1', port: 5173 } as const;

export interface DevAddress {
  host: string;
  port: number;
  /** Like http://127.0.0.1:5173, without a trailing slash. */
  origin: string;
}

/** An empty HOST or PORT counts as unset. */
export function devAddress(env: NodeJS.ProcessEnv): DevAddress {
  const host = env.HOST || devDefaults.host;
  const port = Number(env.PORT || devDefaults.port);
  // An IPv6 address is written in brackets in a URL.
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { host, port, origin };
}
