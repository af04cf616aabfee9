import { appointmentItems, type Executor, eq } from '@salon/db';

/** The stylists of a visit's items, each once. */
export async function stylistIdsOfVisit(db: Executor, appointmentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: appointmentItems.stylistId })
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointmentId));
  return rows.map((row) => row.id);
}
