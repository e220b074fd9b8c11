import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config/app-config.js';

/** What a command answers: its exit code and the line it prints (stdout for 0, stderr otherwise). */
export interface CliResult {
  code: number;
  message: string;
}

/**
 * The configuration a command runs with. The admin bootstrap variables are ignored (a command does not create
 * the bootstrap admin, and a half-set pair must not block it); a configuration error is the command's answer (exit 1).
 */
export function commandConfig(env: Record<string, string | undefined>): AppConfig | CliResult {
  try {
    return loadConfig({ ...env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  } catch (error) {
    if (error instanceof ConfigError) return { code: 1, message: error.message };
    throw error;
  }
}

export const isCliResult = <T extends object>(value: T | CliResult): value is CliResult => 'code' in value && 'message' in value;

/**
 * The command's options, parsed strictly with --help (-h) beside them. An unknown or malformed option is the
 * command's answer (exit 2, with the usage), and so is --help (exit 0, the usage).
 */
export function commandOptions<V extends object>(argv: string[], options: NonNullable<ParseArgsConfig['options']>, usage: string): V | CliResult {
  let values: { help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (error) {
    return { code: 2, message: `${(error as Error).message}\n${usage}` };
  }
  // parseArgs types its values from a literal options object; the caller names them instead.
  return values.help ? { code: 0, message: usage } : (values as V);
}

/** Runs a command as the process's entry point: prints its answer and sets the exit code; a crash is `<name> failed: ...`, exit 1. */
export function runAsMain(name: string, run: (argv: string[]) => Promise<CliResult>): void {
  run(process.argv.slice(2))
    .then(({ code, message }) => {
      (code === 0 ? process.stdout : process.stderr).write(`${message}\n`);
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
}
