/** The little the service logs: start-up, delivery failures, unexpected errors. */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

const write =
  (level: 'info' | 'warn' | 'error') =>
  (message: string, details?: Record<string, unknown>): void => {
    const line = details ? `${message} ${JSON.stringify(details)}` : message;
    console[level](`[lead-api] ${line}`);
  };

export const consoleLogger: Logger = { info: write('info'), warn: write('warn'), error: write('error') };

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
