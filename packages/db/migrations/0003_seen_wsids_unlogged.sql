-- Issue 15 / ADR 0015: the replay guard (seen_wsids) is written on every call. As an UNLOGGED table its
-- rows and index write no WAL, so a call's claim commits without waiting for a WAL flush. Still one
-- shared table with a primary key, so a replay is refused exactly across server processes; a crash or a
-- failover to a standby empties it (what a replay window right after a crash could let through, ADR 0015).
-- drizzle-kit does not model UNLOGGED: the schema (packages/db/src/schema/system.ts) says so in a comment.
ALTER TABLE "seen_wsids" SET UNLOGGED;
