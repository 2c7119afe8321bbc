import type { ListQuery } from '../../core/api/api-client.ts';
import { decodeFilter, FilterSyntaxError } from '../../core/filter.ts';
import { usageError } from '../cli-error.ts';

export interface ListQueryArgs {
  filter?: string;
  search?: string;
  sort?: string;
  order?: string;
}

/** The list options shared by list and export, checked before any request is sent. */
export function listQuery(args: ListQueryArgs): ListQuery {
  if (args.order !== undefined && args.order !== 'asc' && args.order !== 'desc')
    throw usageError(`Неверный порядок «${args.order}»: нужно asc или desc`);
  let filter: ListQuery['filter'];
  try {
    filter = args.filter ? decodeFilter(args.filter) : undefined;
  } catch (e) {
    if (e instanceof FilterSyntaxError) throw usageError(e.message);
    throw e;
  }
  return { filter, search: args.search, sort: args.sort, order: args.order as ListQuery['order'] };
}
