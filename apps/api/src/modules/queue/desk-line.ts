import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { deskServices, queueEntries } from '../../db/schema';

/**
 * The line a desk calls from: the waiting entries that named this desk, and those waiting for
 * "first available" that want a service the desk offers (any of them, when they named no service).
 * A provider's entries only: the caller adds the provider and the waiting status.
 *
 * `desk` is the desk's id, or an SQL expression naming it (a column of an outer query).
 */
export function eligibleAtDesk(desk: number | SQL): SQL {
  const deskId = typeof desk === 'number' ? sql`${desk}` : desk;
  return or(
    eq(queueEntries.deskId, deskId),
    and(
      isNull(queueEntries.deskId),
      or(
        isNull(queueEntries.serviceId),
        sql`exists (select 1 from ${deskServices} where ${deskServices.deskId} = ${deskId} and ${deskServices.serviceId} = ${queueEntries.serviceId})`,
      ),
    ),
  )!;
}
