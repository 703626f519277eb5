-- A stay priced by a partner's contract (issue 20, operations.md §7.1 "Price snapshot"): the
-- contract version that priced it and the engine's quote, night by night with every step, as it
-- was when the stay was priced. Later contract changes never touch it (an active or retired
-- version is frozen, and the stay keeps its own copy); only an explicit repricing rewrites both.
alter table room_stay
  add column contract_version_id integer references contract_version (id),
  add column price_explanation jsonb,
  add constraint room_stay_contract_priced check (
    (contract_version_id is null) = (price_explanation is null)
    and (price_explanation is null or jsonb_typeof(price_explanation) = 'object')
  );
create index room_stay_contract_version_id_idx on room_stay (contract_version_id);
