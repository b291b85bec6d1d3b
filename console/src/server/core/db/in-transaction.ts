import type { Queryable } from './adapter';

/** `work` between BEGIN and COMMIT on one connection; rolled back (and the error rethrown) when it throws. */
export async function inTransaction<T>(connection: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  await connection.query('BEGIN');
  try {
    const result = await work(connection);
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
