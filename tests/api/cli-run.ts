import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The real `crm` executable as a child process: shared by the CLI-against-server suites.
export const CRM = fileURLToPath(new URL('../../cli/crm.mjs', import.meta.url));

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The test's environment without the developer's own CRM_* settings and DEBUG. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('CRM_') && k !== 'DEBUG'));
  return { ...env, ...extra };
}

export function startCommand(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const [file, argv] = command === 'crm' ? [process.execPath, [CRM, ...args]] : [command, args];
  return spawn(file, argv, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
}

export function finish(child: ChildProcess, input = ''): Promise<Run> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => {
    stdout += d;
  });
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  child.stdin?.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * Splits a command line the way a POSIX shell does for the help's examples: single and double
 * quotes, `NAME=value` prefixes, `|` pipes and a final `> file`. Nothing else is needed by them.
 */
export function shellParse(line: string): { env: Record<string, string>; stages: string[][]; redirect?: string } {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === ' ') {
      if (word !== null) words.push(word);
      word = null;
    } else if ((c === '|' || c === '>') && word === null) words.push(`\u0000${c}`);
    else word = (word ?? '') + c;
  }
  if (word !== null) words.push(word);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  const redirectAt = words.indexOf('\u0000>');
  const redirect = redirectAt >= 0 ? words[redirectAt + 1] : undefined;
  const command = redirectAt >= 0 ? words.slice(0, redirectAt) : words;
  const stages: string[][] = [[]];
  for (const w of command) {
    if (w === '\u0000|') stages.push([]);
    else stages.at(-1)!.push(w);
  }
  return { env, stages, redirect };
}
