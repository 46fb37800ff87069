/**
 * The lead commands for the sales team and for privacy requests:
 *
 *   npm run -s leads -w @company/lead-api -- export [--since 2026-01-01] [--until 2026-01-31] [--kind quote]
 *   npm run -s leads -w @company/lead-api -- person --email ada@lab.example
 *   npm run -s leads -w @company/lead-api -- erase --email ada@lab.example
 *   npm run -s leads -w @company/lead-api -- purge
 *   npm run -s leads -w @company/lead-api -- mail status
 *   npm run -s leads -w @company/lead-api -- mail requeue
 *
 * They use the same DATA_DIR / DATABASE_URL as the server.
 */
import { runLeadsCommand } from './cli-commands.ts';

// exitCode, not process.exit(): output piped to another command is written out in full before the process ends.
void runLeadsCommand(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr }).then((code) => {
  process.exitCode = code;
});
