import { usageError } from '../cli-error.ts';

export interface ReportArgs {
  search?: string;
  sort?: string;
  order?: string;
  json?: boolean;
}

/** The query of a money report (sort, order, search and the report's own keys), empty ones left out. */
export function reportQuery(args: ReportArgs, extra: Record<string, string> = {}): Record<string, string> {
  if (args.order !== undefined && args.order !== 'asc' && args.order !== 'desc')
    throw usageError(`Неверный порядок «${args.order}»: нужно asc или desc`);
  const all: Record<string, string | undefined> = { sort: args.sort, order: args.order, search: args.search, ...extra };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => !!e[1]));
}
