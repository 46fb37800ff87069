/** The `leads` command run in the test's own process, with what it printed and its exit code. */
import { runLeadsCommand } from '../../src/cli-commands';

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `env` is all the command sees: nothing of the test process's environment (a DATABASE_URL, say) leaks in. */
export async function leads(env: Record<string, string>, ...args: string[]): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const code = await runLeadsCommand(args, env, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}
