import type { Db } from '../db/client';

/**
 * A query built and named once per database, then only executed: the hot reads (the user behind
 * every bearer, the resume being edited) skip drizzle's query building on each request, and
 * PostgreSQL parses and plans them once per connection.
 */
export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
