import { sql, type SQL } from 'drizzle-orm';

// Qualified by hand: a one-table select prints its columns bare, and inside the subquery a bare
// "desk_id" or "service_id" would name desk_services' own columns.
const entryDesk = sql.raw('"queue_entries"."desk_id"');
const entryService = sql.raw('"queue_entries"."service_id"');

/**
 * The line a desk calls from: the waiting entries that named this desk, and those waiting for
 * "first available" that want a service the desk offers (any of them, when they named no service).
 * A provider's entries only: the caller adds the provider and the waiting status.
 *
 * `desk` is the desk's id, or an SQL expression naming it (a column of an outer query).
 */
export function eligibleAtDesk(desk: number | SQL): SQL {
  return sql`(${entryDesk} = ${desk} or (${entryDesk} is null and (${entryService} is null or exists (
    select 1 from desk_services ds where ds.desk_id = ${desk} and ds.service_id = ${entryService}))))`;
}
