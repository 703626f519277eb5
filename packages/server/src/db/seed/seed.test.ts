import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { rolesOfUser } from '../../modules/security/sessions.ts';
import { createTestDatabase } from '../../test/database.ts';
import { openDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { seed } from './index.ts';

// These tests migrate and seed from nothing (the other files start from a seeded copy): on a loaded
// 2-core machine that takes longer than the suite's 30 s for one test.
describe('seed', { timeout: 180_000 }, () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the data folder across restarts and seeds only once (PGlite, whatever the engine under test)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pms-data-'));
    folders.push(dataDir);

    const first = await openDatabase({ engine: 'pglite', dataDir });
    // Every migration of the folder, in order, on a new data folder.
    const migrations = readdirSync(new URL('../migrations/', import.meta.url)).filter((file) => file.endsWith('.sql'));
    expect(migrations.length).toBeGreaterThanOrEqual(4);
    expect(await migrate(first)).toEqual(migrations.sort());
    const report = await seed(first.db, { demo: false });
    expect(report.created).toBe(true);
    const password = report.generatedAdminPassword;
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    await first.db.updateTable('property').set({ name: 'Kept Across Restarts' }).execute();
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dataDir });
    expect(await migrate(second)).toEqual([]);
    const again = await seed(second.db, { demo: false });
    expect(again).toMatchObject({ created: false, propertyId: report.propertyId });
    expect(again.generatedAdminPassword).toBeUndefined();
    const property = await second.db.selectFrom('property').select('name').executeTakeFirstOrThrow();
    expect(property.name).toBe('Kept Across Restarts');
    const admin = await second.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('login_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(password as string, admin.password_hash)).toBe(true);
    await second.close();
  });

  it('makes a random administrator password unless ADMIN_PASSWORD is given', async () => {
    const database = await createTestDatabase();
    try {
      const report = await seed(database.db, { adminPassword: 'chosen-password-1', demo: false });
      expect(report.generatedAdminPassword).toBeUndefined();
      const admin = await database.db
        .selectFrom('app_user')
        .select(['id', 'password_hash'])
        .where('login_name', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(admin.password_hash).not.toContain('chosen-password-1');
      expect(await verifyPassword('chosen-password-1', admin.password_hash)).toBe(true);
      expect(await verifyPassword('wrong', admin.password_hash)).toBe(false);
      expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await rolesOfUser(database.db, admin.id)).map((role) => role.code)).toEqual(['ADMIN']);
    } finally {
      await database.dispose();
    }
  });

  it('seeds the demo hotel once: 120 rooms, 6 types, 3 floors, 2 buildings, 8 currencies, a user per role', async () => {
    const database = await createTestDatabase();
    try {
      await seed(database.db, { adminPassword: 'x-admin-password', demo: false });
      const report = await seed(database.db, { demo: true });
      expect(report.demoSeeded).toBe(true);
      expect(report.generatedDemoPassword).toMatch(/^[A-Za-z0-9]{16}$/);
      const again = await seed(database.db, { demo: true });
      expect(again.demoSeeded).toBe(false);

      const count = async (table: 'room' | 'room_type' | 'floor' | 'building' | 'currency' | 'exchange_rate') =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('room')).toBe(120);
      expect(await count('room_type')).toBe(6);
      expect(await count('floor')).toBe(3);
      expect(await count('building')).toBe(2);
      expect(await count('currency')).toBe(8);
      // Two dates for each of the 7 foreign currencies (the local THB has none).
      expect(await count('exchange_rate')).toBe(14);

      const rates = await database.db
        .selectFrom('exchange_rate')
        .innerJoin('currency', 'currency.id', 'exchange_rate.currency_id')
        .select(['currency.code', 'exchange_rate.buying_rate', 'exchange_rate.selling_rate'])
        .where('currency.code', 'in', ['LAK', 'USD'])
        .orderBy('currency.code')
        .orderBy('exchange_rate.effective_date', 'desc')
        .limit(3)
        .execute();
      expect(rates).toEqual([
        { code: 'LAK', buying_rate: '0.001450', selling_rate: '0.001540' },
        { code: 'LAK', buying_rate: '0.001460', selling_rate: '0.001550' },
        { code: 'USD', buying_rate: '32.200000', selling_rate: '32.750000' },
      ]);

      const held = await database.db
        .selectFrom('user_role')
        .innerJoin('role', 'role.id', 'user_role.role_id')
        .select('role.code')
        .execute();
      const roles = held.map((row) => row.code);
      for (const role of [
        'ADMIN',
        'RESERVATION',
        'RECEPTION',
        'CASHIER',
        'HOUSEKEEPING',
        'ENGINEER',
        'SALE',
        'MANAGEMENT-INFORMATION-SYSTEM',
        'CONFIGULATION-SETTING',
        'FINANCIAL-SETTING',
        'HOUSEKEEPING-SETTING',
        'SALE-SETTING',
      ]) {
        expect(roles, role).toContain(role);
      }

      // Guests that look real (issue 16): e-mails keep every letter of the name (accents folded),
      // phones carry the nationality's calling code, walk-ins are not booked ahead, and most
      // bookings belong to a guest of their own rather than a few dozen shared profiles.
      const guests = await sql<{ first_name: string; last_name: string; email: string; phone: string; iso: string }>`
        select g.first_name, g.last_name, g.email, g.phone, c.iso_code as iso
        from guest_profile g join country c on c.id = g.nationality_id`.execute(database.db);
      const folded = (name: string) =>
        name
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .replace(/ß/g, 'ss')
          .toLowerCase()
          .replace(/[^a-z]/g, '');
      const callingCode: Record<string, string> = { TH: '+66 ', LA: '+856 ', FR: '+33 ', US: '+1 ', ES: '+34 ' };
      for (const guest of guests.rows) {
        expect(guest.email, guest.last_name).toMatch(
          new RegExp(`^${folded(guest.first_name)}\\.${folded(guest.last_name)}\\d*@example\\.com$`),
        );
        const code = callingCode[guest.iso];
        if (code) expect(guest.phone, `${guest.last_name} (${guest.iso})`).toMatch(new RegExp(`^\\${code}`));
      }
      expect(guests.rows.find((guest) => guest.last_name === 'García')?.email).toBe('maria.garcia@example.com');
      const walkInsAhead = await sql<{ n: number }>`
        select count(*)::int as n from reservation r join source s on s.id = r.source_id
        where s.code = 'WALK' and r.arrival > (select hotel_date from property where id = r.property_id)`.execute(
        database.db,
      );
      expect(walkInsAhead.rows[0]?.n).toBe(0);
      const sharing = await sql<{ bookings: number; profiles: number }>`
        select count(*)::int as bookings, count(distinct guest_profile_id)::int as profiles from reservation`.execute(
        database.db,
      );
      const { bookings = 0, profiles = 0 } = sharing.rows[0] ?? {};
      expect(profiles).toBeGreaterThan(bookings / 4);
    } finally {
      await database.dispose();
    }
  });
});
