import { createApp } from './app-setup.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { describeDatabase } from './config/database-config.js';
import { describeMail } from './config/mail-config.js';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  // The port actually bound: PORT=0 lets the kernel choose one (the test harness's processes do).
  const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(`Homeward listening on http://${shownHost}:${port} (database: ${describeDatabase(config.database)}, ${config.nodeEnv})\n`);
  process.stdout.write(`Homeward ${describeMail(config)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Homeward failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
