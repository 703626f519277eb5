// Kysely's view of the tables that migrations/ creates; keep the two in step.
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column travels as an ISO `yyyy-MM-dd` string (see the type parsers in database.ts). */
type IsoDate = string;
type Version = ColumnType<number, number | undefined, number>;

export interface PropertyTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo_file_key: string | null;
  bg_file_key: string | null;
  hotel_date: IsoDate;
  created_at: Timestamp;
  version: Version;
  legal_name: Generated<string>;
  address_line1: Generated<string>;
  address_line2: Generated<string>;
  city: Generated<string>;
  province: Generated<string>;
  postcode: Generated<string>;
  country_id: number | null;
  phone: Generated<string>;
  fax: Generated<string>;
  email: Generated<string>;
  website: Generated<string>;
  tax_id: Generated<string>;
  branch_number: Generated<string>;
  /** A `time` column; read it through to_char(…, 'HH24:MI'), written as 'HH:mm'. */
  check_in_time: Generated<string>;
  check_out_time: Generated<string>;
}

export interface StoredFileTable {
  property_id: number;
  file_key: string;
  content_type: string;
  content: Uint8Array;
  created_at: Timestamp;
}

export interface AppUserTable {
  id: Generated<number>;
  property_id: number;
  login_name: string;
  display_name: string;
  password_hash: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  last_login_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  password_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  language: ColumnType<LanguageCode, LanguageCode | undefined, LanguageCode>;
  created_at: Timestamp;
  version: Version;
}

export interface RoleTable {
  id: Generated<number>;
  property_id: number;
  code: string;
  name: string;
  functions: string[];
  is_builtin: ColumnType<boolean, boolean | undefined, boolean>;
  version: Version;
}

export interface UserRoleTable {
  property_id: number;
  user_id: number;
  role_id: number;
  position: number;
}

export interface LoginThrottleTable {
  property_id: number;
  login_key: string;
  failed_count: ColumnType<number, number | undefined, number>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  blocked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_failed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AuthSessionTable {
  id: Generated<string>;
  property_id: number;
  user_id: number;
  created_at: Timestamp;
  refreshed_at: Timestamp;
  client_ip: string | null;
  user_agent: string | null;
  ended_at: NullableTimestamp;
  end_reason: 'logout' | 'refresh-reused' | 'user-disabled' | 'password-reset' | 'password-changed' | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  spent_at: NullableTimestamp;
}

export interface ServerSecretTable {
  name: string;
  secret: Uint8Array;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  property_id: number;
  at: Timestamp;
  actor: string;
  request_id: string;
  path: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
}

export interface IdempotencyKeyTable {
  property_id: number;
  idempotency_key: string;
  request_hash: string;
  path: string;
  action: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

export interface CurrencyTable {
  id: Generated<number>;
  property_id: number;
  code: string;
  name: string;
  symbol: ColumnType<string, string | undefined, string>;
  decimals: ColumnType<number, number | undefined, number>;
  is_local: ColumnType<boolean, boolean | undefined, boolean>;
  version: Version;
}

export interface ExchangeRateTable {
  id: Generated<number>;
  property_id: number;
  currency_id: number;
  effective_date: IsoDate;
  /** numeric(18,6), kept as decimal strings so no rate is rounded through a float. */
  buying_rate: string;
  selling_rate: string;
  version: Version;
}

export interface CountryTable {
  id: Generated<number>;
  property_id: number;
  iso_code: string;
  iso3: string;
  numeric_code: string;
  name: string;
  name_th: string;
  name_la: string;
  version: Version;
}

export type LanguageCode = 'EN' | 'TH' | 'LA';

export interface InterfaceTextTable {
  id: Generated<number>;
  property_id: number;
  language: LanguageCode;
  text_code: string;
  text_value: string;
  version: Version;
}

export interface HelpTextTable {
  id: Generated<number>;
  property_id: number;
  /** The help key of help/{menu}; unique per language without regard to case. */
  menu: string;
  language: LanguageCode;
  title: string;
  body: string;
  version: Version;
}

interface CodedTable {
  id: Generated<number>;
  property_id: number;
  code: string;
  name: string;
  version: Version;
}
export interface BuildingTable extends CodedTable {}
export interface FloorTable extends CodedTable {
  sort_order: ColumnType<number, number | undefined, number>;
}
type NullableId = ColumnType<number | null, number | null | undefined, number | null>;

export interface RoomTypeTable extends CodedTable {
  max_adults: number;
  max_children: ColumnType<number, number | undefined, number>;
  room_category_id: NullableId;
  default_room_bed_id: NullableId;
  /** numeric(12, 2): an exact decimal string. */
  base_rate: ColumnType<string, string | undefined, string>;
  sort_order: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** Rooms it may sell beyond its rooms on a night (0: never overbook). */
  overbooking_allowance: ColumnType<number, number | undefined, number>;
}

export interface RoomTypeFeatureTable {
  property_id: number;
  room_type_id: number;
  room_feature_id: number;
}

export interface RoomTable {
  id: Generated<number>;
  property_id: number;
  room_number: string;
  room_type_id: number;
  building_id: number;
  floor_id: number;
  housekeeping_status: ColumnType<
    'dirty' | 'clean' | 'inspected',
    'dirty' | 'clean' | 'inspected' | undefined,
    'dirty' | 'clean' | 'inspected'
  >;
  room_bed_id: NullableId;
  connecting_room_id: NullableId;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  note: ColumnType<string, string | undefined, string>;
  version: Version;
}

/** The statuses of a reservation and of its stays (domain.md, Reservations). */
export type ReservationStatus =
  | 'waitlist'
  | 'tentative'
  | 'confirmed'
  | 'guaranteed'
  | 'in-house'
  | 'checked-out'
  | 'cancelled'
  | 'no-show';
/** numeric(14, 2) money, kept as an exact decimal string. */
type Money = string;

export interface GuestProfileTable {
  id: Generated<number>;
  property_id: number;
  title_id: NullableId;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: string;
  nationality_id: NullableId;
  city_id: NullableId;
  id_number: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  vip_level: ColumnType<number, number | undefined, number>;
  guest_type_id: NullableId;
  notes: ColumnType<string, string | undefined, string>;
  /** Generated by the database (0062): what guest search matches, lower-cased. */
  search_text: GeneratedAlways<string>;
  version: Version;
}

export interface CompanyProfileTable extends CodedTable {
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

type BookingStatus = 'waitlist' | 'tentative' | 'confirmed' | 'guaranteed';

export interface ReservationTable {
  id: Generated<number>;
  property_id: number;
  confirmation_number: string;
  guest_profile_id: NullableId;
  company_profile_id: NullableId;
  source_id: NullableId;
  market_id: NullableId;
  segment_id: NullableId;
  rate_code_id: NullableId;
  channel: 'OTA' | 'NON-OTA';
  status: ReservationStatus;
  arrival: IsoDate;
  departure: IsoDate;
  remark: ColumnType<string, string | undefined, string>;
  internal_remark: ColumnType<string, string | undefined, string>;
  deposit_required: ColumnType<Money, Money | undefined, Money>;
  deposit_due_date: ColumnType<IsoDate | null, IsoDate | null | undefined, IsoDate | null>;
  cancellation_reason_id: NullableId;
  cancellation_note: ColumnType<string, string | undefined, string>;
  cancellation_fee: ColumnType<Money | null, Money | null | undefined, Money | null>;
  cancelled_at: NullableTimestamp;
  /** The status a cancelled reservation returns to when the cancellation is taken back. */
  cancelled_from_status: ColumnType<BookingStatus | null, BookingStatus | null | undefined, BookingStatus | null>;
  created_at: Timestamp;
  created_by: string;
  version: Version;
}

export interface RoomStayTable {
  id: Generated<number>;
  property_id: number;
  reservation_id: number;
  line_number: number;
  room_type_id: number;
  room_id: NullableId;
  arrival: IsoDate;
  departure: IsoDate;
  adults: number;
  children: ColumnType<number, number | undefined, number>;
  meal_type_id: NullableId;
  status: ReservationStatus;
  version: Version;
}

export interface RoomStayNightTable {
  property_id: number;
  room_stay_id: number;
  night: IsoDate;
  amount: Money;
  reason: ColumnType<string, string | undefined, string>;
}

/** Rows locked to serialise inventory checks per room type and night; they hold no data. */
export interface InventoryLockTable {
  property_id: number;
  room_type_id: number;
  night: IsoDate;
}

/** A room out of order for the nights [from_date, to_date): it leaves inventory. */
export interface RoomOutOfOrderTable {
  id: Generated<number>;
  property_id: number;
  room_id: number;
  from_date: IsoDate;
  to_date: IsoDate;
  reason: string;
  return_status: ColumnType<'dirty' | 'clean' | 'inspected', 'dirty' | 'clean' | 'inspected' | undefined>;
  created_at: Timestamp;
  created_by: string;
  version: Version;
}

/** Rooms held for a company per room type and night, released at night - release_days. */
export interface AllotmentTable {
  property_id: number;
  company_profile_id: number;
  room_type_id: number;
  night: IsoDate;
  rooms: number;
  release_days: ColumnType<number, number | undefined, number>;
  version: Version;
}

/** A rate code's price per occupancy for a room type over [starts_on, ends_on]. */
export interface RateCodeRateTable {
  id: Generated<number>;
  property_id: number;
  rate_code_id: number;
  room_type_id: number;
  starts_on: IsoDate;
  ends_on: IsoDate;
  meal_type_id: NullableId;
  single_amount: Money;
  double_amount: Money;
  extra_adult_amount: ColumnType<string, string | undefined, string>;
  extra_child_amount: ColumnType<string, string | undefined, string>;
  version: Version;
}

export interface Database {
  property: PropertyTable;
  stored_file: StoredFileTable;
  app_user: AppUserTable;
  role: RoleTable;
  user_role: UserRoleTable;
  login_throttle: LoginThrottleTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  server_secret: ServerSecretTable;
  audit_log: AuditLogTable;
  idempotency_key: IdempotencyKeyTable;
  currency: CurrencyTable;
  exchange_rate: ExchangeRateTable;
  country: CountryTable;
  interface_text: InterfaceTextTable;
  help_text: HelpTextTable;
  building: BuildingTable;
  floor: FloorTable;
  room_type: RoomTypeTable;
  room_type_feature: RoomTypeFeatureTable;
  room: RoomTable;
  guest_profile: GuestProfileTable;
  company_profile: CompanyProfileTable;
  reservation: ReservationTable;
  room_stay: RoomStayTable;
  room_stay_night: RoomStayNightTable;
  inventory_lock: InventoryLockTable;
  room_out_of_order: RoomOutOfOrderTable;
  allotment: AllotmentTable;
  rate_code_rate: RateCodeRateTable;
}

export type CurrencyRow = Selectable<CurrencyTable>;
export type NewRoom = Insertable<RoomTable>;
