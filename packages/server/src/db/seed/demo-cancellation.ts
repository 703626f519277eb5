// The demo hotel's cancellation policies (issue 20): one for the tour operators' static contracts,
// one for dynamic profiles, each assigned to every demo contract of its kind, so that cancelling a
// booking priced by a contract proposes its policy's fee. Seasons go by arrival date, around the
// hotel date's year, and are checked by the engine before they are written.
import type { CancellationPolicy } from '@pms/domain/cancellation';
import { validateCancellationPolicy } from '@pms/domain/cancellation';
import type { Kysely } from 'kysely';
import { storedCharge, writePolicySeasons } from '../cancellation-fees.ts';
import { hotelDateOf } from '../hotel-date.ts';
import type { Database } from '../schema.ts';

/**
 * Tour operators (static contracts): in the cool season (arrivals 1 Nov – 31 Mar) 30 days or more
 * before arrival is free, 29–8 days costs the first night, 7–0 days half the stay; in the green
 * season (1 Apr – 31 Oct) 14 days or more is free, 13–3 days the first night, 2–0 days half the
 * stay. A no-show pays the whole stay.
 */
function staticPolicy(year: number): CancellationPolicy {
  const seasons = [year - 1, year, year + 1].flatMap((y) => [
    {
      code: `GREEN-${y}`,
      name: `Green season ${y}`,
      arrivals: { from: `${y}-04-01`, to: `${y}-10-31` },
      bands: [
        { fromDays: 13, toDays: 3, charge: { kind: 'nights' as const, nights: 1 } },
        { fromDays: 2, toDays: 0, charge: { kind: 'percent' as const, percent: '50' } },
      ],
    },
    {
      code: `COOL-${y}`,
      name: `Cool season ${y}/${String(y + 1).slice(2)}`,
      arrivals: { from: `${y}-11-01`, to: `${y + 1}-03-31` },
      bands: [
        { fromDays: 29, toDays: 8, charge: { kind: 'nights' as const, nights: 1 } },
        { fromDays: 7, toDays: 0, charge: { kind: 'percent' as const, percent: '50' } },
      ],
    },
  ]);
  return {
    code: 'TO-STD',
    name: 'Tour operators, standard',
    seasons,
    noShow: { kind: 'percent', percent: '100' },
  };
}

/** Dynamic profiles: all year, 7–3 days before arrival the first night, 2–0 days the whole stay; no-show the first night. */
function dynamicPolicy(year: number): CancellationPolicy {
  return {
    code: 'DYN-FLEX',
    name: 'Dynamic profiles, flexible',
    seasons: [
      {
        code: 'ALL',
        name: 'All year',
        arrivals: { from: `${year - 1}-01-01`, to: `${year + 2}-12-31` },
        bands: [
          { fromDays: 7, toDays: 3, charge: { kind: 'nights', nights: 1 } },
          { fromDays: 2, toDays: 0, charge: { kind: 'percent', percent: '100' } },
        ],
      },
    ],
    noShow: { kind: 'nights', nights: 1 },
  };
}

async function insertPolicy(
  trx: Kysely<Database>,
  propertyId: number,
  policy: CancellationPolicy,
  appliesTo: 'static' | 'dynamic',
): Promise<number> {
  const problems = validateCancellationPolicy(policy);
  if (problems.length > 0) {
    throw new Error(`demo policy ${policy.code}: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
  }
  const noShow = policy.noShow ? storedCharge(policy.noShow) : null;
  const { id } = await trx
    .insertInto('cancel_policy')
    .values({
      property_id: propertyId,
      code: policy.code,
      name: policy.name,
      applies_to: appliesTo,
      no_show_kind: noShow?.kind ?? null,
      no_show_value: noShow?.value ?? null,
      created_by: 'sale',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writePolicySeasons(trx, propertyId, id, policy);
  return id;
}

export async function seedDemoCancellationPolicies(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const hotelDate = await hotelDateOf(trx, propertyId);
  const year = Number(hotelDate.slice(0, 4));
  const policies = {
    static: await insertPolicy(trx, propertyId, staticPolicy(year), 'static'),
    dynamic: await insertPolicy(trx, propertyId, dynamicPolicy(year), 'dynamic'),
  };
  for (const kind of ['static', 'dynamic'] as const) {
    await trx
      .updateTable('contract')
      .set({ cancel_policy_id: policies[kind] })
      .where('property_id', '=', propertyId)
      .where('kind', '=', kind)
      .where('cancel_policy_id', 'is', null)
      .execute();
  }
}
