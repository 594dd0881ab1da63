// `npm start`: the built app and the fixture gateway on one port.
//   tsx scripts/start.ts [appDir]   (appDir: the built app, default dist/app; `npm start` builds it first)
//   PORT (8080; 0 = a free port), HOST (127.0.0.1), DEMO_USER (zhangsan; '' or 'none' = choose
//   on the login page), GATEWAY_LATENCY (ms), GATEWAY_DATA (persist file),
//   CSP ('off' to serve without a Content-Security-Policy, or a policy).
import { startServer } from '../fixtures/gateway/server';

function demoUser(): string | false {
  const value = process.env.DEMO_USER ?? 'zhangsan';
  return value && value !== 'none' ? value : false;
}

function csp(): string | false | undefined {
  const value = process.env.CSP;
  if (value === undefined || value === '') return undefined;
  return value === 'off' ? false : value;
}

const latency = Number(process.env.GATEWAY_LATENCY);
const autoLoginUser = demoUser();

const server = await startServer({
  appDir: process.argv[2] || undefined,
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST || '127.0.0.1',
  autoLoginUser,
  csp: csp(),
  gateway: {
    latencyMs: Number.isFinite(latency) && latency > 0 ? latency : 0,
    persistFile: process.env.GATEWAY_DATA || undefined,
  },
});

const who = autoLoginUser ? `demo user ${autoLoginUser}` : 'choose a demo user at /login';
console.log(`schemadesk is running at ${server.url} (${who})`);

let closing = false;
const shutdown = (signal: string): void => {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: closing schemadesk`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
