-- Request counters of the rate limits (api/rateLimit.ts), shared by every instance on one
-- database: one row per key (a signed-in user, or an address), its window's end and the requests
-- counted in it. Unlogged: a crash forgets the counts, which costs nothing but a fresh window.
create unlogged table rate_limit_counter (
  key text primary key,
  window_ends_at timestamptz not null,
  hits integer not null check (hits >= 1)
);
create index rate_limit_counter_window_ends_at_idx on rate_limit_counter (window_ends_at);
