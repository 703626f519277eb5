-- Exchange rates (/menu/app/exchangerate) carry what a money changer posts: the buying rate (what
-- the hotel gives in local currency for one unit a guest hands over, used for payments in that
-- currency) and the selling rate (what it asks for one unit it hands out, e.g. change or a refund).
-- The single `rate` of the first hotels becomes both, so their figures stay what they were.
alter table exchange_rate rename column rate to buying_rate;

alter table exchange_rate add column selling_rate numeric(18, 6);

update exchange_rate set selling_rate = buying_rate;

alter table exchange_rate alter column selling_rate set not null;

alter table exchange_rate drop constraint exchange_rate_rate_check;

alter table exchange_rate
  add constraint exchange_rate_buying_rate_positive check (buying_rate > 0),
  add constraint exchange_rate_selling_rate_positive check (selling_rate > 0),
  -- A changer never buys dearer than it sells.
  add constraint exchange_rate_spread check (buying_rate <= selling_rate);

-- The rate in force on a date is the latest one effective on or before it: found by currency and
-- date, and deleting a currency looks for its rates.
create index exchange_rate_currency_date_idx on exchange_rate (currency_id, effective_date desc);
