import type { Kysely } from 'kysely';
import { hashPassword, randomPassword } from '../../auth/password.ts';
import { assignRoles, ensureBuiltinRoles } from '../../modules/security/roles.ts';
import type { Database } from '../schema.ts';
import { isoCountries } from './countries.ts';
import { seedDemoHotel } from './demo.ts';
import { seedFirstManuals } from './help.ts';

export interface SeedOptions {
  /** The administrator's password; a random one is made (and reported once) when absent. */
  adminPassword?: string | undefined;
  demo: boolean;
  /** Password of the demo staff users; random when absent. */
  demoPassword?: string | undefined;
  /** The first hotel date; the wall-clock date when absent. */
  hotelDate?: string | undefined;
  /** Days of past the demo hotel lives and closes by day-end before its hotel date (none when absent). */
  demoHistoryDays?: number | undefined;
  /** Told each past day the demo history closes, for a start that takes a while. */
  onDemoHistoryDay?: ((date: string, index: number) => void) | undefined;
}

export interface SeedReport {
  propertyId: number;
  created: boolean;
  /** Set only when this run made the password up: it is shown once and never stored in clear. */
  generatedAdminPassword?: string;
  demoSeeded: boolean;
  generatedDemoPassword?: string;
  demoUsers: string[];
}

export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * First start: the hotel, its administrator, the local currency, the ISO country list and the
 * first manuals. Later starts find the hotel and change nothing, except adding the demo hotel
 * when asked for and not there yet, and the first manuals to a hotel that never had any.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('property').select('id').orderBy('id').executeTakeFirst();
    let propertyId = existing?.id;
    const report: Omit<SeedReport, 'propertyId'> = { created: false, demoSeeded: false, demoUsers: [] };
    if (propertyId === undefined) {
      const inserted = await trx
        .insertInto('property')
        .values({ code: 'MAIN', name: 'My Hotel', hotel_date: options.hotelDate ?? todayIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      propertyId = inserted.id;
      await ensureBuiltinRoles(trx, propertyId);
      const password = options.adminPassword || randomPassword();
      const admin = await trx
        .insertInto('app_user')
        .values({
          property_id: propertyId,
          login_name: 'admin',
          display_name: 'Administrator',
          password_hash: await hashPassword(password),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await assignRoles(trx, propertyId, admin.id, ['ADMIN']);
      await trx
        .insertInto('currency')
        .values({ property_id: propertyId, code: 'THB', name: 'Thai Baht', symbol: '฿', is_local: true })
        .execute();
      await trx
        .insertInto('country')
        .values(
          isoCountries().map((country) => ({
            property_id: propertyId as number,
            iso_code: country.isoCode,
            iso3: country.iso3,
            numeric_code: country.numericCode,
            name: country.name,
            name_th: country.nameTh,
            name_la: country.nameLa,
          })),
        )
        .execute();
      report.created = true;
      if (!options.adminPassword) report.generatedAdminPassword = password;
    }
    // Outside the first-start branch: hotels made before the manuals existed get them too, once.
    await seedFirstManuals(trx, propertyId);
    if (options.demo) {
      const demo = await seedDemoHotel(trx, propertyId, options.demoPassword, {
        days: options.demoHistoryDays ?? 0,
        onDay: options.onDemoHistoryDay,
      });
      if (demo) {
        report.demoSeeded = true;
        report.demoUsers = demo.users;
        if (demo.generatedPassword) report.generatedDemoPassword = demo.generatedPassword;
      }
    }
    return { propertyId, ...report };
  });
}
