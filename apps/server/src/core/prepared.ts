/**
 * A statement built once per database handle (a named prepared statement, `.prepare(name)`): on the
 * envelope's path, building it through the query builder on every call cost more CPU than its round trip
 * (ADR 0015).
 */
export function preparedPerDatabase<TDatabaseHandle extends object, TStatement>(
  build: (db: TDatabaseHandle) => TStatement,
): (db: TDatabaseHandle) => TStatement {
  const statements = new WeakMap<TDatabaseHandle, TStatement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
