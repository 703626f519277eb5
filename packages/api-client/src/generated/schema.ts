// generated from openapi/ by packages/api-client/scripts/generate.mjs: do not edit
export interface paths {
    "/configuration/rate-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate code (master data)
         * @description Rate code records of the hotel (/menu/app/rate-code). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens. `rates` reads the rate code's rate table (a price per occupancy for a room type over a date range, with its meal plan) and `set-rates` replaces it whole, with the rate code's row version, which it moves on. Bookings price their nights from it through `reservation/rate` `quote`.
         */
        post: operations["configurationRateCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/room-bed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Room bed setup (master data)
         * @description Room bed setup records of the hotel (/menu/app/room-bed). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationRoomBed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/hotel-year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hotel year (master data)
         * @description The business years of the hotel (/menu/app/hotel-year). `code` is unique per hotel and no two years overlap; a year touches at most 24 calendar months. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         *
         *     Each year has its accounting periods, which the server keeps: creating a year writes one period per calendar month it covers (the first and the last may be partial, named like "Jan 2026"), closed when the year is created closed. Changing a year's dates writes its periods again while none of them is closed, and is refused (422 HOTEL_PERIOD_CLOSED) once one is. Deleting a year deletes its periods. `periods` reads the periods of one year; `set-period-closed` closes or reopens periods, each with its row version (409 when stale). A period cannot be reopened while its year is closed (422 HOTEL_YEAR_CLOSED), and a year can only be closed once all its periods are (422 HOTEL_PERIODS_OPEN): close the periods, then the year; reopen the year, then a period.
         */
        post: operations["configurationHotelYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/child-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Child policy (master data)
         * @description Child policy records of the hotel (/menu/app/child-policy). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationChildPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/minibar-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Minibar item (master data)
         * @description Minibar item records of the hotel (/menu/app/minibar-type). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationMinibarType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/outlet-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Outlet item (master data)
         * @description Outlet item records of the hotel (/menu/app/outlet-item). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationOutletItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/outlet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Outlet (master data)
         * @description Outlet records of the hotel (/menu/app/out-let). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationOutlet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bank account (master data)
         * @description Bank account records of the hotel (/menu/app/bank-account). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/payment-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment type (master data)
         * @description Payment type records of the hotel (/menu/app/payment-type). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationPaymentType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/hotel-tax-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax type (master data)
         * @description Tax type records of the hotel (/menu/app/hotel-tax-type). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationHotelTaxType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/transaction-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transaction code (master data)
         * @description Transaction code records of the hotel (/menu/app/transaction-code). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationTransactionCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * City (master data)
         * @description City records of the hotel (/menu/app/city). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/room-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Room category (master data)
         * @description Room category records of the hotel (/menu/app/room-category). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationRoomCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/term-of-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Term of payment (master data)
         * @description Term of payment records of the hotel (/menu/app/term-of-payment). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationTermOfPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/transaction-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transaction group (master data)
         * @description Transaction group records of the hotel (/menu/app/transaction-group). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationTransactionGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/occupancy-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Occupancy type (master data)
         * @description Occupancy type records of the hotel (/menu/app/occupancy-type). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationOccupancyType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/maintenance-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Maintenance type (master data)
         * @description Maintenance type records of the hotel (/menu/app/maintenance-type). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationMaintenanceType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/department": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Department (master data)
         * @description Department records of the hotel (/menu/app/department). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/territory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Territory (master data)
         * @description Territory records of the hotel (/menu/app/territory). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationTerritory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/guest-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Guest type (master data)
         * @description Guest type records of the hotel (/menu/app/guest-type). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationGuestType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/cancellation-reason": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancellation reason (master data)
         * @description Cancellation reason records of the hotel (/menu/app/cencellation-reason). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationCancellationReason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/keep-at": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep-at place (master data)
         * @description Keep-at place records of the hotel (/menu/app/keep-at). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationKeepAt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/bed-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bed type (master data)
         * @description Bed type records of the hotel (/menu/app/bed-type). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationBedType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/room-feature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Room feature (master data)
         * @description Room feature records of the hotel (/menu/app/room-feature). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationRoomFeature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking source (master data)
         * @description Booking source records of the hotel (/menu/app/source). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/meal-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Meal type (master data)
         * @description Meal type records of the hotel (/menu/app/meal-type). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationMealType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Market (master data)
         * @description Market records of the hotel (/menu/app/market). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/segment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Market segment (master data)
         * @description Market segment records of the hotel (/menu/app/segment). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationSegment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/title": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Guest title (master data)
         * @description Guest title records of the hotel (/menu/app/title). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationTitle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/HotelDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The hotel's details, name and images
         * @description `get` answers what the login screen and the shell show (name, logo, background) to anyone. `get-full` answers the whole record to staff: legal name, address, contacts, tax registration, check-in and check-out times, the image paths and the row version. `update` changes the fields it is sent under that version (409 STALE_VERSION when someone saved first); `remove-image` takes the logo or the background away. The images themselves are uploaded with POST /files/hotel-detail/{image}.
         */
        post: operations["configurationHotelDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/hotel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hotel (business) date
         * @description `GetHotelDate` answers the current hotel date; `NextHotelDate` the business date that follows it. Only day-end moves the hotel date (and, while the hotel is set up, an administrator with `reservation/reservation` `SetHotelDate`).
         */
        post: operations["configurationHotel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Currencies (master data)
         * @description Currencies of the hotel (/menu/app/currency-unit), on the master-data kit. `code` (ISO 4217) is unique per hotel; exactly one currency is the local currency (422 LOCAL_CURRENCY_TAKEN / LOCAL_CURRENCY_REQUIRED), which cannot be deleted (422 LOCAL_CURRENCY) and has no exchange rates (422 LOCAL_CURRENCY_HAS_RATES). A currency with exchange rates, payment types, bank accounts or rate codes cannot be deleted (409 IN_USE). `list-minimum` feeds the top bar and the ComboBoxes of other screens.
         */
        post: operations["configurationCurrency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/exchange-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange rates (master data)
         * @description Buying and selling rates of the foreign currencies by effective date (/menu/app/exchangerate). The rate in force on a date is the latest one effective on or before it (`list-in-force`). One rate per currency and date (409 DUPLICATE); none for the local currency (422 LOCAL_CURRENCY_RATE); buying not above selling (422 CONSTRAINT_VIOLATED on sellingRate).
         */
        post: operations["configurationExchangeRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ISO 3166 countries
         * @description The ISO 3166-1 list, seeded with English, Thai and Lao names (/menu/app/country). `list-full` and `get-minimum` keep the shape the screens of the spec read (countryId); the master-data actions let staff correct the names, and add an entity the list lacks or delete one no city or hotel detail uses. `isoCode` and `iso3` are unique per hotel.
         */
        post: operations["configurationCountry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/UserInterfaceText": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Interface texts
         * @description Texts that override the staff app's translation files at run time, per language and message id (spec §7). Anyone may read them (the login screen shows them too); writing is a configuration setting (Language Setting).
         */
        post: operations["configurationUserInterfaceText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/help-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Help texts (manuals)
         * @description The manual per help key and language that help/{menu} shows and /menu/app/setting-help edits. Anyone may read them (help without a menu is unguarded); writing is a configuration setting.
         */
        post: operations["configurationHelpText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/building": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buildings of the hotel (master data)
         * @description The buildings rooms stand in (Config > Rooms > Building). Codes are unique per hotel; a building that rooms use cannot be deleted. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationBuilding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/floor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Floor (master data)
         * @description The floors of the hotel (/menu/app/floor-category). `code` is unique per hotel; a floor rooms are on cannot be deleted. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationFloor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/room-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Room type (master data)
         * @description The room types the hotel sells (/menu/app/room-type). `code` is unique per hotel; a type rooms are of cannot be deleted. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens. `features` reads the room features of a type and `set-features` replaces them (with the type's row version, which it moves on).
         */
        post: operations["configurationRoomType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Room number (master data)
         * @description The rooms of the hotel (/menu/app/room-number). `roomNumber` is unique per hotel; a room is never its own connecting room, and a room another names as its connecting room cannot be deleted. `housekeepingStatus` is read here and written by housekeeping only. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["configurationRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Today's figures for the department dashboards
         * @description `get` answers one item with the figures of the hotel date that the departments built so far keep: the hotel date; today's arrivals, departures, stays and guests in house, rooms sold and rooms available tonight, counted from the room stays; rooms by housekeeping status, type, floor and building; the exchange rates in force; and, for those who read the cashier's reports (`cashier`, null for the others), the cashier's day: shifts open, the day's charges and payments, guests due out with a balance, high balances, deposits due and held; for those who read the housekeeping reports (`housekeepingDay`, null for the others), rooms out of order and out of service, arrivals and departures still to come, stay-overs, VIPs in house and arriving, and maintenance orders open on rooms. The occupancy of the nights ahead is `reservation/availability`'s. Any signed-in staff member may read it: every department has a dashboard.
         */
        post: operations["reportDashboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/reservationReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reservation forecasts and reports
         * @description `get_detail` answers one report as one item: its columns (a stable key and a kind each), its rows and a totals row, for the hotel named and the hotel date of the moment it ran. Money and percentages are exact decimal strings. The reservation office, the front desk and management read them.
         *
         *     Range reports take `fromDate` and `toDate` (both included, at most 366 days apart, `toDate` not before `fromDate`); the expect-departure report takes `forDate` (the hotel date when left out). Bad or missing dates are refused with 400 naming the field. `roomTypeId` narrows every report to that room type (its rooms and stays); `companyProfileId` and `channel` narrow the reports built from bookings and the pick-up, not the three occupancy reports (rooms belong to the whole hotel). A room type or company that is not the hotel's is refused with 409 NOT_FOUND_REFERENCE. Dates of moments (a booking made, a cancellation) are read in UTC until the hotel has a time zone setting. Rows of the booking lists also carry `reservationId` (not a column), to open the booking. Nights are hotel nights: a stay from arrival A to departure D occupies the nights A … D−1. A stay "sells" a night when it takes inventory: confirmed, guaranteed or in house, or checked out for a night it stayed.
         *
         *     - `reserved-occupancy-forecast` (fromDate–toDate): one row per night with the active rooms,
         *       rooms out of order, rooms available (rooms − out of order), rooms sold, occupancy %
         *       (sold ÷ available), arrivals and departures (of selling stays), adults and children in the
         *       sold rooms, room revenue (the nightly rates of the sold nights) and ADR (revenue ÷ sold).
         *       Totals sum the nights; occupancy and ADR over the period.
         *
         *     - `history-reservation-forecast` (fromDate–toDate, toDate before the hotel date, else 400 on
         *       `/data/0/toDate`): the same figures for past nights from what actually happened: stays
         *       that are in house or checked out sold their nights and arrived; checked-out stays departed;
         *       no-shows are counted apart (`noShows`: stays due to arrive that night that did not).
         *
         *     - `reservation-forecast-by-roomtype` (fromDate–toDate, at most 62 nights): one row per active
         *       room type with a column per night (rooms sold, `night` set on the column), the room nights
         *       of the period and the average occupancy over it; the totals row sums each night.
         *
         *     - `reservation-report` (fromDate–toDate): bookings made on those dates, any status, with
         *       their stays' first
         *       arrival, last departure, nights, rooms and room types, channel, source, market, amount
         *       (the nightly rates of all their stays) and who booked.
         *
         *     - `actual-arrival` (fromDate–toDate): stays that arrived (in house or checked out) with
         *       arrival in the range.
         *
         *     - `actual-departure` (fromDate–toDate): checked-out stays with departure in the range.
         *     - `expect-departure` (forDate): stays due to leave on forDate that are in house or still
         *       expected (confirmed or guaranteed).
         *
         *     - `cancellation` (fromDate–toDate): bookings cancelled on those dates: reason, note, fee,
         *       the room nights and the revenue lost.
         *
         *     - `no-show` (fromDate–toDate): no-show bookings with the first arrival in the range.
         *     - `flag` (fromDate–toDate): bookings arriving in the range (waitlist, tentative, confirmed,
         *       guaranteed) that need attention, `flags` naming each reason with a stable word: `vip`
         *       (the booker guest is a VIP), `internal-remark` (an internal remark is written),
         *       `deposit-overdue` (a deposit is asked for and its due date has passed on the hotel date),
         *       `deposit-due` (due within 3 days), `waitlist` and `tentative` (still not confirmed within
         *       7 days of arrival). Deposits are not posted yet, so an asked-for deposit counts as unpaid.
         *
         *     - `pick-up` (fromDate–toDate, booking days): per day the bookings made (whatever became of
         *       them later), the room nights and revenue picked up, the bookings cancelled that day with
         *       their room nights and revenue, and the net (picked up − cancelled). With `forDate`, only
         *       stay nights on or after it count, and a booking counts when it holds one of them.
         */
        post: operations["reportReservationReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/receptionReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reception reports
         * @description `get_detail` answers one report as one item, in the same shape as the reservation reports: its columns (a stable key and a kind each), its rows and a totals row, for the hotel named and the hotel date of the moment it ran. The front desk and management read them. Every report has one row per room stay (or per room move) with the front desk's columns: room, guest, room type, adults and children, arrival and departure, the booker's VIP level and, where the guest has arrived, the hotel date and time (UTC, until the hotel has a time zone setting) of the check-in and who did it. Rows also carry `reservationId` (not a column), to open the booking.
         *
         *     Range reports take `fromDate` and `toDate` (both included, at most 366 days apart, `toDate` not before `fromDate`); both default to the hotel date. Day reports take `forDate` (the hotel date when left out). Bad dates are refused with 400 naming the field; `roomTypeId` narrows a report to the stays of that room type, and a room type that is not the hotel's is refused with 409 NOT_FOUND_REFERENCE.
         *
         *     - `expect-arrival` (fromDate–toDate): stays due to arrive in the range that take a room
         *       (confirmed, guaranteed, or already in house): the day's arrivals, those checked in showing
         *       when and by whom.
         *
         *     - `actual-arrival` (fromDate–toDate): stays that arrived (in house or checked out) with
         *       arrival in the range.
         *
         *     - `expected-departure` (forDate): stays due to leave on forDate that are in house or still
         *       expected (confirmed or guaranteed).
         *
         *     - `actual-departure` (fromDate–toDate): checked-out stays with departure in the range.
         *     - `rc001-in-house-report`: every stay in house now, by room.
         *     - `move-room-report` (fromDate–toDate): the room moves made on those hotel dates: from which
         *       room to which, why, whether the rate was kept, who moved the guest and when.
         *
         *     - `rc008-guest-walk-in` (fromDate–toDate): stays of walk-in reservations (booked and checked
         *       in at once) arriving in the range.
         *
         *     - `rc009-over-pax-report` (forDate): stays holding the night of forDate (expected, in house
         *       or checked out) with more adults or more children than the room type takes (its maximum
         *       adults and maximum children) — the type of the room they are in, else the type booked.
         */
        post: operations["reportReceptionReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/cashierReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cashier reports
         * @description `get_detail` answers one report as one item, in the same shape as the reservation reports: its columns (a stable key and a kind each), its rows and a totals row (money columns summed exactly; columns that do not add up are left out), for the hotel named and the hotel date of the moment it ran. Cashiers and management read them. Amounts are exact decimal strings in the local currency unless a column says otherwise; times are UTC (HH:MM) until the hotel has a time zone setting. Rows about a booking carry `reservationId` (not a column).
         *
         *     Range reports take `fromDate` and `toDate` (hotel dates, both included, at most 366 days apart, `toDate` not before `fromDate`); both default to the hotel date. Bad dates are refused with 400 naming the field.
         *
         *     - `high-balance-report` (now; `threshold`, default 5000.00): the open guest folios of stays in
         *       house and the open house accounts whose balance (the sum of their non-void postings) is
         *       above `threshold`, highest first, with their charges, payments and balance.
         *
         *     - `deposit-ledger-report` (fromDate–toDate): per booking with deposit-ledger activity (the
         *       folios owned by a reservation): the balance held before the range (opening), new deposits
         *       (payments), refunds (payments given back), forfeited deposits (charges on the deposit
         *       ledger), moved to the guest ledger (transfers out to a stay's guest folio), other movements
         *       (other transfers and corrections) and the balance held at the end (closing). Held deposits
         *       are positive; opening + new − refunds − forfeited − to guest ledger + other = closing.
         *
         *     - `deposit-transfer-at-check-in-report` (fromDate–toDate): each move of a booking's deposit
         *       ledger into a stay's guest folio at check-in (`direction` check-in), and back when the
         *       check-in was taken back (undo-check-in, counted negative): when, how many postings, how
         *       much credit, and who checked the guest in.
         *
         *     - `departure-extendad-report` (fromDate–toDate): stays in house whose departure was moved
         *       later (reservation `change-departure`) on those dates, from the audit trail: the departure
         *       before and after, the nights added, who extended it and when.
         *
         *     - `currency-exchange-summary-report` (fromDate–toDate): payments taken in a foreign currency,
         *       per shift, currency and rate: how many, the foreign amount tendered, the rate kept on the
         *       postings and the local amount. Refunds count negative; void payments and transfers are
         *       left out.
         *
         *     - `correnctions-cancelled-payment-report` (fromDate–toDate): postings voided (kept, struck
         *       out) and corrections (counter-postings) made on those hotel dates, payments and charges:
         *       what was cancelled, its amount, the reason, who did it and when.
         *
         *     - `checked-out-messages-report` (fromDate–toDate): guest messages never delivered of guests
         *       who checked out on those hotel dates (a message for the whole booking once none of its
         *       stays is in house).
         *
         *     - `closed-shift-report` (fromDate–toDate): shifts of those hotel dates that are closed, one
         *       line per payment type and currency of the totals frozen at the close (amount tendered and
         *       local amount); cash lines carry the cash counted for their currency, what was expected and
         *       the variance (counted − expected).
         *
         *     - `closed-shift-time-report` (fromDate–toDate): every shift of those hotel dates: who, when
         *       it opened and closed, how long it ran (HH:MM) and how many postings it took.
         *
         *     - `posting-journal-report` (fromDate–toDate; `grouping`): with `posting` (the default) every
         *       posting of those hotel dates in the order made: time, shift, cashier, transaction code,
         *       folio, window and amounts, void ones marked and left out of the totals; with
         *       `transaction-code` the same non-void postings summed per transaction code.
         */
        post: operations["reportCashierReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/financeReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finance reports
         * @description `get_detail` answers one report as one item, in the same shape as the cashier reports: its columns (a stable key and a kind each), its rows and a totals row (money columns summed exactly), for the hotel named and the hotel date of the moment it ran. The finance office and management read them. Amounts are exact decimal strings in the local currency; void postings are out of every figure but the journals, which list them marked. Rows about a booking carry `reservationId` (not a column).
         *
         *     The ledgers: a folio of a stay or a house account is on the guest ledger, a booking's folio (its advance deposits) on the deposit ledger, a company's folio on the city ledger (accounts receivable). Every folio is on one ledger, so the ledgers' movements add up to every posting.
         *
         *     Range reports take `fromDate` and `toDate` (hotel dates, both included, at most 366 days apart, `toDate` not before `fromDate`); both default to the hotel date, or for `daily-statistic-report` to the last date day-end closed (the day before the hotel date). `hotel-revenue` takes `forDate` (default the hotel date). Bad dates are refused with 400 naming the field.
         *
         *     - `guest-trial-balance` (fromDate–toDate): every folio with a balance before the range or
         *       postings in it, by ledger (`ledger`: guest, deposit, city): the balance before the first
         *       date (`opening`), the range's `charges` and `payments` (payments as a positive amount),
         *       what moved by `transfers` (in positive, out negative) and the balance after the last date:
         *       closing = opening + charges − payments + transfers, to the cent, on every row and in the
         *       totals.
         *
         *     - `trial-balance-report` (fromDate–toDate): the books as debits and credits: a `revenue` line
         *       per charge code (credit), a `payments` line per payment code (debit), and a `ledger` line
         *       per ledger (`ledger` guest, deposit, city: its `opening`, its movement as a debit when it grew or a
         *       credit when it shrank, and its `closing`). Transfers are in the ledger lines only. Total
         *       debits equal total credits.
         *
         *     - `hotel-revenue` (forDate): the charge codes' revenue by transaction group (in its report
         *       order) and code: the day's net amount, service charge, tax and total; the net amount
         *       month-to-date and year-to-date; and month-to-date a year earlier (the same calendar
         *       dates; 29 February counts as 28 February). Transfers are left out (they move revenue
         *       between folios, not into the hotel).
         *
         *     - `posting-journal` (fromDate–toDate): every posting of those hotel dates in the order made,
         *       as `posting-journal-report` of report/cashierReport lists them: void ones marked and left
         *       out of the totals.
         *
         *     - `journal-by-transaction-code-report` (fromDate–toDate): the non-void postings of those
         *       hotel dates summed per transaction code and kind.
         *
         *     - `posting-summary` (fromDate–toDate): per hotel date, shift and cashier: how many postings,
         *       charges and payments (payments positive, voided ones out), how many transfers,
         *       corrections and voids, and the voided amount.
         *
         *     - `daily-statistic-report` (fromDate–toDate): the hotel's figures of each closed date as its
         *       day-end froze them (a date not yet closed has no row): rooms available, sold,
         *       complimentary, out of order, occupancy %, ADR, RevPAR and TRevPAR (on room revenue net of
         *       service charge and tax), guests, arrivals, departures, no-shows, room and total revenue.
         *       The totals row works the period's ratios out of its sums.
         */
        post: operations["reportFinanceReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/housekeepingReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Housekeeping reports
         * @description `get_detail` answers one report as one item, in the same shape as the reservation reports: its columns (a stable key and a kind each), its rows and a totals row (counts summed; VIP levels and day counts, which do not add up, left out), for the hotel named and the hotel date of the moment it ran. Housekeeping, the front desk and management read them. Everything is counted from the reservations on the books, the rooms and the room-status log when asked; nothing is stored for the reports. Times are UTC (HH:MM) until the hotel has a time zone setting.
         *
         *     Range reports take `fromDate` and `toDate` (both included, at most 366 days apart, `toDate` not before `fromDate`); both default to the hotel date. Day reports take `forDate` (the hotel date when left out). Bad dates are refused with 400 naming the field. `floorId` narrows a report to the rooms of that floor (stays without a room yet are then left out); a floor that is not the hotel's is refused with 409 NOT_FOUND_REFERENCE. The forecast counts the whole hotel and refuses `floorId` (400).
         *
         *     The guest lists have one row per room stay, by floor (in the floors' order) and room, stays still without a room last: floor, room, the room's housekeeping status now and whether it is out of order tonight or out of service (`roomService`), room type, guest (the booker), the booker's VIP level, adults and children, arrival, departure, nights, the stay's status and the booking's remark (the guest's requests; the internal remark stays with the front office).
         *     - `expect-arrival` (fromDate–toDate): stays due to arrive in the range that take a room
         *       (confirmed, guaranteed, or already in house).
         *
         *     - `actual-arrival` (fromDate–toDate): stays that arrived (in house or checked out) with arrival
         *       in the range.
         *
         *     - `expect-departure` (forDate): stays due to leave on forDate that are in house or still
         *       expected (confirmed or guaranteed).
         *
         *     - `actual-departure` (fromDate–toDate): checked-out stays with departure in the range.
         *     - `vip`: the stays in house now whose booker has a VIP level.
         *     - `vip-expected-arrival` (fromDate–toDate): expect-arrival's stays whose booker has a VIP
         *       level.
         *
         *
         *     - `forecast` (fromDate–toDate): one row per date for staffing (operations.md §5.1), from the
         *       stays on the books (confirmed, guaranteed, in house, checked out): arrivals, departures,
         *       stay-overs (stays holding the night before and the night of the date), rooms occupied that
         *       night (arrivals + stay-overs), rooms out of order that night, expected dirty rooms
         *       (departures + stay-overs: the rooms to clean that day) and VIP arrivals.
         *
         *     - `room-status-today-report`: every room in use now, by floor and room: the front-office
         *       status derived from the stays (occupied when a stay is in house, else vacant), the
         *       housekeeping status, out of order tonight or out of service with the reason, the guest in
         *       house, the day's movement (`departure` of a guest due out, `arrival` of a stay assigned to
         *       the room arriving today, both, or `stay-over`) and `attention`: the disagreements between
         *       the front office and the room that the data shows — `overdue` (in house past its departure
         *       date: the front office still counts a guest the room may no longer have),
         *       `occupied-out-of-order` (a guest in house in a room out of order tonight) and
         *       `arrival-not-ready` (an arrival assigned to a vacant room that is dirty, out of order or out
         *       of service). Housekeeping does not record the occupancy it sees in the room, so sleep and
         *       skip discrepancies as such are not reported.
         *
         *     - `hk-room-status-vacant-report`: the rooms in use with no guest in house: housekeeping
         *       status, out of order tonight or out of service with the reason, when the status last
         *       changed, the last departure from the room and the days since, and the next arrival assigned
         *       to it.
         *
         *     - `room-status-change-log-report` (fromDate–toDate): every change of a room's housekeeping
         *       status or service on those hotel dates, in the order made, from the room-status log: the
         *       hotel date and time, floor and room, from and to (status and service), why (manual,
         *       check-in, undo-check-in, room-move, check-out, day-end, system), the note and who.
         */
        post: operations["reportHousekeepingReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/managementReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Management information reports
         * @description `get_detail` answers one report as one item, in the same shape as the reservation reports: its columns (a stable key and a kind each), its rows and a totals row, for the hotel named and the hotel date of the moment it ran. Management reads them. Amounts are exact decimal strings in the local currency; percentages have two places, rounded half up.
         *
         *     History (every report but the two forecasts) reads only the statistics frozen by day-end for each closed date (operations.md §8.1), never live bookings: a booking changed after its date was closed does not change these reports, and a date not closed yet has no figures (no row, or blank). Counts of rooms over several days are room nights. Definitions, printed on the screens too: rooms available = rooms − out of order; rooms sold include complimentary rooms (a night at rate 0); occupancy = sold ÷ available (without comps: (sold − complimentary) ÷ available); ADR = room revenue ÷ sold; RevPAR = room revenue ÷ available; TRevPAR = total revenue ÷ available; room revenue is net of service charge and tax; total revenue is every charge of the date, net; ALOS = room nights ÷ arrivals; guests per room = guests ÷ sold. A ratio without a denominator is blank (null). Last year (LY) is the same calendar dates one year earlier (date-aligned, not weekday-aligned; 29 February has no last-year date).
         *
         *     The forecasts are live: the nights on the books of stays that take inventory (confirmed, guaranteed, in house), a night belonging to D when arrival ≤ D < departure, and expected room revenue from the stays' stored nightly prices (a price in a foreign currency at its buying rate in force on the hotel date; a night without a price counts no revenue).
         *
         *     Range reports take `fromDate` and `toDate` (hotel dates, both included, at most 366 days apart, `toDate` not before `fromDate`). History ranges default to the last closed date (the hotel date − 1); forecasts to the hotel date and the 29 days after it, and a forecast may not start before the hotel date. Bad input is refused with 400 naming the field.
         *
         *     - `mis-manager-report` (`forDate`, default the last closed date): the manager's flash, one
         *       row per figure (`figure`: rooms, outOfOrder, available, sold, complimentary, occupancy,
         *       occupancyWithoutComp, adr, revpar, trevpar, guests, guestsPerRoom, alos, arrivals,
         *       departures, noShows, roomRevenue, totalRevenue) with the columns day, monthToDate,
         *       yearToDate and the same three last year. The value columns are declared `text` because
         *       each row has its own kind, given by the row's `unit` (not a column): integer (a count),
         *       money, percent, or decimal (a ratio with two places); values are exact (counts as numbers,
         *       the rest as decimal strings). No totals.
         *
         *     - `mis-report-hotel-statistic-date` (fromDate–toDate): one row per closed date: rooms
         *       available, sold, complimentary, occupancy %, ADR, RevPAR, guests, room revenue and total
         *       revenue, and last year's occupancy %, ADR and RevPAR for the same date. Totals: counts and
         *       money summed, ratios over the whole period.
         *
         *     - `mis-report-hotel-statistic-summary` (fromDate–toDate): the same per month (`month`,
         *       YYYY-MM) over the closed dates of the range in it, with how many closed dates it has
         *       (`days`) and TRevPAR; last year is the same dates one year earlier.
         *
         *     - `mis-report-statistic-production` (fromDate–toDate; `dimension`, default room-type): one
         *       row per room type, source, market, segment, company, country or rate code (`name`, its code
         *       and name as frozen; bookings without one are named `not-given`): room nights, share % of
         *       the room nights, room revenue, ADR, guests (adults + children), arrivals, and last year's
         *       room nights and room revenue over the same dates one year earlier.
         *
         *     - `mis-report-productivity-revenue` (`forDate`, default the last closed date; `dimension`):
         *       one row per dimension value: room nights, room revenue and ADR for the day, month to date
         *       and year to date.
         *
         *     - `occupancy-forecast` (fromDate–toDate): one row per night: rooms, out of order, available,
         *       on the books, arrivals and departures still expected, stayovers (on the books − arrivals),
         *       occupancy %, expected room revenue and ADR. Totals: counts summed, ratios over the period.
         *
         *     - `occupancy-forecast-group` (fromDate–toDate; `grouping`, company (the default) or
         *       segment): one row per company or segment (`not-given` for bookings without one): bookings
         *       with nights in the range, room nights on the books, share % of the room nights, expected
         *       room revenue and ADR.
         */
        post: operations["reportManagementReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/salesReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sales reports and a partner's production
         * @description `get_detail` answers one report as one item, in the same shape as the reservation and finance reports: its columns (a stable key and a kind each), its rows and a totals row, for the hotel named and the hotel date of the moment it ran. Sales, the reservation office and management read them.
         *
         *     Each lists the bookings of partners (reservations made for a company profile), one row per room stay, grouped by partner (by name): the partner, the contract and version that priced the stay (`contract` empty and `contractVersion` null when it was priced without one), the confirmation number, the booker guest, room type, arrival, departure, nights, adults, children, the room revenue (the sum of the stay's nightly amounts, exact) and the stay's status. After each partner's rows comes its sub-total row (`line` is `subtotal`, `confirmationNumber` the word `subtotal`, the partner's name, and its nights, adults, children and money summed); the stays' rows have `line` `stay` and carry `reservationId` (not a column). The totals row sums the stays once.
         *
         *     `fromDate` and `toDate` are hotel dates, both included, at most 366 days apart and `toDate` not before `fromDate` (400 naming `toDate`); both default to the hotel date. `companyProfileId` keeps one partner, `contractId` the stays priced by a version of that contract; an id that is not this hotel's is 409 NOT_FOUND_REFERENCE naming the field.
         *
         *     - `expect-arrival-report`: stays still to come (waitlist, tentative, confirmed, guaranteed)
         *       arriving in the period.
         *
         *     - `expect-departure-report`: stays not over yet (still to come or in house) departing in the
         *       period.
         *
         *     - `actual-arrival-report`: stays checked in on a hotel date of the period (`checkedInOn`),
         *       whatever they are now.
         *
         *     - `actual-departure-report`: stays checked out on a hotel date of the period
         *       (`checkedOutOn`).
         *
         *     - `cancellation-report`: the stays of bookings cancelled on a date of the period
         *       (`cancelledOn`, the date of the moment in UTC, as the reservation reports read it), with
         *       the reason and the booking's cancellation fee (`cancellationFee`, on the booking's first
         *       room stay, blank on the others, so sums count it once); the room revenue is what the
         *       cancellation gave back.
         *
         *
         *     `production` answers one company profile's room nights and room revenue (net of service charge and tax, in the local currency) as day-end froze them (`daily_statistic`, the company dimension, as the management production report reads it): `year-to-date` (1 January of the last closed date's year to the last closed date, the day before the hotel date), `last-year-to-date` (the same calendar dates a year earlier; 29 February counts as 28 February) and `last-year` (the whole calendar year before). A period without nights has 0 nights, "0.00" and a null average rate. An unknown id is 404. Sales and management read it (not the reservation office).
         */
        post: operations["reportSalesReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservation/guest-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Guest profile
         * @description Guests as the hotel knows them (/menu/app/guest-profile): title, names, nationality, city, id or passport number, contacts, VIP level, guest type and notes. `search` answers one page for the grid, each word matched against names, id number, email and phone (a trigram index keeps it fast), with each guest's last stay; `list-minimum` feeds pickers. `stays` answers a guest's stay history: every reservation booked for them, latest first, with totals. `merge` moves everything that points at a duplicate profile (reservations and any other reference) onto the profile kept, fills the kept profile's empty fields from the duplicate (notes are joined when both have some and they fit), deletes the duplicate, and audits both, in one transaction; both row versions are checked. A guest that reservations are booked for cannot be deleted (merge them instead). Reservation and reception staff write them; everyone signed in reads them.
         */
        post: operations["reservationGuestProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservation/company-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Company profile
         * @description Companies that book, and the partners sales keeps them as (issue 20): a kind (company, travel agent, tour operator, wholesaler), the contact's name, phone and e-mail, a billing e-mail and address, the country, the tax id, the credit limit (an exact decimal string, not negative) and the days to pay, and the market, source and segment its bookings take by default (each a row of that list of this hotel, or null: another hotel's or an unknown id is 409 NOT_FOUND_REFERENCE naming the field). Everything but code and name may be left out on create and takes its default (a company, empty texts, no credit, payment on departure, no defaults). `code` is unique per hotel. A company that reservations are booked for, that holds allotments or a contract cannot be deleted. Reservation and sales staff write them; everyone signed in reads them. `search` matches code, name, contact, e-mails and tax id.
         */
        post: operations["reservationCompanyProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservation/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Room availability
         * @description `get` answers, for the nights fromDate to toDate (both included, at most 62), each active room type's rooms, rooms out of order, rooms sold (stays that take inventory: confirmed, guaranteed or in house, with or without a room assigned), rooms allotted to companies and not yet picked up or released, its overbooking allowance, and what is available; and the totals per night. Counted from stays, out-of-order records and allotments whenever asked: nothing keeps a counter. With `companyProfileId`, each night also says how much of that company's allotment is left for it. `free-rooms` answers the rooms of one type a stay could be given: active, held by no stay that takes inventory and not out of order on any of its nights. Everyone signed in reads both.
         */
        post: operations["reservationAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservation/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate resolution
         * @description `quote` prices each night of one or more stays (room type, arrival, departure, adults, children, and the booking's rate code and company). Each night is priced by the first source of the rate resolution that has a price for it: the rate code's rate table for the room type (one adult: single; two or more: double + each adult beyond two × extra adult; + each child × extra child), else the room type's base rate. A stay whose company has a contract in force for all its nights is priced by the contract instead (issue 20): every night with source `contract`, and `contract` carries the version and the explanation of each night; a contract that refuses the stay answers 422 `CONTRACT_REFUSED` (closed to arrival, closed to departure, minimum stay, no rate) with the reason at the stay's field. Nights stay editable on the booking, with a reason when they differ. Everyone signed in asks.
         */
        post: operations["reservationRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservation/reprice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reprice a booking by its contract
         * @description A contract change never reprices a booking by itself: each stay keeps the contract version and the amounts it was booked with. `preview` prices each stay of a reservation before arrival through the company's contract in force today, as booked today, and answers, per stay, the nights as booked and as they would be, with the difference (the contract's explanation for the new amounts); it changes nothing. `apply` writes those new amounts and the new version on the stays that differ, under the reservation's row version (409 when stale), with its audit record; a stay the contract now refuses is answered in `preview` with the reason and refuses `apply` (422 `CONTRACT_REFUSED`). Nights typed with a reason are repriced too: the preview shows them.
         */
        post: operations["reservationReprice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservation/allotment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Allotments
         * @description Rooms held for a company per room type and night, with release days. `get` answers the rows of the nights forDate to toDate (both included; 14 nights by default, at most 62), optionally of one company: rooms, release days and date, whether released (the hotel date has reached night − releaseDays), picked (the company's stays of the type that take inventory that night), unpicked (max(0, rooms − picked) until released, then 0) and the row version; plus the companies and room types that have rows. `set` writes the given nights of one company and room type (each night's row version checked, null for a night without a row: 409 `STALE_VERSION`). `fill` writes rooms and release days on every night from fromDate to toDate that falls on one of the weekdays (Su = 1 … Sa = 7), whatever was there, and answers how many it wrote. An allotment's unpicked rooms leave general inventory, so in one transaction with the inventory locks of the booking command, a write that raises what a night holds is refused with 409 `NO_AVAILABILITY` naming the night when rooms − rooms out of order − rooms sold − other companies' unpicked − this unpicked would go below zero (the overbooking allowance is not held for companies). Lowering below what is picked is allowed: the bookings stay, nothing is unpicked. Nights before the hotel date are refused (422 `NIGHT_BEFORE_HOTEL_DATE`), and so is an inactive company (422 `COMPANY_INACTIVE`) or room type (422 `ROOM_TYPE_INACTIVE`). Everyone signed in reads; reservation and sales staff write.
         */
        post: operations["reservationAllotment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservation/reservation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reservations
         * @description `create` books one reservation with 1 to 20 room stays and their nightly rates, and needs an `Idempotency-Key` (a double click or a retry makes one booking). In one transaction it takes the inventory locks of every room type and night of its stays (in a fixed order), counts what is available, and refuses with 409 `NO_AVAILABILITY` naming the stay (`/data/0/stays/N`) when a stay that takes inventory (confirmed, guaranteed) would leave a night below zero; waitlist and tentative stays take none. An assigned room must be of the stay's type and free for its nights (409 `ROOM_NOT_AVAILABLE`; the database's exclusion constraint is the last guard). Arrivals are not before the hotel date (422 `ARRIVAL_BEFORE_HOTEL_DATE`). `get` answers one reservation with its stays and nightly rates; `search` one page for the booking lists. `cancel` cancels before arrival with a reason and a fee, and gives the nights back in the same transaction (row version checked). `SetHotelDate` sets the hotel date during setup (ADMIN only; day-end moves it in daily running), compare-and-set on the date the caller read. `list_ota` and `list_nonota` are `search` with the channel fixed (spec §7); `get_nonota` is `get` of a non-OTA reservation, 404 for an OTA booking. `update` changes a reservation before arrival (fields, dates, room types, pax, rates, rooms; stays added or removed) with the same checks as `create`, row version checked, and needs an Idempotency-Key; nights no longer taken go back to inventory in the same transaction. `reinstate` takes back a cancellation if the rooms are still there. `history` answers every change of a reservation from the audit log, newest first.
         *
         *     The front desk (issue 17), each command with an Idempotency-Key: `checkin` checks in 1 to 20 stays into rooms, all or nothing, and answers them in house. A stay checks in on its arrival hotel date only, into an active room of its type (or of another with `upgradeReason`) that no in-house stay occupies, is not out of order or out of service, and is clean or inspected; otherwise 409 (`ROOM_OCCUPIED`, `ROOM_NOT_AVAILABLE`) or 422 (`NOT_ARRIVAL_DATE`, `NOT_CHECKABLE`, `ROOM_TYPE_MISMATCH`, `ROOM_NOT_READY`, `ROOM_OUT_OF_ORDER`, `ROOM_OUT_OF_SERVICE`, …) naming the stay's field, and nothing changes. Check-ins of one room queue on the room's row, so of two receptionists checking two stays into one room exactly one succeeds. `walkin` books a reservation for tonight and checks it in at once, with its guests registered. `undo-checkin` takes a check-in back on the hotel date it was made. `in-house` lists the stays in house. `change-departure` extends or shortens an in-house stay (extra nights checked as a booking is). `register` replaces a stay's registration cards; `registrations` reads them. `arrivals` lists the stays arriving on the hotel date (or a given date) that are not in yet, with those checked in that day as done. `assign-room` gives 1 to 20 stays not yet in house a room (or takes it away), all or nothing: the room of the stay's type (another with `upgradeReason`), in use, big enough, not out of order and free of other stays on all the stay's nights (409 `ROOM_NOT_AVAILABLE`; the exclusion constraint is the last guard), row version checked.
         */
        post: operations["reservationReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/housekeeping/room-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Room status
         * @description `list` answers every active room on the hotel date with its front-office status (vacant or occupied, derived from in-house stays), housekeeping status (dirty, clean, inspected), out of order or out of service, the guest in it and whether a stay is due in or out; filtered by floor, building, room type and status. `set` changes the housekeeping status and/or the service of one room or a selection (up to 500) in one transaction and needs an Idempotency-Key. Every change of a room's status, by whatever command, is written to the room-status change log (who, when, from, to, why) by the database itself; `log` reads it. A change carrying `fromStatus` (the status the attendant saw) is refused with 409 STALE_VERSION when someone else set the room to another status meanwhile. `inspect` is the supervisor's clean → inspected (422 NOT_CLEAN for a room not clean). `assign` gives rooms to an attendant for the hotel date, or takes them back (422 NOT_AN_ATTENDANT for a user without HOUSEKEEPING); `attendants` lists who may be given rooms; `list` names each room's attendant and the caller's own rooms.
         */
        post: operations["housekeepingRoomStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/housekeeping/minibar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Minibar counts posted to the in-house guest's folio
         * @description `items` answers the active minibar items with price, transaction code and the tax types that code takes, so the screen shows each line's exact total. `room` answers the stay in house in a room (by number) with the guest's name; 422 ROOM_NOT_IN_HOUSE when nobody is. `post` posts a count: one charge posting per item by its transaction code (tax and service charge per line, as cashier/folio `post` computes them) on the stay's guest folio, in the hotel's system shift of the hotel date (the attendant is the posting's user, no cashier shift needed), and draws the items linked to inventory from the minibar store in the same transaction. Stock never goes below zero: what the store has no record of is recorded as short, the charge stands. Refused with 422 when the room has no in-house stay (ROOM_NOT_IN_HOUSE), the guest changed (GUEST_CHANGED) or an item has no charge code (ITEM_NOT_CHARGEABLE); a slip number is posted once per hotel date (409 SLIP_POSTED). Needs an Idempotency-Key; every write is audited.
         */
        post: operations["housekeepingMinibar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/engineering/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Maintenance orders
         * @description Maintenance orders on a room or an area. `list` (filtered, newest first) and `get`; `create` reports a fault (engineering, housekeeping and reception); `update`, `start`, `done` and `cancel` are the engineers' (row version: a stale one gets 409). An order may take its room out of order for a period (the same out-of-order records availability and the room rack read), refused with 422 ROOM_OCCUPIED when a stay is in house in or assigned to the room on one of those nights; done or cancelled releases the nights from the hotel date on, and done gives the room its return status. `engineers` lists who can be assigned; `report` is the maintenance-report. Writes take an Idempotency-Key.
         */
        post: operations["engineeringMaintenance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Partner contracts, their versions and quotes
         * @description A partner's (company profile's) static contract or dynamic profile and its versions; a version's body is the quote engine's terms (child policy, seasons with net rates and allotments per room type code, or a dynamic profile's public rate and adjustments; supplements, offers, CTA/CTD, compulsory charges).
         *     `list` answers the contracts with the partner's name, the active version's number and validity and whether a draft is open (filter by companyProfileId). `get` answers contracts with every version, newest first, bodies included (404 for an unknown id).
         *     `save` creates a contract with its draft version 1 (ContractCreate: the code is unique per hotel, 409 DUPLICATE; an unknown partner is 404), or, for an existing contract (ContractDraftSave, with the contract's row version: 409 STALE_VERSION when stale), replaces the open draft's dates and body, or opens a new draft numbered after the last version. The body is checked by the schema, then by the engine's validateContract and against the hotel's room type codes: each problem is a 400 VALIDATION_FAILED field error at `/data/0/body/<path>` (the validity at `/data/0/validFrom`).
         *     `activate` makes the contract's draft the active version and retires the previous active one (422 NO_DRAFT when there is no draft; 409 STALE_VERSION). An active or retired version never changes again (the database refuses it). Activating writes the seasons' allotments into the hotel's allotment for the partner (rooms and release days per room type and night, from the hotel date to the season's end), in the same transaction: the contract is what the allotment setting then shows and what bookings for the partner draw from.
         *     `quote` prices a stay through the active version, or through the version named by contractVersionId (404 when not of this contract; 422 NO_ACTIVE_VERSION when none is active and none is named). The answer is 200 with the engine's result as it is: priced with each night's explanation, or refused with its reasons (closed to arrival or departure, minimum stay, outside validity, no season or rate, child age not covered). bookingDate defaults to the hotel date, so a quote is reproducible given the version and the booking date.
         *     `save` and `activate` are audited, carry the row version, and need an Idempotency-Key. Only SALE writes; SALE, RESERVATION and MANAGEMENT-INFORMATION-SYSTEM read and quote.
         */
        post: operations["salesContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/cancellation-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancellation policies by season, their contracts, and the fee of a cancellation
         * @description A policy has seasons chosen by the stay's ARRIVAL date (never overlapping), in each season bands of days before arrival (from the most days, or any number more, down to the fewest; 0 is the day of arrival; never overlapping), each charging the first N nights, a percentage of the stay's room revenue or a fixed amount; and a no-show charge of the same kinds (or none). A policy is for static contracts or for dynamic profiles (`appliesTo`).
         *     `list` answers the policies (filter by appliesTo) with their no-show charge, how many seasons and how many contracts use them. `get` answers whole policies with their seasons, bands and contracts (404 for an unknown id).
         *     `save` creates a policy (no id) or replaces one whole (id and row version: 409 STALE_VERSION when stale): code unique per hotel (409 DUPLICATE), seasons and bands checked by the engine's validateCancellationPolicy (overlapping seasons or bands, from before to, a percentage above 100, whole nights from 1 to 365), each problem a 400 field error at `/data/0/<path>` (e.g. `/data/0/seasons/1/bands/0/toDays`); the database guards the same with exclusion constraints. A policy used by contracts keeps its kind (422 POLICY_IN_USE at /data/0/appliesTo).
         *     `remove` deletes a policy no contract uses (409 IN_USE naming the contracts otherwise).
         *     `assignments` answers the contracts of a kind (static or dynamic) with their policy; `assign` gives contracts a policy, or none (policyId null), with each contract's row version (409 STALE_VERSION when stale); the policy must be for the contract's kind (422 POLICY_KIND_MISMATCH).
         *     `fee` proposes the fee for cancelling a reservation on the hotel date: for each stay still to arrive, by the cancellation policy of the contract that priced it (room_stay's contract version → its contract's policy), or, for a stay with no contract or a contract with no policy, by the hotel's rule (the first night when cancelled within one day of arrival, else nothing); with the engine's explanation of each stay's fee and the total. Only a reservation the caller could cancel has stays left to charge; one with none answers rule `none` and 0.00.
         *     Writes are audited. SALE writes (the policies are screens of the Sales section, which the menu opens to SALE); SALE, RESERVATION, RECEPTION and MANAGEMENT-INFORMATION-SYSTEM read; SALE, RESERVATION and RECEPTION (who cancel bookings) ask for the fee.
         */
        post: operations["salesCancellationPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/inventory-location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Location (master data)
         * @description Location records of the hotel (/menu/app/inventory-location). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["inventoryInventoryLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/item-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Item category (master data)
         * @description Item category records of the hotel (/menu/app/item-category). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["inventoryItemCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/inventory-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Item (master data)
         * @description Item records of the hotel (/menu/app/item-master). `code` is unique per hotel. `search` answers one page for the grid; `list-minimum` feeds the ComboBoxes of other screens.
         */
        post: operations["inventoryInventoryItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stock
         * @description Every stock change is a document whose lines are immutable movements. `receive` takes a supplier's delivery into a location (weighted average cost recomputed), `transfer` moves stock between two locations, `issue` takes it out of one; each is all lines or none and needs an Idempotency-Key. Stock never goes below zero: a transfer or issue short of stock is refused with 422 INSUFFICIENT_STOCK naming the item and the quantity short. `on-hand` sums the movements per item and location; `documents` lists the documents with their lines, newest first.
         */
        post: operations["inventoryStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reception/room-move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Room moves
         * @description `move` moves an in-house stay to another room (needs an Idempotency-Key): vacant, clean or inspected, not out of order or out of service, free for the stay's remaining nights; a reason is required, and the stay keeps its rates or takes new ones from the hotel date on. The old room becomes vacant dirty (in the room-status log). Refusals are 409 or 422 naming the field, and change nothing. `list` answers the moves (the move-room report).
         */
        post: operations["receptionRoomMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reception/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Guest messages
         * @description `list` answers one page of guest messages. `create` takes a message for the guest of an arriving or in-house reservation (refused with 422 for a cancelled, no-show or checked-out one) and needs an Idempotency-Key; `update` corrects a message not yet delivered; `deliver` marks it given to the guest (who, when); `print` records that its slip was printed. Writes carry the row version read (409 when stale), are audited, and refusals name the field and change nothing.
         */
        post: operations["receptionMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reception/flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flags (traces)
         * @description `list` answers one page of flags by date (the flag control and the flag report). `create` puts a flag for a department on a date (from the hotel date to the reservation's departure) on an arriving or in-house reservation and needs an Idempotency-Key; `update` changes an open flag; `resolve` marks it done (who, when, note); `reopen` takes a resolve back; `report` answers the flag report (every flag of a date range, with the hotel's name and date). Writes carry the row version read (409 when stale), are audited, and refusals name the field and change nothing.
         */
        post: operations["receptionFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reception/lost-found": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lost and found
         * @description `list` answers one page of found items. `create` records a found item as stored and needs an Idempotency-Key; `update` corrects an item still stored; `set-status` returns it (to whom, when), disposes of it (when), or takes either back to stored. Writes carry the row version read (409 when stale), are audited, and refusals name the field and change nothing.
         */
        post: operations["receptionLostFound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reception/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick-up and drop-off transfers
         * @description `list` answers one page of transfers by date and time. `create` books a pick-up or drop-off for an arriving or in-house reservation on a date from the hotel date on and needs an Idempotency-Key; `update` changes one still requested or confirmed; `set-status` confirms it or records it done or no-show; `cancel` cancels one not yet done. Writes carry the row version read (409 when stale), are audited, and refusals name the field and change nothing.
         */
        post: operations["receptionTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reception/room-rack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Room rack
         * @description `get` answers the room rack for `days` (14 to 31) nights from `fromDate`: the hotel's rooms in use (optionally of one room type, floor or building) with their housekeeping status, out of service and the out-of-order periods that touch the window, and every stay that overlaps the window (tentative, confirmed, guaranteed, in house or checked out) on those rooms, plus the stays without a room (of the room type when one is given). The rack changes stays only through the commands (`reservation/reservation` `assign-room` and `change-departure`, `reception/room-move` `move`).
         */
        post: operations["receptionRoomRack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashier/shift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cashier shifts
         * @description `current` answers the caller's open shift (none when closed). `open` opens an AM, PM or Night shift on today's hotel date (409 when the caller has one open already; needs an Idempotency-Key). `close` closes the caller's own open shift with the cash counted per currency and freezes its payments per payment type and currency (422 while a currency that took cash is not counted). `list` answers one page of shifts. `summary` answers one shift's postings by transaction code (charges and payments, voids and transfers apart) for the close and its review. Every change is audited.
         */
        post: operations["cashierShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashier/folio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Folios and postings
         * @description `get` answers a folio (by folioId, or a stay's by stayId) with windows, balances and postings. `post` charges by transaction code, `pay` takes a payment; both need the caller's open shift and an Idempotency-Key, and post on today's hotel date (a stay's folio is made on first use while the stay is in house). `void` flags a posting of the caller's open shift on today's hotel date (reason required; kept). `correct` counter-posts a posting of an earlier shift on today's date. `transfer` moves postings as out/in pairs. `list` finds folios by room, name, kind and status (one page, with balances). `open` opens a reservation's, a company's or a named house folio (idempotent by that key); `close` and `reopen` act on house and company folios only, a close only at a zero balance in every window. `invoice` answers what a printed invoice of one window needs. `checkout` checks out an in-house stay (422 naming the window while any window has a balance; the stay checked-out, its room vacant dirty, its folio closed); `reverse-checkout` takes one back on its hotel date while the room is free. A charge for window 1 (or none) goes where the stay's routing instructions send it; one put in window 2..8 stays there. Refusals name the field and change nothing; every write is audited.
         */
        post: operations["cashierFolio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashier/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance deposits
         * @description `list` answers bookings' deposits (required, due date, received, refunded, forfeited, moved to the guest folio, held, still to take), filtered by view and by confirmation number or name. `get` answers one booking's deposit with its ledger postings. `take` posts a deposit on the booking's deposit ledger (made on first use); `refund` pays back from what is held; `forfeit` keeps part or all of a cancelled or no-show booking's deposit as a charge. The three need the caller's open shift and an Idempotency-Key, and answer a receipt numbered by the database. Refusals name the field and change nothing; every write is audited.
         */
        post: operations["cashierDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashier/departure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expected and actual departures
         * @description `list` answers the in-house stays due out on a hotel date (or every in-house stay with scope in-house) with the balance of each folio window, or the stays checked out on a date with who checked them out and when.
         */
        post: operations["cashierDeparture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashier/receivable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accounts receivable
         * @description `list` answers the AR accounts with balance, available credit and ageing (by invoice date, on today's hotel date: 0–30, 31–60, 61–90 and over 90 days); `get` one account; `save` creates or updates one (credit limit, term of payment, restricted; row version). `transfer` moves a folio window's whole balance to the company's AR folio as transfer pairs and makes an AR invoice (due after the term's days), refused (422 naming the field) without an account, on a restricted one or over the credit limit. `pay` records a payment received, allocated to invoices or left unallocated; `allocate` allocates an earlier payment. `invoices`, `payments` and `statement` (opening balance, invoices, payments, closing) read the ledger. Every write is audited.
         */
        post: operations["cashierReceivable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashier/routing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Routing instructions
         * @description `list` answers the live routing instructions of a stay (or of the stays routing to a folio). `create` adds one: a transaction code or group of the stay goes to window 2..8 of its own folio or to a window of another open folio, for a date range (the whole stay when left out); 409 when it overlaps a live instruction of the same stay and code or group. `delete` ends one (kept for the postings it routed). Routing applies to charges posted afterwards, never to earlier ones. Every change is audited.
         */
        post: operations["cashierRouting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/day-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Day-end (night audit)
         * @description `preview` answers, for the current hotel date, every finding that blocks the run or needs a decision (with the ids that resolve it) and what the run would do: the no-shows, the room charge of every in-house stay with service charge and tax, exact, and their totals, the rooms that turn dirty or come back from out of order. It writes nothing. `run` takes the hotel date the screen read (409 `STALE_HOTEL_DATE` when it moved; 409 `DAY_END_RUNNING` while another run holds the hotel; 422 `DAY_END_BLOCKED` while a blocker remains) and then, in one transaction with its audit records: arrivals still due become no-shows, every in-house stay is charged its room for the night once (unique per stay, night and transaction code), occupied rooms turn dirty, rooms whose out-of-order period ends return, the date's statistics are frozen, the system shift closes and the hotel date moves on by one. A step that fails rolls everything back and is recorded (500 `DAY_END_FAILED` naming the step); running again resumes. `status` answers the hotel date and its run (or the last one) with its steps. `cancel` closes a failed run without running it and answers "Day-end proceed was cancelled"; nothing of the hotel changes. A closed date takes no postings.
         */
        post: operations["financeDayEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outlet/sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Outlet sales to a room folio or paid on the spot
         * @description `room` answers the stay in house in a room, so the outlet can confirm the guest's name. `quote` prices a check exactly (tax and service charge per line, as posted) without posting. `post` posts a check: each item a charge by its transaction code, to the in-house stay's guest folio (`room`: the stay must be in house and both room number and guest name must match; 422 names the field) or to the outlet's own folio with a payment by payment type (`paid`). It needs the caller's open cashier shift and an Idempotency-Key, and posts a check once per outlet, check number and hotel date (409 naming checkNumber for another post of the same check). `list` answers the sales of a hotel date (today's by default), of one outlet or all. Every write is audited.
         */
        post: operations["outletSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign-in, token refresh, sign-out, password change and the user's language
         * @description login and refresh need no bearer token; logout, change-password and set-language need the bearer token and, being writes, the X-XSRF-TOKEN header matching the XSRF-TOKEN cookie that login sets. A refused login answers apiResponse.id 10001 (401 wrong credentials, 429 waiting after 3 failures with retryAfterSeconds, 403 blocked after 6 until an administrator unlocks).
         */
        post: operations["securityAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff user accounts
         * @description Users are disabled, never deleted (the audit trail names them). create and reset-password answer a temporary password once; the user must set their own at the next sign-in.
         */
        post: operations["securityUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roles and the functions they grant
         * @description The built-in roles (one per spec role, and ADMIN) grant their own function and cannot be changed or deleted; custom roles bundle functions. A role in use cannot be deleted. Only an ADMIN may create a role that grants ADMIN.
         */
        post: operations["securityRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/test-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answers 200 when the bearer token is valid (spec §7); the body is empty */
        post: operations["securityTestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored image, such as the hotel logo (its logoUrl under /api) */
        get: operations["filesGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed in the hotel, as server-sent events, for the open screens to read again
         * @description A `text/event-stream` that stays open. It is signed in like every call (the bearer token in the
         *     `Authorization` header; browsers read it with fetch, since EventSource cannot send the header)
         *     and tells only the caller's hotel. Events:
         *
         *     - `ready` (data `{}`): the stream is open. After a reconnection the client reads again what it
         *       shows, since changes may have gone by meanwhile.
         *     - `change` (data `{"path": "reservation/reservation", "action": "create"}`): a write committed
         *       and changed something. Only the path and the action, never data: a screen reads again
         *       through the API with its own rights. To the writer's own session the event also carries
         *       `intent`, the write's Idempotency-Key, so that its tab can tell its own change.
         *     - `resync` (data `{}`): changes may have been missed (the server's database connection came
         *       back); read everything again.
         *     - Comment lines (`: heartbeat`) every 15 s.
         *
         *     The session is checked again at each heartbeat: a signed-out session, a disabled user or an
         *     expired access token ends the stream, and the client opens a new one with its renewed token.
         *     One user may hold at most 20 streams on one server instance (429 TOO_MANY_STREAMS beyond).
         *     Every instance on one PostgreSQL sees every change (LISTEN/NOTIFY); sign-ins are not told.
         */
        get: operations["liveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/hotel-detail/{image}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads the hotel's logo or login background image
         * @description The body is the image itself (not an envelope), with its Content-Type: PNG, JPEG, WebP, GIF or SVG, at most 2 MiB. Allowed to whoever may `update` configuration/HotelDetail, with the same bearer token and X-XSRF-TOKEN header as every write. The image replaces the previous one in place (its URL stays /files/hotel-logo or /files/hotel-background, which are cached for at most five minutes), the row version moves on, and the change is audited; the answer is the hotel detail as `get-full` reads it. A body whose first bytes are not the image its Content-Type names is refused with 415.
         */
        post: operations["filesHotelImageUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The generic actions that take no criteria accept an empty list or one empty object. */
        EmptyCriteria: Record<string, never>[];
        RateCodeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RateCodeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        EntityId: number;
        IdRef: {
            id: components["schemas"]["EntityId"];
        };
        RateCodeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description Matched anywhere in the searchable fields, without regard to case. */
        SearchText: string;
        /** @description Rows to skip (server paging). */
        PageOffset: number;
        /** @description Rows on the page; 50 when left out. */
        PageLimit: number;
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        RateCodeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "currencyId" | "mealTypeId" | "marketId" | "startsOn" | "endsOn" | "includesTax" | "active";
            descending?: boolean;
        };
        RateCodeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["RateCodeSearch"][];
        };
        RateCodeCreate: {
            code: string;
            name: string;
            /** @description The currency (id). */
            currencyId: components["schemas"]["EntityId"];
            /** @description The meal type (id), or null. */
            mealTypeId?: number | null;
            /** @description The market (id), or null. */
            marketId?: number | null;
            /** Format: date */
            startsOn?: string | null;
            /** Format: date */
            endsOn?: string | null;
            /** @enum {integer} */
            includesTax?: 0 | 1;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        RateCodeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["RateCodeCreate"][];
        };
        /** @description Row version read with the record; an update carrying an older one is refused with 409. */
        RowVersion: number;
        RateCodeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description The currency (id). */
            currencyId?: components["schemas"]["EntityId"];
            /** @description The meal type (id), or null. */
            mealTypeId?: number | null;
            /** @description The market (id), or null. */
            marketId?: number | null;
            /** Format: date */
            startsOn?: string | null;
            /** Format: date */
            endsOn?: string | null;
            /** @enum {integer} */
            includesTax?: 0 | 1;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        RateCodeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["RateCodeUpdate"][];
        };
        RateCodeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        RateCodeRatesCriteria: {
            rateCodeId: components["schemas"]["EntityId"];
        };
        RateCodeRatesRequest: {
            apiRequest: {
                /** @constant */
                action: "rates";
            };
            data: components["schemas"]["RateCodeRatesCriteria"][];
        };
        /**
         * Format: date
         * @description A calendar date, ISO 8601 (yyyy-MM-dd), from 1900-01-01 to 2199-12-31. Screens show it as dd-MMM-yyyy.
         */
        IsoDate: string;
        /** @description An exact amount per room and night in the rate code's currency, up to 2 decimals, as a string. */
        RateAmount: string;
        /** @description A row of the new rate table; `id` keeps a row the table already has (its version moves on when it changes). */
        RateCodeRateInput: {
            id?: components["schemas"]["EntityId"];
            roomTypeId: components["schemas"]["EntityId"];
            startsOn: components["schemas"]["IsoDate"];
            /** @description The last night the price applies to (included); not before startsOn. */
            endsOn: components["schemas"]["IsoDate"];
            /** @description The meal type (id) the price includes; null or left out for the rate code's own. */
            mealTypeId?: number | null;
            singleAmount: components["schemas"]["RateAmount"];
            doubleAmount: components["schemas"]["RateAmount"];
            /** @description 0 when left out. */
            extraAdultAmount?: components["schemas"]["RateAmount"];
            /** @description 0 when left out. */
            extraChildAmount?: components["schemas"]["RateAmount"];
        };
        /** @description The whole new rate table of a rate code (rows left out are removed), with the rate code's row version as read. One price per room type and night: overlapping rows of a room type are refused. */
        RateCodeSetRates: {
            rateCodeId: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            rates: components["schemas"]["RateCodeRateInput"][];
        };
        RateCodeSetRatesRequest: {
            apiRequest: {
                /** @constant */
                action: "set-rates";
            };
            data: components["schemas"]["RateCodeSetRates"][];
        };
        RateCode: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description The currency (id). */
            currencyId: components["schemas"]["EntityId"];
            /** @description The meal type (id), or null. */
            mealTypeId: number | null;
            /** @description The market (id), or null. */
            marketId: number | null;
            /** Format: date */
            startsOn: string | null;
            /** Format: date */
            endsOn: string | null;
            /** @enum {integer} */
            includesTax: 0 | 1;
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        RateCodeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["RateCode"][];
        };
        RateCodeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        RateCodeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["RateCodeMinimum"][];
        };
        RateCodeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["RateCode"][];
        };
        RateCodePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["RateCode"][];
        };
        RateCodeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["RateCodePage"][];
        };
        RateCodeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["RateCode"][];
        };
        RateCodeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["RateCode"][];
        };
        RateCodeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One row of a rate code's rate table: the price per occupancy of a room type for the nights startsOn to endsOn (both included), with the meal plan it includes (null: the rate code's). */
        RateCodeRate: {
            id: components["schemas"]["EntityId"];
            roomTypeId: components["schemas"]["EntityId"];
            roomTypeCode: string;
            startsOn: components["schemas"]["IsoDate"];
            endsOn: components["schemas"]["IsoDate"];
            /** @description The meal type (id) the price includes, or null for the rate code's own. */
            mealTypeId: number | null;
            /** @description One adult. */
            singleAmount: components["schemas"]["RateAmount"];
            /** @description Two adults. */
            doubleAmount: components["schemas"]["RateAmount"];
            /** @description Each adult beyond two. */
            extraAdultAmount: components["schemas"]["RateAmount"];
            /** @description Each child. */
            extraChildAmount: components["schemas"]["RateAmount"];
            version: components["schemas"]["RowVersion"];
        };
        /** @description The rate table of a rate code, by room type and date, and the rate code's row version. */
        RateCodeRates: {
            rateCodeId: components["schemas"]["EntityId"];
            /** @description The rate code's row version; replacing the rate table moves it on. */
            version: components["schemas"]["RowVersion"];
            rates: components["schemas"]["RateCodeRate"][];
        };
        RateCodeRatesResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "rates";
                requestId?: string;
            };
            data: components["schemas"]["RateCodeRates"][];
        };
        RateCodeSetRatesResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "set-rates";
                requestId?: string;
            };
            data: components["schemas"]["RateCodeRates"][];
        };
        FieldError: {
            field: string;
            message: string;
            /** @description For a request that does not match the contract, the rule the field broke, named as the contract's schema keyword (required, type, pattern, minLength, maxLength, minimum, maximum, enum, …; `date` for a date outside the contract's form or range), so that a screen can say in its user's language what to type. Absent for business rules. */
            rule?: string;
            /** @description The number a minLength, maxLength, minimum, maximum, minItems or maxItems rule sets. */
            limit?: number;
        };
        ApiResponseError: {
            /**
             * @description 99999 for a failure the server describes in `desc`; 10001 for a refused login.
             * @enum {integer}
             */
            id: 10001 | 99999;
            desc: string;
            /** @description Stable machine-readable reason, for example VALIDATION_FAILED or STALE_VERSION. */
            code: string;
            action?: string;
            requestId?: string;
            /** @description For a refused login, the consecutive failures counted so far (3 starts a wait, 6 blocks). */
            failedAttempts?: number;
            /** @description For a login refused while waiting after 3 failures, and for a request over a rate limit (RATE_LIMITED, also in the Retry-After header), the seconds left. */
            retryAfterSeconds?: number;
            /** @description For bad input, failing fields (a JSON pointer into the request body) and why: every one of a small body, the first of a large one, never more than 20. */
            errors?: components["schemas"]["FieldError"][];
        };
        ErrorEnvelope: {
            apiResponse: components["schemas"]["ApiResponseError"];
            data: unknown[];
        };
        RoomBedListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomBedListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomBedGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        RoomBedSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "bedTypeId" | "beds" | "extraBedAllowed" | "sortOrder";
            descending?: boolean;
        };
        RoomBedSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["RoomBedSearch"][];
        };
        RoomBedCreate: {
            code: string;
            name: string;
            /** @description The bed type (id). */
            bedTypeId: components["schemas"]["EntityId"];
            beds: number;
            /** @enum {integer} */
            extraBedAllowed?: 0 | 1;
            sortOrder?: number;
        };
        RoomBedCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["RoomBedCreate"][];
        };
        RoomBedUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description The bed type (id). */
            bedTypeId?: components["schemas"]["EntityId"];
            beds?: number;
            /** @enum {integer} */
            extraBedAllowed?: 0 | 1;
            sortOrder?: number;
        };
        RoomBedUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["RoomBedUpdate"][];
        };
        RoomBedDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        RoomBed: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description The bed type (id). */
            bedTypeId: components["schemas"]["EntityId"];
            beds: number;
            /** @enum {integer} */
            extraBedAllowed: 0 | 1;
            sortOrder: number;
            version: components["schemas"]["RowVersion"];
        };
        RoomBedListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["RoomBed"][];
        };
        RoomBedMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        RoomBedListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["RoomBedMinimum"][];
        };
        RoomBedGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["RoomBed"][];
        };
        RoomBedPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["RoomBed"][];
        };
        RoomBedSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["RoomBedPage"][];
        };
        RoomBedCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["RoomBed"][];
        };
        RoomBedUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["RoomBed"][];
        };
        RoomBedDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        HotelYearListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        HotelYearListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        HotelYearGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        HotelYearSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "startsOn" | "endsOn" | "closed";
            descending?: boolean;
        };
        HotelYearSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["HotelYearSearch"][];
        };
        HotelYearCreate: {
            code: string;
            name: string;
            startsOn: components["schemas"]["IsoDate"];
            endsOn: components["schemas"]["IsoDate"];
            /** @enum {integer} */
            closed?: 0 | 1;
        };
        HotelYearCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["HotelYearCreate"][];
        };
        HotelYearUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            startsOn?: components["schemas"]["IsoDate"];
            endsOn?: components["schemas"]["IsoDate"];
            /** @enum {integer} */
            closed?: 0 | 1;
        };
        HotelYearUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["HotelYearUpdate"][];
        };
        HotelYearDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        HotelYearPeriodsRequest: {
            apiRequest: {
                /** @constant */
                action: "periods";
            };
            /** @description The hotel year whose periods to read. */
            data: components["schemas"]["IdRef"][];
        };
        /** @description Closes (1) or reopens (0) one period, with the period's row version. */
        HotelPeriodClosed: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            /** @enum {integer} */
            closed: 0 | 1;
        };
        HotelYearSetPeriodClosedRequest: {
            apiRequest: {
                /** @constant */
                action: "set-period-closed";
            };
            data: components["schemas"]["HotelPeriodClosed"][];
        };
        HotelYear: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            startsOn: components["schemas"]["IsoDate"];
            endsOn: components["schemas"]["IsoDate"];
            /** @enum {integer} */
            closed: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        HotelYearListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["HotelYear"][];
        };
        HotelYearMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        HotelYearListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["HotelYearMinimum"][];
        };
        HotelYearGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["HotelYear"][];
        };
        HotelYearPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["HotelYear"][];
        };
        HotelYearSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["HotelYearPage"][];
        };
        HotelYearCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["HotelYear"][];
        };
        HotelYearUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["HotelYear"][];
        };
        HotelYearDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One accounting period of a hotel year: a calendar month the year covers (the first and the last may be partial), numbered from 1 and named like "Jan 2026". A closed period takes no more postings. */
        HotelPeriod: {
            id: components["schemas"]["EntityId"];
            hotelYearId: components["schemas"]["EntityId"];
            number: number;
            name: string;
            startsOn: components["schemas"]["IsoDate"];
            endsOn: components["schemas"]["IsoDate"];
            /** @enum {integer} */
            closed: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        HotelYearPeriodsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "periods";
                requestId?: string;
            };
            /** @description The year's periods by number. */
            data: components["schemas"]["HotelPeriod"][];
        };
        HotelYearSetPeriodClosedResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "set-period-closed";
                requestId?: string;
            };
            /** @description The periods as written, with their new row versions. */
            data: components["schemas"]["HotelPeriod"][];
        };
        ChildPolicyListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        ChildPolicyListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        ChildPolicyGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        ChildPolicySearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "ageFrom" | "ageTo" | "charge" | "chargeValue" | "sortOrder";
            descending?: boolean;
        };
        ChildPolicySearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["ChildPolicySearch"][];
        };
        ChildPolicyCreate: {
            code: string;
            name: string;
            ageFrom: number;
            ageTo: number;
            /** @enum {string} */
            charge: "FREE" | "PERCENT" | "AMOUNT";
            /** @description An exact decimal, as a string. */
            chargeValue?: string;
            sortOrder?: number;
        };
        ChildPolicyCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["ChildPolicyCreate"][];
        };
        ChildPolicyUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            ageFrom?: number;
            ageTo?: number;
            /** @enum {string} */
            charge?: "FREE" | "PERCENT" | "AMOUNT";
            /** @description An exact decimal, as a string. */
            chargeValue?: string;
            sortOrder?: number;
        };
        ChildPolicyUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["ChildPolicyUpdate"][];
        };
        ChildPolicyDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        ChildPolicy: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            ageFrom: number;
            ageTo: number;
            /** @enum {string} */
            charge: "FREE" | "PERCENT" | "AMOUNT";
            /** @description An exact decimal, as a string. */
            chargeValue: string;
            sortOrder: number;
            version: components["schemas"]["RowVersion"];
        };
        ChildPolicyListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["ChildPolicy"][];
        };
        ChildPolicyMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        ChildPolicyListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["ChildPolicyMinimum"][];
        };
        ChildPolicyGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["ChildPolicy"][];
        };
        ChildPolicyPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["ChildPolicy"][];
        };
        ChildPolicySearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["ChildPolicyPage"][];
        };
        ChildPolicyCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["ChildPolicy"][];
        };
        ChildPolicyUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["ChildPolicy"][];
        };
        ChildPolicyDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        MinibarTypeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        MinibarTypeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        MinibarTypeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        MinibarTypeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "price" | "transactionCodeId" | "sortOrder" | "active";
            descending?: boolean;
        };
        MinibarTypeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["MinibarTypeSearch"][];
        };
        MinibarTypeCreate: {
            code: string;
            name: string;
            /** @description An exact decimal, as a string. */
            price: string;
            /** @description The transaction code (id), or null. */
            transactionCodeId?: number | null;
            /** @description The inventory item one counted unit draws from the minibar store (id), or null. */
            inventoryItemId?: number | null;
            sortOrder?: number;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        MinibarTypeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["MinibarTypeCreate"][];
        };
        MinibarTypeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description An exact decimal, as a string. */
            price?: string;
            /** @description The transaction code (id), or null. */
            transactionCodeId?: number | null;
            /** @description The inventory item one counted unit draws from the minibar store (id), or null. */
            inventoryItemId?: number | null;
            sortOrder?: number;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        MinibarTypeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["MinibarTypeUpdate"][];
        };
        MinibarTypeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        MinibarType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description An exact decimal, as a string. */
            price: string;
            /** @description The transaction code (id), or null. */
            transactionCodeId: number | null;
            /** @description The inventory item one counted unit draws from the minibar store (id), or null. */
            inventoryItemId: number | null;
            sortOrder: number;
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        MinibarTypeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["MinibarType"][];
        };
        MinibarTypeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        MinibarTypeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["MinibarTypeMinimum"][];
        };
        MinibarTypeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["MinibarType"][];
        };
        MinibarTypePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["MinibarType"][];
        };
        MinibarTypeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["MinibarTypePage"][];
        };
        MinibarTypeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["MinibarType"][];
        };
        MinibarTypeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["MinibarType"][];
        };
        MinibarTypeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        OutletItemListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        OutletItemListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        OutletItemGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        OutletItemSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "outletId" | "transactionCodeId" | "price" | "active";
            descending?: boolean;
        };
        OutletItemSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["OutletItemSearch"][];
        };
        OutletItemCreate: {
            code: string;
            name: string;
            /** @description The outlet (id). */
            outletId: components["schemas"]["EntityId"];
            /** @description The transaction code (id), or null. */
            transactionCodeId?: number | null;
            /** @description An exact decimal, as a string. */
            price: string;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        OutletItemCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["OutletItemCreate"][];
        };
        OutletItemUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description The outlet (id). */
            outletId?: components["schemas"]["EntityId"];
            /** @description The transaction code (id), or null. */
            transactionCodeId?: number | null;
            /** @description An exact decimal, as a string. */
            price?: string;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        OutletItemUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["OutletItemUpdate"][];
        };
        OutletItemDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        OutletItem: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description The outlet (id). */
            outletId: components["schemas"]["EntityId"];
            /** @description The transaction code (id), or null. */
            transactionCodeId: number | null;
            /** @description An exact decimal, as a string. */
            price: string;
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        OutletItemListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["OutletItem"][];
        };
        OutletItemMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        OutletItemListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["OutletItemMinimum"][];
        };
        OutletItemGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["OutletItem"][];
        };
        OutletItemPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["OutletItem"][];
        };
        OutletItemSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["OutletItemPage"][];
        };
        OutletItemCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["OutletItem"][];
        };
        OutletItemUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["OutletItem"][];
        };
        OutletItemDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        OutletListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        OutletListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        OutletGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name or location. */
        OutletSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "location" | "departmentId" | "postsToRoom" | "active";
            descending?: boolean;
        };
        OutletSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["OutletSearch"][];
        };
        OutletCreate: {
            code: string;
            name: string;
            location?: string;
            /** @description The department (id), or null. */
            departmentId?: number | null;
            /** @enum {integer} */
            postsToRoom?: 0 | 1;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        OutletCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["OutletCreate"][];
        };
        OutletUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            location?: string;
            /** @description The department (id), or null. */
            departmentId?: number | null;
            /** @enum {integer} */
            postsToRoom?: 0 | 1;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        OutletUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["OutletUpdate"][];
        };
        OutletDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Outlet: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            location: string;
            /** @description The department (id), or null. */
            departmentId: number | null;
            /** @enum {integer} */
            postsToRoom: 0 | 1;
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        OutletListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Outlet"][];
        };
        OutletMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        OutletListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["OutletMinimum"][];
        };
        OutletGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Outlet"][];
        };
        OutletPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Outlet"][];
        };
        OutletSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["OutletPage"][];
        };
        OutletCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Outlet"][];
        };
        OutletUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Outlet"][];
        };
        OutletDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        BankAccountListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        BankAccountListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        BankAccountGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name or bankName or branch or accountNumber. */
        BankAccountSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "bankName" | "branch" | "accountNumber" | "currencyId" | "active";
            descending?: boolean;
        };
        BankAccountSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["BankAccountSearch"][];
        };
        BankAccountCreate: {
            code: string;
            name: string;
            bankName: string;
            branch?: string;
            accountNumber: string;
            /** @description The currency (id). */
            currencyId: components["schemas"]["EntityId"];
            /** @enum {integer} */
            active?: 0 | 1;
        };
        BankAccountCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["BankAccountCreate"][];
        };
        BankAccountUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            bankName?: string;
            branch?: string;
            accountNumber?: string;
            /** @description The currency (id). */
            currencyId?: components["schemas"]["EntityId"];
            /** @enum {integer} */
            active?: 0 | 1;
        };
        BankAccountUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["BankAccountUpdate"][];
        };
        BankAccountDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        BankAccount: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            bankName: string;
            branch: string;
            accountNumber: string;
            /** @description The currency (id). */
            currencyId: components["schemas"]["EntityId"];
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        BankAccountListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["BankAccount"][];
        };
        BankAccountMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            bankName: string;
            accountNumber: string;
        };
        BankAccountListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["BankAccountMinimum"][];
        };
        BankAccountGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["BankAccount"][];
        };
        BankAccountPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["BankAccount"][];
        };
        BankAccountSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["BankAccountPage"][];
        };
        BankAccountCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["BankAccount"][];
        };
        BankAccountUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["BankAccount"][];
        };
        BankAccountDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        PaymentTypeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        PaymentTypeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        PaymentTypeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        PaymentTypeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "kind" | "currencyId" | "transactionCodeId" | "active";
            descending?: boolean;
        };
        PaymentTypeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["PaymentTypeSearch"][];
        };
        PaymentTypeCreate: {
            code: string;
            name: string;
            /** @enum {string} */
            kind: "CASH" | "CARD" | "TRANSFER" | "CITY-LEDGER" | "OTHER";
            /** @description The currency (id), or null. */
            currencyId?: number | null;
            /** @description The transaction code (id), or null. */
            transactionCodeId?: number | null;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        PaymentTypeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["PaymentTypeCreate"][];
        };
        PaymentTypeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @enum {string} */
            kind?: "CASH" | "CARD" | "TRANSFER" | "CITY-LEDGER" | "OTHER";
            /** @description The currency (id), or null. */
            currencyId?: number | null;
            /** @description The transaction code (id), or null. */
            transactionCodeId?: number | null;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        PaymentTypeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["PaymentTypeUpdate"][];
        };
        PaymentTypeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        PaymentType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @enum {string} */
            kind: "CASH" | "CARD" | "TRANSFER" | "CITY-LEDGER" | "OTHER";
            /** @description The currency (id), or null. */
            currencyId: number | null;
            /** @description The transaction code (id), or null. */
            transactionCodeId: number | null;
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        PaymentTypeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["PaymentType"][];
        };
        PaymentTypeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        PaymentTypeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["PaymentTypeMinimum"][];
        };
        PaymentTypeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["PaymentType"][];
        };
        PaymentTypePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["PaymentType"][];
        };
        PaymentTypeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["PaymentTypePage"][];
        };
        PaymentTypeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["PaymentType"][];
        };
        PaymentTypeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["PaymentType"][];
        };
        PaymentTypeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        HotelTaxTypeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        HotelTaxTypeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        HotelTaxTypeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        HotelTaxTypeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "percent" | "included" | "appliesTo" | "sortOrder";
            descending?: boolean;
        };
        HotelTaxTypeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["HotelTaxTypeSearch"][];
        };
        HotelTaxTypeCreate: {
            code: string;
            name: string;
            /** @description An exact decimal, as a string. */
            percent: string;
            /** @enum {integer} */
            included?: 0 | 1;
            /** @enum {string} */
            appliesTo: "ALL" | "ROOM" | "FOOD-BEVERAGE" | "OTHER";
            sortOrder?: number;
        };
        HotelTaxTypeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["HotelTaxTypeCreate"][];
        };
        HotelTaxTypeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description An exact decimal, as a string. */
            percent?: string;
            /** @enum {integer} */
            included?: 0 | 1;
            /** @enum {string} */
            appliesTo?: "ALL" | "ROOM" | "FOOD-BEVERAGE" | "OTHER";
            sortOrder?: number;
        };
        HotelTaxTypeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["HotelTaxTypeUpdate"][];
        };
        HotelTaxTypeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        HotelTaxType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description An exact decimal, as a string. */
            percent: string;
            /** @enum {integer} */
            included: 0 | 1;
            /** @enum {string} */
            appliesTo: "ALL" | "ROOM" | "FOOD-BEVERAGE" | "OTHER";
            sortOrder: number;
            version: components["schemas"]["RowVersion"];
        };
        HotelTaxTypeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["HotelTaxType"][];
        };
        HotelTaxTypeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        HotelTaxTypeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["HotelTaxTypeMinimum"][];
        };
        HotelTaxTypeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["HotelTaxType"][];
        };
        HotelTaxTypePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["HotelTaxType"][];
        };
        HotelTaxTypeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["HotelTaxTypePage"][];
        };
        HotelTaxTypeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["HotelTaxType"][];
        };
        HotelTaxTypeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["HotelTaxType"][];
        };
        HotelTaxTypeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        TransactionCodeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TransactionCodeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TransactionCodeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        TransactionCodeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "transactionGroupId" | "kind" | "departmentId" | "defaultAmount" | "taxable" | "serviceCharge" | "active";
            descending?: boolean;
        };
        TransactionCodeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["TransactionCodeSearch"][];
        };
        TransactionCodeCreate: {
            code: string;
            name: string;
            /** @description The transaction group (id). */
            transactionGroupId: components["schemas"]["EntityId"];
            /** @enum {string} */
            kind: "CHARGE" | "PAYMENT" | "TAX" | "SERVICE";
            /** @description The department (id), or null. */
            departmentId?: number | null;
            /** @description An exact decimal, as a string. */
            defaultAmount?: string;
            /** @enum {integer} */
            taxable?: 0 | 1;
            /** @enum {integer} */
            serviceCharge?: 0 | 1;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        TransactionCodeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["TransactionCodeCreate"][];
        };
        TransactionCodeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description The transaction group (id). */
            transactionGroupId?: components["schemas"]["EntityId"];
            /** @enum {string} */
            kind?: "CHARGE" | "PAYMENT" | "TAX" | "SERVICE";
            /** @description The department (id), or null. */
            departmentId?: number | null;
            /** @description An exact decimal, as a string. */
            defaultAmount?: string;
            /** @enum {integer} */
            taxable?: 0 | 1;
            /** @enum {integer} */
            serviceCharge?: 0 | 1;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        TransactionCodeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["TransactionCodeUpdate"][];
        };
        TransactionCodeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        TransactionCode: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description The transaction group (id). */
            transactionGroupId: components["schemas"]["EntityId"];
            /** @enum {string} */
            kind: "CHARGE" | "PAYMENT" | "TAX" | "SERVICE";
            /** @description The department (id), or null. */
            departmentId: number | null;
            /** @description An exact decimal, as a string. */
            defaultAmount: string;
            /** @enum {integer} */
            taxable: 0 | 1;
            /** @enum {integer} */
            serviceCharge: 0 | 1;
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        TransactionCodeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["TransactionCode"][];
        };
        TransactionCodeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        TransactionCodeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["TransactionCodeMinimum"][];
        };
        TransactionCodeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["TransactionCode"][];
        };
        TransactionCodePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["TransactionCode"][];
        };
        TransactionCodeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["TransactionCodePage"][];
        };
        TransactionCodeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["TransactionCode"][];
        };
        TransactionCodeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["TransactionCode"][];
        };
        TransactionCodeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        CityListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CityListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CityGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        CitySearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "countryId";
            descending?: boolean;
        };
        CitySearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["CitySearch"][];
        };
        CityCreate: {
            code: string;
            name: string;
            /** @description The country (id). */
            countryId: components["schemas"]["EntityId"];
        };
        CityCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["CityCreate"][];
        };
        CityUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description The country (id). */
            countryId?: components["schemas"]["EntityId"];
        };
        CityUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["CityUpdate"][];
        };
        CityDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        City: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description The country (id). */
            countryId: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
        };
        CityListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["City"][];
        };
        CityMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        CityListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["CityMinimum"][];
        };
        CityGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["City"][];
        };
        CityPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["City"][];
        };
        CitySearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["CityPage"][];
        };
        CityCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["City"][];
        };
        CityUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["City"][];
        };
        CityDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        RoomCategoryListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomCategoryListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomCategoryGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        RoomCategorySearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "sortOrder";
            descending?: boolean;
        };
        RoomCategorySearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["RoomCategorySearch"][];
        };
        RoomCategoryCreate: {
            code: string;
            name: string;
            sortOrder?: number;
        };
        RoomCategoryCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["RoomCategoryCreate"][];
        };
        RoomCategoryUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            sortOrder?: number;
        };
        RoomCategoryUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["RoomCategoryUpdate"][];
        };
        RoomCategoryDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        RoomCategory: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            sortOrder: number;
            version: components["schemas"]["RowVersion"];
        };
        RoomCategoryListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["RoomCategory"][];
        };
        RoomCategoryMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        RoomCategoryListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["RoomCategoryMinimum"][];
        };
        RoomCategoryGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["RoomCategory"][];
        };
        RoomCategoryPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["RoomCategory"][];
        };
        RoomCategorySearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["RoomCategoryPage"][];
        };
        RoomCategoryCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["RoomCategory"][];
        };
        RoomCategoryUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["RoomCategory"][];
        };
        RoomCategoryDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        TermOfPaymentListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TermOfPaymentListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TermOfPaymentGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        TermOfPaymentSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "days";
            descending?: boolean;
        };
        TermOfPaymentSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["TermOfPaymentSearch"][];
        };
        TermOfPaymentCreate: {
            code: string;
            name: string;
            days: number;
        };
        TermOfPaymentCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["TermOfPaymentCreate"][];
        };
        TermOfPaymentUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            days?: number;
        };
        TermOfPaymentUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["TermOfPaymentUpdate"][];
        };
        TermOfPaymentDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        TermOfPayment: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            days: number;
            version: components["schemas"]["RowVersion"];
        };
        TermOfPaymentListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["TermOfPayment"][];
        };
        TermOfPaymentMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        TermOfPaymentListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["TermOfPaymentMinimum"][];
        };
        TermOfPaymentGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["TermOfPayment"][];
        };
        TermOfPaymentPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["TermOfPayment"][];
        };
        TermOfPaymentSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["TermOfPaymentPage"][];
        };
        TermOfPaymentCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["TermOfPayment"][];
        };
        TermOfPaymentUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["TermOfPayment"][];
        };
        TermOfPaymentDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        TransactionGroupListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TransactionGroupListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TransactionGroupGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        TransactionGroupSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "reportOrder";
            descending?: boolean;
        };
        TransactionGroupSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["TransactionGroupSearch"][];
        };
        TransactionGroupCreate: {
            code: string;
            name: string;
            reportOrder: number;
        };
        TransactionGroupCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["TransactionGroupCreate"][];
        };
        TransactionGroupUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            reportOrder?: number;
        };
        TransactionGroupUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["TransactionGroupUpdate"][];
        };
        TransactionGroupDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        TransactionGroup: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            reportOrder: number;
            version: components["schemas"]["RowVersion"];
        };
        TransactionGroupListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["TransactionGroup"][];
        };
        TransactionGroupMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        TransactionGroupListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["TransactionGroupMinimum"][];
        };
        TransactionGroupGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["TransactionGroup"][];
        };
        TransactionGroupPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["TransactionGroup"][];
        };
        TransactionGroupSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["TransactionGroupPage"][];
        };
        TransactionGroupCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["TransactionGroup"][];
        };
        TransactionGroupUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["TransactionGroup"][];
        };
        TransactionGroupDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        OccupancyTypeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        OccupancyTypeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        OccupancyTypeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        OccupancyTypeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "adults" | "children";
            descending?: boolean;
        };
        OccupancyTypeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["OccupancyTypeSearch"][];
        };
        OccupancyTypeCreate: {
            code: string;
            name: string;
            adults: number;
            children?: number;
        };
        OccupancyTypeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["OccupancyTypeCreate"][];
        };
        OccupancyTypeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            adults?: number;
            children?: number;
        };
        OccupancyTypeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["OccupancyTypeUpdate"][];
        };
        OccupancyTypeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        OccupancyType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            adults: number;
            children: number;
            version: components["schemas"]["RowVersion"];
        };
        OccupancyTypeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["OccupancyType"][];
        };
        OccupancyTypeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        OccupancyTypeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["OccupancyTypeMinimum"][];
        };
        OccupancyTypeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["OccupancyType"][];
        };
        OccupancyTypePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["OccupancyType"][];
        };
        OccupancyTypeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["OccupancyTypePage"][];
        };
        OccupancyTypeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["OccupancyType"][];
        };
        OccupancyTypeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["OccupancyType"][];
        };
        OccupancyTypeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        MaintenanceTypeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        MaintenanceTypeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        MaintenanceTypeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        MaintenanceTypeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "setsOutOfOrder";
            descending?: boolean;
        };
        MaintenanceTypeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["MaintenanceTypeSearch"][];
        };
        MaintenanceTypeCreate: {
            code: string;
            name: string;
            /** @enum {integer} */
            setsOutOfOrder?: 0 | 1;
        };
        MaintenanceTypeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["MaintenanceTypeCreate"][];
        };
        MaintenanceTypeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @enum {integer} */
            setsOutOfOrder?: 0 | 1;
        };
        MaintenanceTypeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["MaintenanceTypeUpdate"][];
        };
        MaintenanceTypeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        MaintenanceType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @enum {integer} */
            setsOutOfOrder: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        MaintenanceTypeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceType"][];
        };
        MaintenanceTypeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        MaintenanceTypeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceTypeMinimum"][];
        };
        MaintenanceTypeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceType"][];
        };
        MaintenanceTypePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["MaintenanceType"][];
        };
        MaintenanceTypeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceTypePage"][];
        };
        MaintenanceTypeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceType"][];
        };
        MaintenanceTypeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceType"][];
        };
        MaintenanceTypeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        DepartmentListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        DepartmentListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        DepartmentGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        DepartmentSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "earnsRevenue";
            descending?: boolean;
        };
        DepartmentSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["DepartmentSearch"][];
        };
        DepartmentCreate: {
            code: string;
            name: string;
            /** @enum {integer} */
            earnsRevenue?: 0 | 1;
        };
        DepartmentCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["DepartmentCreate"][];
        };
        DepartmentUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @enum {integer} */
            earnsRevenue?: 0 | 1;
        };
        DepartmentUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["DepartmentUpdate"][];
        };
        DepartmentDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Department: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @enum {integer} */
            earnsRevenue: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        DepartmentListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Department"][];
        };
        DepartmentMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        DepartmentListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["DepartmentMinimum"][];
        };
        DepartmentGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Department"][];
        };
        DepartmentPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Department"][];
        };
        DepartmentSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["DepartmentPage"][];
        };
        DepartmentCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Department"][];
        };
        DepartmentUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Department"][];
        };
        DepartmentDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        TerritoryListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TerritoryListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TerritoryGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        TerritorySearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name";
            descending?: boolean;
        };
        TerritorySearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["TerritorySearch"][];
        };
        TerritoryCreate: {
            code: string;
            name: string;
        };
        TerritoryCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["TerritoryCreate"][];
        };
        TerritoryUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
        };
        TerritoryUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["TerritoryUpdate"][];
        };
        TerritoryDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Territory: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            version: components["schemas"]["RowVersion"];
        };
        TerritoryListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Territory"][];
        };
        TerritoryMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        TerritoryListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["TerritoryMinimum"][];
        };
        TerritoryGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Territory"][];
        };
        TerritoryPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Territory"][];
        };
        TerritorySearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["TerritoryPage"][];
        };
        TerritoryCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Territory"][];
        };
        TerritoryUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Territory"][];
        };
        TerritoryDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        GuestTypeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        GuestTypeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        GuestTypeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        GuestTypeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "sortOrder";
            descending?: boolean;
        };
        GuestTypeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["GuestTypeSearch"][];
        };
        GuestTypeCreate: {
            code: string;
            name: string;
            sortOrder?: number;
        };
        GuestTypeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["GuestTypeCreate"][];
        };
        GuestTypeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            sortOrder?: number;
        };
        GuestTypeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["GuestTypeUpdate"][];
        };
        GuestTypeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        GuestType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            sortOrder: number;
            version: components["schemas"]["RowVersion"];
        };
        GuestTypeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["GuestType"][];
        };
        GuestTypeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        GuestTypeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["GuestTypeMinimum"][];
        };
        GuestTypeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["GuestType"][];
        };
        GuestTypePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["GuestType"][];
        };
        GuestTypeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["GuestTypePage"][];
        };
        GuestTypeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["GuestType"][];
        };
        GuestTypeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["GuestType"][];
        };
        GuestTypeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        CancellationReasonListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CancellationReasonListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CancellationReasonGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        CancellationReasonSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "chargeable";
            descending?: boolean;
        };
        CancellationReasonSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["CancellationReasonSearch"][];
        };
        CancellationReasonCreate: {
            code: string;
            name: string;
            /** @enum {integer} */
            chargeable?: 0 | 1;
        };
        CancellationReasonCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["CancellationReasonCreate"][];
        };
        CancellationReasonUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @enum {integer} */
            chargeable?: 0 | 1;
        };
        CancellationReasonUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["CancellationReasonUpdate"][];
        };
        CancellationReasonDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        CancellationReason: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @enum {integer} */
            chargeable: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        CancellationReasonListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["CancellationReason"][];
        };
        CancellationReasonMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        CancellationReasonListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["CancellationReasonMinimum"][];
        };
        CancellationReasonGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["CancellationReason"][];
        };
        CancellationReasonPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["CancellationReason"][];
        };
        CancellationReasonSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["CancellationReasonPage"][];
        };
        CancellationReasonCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["CancellationReason"][];
        };
        CancellationReasonUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["CancellationReason"][];
        };
        CancellationReasonDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        KeepAtListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        KeepAtListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        KeepAtGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        KeepAtSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name";
            descending?: boolean;
        };
        KeepAtSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["KeepAtSearch"][];
        };
        KeepAtCreate: {
            code: string;
            name: string;
        };
        KeepAtCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["KeepAtCreate"][];
        };
        KeepAtUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
        };
        KeepAtUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["KeepAtUpdate"][];
        };
        KeepAtDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        KeepAt: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            version: components["schemas"]["RowVersion"];
        };
        KeepAtListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["KeepAt"][];
        };
        KeepAtMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        KeepAtListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["KeepAtMinimum"][];
        };
        KeepAtGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["KeepAt"][];
        };
        KeepAtPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["KeepAt"][];
        };
        KeepAtSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["KeepAtPage"][];
        };
        KeepAtCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["KeepAt"][];
        };
        KeepAtUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["KeepAt"][];
        };
        KeepAtDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        BedTypeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        BedTypeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        BedTypeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        BedTypeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "widthCm" | "sleeps";
            descending?: boolean;
        };
        BedTypeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["BedTypeSearch"][];
        };
        BedTypeCreate: {
            code: string;
            name: string;
            widthCm?: number;
            sleeps: number;
        };
        BedTypeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["BedTypeCreate"][];
        };
        BedTypeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            widthCm?: number;
            sleeps?: number;
        };
        BedTypeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["BedTypeUpdate"][];
        };
        BedTypeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        BedType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            widthCm: number;
            sleeps: number;
            version: components["schemas"]["RowVersion"];
        };
        BedTypeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["BedType"][];
        };
        BedTypeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        BedTypeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["BedTypeMinimum"][];
        };
        BedTypeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["BedType"][];
        };
        BedTypePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["BedType"][];
        };
        BedTypeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["BedTypePage"][];
        };
        BedTypeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["BedType"][];
        };
        BedTypeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["BedType"][];
        };
        BedTypeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        RoomFeatureListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomFeatureListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomFeatureGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        RoomFeatureSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "sortOrder";
            descending?: boolean;
        };
        RoomFeatureSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["RoomFeatureSearch"][];
        };
        RoomFeatureCreate: {
            code: string;
            name: string;
            sortOrder?: number;
        };
        RoomFeatureCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["RoomFeatureCreate"][];
        };
        RoomFeatureUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            sortOrder?: number;
        };
        RoomFeatureUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["RoomFeatureUpdate"][];
        };
        RoomFeatureDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        RoomFeature: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            sortOrder: number;
            version: components["schemas"]["RowVersion"];
        };
        RoomFeatureListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["RoomFeature"][];
        };
        RoomFeatureMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        RoomFeatureListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["RoomFeatureMinimum"][];
        };
        RoomFeatureGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["RoomFeature"][];
        };
        RoomFeaturePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["RoomFeature"][];
        };
        RoomFeatureSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["RoomFeaturePage"][];
        };
        RoomFeatureCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["RoomFeature"][];
        };
        RoomFeatureUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["RoomFeature"][];
        };
        RoomFeatureDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        SourceListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        SourceListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        SourceGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        SourceSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "channel" | "active";
            descending?: boolean;
        };
        SourceSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["SourceSearch"][];
        };
        SourceCreate: {
            code: string;
            name: string;
            /** @enum {string} */
            channel: "NON-OTA" | "OTA";
            /** @enum {integer} */
            active?: 0 | 1;
        };
        SourceCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["SourceCreate"][];
        };
        SourceUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @enum {string} */
            channel?: "NON-OTA" | "OTA";
            /** @enum {integer} */
            active?: 0 | 1;
        };
        SourceUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["SourceUpdate"][];
        };
        SourceDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Source: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @enum {string} */
            channel: "NON-OTA" | "OTA";
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        SourceListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Source"][];
        };
        SourceMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        SourceListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["SourceMinimum"][];
        };
        SourceGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Source"][];
        };
        SourcePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Source"][];
        };
        SourceSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["SourcePage"][];
        };
        SourceCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Source"][];
        };
        SourceUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Source"][];
        };
        SourceDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        MealTypeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        MealTypeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        MealTypeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        MealTypeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "includesBreakfast" | "includesLunch" | "includesDinner";
            descending?: boolean;
        };
        MealTypeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["MealTypeSearch"][];
        };
        MealTypeCreate: {
            code: string;
            name: string;
            /** @enum {integer} */
            includesBreakfast?: 0 | 1;
            /** @enum {integer} */
            includesLunch?: 0 | 1;
            /** @enum {integer} */
            includesDinner?: 0 | 1;
        };
        MealTypeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["MealTypeCreate"][];
        };
        MealTypeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @enum {integer} */
            includesBreakfast?: 0 | 1;
            /** @enum {integer} */
            includesLunch?: 0 | 1;
            /** @enum {integer} */
            includesDinner?: 0 | 1;
        };
        MealTypeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["MealTypeUpdate"][];
        };
        MealTypeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        MealType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @enum {integer} */
            includesBreakfast: 0 | 1;
            /** @enum {integer} */
            includesLunch: 0 | 1;
            /** @enum {integer} */
            includesDinner: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        MealTypeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["MealType"][];
        };
        MealTypeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        MealTypeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["MealTypeMinimum"][];
        };
        MealTypeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["MealType"][];
        };
        MealTypePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["MealType"][];
        };
        MealTypeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["MealTypePage"][];
        };
        MealTypeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["MealType"][];
        };
        MealTypeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["MealType"][];
        };
        MealTypeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        MarketListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        MarketListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        MarketGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        MarketSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "sortOrder" | "active";
            descending?: boolean;
        };
        MarketSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["MarketSearch"][];
        };
        MarketCreate: {
            code: string;
            name: string;
            sortOrder?: number;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        MarketCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["MarketCreate"][];
        };
        MarketUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            sortOrder?: number;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        MarketUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["MarketUpdate"][];
        };
        MarketDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Market: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            sortOrder: number;
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        MarketListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Market"][];
        };
        MarketMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        MarketListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["MarketMinimum"][];
        };
        MarketGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Market"][];
        };
        MarketPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Market"][];
        };
        MarketSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["MarketPage"][];
        };
        MarketCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Market"][];
        };
        MarketUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Market"][];
        };
        MarketDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        SegmentListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        SegmentListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        SegmentGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        SegmentSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "sortOrder" | "active";
            descending?: boolean;
        };
        SegmentSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["SegmentSearch"][];
        };
        SegmentCreate: {
            code: string;
            name: string;
            sortOrder?: number;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        SegmentCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["SegmentCreate"][];
        };
        SegmentUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            sortOrder?: number;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        SegmentUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["SegmentUpdate"][];
        };
        SegmentDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Segment: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            sortOrder: number;
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        SegmentListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Segment"][];
        };
        SegmentMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        SegmentListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["SegmentMinimum"][];
        };
        SegmentGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Segment"][];
        };
        SegmentPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Segment"][];
        };
        SegmentSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["SegmentPage"][];
        };
        SegmentCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Segment"][];
        };
        SegmentUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Segment"][];
        };
        SegmentDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        TitleListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TitleListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        TitleGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        TitleSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "sortOrder";
            descending?: boolean;
        };
        TitleSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["TitleSearch"][];
        };
        TitleCreate: {
            code: string;
            name: string;
            sortOrder?: number;
        };
        TitleCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["TitleCreate"][];
        };
        TitleUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            sortOrder?: number;
        };
        TitleUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["TitleUpdate"][];
        };
        TitleDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Title: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            sortOrder: number;
            version: components["schemas"]["RowVersion"];
        };
        TitleListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Title"][];
        };
        TitleMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        TitleListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["TitleMinimum"][];
        };
        TitleGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Title"][];
        };
        TitlePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Title"][];
        };
        TitleSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["TitlePage"][];
        };
        TitleCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Title"][];
        };
        TitleUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Title"][];
        };
        TitleDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        HotelDetailGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        HotelDetailGetFullRequest: {
            apiRequest: {
                /** @constant */
                action: "get-full";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        HotelName: string;
        /** @description The country the hotel stands in (configuration/country countryId), or null. */
        HotelCountryId: number | null;
        /** @description Digits, spaces and + ( ) . / -; empty when not given. */
        HotelPhone: string;
        /** @description A time of day, HH:mm (24 hours). */
        HotelTime: string;
        /** @description The fields to change, with the version read; fields left out keep their value. */
        HotelDetailUpdate: {
            version: components["schemas"]["RowVersion"];
            name?: components["schemas"]["HotelName"];
            legalName?: string;
            addressLine1?: string;
            addressLine2?: string;
            city?: string;
            province?: string;
            postcode?: string;
            countryId?: components["schemas"]["HotelCountryId"];
            phone?: components["schemas"]["HotelPhone"];
            fax?: components["schemas"]["HotelPhone"];
            email?: string;
            website?: string;
            taxId?: string;
            branchNumber?: string;
            checkInTime?: components["schemas"]["HotelTime"];
            checkOutTime?: components["schemas"]["HotelTime"];
        };
        HotelDetailUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["HotelDetailUpdate"][];
        };
        /**
         * @description Which of the hotel's two images.
         * @enum {string}
         */
        HotelImage: "logo" | "background";
        HotelDetailRemoveImage: {
            image: components["schemas"]["HotelImage"];
            version: components["schemas"]["RowVersion"];
        };
        HotelDetailRemoveImageRequest: {
            apiRequest: {
                /** @constant */
                action: "remove-image";
            };
            data: components["schemas"]["HotelDetailRemoveImage"][];
        };
        HotelDetail: {
            name: string;
            /** @description Path under /api of the logo image, for example /files/hotel-logo; empty when the hotel has none. */
            logoUrl: string;
            /** @description Path under /api of the login background image, when the hotel has one. */
            bgUrl?: string;
        };
        HotelDetailGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["HotelDetail"][];
        };
        /** @description The whole hotel detail as staff edit it. */
        HotelDetailFull: {
            name: string;
            legalName: string;
            addressLine1: string;
            addressLine2: string;
            city: string;
            province: string;
            postcode: string;
            countryId: components["schemas"]["HotelCountryId"];
            phone: string;
            fax: string;
            email: string;
            website: string;
            taxId: string;
            branchNumber: string;
            checkInTime: components["schemas"]["HotelTime"];
            checkOutTime: components["schemas"]["HotelTime"];
            /** @description Path under /api of the logo image; empty when the hotel has none. */
            logoUrl: string;
            /** @description Path under /api of the login background image; empty when the hotel has none. */
            bgUrl: string;
            version: components["schemas"]["RowVersion"];
        };
        HotelDetailGetFullResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get-full";
                requestId?: string;
            };
            data: components["schemas"]["HotelDetailFull"][];
        };
        HotelDetailUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["HotelDetailFull"][];
        };
        HotelDetailRemoveImageResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "remove-image";
                requestId?: string;
            };
            data: components["schemas"]["HotelDetailFull"][];
        };
        HotelGetHotelDateRequest: {
            apiRequest: {
                /** @constant */
                action: "GetHotelDate";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        HotelNextHotelDateRequest: {
            apiRequest: {
                /** @constant */
                action: "NextHotelDate";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        HotelDate: {
            value: components["schemas"]["IsoDate"];
        };
        HotelGetHotelDateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "GetHotelDate";
                requestId?: string;
            };
            data: components["schemas"]["HotelDate"][];
        };
        HotelNextHotelDateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "NextHotelDate";
                requestId?: string;
            };
            data: components["schemas"]["HotelDate"][];
        };
        CurrencyListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CurrencyListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CurrencyGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code, name or symbol. */
        CurrencySearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "symbol" | "decimals" | "isLocalCurrency";
            descending?: boolean;
        };
        CurrencySearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["CurrencySearch"][];
        };
        /** @description ISO 4217 code, unique per hotel. */
        CurrencyCode: string;
        CurrencyName: string;
        /** @description Shown before amounts (฿, $, ₭); may be empty. */
        CurrencySymbol: string;
        /** @description Digits after the decimal point in amounts of this currency (0 for LAK or JPY). */
        CurrencyDecimals: number;
        /**
         * @description 1 marks the hotel's local currency, the one amounts are kept in; exactly one currency has it (422 LOCAL_CURRENCY_TAKEN or LOCAL_CURRENCY_REQUIRED otherwise), and it has no exchange rates.
         * @enum {integer}
         */
        LocalCurrencyFlag: 0 | 1;
        CurrencyCreate: {
            code: components["schemas"]["CurrencyCode"];
            name: components["schemas"]["CurrencyName"];
            symbol?: components["schemas"]["CurrencySymbol"];
            decimals?: components["schemas"]["CurrencyDecimals"];
            isLocalCurrency?: components["schemas"]["LocalCurrencyFlag"];
        };
        CurrencyCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["CurrencyCreate"][];
        };
        CurrencyUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: components["schemas"]["CurrencyCode"];
            name?: components["schemas"]["CurrencyName"];
            symbol?: components["schemas"]["CurrencySymbol"];
            decimals?: components["schemas"]["CurrencyDecimals"];
            isLocalCurrency?: components["schemas"]["LocalCurrencyFlag"];
        };
        CurrencyUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["CurrencyUpdate"][];
        };
        CurrencyDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Currency: {
            id: components["schemas"]["EntityId"];
            code: components["schemas"]["CurrencyCode"];
            name: components["schemas"]["CurrencyName"];
            symbol: components["schemas"]["CurrencySymbol"];
            decimals: components["schemas"]["CurrencyDecimals"];
            isLocalCurrency: components["schemas"]["LocalCurrencyFlag"];
            version: components["schemas"]["RowVersion"];
        };
        CurrencyListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Currency"][];
        };
        CurrencyMinimum: {
            id: components["schemas"]["EntityId"];
            code: components["schemas"]["CurrencyCode"];
            name: string;
            isLocalCurrency: components["schemas"]["LocalCurrencyFlag"];
        };
        CurrencyListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["CurrencyMinimum"][];
        };
        CurrencyGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Currency"][];
        };
        CurrencyPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Currency"][];
        };
        CurrencySearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["CurrencyPage"][];
        };
        CurrencyCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Currency"][];
        };
        CurrencyUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Currency"][];
        };
        CurrencyDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        ExchangeRateListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        ExchangeRateListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        ExchangeRateGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches the currency's code or name, or the effective date (yyyy-MM-dd). */
        ExchangeRateSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "effectiveDate" | "currencyId" | "buyingRate" | "sellingRate";
            descending?: boolean;
        };
        ExchangeRateSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["ExchangeRateSearch"][];
        };
        /** @description The foreign currency (id); never the local currency (422 LOCAL_CURRENCY_RATE). */
        ExchangeRateCurrency: components["schemas"]["EntityId"];
        /** @description First hotel date the rate applies to; it stays in force until a later one takes over. One rate per currency and date (409 DUPLICATE on effectiveDate). */
        ExchangeRateEffectiveDate: components["schemas"]["IsoDate"];
        ExchangeRateValue: string;
        /** @description Local-currency amount the hotel gives for one unit of the currency (payments and exchange at the desk), an exact decimal with up to 6 places, above zero. */
        ExchangeRateBuying: components["schemas"]["ExchangeRateValue"];
        /** @description Local-currency amount the hotel asks for one unit of the currency (change and refunds in it), an exact decimal with up to 6 places, above zero and not below the buying rate. */
        ExchangeRateSelling: components["schemas"]["ExchangeRateValue"];
        ExchangeRateCreate: {
            currencyId: components["schemas"]["ExchangeRateCurrency"];
            effectiveDate: components["schemas"]["ExchangeRateEffectiveDate"];
            buyingRate: components["schemas"]["ExchangeRateBuying"];
            sellingRate: components["schemas"]["ExchangeRateSelling"];
        };
        ExchangeRateCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["ExchangeRateCreate"][];
        };
        ExchangeRateUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            currencyId?: components["schemas"]["ExchangeRateCurrency"];
            effectiveDate?: components["schemas"]["ExchangeRateEffectiveDate"];
            buyingRate?: components["schemas"]["ExchangeRateBuying"];
            sellingRate?: components["schemas"]["ExchangeRateSelling"];
        };
        ExchangeRateUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["ExchangeRateUpdate"][];
        };
        ExchangeRateDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        ExchangeRateInForceCriteria: {
            /** @description The date to answer for; the hotel date when left out. */
            forDate?: components["schemas"]["IsoDate"];
        };
        /** @description The rate in force on a date for each foreign currency that has one: the latest effective on or before that date. */
        ExchangeRateListInForceRequest: {
            apiRequest: {
                /** @constant */
                action: "list-in-force";
            };
            data: components["schemas"]["ExchangeRateInForceCriteria"][];
        };
        ExchangeRate: {
            id: components["schemas"]["EntityId"];
            currencyId: components["schemas"]["ExchangeRateCurrency"];
            effectiveDate: components["schemas"]["ExchangeRateEffectiveDate"];
            buyingRate: components["schemas"]["ExchangeRateBuying"];
            sellingRate: components["schemas"]["ExchangeRateSelling"];
            version: components["schemas"]["RowVersion"];
        };
        ExchangeRateListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["ExchangeRate"][];
        };
        ExchangeRateMinimum: {
            id: components["schemas"]["EntityId"];
            currencyId: components["schemas"]["EntityId"];
            effectiveDate: components["schemas"]["IsoDate"];
            buyingRate: components["schemas"]["ExchangeRateValue"];
            sellingRate: components["schemas"]["ExchangeRateValue"];
        };
        ExchangeRateListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["ExchangeRateMinimum"][];
        };
        ExchangeRateGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["ExchangeRate"][];
        };
        ExchangeRatePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["ExchangeRate"][];
        };
        ExchangeRateSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["ExchangeRatePage"][];
        };
        ExchangeRateCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["ExchangeRate"][];
        };
        ExchangeRateUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["ExchangeRate"][];
        };
        ExchangeRateDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        ExchangeRateListInForceResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-in-force";
                requestId?: string;
            };
            /** @description One rate per currency, in currency code order. */
            data: components["schemas"]["ExchangeRate"][];
        };
        CountryListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CountryListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CountryGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches the codes or the English, Thai or Lao name. */
        CountrySearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "name" | "isoCode" | "iso3" | "numericCode" | "nameTh" | "nameLa";
            descending?: boolean;
        };
        CountrySearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["CountrySearch"][];
        };
        /** @description ISO 3166-1 alpha-2 (user-assigned codes such as XK for entities ISO does not list); unique per hotel. */
        CountryIsoCode: string;
        /** @description ISO 3166-1 alpha-3; unique per hotel. */
        CountryIso3: string;
        /** @description ISO 3166-1 numeric, three digits. */
        CountryNumericCode: string;
        CountryName: string;
        CountryCreate: {
            isoCode: components["schemas"]["CountryIsoCode"];
            iso3: components["schemas"]["CountryIso3"];
            numericCode: components["schemas"]["CountryNumericCode"];
            name: components["schemas"]["CountryName"];
            nameTh: components["schemas"]["CountryName"];
            nameLa: components["schemas"]["CountryName"];
        };
        CountryCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["CountryCreate"][];
        };
        CountryUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            isoCode?: components["schemas"]["CountryIsoCode"];
            iso3?: components["schemas"]["CountryIso3"];
            numericCode?: components["schemas"]["CountryNumericCode"];
            name?: components["schemas"]["CountryName"];
            nameTh?: components["schemas"]["CountryName"];
            nameLa?: components["schemas"]["CountryName"];
        };
        CountryUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["CountryUpdate"][];
        };
        CountryDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        CountryRef: {
            countryId: components["schemas"]["EntityId"];
        };
        CountryGetMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "get-minimum";
            };
            data: components["schemas"]["CountryRef"][];
        };
        CountryListFullRequest: {
            apiRequest: {
                /** @constant */
                action: "list-full";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        Country: {
            id: components["schemas"]["EntityId"];
            isoCode: components["schemas"]["CountryIsoCode"];
            iso3: components["schemas"]["CountryIso3"];
            numericCode: components["schemas"]["CountryNumericCode"];
            /** @description English name. */
            name: components["schemas"]["CountryName"];
            /** @description Thai name. */
            nameTh: components["schemas"]["CountryName"];
            /** @description Lao name. */
            nameLa: components["schemas"]["CountryName"];
            version: components["schemas"]["RowVersion"];
        };
        CountryListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Country"][];
        };
        CountryMinimum: {
            id: components["schemas"]["EntityId"];
            isoCode: string;
            name: string;
            nameTh: string;
            nameLa: string;
        };
        CountryListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["CountryMinimum"][];
        };
        CountryGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Country"][];
        };
        CountryPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Country"][];
        };
        CountrySearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["CountryPage"][];
        };
        CountryCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Country"][];
        };
        CountryUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Country"][];
        };
        CountryDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        CountryBrief: {
            countryId: components["schemas"]["EntityId"];
            isoCode: string;
            name: string;
        };
        CountryGetMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get-minimum";
                requestId?: string;
            };
            data: components["schemas"]["CountryBrief"][];
        };
        CountryFull: {
            countryId: components["schemas"]["EntityId"];
            /** @description ISO 3166-1 alpha-2. */
            isoCode: string;
            /** @description ISO 3166-1 alpha-3. */
            iso3: string;
            /** @description ISO 3166-1 numeric. */
            numericCode: string;
            /** @description English name. */
            name: string;
            /** @description Thai name. */
            nameTh: string;
            /** @description Lao name. */
            nameLa: string;
        };
        CountryListFullResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-full";
                requestId?: string;
            };
            data: components["schemas"]["CountryFull"][];
        };
        UserInterfaceTextById: {
            id: components["schemas"]["EntityId"];
        };
        /**
         * @description A language as a query key: EN, TH, LA, or the lower-case file names en, th, la (GET /assets/i18n/{lang}.json). Answers always carry the upper-case code.
         * @enum {string}
         */
        InterfaceLanguageKey: "EN" | "TH" | "LA" | "en" | "th" | "la";
        UserInterfaceTextByLanguage: {
            language: components["schemas"]["InterfaceLanguageKey"];
        };
        /** @description The spec's name for the language key (§3: texts are queried by uiCode). */
        UserInterfaceTextByUiCode: {
            uiCode: components["schemas"]["InterfaceLanguageKey"];
        };
        /** @description One text by id, or every text of one language (by language or its alias uiCode). */
        UserInterfaceTextCriteria: components["schemas"]["UserInterfaceTextById"] | components["schemas"]["UserInterfaceTextByLanguage"] | components["schemas"]["UserInterfaceTextByUiCode"];
        UserInterfaceTextGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["UserInterfaceTextCriteria"][];
        };
        UserInterfaceTextListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        /**
         * @description A language of the staff app (spec §9): EN, TH, LA.
         * @enum {string}
         */
        InterfaceLanguage: "EN" | "TH" | "LA";
        UserInterfaceTextNew: {
            /** @description The message id the text overrides, as in the translation files (for example menu.tab.reservation). */
            textCode: string;
            /** @description The text shown instead of the translation file's; not blank. */
            textValue: string;
            language: components["schemas"]["InterfaceLanguage"];
        };
        UserInterfaceTextNewRequest: {
            apiRequest: {
                /** @constant */
                action: "new";
            };
            data: components["schemas"]["UserInterfaceTextNew"][];
        };
        /** @description id and version, and at least one field to change. */
        UserInterfaceTextUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            /** @description The message id the text overrides, as in the translation files (for example menu.tab.reservation). */
            textCode?: string;
            /** @description The text shown instead of the translation file's; not blank. */
            textValue?: string;
            language?: components["schemas"]["InterfaceLanguage"];
        };
        UserInterfaceTextUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["UserInterfaceTextUpdate"][];
        };
        UserInterfaceTextDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        UserInterfaceText: {
            id: components["schemas"]["EntityId"];
            /** @description The message id the text overrides, as in the translation files (for example menu.tab.reservation). */
            textCode: string;
            /** @description The text shown instead of the translation file's; not blank. */
            textValue: string;
            language: components["schemas"]["InterfaceLanguage"];
            version: components["schemas"]["RowVersion"];
        };
        UserInterfaceTextGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["UserInterfaceText"][];
        };
        UserInterfaceTextListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["UserInterfaceText"][];
        };
        UserInterfaceTextNewResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "new";
                requestId?: string;
            };
            data: components["schemas"]["UserInterfaceText"][];
        };
        UserInterfaceTextUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["UserInterfaceText"][];
        };
        UserInterfaceTextDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        HelpTextListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        /** @description The manual of one menu. With a language: that language's manual, or the EN one when it has none (the answer's language says which). Without: every language's. No manual: an empty list. */
        HelpTextCriteria: {
            /** @description The help key: the menu of help/{menu} (a section or a route's help title, e.g. Reservation). Matched without regard to case; no / ? # \ and no surrounding spaces. */
            menu: string;
            language?: components["schemas"]["InterfaceLanguageKey"];
        };
        HelpTextGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["HelpTextCriteria"][];
        };
        HelpTextCreate: {
            /** @description The help key: the menu of help/{menu} (a section or a route's help title, e.g. Reservation). Matched without regard to case; no / ? # \ and no surrounding spaces. */
            menu: string;
            language: components["schemas"]["InterfaceLanguage"];
            title: string;
            /** @description The manual: plain text or simple Markdown (headings, lists, bold); shown as text, never as HTML. */
            body: string;
        };
        HelpTextCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["HelpTextCreate"][];
        };
        /** @description id and version, and at least one field to change. */
        HelpTextUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            /** @description The help key: the menu of help/{menu} (a section or a route's help title, e.g. Reservation). Matched without regard to case; no / ? # \ and no surrounding spaces. */
            menu?: string;
            language?: components["schemas"]["InterfaceLanguage"];
            title?: string;
            /** @description The manual: plain text or simple Markdown (headings, lists, bold); shown as text, never as HTML. */
            body?: string;
        };
        HelpTextUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["HelpTextUpdate"][];
        };
        HelpTextDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        HelpText: {
            id: components["schemas"]["EntityId"];
            /** @description The help key: the menu of help/{menu} (a section or a route's help title, e.g. Reservation). Matched without regard to case; no / ? # \ and no surrounding spaces. */
            menu: string;
            language: components["schemas"]["InterfaceLanguage"];
            title: string;
            /** @description The manual: plain text or simple Markdown (headings, lists, bold); shown as text, never as HTML. */
            body: string;
            version: components["schemas"]["RowVersion"];
        };
        HelpTextListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["HelpText"][];
        };
        HelpTextGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["HelpText"][];
        };
        HelpTextCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["HelpText"][];
        };
        HelpTextUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["HelpText"][];
        };
        HelpTextDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        BuildingListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        BuildingListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        BuildingGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        BuildingSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name";
            descending?: boolean;
        };
        BuildingSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["BuildingSearch"][];
        };
        BuildingCreate: {
            code: string;
            name: string;
        };
        BuildingCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["BuildingCreate"][];
        };
        BuildingUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
        };
        BuildingUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["BuildingUpdate"][];
        };
        BuildingDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Building: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            version: components["schemas"]["RowVersion"];
        };
        BuildingListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Building"][];
        };
        BuildingMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        BuildingListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["BuildingMinimum"][];
        };
        BuildingGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Building"][];
        };
        BuildingPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Building"][];
        };
        BuildingSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["BuildingPage"][];
        };
        BuildingCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Building"][];
        };
        BuildingUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Building"][];
        };
        BuildingDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        FloorListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        FloorListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        FloorGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        FloorSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "sortOrder";
            descending?: boolean;
        };
        FloorSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["FloorSearch"][];
        };
        FloorCreate: {
            code: string;
            name: string;
            /** @description Where it comes in lists (smaller first). */
            sortOrder?: number;
        };
        FloorCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["FloorCreate"][];
        };
        FloorUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description Where it comes in lists (smaller first). */
            sortOrder?: number;
        };
        FloorUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["FloorUpdate"][];
        };
        FloorDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Floor: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description Where it comes in lists (smaller first). */
            sortOrder: number;
            version: components["schemas"]["RowVersion"];
        };
        FloorListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Floor"][];
        };
        FloorMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        FloorListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["FloorMinimum"][];
        };
        FloorGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Floor"][];
        };
        FloorPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Floor"][];
        };
        FloorSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["FloorPage"][];
        };
        FloorCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Floor"][];
        };
        FloorUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Floor"][];
        };
        FloorDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        RoomTypeListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomTypeListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomTypeGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        RoomTypeSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "roomCategoryId" | "maxAdults" | "maxChildren" | "defaultRoomBedId" | "baseRate" | "sortOrder" | "overbookingAllowance" | "active";
            descending?: boolean;
        };
        RoomTypeSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["RoomTypeSearch"][];
        };
        RoomTypeCreate: {
            code: string;
            name: string;
            /** @description The room category (id), or null. */
            roomCategoryId?: number | null;
            /** @description Most adults a room of the type sleeps. */
            maxAdults: number;
            /** @description Most children a room of the type sleeps. */
            maxChildren?: number;
            /** @description The bed setup (id) a room of the type has unless the room says otherwise, or null. */
            defaultRoomBedId?: number | null;
            /** @description The rack rate per night in the local currency, an exact decimal as a string (two decimals at most). */
            baseRate?: string;
            /** @description Where it comes in lists (smaller first). */
            sortOrder?: number;
            /** @description Rooms of the type that may be sold beyond its rooms on any night (0, the default: never overbook). Availability adds it; a booking is refused only below it. */
            overbookingAllowance?: number;
            /**
             * @description 1 while the type is sold.
             * @enum {integer}
             */
            active?: 0 | 1;
        };
        RoomTypeCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["RoomTypeCreate"][];
        };
        RoomTypeUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description The room category (id), or null. */
            roomCategoryId?: number | null;
            /** @description Most adults a room of the type sleeps. */
            maxAdults?: number;
            /** @description Most children a room of the type sleeps. */
            maxChildren?: number;
            /** @description The bed setup (id) a room of the type has unless the room says otherwise, or null. */
            defaultRoomBedId?: number | null;
            /** @description The rack rate per night in the local currency, an exact decimal as a string (two decimals at most). */
            baseRate?: string;
            /** @description Where it comes in lists (smaller first). */
            sortOrder?: number;
            /** @description Rooms of the type that may be sold beyond its rooms on any night (0, the default: never overbook). Availability adds it; a booking is refused only below it. */
            overbookingAllowance?: number;
            /**
             * @description 1 while the type is sold.
             * @enum {integer}
             */
            active?: 0 | 1;
        };
        RoomTypeUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["RoomTypeUpdate"][];
        };
        RoomTypeDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        RoomTypeFeaturesRequest: {
            apiRequest: {
                /** @constant */
                action: "features";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description The room features of a room type, and the type's row version. */
        RoomTypeFeatures: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            /** @description The room features (ids) of the type, each once. */
            featureIds: components["schemas"]["EntityId"][];
        };
        RoomTypeSetFeaturesRequest: {
            apiRequest: {
                /** @constant */
                action: "set-features";
            };
            data: components["schemas"]["RoomTypeFeatures"][];
        };
        RoomType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description The room category (id), or null. */
            roomCategoryId: number | null;
            /** @description Most adults a room of the type sleeps. */
            maxAdults: number;
            /** @description Most children a room of the type sleeps. */
            maxChildren: number;
            /** @description The bed setup (id) a room of the type has unless the room says otherwise, or null. */
            defaultRoomBedId: number | null;
            /** @description The rack rate per night in the local currency, an exact decimal as a string (two decimals at most). */
            baseRate: string;
            /** @description Where it comes in lists (smaller first). */
            sortOrder: number;
            /** @description Rooms of the type that may be sold beyond its rooms on any night (0, the default: never overbook). Availability adds it; a booking is refused only below it. */
            overbookingAllowance: number;
            /**
             * @description 1 while the type is sold.
             * @enum {integer}
             */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        RoomTypeListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["RoomType"][];
        };
        RoomTypeMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        RoomTypeListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["RoomTypeMinimum"][];
        };
        RoomTypeGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["RoomType"][];
        };
        RoomTypePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["RoomType"][];
        };
        RoomTypeSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["RoomTypePage"][];
        };
        RoomTypeCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["RoomType"][];
        };
        RoomTypeUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["RoomType"][];
        };
        RoomTypeDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        RoomTypeFeaturesResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "features";
                requestId?: string;
            };
            data: components["schemas"]["RoomTypeFeatures"][];
        };
        RoomTypeSetFeaturesResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "set-features";
                requestId?: string;
            };
            data: components["schemas"]["RoomTypeFeatures"][];
        };
        RoomListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoomGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches room number or note. */
        RoomSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "roomNumber" | "roomTypeId" | "buildingId" | "floorId" | "roomBedId" | "connectingRoomId" | "active" | "note" | "housekeepingStatus";
            descending?: boolean;
        };
        RoomSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["RoomSearch"][];
        };
        RoomCreate: {
            roomNumber: string;
            /** @description The room type (id). */
            roomTypeId: components["schemas"]["EntityId"];
            /** @description The building (id). */
            buildingId: components["schemas"]["EntityId"];
            /** @description The floor (id). */
            floorId: components["schemas"]["EntityId"];
            /** @description The bed setup (id) of the room, or null when it has its type's default. */
            roomBedId?: number | null;
            /** @description The room (id) a connecting door leads to, never the room itself; or null. */
            connectingRoomId?: number | null;
            /**
             * @description 1 while the room is in use.
             * @enum {integer}
             */
            active?: 0 | 1;
            note?: string;
        };
        RoomCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["RoomCreate"][];
        };
        RoomUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            roomNumber?: string;
            /** @description The room type (id). */
            roomTypeId?: components["schemas"]["EntityId"];
            /** @description The building (id). */
            buildingId?: components["schemas"]["EntityId"];
            /** @description The floor (id). */
            floorId?: components["schemas"]["EntityId"];
            /** @description The bed setup (id) of the room, or null when it has its type's default. */
            roomBedId?: number | null;
            /** @description The room (id) a connecting door leads to, never the room itself; or null. */
            connectingRoomId?: number | null;
            /**
             * @description 1 while the room is in use.
             * @enum {integer}
             */
            active?: 0 | 1;
            note?: string;
        };
        RoomUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["RoomUpdate"][];
        };
        RoomDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        Room: {
            id: components["schemas"]["EntityId"];
            roomNumber: string;
            /** @description The room type (id). */
            roomTypeId: components["schemas"]["EntityId"];
            /** @description The building (id). */
            buildingId: components["schemas"]["EntityId"];
            /** @description The floor (id). */
            floorId: components["schemas"]["EntityId"];
            /** @description The bed setup (id) of the room, or null when it has its type's default. */
            roomBedId: number | null;
            /** @description The room (id) a connecting door leads to, never the room itself; or null. */
            connectingRoomId: number | null;
            /**
             * @description 1 while the room is in use.
             * @enum {integer}
             */
            active: 0 | 1;
            note: string;
            /**
             * @description Written by housekeeping only; read here.
             * @enum {string}
             */
            housekeepingStatus: "dirty" | "clean" | "inspected";
            version: components["schemas"]["RowVersion"];
        };
        RoomListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Room"][];
        };
        RoomMinimum: {
            id: components["schemas"]["EntityId"];
            roomNumber: string;
            roomTypeId: components["schemas"]["EntityId"];
        };
        RoomListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["RoomMinimum"][];
        };
        RoomGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Room"][];
        };
        RoomPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["Room"][];
        };
        RoomSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["RoomPage"][];
        };
        RoomCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Room"][];
        };
        RoomUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Room"][];
        };
        RoomDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        DashboardGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        /** @description The front office's day on the hotel date, counted from the room stays (one stay is one room). */
        DashboardToday: {
            /** @description Stays arriving on the hotel date that take inventory (confirmed, guaranteed, or already in house). */
            arrivals: number;
            /** @description Of the arrivals, those checked in. */
            arrived: number;
            /** @description Stays leaving on the hotel date, in house (due out) or already checked out. A stay leaving on the hotel date is in house until it checks out but does not hold the night: roomsSold counts the in-house stays less those due out, plus the arrivals still to come. */
            departures: number;
            /** @description Of the departures, those checked out. */
            departed: number;
            /** @description Stays in house (rooms occupied). */
            inHouse: number;
            /** @description Adults and children of the stays in house. */
            guestsInHouse: number;
            /** @description Stays that take inventory on the night of the hotel date (confirmed, guaranteed, in house). */
            roomsSold: number;
            /** @description Rooms in use less those out of order that night (domain.md, Statistics); occupancy is roomsSold ÷ roomsAvailable. */
            roomsAvailable: number;
        };
        /** @description The rooms in use by housekeeping status, occupied or not. */
        HousekeepingCounts: {
            dirty: number;
            clean: number;
            inspected: number;
        };
        /** @description The rooms in use on the hotel date, each counted once: occupied (an in-house stay holds it), else out of order that night, else out of service, else vacant by its housekeeping status. The six figures add up to the rooms in use. */
        FrontOfficeRooms: {
            occupied: number;
            vacantClean: number;
            vacantDirty: number;
            vacantInspected: number;
            outOfOrder: number;
            outOfService: number;
        };
        /** @description Rooms in use of one type, floor or building. */
        RoomCount: {
            code: string;
            name: string;
            rooms: number;
            /** @description Of these rooms, those waiting for housekeeping. */
            dirty: number;
        };
        /** @description The exchange rates of a foreign currency on the hotel date: the latest ones effective on or before it. Local-currency amounts for one unit, as exact decimal strings with the six decimals they are kept with (numeric(18,6)): the buying rate is what the hotel gives for a unit (payments in that currency), the selling rate what it asks. */
        RateInForce: {
            currencyCode: string;
            currencyName: string;
            buyingRate: string;
            sellingRate: string;
            effectiveDate: components["schemas"]["IsoDate"];
        };
        /** @description An exact amount with up to 2 decimals and an optional minus sign, as a string. */
        SignedMoney: string;
        /** @description The cashier's day on the hotel date, from the postings (transfers, which only move what was posted, are left out; void postings count nowhere). Amounts are exact decimal strings in the local currency. */
        DashboardCashier: {
            /** @description Cashier shifts open now, whatever their hotel date. */
            openShifts: number;
            /** @description Charges posted on the hotel date (corrections included, counting against them). */
            charges: number;
            chargesAmount: components["schemas"]["SignedMoney"];
            /** @description Payments and refunds taken on the hotel date. */
            payments: number;
            /** @description What the payments took, less refunds (a positive amount is money in). */
            paymentsAmount: components["schemas"]["SignedMoney"];
            /** @description Stays in house due to leave on the hotel date whose guest folio has a balance. */
            dueOutsWithBalance: number;
            dueOutsBalance: components["schemas"]["SignedMoney"];
            /** @description high-balance-report's default threshold, which highBalances counts against. */
            highBalanceThreshold: components["schemas"]["SignedMoney"];
            /** @description Open guest folios of stays in house and open house accounts with a balance above the threshold. */
            highBalances: number;
            /** @description Bookings with a stay due to arrive on the hotel date, not yet in house, that hold a deposit (moved to the guest folio at check-in). */
            arrivalsWithDeposit: number;
            /** @description The deposits those bookings hold. */
            arrivalsDeposit: components["schemas"]["SignedMoney"];
            /** @description Bookings not yet arrived (waitlist, tentative, confirmed, guaranteed) whose deposit is due on the hotel date and whose deposit ledger holds less than the deposit required (as the deposit list's due-today view). */
            depositsDue: number;
            /** @description What those bookings still have to pay (deposit required less what is held). */
            depositsDueAmount: components["schemas"]["SignedMoney"];
        };
        /** @description Housekeeping's day on the hotel date, counted from the rooms, the room stays (one stay is one room) and the maintenance orders when asked. */
        DashboardHousekeeping: {
            /** @description Rooms in use out of order tonight, occupied or not. */
            outOfOrder: number;
            /** @description Rooms in use out of service, occupied or not. */
            outOfService: number;
            /** @description Stays due to arrive on the hotel date that are not in house yet (confirmed or guaranteed). */
            arrivalsToCome: number;
            /** @description Of those, the stays given a room that is not ready for them: dirty, out of order tonight, out of service, or still occupied. */
            arrivalsNotReady: number;
            /** @description Stays in house due to leave on the hotel date (or before) that have not checked out. */
            departuresToCome: number;
            /** @description Stays in house leaving after the hotel date. */
            stayOvers: number;
            /** @description Stays in house whose booker has a VIP level. */
            vipsInHouse: number;
            /** @description Of the arrivals still to come, those whose booker has a VIP level. */
            vipArrivals: number;
            /** @description Maintenance orders on a room that are open or in progress. */
            maintenanceOrders: number;
        };
        /** @description The hotel's figures over closed dates as day-end froze them: occupancy (sold ÷ available), ADR (net room revenue ÷ sold), RevPAR (net room revenue ÷ available); percent and money as exact decimal strings, null without rooms sold or available. */
        DashboardStatistics: {
            roomsAvailable: number;
            roomsSold: number;
            occupancy: components["schemas"]["SignedMoney"] | null;
            averageDailyRate: components["schemas"]["SignedMoney"] | null;
            revPar: components["schemas"]["SignedMoney"] | null;
            roomRevenue: components["schemas"]["SignedMoney"];
            totalRevenue: components["schemas"]["SignedMoney"];
        };
        DashboardClosedNight: {
            night: components["schemas"]["IsoDate"];
            sold: number;
            roomsAvailable: number;
        };
        /** @description The finance office's figures: the last date day-end closed and its month to that date (from the frozen statistics), the occupancy of the last 14 closed dates, and the balance of each ledger now (guest: stays and house accounts; deposit: bookings' advance deposits, a credit held is negative; city: companies' accounts receivable), the sums of their non-void postings. */
        DashboardFinance: {
            /** @description The day before the hotel date once day-end has closed it; null before the first day-end. */
            lastClosedDate: components["schemas"]["IsoDate"] | null;
            closedDay: components["schemas"]["DashboardStatistics"] | null;
            /** @description From the first of the last closed date's month to that date. */
            monthToDate: components["schemas"]["DashboardStatistics"] | null;
            closedNights: components["schemas"]["DashboardClosedNight"][];
            guestLedger: components["schemas"]["SignedMoney"];
            depositLedger: components["schemas"]["SignedMoney"];
            cityLedger: components["schemas"]["SignedMoney"];
        };
        DashboardFigures: {
            hotelDate: components["schemas"]["IsoDate"];
            today: components["schemas"]["DashboardToday"];
            /** @description The rooms in use (rooms taken out of use in the room list are not counted). */
            totalRooms: number;
            housekeeping: components["schemas"]["HousekeepingCounts"];
            frontOffice: components["schemas"]["FrontOfficeRooms"];
            roomTypes: components["schemas"]["RoomCount"][];
            floors: components["schemas"]["RoomCount"][];
            buildings: components["schemas"]["RoomCount"][];
            /** @description The code of the local currency; empty while none is set. */
            localCurrencyCode: string;
            exchangeRates: components["schemas"]["RateInForce"][];
            /** @description The cashier's day; null for staff who do not read the cashier's reports. */
            cashier: components["schemas"]["DashboardCashier"] | null;
            /** @description Housekeeping's day; null for staff who do not read the housekeeping reports. */
            housekeepingDay: components["schemas"]["DashboardHousekeeping"] | null;
            /** @description The finance office's figures; null for staff who do not read the finance reports. */
            finance: components["schemas"]["DashboardFinance"] | null;
        };
        DashboardGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["DashboardFigures"][];
        };
        /** @enum {string} */
        ReservationReportName: "reserved-occupancy-forecast" | "history-reservation-forecast" | "reservation-forecast-by-roomtype" | "reservation-report" | "actual-arrival" | "actual-departure" | "expect-departure" | "cancellation" | "no-show" | "flag" | "pick-up";
        /** @description Which report and for which dates; the path's description says what each report needs. */
        ReservationReportCriteria: {
            report: components["schemas"]["ReservationReportName"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            forDate?: components["schemas"]["IsoDate"];
            roomTypeId?: number | null;
            companyProfileId?: number | null;
            /** @enum {string|null} */
            channel?: "OTA" | "NON-OTA" | null;
        };
        ReservationReportGetDetailRequest: {
            apiRequest: {
                /** @constant */
                action: "get_detail";
            };
            data: components["schemas"]["ReservationReportCriteria"][];
        };
        ReservationReportColumn: {
            /** @description A stable camelCase word; the screens translate it. */
            key: string;
            /**
             * @description How to show the values; money and percent come as exact decimal strings.
             * @enum {string}
             */
            kind: "text" | "date" | "integer" | "money" | "percent";
            /** @description The column is this one night (the by-roomtype report's per-night columns). */
            night?: components["schemas"]["IsoDate"];
        };
        /** @description A text, date or exact decimal as a string, a count as a number, or null for blank. */
        ReservationReportCell: string | number | null;
        /** @description One line of the report, by column key; a key left out shows blank. */
        ReservationReportRow: {
            [key: string]: components["schemas"]["ReservationReportCell"];
        };
        ReservationReport: {
            report: components["schemas"]["ReservationReportName"];
            fromDate: components["schemas"]["IsoDate"] | null;
            toDate: components["schemas"]["IsoDate"] | null;
            forDate: components["schemas"]["IsoDate"] | null;
            hotelDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            generatedAt: string;
            hotelName: string;
            columns: components["schemas"]["ReservationReportColumn"][];
            rows: components["schemas"]["ReservationReportRow"][];
            totals: components["schemas"]["ReservationReportRow"];
        };
        ReservationReportGetDetailResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get_detail";
                requestId?: string;
            };
            data: components["schemas"]["ReservationReport"][];
        };
        /** @enum {string} */
        ReceptionReportName: "expect-arrival" | "actual-arrival" | "expected-departure" | "actual-departure" | "rc001-in-house-report" | "move-room-report" | "rc008-guest-walk-in" | "rc009-over-pax-report";
        /** @description Which report and for which dates; the path's description says what each report needs. */
        ReceptionReportCriteria: {
            report: components["schemas"]["ReceptionReportName"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            forDate?: components["schemas"]["IsoDate"];
            roomTypeId?: number | null;
        };
        ReceptionReportGetDetailRequest: {
            apiRequest: {
                /** @constant */
                action: "get_detail";
            };
            data: components["schemas"]["ReceptionReportCriteria"][];
        };
        ReceptionReport: {
            report: components["schemas"]["ReceptionReportName"];
            fromDate: components["schemas"]["IsoDate"] | null;
            toDate: components["schemas"]["IsoDate"] | null;
            forDate: components["schemas"]["IsoDate"] | null;
            hotelDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            generatedAt: string;
            hotelName: string;
            columns: components["schemas"]["ReservationReportColumn"][];
            rows: components["schemas"]["ReservationReportRow"][];
            totals: components["schemas"]["ReservationReportRow"];
        };
        ReceptionReportGetDetailResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get_detail";
                requestId?: string;
            };
            data: components["schemas"]["ReceptionReport"][];
        };
        /** @enum {string} */
        CashierReportName: "high-balance-report" | "deposit-ledger-report" | "deposit-transfer-at-check-in-report" | "departure-extendad-report" | "currency-exchange-summary-report" | "correnctions-cancelled-payment-report" | "checked-out-messages-report" | "closed-shift-report" | "closed-shift-time-report" | "posting-journal-report";
        /** @description Which report and for which dates; the path's description says what each report needs. */
        CashierReportCriteria: {
            report: components["schemas"]["CashierReportName"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            /** @description high-balance-report's limit in the local currency; balances above it are listed. */
            threshold?: string;
            /**
             * @description posting-journal-report's view, one line per posting (the default) or per transaction code.
             * @enum {string}
             */
            grouping?: "posting" | "transaction-code";
        };
        CashierReportGetDetailRequest: {
            apiRequest: {
                /** @constant */
                action: "get_detail";
            };
            data: components["schemas"]["CashierReportCriteria"][];
        };
        CashierReport: {
            report: components["schemas"]["CashierReportName"];
            fromDate: components["schemas"]["IsoDate"] | null;
            toDate: components["schemas"]["IsoDate"] | null;
            /** @description Always null; kept so that every report envelope has the same fields. */
            forDate: components["schemas"]["IsoDate"] | null;
            hotelDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            generatedAt: string;
            hotelName: string;
            columns: components["schemas"]["ReservationReportColumn"][];
            rows: components["schemas"]["ReservationReportRow"][];
            totals: components["schemas"]["ReservationReportRow"];
        };
        CashierReportGetDetailResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get_detail";
                requestId?: string;
            };
            data: components["schemas"]["CashierReport"][];
        };
        /** @enum {string} */
        FinanceReportName: "guest-trial-balance" | "trial-balance-report" | "hotel-revenue" | "posting-journal" | "posting-summary" | "journal-by-transaction-code-report" | "daily-statistic-report";
        /** @description Which report and for which dates; the path's description says what each report needs. */
        FinanceReportCriteria: {
            report: components["schemas"]["FinanceReportName"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            forDate?: components["schemas"]["IsoDate"];
        };
        FinanceReportGetDetailRequest: {
            apiRequest: {
                /** @constant */
                action: "get_detail";
            };
            data: components["schemas"]["FinanceReportCriteria"][];
        };
        FinanceReport: {
            report: components["schemas"]["FinanceReportName"];
            fromDate: components["schemas"]["IsoDate"] | null;
            toDate: components["schemas"]["IsoDate"] | null;
            /** @description hotel-revenue's date; null for the reports of a range. */
            forDate: components["schemas"]["IsoDate"] | null;
            hotelDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            generatedAt: string;
            hotelName: string;
            columns: components["schemas"]["ReservationReportColumn"][];
            rows: components["schemas"]["ReservationReportRow"][];
            totals: components["schemas"]["ReservationReportRow"];
        };
        FinanceReportGetDetailResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get_detail";
                requestId?: string;
            };
            data: components["schemas"]["FinanceReport"][];
        };
        /** @enum {string} */
        HousekeepingReportName: "expect-arrival" | "actual-arrival" | "expect-departure" | "actual-departure" | "forecast" | "vip" | "vip-expected-arrival" | "room-status-today-report" | "hk-room-status-vacant-report" | "room-status-change-log-report";
        /** @description Which report and for which dates; the path's description says what each report needs. */
        HousekeepingReportCriteria: {
            report: components["schemas"]["HousekeepingReportName"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            forDate?: components["schemas"]["IsoDate"];
            /** @description Only the rooms of this floor (the forecast, which counts the whole hotel, takes none). */
            floorId?: number | null;
        };
        HousekeepingReportGetDetailRequest: {
            apiRequest: {
                /** @constant */
                action: "get_detail";
            };
            data: components["schemas"]["HousekeepingReportCriteria"][];
        };
        HousekeepingReport: {
            report: components["schemas"]["HousekeepingReportName"];
            fromDate: components["schemas"]["IsoDate"] | null;
            toDate: components["schemas"]["IsoDate"] | null;
            forDate: components["schemas"]["IsoDate"] | null;
            hotelDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            generatedAt: string;
            hotelName: string;
            columns: components["schemas"]["ReservationReportColumn"][];
            rows: components["schemas"]["ReservationReportRow"][];
            totals: components["schemas"]["ReservationReportRow"];
        };
        HousekeepingReportGetDetailResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get_detail";
                requestId?: string;
            };
            data: components["schemas"]["HousekeepingReport"][];
        };
        /** @enum {string} */
        ManagementReportName: "mis-report-productivity-revenue" | "mis-manager-report" | "mis-report-hotel-statistic-date" | "mis-report-hotel-statistic-summary" | "mis-report-statistic-production" | "occupancy-forecast" | "occupancy-forecast-group";
        /**
         * @description What production is counted by; room types by default.
         * @enum {string}
         */
        ManagementReportDimension: "room-type" | "source" | "market" | "segment" | "company" | "country" | "rate-code";
        /** @description Which report and for which dates; the path's description says what each report needs. */
        ManagementReportCriteria: {
            report: components["schemas"]["ManagementReportName"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            forDate?: components["schemas"]["IsoDate"];
            dimension?: components["schemas"]["ManagementReportDimension"];
            /**
             * @description occupancy-forecast-group's groups, companies (the default) or segments.
             * @enum {string}
             */
            grouping?: "company" | "segment";
        };
        ManagementReportGetDetailRequest: {
            apiRequest: {
                /** @constant */
                action: "get_detail";
            };
            data: components["schemas"]["ManagementReportCriteria"][];
        };
        ManagementReport: {
            report: components["schemas"]["ManagementReportName"];
            fromDate: components["schemas"]["IsoDate"] | null;
            toDate: components["schemas"]["IsoDate"] | null;
            /** @description The day of the reports of one day (manager, productivity); null for the others. */
            forDate: components["schemas"]["IsoDate"] | null;
            hotelDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            generatedAt: string;
            hotelName: string;
            columns: components["schemas"]["ReservationReportColumn"][];
            rows: components["schemas"]["ReservationReportRow"][];
            totals: components["schemas"]["ReservationReportRow"];
        };
        ManagementReportGetDetailResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get_detail";
                requestId?: string;
            };
            data: components["schemas"]["ManagementReport"][];
        };
        /** @enum {string} */
        SalesReportName: "expect-arrival-report" | "actual-arrival-report" | "expect-departure-report" | "actual-departure-report" | "cancellation-report";
        /** @description Which report, for which dates, and optionally one partner and one contract. */
        SalesReportCriteria: {
            report: components["schemas"]["SalesReportName"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            /** @description Only this partner's bookings (reservation/company-profile id). */
            companyProfileId?: components["schemas"]["EntityId"];
            /** @description Only the stays priced by a version of this contract (sales/contract id). */
            contractId?: components["schemas"]["EntityId"];
        };
        SalesReportGetDetailRequest: {
            apiRequest: {
                /** @constant */
                action: "get_detail";
            };
            data: components["schemas"]["SalesReportCriteria"][];
        };
        CompanyProductionCriteria: {
            companyProfileId: components["schemas"]["EntityId"];
        };
        SalesReportProductionRequest: {
            apiRequest: {
                /** @constant */
                action: "production";
            };
            data: components["schemas"]["CompanyProductionCriteria"][];
        };
        SalesReport: {
            report: components["schemas"]["SalesReportName"];
            fromDate: components["schemas"]["IsoDate"] | null;
            toDate: components["schemas"]["IsoDate"] | null;
            /** @description Always null (every sales report is of a range). */
            forDate: null;
            hotelDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            generatedAt: string;
            hotelName: string;
            columns: components["schemas"]["ReservationReportColumn"][];
            rows: components["schemas"]["ReservationReportRow"][];
            totals: components["schemas"]["ReservationReportRow"];
        };
        SalesReportGetDetailResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get_detail";
                requestId?: string;
            };
            data: components["schemas"]["SalesReport"][];
        };
        /** @description Room nights and room revenue of a period (room revenue net of service charge and tax). */
        CompanyProductionPeriod: {
            /** @enum {string} */
            period: "year-to-date" | "last-year-to-date" | "last-year";
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            roomNights: number;
            /** @description An exact decimal string in the local currency. */
            roomRevenue: string;
            /** @description Room revenue per room night, two places; null without room nights. */
            averageRate: string | null;
        };
        CompanyProduction: {
            companyProfileId: components["schemas"]["EntityId"];
            hotelDate: components["schemas"]["IsoDate"];
            /** @description The last date day-end closed, the day before the hotel date (the periods end on it). */
            lastClosedDate: components["schemas"]["IsoDate"];
            periods: components["schemas"]["CompanyProductionPeriod"][];
        };
        SalesReportProductionResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "production";
                requestId?: string;
            };
            data: components["schemas"]["CompanyProduction"][];
        };
        GuestProfileListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        GuestProfileListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        GuestProfileGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of guests for the grid (server paging). Each word of `search` (words are separated by spaces or commas, so "Last, First" works) must occur, in any order and without regard to case, in the first or last name, the id or passport number, the email or the phone (a phone-like word also by its digits alone, without a leading trunk 0, so 020-5555-1234 finds +856 20 5555 1234). Sorting by a reference sorts by the name it points at; guests never stayed (`lastStay`) and references left empty come last in either direction. Ties keep last name, first name and id order. */
        GuestProfileSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "titleId" | "firstName" | "lastName" | "nationalityId" | "cityId" | "idNumber" | "email" | "phone" | "vipLevel" | "guestTypeId" | "notes" | "lastStay";
            descending?: boolean;
        };
        GuestProfileSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["GuestProfileSearch"][];
        };
        GuestProfileCreate: {
            /** @description The guest title (id), or null. */
            titleId?: number | null;
            /** @description Given name(s); may be empty for a guest known by one name. */
            firstName?: string;
            /** @description Family name, or the only name. */
            lastName: string;
            /** @description The country of nationality (id), or null. */
            nationalityId?: number | null;
            /** @description The city the guest lives in (id), or null. */
            cityId?: number | null;
            /** @description National id card or passport number. */
            idNumber?: string;
            email?: string;
            phone?: string;
            /** @description 0 for none, 1 to 5 for the VIP levels. */
            vipLevel?: number;
            /** @description The guest type (id), or null. */
            guestTypeId?: number | null;
            notes?: string;
        };
        GuestProfileCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["GuestProfileCreate"][];
        };
        GuestProfileUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            /** @description The guest title (id), or null. */
            titleId?: number | null;
            /** @description Given name(s); may be empty for a guest known by one name. */
            firstName?: string;
            /** @description Family name, or the only name. */
            lastName?: string;
            /** @description The country of nationality (id), or null. */
            nationalityId?: number | null;
            /** @description The city the guest lives in (id), or null. */
            cityId?: number | null;
            /** @description National id card or passport number. */
            idNumber?: string;
            email?: string;
            phone?: string;
            /** @description 0 for none, 1 to 5 for the VIP levels. */
            vipLevel?: number;
            /** @description The guest type (id), or null. */
            guestTypeId?: number | null;
            notes?: string;
        };
        GuestProfileUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["GuestProfileUpdate"][];
        };
        GuestProfileDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        GuestProfileStaysRequest: {
            apiRequest: {
                /** @constant */
                action: "stays";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description Merges a duplicate into the profile kept. Both row versions are checked (409 STALE_VERSION naming the stale one); a profile is not merged into itself (400). */
        GuestProfileMerge: {
            keepId: components["schemas"]["EntityId"];
            keepVersion: components["schemas"]["RowVersion"];
            mergeId: components["schemas"]["EntityId"];
            mergeVersion: components["schemas"]["RowVersion"];
        };
        GuestProfileMergeRequest: {
            apiRequest: {
                /** @constant */
                action: "merge";
            };
            data: components["schemas"]["GuestProfileMerge"][];
        };
        GuestProfile: {
            id: components["schemas"]["EntityId"];
            /** @description The guest title (id), or null. */
            titleId: number | null;
            /** @description Given name(s); may be empty for a guest known by one name. */
            firstName: string;
            /** @description Family name, or the only name. */
            lastName: string;
            /** @description The country of nationality (id), or null. */
            nationalityId: number | null;
            /** @description The city the guest lives in (id), or null. */
            cityId: number | null;
            /** @description National id card or passport number. */
            idNumber: string;
            email: string;
            phone: string;
            /** @description 0 for none, 1 to 5 for the VIP levels. */
            vipLevel: number;
            /** @description The guest type (id), or null. */
            guestTypeId: number | null;
            notes: string;
            version: components["schemas"]["RowVersion"];
        };
        GuestProfileListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["GuestProfile"][];
        };
        GuestProfileMinimum: {
            id: components["schemas"]["EntityId"];
            firstName: string;
            lastName: string;
        };
        GuestProfileListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["GuestProfileMinimum"][];
        };
        GuestProfileGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["GuestProfile"][];
        };
        /** @description A guest as the guest list shows it, with the arrival date of their latest stay. */
        GuestProfileSearchRow: {
            id: components["schemas"]["EntityId"];
            titleId: number | null;
            firstName: string;
            lastName: string;
            nationalityId: number | null;
            cityId: number | null;
            idNumber: string;
            email: string;
            phone: string;
            vipLevel: number;
            guestTypeId: number | null;
            notes: string;
            /** @description Arrival of the guest's latest reservation that is in-house or checked out, or null. */
            lastStay: components["schemas"]["IsoDate"] | null;
            version: components["schemas"]["RowVersion"];
        };
        GuestProfilePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["GuestProfileSearchRow"][];
        };
        GuestProfileSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["GuestProfilePage"][];
        };
        GuestProfileCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["GuestProfile"][];
        };
        GuestProfileUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["GuestProfile"][];
        };
        GuestProfileDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description An exact amount with up to 2 decimals, as a string (never a float). */
        Money: string;
        /** @description What the hotel knows of the guest's stays. A stay is a reservation in-house or checked out; its nights are departure minus arrival; revenue is the nightly rates of its room stays that are in-house or checked out, as booked. */
        GuestStayTotals: {
            stays: number;
            nights: number;
            revenue: components["schemas"]["Money"];
            /** @description Arrival of the latest stay, or null when the guest has not stayed yet. */
            lastStay: components["schemas"]["IsoDate"] | null;
            /** @description Reservations not yet arrived (waitlist, tentative, confirmed, guaranteed). */
            upcoming: number;
            cancellations: number;
            noShows: number;
        };
        /**
         * @description waitlist → tentative → confirmed | guaranteed → in-house → checked-out; before arrival also cancelled; at day-end no-show. Confirmed, guaranteed and in-house stays take inventory.
         * @enum {string}
         */
        ReservationStatus: "waitlist" | "tentative" | "confirmed" | "guaranteed" | "in-house" | "checked-out" | "cancelled" | "no-show";
        /** @enum {string} */
        Channel: "OTA" | "NON-OTA";
        /** @description One reservation booked for the guest, as the stay history lists it. */
        GuestStay: {
            id: components["schemas"]["EntityId"];
            confirmationNumber: string;
            status: components["schemas"]["ReservationStatus"];
            channel: components["schemas"]["Channel"];
            /** @description The company that booked with the guest, or empty. */
            companyName: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            nights: number;
            /** @description Its room stays. */
            rooms: number;
            /** @description The distinct room type codes of its stays, alphabetical, comma separated. */
            roomTypes: string;
            /** @description The rooms assigned, comma separated, or empty. */
            roomNumbers: string;
            adults: number;
            children: number;
            /** @description The nightly rates of all its stays, as booked. */
            totalAmount: components["schemas"]["Money"];
        };
        GuestStayHistory: {
            guestProfileId: components["schemas"]["EntityId"];
            totals: components["schemas"]["GuestStayTotals"];
            /** @description Every reservation booked for the guest, latest arrival first. */
            rows: components["schemas"]["GuestStay"][];
        };
        GuestProfileStaysResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "stays";
                requestId?: string;
            };
            data: components["schemas"]["GuestStayHistory"][];
        };
        GuestProfileMergeResult: {
            /** @description The profile kept, as it is after the merge. */
            profile: components["schemas"]["GuestProfile"];
            /** @description Reservations that were booked for the duplicate and now are for the profile kept. */
            reservationsMoved: number;
        };
        GuestProfileMergeResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "merge";
                requestId?: string;
            };
            data: components["schemas"]["GuestProfileMergeResult"][];
        };
        CompanyProfileListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CompanyProfileListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        CompanyProfileGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of companies for the grid (server paging); search matches the code, the name, the contact, the e-mails and the tax id. */
        CompanyProfileSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "active" | "kind" | "contactName" | "countryId" | "creditLimit" | "paymentTermDays";
            descending?: boolean;
        };
        CompanyProfileSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["CompanyProfileSearch"][];
        };
        /**
         * @description What kind of partner the profile is.
         * @enum {string}
         */
        CompanyKind: "company" | "travel-agent" | "tour-operator" | "wholesaler";
        CompanyPhone: string;
        /** @description An e-mail address (one @, no spaces), or empty. */
        CompanyEmail: string;
        /** @description A row of another list of this hotel (id), or null. */
        CompanyReference: number | null;
        /** @description The credit the hotel gives the partner, an exact decimal string in the local currency (0 for none). */
        CompanyCreditLimit: string;
        /** @description Days the partner has to pay an invoice (0 for payment on departure). */
        CompanyPaymentTermDays: number;
        CompanyProfileCreate: {
            code: string;
            name: string;
            /** @enum {integer} */
            active?: 0 | 1;
            kind?: components["schemas"]["CompanyKind"];
            /** @description The person to call. */
            contactName?: string;
            phone?: components["schemas"]["CompanyPhone"];
            /** @description The contact's e-mail. */
            email?: components["schemas"]["CompanyEmail"];
            /** @description Where invoices and folios go, when not to the contact. */
            billingEmail?: components["schemas"]["CompanyEmail"];
            /** @description The billing address on one line, its parts separated by commas (a line break is refused: 422 CONSTRAINT_VIOLATED naming the field). */
            address?: string;
            /** @description The country (configuration/country id), or null. */
            countryId?: components["schemas"]["CompanyReference"];
            taxId?: string;
            creditLimit?: components["schemas"]["CompanyCreditLimit"];
            paymentTermDays?: components["schemas"]["CompanyPaymentTermDays"];
            /** @description The market its bookings take by default (configuration/market id), or null. */
            marketId?: components["schemas"]["CompanyReference"];
            /** @description The source its bookings take by default (configuration/source id), or null. */
            sourceId?: components["schemas"]["CompanyReference"];
            /** @description The segment its bookings take by default (configuration/segment id), or null. */
            segmentId?: components["schemas"]["CompanyReference"];
        };
        CompanyProfileCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["CompanyProfileCreate"][];
        };
        CompanyProfileUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @enum {integer} */
            active?: 0 | 1;
            kind?: components["schemas"]["CompanyKind"];
            /** @description The person to call. */
            contactName?: string;
            phone?: components["schemas"]["CompanyPhone"];
            /** @description The contact's e-mail. */
            email?: components["schemas"]["CompanyEmail"];
            /** @description Where invoices and folios go, when not to the contact. */
            billingEmail?: components["schemas"]["CompanyEmail"];
            /** @description The billing address on one line, its parts separated by commas (a line break is refused: 422 CONSTRAINT_VIOLATED naming the field). */
            address?: string;
            /** @description The country (configuration/country id), or null. */
            countryId?: components["schemas"]["CompanyReference"];
            taxId?: string;
            creditLimit?: components["schemas"]["CompanyCreditLimit"];
            paymentTermDays?: components["schemas"]["CompanyPaymentTermDays"];
            /** @description The market its bookings take by default (configuration/market id), or null. */
            marketId?: components["schemas"]["CompanyReference"];
            /** @description The source its bookings take by default (configuration/source id), or null. */
            sourceId?: components["schemas"]["CompanyReference"];
            /** @description The segment its bookings take by default (configuration/segment id), or null. */
            segmentId?: components["schemas"]["CompanyReference"];
        };
        CompanyProfileUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["CompanyProfileUpdate"][];
        };
        CompanyProfileDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        CompanyProfile: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @enum {integer} */
            active: 0 | 1;
            kind: components["schemas"]["CompanyKind"];
            /** @description The person to call. */
            contactName: string;
            phone: components["schemas"]["CompanyPhone"];
            /** @description The contact's e-mail. */
            email: components["schemas"]["CompanyEmail"];
            /** @description Where invoices and folios go, when not to the contact. */
            billingEmail: components["schemas"]["CompanyEmail"];
            /** @description The billing address on one line, its parts separated by commas (a line break is refused: 422 CONSTRAINT_VIOLATED naming the field). */
            address: string;
            /** @description The country (configuration/country id), or null. */
            countryId: components["schemas"]["CompanyReference"];
            taxId: string;
            creditLimit: components["schemas"]["CompanyCreditLimit"];
            paymentTermDays: components["schemas"]["CompanyPaymentTermDays"];
            /** @description The market its bookings take by default (configuration/market id), or null. */
            marketId: components["schemas"]["CompanyReference"];
            /** @description The source its bookings take by default (configuration/source id), or null. */
            sourceId: components["schemas"]["CompanyReference"];
            /** @description The segment its bookings take by default (configuration/segment id), or null. */
            segmentId: components["schemas"]["CompanyReference"];
            version: components["schemas"]["RowVersion"];
        };
        CompanyProfileListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["CompanyProfile"][];
        };
        CompanyProfileMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        CompanyProfileListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["CompanyProfileMinimum"][];
        };
        CompanyProfileGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["CompanyProfile"][];
        };
        CompanyProfilePage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["CompanyProfile"][];
        };
        CompanyProfileSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["CompanyProfilePage"][];
        };
        CompanyProfileCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["CompanyProfile"][];
        };
        CompanyProfileUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["CompanyProfile"][];
        };
        CompanyProfileDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description The nights fromDate to toDate, both included (spec §3 names): at most 62 nights. */
        AvailabilityCriteria: {
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            /** @description A company that books: each night then also tells how many rooms of its allotment it has not picked up yet (`companyAllotment`), which it may book on top of `available`. */
            companyProfileId?: number | null;
        };
        AvailabilityGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["AvailabilityCriteria"][];
        };
        /** @description A stay's room type and nights: arrival up to the night before departure (at most 365 nights). */
        FreeRoomsCriteria: {
            roomTypeId: components["schemas"]["EntityId"];
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
        };
        AvailabilityFreeRoomsRequest: {
            apiRequest: {
                /** @constant */
                action: "free-rooms";
            };
            data: components["schemas"]["FreeRoomsCriteria"][];
        };
        /** @description One night of one room type, or of the whole hotel in `totals`. */
        AvailabilityNight: {
            night: components["schemas"]["IsoDate"];
            /** @description Rooms in use (active) of the type. */
            rooms: number;
            /** @description Stays that take inventory this night (confirmed, guaranteed, in house), with or without a room. */
            sold: number;
            /** @description Rooms of the type out of order this night; they leave inventory. */
            outOfOrder: number;
            /** @description Rooms held for companies this night and not picked up yet, while not released (the hotel date is before the night minus its release days); released rooms are back in inventory. */
            allotted: number;
            /** @description The overbooking allowance of the room type (0 unless configured). */
            overbooking: number;
            /** @description rooms − outOfOrder − sold − allotted + overbooking: what may still be sold to anyone. Below zero only when rooms left inventory after the stays were booked (a room set out of order). */
            available: number;
            /** @description The asking company's unpicked allotment this night (0 without a company). */
            companyAllotment: number;
        };
        AvailabilityRoomType: {
            roomTypeId: components["schemas"]["EntityId"];
            code: string;
            name: string;
            nights: components["schemas"]["AvailabilityNight"][];
        };
        AvailabilityGrid: {
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            /** @description The active room types in the order staff list them, each with every night asked for. */
            roomTypes: components["schemas"]["AvailabilityRoomType"][];
            /** @description Every night asked for, summed over the room types. */
            totals: components["schemas"]["AvailabilityNight"][];
        };
        AvailabilityGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["AvailabilityGrid"][];
        };
        /** @description A room of the type that is active, held by no stay that takes inventory and not out of order on any night of the stay. */
        FreeRoom: {
            id: components["schemas"]["EntityId"];
            roomNumber: string;
            /** @description The floor's name. */
            floor: string;
            /** @description The building's name. */
            building: string;
            /** @enum {string} */
            housekeepingStatus: "dirty" | "clean" | "inspected";
        };
        AvailabilityFreeRoomsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "free-rooms";
                requestId?: string;
            };
            /** @description The free rooms in room-number order. */
            data: components["schemas"]["FreeRoom"][];
        };
        /** @description One stay to price; its nights are arrival up to the night before departure (at most 365). */
        RateQuoteCriteria: {
            /** @description The booking's rate code, or null for none (base rates only). */
            rateCodeId: number | null;
            roomTypeId: components["schemas"]["EntityId"];
            arrival: components["schemas"]["IsoDate"];
            /** @description The morning the guest leaves; after arrival. */
            departure: components["schemas"]["IsoDate"];
            adults: number;
            /** @description 0 when left out. */
            children?: number;
            /** @description The booking's company: when it has a contract in force for every night of the stay (an active version whose validity covers them), the contract prices the stay, as booked today (the hotel date); a contract that refuses the stay (closed to arrival or departure, minimum stay, no rate) answers 422 `CONTRACT_REFUSED` with the reason at the field it is about. */
            companyProfileId?: number | null;
        };
        RateQuoteRequest: {
            apiRequest: {
                /** @constant */
                action: "quote";
            };
            /** @description One stay per item (a booking's stays at once); answered in the same order. */
            data: components["schemas"]["RateQuoteCriteria"][];
        };
        /**
         * @description Where a night's price came from: the booking company's contract in force (the whole stay, with its explanation in the quote's `contract`), the rate code's rate table, or the room type's base rate when the rate code has no price for that night (or the booking has no rate code).
         * @enum {string}
         */
        RateSource: "contract" | "rate-code" | "base-rate";
        RateQuoteNight: {
            night: components["schemas"]["IsoDate"];
            /** @description The room's price for the night and the occupancy, an exact decimal string with 2 places. */
            amount: components["schemas"]["Money"];
            /** @description The meal type (id) the price includes, or null for none. */
            mealTypeId: number | null;
            source: components["schemas"]["RateSource"];
        };
        ContractExplanationStep: {
            /** @enum {string} */
            kind: "base" | "child" | "dynamic" | "supplement" | "earlybird-period" | "earlybird-rolling" | "long-stay" | "bonus-night";
            ruleId?: string;
            name: string;
            /** @description Signed; '-10.00' takes off the night. */
            amount: string;
            runningAmount: string;
            /** @constant */
            floored?: true;
        };
        ContractNightQuote: {
            date: components["schemas"]["IsoDate"];
            season: string;
            baseRate: string;
            steps: components["schemas"]["ContractExplanationStep"][];
            amount: string;
        };
        ContractPricedQuote: {
            /** @constant */
            status: "priced";
            /** @description The contract's code. */
            contractId: string;
            versionNo: number;
            currency: string;
            nights: components["schemas"]["ContractNightQuote"][];
            compulsoryCharges: {
                date: components["schemas"]["IsoDate"];
                ruleId: string;
                name: string;
                persons: number;
                amountPerPerson: string;
                amount: string;
            }[];
            /** @description Why each offer did or did not price this stay (the match trace). */
            offers: {
                ruleId: string;
                name: string;
                /** @enum {string} */
                kind: "earlybird-period" | "earlybird-rolling" | "long-stay" | "bonus-night";
                /** @enum {string} */
                outcome: "applied" | "not-matched" | "not-combinable";
                reason: string;
            }[];
            nightsTotal: string;
            compulsoryTotal: string;
            total: string;
        };
        /** @description The contract version that priced a stay and the engine's quote, night by night with each step (base net rate or public rate, children, supplements, offers) and the compulsory charges, as it was when the stay was priced. Later changes to the contract never change it; a repricing (reservation/reprice) does, after showing the difference. */
        ContractPrice: {
            contractId: components["schemas"]["EntityId"];
            /** @description The hotel date the stay was priced as booked on (early-bird offers are judged by it). */
            bookingDate: components["schemas"]["IsoDate"];
            contractCode: string;
            contractName: string;
            contractVersionId: components["schemas"]["EntityId"];
            versionNumber: number;
            explanation: components["schemas"]["ContractPricedQuote"];
        };
        RateQuote: {
            /** @description The currency of every amount (the rate code's, or the local currency without one). */
            currencyId: components["schemas"]["EntityId"];
            /** @description Every night of the stay, in order. */
            nights: components["schemas"]["RateQuoteNight"][];
            /** @description The sum of the nights, exact. */
            total: components["schemas"]["Money"];
            /** @description Present when a contract priced the stay; its explanation night by night. */
            contract?: components["schemas"]["ContractPrice"];
        };
        RateQuoteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "quote";
                requestId?: string;
            };
            data: components["schemas"]["RateQuote"][];
        };
        RepriceTarget: {
            /** @description The reservation. */
            id: components["schemas"]["EntityId"];
        };
        RepricePreviewRequest: {
            apiRequest: {
                /** @constant */
                action: "preview";
            };
            data: components["schemas"]["RepriceTarget"][];
        };
        RepriceApply: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
        };
        RepriceApplyRequest: {
            apiRequest: {
                /** @constant */
                action: "apply";
            };
            data: components["schemas"]["RepriceApply"][];
        };
        RepriceNight: {
            night: components["schemas"]["IsoDate"];
            bookedAmount: components["schemas"]["Money"];
            newAmount: components["schemas"]["Money"];
        };
        RepriceStay: {
            stayId: components["schemas"]["EntityId"];
            lineNumber: number;
            roomTypeCode: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            bookedTotal: components["schemas"]["Money"];
            /** @description The booked total when the contract refuses the stay or none prices it. */
            newTotal: components["schemas"]["Money"];
            /** @description newTotal − bookedTotal, signed. */
            difference: string;
            /** @description The contract price the stay was booked with, or null. */
            bookedPrice: components["schemas"]["ContractPrice"] | null;
            /** @description The price through the contract in force today, or null (none, or refused). */
            newPrice: components["schemas"]["ContractPrice"] | null;
            /** @description Why the contract in force refuses the stay now, or empty. */
            refusal: string;
            nights: components["schemas"]["RepriceNight"][];
        };
        RepricePreview: {
            reservationId: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            stays: components["schemas"]["RepriceStay"][];
            bookedTotal: components["schemas"]["Money"];
            newTotal: components["schemas"]["Money"];
            difference: string;
        };
        RepricePreviewResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "preview";
                requestId?: string;
            };
            data: components["schemas"]["RepricePreview"][];
        };
        /** @description A record's id, or null for none. */
        OptionalId: number | null;
        NightlyRateRead: {
            night: components["schemas"]["IsoDate"];
            amount: components["schemas"]["Money"];
            reason: string;
        };
        RoomStay: {
            id: components["schemas"]["EntityId"];
            lineNumber: number;
            roomTypeId: components["schemas"]["EntityId"];
            roomTypeCode: string;
            roomId: components["schemas"]["OptionalId"];
            /** @description The assigned room's number, or empty. */
            roomNumber: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            nights: number;
            adults: number;
            children: number;
            mealTypeId: components["schemas"]["OptionalId"];
            status: components["schemas"]["ReservationStatus"];
            totalAmount: components["schemas"]["Money"];
            nightlyRates: components["schemas"]["NightlyRateRead"][];
            /** @description The contract that priced the stay with its explanation, or null (a rate code or base rate did). */
            contractPrice?: components["schemas"]["ContractPrice"] | null;
            version: components["schemas"]["RowVersion"];
        };
        Reservation: {
            id: components["schemas"]["EntityId"];
            confirmationNumber: string;
            status: components["schemas"]["ReservationStatus"];
            channel: components["schemas"]["Channel"];
            guestProfileId: components["schemas"]["OptionalId"];
            /** @description The booker guest as "Last, First", or empty. */
            guestName: string;
            companyProfileId: components["schemas"]["OptionalId"];
            companyName: string;
            sourceId: components["schemas"]["OptionalId"];
            marketId: components["schemas"]["OptionalId"];
            segmentId: components["schemas"]["OptionalId"];
            rateCodeId: components["schemas"]["OptionalId"];
            /** @description The first arrival of its stays. */
            arrival: components["schemas"]["IsoDate"];
            /** @description The last departure of its stays. */
            departure: components["schemas"]["IsoDate"];
            remark: string;
            internalRemark: string;
            depositRequired: components["schemas"]["Money"];
            depositDueDate: components["schemas"]["IsoDate"] | null;
            cancellationReasonId: components["schemas"]["OptionalId"];
            cancellationNote: string;
            cancellationFee: components["schemas"]["Money"] | null;
            /** @description The no-show charge day-end recorded by the stays' cancellation policies when the booking became a no-show; null when it did not, or no policy charges one. */
            noShowFee?: components["schemas"]["Money"] | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /** @description The sum of the nightly rates of its stays. */
            totalAmount: components["schemas"]["Money"];
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            stays: components["schemas"]["RoomStay"][];
            version: components["schemas"]["RowVersion"];
        };
        RepriceApplyResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "apply";
                requestId?: string;
            };
            data: components["schemas"]["Reservation"][];
        };
        /** @description The nights forDate (the first night, spec §7 "Allotment fetch sends forDate") to toDate, both included: 14 nights when toDate is left out, at most 62. With companyProfileId, only that company's rows. */
        AllotmentCriteria: {
            forDate: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            companyProfileId?: components["schemas"]["OptionalId"];
        };
        AllotmentGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["AllotmentCriteria"][];
        };
        /** @description Rooms held for the company on the night. */
        AllotmentRooms: number;
        /** @description Days before the night at which the rooms the company has not picked up go back to general inventory: released once the hotel date reaches night − releaseDays (0: on the night itself). */
        AllotmentReleaseDays: number;
        AllotmentNightChange: {
            night: components["schemas"]["IsoDate"];
            rooms: components["schemas"]["AllotmentRooms"];
            releaseDays: components["schemas"]["AllotmentReleaseDays"];
            /** @description The row version read, or null for a night that had no row. */
            version: number | null;
        };
        AllotmentSet: {
            companyProfileId: components["schemas"]["EntityId"];
            roomTypeId: components["schemas"]["EntityId"];
            /** @description Each night at most once, none before the hotel date. */
            nights: components["schemas"]["AllotmentNightChange"][];
        };
        AllotmentSetRequest: {
            apiRequest: {
                /** @constant */
                action: "set";
            };
            data: components["schemas"]["AllotmentSet"][];
        };
        /** @description Day of week, Sunday 1 to Saturday 7 (spec §3). */
        AllotmentWeekday: number;
        AllotmentFill: {
            companyProfileId: components["schemas"]["EntityId"];
            roomTypeId: components["schemas"]["EntityId"];
            /** @description The first night, not before the hotel date. */
            fromDate: components["schemas"]["IsoDate"];
            /** @description The last night (included); at most 366 nights from fromDate. */
            toDate: components["schemas"]["IsoDate"];
            /** @description The weekdays to fill, Su = 1 … Sa = 7; nights on other weekdays are left as they are. */
            weekdays: components["schemas"]["AllotmentWeekday"][];
            rooms: components["schemas"]["AllotmentRooms"];
            releaseDays: components["schemas"]["AllotmentReleaseDays"];
        };
        AllotmentFillRequest: {
            apiRequest: {
                /** @constant */
                action: "fill";
            };
            data: components["schemas"]["AllotmentFill"][];
        };
        AllotmentCompany: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /**
             * @description An inactive company keeps its rows but takes no new allotment.
             * @enum {integer}
             */
            active: 0 | 1;
        };
        AllotmentRoomType: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        /** @description One company's allotment of one room type on one night. */
        AllotmentNight: {
            companyProfileId: components["schemas"]["EntityId"];
            roomTypeId: components["schemas"]["EntityId"];
            night: components["schemas"]["IsoDate"];
            rooms: components["schemas"]["AllotmentRooms"];
            releaseDays: components["schemas"]["AllotmentReleaseDays"];
            /** @description night − releaseDays, the hotel date on which the unpicked rooms are released. */
            releaseDate: components["schemas"]["IsoDate"];
            /** @description The hotel date has reached releaseDate; the unpicked rooms are general inventory again. */
            released: boolean;
            /** @description The company's stays of this room type that take inventory this night (confirmed, guaranteed, in house): may exceed rooms, the extra ones come from general inventory. */
            picked: number;
            /** @description Rooms still held out of general inventory, max(0, rooms − picked); 0 once released. */
            unpicked: number;
            version: components["schemas"]["RowVersion"];
        };
        AllotmentGrid: {
            forDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            /** @description Nights before it can no longer be set; releases are counted from it. */
            hotelDate: components["schemas"]["IsoDate"];
            /** @description The companies with rows in the period (and the company asked for), by code. */
            companies: components["schemas"]["AllotmentCompany"][];
            /** @description The room types with rows in the period, in the order staff list them. */
            roomTypes: components["schemas"]["AllotmentRoomType"][];
            /** @description Every row of the period, by company, room type and night. */
            nights: components["schemas"]["AllotmentNight"][];
        };
        AllotmentGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["AllotmentGrid"][];
        };
        AllotmentSetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "set";
                requestId?: string;
            };
            /** @description The nights written, as `get` answers them. */
            data: components["schemas"]["AllotmentNight"][];
        };
        AllotmentFillResult: {
            /** @description How many nights were written (created or changed). */
            written: number;
        };
        AllotmentFillResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "fill";
                requestId?: string;
            };
            data: components["schemas"]["AllotmentFillResult"][];
        };
        ReservationGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of reservations for the booking lists (server paging and sorting). `search` matches the confirmation number, the guest's names or the company's code or name; `arrivalFrom` and `arrivalTo` (both included) bound the first arrival; `channel` keeps the OTA or the non-OTA bookings only. */
        ReservationSearch: {
            channel?: components["schemas"]["Channel"];
            search?: components["schemas"]["SearchText"];
            statuses?: components["schemas"]["ReservationStatus"][];
            arrivalFrom?: components["schemas"]["IsoDate"];
            arrivalTo?: components["schemas"]["IsoDate"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "confirmationNumber" | "guestName" | "companyName" | "arrival" | "departure" | "status" | "createdAt";
            descending?: boolean;
        };
        ReservationSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["ReservationSearch"][];
        };
        /**
         * @description The statuses a new booking may take; waitlist and tentative take no inventory.
         * @enum {string}
         */
        BookingStatus: "waitlist" | "tentative" | "confirmed" | "guaranteed";
        NightlyRate: {
            night: components["schemas"]["IsoDate"];
            amount: components["schemas"]["Money"];
            /** @description Why this night's rate differs from the rate code's, when it does. */
            reason?: string;
        };
        RoomStayCreate: {
            roomTypeId: components["schemas"]["EntityId"];
            /** @description A room of the stay's type, free for its nights; null or left out to assign later. */
            roomId?: components["schemas"]["OptionalId"];
            arrival: components["schemas"]["IsoDate"];
            /** @description The morning the guest leaves; the stay's nights are arrival up to the night before. */
            departure: components["schemas"]["IsoDate"];
            adults: number;
            children?: number;
            mealTypeId?: components["schemas"]["OptionalId"];
            /** @description The rate of each night of the stay, every night exactly once. */
            nightlyRates: components["schemas"]["NightlyRate"][];
        };
        /** @description One booking: a guest and/or a company books 1 to 20 room stays. Requires an Idempotency-Key. */
        ReservationCreate: {
            guestProfileId?: components["schemas"]["OptionalId"];
            companyProfileId?: components["schemas"]["OptionalId"];
            sourceId?: components["schemas"]["OptionalId"];
            marketId?: components["schemas"]["OptionalId"];
            segmentId?: components["schemas"]["OptionalId"];
            rateCodeId?: components["schemas"]["OptionalId"];
            channel: components["schemas"]["Channel"];
            status: components["schemas"]["BookingStatus"];
            remark?: string;
            /** @description Seen by staff only. */
            internalRemark?: string;
            depositRequired?: components["schemas"]["Money"];
            /** @description When the deposit is due; only with a deposit required. */
            depositDueDate?: components["schemas"]["IsoDate"] | null;
            stays: components["schemas"]["RoomStayCreate"][];
        };
        ReservationCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["ReservationCreate"][];
        };
        /** @description Cancels a reservation before arrival: every stay with it, in the same transaction that gives their nights back to inventory. The reason is required; the fee is what the policy charges. */
        ReservationCancel: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            cancellationReasonId: components["schemas"]["EntityId"];
            /** @description 0.00 when left out. */
            cancellationFee?: components["schemas"]["Money"];
            note?: string;
        };
        ReservationCancelRequest: {
            apiRequest: {
                /** @constant */
                action: "cancel";
            };
            data: components["schemas"]["ReservationCancel"][];
        };
        /** @description Sets the hotel date during setup. `currentValue` is the hotel date the caller read: when it has moved meanwhile (day-end, another administrator), the change is refused with 409. */
        HotelDateChange: {
            currentValue: components["schemas"]["IsoDate"];
            value: components["schemas"]["IsoDate"];
        };
        ReservationSetHotelDateRequest: {
            apiRequest: {
                /** @constant */
                action: "SetHotelDate";
            };
            data: components["schemas"]["HotelDateChange"][];
        };
        /** @description The criteria of `search` for `list_ota` and `list_nonota`, whose channel is fixed by the action. */
        ReservationChannelSearch: {
            search?: components["schemas"]["SearchText"];
            statuses?: components["schemas"]["ReservationStatus"][];
            arrivalFrom?: components["schemas"]["IsoDate"];
            arrivalTo?: components["schemas"]["IsoDate"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "confirmationNumber" | "guestName" | "companyName" | "arrival" | "departure" | "status" | "createdAt";
            descending?: boolean;
        };
        ReservationListOtaRequest: {
            apiRequest: {
                /** @constant */
                action: "list_ota";
            };
            data: components["schemas"]["ReservationChannelSearch"][];
        };
        ReservationListNonotaRequest: {
            apiRequest: {
                /** @constant */
                action: "list_nonota";
            };
            data: components["schemas"]["ReservationChannelSearch"][];
        };
        ReservationGetNonotaRequest: {
            apiRequest: {
                /** @constant */
                action: "get_nonota";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description A stay of the new set: with `id` an existing stay of this reservation, changed to these values; without, a new stay. */
        RoomStayUpdate: {
            /** @description An existing stay of this reservation; left out for a new stay. */
            id?: components["schemas"]["EntityId"];
            roomTypeId: components["schemas"]["EntityId"];
            roomId?: components["schemas"]["OptionalId"];
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            adults: number;
            children?: number;
            mealTypeId?: components["schemas"]["OptionalId"];
            nightlyRates: components["schemas"]["NightlyRate"][];
        };
        /** @description The whole new state of a reservation before arrival: its fields and the whole set of its stays. An existing stay left out of `stays` is removed (cancelled); a stay without `id` is added. The same checks as `create` run on what changes, in one transaction that gives back the nights no longer taken and takes the new ones; `version` is the reservation's row version. */
        ReservationUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            guestProfileId?: components["schemas"]["OptionalId"];
            companyProfileId?: components["schemas"]["OptionalId"];
            sourceId?: components["schemas"]["OptionalId"];
            marketId?: components["schemas"]["OptionalId"];
            segmentId?: components["schemas"]["OptionalId"];
            rateCodeId?: components["schemas"]["OptionalId"];
            channel: components["schemas"]["Channel"];
            status: components["schemas"]["BookingStatus"];
            remark?: string;
            internalRemark?: string;
            depositRequired?: components["schemas"]["Money"];
            depositDueDate?: components["schemas"]["IsoDate"] | null;
            stays: components["schemas"]["RoomStayUpdate"][];
        };
        ReservationUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["ReservationUpdate"][];
        };
        /** @description Takes back a cancellation: the reservation and its stays return to the status they had before, if the rooms are still available (409 `NO_AVAILABILITY` otherwise). */
        ReservationReinstate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
        };
        ReservationReinstateRequest: {
            apiRequest: {
                /** @constant */
                action: "reinstate";
            };
            data: components["schemas"]["ReservationReinstate"][];
        };
        ReservationHistoryRequest: {
            apiRequest: {
                /** @constant */
                action: "history";
            };
            data: components["schemas"]["IdRef"][];
        };
        /**
         * @description The travel document a guest showed at registration.
         * @enum {string}
         */
        DocumentType: "passport" | "id-card" | "driving-licence" | "other";
        /** @description One guest's registration card as the hotel's country requires it: name, nationality, travel document, and when known the date of birth and address. `guestProfileId` links the card to a guest profile. */
        GuestRegistration: {
            guestProfileId?: components["schemas"]["OptionalId"];
            firstName?: string;
            lastName: string;
            nationalityId: components["schemas"]["EntityId"];
            documentType: components["schemas"]["DocumentType"];
            documentNumber: string;
            dateOfBirth?: components["schemas"]["IsoDate"] | null;
            address?: string;
        };
        /** @description One stay into one room. The room must be of the stay's type, or of another with `upgradeReason` (the stay then holds that type; its rates stay as booked). */
        CheckIn: {
            stayId: components["schemas"]["EntityId"];
            roomId: components["schemas"]["EntityId"];
            upgradeReason?: string;
            /** @description The guests' registration cards, when taken at check-in (replacing any the stay had). */
            guests?: components["schemas"]["GuestRegistration"][];
        };
        ReservationCheckinRequest: {
            apiRequest: {
                /** @constant */
                action: "checkin";
            };
            data: components["schemas"]["CheckIn"][];
        };
        /** @description A reservation for tonight (arrival on the hotel date), created and checked in at once into a vacant, clean or inspected room, with its guests registered. Without `guestProfileId` a guest profile is made from the first registration card. */
        Walkin: {
            guestProfileId?: components["schemas"]["OptionalId"];
            companyProfileId?: components["schemas"]["OptionalId"];
            sourceId?: components["schemas"]["OptionalId"];
            marketId?: components["schemas"]["OptionalId"];
            segmentId?: components["schemas"]["OptionalId"];
            rateCodeId?: components["schemas"]["OptionalId"];
            remark?: string;
            internalRemark?: string;
            roomId: components["schemas"]["EntityId"];
            departure: components["schemas"]["IsoDate"];
            adults: number;
            children?: number;
            mealTypeId?: components["schemas"]["OptionalId"];
            nightlyRates: components["schemas"]["NightlyRate"][];
            guests: components["schemas"]["GuestRegistration"][];
        };
        ReservationWalkinRequest: {
            apiRequest: {
                /** @constant */
                action: "walkin";
            };
            data: components["schemas"]["Walkin"][];
        };
        /** @description Takes back a check-in made on the current hotel date; the stay returns to its status before. */
        UndoCheckIn: {
            stayId: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
        };
        ReservationUndoCheckinRequest: {
            apiRequest: {
                /** @constant */
                action: "undo-checkin";
            };
            data: components["schemas"]["UndoCheckIn"][];
        };
        /** @description Narrows the in-house list: `search` matches the room number, the guest's names or the confirmation number; `dueOut` keeps the stays leaving on the hotel date (true) or after (false). */
        InHouseFilter: {
            search?: components["schemas"]["SearchText"];
            roomTypeId?: components["schemas"]["EntityId"];
            dueOut?: boolean;
        };
        ReservationInHouseRequest: {
            apiRequest: {
                /** @constant */
                action: "in-house";
            };
            data: components["schemas"]["InHouseFilter"][];
        };
        /** @description Extends or shortens an in-house stay. The new departure is after the arrival and not before the hotel date (nights already slept stay). Extra nights are checked as a booking is (inventory of the stay's type and its room) and priced by `nightlyRates`, or else at the stay's last night's rate; nights given up go back to inventory at once. */
        ChangeDeparture: {
            stayId: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            departure: components["schemas"]["IsoDate"];
            /** @description The rates of the added nights only, each once. */
            nightlyRates?: components["schemas"]["NightlyRate"][];
        };
        ReservationChangeDepartureRequest: {
            apiRequest: {
                /** @constant */
                action: "change-departure";
            };
            data: components["schemas"]["ChangeDeparture"][];
        };
        /** @description The registration cards of a stay's guests, replacing those it had. */
        StayRegistration: {
            stayId: components["schemas"]["EntityId"];
            guests: components["schemas"]["GuestRegistration"][];
        };
        ReservationRegisterRequest: {
            apiRequest: {
                /** @constant */
                action: "register";
            };
            data: components["schemas"]["StayRegistration"][];
        };
        StayRef: {
            stayId: components["schemas"]["EntityId"];
        };
        ReservationRegistrationsRequest: {
            apiRequest: {
                /** @constant */
                action: "registrations";
            };
            data: components["schemas"]["StayRef"][];
        };
        /** @description Narrows the arrivals list of `date` (the hotel date when left out): the stays arriving that day that are not in yet (confirmed, guaranteed, tentative, waitlist) and those checked in that day (in house, shown as done). `search` matches the room number, the guest's names or the confirmation number; `assigned` keeps the stays with a room (true) or without (false); `reservationId` keeps one reservation's stays (a group). */
        ArrivalsFilter: {
            date?: components["schemas"]["IsoDate"];
            search?: components["schemas"]["SearchText"];
            roomTypeId?: components["schemas"]["EntityId"];
            assigned?: boolean;
            reservationId?: components["schemas"]["EntityId"];
        };
        ReservationArrivalsRequest: {
            apiRequest: {
                /** @constant */
                action: "arrivals";
            };
            data: components["schemas"]["ArrivalsFilter"][];
        };
        /** @description Gives a stay that is not yet in house a room (or takes it away with `roomId` null). The room must be in use, big enough, not out of order on the stay's nights and free of other stays on all of them; of the type the stay booked, or of another with `upgradeReason` (the stay then holds that type, its rates stay as booked; a stay that takes inventory takes that type's nights). Taking the room away, or a room of the booked type, returns an upgraded stay to the type it booked. The room's housekeeping status is checked at check-in, not here. */
        AssignRoom: {
            stayId: components["schemas"]["EntityId"];
            roomId: components["schemas"]["OptionalId"];
            upgradeReason?: string;
            version: components["schemas"]["RowVersion"];
        };
        ReservationAssignRoomRequest: {
            apiRequest: {
                /** @constant */
                action: "assign-room";
            };
            data: components["schemas"]["AssignRoom"][];
        };
        ReservationGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Reservation"][];
        };
        /** @description A reservation as the booking lists show it. */
        ReservationSummary: {
            id: components["schemas"]["EntityId"];
            confirmationNumber: string;
            status: components["schemas"]["ReservationStatus"];
            channel: components["schemas"]["Channel"];
            guestProfileId: components["schemas"]["OptionalId"];
            guestName: string;
            companyProfileId: components["schemas"]["OptionalId"];
            companyName: string;
            /** @description The booking source's name, or null without one. */
            source: string | null;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            /** @description Its room stays. */
            rooms: number;
            /** @description The distinct room type codes of its stays, alphabetical, comma separated. */
            roomTypes: string;
            /** @description The rooms assigned, comma separated, or empty. */
            roomNumbers: string;
            adults: number;
            children: number;
            totalAmount: components["schemas"]["Money"];
            /** Format: date-time */
            createdAt: string;
            version: components["schemas"]["RowVersion"];
        };
        ReservationPage: {
            /** @description Reservations matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["ReservationSummary"][];
        };
        ReservationSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["ReservationPage"][];
        };
        ReservationCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Reservation"][];
        };
        ReservationCancelResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "cancel";
                requestId?: string;
            };
            data: components["schemas"]["Reservation"][];
        };
        ReservationSetHotelDateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "SetHotelDate";
                requestId?: string;
            };
            data: components["schemas"]["HotelDate"][];
        };
        ReservationListOtaResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list_ota";
                requestId?: string;
            };
            data: components["schemas"]["ReservationPage"][];
        };
        ReservationListNonotaResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list_nonota";
                requestId?: string;
            };
            data: components["schemas"]["ReservationPage"][];
        };
        ReservationGetNonotaResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get_nonota";
                requestId?: string;
            };
            data: components["schemas"]["Reservation"][];
        };
        ReservationUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Reservation"][];
        };
        ReservationReinstateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "reinstate";
                requestId?: string;
            };
            data: components["schemas"]["Reservation"][];
        };
        /** @description One change of a reservation, from the audit log. */
        ReservationHistoryEntry: {
            /** Format: date-time */
            at: string;
            actor: string;
            /** @description create, update, cancel or reinstate (later also the reception's actions). */
            action: string;
            changes: {
                /** @description A field of the reservation, `stays/N/<field>` of stay line N, or `stays/N` for a stay added or removed. */
                field: string;
                before: string | null;
                after: string | null;
            }[];
        };
        ReservationHistoryResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "history";
                requestId?: string;
            };
            data: components["schemas"]["ReservationHistoryEntry"][];
        };
        /** @description A stay as the front desk's lists show it. */
        FrontDeskStay: {
            stayId: components["schemas"]["EntityId"];
            reservationId: components["schemas"]["EntityId"];
            confirmationNumber: string;
            lineNumber: number;
            status: components["schemas"]["ReservationStatus"];
            roomTypeId: components["schemas"]["EntityId"];
            roomTypeCode: string;
            /** @description The room type booked (and charged) when the guest was upgraded at check-in, or empty. */
            bookedRoomTypeCode: string;
            roomId: components["schemas"]["OptionalId"];
            roomNumber: string;
            /** @description The first registered guest, or else the booker guest, as "Last, First". */
            guestName: string;
            companyName: string;
            /** @description The booker guest's VIP level (0 for none). */
            vipLevel: number;
            adults: number;
            children: number;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            nights: number;
            /** Format: date-time */
            checkedInAt: string | null;
            checkedInBy: string | null;
            upgradeReason: string;
            walkIn: boolean;
            /** @description In house and leaving on the hotel date. */
            dueOut: boolean;
            /** @description The reservation's remark. */
            remark: string;
            /** @description The deposit the reservation asks for (its whole amount, on every stay of it). What was paid is not known until folios exist. */
            depositRequired: components["schemas"]["Money"];
            /** @description Undelivered guest messages for this stay or its reservation as a whole. */
            openMessages: number;
            /** @description Unresolved flags on this stay or its reservation as a whole. */
            openFlags: number;
            version: components["schemas"]["RowVersion"];
        };
        ReservationCheckinResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "checkin";
                requestId?: string;
            };
            data: components["schemas"]["FrontDeskStay"][];
        };
        ReservationWalkinResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "walkin";
                requestId?: string;
            };
            data: components["schemas"]["Reservation"][];
        };
        ReservationUndoCheckinResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "undo-checkin";
                requestId?: string;
            };
            data: components["schemas"]["FrontDeskStay"][];
        };
        ReservationInHouseResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "in-house";
                requestId?: string;
            };
            data: components["schemas"]["FrontDeskStay"][];
        };
        ReservationChangeDepartureResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "change-departure";
                requestId?: string;
            };
            data: components["schemas"]["FrontDeskStay"][];
        };
        GuestRegistrationRead: {
            id: components["schemas"]["EntityId"];
            position: number;
            guestProfileId: components["schemas"]["OptionalId"];
            firstName: string;
            lastName: string;
            nationalityId: components["schemas"]["EntityId"];
            documentType: components["schemas"]["DocumentType"];
            documentNumber: string;
            dateOfBirth: components["schemas"]["IsoDate"] | null;
            address: string;
            /** Format: date-time */
            registeredAt: string;
            registeredBy: string;
        };
        StayRegistrationRead: {
            stayId: components["schemas"]["EntityId"];
            guests: components["schemas"]["GuestRegistrationRead"][];
        };
        ReservationRegisterResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "register";
                requestId?: string;
            };
            data: components["schemas"]["StayRegistrationRead"][];
        };
        ReservationRegistrationsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "registrations";
                requestId?: string;
            };
            data: components["schemas"]["StayRegistrationRead"][];
        };
        ReservationArrivalsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "arrivals";
                requestId?: string;
            };
            data: components["schemas"]["FrontDeskStay"][];
        };
        ReservationAssignRoomResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "assign-room";
                requestId?: string;
            };
            data: components["schemas"]["FrontDeskStay"][];
        };
        /**
         * @description Derived from stays, never typed (occupied while an in-house stay holds the room).
         * @enum {string}
         */
        FrontOfficeStatus: "vacant" | "occupied";
        /** @enum {string} */
        HousekeepingStatus: "dirty" | "clean" | "inspected";
        RoomStatusFilter: {
            floorId?: components["schemas"]["EntityId"];
            buildingId?: components["schemas"]["EntityId"];
            roomTypeId?: components["schemas"]["EntityId"];
            frontOfficeStatus?: components["schemas"]["FrontOfficeStatus"];
            housekeepingStatuses?: components["schemas"]["HousekeepingStatus"][];
            outOfOrder?: boolean;
            outOfService?: boolean;
        };
        RoomStatusListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["RoomStatusFilter"][];
        };
        /** @description A new housekeeping status and/or service for one room. `outOfService` true takes the room out of service (with `reason`), false puts it back on service. A field left out is left as it is. Inspected is for whoever may `inspect` (a supervisor), and only from clean. `fromStatus` is the status the caller saw: when the room has meanwhile been set to another status than both, the change is refused with 409 STALE_VERSION and nothing is written. */
        RoomStatusChange: {
            roomId: components["schemas"]["EntityId"];
            housekeepingStatus?: components["schemas"]["HousekeepingStatus"];
            fromStatus?: components["schemas"]["HousekeepingStatus"];
            outOfService?: boolean;
            reason?: string;
        };
        RoomStatusSetRequest: {
            apiRequest: {
                /** @constant */
                action: "set";
            };
            data: components["schemas"]["RoomStatusChange"][];
        };
        /** @description The change log, newest first; dates are hotel dates, both included. */
        RoomStatusLogFilter: {
            roomId?: components["schemas"]["EntityId"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            limit?: number;
        };
        RoomStatusLogRequest: {
            apiRequest: {
                /** @constant */
                action: "log";
            };
            data: components["schemas"]["RoomStatusLogFilter"][];
        };
        /** @description A clean room a supervisor found ready (clean → inspected). */
        RoomInspection: {
            roomId: components["schemas"]["EntityId"];
        };
        RoomStatusInspectRequest: {
            apiRequest: {
                /** @constant */
                action: "inspect";
            };
            data: components["schemas"]["RoomInspection"][];
        };
        /** @description Rooms given to an attendant for the hotel date (each room has one attendant a date; an earlier assignment of the room is replaced), or taken back with `attendantUserId` null. */
        RoomAssignment: {
            roomIds: components["schemas"]["EntityId"][];
            attendantUserId: components["schemas"]["OptionalId"];
        };
        RoomStatusAssignRequest: {
            apiRequest: {
                /** @constant */
                action: "assign";
            };
            data: components["schemas"]["RoomAssignment"][];
        };
        RoomStatusAttendantsRequest: {
            apiRequest: {
                /** @constant */
                action: "attendants";
            };
            data: unknown[];
        };
        /** @description One room as room control and the room-status screens show it, on the hotel date: its front-office status (from the in-house stay), housekeeping status, out of order (a period covering the hotel date) or out of service, the guest in it, and whether a stay is due in (assigned, arriving on the hotel date, not yet in) or due out (in house, leaving on it). */
        RoomStatus: {
            roomId: components["schemas"]["EntityId"];
            roomNumber: string;
            roomTypeId: components["schemas"]["EntityId"];
            roomTypeCode: string;
            floorId: components["schemas"]["EntityId"];
            floor: string;
            buildingId: components["schemas"]["EntityId"];
            building: string;
            frontOfficeStatus: components["schemas"]["FrontOfficeStatus"];
            housekeepingStatus: components["schemas"]["HousekeepingStatus"];
            outOfOrder: boolean;
            outOfOrderReason: string;
            outOfService: boolean;
            outOfServiceReason: string;
            /** @description The in-house stay in the room, or null. */
            stayId: components["schemas"]["OptionalId"];
            guestName: string;
            /** @description The in-house stay's departure, or null. */
            departure: components["schemas"]["IsoDate"] | null;
            dueIn: boolean;
            dueInStayId: components["schemas"]["OptionalId"];
            dueOut: boolean;
            /**
             * Format: date-time
             * @description When its housekeeping status or service last changed (null if never).
             */
            changedAt: string | null;
            /** @description The attendant the room is assigned to on the hotel date, or null. */
            assigneeUserId: components["schemas"]["OptionalId"];
            /** @description The attendant's name, or empty. */
            assigneeName: string;
            /** @description Whether the room is the caller's own on the hotel date ("my rooms"). */
            assignedToMe: boolean;
        };
        RoomStatusListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["RoomStatus"][];
        };
        RoomStatusSetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "set";
                requestId?: string;
            };
            data: components["schemas"]["RoomStatus"][];
        };
        RoomStatusLogEntry: {
            id: components["schemas"]["EntityId"];
            roomId: components["schemas"]["EntityId"];
            roomNumber: string;
            businessDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            at: string;
            actor: string;
            /**
             * @description What changed it.
             * @enum {string}
             */
            source: "manual" | "check-in" | "undo-check-in" | "room-move" | "check-out" | "day-end" | "system";
            fromStatus: components["schemas"]["HousekeepingStatus"];
            toStatus: components["schemas"]["HousekeepingStatus"];
            fromOutOfService: boolean;
            toOutOfService: boolean;
            note: string;
        };
        RoomStatusLogResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "log";
                requestId?: string;
            };
            data: components["schemas"]["RoomStatusLogEntry"][];
        };
        RoomStatusInspectResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "inspect";
                requestId?: string;
            };
            data: components["schemas"]["RoomStatus"][];
        };
        RoomStatusAssignResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "assign";
                requestId?: string;
            };
            data: components["schemas"]["RoomStatus"][];
        };
        /** @description An active user whose roles grant HOUSEKEEPING, with the rooms assigned on the hotel date. */
        Attendant: {
            id: components["schemas"]["EntityId"];
            name: string;
            rooms: number;
        };
        RoomStatusAttendantsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "attendants";
                requestId?: string;
            };
            data: components["schemas"]["Attendant"][];
        };
        MinibarItemsRequest: {
            apiRequest: {
                /** @constant */
                action: "items";
            };
            data: unknown[];
        };
        OutletRoomLookup: {
            roomNumber: string;
        };
        MinibarRoomRequest: {
            apiRequest: {
                /** @constant */
                action: "room";
            };
            data: components["schemas"]["OutletRoomLookup"][];
        };
        MinibarCountLineInput: {
            minibarTypeId: components["schemas"]["EntityId"];
            quantity: number;
        };
        /** @description What a guest took from the minibar of a room: the room, the in-house stay the attendant saw in it (refused when another guest is in house by now), the items counted (each at most once) and an optional slip number, posted once per hotel date. locationId names the store the stock comes from; without it, the hotel's one active minibar store (or else its one housekeeping store). Needs an Idempotency-Key. */
        MinibarCountInput: {
            roomNumber: string;
            stayId: components["schemas"]["EntityId"];
            /** @description The minibar slip's number, when there is one. */
            reference?: string;
            locationId?: components["schemas"]["EntityId"];
            lines: components["schemas"]["MinibarCountLineInput"][];
        };
        MinibarPostRequest: {
            apiRequest: {
                /** @constant */
                action: "post";
            };
            data: components["schemas"]["MinibarCountInput"][];
        };
        /** @description One tax type as it applies to the item's transaction code (@pms/domain taxesFor). */
        MinibarLineTax: {
            percent: string;
            /** @description Part of the price already, carved out of it, rather than added on top. */
            included: boolean;
            /** @description The service charge (on the net, before the taxes), not a tax. */
            service: boolean;
        };
        /** @description An active minibar item with what one unit costs and the tax types of its transaction code, in the order the cashier applies them, so that a screen computes each line to the cent as it will post. An item without a charge code cannot be posted (transactionCodeId null). */
        MinibarItem: {
            minibarTypeId: components["schemas"]["EntityId"];
            code: string;
            name: string;
            price: components["schemas"]["SignedMoney"];
            transactionCodeId: number | null;
            transactionCode: string;
            taxes: components["schemas"]["MinibarLineTax"][];
            /** @description The inventory item a unit counted draws from the minibar store, or null. */
            inventoryItemId: number | null;
        };
        MinibarItemsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "items";
                requestId?: string;
            };
            data: components["schemas"]["MinibarItem"][];
        };
        /** @description The stay in house in a room, for the outlet to confirm the guest's name. */
        OutletInHouseGuest: {
            stayId: components["schemas"]["EntityId"];
            roomNumber: string;
            guestName: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
        };
        MinibarRoomResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "room";
                requestId?: string;
            };
            data: components["schemas"]["OutletInHouseGuest"][];
        };
        MinibarCountLine: {
            lineNumber: number;
            minibarTypeId: components["schemas"]["EntityId"];
            itemCode: string;
            itemName: string;
            transactionCode: string;
            quantity: number;
            unitAmount: components["schemas"]["SignedMoney"];
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            total: components["schemas"]["SignedMoney"];
            postingId: components["schemas"]["EntityId"];
            inventoryItemId: number | null;
            /** @description Units issued from the store ('0' for an item outside the stores). */
            drawn: string;
            /** @description Units the guest took that the store did not have on record (stock never goes below zero). */
            short: string;
        };
        /** @description A posted count: one charge posting per line on the stay's guest folio (window 1, then routing), in the hotel's system shift of the hotel date with the attendant as the posting's user, and the stock issue document that drew the linked items (null when nothing was on hand or linked). */
        MinibarCount: {
            id: components["schemas"]["EntityId"];
            hotelDate: components["schemas"]["IsoDate"];
            roomNumber: string;
            stayId: components["schemas"]["EntityId"];
            guestName: string;
            folioId: components["schemas"]["EntityId"];
            reference: string;
            lines: components["schemas"]["MinibarCountLine"][];
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            total: components["schemas"]["SignedMoney"];
            shiftId: components["schemas"]["EntityId"];
            countedBy: string;
            locationId: number | null;
            locationName: string;
            stockDocumentId: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        MinibarPostResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "post";
                requestId?: string;
            };
            data: components["schemas"]["MinibarCount"][];
        };
        /**
         * @description open → in-progress → done; open or in-progress → cancelled.
         * @enum {string}
         */
        MaintenanceStatus: "open" | "in-progress" | "done" | "cancelled";
        /** @enum {string} */
        MaintenancePriority: "low" | "normal" | "high" | "urgent";
        /** @description Orders reported from fromDate to toDate (hotel dates, both included), newest first. */
        MaintenanceFilter: {
            statuses?: components["schemas"]["MaintenanceStatus"][];
            roomId?: components["schemas"]["EntityId"];
            maintenanceTypeId?: components["schemas"]["EntityId"];
            priority?: components["schemas"]["MaintenancePriority"];
            assignedUserId?: components["schemas"]["EntityId"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            limit?: number;
        };
        MaintenanceListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["MaintenanceFilter"][];
        };
        MaintenanceGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /**
         * @description The housekeeping status the room returns with when the order is done.
         * @enum {string}
         */
        ReturnStatus: "dirty" | "clean" | "inspected";
        /** @description Nights the room is out of order, fromDate included, toDate (the night it returns) excluded. Refused (422 ROOM_OCCUPIED) when a stay is in house in or assigned to the room on one of them. */
        OutOfOrderPeriod: {
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            returnStatus?: components["schemas"]["ReturnStatus"];
        };
        /** @description An exact quantity, as a string, more than zero. */
        PartQuantity: string;
        MaintenancePart: {
            description: string;
            quantity: components["schemas"]["PartQuantity"];
        };
        MaintenanceParts: components["schemas"]["MaintenancePart"][];
        /** @description A fault reported on a room or an area (one of them is required). */
        MaintenanceCreate: {
            maintenanceTypeId: components["schemas"]["EntityId"];
            roomId?: components["schemas"]["OptionalId"];
            area?: string;
            priority?: components["schemas"]["MaintenancePriority"];
            description: string;
            assignedUserId?: components["schemas"]["OptionalId"];
            outOfOrder?: components["schemas"]["OutOfOrderPeriod"] | null;
            parts?: components["schemas"]["MaintenanceParts"];
        };
        MaintenanceCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["MaintenanceCreate"][];
        };
        /** @description Changes an open or in-progress order; a field left out stays. outOfOrder null releases the room's nights from the hotel date on. */
        MaintenanceUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            maintenanceTypeId?: components["schemas"]["EntityId"];
            roomId?: components["schemas"]["OptionalId"];
            area?: string;
            priority?: components["schemas"]["MaintenancePriority"];
            description?: string;
            assignedUserId?: components["schemas"]["OptionalId"];
            outOfOrder?: components["schemas"]["OutOfOrderPeriod"] | null;
            parts?: components["schemas"]["MaintenanceParts"];
            resolution?: string;
        };
        MaintenanceUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["MaintenanceUpdate"][];
        };
        MaintenanceStart: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            assignedUserId?: components["schemas"]["EntityId"];
        };
        MaintenanceStartRequest: {
            apiRequest: {
                /** @constant */
                action: "start";
            };
            data: components["schemas"]["MaintenanceStart"][];
        };
        /** @description done: the order is finished; its room's out-of-order nights from the hotel date on are released and the room takes returnStatus (the order's, or dirty). */
        MaintenanceFinish: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            resolution: string;
            returnStatus?: components["schemas"]["ReturnStatus"];
            parts?: components["schemas"]["MaintenanceParts"];
        };
        MaintenanceDoneRequest: {
            apiRequest: {
                /** @constant */
                action: "done";
            };
            data: components["schemas"]["MaintenanceFinish"][];
        };
        MaintenanceCancel: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            reason: string;
        };
        MaintenanceCancelRequest: {
            apiRequest: {
                /** @constant */
                action: "cancel";
            };
            data: components["schemas"]["MaintenanceCancel"][];
        };
        MaintenanceEngineersRequest: {
            apiRequest: {
                /** @constant */
                action: "engineers";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        /** @description maintenance-report, by period (reported on, both included), type, room and status. */
        MaintenanceReportFilter: {
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            maintenanceTypeId?: components["schemas"]["EntityId"];
            roomId?: components["schemas"]["EntityId"];
            status?: components["schemas"]["MaintenanceStatus"];
        };
        MaintenanceReportRequest: {
            apiRequest: {
                /** @constant */
                action: "report";
            };
            data: components["schemas"]["MaintenanceReportFilter"][];
        };
        MaintenanceOrder: {
            id: components["schemas"]["EntityId"];
            maintenanceTypeId: components["schemas"]["EntityId"];
            maintenanceTypeCode: string;
            maintenanceTypeName: string;
            roomId: components["schemas"]["OptionalId"];
            roomNumber: string;
            area: string;
            priority: components["schemas"]["MaintenancePriority"];
            description: string;
            status: components["schemas"]["MaintenanceStatus"];
            assignedUserId: components["schemas"]["OptionalId"];
            /** @description The assigned engineer's display name, or empty. */
            assignedTo: string;
            reportedBy: string;
            /** Format: date-time */
            reportedAt: string;
            reportedOn: components["schemas"]["IsoDate"];
            /** @description The out-of-order period asked for, or null. */
            outOfOrder: components["schemas"]["OutOfOrderPeriod"] | null;
            /** @description The order holds the room out of order now (its block still has nights). */
            outOfOrderActive: boolean;
            resolution: string;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            finishedBy: string;
            parts: components["schemas"]["MaintenanceParts"];
            version: components["schemas"]["RowVersion"];
        };
        MaintenanceListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceOrder"][];
        };
        MaintenanceGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceOrder"][];
        };
        MaintenanceCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceOrder"][];
        };
        MaintenanceUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceOrder"][];
        };
        MaintenanceStartResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "start";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceOrder"][];
        };
        MaintenanceDoneResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "done";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceOrder"][];
        };
        MaintenanceCancelResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "cancel";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceOrder"][];
        };
        /** @description A user whose roles grant ENGINEER, who can be assigned an order. */
        Engineer: {
            id: components["schemas"]["EntityId"];
            name: string;
        };
        MaintenanceEngineersResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "engineers";
                requestId?: string;
            };
            data: components["schemas"]["Engineer"][];
        };
        /** @description maintenance-report as the shared report screen shows it: one row per order reported in the period (id, reportedOn, type, room, area, priority, description, status, assignedTo, outOfOrderNights, hoursToFinish, resolution, parts), totals of orders and out-of-order nights. */
        MaintenanceReport: {
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            hotelDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            generatedAt: string;
            hotelName: string;
            columns: components["schemas"]["ReservationReportColumn"][];
            rows: components["schemas"]["ReservationReportRow"][];
            totals: components["schemas"]["ReservationReportRow"];
        };
        MaintenanceReportResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "report";
                requestId?: string;
            };
            data: components["schemas"]["MaintenanceReport"][];
        };
        ContractFilter: {
            companyProfileId?: components["schemas"]["EntityId"];
        };
        SalesContractListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["ContractFilter"][];
        };
        SalesContractGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /**
         * @description static: seasons with net rates per room type; dynamic: a dynamic profile, the public rate of a rate code less a discount or plus a markup by period (`body.dynamic`).
         * @enum {string}
         */
        ContractKind: "static" | "dynamic";
        ContractAge: number;
        /** @description A decimal amount as a string ('100.00'); checked in depth by the engine's validateContract. */
        ContractMoney: string;
        /** @description A percentage from 0 to 100 as a string, at most two decimals ('12.5'). */
        ContractPercent: string;
        ContractChildCharge: {
            /** @constant */
            kind: "free";
        } | {
            /** @constant */
            kind: "amount";
            amount: components["schemas"]["ContractMoney"];
        } | {
            /** @constant */
            kind: "percent-of-adult";
            percent: components["schemas"]["ContractPercent"];
        };
        ContractChildPolicy: {
            adultFromAge: components["schemas"]["ContractAge"];
            bands: {
                fromAge: components["schemas"]["ContractAge"];
                toAge: components["schemas"]["ContractAge"];
                charge: components["schemas"]["ContractChildCharge"];
            }[];
        };
        /** @description Dates with both ends included (nights for a stay window, days for a booking window). */
        ContractDateRange: {
            from: components["schemas"]["IsoDate"];
            to: components["schemas"]["IsoDate"];
        };
        /** @description The net price of one room for one night at this adult occupancy (and meal plan, when given). */
        ContractNetRate: {
            roomType: string;
            adults: number;
            mealPlan?: string;
            amount: components["schemas"]["ContractMoney"];
        };
        ContractSeason: {
            code: string;
            name?: string;
            nights: components["schemas"]["ContractDateRange"];
            minNights?: number;
            rates: components["schemas"]["ContractNetRate"][];
            /** @description Rooms held for the partner each night of the season, per room type (one row a type), until releaseDays before the night. Activating the version writes them into the hotel's allotment (reservation/allotment) for the partner, from the hotel date on. */
            allotments?: {
                roomType: string;
                rooms: number;
                releaseDays: number;
            }[];
        };
        /** @description Room type codes of the hotel (each must exist when the body is saved). */
        ContractRoomTypes: string[];
        ContractDateRanges: components["schemas"]["ContractDateRange"][];
        /** @description An extra charged every night it applies (sea view, half board). */
        ContractSupplementRule: {
            /** @constant */
            kind: "supplement";
            id: string;
            name: string;
            /** @enum {string} */
            basis: "per-person" | "per-room";
            amount: components["schemas"]["ContractMoney"];
            roomTypes?: components["schemas"]["ContractRoomTypes"];
            mealPlans?: string[];
            nights?: components["schemas"]["ContractDateRanges"];
            childrenFromAge?: components["schemas"]["ContractAge"];
        };
        ContractOfferValue: {
            /** @constant */
            kind: "percent";
            percent: components["schemas"]["ContractPercent"];
        } | {
            /** @constant */
            kind: "amount";
            amount: components["schemas"]["ContractMoney"];
            /** @enum {string} */
            per: "room" | "person";
        };
        /** @description Booked between two dates, for nights in a stay window. */
        ContractEarlybirdPeriodRule: {
            /** @constant */
            kind: "earlybird-period";
            id: string;
            name: string;
            priority: number;
            combinesWith: string[];
            roomTypes?: components["schemas"]["ContractRoomTypes"];
            booked: components["schemas"]["ContractDateRange"];
            stayWindow: components["schemas"]["ContractDateRange"];
            value: components["schemas"]["ContractOfferValue"];
        };
        /** @description Booked at least N days before arrival. */
        ContractEarlybirdRollingRule: {
            /** @constant */
            kind: "earlybird-rolling";
            id: string;
            name: string;
            priority: number;
            combinesWith: string[];
            roomTypes?: components["schemas"]["ContractRoomTypes"];
            stayWindow?: components["schemas"]["ContractDateRange"];
            daysBeforeArrival: number;
            value: components["schemas"]["ContractOfferValue"];
        };
        /** @description Stays of at least N nights. */
        ContractLongStayRule: {
            /** @constant */
            kind: "long-stay";
            id: string;
            name: string;
            priority: number;
            combinesWith: string[];
            roomTypes?: components["schemas"]["ContractRoomTypes"];
            stayWindow?: components["schemas"]["ContractDateRange"];
            minNights: number;
            value: components["schemas"]["ContractOfferValue"];
        };
        /** @description Stay X nights, pay Y, the X − Y cheapest nights are free, once or for every full X nights. */
        ContractBonusNightRule: {
            /** @constant */
            kind: "bonus-night";
            id: string;
            name: string;
            priority: number;
            combinesWith: string[];
            roomTypes?: components["schemas"]["ContractRoomTypes"];
            stayWindow?: components["schemas"]["ContractDateRange"];
            stayNights: number;
            payNights: number;
            repeats: boolean;
        };
        /** @description Closed to arrival (on the arrival night) and/or to departure (on the departure date). */
        ContractCtaCtdRule: {
            /** @constant */
            kind: "cta-ctd";
            id: string;
            name: string;
            closedToArrival: boolean;
            closedToDeparture: boolean;
            dates: components["schemas"]["ContractDateRanges"];
            roomTypes?: components["schemas"]["ContractRoomTypes"];
        };
        /** @description A per-person charge for every stay with a night on one of the dates (a gala dinner). */
        ContractCompulsoryRule: {
            /** @constant */
            kind: "compulsory";
            id: string;
            name: string;
            dates: components["schemas"]["IsoDate"][];
            amountPerPerson: components["schemas"]["ContractMoney"];
            childrenFromAge?: components["schemas"]["ContractAge"];
            roomTypes?: components["schemas"]["ContractRoomTypes"];
        };
        ContractRule: components["schemas"]["ContractSupplementRule"] | components["schemas"]["ContractEarlybirdPeriodRule"] | components["schemas"]["ContractEarlybirdRollingRule"] | components["schemas"]["ContractLongStayRule"] | components["schemas"]["ContractBonusNightRule"] | components["schemas"]["ContractCtaCtdRule"] | components["schemas"]["ContractCompulsoryRule"];
        /** @description A discount or markup on the public rate for the nights of a period (per room and night). */
        ContractDynamicAdjustment: {
            id: string;
            name: string;
            nights: components["schemas"]["ContractDateRange"];
            roomTypes?: components["schemas"]["ContractRoomTypes"];
            /** @enum {string} */
            direction: "discount" | "markup";
            value: {
                /** @constant */
                kind: "percent";
                percent: components["schemas"]["ContractPercent"];
            } | {
                /** @constant */
                kind: "amount";
                amount: components["schemas"]["ContractMoney"];
            };
        };
        /** @description A dynamic profile's terms (kind dynamic only, which has no seasons): the public rate code each night starts from (its code), the adjustments by period and room type, and an optional floor. */
        ContractDynamicTerms: {
            baseRateCode: string;
            adjustments: components["schemas"]["ContractDynamicAdjustment"][];
            floor?: components["schemas"]["ContractMoney"];
        };
        /** @description A version's terms, as the quote engine (@pms/domain/contracts) reads them: child policy, seasons with net rates per room type code × adults (× meal plan), and rules. This schema checks the shape; `save` then checks the meaning with the engine's validateContract (seasons never overlap, amounts and percentages well written, offers that combine name each other, …) and that every room type code is one of the hotel's; each problem is a 400 field error under `/data/0/body/…`. The contract's currency and the version's validity and number complete the engine's version. */
        ContractBody: {
            childPolicy: components["schemas"]["ContractChildPolicy"];
            seasons: components["schemas"]["ContractSeason"][];
            rules: components["schemas"]["ContractRule"][];
            dynamic?: components["schemas"]["ContractDynamicTerms"];
        };
        /** @description A new contract with its first draft (version 1). Needs an Idempotency-Key. */
        ContractCreate: {
            code: string;
            name: string;
            companyProfileId: components["schemas"]["EntityId"];
            /** @description static (the default: seasons with net rates) or dynamic (a discount or markup on the public rate, `body.dynamic`); fixed for the contract's life. */
            kind?: components["schemas"]["ContractKind"];
            currencyCode: string;
            validFrom: components["schemas"]["IsoDate"];
            validTo: components["schemas"]["IsoDate"];
            body: components["schemas"]["ContractBody"];
        };
        /** @description The draft of an existing contract: replaced when there is one, otherwise a new draft numbered after the last version. `version` is the contract's row version read (409 when stale). */
        ContractDraftSave: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            name?: string;
            validFrom: components["schemas"]["IsoDate"];
            validTo: components["schemas"]["IsoDate"];
            body: components["schemas"]["ContractBody"];
        };
        ContractSave: components["schemas"]["ContractCreate"] | components["schemas"]["ContractDraftSave"];
        SalesContractSaveRequest: {
            apiRequest: {
                /** @constant */
                action: "save";
            };
            data: components["schemas"]["ContractSave"][];
        };
        ContractActivate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
        };
        SalesContractActivateRequest: {
            apiRequest: {
                /** @constant */
                action: "activate";
            };
            data: components["schemas"]["ContractActivate"][];
        };
        /** @description A stay to price: through the contract's active version, or the version named by contractVersionId (any version of this contract, a draft to preview it, a retired one to re-quote a booking). bookingDate defaults to the hotel date. */
        ContractQuoteRequest: {
            contractId: components["schemas"]["EntityId"];
            contractVersionId?: components["schemas"]["EntityId"];
            /** @description The hotel's room type code, as the body's rates and rules name it. */
            roomType: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            adults: number;
            childAges?: components["schemas"]["ContractAge"][];
            mealPlan?: string;
            bookingDate?: components["schemas"]["IsoDate"];
        };
        SalesContractQuoteRequest: {
            apiRequest: {
                /** @constant */
                action: "quote";
            };
            data: components["schemas"]["ContractQuoteRequest"][];
        };
        ContractSummary: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            companyProfileId: components["schemas"]["EntityId"];
            companyName: string;
            kind: components["schemas"]["ContractKind"];
            currencyCode: string;
            activeVersionId: number | null;
            /** @description The number of the version in force, or null when none is active yet. */
            activeVersionNumber: number | null;
            /** Format: date */
            activeValidFrom: string | null;
            /** Format: date */
            activeValidTo: string | null;
            hasDraft: boolean;
            version: components["schemas"]["RowVersion"];
        };
        SalesContractListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["ContractSummary"][];
        };
        /**
         * @description draft (edited in place, one at a time) → active (one at a time, never changes) → retired.
         * @enum {string}
         */
        ContractVersionStatus: "draft" | "active" | "retired";
        ContractVersionRecord: {
            id: components["schemas"]["EntityId"];
            number: number;
            status: components["schemas"]["ContractVersionStatus"];
            validFrom: components["schemas"]["IsoDate"];
            validTo: components["schemas"]["IsoDate"];
            body: components["schemas"]["ContractBody"];
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            /** Format: date-time */
            activatedAt: string | null;
            activatedBy: string;
        };
        /** @description A contract with all its versions, newest first, bodies included. */
        ContractRecord: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            companyProfileId: components["schemas"]["EntityId"];
            companyName: string;
            kind: components["schemas"]["ContractKind"];
            currencyCode: string;
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            version: components["schemas"]["RowVersion"];
            versions: components["schemas"]["ContractVersionRecord"][];
        };
        SalesContractGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["ContractRecord"][];
        };
        SalesContractSaveResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "save";
                requestId?: string;
            };
            data: components["schemas"]["ContractRecord"][];
        };
        SalesContractActivateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "activate";
                requestId?: string;
            };
            data: components["schemas"]["ContractRecord"][];
        };
        ContractRefusedQuote: {
            /** @constant */
            status: "refused";
            /** @description The contract's code. */
            contractId: string;
            versionNo: number;
            reasons: {
                /** @enum {string} */
                code: "invalid-contract" | "invalid-request" | "outside-validity" | "closed-to-arrival" | "closed-to-departure" | "min-stay" | "no-season" | "no-rate" | "no-public-rate" | "child-age-not-covered";
                message: string;
                date?: components["schemas"]["IsoDate"];
                ruleId?: string;
                path?: string;
            }[];
        };
        /** @description The engine's QuoteResult as it is (priced with every night's explanation, or refused with the reasons: CTA/CTD, minimum stay, outside validity, no rate, …), with the version that gave it. */
        ContractQuote: {
            contractId: components["schemas"]["EntityId"];
            contractVersionId: components["schemas"]["EntityId"];
            versionNumber: number;
            result: components["schemas"]["ContractPricedQuote"] | components["schemas"]["ContractRefusedQuote"];
        };
        SalesContractQuoteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "quote";
                requestId?: string;
            };
            data: components["schemas"]["ContractQuote"][];
        };
        /**
         * @description The kind of contract the policy is for; a contract of the other kind cannot take it.
         * @enum {string}
         */
        CancellationAppliesTo: "static" | "dynamic";
        CancellationPolicyFilter: {
            appliesTo?: components["schemas"]["CancellationAppliesTo"];
        };
        SalesCancellationPolicyListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["CancellationPolicyFilter"][];
        };
        SalesCancellationPolicyGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description What a band or a no-show charges: the first N nights of the stay (at most the nights it has), a percentage of the stay's room revenue (rounded half up once), or a fixed amount per stay (in the currency the stay is priced in). */
        CancellationCharge: {
            /** @constant */
            kind: "nights";
            nights: number;
        } | {
            /** @constant */
            kind: "percent";
            /** @description 0 to 100, at most two decimals ('50', '12.5'). */
            percent: string;
        } | {
            /** @constant */
            kind: "fixed";
            amount: components["schemas"]["Money"];
        };
        /** @description The arrival dates a season covers, both included. */
        CancellationArrivals: {
            from: components["schemas"]["IsoDate"];
            to: components["schemas"]["IsoDate"];
        };
        /** @description Days before arrival from `fromDays` (the most; null: any number more) down to `toDays` (the fewest; 0 is the day of arrival), both included. Bands of a season never overlap. */
        CancellationBand: {
            fromDays: number | null;
            toDays: number;
            charge: components["schemas"]["CancellationCharge"];
        };
        /** @description A season chosen by the stay's arrival date; seasons of a policy never overlap. */
        CancellationSeason: {
            code: string;
            name?: string;
            arrivals: components["schemas"]["CancellationArrivals"];
            bands: components["schemas"]["CancellationBand"][];
        };
        /** @description The whole policy: a new one (no id or version) or an existing one (its id and the row version read: 409 STALE_VERSION when stale). Seasons and bands are replaced by what is sent. */
        CancellationPolicySave: {
            id?: components["schemas"]["EntityId"];
            version?: components["schemas"]["RowVersion"];
            code: string;
            name: string;
            appliesTo: components["schemas"]["CancellationAppliesTo"];
            noShow: components["schemas"]["CancellationCharge"] | null;
            seasons: components["schemas"]["CancellationSeason"][];
        };
        SalesCancellationPolicySaveRequest: {
            apiRequest: {
                /** @constant */
                action: "save";
            };
            data: components["schemas"]["CancellationPolicySave"][];
        };
        CancellationPolicyRemove: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
        };
        SalesCancellationPolicyRemoveRequest: {
            apiRequest: {
                /** @constant */
                action: "remove";
            };
            data: components["schemas"]["CancellationPolicyRemove"][];
        };
        CancellationAssignmentFilter: {
            kind: components["schemas"]["CancellationAppliesTo"];
        };
        SalesCancellationPolicyAssignmentsRequest: {
            apiRequest: {
                /** @constant */
                action: "assignments";
            };
            data: components["schemas"]["CancellationAssignmentFilter"][];
        };
        /** @description Gives a contract a policy of its own kind, or none (null). `version` is the contract's row version read (409 STALE_VERSION when stale). */
        CancellationAssign: {
            contractId: components["schemas"]["EntityId"];
            policyId: number | null;
            version: components["schemas"]["RowVersion"];
        };
        SalesCancellationPolicyAssignRequest: {
            apiRequest: {
                /** @constant */
                action: "assign";
            };
            data: components["schemas"]["CancellationAssign"][];
        };
        CancellationFeeRequest: {
            reservationId: components["schemas"]["EntityId"];
        };
        SalesCancellationPolicyFeeRequest: {
            apiRequest: {
                /** @constant */
                action: "fee";
            };
            data: components["schemas"]["CancellationFeeRequest"][];
        };
        CancellationPolicySummary: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            appliesTo: components["schemas"]["CancellationAppliesTo"];
            noShow: components["schemas"]["CancellationCharge"] | null;
            seasonCount: number;
            /** @description The contracts that use the policy (it cannot be removed while any does). */
            contractCount: number;
            version: components["schemas"]["RowVersion"];
        };
        SalesCancellationPolicyListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["CancellationPolicySummary"][];
        };
        CancellationContractRef: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            kind: components["schemas"]["CancellationAppliesTo"];
        };
        /** @description A policy with its seasons (in their order, each with its bands) and the contracts using it. */
        CancellationPolicyRecord: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            appliesTo: components["schemas"]["CancellationAppliesTo"];
            noShow: components["schemas"]["CancellationCharge"] | null;
            seasons: components["schemas"]["CancellationSeason"][];
            contracts: components["schemas"]["CancellationContractRef"][];
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            version: components["schemas"]["RowVersion"];
        };
        SalesCancellationPolicyGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["CancellationPolicyRecord"][];
        };
        SalesCancellationPolicySaveResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "save";
                requestId?: string;
            };
            data: components["schemas"]["CancellationPolicyRecord"][];
        };
        SalesCancellationPolicyRemoveResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "remove";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description A contract of the kind asked for, with its cancellation policy (or none). */
        CancellationAssignment: {
            contractId: components["schemas"]["EntityId"];
            contractCode: string;
            contractName: string;
            companyName: string;
            kind: components["schemas"]["CancellationAppliesTo"];
            policyId: number | null;
            policyCode: string | null;
            policyName: string | null;
            /** @description The contract's row version (assigning a policy changes the contract). */
            version: components["schemas"]["RowVersion"];
        };
        SalesCancellationPolicyAssignmentsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "assignments";
                requestId?: string;
            };
            data: components["schemas"]["CancellationAssignment"][];
        };
        SalesCancellationPolicyAssignResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "assign";
                requestId?: string;
            };
            data: components["schemas"]["CancellationAssignment"][];
        };
        /** @description How the charge that set the fee worked out on the stay. */
        CancellationFeeComputation: {
            charge: components["schemas"]["CancellationCharge"];
            stayNights: number;
            stayTotal: string;
            /** @description For a nights charge, the nights it took. */
            chargedNights?: {
                date: components["schemas"]["IsoDate"];
                amount: string;
            }[];
            amount: string;
        };
        /** @description The engine's answer for one stay (@pms/domain/cancellation CancellationFee): the fee, the outcome (charged, zero-charge, before-bands, no-season, no-no-show-charge, invalid-policy), the policy, the days before arrival on the hotel date, the season of the arrival, the band the day falls in and the band whose charge set the fee (a band further from arrival when it charges more: a fee never falls as arrival nears), how it was worked out, and the same in English words. */
        CancellationFeeExplanation: {
            /** @enum {string} */
            occasion: "cancellation" | "no-show";
            fee: string;
            /** @enum {string} */
            outcome: "charged" | "zero-charge" | "before-bands" | "no-season" | "no-no-show-charge" | "invalid-policy";
            policy: {
                code: string;
                name: string;
            };
            daysBeforeArrival: number;
            season: null | {
                code: string;
                name?: string;
                arrivals: components["schemas"]["CancellationArrivals"];
            };
            band: null | components["schemas"]["CancellationBand"];
            decidingBand: null | components["schemas"]["CancellationBand"];
            computation: null | components["schemas"]["CancellationFeeComputation"];
            message: string;
        };
        /** @description One stay's fee: by the cancellation policy of the contract that priced it (`policy`), or by the hotel's rule (`house`: the first night when cancelled within one day of arrival, else nothing) when the stay has no contract (`no-contract`) or its contract no policy (`contract-without-policy`). */
        CancellationStayFee: {
            stayId: components["schemas"]["EntityId"];
            lineNumber: number;
            roomTypeCode: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            contract: null | components["schemas"]["CancellationContractRef"];
            /** @enum {string} */
            rule: "policy" | "house";
            /** @enum {string} */
            reason: "contract-policy" | "no-contract" | "contract-without-policy";
            fee: string;
            explanation: components["schemas"]["CancellationFeeExplanation"];
        };
        /** @description The fee proposed for cancelling a reservation on the hotel date: per stay still to arrive and in total. `rule` says which rule gave it: policy (every stay by its contract's policy), house (every stay by the hotel's rule), mixed, or none (no stay left to cancel). */
        CancellationFeeProposal: {
            reservationId: components["schemas"]["EntityId"];
            confirmationNumber: string;
            hotelDate: components["schemas"]["IsoDate"];
            /** @description The currency of the stays' rates (the reservation's rate code, else the local currency). */
            currencyCode: string;
            /** @enum {string} */
            rule: "policy" | "house" | "mixed" | "none";
            total: string;
            stays: components["schemas"]["CancellationStayFee"][];
        };
        SalesCancellationPolicyFeeResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "fee";
                requestId?: string;
            };
            data: components["schemas"]["CancellationFeeProposal"][];
        };
        InventoryLocationListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        InventoryLocationListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        InventoryLocationGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        InventoryLocationSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "kind" | "active";
            descending?: boolean;
        };
        InventoryLocationSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["InventoryLocationSearch"][];
        };
        InventoryLocationCreate: {
            code: string;
            name: string;
            /** @enum {string} */
            kind: "store" | "outlet" | "housekeeping" | "minibar" | "engineering";
            /** @enum {integer} */
            active?: 0 | 1;
        };
        InventoryLocationCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["InventoryLocationCreate"][];
        };
        InventoryLocationUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @enum {string} */
            kind?: "store" | "outlet" | "housekeeping" | "minibar" | "engineering";
            /** @enum {integer} */
            active?: 0 | 1;
        };
        InventoryLocationUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["InventoryLocationUpdate"][];
        };
        InventoryLocationDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        InventoryLocation: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @enum {string} */
            kind: "store" | "outlet" | "housekeeping" | "minibar" | "engineering";
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        InventoryLocationListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["InventoryLocation"][];
        };
        InventoryLocationMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        InventoryLocationListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["InventoryLocationMinimum"][];
        };
        InventoryLocationGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["InventoryLocation"][];
        };
        InventoryLocationPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["InventoryLocation"][];
        };
        InventoryLocationSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["InventoryLocationPage"][];
        };
        InventoryLocationCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["InventoryLocation"][];
        };
        InventoryLocationUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["InventoryLocation"][];
        };
        InventoryLocationDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        ItemCategoryListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        ItemCategoryListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        ItemCategoryGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name. */
        ItemCategorySearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name";
            descending?: boolean;
        };
        ItemCategorySearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["ItemCategorySearch"][];
        };
        ItemCategoryCreate: {
            code: string;
            name: string;
        };
        ItemCategoryCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["ItemCategoryCreate"][];
        };
        ItemCategoryUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
        };
        ItemCategoryUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["ItemCategoryUpdate"][];
        };
        ItemCategoryDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        ItemCategory: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            version: components["schemas"]["RowVersion"];
        };
        ItemCategoryListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["ItemCategory"][];
        };
        ItemCategoryMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
        };
        ItemCategoryListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["ItemCategoryMinimum"][];
        };
        ItemCategoryGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["ItemCategory"][];
        };
        ItemCategoryPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["ItemCategory"][];
        };
        ItemCategorySearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["ItemCategoryPage"][];
        };
        ItemCategoryCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["ItemCategory"][];
        };
        ItemCategoryUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["ItemCategory"][];
        };
        ItemCategoryDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        InventoryItemListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        InventoryItemListMinimumRequest: {
            apiRequest: {
                /** @constant */
                action: "list-minimum";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        InventoryItemGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description One page of the list for the grid (server paging); search matches code or name or unit. */
        InventoryItemSearch: {
            search?: components["schemas"]["SearchText"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
            /** @enum {string} */
            sort?: "code" | "name" | "itemCategoryId" | "unit" | "parLevel" | "active";
            descending?: boolean;
        };
        InventoryItemSearchRequest: {
            apiRequest: {
                /** @constant */
                action: "search";
            };
            data: components["schemas"]["InventoryItemSearch"][];
        };
        InventoryItemCreate: {
            code: string;
            name: string;
            /** @description The item category (id). */
            itemCategoryId: components["schemas"]["EntityId"];
            unit: string;
            /** @description An exact decimal, as a string. */
            parLevel?: string;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        InventoryItemCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["InventoryItemCreate"][];
        };
        InventoryItemUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            code?: string;
            name?: string;
            /** @description The item category (id). */
            itemCategoryId?: components["schemas"]["EntityId"];
            unit?: string;
            /** @description An exact decimal, as a string. */
            parLevel?: string;
            /** @enum {integer} */
            active?: 0 | 1;
        };
        InventoryItemUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["InventoryItemUpdate"][];
        };
        InventoryItemDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        InventoryItem: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            /** @description The item category (id). */
            itemCategoryId: components["schemas"]["EntityId"];
            unit: string;
            /** @description An exact decimal, as a string. */
            parLevel: string;
            /** @enum {integer} */
            active: 0 | 1;
            version: components["schemas"]["RowVersion"];
        };
        InventoryItemListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["InventoryItem"][];
        };
        InventoryItemMinimum: {
            id: components["schemas"]["EntityId"];
            code: string;
            name: string;
            unit: string;
        };
        InventoryItemListMinimumResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-minimum";
                requestId?: string;
            };
            data: components["schemas"]["InventoryItemMinimum"][];
        };
        InventoryItemGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["InventoryItem"][];
        };
        InventoryItemPage: {
            /** @description Rows matching the search, on all pages. */
            total: number;
            offset: number;
            rows: components["schemas"]["InventoryItem"][];
        };
        InventoryItemSearchResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "search";
                requestId?: string;
            };
            data: components["schemas"]["InventoryItemPage"][];
        };
        InventoryItemCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["InventoryItem"][];
        };
        InventoryItemUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["InventoryItem"][];
        };
        InventoryItemDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["IdRef"][];
        };
        StockOnHandFilter: {
            locationId?: components["schemas"]["EntityId"];
            itemId?: components["schemas"]["EntityId"];
            itemCategoryId?: components["schemas"]["EntityId"];
        };
        StockOnHandRequest: {
            apiRequest: {
                /** @constant */
                action: "on-hand";
            };
            data: components["schemas"]["StockOnHandFilter"][];
        };
        /** @enum {string} */
        StockDocumentKind: "receipt" | "transfer" | "issue";
        StockDocumentFilter: {
            kind?: components["schemas"]["StockDocumentKind"];
            locationId?: components["schemas"]["EntityId"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            limit?: number;
        };
        StockDocumentsRequest: {
            apiRequest: {
                /** @constant */
                action: "documents";
            };
            data: components["schemas"]["StockDocumentFilter"][];
        };
        /** @description An exact quantity, more than zero, up to three places, as a string. */
        StockQuantity: string;
        /** @description What one unit cost, exact, up to two places, as a string. */
        UnitCost: string;
        ReceiptLine: {
            itemId: components["schemas"]["EntityId"];
            quantity: components["schemas"]["StockQuantity"];
            unitCost: components["schemas"]["UnitCost"];
        };
        /** @description A receipt of a supplier's delivery into a location, all lines in one transaction. The same supplier's document number is received once (409 DUPLICATE). */
        StockReceive: {
            locationId: components["schemas"]["EntityId"];
            supplier: string;
            supplierDocument?: string;
            note?: string;
            lines: components["schemas"]["ReceiptLine"][];
        };
        StockReceiveRequest: {
            apiRequest: {
                /** @constant */
                action: "receive";
            };
            data: components["schemas"]["StockReceive"][];
        };
        MoveLine: {
            itemId: components["schemas"]["EntityId"];
            quantity: components["schemas"]["StockQuantity"];
        };
        /** @description Moves stock from one location to another, all lines or none. */
        StockTransfer: {
            fromLocationId: components["schemas"]["EntityId"];
            toLocationId: components["schemas"]["EntityId"];
            note?: string;
            lines: components["schemas"]["MoveLine"][];
        };
        StockTransferRequest: {
            apiRequest: {
                /** @constant */
                action: "transfer";
            };
            data: components["schemas"]["StockTransfer"][];
        };
        /** @description Takes stock out of a location (used by an outlet, a room, a maintenance order). */
        StockIssue: {
            locationId: components["schemas"]["EntityId"];
            note?: string;
            lines: components["schemas"]["MoveLine"][];
        };
        StockIssueRequest: {
            apiRequest: {
                /** @constant */
                action: "issue";
            };
            data: components["schemas"]["StockIssue"][];
        };
        /** @description An item's stock in one location: the sum of its movements there, valued at the item's weighted average cost. */
        StockOnHand: {
            itemId: components["schemas"]["EntityId"];
            itemCode: string;
            itemName: string;
            unit: string;
            itemCategoryId: components["schemas"]["EntityId"];
            locationId: components["schemas"]["EntityId"];
            locationCode: string;
            locationName: string;
            quantity: string;
            parLevel: string;
            averageCost: string;
            value: string;
        };
        StockOnHandResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "on-hand";
                requestId?: string;
            };
            data: components["schemas"]["StockOnHand"][];
        };
        StockDocumentLine: {
            lineNumber: number;
            itemId: components["schemas"]["EntityId"];
            itemCode: string;
            itemName: string;
            unit: string;
            quantity: string;
            unitCost: string;
            /** @description quantity × unit cost, rounded to the cent. */
            amount: string;
        };
        StockDocument: {
            id: components["schemas"]["EntityId"];
            kind: components["schemas"]["StockDocumentKind"];
            businessDate: components["schemas"]["IsoDate"];
            locationId: components["schemas"]["EntityId"];
            locationName: string;
            toLocationId: components["schemas"]["OptionalId"];
            toLocationName: string;
            supplier: string;
            supplierDocument: string;
            note: string;
            total: string;
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            lines: components["schemas"]["StockDocumentLine"][];
        };
        StockDocumentsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "documents";
                requestId?: string;
            };
            data: components["schemas"]["StockDocument"][];
        };
        StockReceiveResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "receive";
                requestId?: string;
            };
            data: components["schemas"]["StockDocument"][];
        };
        StockTransferResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "transfer";
                requestId?: string;
            };
            data: components["schemas"]["StockDocument"][];
        };
        StockIssueResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "issue";
                requestId?: string;
            };
            data: components["schemas"]["StockDocument"][];
        };
        /**
         * @description keep — the stay keeps its nightly rates; change — the nights from the hotel date on take new rates.
         * @enum {string}
         */
        RatePolicy: "keep" | "change";
        /** @description Moves an in-house stay to another vacant, clean or inspected room, not out of order or out of service, free for the stay's remaining nights, with a reason. A room of another type needs that type's inventory for the remaining nights, as a booking does. The old room becomes vacant dirty. With `ratePolicy` change, `nightlyRates` gives each night from the hotel date to the night before departure. */
        RoomMoveCommand: {
            stayId: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            roomId: components["schemas"]["EntityId"];
            reason: string;
            ratePolicy: components["schemas"]["RatePolicy"];
            nightlyRates?: components["schemas"]["NightlyRate"][];
        };
        RoomMoveMoveRequest: {
            apiRequest: {
                /** @constant */
                action: "move";
            };
            data: components["schemas"]["RoomMoveCommand"][];
        };
        /** @description Moves made on the hotel dates fromDate to toDate, both included (all without). */
        RoomMoveFilter: {
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
        };
        RoomMoveListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["RoomMoveFilter"][];
        };
        RoomMove: {
            id: components["schemas"]["EntityId"];
            stayId: components["schemas"]["EntityId"];
            reservationId: components["schemas"]["EntityId"];
            confirmationNumber: string;
            guestName: string;
            fromRoomId: components["schemas"]["EntityId"];
            fromRoomNumber: string;
            toRoomId: components["schemas"]["EntityId"];
            toRoomNumber: string;
            businessDate: components["schemas"]["IsoDate"];
            reason: string;
            ratePolicy: components["schemas"]["RatePolicy"];
            /** Format: date-time */
            movedAt: string;
            movedBy: string;
        };
        RoomMoveMoveResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "move";
                requestId?: string;
            };
            data: components["schemas"]["RoomMove"][];
        };
        RoomMoveListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["RoomMove"][];
        };
        /**
         * @description new — not yet given to the guest; delivered — given (who and when).
         * @enum {string}
         */
        MessageStatus: "new" | "delivered";
        /** @description One page of messages, newest first: `search` matches the text, who left it, the guest's names, the confirmation number or the room number; `fromDate` / `toDate` bound the hotel date it was taken on (both included). */
        GuestMessageFilter: {
            search?: components["schemas"]["SearchText"];
            status?: components["schemas"]["MessageStatus"];
            reservationId?: components["schemas"]["EntityId"];
            stayId?: components["schemas"]["EntityId"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
        };
        ReceptionMessageListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["GuestMessageFilter"][];
        };
        /** @description A message for the guest of a reservation that is arriving or in house (not cancelled, no-show or checked out), and of one of its stays when known. Needs an Idempotency-Key. */
        GuestMessageCreate: {
            reservationId: components["schemas"]["EntityId"];
            stayId?: components["schemas"]["OptionalId"];
            text: string;
            /** @description Who left the message. */
            fromName: string;
            /** @description How to reach them (telephone, room, e-mail), or empty. */
            fromContact?: string;
        };
        ReceptionMessageCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["GuestMessageCreate"][];
        };
        /** @description Corrects a message not yet delivered. */
        GuestMessageUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            text: string;
            fromName: string;
            fromContact?: string;
        };
        ReceptionMessageUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["GuestMessageUpdate"][];
        };
        /** @description A record and the row version it was read with (a stale one is refused with 409). */
        ReceptionRecordRef: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
        };
        ReceptionMessageDeliverRequest: {
            apiRequest: {
                /** @constant */
                action: "deliver";
            };
            data: components["schemas"]["ReceptionRecordRef"][];
        };
        ReceptionMessagePrintRequest: {
            apiRequest: {
                /** @constant */
                action: "print";
            };
            data: components["schemas"]["ReceptionRecordRef"][];
        };
        GuestMessage: {
            id: components["schemas"]["EntityId"];
            reservationId: components["schemas"]["EntityId"];
            stayId: components["schemas"]["OptionalId"];
            confirmationNumber: string;
            /** @description The reservation's guest as "Last, First". */
            guestName: string;
            /** @description The stay's room (the reservation's rooms without a stay), or empty. */
            roomNumber: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            text: string;
            fromName: string;
            fromContact: string;
            status: components["schemas"]["MessageStatus"];
            businessDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            takenAt: string;
            takenBy: string;
            /** Format: date-time */
            deliveredAt: string | null;
            deliveredBy: string | null;
            /** Format: date-time */
            printedAt: string | null;
            printedBy: string | null;
            version: components["schemas"]["RowVersion"];
        };
        GuestMessagePage: {
            total: number;
            offset: number;
            rows: components["schemas"]["GuestMessage"][];
        };
        ReceptionMessageListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["GuestMessagePage"][];
        };
        ReceptionMessageCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["GuestMessage"][];
        };
        ReceptionMessageUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["GuestMessage"][];
        };
        ReceptionMessageDeliverResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "deliver";
                requestId?: string;
            };
            data: components["schemas"]["GuestMessage"][];
        };
        ReceptionMessagePrintResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "print";
                requestId?: string;
            };
            data: components["schemas"]["GuestMessage"][];
        };
        /** @enum {string} */
        FlagStatus: "open" | "resolved";
        /** @enum {string} */
        FlagKind: "amenity" | "late-check-out" | "early-check-in" | "birthday" | "anniversary" | "vip" | "wake-up" | "other";
        /** @description One page of flags by date (then time): `fromDate` / `toDate` bound the flag's date (both included); `search` matches the text, the guest's names, the confirmation or room number. */
        FlagFilter: {
            search?: components["schemas"]["SearchText"];
            status?: components["schemas"]["FlagStatus"];
            departmentId?: components["schemas"]["EntityId"];
            kind?: components["schemas"]["FlagKind"];
            reservationId?: components["schemas"]["EntityId"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
        };
        ReceptionFlagListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["FlagFilter"][];
        };
        /** @description A time of day, HH:mm (24 hours), or null for none. */
        OptionalTime: string | null;
        /** @description A flag for a department on a date from the hotel date to the reservation's departure, on a reservation that is arriving or in house (and one of its stays when given). Needs an Idempotency-Key. */
        FlagCreate: {
            reservationId: components["schemas"]["EntityId"];
            stayId?: components["schemas"]["OptionalId"];
            departmentId: components["schemas"]["EntityId"];
            kind: components["schemas"]["FlagKind"];
            date: components["schemas"]["IsoDate"];
            time?: components["schemas"]["OptionalTime"];
            text?: string;
        };
        ReceptionFlagCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["FlagCreate"][];
        };
        /** @description Changes an open flag (its department, kind, date, time and text). */
        FlagUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            departmentId: components["schemas"]["EntityId"];
            kind: components["schemas"]["FlagKind"];
            date: components["schemas"]["IsoDate"];
            time?: components["schemas"]["OptionalTime"];
            text?: string;
        };
        ReceptionFlagUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["FlagUpdate"][];
        };
        /** @description Marks an open flag as done, with an optional note. */
        FlagResolve: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            note?: string;
        };
        ReceptionFlagResolveRequest: {
            apiRequest: {
                /** @constant */
                action: "resolve";
            };
            data: components["schemas"]["FlagResolve"][];
        };
        ReceptionFlagReopenRequest: {
            apiRequest: {
                /** @constant */
                action: "reopen";
            };
            data: components["schemas"]["ReceptionRecordRef"][];
        };
        /** @description The flag report (/menu/app/flag-report-reception): every flag dated fromDate to toDate (both included, at most 366 days), of one department and status when given, by date and time. */
        FlagReportCriteria: {
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            departmentId?: components["schemas"]["EntityId"];
            status?: components["schemas"]["FlagStatus"];
        };
        ReceptionFlagReportRequest: {
            apiRequest: {
                /** @constant */
                action: "report";
            };
            data: components["schemas"]["FlagReportCriteria"][];
        };
        Flag: {
            id: components["schemas"]["EntityId"];
            reservationId: components["schemas"]["EntityId"];
            stayId: components["schemas"]["OptionalId"];
            confirmationNumber: string;
            guestName: string;
            roomNumber: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            departmentId: components["schemas"]["EntityId"];
            departmentCode: string;
            departmentName: string;
            kind: components["schemas"]["FlagKind"];
            date: components["schemas"]["IsoDate"];
            time: components["schemas"]["OptionalTime"];
            text: string;
            status: components["schemas"]["FlagStatus"];
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            /** Format: date-time */
            resolvedAt: string | null;
            resolvedBy: string | null;
            resolutionNote: string;
            version: components["schemas"]["RowVersion"];
        };
        FlagPage: {
            total: number;
            offset: number;
            rows: components["schemas"]["Flag"][];
        };
        ReceptionFlagListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["FlagPage"][];
        };
        ReceptionFlagCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Flag"][];
        };
        ReceptionFlagUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Flag"][];
        };
        ReceptionFlagResolveResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "resolve";
                requestId?: string;
            };
            data: components["schemas"]["Flag"][];
        };
        ReceptionFlagReopenResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "reopen";
                requestId?: string;
            };
            data: components["schemas"]["Flag"][];
        };
        FlagReport: {
            hotelName: string;
            hotelDate: components["schemas"]["IsoDate"];
            /** Format: date-time */
            generatedAt: string;
            rows: components["schemas"]["Flag"][];
        };
        ReceptionFlagReportResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "report";
                requestId?: string;
            };
            data: components["schemas"]["FlagReport"][];
        };
        /** @enum {string} */
        LostFoundStatus: "stored" | "returned" | "disposed";
        /** @description One page of items, latest found first: `fromDate` / `toDate` bound the date found (both included); `search` matches the item, its description, the place, the finder, who it went back to, the room number or the guest's names. */
        LostFoundFilter: {
            search?: components["schemas"]["SearchText"];
            status?: components["schemas"]["LostFoundStatus"];
            keepAtId?: components["schemas"]["EntityId"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
        };
        ReceptionLostFoundListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["LostFoundFilter"][];
        };
        /** @description Records a found item (stored); needs an Idempotency-Key. The item as found: found on a date up to the hotel date, in a room or a place (one of them at least), by someone; linked to a reservation (and one of its stays) when its owner is known; kept at a place of the keep-at list. */
        LostFoundCreate: {
            item: string;
            description?: string;
            foundOn: components["schemas"]["IsoDate"];
            foundTime?: components["schemas"]["OptionalTime"];
            foundPlace?: string;
            foundBy: string;
            roomId?: components["schemas"]["OptionalId"];
            reservationId?: components["schemas"]["OptionalId"];
            stayId?: components["schemas"]["OptionalId"];
            keepAtId: components["schemas"]["EntityId"];
        };
        ReceptionLostFoundCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["LostFoundCreate"][];
        };
        /** @description Corrects an item still stored. */
        LostFoundUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            item: string;
            description?: string;
            foundOn: components["schemas"]["IsoDate"];
            foundTime?: components["schemas"]["OptionalTime"];
            foundPlace?: string;
            foundBy: string;
            roomId?: components["schemas"]["OptionalId"];
            reservationId?: components["schemas"]["OptionalId"];
            stayId?: components["schemas"]["OptionalId"];
            keepAtId: components["schemas"]["EntityId"];
        };
        ReceptionLostFoundUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["LostFoundUpdate"][];
        };
        /** @description returned — given back on `date` (from the date found to the hotel date) to `returnedTo`; disposed — thrown away or donated on `date`; stored — takes a return or disposal back. */
        LostFoundStatusChange: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            status: components["schemas"]["LostFoundStatus"];
            date?: components["schemas"]["IsoDate"];
            returnedTo?: string;
            note?: string;
        };
        ReceptionLostFoundSetStatusRequest: {
            apiRequest: {
                /** @constant */
                action: "set-status";
            };
            data: components["schemas"]["LostFoundStatusChange"][];
        };
        LostFoundItem: {
            id: components["schemas"]["EntityId"];
            item: string;
            description: string;
            foundOn: components["schemas"]["IsoDate"];
            foundTime: components["schemas"]["OptionalTime"];
            foundPlace: string;
            foundBy: string;
            roomId: components["schemas"]["OptionalId"];
            roomNumber: string;
            reservationId: components["schemas"]["OptionalId"];
            stayId: components["schemas"]["OptionalId"];
            confirmationNumber: string;
            guestName: string;
            keepAtId: components["schemas"]["EntityId"];
            keepAtName: string;
            status: components["schemas"]["LostFoundStatus"];
            /** Format: date */
            returnedOn: string | null;
            returnedTo: string | null;
            /** Format: date */
            disposedOn: string | null;
            statusNote: string;
            /** Format: date-time */
            recordedAt: string;
            recordedBy: string;
            version: components["schemas"]["RowVersion"];
        };
        LostFoundPage: {
            total: number;
            offset: number;
            rows: components["schemas"]["LostFoundItem"][];
        };
        ReceptionLostFoundListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["LostFoundPage"][];
        };
        ReceptionLostFoundCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["LostFoundItem"][];
        };
        ReceptionLostFoundUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["LostFoundItem"][];
        };
        ReceptionLostFoundSetStatusResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "set-status";
                requestId?: string;
            };
            data: components["schemas"]["LostFoundItem"][];
        };
        /** @enum {string} */
        TransferDirection: "pick-up" | "drop-off";
        /** @enum {string} */
        TransferStatus: "requested" | "confirmed" | "done" | "no-show" | "cancelled";
        /** @description One page of transfers by date and time: `fromDate` / `toDate` bound the transfer's date (both included); `search` matches the guest's names, the confirmation or room number, the flight, the place or the vehicle. */
        TransferFilter: {
            search?: components["schemas"]["SearchText"];
            direction?: components["schemas"]["TransferDirection"];
            status?: components["schemas"]["TransferStatus"];
            reservationId?: components["schemas"]["EntityId"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
        };
        ReceptionTransferListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["TransferFilter"][];
        };
        /** @description A transfer for a reservation that is arriving or in house (and one of its stays when given), on a date from the hotel date on. Needs an Idempotency-Key. */
        TransferCreate: {
            reservationId: components["schemas"]["EntityId"];
            stayId?: components["schemas"]["OptionalId"];
            direction: components["schemas"]["TransferDirection"];
            date: components["schemas"]["IsoDate"];
            time?: components["schemas"]["OptionalTime"];
            /** @description Where the guests are picked up or dropped off (airport, station), or empty. */
            place?: string;
            flight?: string;
            vehicle?: string;
            pax: number;
            remark?: string;
        };
        ReceptionTransferCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["TransferCreate"][];
        };
        /** @description Changes a transfer still requested or confirmed. */
        TransferUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            direction: components["schemas"]["TransferDirection"];
            date: components["schemas"]["IsoDate"];
            time?: components["schemas"]["OptionalTime"];
            place?: string;
            flight?: string;
            vehicle?: string;
            pax: number;
            remark?: string;
        };
        ReceptionTransferUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["TransferUpdate"][];
        };
        /** @description confirmed — from requested; done or no-show — from requested or confirmed, on or after the transfer's date. */
        TransferStatusChange: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            /** @enum {string} */
            status: "confirmed" | "done" | "no-show";
        };
        ReceptionTransferSetStatusRequest: {
            apiRequest: {
                /** @constant */
                action: "set-status";
            };
            data: components["schemas"]["TransferStatusChange"][];
        };
        ReceptionTransferCancelRequest: {
            apiRequest: {
                /** @constant */
                action: "cancel";
            };
            data: components["schemas"]["ReceptionRecordRef"][];
        };
        Transfer: {
            id: components["schemas"]["EntityId"];
            reservationId: components["schemas"]["EntityId"];
            stayId: components["schemas"]["OptionalId"];
            confirmationNumber: string;
            guestName: string;
            roomNumber: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            direction: components["schemas"]["TransferDirection"];
            date: components["schemas"]["IsoDate"];
            time: components["schemas"]["OptionalTime"];
            place: string;
            flight: string;
            vehicle: string;
            pax: number;
            remark: string;
            status: components["schemas"]["TransferStatus"];
            /** Format: date-time */
            statusChangedAt: string | null;
            statusChangedBy: string | null;
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            version: components["schemas"]["RowVersion"];
        };
        TransferPage: {
            total: number;
            offset: number;
            rows: components["schemas"]["Transfer"][];
        };
        ReceptionTransferListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["TransferPage"][];
        };
        ReceptionTransferCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Transfer"][];
        };
        ReceptionTransferUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Transfer"][];
        };
        ReceptionTransferSetStatusResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "set-status";
                requestId?: string;
            };
            data: components["schemas"]["Transfer"][];
        };
        ReceptionTransferCancelResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "cancel";
                requestId?: string;
            };
            data: components["schemas"]["Transfer"][];
        };
        /** @description The window: `days` nights from `fromDate` (the screen starts at the hotel date). The room filters narrow the rooms; `roomTypeId` narrows the unassigned stays too. */
        RoomRackQuery: {
            fromDate: components["schemas"]["IsoDate"];
            days: number;
            roomTypeId?: components["schemas"]["EntityId"];
            floorId?: components["schemas"]["EntityId"];
            buildingId?: components["schemas"]["EntityId"];
        };
        RoomRackGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["RoomRackQuery"][];
        };
        /** @description A room out of order for the nights [fromDate, toDate). */
        RoomRackOutOfOrder: {
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            reason: string;
        };
        RoomRackRoom: {
            id: components["schemas"]["EntityId"];
            roomNumber: string;
            roomTypeId: components["schemas"]["EntityId"];
            roomTypeCode: string;
            floorId: components["schemas"]["EntityId"];
            floorName: string;
            buildingId: components["schemas"]["EntityId"];
            buildingName: string;
            housekeepingStatus: components["schemas"]["HousekeepingStatus"];
            /** @description Out of service now (sellable, but given to no guest until back on service). */
            outOfService: boolean;
            outOfServiceReason: string;
            /** @description The room's out-of-order periods that overlap the window, by start. */
            outOfOrder: components["schemas"]["RoomRackOutOfOrder"][];
        };
        RoomRackStay: {
            stayId: components["schemas"]["EntityId"];
            /** @description The booking to open (/menu/app/edit-reservation/{reservationId}). */
            reservationId: components["schemas"]["EntityId"];
            confirmationNumber: string;
            /** @description The first registered guest, or else the booker guest, as "Last, First". */
            guestName: string;
            status: components["schemas"]["ReservationStatus"];
            roomTypeId: components["schemas"]["EntityId"];
            roomTypeCode: string;
            /** @description The room the stay holds, or null while it has none (the unassigned panel). */
            roomId: components["schemas"]["OptionalId"];
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            adults: number;
            children: number;
            vipLevel: number;
            /** @description Undelivered guest messages for this stay or its reservation as a whole. */
            openMessages: number;
            /** @description Open flags (traces) on this stay or its reservation as a whole. */
            openFlags: number;
            /** @description Not yet in house and arriving on the hotel date. */
            dueIn: boolean;
            /** @description In house and leaving on (or before) the hotel date. */
            dueOut: boolean;
            version: components["schemas"]["RowVersion"];
        };
        RoomRack: {
            hotelDate: components["schemas"]["IsoDate"];
            fromDate: components["schemas"]["IsoDate"];
            days: number;
            /** @description The rooms in use, by room number. */
            rooms: components["schemas"]["RoomRackRoom"][];
            /** @description The stays overlapping the window, by arrival; those with a null roomId are unassigned. */
            stays: components["schemas"]["RoomRackStay"][];
        };
        RoomRackGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["RoomRack"][];
        };
        CashierShiftCurrentRequest: {
            apiRequest: {
                /** @constant */
                action: "current";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        /** @enum {string} */
        ShiftName: "AM" | "PM" | "Night";
        CashierShiftOpen: {
            shift: components["schemas"]["ShiftName"];
        };
        CashierShiftOpenRequest: {
            apiRequest: {
                /** @constant */
                action: "open";
            };
            data: components["schemas"]["CashierShiftOpen"][];
        };
        "CurrencyCode-2": string;
        /** @description The cash counted in one currency at the close. */
        CashCount: {
            currencyCode: components["schemas"]["CurrencyCode-2"];
            counted: components["schemas"]["Money"];
        };
        /** @description Closes the caller's open shift (id) with the cash counted per currency: every currency that took cash payments in the shift must be counted (zero is a count). */
        CashierShiftClose: {
            id: components["schemas"]["EntityId"];
            counts: components["schemas"]["CashCount"][];
        };
        CashierShiftCloseRequest: {
            apiRequest: {
                /** @constant */
                action: "close";
            };
            data: components["schemas"]["CashierShiftClose"][];
        };
        /** @description One page of shifts, newest first, by hotel date (both ends included) and status. */
        CashierShiftFilter: {
            /** @description Only this shift (its review screen). */
            id?: components["schemas"]["EntityId"];
            fromDate?: components["schemas"]["IsoDate"];
            toDate?: components["schemas"]["IsoDate"];
            /** @enum {string} */
            status?: "open" | "closed";
            cashier?: string;
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
        };
        CashierShiftListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["CashierShiftFilter"][];
        };
        CashierShiftSummaryRequest: {
            apiRequest: {
                /** @constant */
                action: "summary";
            };
            data: components["schemas"]["IdRef"][];
        };
        /** @description The non-void payments of a shift in one payment type and tendered currency. */
        ShiftPaymentTotal: {
            paymentTypeId: components["schemas"]["EntityId"];
            paymentTypeCode: string;
            paymentKind: string;
            currencyCode: components["schemas"]["CurrencyCode-2"];
            amount: components["schemas"]["SignedMoney"];
            localAmount: components["schemas"]["SignedMoney"];
        };
        ShiftCashCount: {
            currencyCode: components["schemas"]["CurrencyCode-2"];
            expected: components["schemas"]["SignedMoney"];
            counted: components["schemas"]["SignedMoney"];
            /** @description counted minus expected. */
            difference: components["schemas"]["SignedMoney"];
        };
        /** @description A shift. While open, totals are the live figures; once closed, the figures frozen at the close (counts only then). */
        CashierShift: {
            id: components["schemas"]["EntityId"];
            shift: components["schemas"]["ShiftName"];
            hotelDate: components["schemas"]["IsoDate"];
            cashier: string;
            /** @enum {string} */
            status: "open" | "closed";
            /** Format: date-time */
            openedAt: string;
            /** Format: date-time */
            closedAt: string | null;
            closedBy: string | null;
            totals: components["schemas"]["ShiftPaymentTotal"][];
            counts: components["schemas"]["ShiftCashCount"][];
        };
        CashierShiftCurrentResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "current";
                requestId?: string;
            };
            data: components["schemas"]["CashierShift"][];
        };
        CashierShiftOpenResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "open";
                requestId?: string;
            };
            data: components["schemas"]["CashierShift"][];
        };
        CashierShiftCloseResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "close";
                requestId?: string;
            };
            data: components["schemas"]["CashierShift"][];
        };
        CashierShiftPage: {
            total: number;
            offset: number;
            rows: components["schemas"]["CashierShift"][];
        };
        CashierShiftListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["CashierShiftPage"][];
        };
        /** @description The shift's non-void postings of one transaction code and kind, transfers left out (a transfer moves a posting, it takes nothing in). */
        ShiftCodeTotal: {
            transactionCodeId: components["schemas"]["EntityId"];
            transactionCode: string;
            name: string;
            /** @enum {string} */
            kind: "charge" | "payment";
            count: number;
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            total: components["schemas"]["SignedMoney"];
        };
        /** @description One shift's postings by transaction code, with what was voided and how many transfer halves it made. The shift's totals per payment type and currency are on the shift itself. */
        CashierShiftSummary: {
            shiftId: components["schemas"]["EntityId"];
            codes: components["schemas"]["ShiftCodeTotal"][];
            voidCount: number;
            /** @description The sum of the voided postings' totals (charges positive, payments negative). */
            voidTotal: components["schemas"]["SignedMoney"];
            transferCount: number;
        };
        CashierShiftSummaryResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "summary";
                requestId?: string;
            };
            data: components["schemas"]["CashierShiftSummary"][];
        };
        /** @description A folio by id, or a stay's guest folio by the stay id (exactly one of the two). */
        FolioRef: {
            folioId?: components["schemas"]["EntityId"];
            stayId?: components["schemas"]["EntityId"];
        };
        CashierFolioGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["FolioRef"][];
        };
        /** @description The folio window (1 guest, 2 company, 3 extras, …); 1 when left out. */
        WindowNumber: number;
        /** @description A charge by transaction code to a folio or to an in-house stay's folio (made on first use). Tax and service charge are computed per line from the code and the hotel's tax types, rounded half up to 2 decimals. Needs an Idempotency-Key. */
        CashierCharge: {
            folioId?: components["schemas"]["EntityId"];
            stayId?: components["schemas"]["EntityId"];
            window?: components["schemas"]["WindowNumber"];
            transactionCodeId: components["schemas"]["EntityId"];
            quantity: number;
            unitAmount: components["schemas"]["Money"];
            /** @description What the guest reads; the transaction code's name when left out. */
            description?: string;
            reference?: string;
        };
        CashierFolioPostRequest: {
            apiRequest: {
                /** @constant */
                action: "post";
            };
            data: components["schemas"]["CashierCharge"][];
        };
        /** @description A payment by payment type, tendered in the payment type's currency (the local one when it has none) and turned local at that currency's buying rate on the hotel date, kept on the posting. Needs an Idempotency-Key. */
        CashierPayment: {
            folioId?: components["schemas"]["EntityId"];
            stayId?: components["schemas"]["EntityId"];
            window?: components["schemas"]["WindowNumber"];
            paymentTypeId: components["schemas"]["EntityId"];
            amount: components["schemas"]["Money"];
            reference?: string;
        };
        CashierFolioPayRequest: {
            apiRequest: {
                /** @constant */
                action: "pay";
            };
            data: components["schemas"]["CashierPayment"][];
        };
        /** @description A posting and why it is voided or corrected. */
        PostingReason: {
            postingId: components["schemas"]["EntityId"];
            reason: string;
        };
        CashierFolioVoidRequest: {
            apiRequest: {
                /** @constant */
                action: "void";
            };
            data: components["schemas"]["PostingReason"][];
        };
        CashierFolioCorrectRequest: {
            apiRequest: {
                /** @constant */
                action: "correct";
            };
            data: components["schemas"]["PostingReason"][];
        };
        /** @description Moves postings to another window of the same folio or to another folio (by folio id, or a stay's folio by stay id): each one becomes a pair, out of its window and into the target, in one transaction. Needs an Idempotency-Key. */
        CashierTransfer: {
            postingIds: components["schemas"]["EntityId"][];
            toFolioId?: components["schemas"]["EntityId"];
            toStayId?: components["schemas"]["EntityId"];
            toWindow: components["schemas"]["WindowNumber"];
        };
        CashierFolioTransferRequest: {
            apiRequest: {
                /** @constant */
                action: "transfer";
            };
            data: components["schemas"]["CashierTransfer"][];
        };
        CashierFolioCheckoutRequest: {
            apiRequest: {
                /** @constant */
                action: "checkout";
            };
            data: components["schemas"]["StayRef"][];
        };
        CashierFolioReverseCheckoutRequest: {
            apiRequest: {
                /** @constant */
                action: "reverse-checkout";
            };
            data: components["schemas"]["StayRef"][];
        };
        /** @description One page of folios (and of in-house stays not charged yet, which have no folio so far), found by room number, guest, company or house-account name (accents and case aside), kind and status. Open folios first, then by room number and name. */
        FolioFilter: {
            search?: string;
            /** @enum {string} */
            ownerKind?: "stay" | "reservation" | "company" | "house";
            /** @enum {string} */
            status?: "open" | "closed";
            offset?: components["schemas"]["PageOffset"];
            limit?: components["schemas"]["PageLimit"];
        };
        CashierFolioListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["FolioFilter"][];
        };
        /** @description Opens a reservation's deposit ledger (reservationId), a company's accounts-receivable folio (companyId) or a named house account (name). Idempotent by that natural key: opening one that exists answers it unchanged. */
        FolioOpen: {
            /** @enum {string} */
            ownerKind: "reservation" | "company" | "house";
            reservationId?: components["schemas"]["EntityId"];
            companyId?: components["schemas"]["EntityId"];
            name?: string;
        };
        CashierFolioOpenRequest: {
            apiRequest: {
                /** @constant */
                action: "open";
            };
            data: components["schemas"]["FolioOpen"][];
        };
        /** @description A house or company folio to close (only at a zero balance in every window) or reopen. */
        FolioId: {
            folioId: components["schemas"]["EntityId"];
        };
        CashierFolioCloseRequest: {
            apiRequest: {
                /** @constant */
                action: "close";
            };
            data: components["schemas"]["FolioId"][];
        };
        CashierFolioReopenRequest: {
            apiRequest: {
                /** @constant */
                action: "reopen";
            };
            data: components["schemas"]["FolioId"][];
        };
        /** @description One window of a folio, as printed on an invoice. */
        InvoiceRef: {
            folioId: components["schemas"]["EntityId"];
            window: components["schemas"]["WindowNumber"];
        };
        CashierFolioInvoiceRequest: {
            apiRequest: {
                /** @constant */
                action: "invoice";
            };
            data: components["schemas"]["InvoiceRef"][];
        };
        FolioWindow: {
            window: components["schemas"]["WindowNumber"];
            balance: components["schemas"]["SignedMoney"];
        };
        Posting: {
            id: components["schemas"]["EntityId"];
            folioId: components["schemas"]["EntityId"];
            window: components["schemas"]["WindowNumber"];
            hotelDate: components["schemas"]["IsoDate"];
            /** @enum {string} */
            kind: "charge" | "payment";
            transactionCodeId: components["schemas"]["EntityId"];
            transactionCode: string;
            paymentTypeId: number | null;
            description: string;
            quantity: number;
            unitAmount: components["schemas"]["SignedMoney"];
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            /** @description netAmount + serviceCharge + tax in local currency; negative for a payment. */
            total: components["schemas"]["SignedMoney"];
            currencyCode: components["schemas"]["CurrencyCode-2"];
            /** @description A payment's amount in the currency tendered; null for a charge. */
            foreignAmount: string | null;
            /** @description Local currency for one unit of currencyCode, as used (6 decimals). */
            exchangeRate: string;
            shiftId: components["schemas"]["EntityId"];
            shift: components["schemas"]["ShiftName"];
            cashier: string;
            reference: string;
            void: boolean;
            voidReason: string | null;
            voidedBy: string | null;
            /** Format: date-time */
            voidedAt: string | null;
            correctionOf: number | null;
            correctionReason: string | null;
            transferOf: number | null;
            /** @enum {string|null} */
            transferSide: "out" | "in" | null;
            /** @description The routing instruction that sent the charge to this folio and window (null when none did). */
            routingInstructionId?: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A folio with its windows (at least 1 to 4, and any other in use), each with its balance, its postings oldest first (void ones too, flagged) and the total balance. A stay without a folio yet answers id null and no postings. */
        Folio: {
            id: number | null;
            /** @enum {string} */
            ownerKind: "stay" | "reservation" | "company" | "house";
            stayId: number | null;
            reservationId: number | null;
            companyId: number | null;
            name: string;
            /** @enum {string} */
            status: "open" | "closed";
            roomNumber: string;
            guestName: string;
            /** @description The company of the folio, or of the stay's or reservation's booking ('' when none). */
            companyName?: string;
            /** Format: date */
            arrival?: string | null;
            /** Format: date */
            departure?: string | null;
            stayStatus?: string | null;
            confirmationNumber?: string;
            windows: components["schemas"]["FolioWindow"][];
            postings: components["schemas"]["Posting"][];
            balance: components["schemas"]["SignedMoney"];
        };
        CashierFolioGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Folio"][];
        };
        CashierFolioPostResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "post";
                requestId?: string;
            };
            data: components["schemas"]["Posting"][];
        };
        CashierFolioPayResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "pay";
                requestId?: string;
            };
            data: components["schemas"]["Posting"][];
        };
        CashierFolioVoidResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "void";
                requestId?: string;
            };
            data: components["schemas"]["Posting"][];
        };
        CashierFolioCorrectResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "correct";
                requestId?: string;
            };
            data: components["schemas"]["Posting"][];
        };
        CashierFolioTransferResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "transfer";
                requestId?: string;
            };
            data: components["schemas"]["Posting"][];
        };
        /** @description A stay leaving: its room, guest and dates, its guest folio's windows (1 to 4 always, and any other in use) with their balances, and for a checked-out stay who checked it out and when. */
        Departure: {
            stayId: components["schemas"]["EntityId"];
            reservationId: components["schemas"]["EntityId"];
            confirmationNumber: string;
            roomNumber: string;
            roomTypeCode: string;
            guestName: string;
            companyName: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            adults: number;
            children: number;
            /** @enum {string} */
            status: "in-house" | "checked-out";
            folioId: number | null;
            /** @enum {string|null} */
            folioStatus: "open" | "closed" | null;
            windows: components["schemas"]["FolioWindow"][];
            balance: components["schemas"]["SignedMoney"];
            /** @description The departure date is the hotel date or before it. */
            dueOut: boolean;
            /** Format: date-time */
            checkedOutAt: string | null;
            checkedOutBy: string | null;
            /** Format: date */
            checkedOutOn: string | null;
            /**
             * Format: date
             * @description The departure date the stay had when it left early (its departure became the hotel date).
             */
            earlyDepartureFrom: string | null;
            /** @description Checked out on a hotel date after its departure date. */
            lateCheckOut: boolean;
            /** @description A checked-out stay whose check-out may still be reversed (same hotel date, room free). */
            reversible: boolean;
        };
        CashierFolioCheckoutResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "checkout";
                requestId?: string;
            };
            data: components["schemas"]["Departure"][];
        };
        CashierFolioReverseCheckoutResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "reverse-checkout";
                requestId?: string;
            };
            data: components["schemas"]["Departure"][];
        };
        /** @description A folio with its owner's label and total balance; id null for an in-house stay not charged yet (its folio is made by the first posting). */
        FolioListRow: {
            id: number | null;
            /** @enum {string} */
            ownerKind: "stay" | "reservation" | "company" | "house";
            /** @description Who the folio belongs to as staff read it (guest, company or house-account name). */
            label: string;
            /** @enum {string} */
            status: "open" | "closed";
            stayId: number | null;
            reservationId: number | null;
            companyId: number | null;
            roomNumber: string;
            guestName: string;
            companyName: string;
            /** Format: date */
            arrival: string | null;
            /** Format: date */
            departure: string | null;
            stayStatus: string | null;
            balance: components["schemas"]["SignedMoney"];
        };
        FolioPage: {
            total: number;
            offset: number;
            rows: components["schemas"]["FolioListRow"][];
        };
        CashierFolioListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["FolioPage"][];
        };
        CashierFolioOpenResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "open";
                requestId?: string;
            };
            data: components["schemas"]["Folio"][];
        };
        CashierFolioCloseResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "close";
                requestId?: string;
            };
            data: components["schemas"]["Folio"][];
        };
        CashierFolioReopenResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "reopen";
                requestId?: string;
            };
            data: components["schemas"]["Folio"][];
        };
        /** @description What the hotel prints on its invoices (hotel detail). */
        InvoiceHotel: {
            name: string;
            legalName: string;
            addressLines: string[];
            phone: string;
            email: string;
            website: string;
            taxId: string;
            branchNumber: string;
            currencyCode: string;
        };
        /** @description A non-void posting of the window. A posting moved out of the window and its out half are left off (they cancel); the in half of a transfer shows as the line it brings. */
        InvoiceLine: {
            postingId: components["schemas"]["EntityId"];
            hotelDate: components["schemas"]["IsoDate"];
            /** @enum {string} */
            kind: "charge" | "payment";
            transactionCode: string;
            description: string;
            quantity: number;
            unitAmount: components["schemas"]["SignedMoney"];
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            total: components["schemas"]["SignedMoney"];
            reference: string;
            currencyCode: string;
            foreignAmount: string | null;
            exchangeRate: string;
        };
        /** @description What a printed invoice of one folio window needs. Totals add up the lines exactly: charges = net + service charge + tax, payments are negative, balance = charges + payments. */
        Invoice: {
            hotel: components["schemas"]["InvoiceHotel"];
            folioId: components["schemas"]["EntityId"];
            window: components["schemas"]["WindowNumber"];
            /** @enum {string} */
            ownerKind: "stay" | "reservation" | "company" | "house";
            /** @description Who the window's invoice is made out to (the guest, the company or the house account). */
            billTo: string;
            guestName: string;
            companyName: string;
            roomNumber: string;
            /** Format: date */
            arrival: string | null;
            /** Format: date */
            departure: string | null;
            confirmationNumber: string;
            /** @description The hotel date the invoice is made on. */
            printedOn: components["schemas"]["IsoDate"];
            lines: components["schemas"]["InvoiceLine"][];
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            charges: components["schemas"]["SignedMoney"];
            payments: components["schemas"]["SignedMoney"];
            balance: components["schemas"]["SignedMoney"];
        };
        CashierFolioInvoiceResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "invoice";
                requestId?: string;
            };
            data: components["schemas"]["Invoice"][];
        };
        /**
         * @description Which bookings `list` answers: `due-today` (deposit due on the hotel date and not fully received), `overdue` (due before it and not fully received), `outstanding` (any not fully received), `held` (holding a deposit now), `all` (every booking that asks for a deposit or has deposit postings).
         * @enum {string}
         */
        DepositView: "due-today" | "overdue" | "outstanding" | "held" | "all";
        DepositListFilter: {
            view?: components["schemas"]["DepositView"];
            /** @description A confirmation number (its start), or part of the guest's or company's name. */
            search?: string;
            limit?: number;
        };
        CashierDepositListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["DepositListFilter"][];
        };
        DepositRef: {
            reservationId: components["schemas"]["EntityId"];
        };
        CashierDepositGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["DepositRef"][];
        };
        /** @description A deposit taken for a booking before arrival: a payment by payment type, tendered in its currency at the stored buying rate. Needs the cashier's open shift and an Idempotency-Key. */
        DepositTake: {
            reservationId: components["schemas"]["EntityId"];
            paymentTypeId: components["schemas"]["EntityId"];
            amount: components["schemas"]["Money"];
            reference?: string;
        };
        CashierDepositTakeRequest: {
            apiRequest: {
                /** @constant */
                action: "take";
            };
            data: components["schemas"]["DepositTake"][];
        };
        /** @description Money paid back from the deposit held: of a cancelled or no-show booking up to all of it, of a live one only what is held above the deposit required. Needs an open shift and an Idempotency-Key. */
        DepositRefund: {
            reservationId: components["schemas"]["EntityId"];
            paymentTypeId: components["schemas"]["EntityId"];
            /** @description Tendered in the payment type's currency. */
            amount: components["schemas"]["Money"];
            reference?: string;
        };
        CashierDepositRefundRequest: {
            apiRequest: {
                /** @constant */
                action: "refund";
            };
            data: components["schemas"]["DepositRefund"][];
        };
        /** @description The hotel keeps part or all of the deposit of a cancelled or no-show booking: a charge by the given charge code (its tax and service rules apply) whose total is at most what is held. Needs an open shift and an Idempotency-Key. */
        DepositForfeit: {
            reservationId: components["schemas"]["EntityId"];
            transactionCodeId: components["schemas"]["EntityId"];
            amount: components["schemas"]["Money"];
            description?: string;
        };
        CashierDepositForfeitRequest: {
            apiRequest: {
                /** @constant */
                action: "forfeit";
            };
            data: components["schemas"]["DepositForfeit"][];
        };
        /** @description A posting of the deposit ledger, with its receipt number when it has one. */
        DepositEntry: {
            postingId: components["schemas"]["EntityId"];
            receiptNumber: string | null;
            /**
             * @description deposit, refund, forfeit; transfer (to or back from the guest folio at check-in or its undo); correction (a counter-posting).
             * @enum {string}
             */
            kind: "deposit" | "refund" | "forfeit" | "transfer" | "correction";
            hotelDate: components["schemas"]["IsoDate"];
            description: string;
            paymentTypeId: number | null;
            /** @description As on the folio, in local currency (a deposit is negative, a refund or a forfeit positive). */
            total: components["schemas"]["SignedMoney"];
            currencyCode: components["schemas"]["CurrencyCode-2"];
            foreignAmount: string | null;
            exchangeRate: string;
            reference: string;
            cashier: string;
            void: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A booking's deposit: what it asks for and by when, and from its ledger what was received, refunded, forfeited and moved to the guest folio, what is held now and what is still to take. */
        DepositAccount: {
            reservationId: components["schemas"]["EntityId"];
            confirmationNumber: string;
            /** @enum {string} */
            status: "waitlist" | "tentative" | "confirmed" | "guaranteed" | "in-house" | "checked-out" | "cancelled" | "no-show";
            guestName: string;
            companyName: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            depositRequired: components["schemas"]["Money"];
            /** Format: date */
            depositDueDate: string | null;
            /** @description Deposits taken, net of their corrections. */
            received: components["schemas"]["SignedMoney"];
            refunded: components["schemas"]["SignedMoney"];
            forfeited: components["schemas"]["SignedMoney"];
            /** @description Moved to the guest folio at check-in (net of moves back). */
            transferred: components["schemas"]["SignedMoney"];
            /** @description Held now = received − refunded − forfeited − transferred. */
            balance: components["schemas"]["SignedMoney"];
            /** @description Still to take before the due date (required − held, never below 0). */
            outstanding: components["schemas"]["SignedMoney"];
            /** @description Not fully received and the due date is before the hotel date. */
            overdue: boolean;
            /** @description The fee set when the booking was cancelled (what a forfeit usually takes). */
            cancellationFee: string | null;
            /** @description The deposit ledger's folio (null until the first deposit). */
            folioId: number | null;
            /** @description The ledger's postings, oldest first (answered by `get`). */
            entries?: components["schemas"]["DepositEntry"][];
        };
        CashierDepositListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["DepositAccount"][];
        };
        CashierDepositGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["DepositAccount"][];
        };
        /** @description What a deposit, refund or forfeit answers, printed as its receipt. */
        DepositReceipt: {
            receiptNumber: string;
            /** @enum {string} */
            kind: "deposit" | "refund" | "forfeit";
            reservationId: components["schemas"]["EntityId"];
            confirmationNumber: string;
            guestName: string;
            arrival: components["schemas"]["IsoDate"];
            departure: components["schemas"]["IsoDate"];
            postingId: components["schemas"]["EntityId"];
            hotelDate: components["schemas"]["IsoDate"];
            description: string;
            /** @description In local currency, positive. */
            amount: components["schemas"]["SignedMoney"];
            currencyCode: components["schemas"]["CurrencyCode-2"];
            foreignAmount: string | null;
            exchangeRate: string;
            reference: string;
            cashier: string;
            shift: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The deposit held after this receipt. */
            balance: components["schemas"]["SignedMoney"];
        };
        CashierDepositTakeResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "take";
                requestId?: string;
            };
            data: components["schemas"]["DepositReceipt"][];
        };
        CashierDepositRefundResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "refund";
                requestId?: string;
            };
            data: components["schemas"]["DepositReceipt"][];
        };
        CashierDepositForfeitResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "forfeit";
                requestId?: string;
            };
            data: components["schemas"]["DepositReceipt"][];
        };
        /**
         * @description `expected`: in-house stays due out on or before the date (with `scope` all: every in-house stay, for an early departure); `actual`: stays checked out on the date.
         * @enum {string}
         */
        DepartureKind: "expected" | "actual";
        DepartureListFilter: {
            kind?: components["schemas"]["DepartureKind"];
            /** @description The hotel date when left out. */
            date?: components["schemas"]["IsoDate"];
            /** @enum {string} */
            scope?: "due-out" | "in-house";
            /** @description Room number, confirmation number (its start) or part of the guest's name. */
            search?: string;
        };
        CashierDepartureListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["DepartureListFilter"][];
        };
        CashierDepartureListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Departure"][];
        };
        ArAccountListQuery: {
            /** @description Part of the company's code or name. */
            search?: string;
        };
        CashierReceivableListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["ArAccountListQuery"][];
        };
        /** @description An account by id, or a company's by the company id (exactly one of the two). */
        ArAccountRef: {
            accountId?: components["schemas"]["EntityId"];
            companyId?: components["schemas"]["EntityId"];
        };
        CashierReceivableGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["ArAccountRef"][];
        };
        /** @description A new account (no id: one per company, its AR folio made with it) or a change of one (id and the row version read). */
        ArAccountSave: {
            id?: components["schemas"]["EntityId"];
            version?: components["schemas"]["RowVersion"];
            companyId: components["schemas"]["EntityId"];
            creditLimit: components["schemas"]["Money"];
            termOfPaymentId: components["schemas"]["EntityId"];
            restricted: boolean;
            note?: string;
        };
        CashierReceivableSaveRequest: {
            apiRequest: {
                /** @constant */
                action: "save";
            };
            data: components["schemas"]["ArAccountSave"][];
        };
        /** @description Moves the whole balance of one window of a folio (by id, or a stay's guest folio by stay id) to the company's AR folio as transfer pairs and makes an invoice on the company's account. Needs the caller's open shift and an Idempotency-Key. */
        ArTransfer: {
            folioId?: components["schemas"]["EntityId"];
            stayId?: components["schemas"]["EntityId"];
            window: components["schemas"]["WindowNumber"];
            companyId: components["schemas"]["EntityId"];
        };
        CashierReceivableTransferRequest: {
            apiRequest: {
                /** @constant */
                action: "transfer";
            };
            data: components["schemas"]["ArTransfer"][];
        };
        ArAllocationLine: {
            invoiceId: components["schemas"]["EntityId"];
            amount: components["schemas"]["Money"];
        };
        /** @description A payment received on an account, tendered in the payment type's currency (local when it has none) at that currency's buying rate on the hotel date; allocated to the invoices given (each at most its remaining, together at most the payment), the rest left unallocated. Needs an Idempotency-Key. */
        ArPaymentNew: {
            accountId: components["schemas"]["EntityId"];
            paymentTypeId: components["schemas"]["EntityId"];
            amount: components["schemas"]["Money"];
            reference?: string;
            allocations?: components["schemas"]["ArAllocationLine"][];
        };
        CashierReceivablePayRequest: {
            apiRequest: {
                /** @constant */
                action: "pay";
            };
            data: components["schemas"]["ArPaymentNew"][];
        };
        /** @description Allocates an earlier payment's unallocated amount to invoices of its account. */
        ArAllocate: {
            paymentId: components["schemas"]["EntityId"];
            allocations: components["schemas"]["ArAllocationLine"][];
        };
        CashierReceivableAllocateRequest: {
            apiRequest: {
                /** @constant */
                action: "allocate";
            };
            data: components["schemas"]["ArAllocate"][];
        };
        ArInvoiceQuery: {
            accountId: components["schemas"]["EntityId"];
            /**
             * @description Only invoices of this status; `outstanding` is open or partially paid.
             * @enum {string}
             */
            status?: "open" | "partially-paid" | "paid" | "outstanding";
        };
        CashierReceivableInvoicesRequest: {
            apiRequest: {
                /** @constant */
                action: "invoices";
            };
            data: components["schemas"]["ArInvoiceQuery"][];
        };
        CashierReceivablePaymentsRequest: {
            apiRequest: {
                /** @constant */
                action: "payments";
            };
            data: components["schemas"]["ArAccountRef"][];
        };
        ArStatementQuery: {
            accountId: components["schemas"]["EntityId"];
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
        };
        CashierReceivableStatementRequest: {
            apiRequest: {
                /** @constant */
                action: "statement";
            };
            data: components["schemas"]["ArStatementQuery"][];
        };
        /** @description Remaining invoice amounts by age in days since the invoice date. */
        ArAgeing: {
            days0to30: components["schemas"]["SignedMoney"];
            days31to60: components["schemas"]["SignedMoney"];
            days61to90: components["schemas"]["SignedMoney"];
            over90: components["schemas"]["SignedMoney"];
        };
        ArAccount: {
            id: components["schemas"]["EntityId"];
            companyId: components["schemas"]["EntityId"];
            companyCode: string;
            companyName: string;
            companyActive: boolean;
            folioId: components["schemas"]["EntityId"];
            creditLimit: components["schemas"]["SignedMoney"];
            termOfPaymentId: components["schemas"]["EntityId"];
            /** @description The term's name. */
            termOfPayment: string;
            termDays: number;
            restricted: boolean;
            note: string;
            version: components["schemas"]["RowVersion"];
            /** @description Σ invoice amounts. */
            invoiced: components["schemas"]["SignedMoney"];
            /** @description Σ payments received. */
            paid: components["schemas"]["SignedMoney"];
            /** @description invoiced − paid (what the company owes; negative when it paid ahead). */
            balance: components["schemas"]["SignedMoney"];
            /** @description Σ of payments not yet allocated to an invoice. */
            unallocated: components["schemas"]["SignedMoney"];
            /** @description creditLimit − balance (negative when over the limit). */
            availableCredit: components["schemas"]["SignedMoney"];
            ageing: components["schemas"]["ArAgeing"];
            /** @description Invoices not fully paid. */
            openInvoices: number;
            /** @description Σ remaining of invoices past their due date. */
            overdue: components["schemas"]["SignedMoney"];
        };
        CashierReceivableListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["ArAccount"][];
        };
        CashierReceivableGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["ArAccount"][];
        };
        CashierReceivableSaveResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "save";
                requestId?: string;
            };
            data: components["schemas"]["ArAccount"][];
        };
        ArInvoice: {
            id: components["schemas"]["EntityId"];
            accountId: components["schemas"]["EntityId"];
            invoiceNumber: string;
            invoiceDate: components["schemas"]["IsoDate"];
            dueDate: components["schemas"]["IsoDate"];
            amount: components["schemas"]["SignedMoney"];
            allocated: components["schemas"]["SignedMoney"];
            remaining: components["schemas"]["SignedMoney"];
            /** @enum {string} */
            status: "open" | "partially-paid" | "paid";
            /** @description Days from the invoice date to today's hotel date. */
            ageDays: number;
            /** @description Not fully paid and past its due date. */
            overdue: boolean;
            sourceFolioId: components["schemas"]["EntityId"];
            sourceWindow: components["schemas"]["WindowNumber"];
            /** @description The guest and room the balance was for. */
            description: string;
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
        };
        CashierReceivableTransferResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "transfer";
                requestId?: string;
            };
            data: components["schemas"]["ArInvoice"][];
        };
        ArAllocation: {
            id: components["schemas"]["EntityId"];
            invoiceId: components["schemas"]["EntityId"];
            invoiceNumber: string;
            amount: components["schemas"]["SignedMoney"];
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
        };
        ArPayment: {
            id: components["schemas"]["EntityId"];
            accountId: components["schemas"]["EntityId"];
            paymentDate: components["schemas"]["IsoDate"];
            paymentTypeId: components["schemas"]["EntityId"];
            paymentType: string;
            currencyCode: components["schemas"]["CurrencyCode-2"];
            /** @description The amount tendered, in currencyCode. */
            foreignAmount: components["schemas"]["SignedMoney"];
            /** @description Local currency for one unit of currencyCode, as used (6 decimals). */
            exchangeRate: string;
            /** @description In local currency. */
            amount: components["schemas"]["SignedMoney"];
            allocated: components["schemas"]["SignedMoney"];
            unallocated: components["schemas"]["SignedMoney"];
            reference: string;
            allocations: components["schemas"]["ArAllocation"][];
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
        };
        CashierReceivablePayResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "pay";
                requestId?: string;
            };
            data: components["schemas"]["ArPayment"][];
        };
        CashierReceivableAllocateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "allocate";
                requestId?: string;
            };
            data: components["schemas"]["ArPayment"][];
        };
        CashierReceivableInvoicesResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "invoices";
                requestId?: string;
            };
            data: components["schemas"]["ArInvoice"][];
        };
        CashierReceivablePaymentsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "payments";
                requestId?: string;
            };
            data: components["schemas"]["ArPayment"][];
        };
        ArStatementLine: {
            date: components["schemas"]["IsoDate"];
            /** @enum {string} */
            kind: "invoice" | "payment";
            id: components["schemas"]["EntityId"];
            /** @description The invoice number, or the payment's reference. */
            number: string;
            description: string;
            debit: components["schemas"]["SignedMoney"];
            credit: components["schemas"]["SignedMoney"];
            /** @description The running balance after this line. */
            balance: components["schemas"]["SignedMoney"];
            /** @description An invoice's due date; null for a payment. */
            dueDate: string | null;
        };
        ArStatement: {
            account: components["schemas"]["ArAccount"];
            fromDate: components["schemas"]["IsoDate"];
            toDate: components["schemas"]["IsoDate"];
            /** @description The balance before fromDate. */
            openingBalance: components["schemas"]["SignedMoney"];
            invoiced: components["schemas"]["SignedMoney"];
            paid: components["schemas"]["SignedMoney"];
            /** @description openingBalance + invoiced − paid, the balance at the end of toDate. */
            closingBalance: components["schemas"]["SignedMoney"];
            lines: components["schemas"]["ArStatementLine"][];
        };
        CashierReceivableStatementResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "statement";
                requestId?: string;
            };
            data: components["schemas"]["ArStatement"][];
        };
        /** @description The live routing instructions of one stay (or of every stay routing to one folio). */
        RoutingFilter: {
            stayId?: components["schemas"]["EntityId"];
            toFolioId?: components["schemas"]["EntityId"];
        };
        CashierRoutingListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["RoutingFilter"][];
        };
        /** @description Exactly one of transactionCodeId and transactionGroupId. Without toFolioId the charges go to window toWindow (2..8) of the stay's own folio; with it, to that window of that open folio. startsOn and endsOn bound the hotel dates routed (both included); left out, the stay's whole length, however it changes. A code's instruction wins over its group's; two live instructions of one stay for the same code (or group) never overlap in dates (409). */
        RoutingInstructionNew: {
            stayId: components["schemas"]["EntityId"];
            transactionCodeId?: components["schemas"]["EntityId"];
            transactionGroupId?: components["schemas"]["EntityId"];
            toFolioId?: components["schemas"]["EntityId"];
            toWindow: components["schemas"]["WindowNumber"];
            startsOn?: components["schemas"]["IsoDate"];
            endsOn?: components["schemas"]["IsoDate"];
        };
        CashierRoutingCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["RoutingInstructionNew"][];
        };
        RoutingInstructionId: {
            id: components["schemas"]["EntityId"];
        };
        CashierRoutingDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["RoutingInstructionId"][];
        };
        RoutingInstruction: {
            id: components["schemas"]["EntityId"];
            stayId: components["schemas"]["EntityId"];
            transactionCodeId: number | null;
            transactionCode: string | null;
            transactionGroupId: number | null;
            transactionGroup: string | null;
            /** @description The code's or the group's name. */
            description: string;
            /** @description The folio the charges go to; null for the stay's own folio. */
            toFolioId: number | null;
            /** @description Who that folio belongs to ('' for the stay's own). */
            toFolioLabel: string;
            toWindow: components["schemas"]["WindowNumber"];
            /** Format: date */
            startsOn: string | null;
            /** Format: date */
            endsOn: string | null;
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
        };
        CashierRoutingListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["RoutingInstruction"][];
        };
        CashierRoutingCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["RoutingInstruction"][];
        };
        CashierRoutingDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: components["schemas"]["RoutingInstruction"][];
        };
        DayEndPreviewRequest: {
            apiRequest: {
                /** @constant */
                action: "preview";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        /** @description The hotel date the screen read; a stale one is refused (compare-and-set). */
        DayEndDate: {
            hotelDate: components["schemas"]["IsoDate"];
        };
        DayEndRunRequest: {
            apiRequest: {
                /** @constant */
                action: "run";
            };
            data: components["schemas"]["DayEndDate"][];
        };
        DayEndStatusRequest: {
            apiRequest: {
                /** @constant */
                action: "status";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        DayEndCancelRequest: {
            apiRequest: {
                /** @constant */
                action: "cancel";
            };
            data: components["schemas"]["DayEndDate"][];
        };
        /** @description Something of the closing date the night auditor resolves or confirms. `blocker`: the run is refused until it is resolved (a departure not checked out or extended, an open cashier shift, an in-house stay without a rate or with a closed folio, no room-charge code or exchange rate). `automatic`: the run does it (an arrival still due becomes a no-show). `warning`: noted only (a complimentary night, rate zero: counted, nothing posted). The ids point at what resolves it. */
        DayEndFinding: {
            /** @enum {string} */
            code: "ARRIVAL_DUE" | "DEPARTURE_DUE" | "OPEN_SHIFT" | "NO_RATE" | "ZERO_RATE" | "FOLIO_CLOSED" | "NO_ROOM_CHARGE_CODE" | "NO_EXCHANGE_RATE";
            /** @enum {string} */
            severity: "blocker" | "automatic" | "warning";
            message: string;
            stayId: number | null;
            reservationId: number | null;
            confirmationNumber: string;
            roomId: number | null;
            roomNumber: string;
            guestName: string;
            shiftId: number | null;
            cashier: string;
        };
        /** @description The room charge of one in-house stay for the closing night, as the run would post it (or posted it): the night's rate, made local at the buying rate in force when the rate code is sold in another currency, with service charge and tax per line. */
        DayEndRoomCharge: {
            stayId: components["schemas"]["EntityId"];
            reservationId: components["schemas"]["EntityId"];
            confirmationNumber: string;
            roomId: number | null;
            roomNumber: string;
            guestName: string;
            night: components["schemas"]["IsoDate"];
            transactionCodeId: components["schemas"]["EntityId"];
            transactionCode: string;
            rateAmount: components["schemas"]["Money"];
            rateCurrencyCode: string;
            exchangeRate: string;
            unitAmount: components["schemas"]["Money"];
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            total: components["schemas"]["SignedMoney"];
        };
        DayEndMoneyTotals: {
            count: number;
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            total: components["schemas"]["SignedMoney"];
        };
        /** @description A room whose housekeeping status the run changes, and why. */
        DayEndRoomChange: {
            roomId: components["schemas"]["EntityId"];
            roomNumber: string;
            fromStatus: string;
            toStatus: string;
            /** @enum {string} */
            reason: "occupied" | "out-of-order-ends";
        };
        /**
         * @description The steps of a run in their order: checks (the blockers again, under the run's locks), no-shows, room-charges, room-status (occupied rooms dirty, out-of-order periods ending tonight return their rooms), statistics (frozen for the date), close-date (the system shift closed, the hotel date moved on by one).
         * @enum {string}
         */
        DayEndStepName: "checks" | "no-shows" | "room-charges" | "room-status" | "statistics" | "close-date";
        DayEndStep: {
            step: components["schemas"]["DayEndStepName"];
            position: number;
            /** @enum {string} */
            status: "running" | "completed" | "failed";
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            /** @description What the step changed (stays, postings, rooms, statistics rows). */
            rows: number;
            error: string | null;
        };
        /** @description A run of one hotel date. `failed`: it stopped at `failedStep` and everything it did was rolled back; running it again resumes it (attempts + 1), cancelling it leaves the date open. */
        DayEndRun: {
            id: components["schemas"]["EntityId"];
            hotelDate: components["schemas"]["IsoDate"];
            /** @enum {string} */
            status: "running" | "failed" | "completed" | "cancelled";
            attempts: number;
            startedBy: string;
            /** Format: date-time */
            startedAt: string;
            finishedBy: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            failedStep: null | components["schemas"]["DayEndStepName"];
            error: string | null;
            steps: components["schemas"]["DayEndStep"][];
        };
        /** @description Everything the run would find and do for the current hotel date; nothing is written. `canRun` is false while a blocker remains. */
        DayEndPreview: {
            hotelDate: components["schemas"]["IsoDate"];
            nextHotelDate: components["schemas"]["IsoDate"];
            canRun: boolean;
            findings: components["schemas"]["DayEndFinding"][];
            /** @description The stays that become no-shows (their ARRIVAL_DUE findings). */
            noShows: number;
            roomCharges: components["schemas"]["DayEndRoomCharge"][];
            roomChargeTotals: components["schemas"]["DayEndMoneyTotals"];
            roomChanges: components["schemas"]["DayEndRoomChange"][];
            /** @description The run of this hotel date so far (a failed one to resume), or null. */
            run: null | components["schemas"]["DayEndRun"];
        };
        DayEndPreviewResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "preview";
                requestId?: string;
            };
            data: components["schemas"]["DayEndPreview"][];
        };
        /** @description A completed run, the hotel date it opened, and what it posted. */
        DayEndRunDone: {
            run: components["schemas"]["DayEndRun"];
            /** @description The new hotel date. */
            hotelDate: components["schemas"]["IsoDate"];
            roomCharges: components["schemas"]["DayEndRoomCharge"][];
            roomChargeTotals: components["schemas"]["DayEndMoneyTotals"];
        };
        DayEndRunResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "run";
                requestId?: string;
            };
            data: components["schemas"]["DayEndRunDone"][];
        };
        /** @description The current hotel date and the run of it, or else the last run (null when none). */
        DayEndStatus: {
            hotelDate: components["schemas"]["IsoDate"];
            run: null | components["schemas"]["DayEndRun"];
        };
        DayEndStatusResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "status";
                requestId?: string;
            };
            data: components["schemas"]["DayEndStatus"][];
        };
        DayEndCancelled: {
            /**
             * @description The spec's message (§8), for the status dialog.
             * @constant
             */
            message: "Day-end proceed was cancelled";
            hotelDate: components["schemas"]["IsoDate"];
            /** @description The run that was cancelled, or null when none was open. */
            run: null | components["schemas"]["DayEndRun"];
        };
        DayEndCancelResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "cancel";
                requestId?: string;
            };
            data: components["schemas"]["DayEndCancelled"][];
        };
        OutletSaleRoomRequest: {
            apiRequest: {
                /** @constant */
                action: "room";
            };
            data: components["schemas"]["OutletRoomLookup"][];
        };
        OutletSaleLineInput: {
            outletItemId: components["schemas"]["EntityId"];
            quantity: number;
        };
        /** @description A check to price without posting it (the screen's exact totals before posting). */
        OutletSaleQuoteInput: {
            outletId: components["schemas"]["EntityId"];
            lines: components["schemas"]["OutletSaleLineInput"][];
            /** @description When given, the quote also answers the amount due in that payment type's currency. */
            paymentTypeId?: components["schemas"]["EntityId"];
        };
        OutletSaleQuoteRequest: {
            apiRequest: {
                /** @constant */
                action: "quote";
            };
            data: components["schemas"]["OutletSaleQuoteInput"][];
        };
        /** @description A check: its outlet, number and items, and how it is settled. `room` charges an in-house stay's guest folio (window 1, then routing): roomNumber and guestName must both match the stay in house in that room. `paid` settles at once by payment type into the outlet's own folio, in the payment type's currency at the stored buying rate. Needs an Idempotency-Key. */
        OutletSaleInput: {
            outletId: components["schemas"]["EntityId"];
            /** @description The outlet's check (bill) number; a check is posted once per outlet and hotel date. */
            checkNumber: string;
            lines: components["schemas"]["OutletSaleLineInput"][];
            /** @enum {string} */
            settlement: "room" | "paid";
            /** @description For `room`, the guest's room number. */
            roomNumber?: string;
            /** @description For `room`, the name the guest gave (last name, or last and first name). */
            guestName?: string;
            /** @description For `paid`, how it was paid. */
            paymentTypeId?: components["schemas"]["EntityId"];
        };
        OutletSalePostRequest: {
            apiRequest: {
                /** @constant */
                action: "post";
            };
            data: components["schemas"]["OutletSaleInput"][];
        };
        /** @description The sales of a hotel date (today's when left out), of one outlet or of all. */
        OutletSaleFilter: {
            hotelDate?: components["schemas"]["IsoDate"];
            outletId?: components["schemas"]["EntityId"];
        };
        OutletSaleListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["OutletSaleFilter"][];
        };
        OutletSaleRoomResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "room";
                requestId?: string;
            };
            data: components["schemas"]["OutletInHouseGuest"][];
        };
        OutletSaleLine: {
            lineNumber: number;
            outletItemId: components["schemas"]["EntityId"];
            itemCode: string;
            itemName: string;
            transactionCode: string;
            quantity: number;
            unitAmount: components["schemas"]["SignedMoney"];
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            total: components["schemas"]["SignedMoney"];
            /** @description The charge posting of the line; null in a quote. */
            postingId: number | null;
        };
        /** @description A posted check (or, from `quote`, a priced one: id null). Totals are the sums of the lines' exact amounts; a paid check also answers the amount tendered in the payment type's currency. */
        OutletSale: {
            id: number | null;
            outletId: components["schemas"]["EntityId"];
            outletCode: string;
            outletName: string;
            checkNumber: string;
            hotelDate: components["schemas"]["IsoDate"];
            /** @enum {string|null} */
            settlement: "room" | "paid" | null;
            stayId: number | null;
            roomNumber: string;
            guestName: string;
            folioId: number | null;
            paymentTypeId: number | null;
            paymentTypeName: string;
            /** @description The currency the check was (or would be) paid in; the local one for a room charge. */
            currencyCode: string;
            /** @description What was tendered in currencyCode, rounded half up to the cent. */
            foreignAmount: string | null;
            exchangeRate: string;
            paymentPostingId: number | null;
            lines: components["schemas"]["OutletSaleLine"][];
            netAmount: components["schemas"]["SignedMoney"];
            serviceCharge: components["schemas"]["SignedMoney"];
            tax: components["schemas"]["SignedMoney"];
            total: components["schemas"]["SignedMoney"];
            shiftId: number | null;
            cashier: string;
            /** Format: date-time */
            createdAt: string | null;
        };
        OutletSaleQuoteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "quote";
                requestId?: string;
            };
            data: components["schemas"]["OutletSale"][];
        };
        OutletSalePostResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "post";
                requestId?: string;
            };
            data: components["schemas"]["OutletSale"][];
        };
        OutletSaleListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["OutletSale"][];
        };
        LoginCredentials: {
            loginName: string;
            password: string;
        };
        AuthenticationLoginRequest: {
            apiRequest: {
                /** @constant */
                action: "login";
            };
            data: components["schemas"]["LoginCredentials"][];
        };
        RefreshRequestItem: {
            refreshToken: string;
        };
        AuthenticationRefreshRequest: {
            apiRequest: {
                /** @constant */
                action: "refresh";
            };
            data: components["schemas"]["RefreshRequestItem"][];
        };
        AuthenticationLogoutRequest: {
            apiRequest: {
                /** @constant */
                action: "logout";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        PasswordChange: {
            currentPassword: string;
            /** @description At least 8 characters (up to 128); any characters, spaces included. */
            newPassword: string;
        };
        AuthenticationChangePasswordRequest: {
            apiRequest: {
                /** @constant */
                action: "change-password";
            };
            data: components["schemas"]["PasswordChange"][];
        };
        UserLanguage: {
            language: components["schemas"]["InterfaceLanguage"];
        };
        AuthenticationSetLanguageRequest: {
            apiRequest: {
                /** @constant */
                action: "set-language";
            };
            data: components["schemas"]["UserLanguage"][];
        };
        /**
         * @description What a role grants: one of the spec roles, or ADMIN for everything.
         * @enum {string}
         */
        FunctionCode: "ADMIN" | "RESERVATION" | "RECEPTION" | "CASHIER" | "HOUSEKEEPING" | "ENGINEER" | "SALE" | "MANAGEMENT-INFORMATION-SYSTEM" | "CONFIGULATION-SETTING" | "FINANCIAL-SETTING" | "HOUSEKEEPING-SETTING" | "SALE-SETTING";
        RoleFunctions: {
            /** @description Role code as it appears in the token role claim. */
            role: string;
            functions: components["schemas"]["FunctionCode"][];
        };
        Session: {
            /** @description The display name of the signed-in user. */
            name: string;
            /** @description The user id typed at sign-in (letters, digits, dot, dash, underscore). */
            loginName: string;
            /** @description Access token (JWT, HS256); its role claim holds the roles separated by |, the first is the main role. */
            token: string;
            /** @description Single use: refresh answers a new one; using an old one again ends the whole session. */
            refreshToken: string;
            /**
             * Format: date-time
             * @description When the access token expires.
             */
            tokenExpiryDate: string;
            roles: string[];
            roleFunctions: components["schemas"]["RoleFunctions"][];
            /** @description The spec role names this session is granted (ADMIN grants all). */
            permissions: components["schemas"]["FunctionCode"][];
            /** @description The password was set by an administrator: only change-password and logout are allowed until it is changed. */
            mustChangePassword: boolean;
            /** @description The interface language the user chose last (set-language); EN until they choose. */
            language: components["schemas"]["InterfaceLanguage"];
            /** @description This session's XSRF token, also set as the XSRF-TOKEN cookie. Send it in X-XSRF-TOKEN on every write; a tab keeps its own, since the cookie is shared by every tab of the browser. */
            xsrfToken: string;
            /** @description Only for a user whose roles grant ADMIN: the active users holding ADMIN, this one included. Below 2, nobody could unlock this user through the app; the app warns. */
            activeAdministrators?: number;
        };
        AuthenticationLoginResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "login";
                requestId?: string;
            };
            data: components["schemas"]["Session"][];
        };
        AuthenticationRefreshResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "refresh";
                requestId?: string;
            };
            data: components["schemas"]["Session"][];
        };
        AuthenticationLogoutResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "logout";
                requestId?: string;
            };
            data: unknown[];
        };
        AuthenticationChangePasswordResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "change-password";
                requestId?: string;
            };
            data: components["schemas"]["Session"][];
        };
        AuthenticationSetLanguageResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "set-language";
                requestId?: string;
            };
            data: components["schemas"]["UserLanguage"][];
        };
        UserListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        UserGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        UserCreate: {
            /** @description The user id typed at sign-in (letters, digits, dot, dash, underscore). */
            loginName: string;
            displayName: string;
            /** @description Role codes in order; the first is the main role. */
            roles: string[];
        };
        UserCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["UserCreate"][];
        };
        UserUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            displayName?: string;
            /** @description Role codes in order; the first is the main role. */
            roles?: string[];
            isActive?: boolean;
        };
        UserUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["UserUpdate"][];
        };
        UserCommand: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
        };
        UserUnlockRequest: {
            apiRequest: {
                /** @constant */
                action: "unlock";
            };
            data: components["schemas"]["UserCommand"][];
        };
        UserResetPasswordRequest: {
            apiRequest: {
                /** @constant */
                action: "reset-password";
            };
            data: components["schemas"]["UserCommand"][];
        };
        User: {
            id: components["schemas"]["EntityId"];
            /** @description The user id typed at sign-in (letters, digits, dot, dash, underscore). */
            loginName: string;
            displayName: string;
            /** @description Role codes in order; the first is the main role. */
            roles: string[];
            /** @description A disabled user cannot sign in and their sessions are ended. */
            isActive: boolean;
            /** @description Consecutive failed sign-ins since the last success. */
            failedAttempts: number;
            /**
             * Format: date-time
             * @description Sign-in refused until then (after 3 failures).
             */
            lockedUntil: string | null;
            /** @description Blocked after 6 failures until an administrator unlocks. */
            isBlocked: boolean;
            mustChangePassword: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
            version: components["schemas"]["RowVersion"];
        };
        UserListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["User"][];
        };
        UserGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["User"][];
        };
        UserWithPassword: {
            id: components["schemas"]["EntityId"];
            /** @description The user id typed at sign-in (letters, digits, dot, dash, underscore). */
            loginName: string;
            displayName: string;
            /** @description Role codes in order; the first is the main role. */
            roles: string[];
            /** @description A disabled user cannot sign in and their sessions are ended. */
            isActive: boolean;
            /** @description Consecutive failed sign-ins since the last success. */
            failedAttempts: number;
            /**
             * Format: date-time
             * @description Sign-in refused until then (after 3 failures).
             */
            lockedUntil: string | null;
            /** @description Blocked after 6 failures until an administrator unlocks. */
            isBlocked: boolean;
            mustChangePassword: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
            version: components["schemas"]["RowVersion"];
            /** @description Shown once; the user must replace it at the next sign-in. */
            temporaryPassword: string;
        };
        UserCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["UserWithPassword"][];
        };
        UserUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["User"][];
        };
        UserUnlockResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "unlock";
                requestId?: string;
            };
            data: components["schemas"]["User"][];
        };
        UserResetPasswordResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "reset-password";
                requestId?: string;
            };
            data: components["schemas"]["UserWithPassword"][];
        };
        RoleListRequest: {
            apiRequest: {
                /** @constant */
                action: "list";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        RoleGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        RoleCreate: {
            /** @description Role code as it appears in the token role claim. */
            code: string;
            name: string;
            functions: components["schemas"]["FunctionCode"][];
        };
        RoleCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["RoleCreate"][];
        };
        RoleUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            name?: string;
            functions?: components["schemas"]["FunctionCode"][];
        };
        RoleUpdateRequest: {
            apiRequest: {
                /** @constant */
                action: "update";
            };
            data: components["schemas"]["RoleUpdate"][];
        };
        RoleDeleteRequest: {
            apiRequest: {
                /** @constant */
                action: "delete";
            };
            data: components["schemas"]["IdRef"][];
        };
        RoleListFunctionsRequest: {
            apiRequest: {
                /** @constant */
                action: "list-functions";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        Role: {
            id: components["schemas"]["EntityId"];
            /** @description Role code as it appears in the token role claim. */
            code: string;
            name: string;
            functions: components["schemas"]["FunctionCode"][];
            isBuiltIn: boolean;
            /** @description Users holding the role. */
            userCount: number;
            version: components["schemas"]["RowVersion"];
        };
        RoleListResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list";
                requestId?: string;
            };
            data: components["schemas"]["Role"][];
        };
        RoleGetResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "get";
                requestId?: string;
            };
            data: components["schemas"]["Role"][];
        };
        RoleCreateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "create";
                requestId?: string;
            };
            data: components["schemas"]["Role"][];
        };
        RoleUpdateResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "update";
                requestId?: string;
            };
            data: components["schemas"]["Role"][];
        };
        RoleDeleteResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "delete";
                requestId?: string;
            };
            data: unknown[];
        };
        FunctionGrant: {
            function: components["schemas"]["FunctionCode"];
            /** @description The API actions the function allows, as "path action". */
            grants: string[];
        };
        RoleListFunctionsResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "list-functions";
                requestId?: string;
            };
            data: components["schemas"]["FunctionGrant"][];
        };
        /** @description A success envelope with no data. */
        EmptySuccess: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                requestId?: string;
            };
            data: unknown[];
        };
        /** @description The hotel detail with the new image in place. */
        HotelImageUploadResponse: {
            apiResponse: {
                /** @constant */
                id: 0;
                desc: string;
                /** @constant */
                action: "upload";
                requestId?: string;
            };
            data: components["schemas"]["HotelDetailFull"][];
        };
    };
    responses: {
        /** @description Malformed body, unknown action or invalid data; `errors` names each field and why. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No valid session (no bearer token, an expired or revoked one); sign in again. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Signed in, but the roles do not allow this action, or the XSRF token is missing or wrong. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unknown path, or the record asked for does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Duplicate key, record in use, or a stale row version. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request is well formed but a business rule refuses it; nothing was changed. */
        BusinessRule: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many requests; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
         *     changes nothing again; the same key with a different body is refused with 422.
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    configurationRateCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateCodeListRequest"] | components["schemas"]["RateCodeListMinimumRequest"] | components["schemas"]["RateCodeGetRequest"] | components["schemas"]["RateCodeSearchRequest"] | components["schemas"]["RateCodeCreateRequest"] | components["schemas"]["RateCodeUpdateRequest"] | components["schemas"]["RateCodeDeleteRequest"] | components["schemas"]["RateCodeRatesRequest"] | components["schemas"]["RateCodeSetRatesRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateCodeListResponse"] | components["schemas"]["RateCodeListMinimumResponse"] | components["schemas"]["RateCodeGetResponse"] | components["schemas"]["RateCodeSearchResponse"] | components["schemas"]["RateCodeCreateResponse"] | components["schemas"]["RateCodeUpdateResponse"] | components["schemas"]["RateCodeDeleteResponse"] | components["schemas"]["RateCodeRatesResponse"] | components["schemas"]["RateCodeSetRatesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationRoomBed: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomBedListRequest"] | components["schemas"]["RoomBedListMinimumRequest"] | components["schemas"]["RoomBedGetRequest"] | components["schemas"]["RoomBedSearchRequest"] | components["schemas"]["RoomBedCreateRequest"] | components["schemas"]["RoomBedUpdateRequest"] | components["schemas"]["RoomBedDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomBedListResponse"] | components["schemas"]["RoomBedListMinimumResponse"] | components["schemas"]["RoomBedGetResponse"] | components["schemas"]["RoomBedSearchResponse"] | components["schemas"]["RoomBedCreateResponse"] | components["schemas"]["RoomBedUpdateResponse"] | components["schemas"]["RoomBedDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationHotelYear: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HotelYearListRequest"] | components["schemas"]["HotelYearListMinimumRequest"] | components["schemas"]["HotelYearGetRequest"] | components["schemas"]["HotelYearSearchRequest"] | components["schemas"]["HotelYearCreateRequest"] | components["schemas"]["HotelYearUpdateRequest"] | components["schemas"]["HotelYearDeleteRequest"] | components["schemas"]["HotelYearPeriodsRequest"] | components["schemas"]["HotelYearSetPeriodClosedRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotelYearListResponse"] | components["schemas"]["HotelYearListMinimumResponse"] | components["schemas"]["HotelYearGetResponse"] | components["schemas"]["HotelYearSearchResponse"] | components["schemas"]["HotelYearCreateResponse"] | components["schemas"]["HotelYearUpdateResponse"] | components["schemas"]["HotelYearDeleteResponse"] | components["schemas"]["HotelYearPeriodsResponse"] | components["schemas"]["HotelYearSetPeriodClosedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationChildPolicy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChildPolicyListRequest"] | components["schemas"]["ChildPolicyListMinimumRequest"] | components["schemas"]["ChildPolicyGetRequest"] | components["schemas"]["ChildPolicySearchRequest"] | components["schemas"]["ChildPolicyCreateRequest"] | components["schemas"]["ChildPolicyUpdateRequest"] | components["schemas"]["ChildPolicyDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChildPolicyListResponse"] | components["schemas"]["ChildPolicyListMinimumResponse"] | components["schemas"]["ChildPolicyGetResponse"] | components["schemas"]["ChildPolicySearchResponse"] | components["schemas"]["ChildPolicyCreateResponse"] | components["schemas"]["ChildPolicyUpdateResponse"] | components["schemas"]["ChildPolicyDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationMinibarType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MinibarTypeListRequest"] | components["schemas"]["MinibarTypeListMinimumRequest"] | components["schemas"]["MinibarTypeGetRequest"] | components["schemas"]["MinibarTypeSearchRequest"] | components["schemas"]["MinibarTypeCreateRequest"] | components["schemas"]["MinibarTypeUpdateRequest"] | components["schemas"]["MinibarTypeDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MinibarTypeListResponse"] | components["schemas"]["MinibarTypeListMinimumResponse"] | components["schemas"]["MinibarTypeGetResponse"] | components["schemas"]["MinibarTypeSearchResponse"] | components["schemas"]["MinibarTypeCreateResponse"] | components["schemas"]["MinibarTypeUpdateResponse"] | components["schemas"]["MinibarTypeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationOutletItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutletItemListRequest"] | components["schemas"]["OutletItemListMinimumRequest"] | components["schemas"]["OutletItemGetRequest"] | components["schemas"]["OutletItemSearchRequest"] | components["schemas"]["OutletItemCreateRequest"] | components["schemas"]["OutletItemUpdateRequest"] | components["schemas"]["OutletItemDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutletItemListResponse"] | components["schemas"]["OutletItemListMinimumResponse"] | components["schemas"]["OutletItemGetResponse"] | components["schemas"]["OutletItemSearchResponse"] | components["schemas"]["OutletItemCreateResponse"] | components["schemas"]["OutletItemUpdateResponse"] | components["schemas"]["OutletItemDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationOutlet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutletListRequest"] | components["schemas"]["OutletListMinimumRequest"] | components["schemas"]["OutletGetRequest"] | components["schemas"]["OutletSearchRequest"] | components["schemas"]["OutletCreateRequest"] | components["schemas"]["OutletUpdateRequest"] | components["schemas"]["OutletDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutletListResponse"] | components["schemas"]["OutletListMinimumResponse"] | components["schemas"]["OutletGetResponse"] | components["schemas"]["OutletSearchResponse"] | components["schemas"]["OutletCreateResponse"] | components["schemas"]["OutletUpdateResponse"] | components["schemas"]["OutletDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountListRequest"] | components["schemas"]["BankAccountListMinimumRequest"] | components["schemas"]["BankAccountGetRequest"] | components["schemas"]["BankAccountSearchRequest"] | components["schemas"]["BankAccountCreateRequest"] | components["schemas"]["BankAccountUpdateRequest"] | components["schemas"]["BankAccountDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountListResponse"] | components["schemas"]["BankAccountListMinimumResponse"] | components["schemas"]["BankAccountGetResponse"] | components["schemas"]["BankAccountSearchResponse"] | components["schemas"]["BankAccountCreateResponse"] | components["schemas"]["BankAccountUpdateResponse"] | components["schemas"]["BankAccountDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationPaymentType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentTypeListRequest"] | components["schemas"]["PaymentTypeListMinimumRequest"] | components["schemas"]["PaymentTypeGetRequest"] | components["schemas"]["PaymentTypeSearchRequest"] | components["schemas"]["PaymentTypeCreateRequest"] | components["schemas"]["PaymentTypeUpdateRequest"] | components["schemas"]["PaymentTypeDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTypeListResponse"] | components["schemas"]["PaymentTypeListMinimumResponse"] | components["schemas"]["PaymentTypeGetResponse"] | components["schemas"]["PaymentTypeSearchResponse"] | components["schemas"]["PaymentTypeCreateResponse"] | components["schemas"]["PaymentTypeUpdateResponse"] | components["schemas"]["PaymentTypeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationHotelTaxType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HotelTaxTypeListRequest"] | components["schemas"]["HotelTaxTypeListMinimumRequest"] | components["schemas"]["HotelTaxTypeGetRequest"] | components["schemas"]["HotelTaxTypeSearchRequest"] | components["schemas"]["HotelTaxTypeCreateRequest"] | components["schemas"]["HotelTaxTypeUpdateRequest"] | components["schemas"]["HotelTaxTypeDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotelTaxTypeListResponse"] | components["schemas"]["HotelTaxTypeListMinimumResponse"] | components["schemas"]["HotelTaxTypeGetResponse"] | components["schemas"]["HotelTaxTypeSearchResponse"] | components["schemas"]["HotelTaxTypeCreateResponse"] | components["schemas"]["HotelTaxTypeUpdateResponse"] | components["schemas"]["HotelTaxTypeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationTransactionCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionCodeListRequest"] | components["schemas"]["TransactionCodeListMinimumRequest"] | components["schemas"]["TransactionCodeGetRequest"] | components["schemas"]["TransactionCodeSearchRequest"] | components["schemas"]["TransactionCodeCreateRequest"] | components["schemas"]["TransactionCodeUpdateRequest"] | components["schemas"]["TransactionCodeDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionCodeListResponse"] | components["schemas"]["TransactionCodeListMinimumResponse"] | components["schemas"]["TransactionCodeGetResponse"] | components["schemas"]["TransactionCodeSearchResponse"] | components["schemas"]["TransactionCodeCreateResponse"] | components["schemas"]["TransactionCodeUpdateResponse"] | components["schemas"]["TransactionCodeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationCity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityListRequest"] | components["schemas"]["CityListMinimumRequest"] | components["schemas"]["CityGetRequest"] | components["schemas"]["CitySearchRequest"] | components["schemas"]["CityCreateRequest"] | components["schemas"]["CityUpdateRequest"] | components["schemas"]["CityDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityListResponse"] | components["schemas"]["CityListMinimumResponse"] | components["schemas"]["CityGetResponse"] | components["schemas"]["CitySearchResponse"] | components["schemas"]["CityCreateResponse"] | components["schemas"]["CityUpdateResponse"] | components["schemas"]["CityDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationRoomCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomCategoryListRequest"] | components["schemas"]["RoomCategoryListMinimumRequest"] | components["schemas"]["RoomCategoryGetRequest"] | components["schemas"]["RoomCategorySearchRequest"] | components["schemas"]["RoomCategoryCreateRequest"] | components["schemas"]["RoomCategoryUpdateRequest"] | components["schemas"]["RoomCategoryDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomCategoryListResponse"] | components["schemas"]["RoomCategoryListMinimumResponse"] | components["schemas"]["RoomCategoryGetResponse"] | components["schemas"]["RoomCategorySearchResponse"] | components["schemas"]["RoomCategoryCreateResponse"] | components["schemas"]["RoomCategoryUpdateResponse"] | components["schemas"]["RoomCategoryDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationTermOfPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermOfPaymentListRequest"] | components["schemas"]["TermOfPaymentListMinimumRequest"] | components["schemas"]["TermOfPaymentGetRequest"] | components["schemas"]["TermOfPaymentSearchRequest"] | components["schemas"]["TermOfPaymentCreateRequest"] | components["schemas"]["TermOfPaymentUpdateRequest"] | components["schemas"]["TermOfPaymentDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermOfPaymentListResponse"] | components["schemas"]["TermOfPaymentListMinimumResponse"] | components["schemas"]["TermOfPaymentGetResponse"] | components["schemas"]["TermOfPaymentSearchResponse"] | components["schemas"]["TermOfPaymentCreateResponse"] | components["schemas"]["TermOfPaymentUpdateResponse"] | components["schemas"]["TermOfPaymentDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationTransactionGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionGroupListRequest"] | components["schemas"]["TransactionGroupListMinimumRequest"] | components["schemas"]["TransactionGroupGetRequest"] | components["schemas"]["TransactionGroupSearchRequest"] | components["schemas"]["TransactionGroupCreateRequest"] | components["schemas"]["TransactionGroupUpdateRequest"] | components["schemas"]["TransactionGroupDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionGroupListResponse"] | components["schemas"]["TransactionGroupListMinimumResponse"] | components["schemas"]["TransactionGroupGetResponse"] | components["schemas"]["TransactionGroupSearchResponse"] | components["schemas"]["TransactionGroupCreateResponse"] | components["schemas"]["TransactionGroupUpdateResponse"] | components["schemas"]["TransactionGroupDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationOccupancyType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OccupancyTypeListRequest"] | components["schemas"]["OccupancyTypeListMinimumRequest"] | components["schemas"]["OccupancyTypeGetRequest"] | components["schemas"]["OccupancyTypeSearchRequest"] | components["schemas"]["OccupancyTypeCreateRequest"] | components["schemas"]["OccupancyTypeUpdateRequest"] | components["schemas"]["OccupancyTypeDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OccupancyTypeListResponse"] | components["schemas"]["OccupancyTypeListMinimumResponse"] | components["schemas"]["OccupancyTypeGetResponse"] | components["schemas"]["OccupancyTypeSearchResponse"] | components["schemas"]["OccupancyTypeCreateResponse"] | components["schemas"]["OccupancyTypeUpdateResponse"] | components["schemas"]["OccupancyTypeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationMaintenanceType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintenanceTypeListRequest"] | components["schemas"]["MaintenanceTypeListMinimumRequest"] | components["schemas"]["MaintenanceTypeGetRequest"] | components["schemas"]["MaintenanceTypeSearchRequest"] | components["schemas"]["MaintenanceTypeCreateRequest"] | components["schemas"]["MaintenanceTypeUpdateRequest"] | components["schemas"]["MaintenanceTypeDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceTypeListResponse"] | components["schemas"]["MaintenanceTypeListMinimumResponse"] | components["schemas"]["MaintenanceTypeGetResponse"] | components["schemas"]["MaintenanceTypeSearchResponse"] | components["schemas"]["MaintenanceTypeCreateResponse"] | components["schemas"]["MaintenanceTypeUpdateResponse"] | components["schemas"]["MaintenanceTypeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationDepartment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentListRequest"] | components["schemas"]["DepartmentListMinimumRequest"] | components["schemas"]["DepartmentGetRequest"] | components["schemas"]["DepartmentSearchRequest"] | components["schemas"]["DepartmentCreateRequest"] | components["schemas"]["DepartmentUpdateRequest"] | components["schemas"]["DepartmentDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentListResponse"] | components["schemas"]["DepartmentListMinimumResponse"] | components["schemas"]["DepartmentGetResponse"] | components["schemas"]["DepartmentSearchResponse"] | components["schemas"]["DepartmentCreateResponse"] | components["schemas"]["DepartmentUpdateResponse"] | components["schemas"]["DepartmentDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationTerritory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TerritoryListRequest"] | components["schemas"]["TerritoryListMinimumRequest"] | components["schemas"]["TerritoryGetRequest"] | components["schemas"]["TerritorySearchRequest"] | components["schemas"]["TerritoryCreateRequest"] | components["schemas"]["TerritoryUpdateRequest"] | components["schemas"]["TerritoryDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerritoryListResponse"] | components["schemas"]["TerritoryListMinimumResponse"] | components["schemas"]["TerritoryGetResponse"] | components["schemas"]["TerritorySearchResponse"] | components["schemas"]["TerritoryCreateResponse"] | components["schemas"]["TerritoryUpdateResponse"] | components["schemas"]["TerritoryDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationGuestType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestTypeListRequest"] | components["schemas"]["GuestTypeListMinimumRequest"] | components["schemas"]["GuestTypeGetRequest"] | components["schemas"]["GuestTypeSearchRequest"] | components["schemas"]["GuestTypeCreateRequest"] | components["schemas"]["GuestTypeUpdateRequest"] | components["schemas"]["GuestTypeDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestTypeListResponse"] | components["schemas"]["GuestTypeListMinimumResponse"] | components["schemas"]["GuestTypeGetResponse"] | components["schemas"]["GuestTypeSearchResponse"] | components["schemas"]["GuestTypeCreateResponse"] | components["schemas"]["GuestTypeUpdateResponse"] | components["schemas"]["GuestTypeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationCancellationReason: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancellationReasonListRequest"] | components["schemas"]["CancellationReasonListMinimumRequest"] | components["schemas"]["CancellationReasonGetRequest"] | components["schemas"]["CancellationReasonSearchRequest"] | components["schemas"]["CancellationReasonCreateRequest"] | components["schemas"]["CancellationReasonUpdateRequest"] | components["schemas"]["CancellationReasonDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancellationReasonListResponse"] | components["schemas"]["CancellationReasonListMinimumResponse"] | components["schemas"]["CancellationReasonGetResponse"] | components["schemas"]["CancellationReasonSearchResponse"] | components["schemas"]["CancellationReasonCreateResponse"] | components["schemas"]["CancellationReasonUpdateResponse"] | components["schemas"]["CancellationReasonDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationKeepAt: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeepAtListRequest"] | components["schemas"]["KeepAtListMinimumRequest"] | components["schemas"]["KeepAtGetRequest"] | components["schemas"]["KeepAtSearchRequest"] | components["schemas"]["KeepAtCreateRequest"] | components["schemas"]["KeepAtUpdateRequest"] | components["schemas"]["KeepAtDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeepAtListResponse"] | components["schemas"]["KeepAtListMinimumResponse"] | components["schemas"]["KeepAtGetResponse"] | components["schemas"]["KeepAtSearchResponse"] | components["schemas"]["KeepAtCreateResponse"] | components["schemas"]["KeepAtUpdateResponse"] | components["schemas"]["KeepAtDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationBedType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BedTypeListRequest"] | components["schemas"]["BedTypeListMinimumRequest"] | components["schemas"]["BedTypeGetRequest"] | components["schemas"]["BedTypeSearchRequest"] | components["schemas"]["BedTypeCreateRequest"] | components["schemas"]["BedTypeUpdateRequest"] | components["schemas"]["BedTypeDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BedTypeListResponse"] | components["schemas"]["BedTypeListMinimumResponse"] | components["schemas"]["BedTypeGetResponse"] | components["schemas"]["BedTypeSearchResponse"] | components["schemas"]["BedTypeCreateResponse"] | components["schemas"]["BedTypeUpdateResponse"] | components["schemas"]["BedTypeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationRoomFeature: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomFeatureListRequest"] | components["schemas"]["RoomFeatureListMinimumRequest"] | components["schemas"]["RoomFeatureGetRequest"] | components["schemas"]["RoomFeatureSearchRequest"] | components["schemas"]["RoomFeatureCreateRequest"] | components["schemas"]["RoomFeatureUpdateRequest"] | components["schemas"]["RoomFeatureDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomFeatureListResponse"] | components["schemas"]["RoomFeatureListMinimumResponse"] | components["schemas"]["RoomFeatureGetResponse"] | components["schemas"]["RoomFeatureSearchResponse"] | components["schemas"]["RoomFeatureCreateResponse"] | components["schemas"]["RoomFeatureUpdateResponse"] | components["schemas"]["RoomFeatureDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationSource: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceListRequest"] | components["schemas"]["SourceListMinimumRequest"] | components["schemas"]["SourceGetRequest"] | components["schemas"]["SourceSearchRequest"] | components["schemas"]["SourceCreateRequest"] | components["schemas"]["SourceUpdateRequest"] | components["schemas"]["SourceDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceListResponse"] | components["schemas"]["SourceListMinimumResponse"] | components["schemas"]["SourceGetResponse"] | components["schemas"]["SourceSearchResponse"] | components["schemas"]["SourceCreateResponse"] | components["schemas"]["SourceUpdateResponse"] | components["schemas"]["SourceDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationMealType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MealTypeListRequest"] | components["schemas"]["MealTypeListMinimumRequest"] | components["schemas"]["MealTypeGetRequest"] | components["schemas"]["MealTypeSearchRequest"] | components["schemas"]["MealTypeCreateRequest"] | components["schemas"]["MealTypeUpdateRequest"] | components["schemas"]["MealTypeDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealTypeListResponse"] | components["schemas"]["MealTypeListMinimumResponse"] | components["schemas"]["MealTypeGetResponse"] | components["schemas"]["MealTypeSearchResponse"] | components["schemas"]["MealTypeCreateResponse"] | components["schemas"]["MealTypeUpdateResponse"] | components["schemas"]["MealTypeDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationMarket: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarketListRequest"] | components["schemas"]["MarketListMinimumRequest"] | components["schemas"]["MarketGetRequest"] | components["schemas"]["MarketSearchRequest"] | components["schemas"]["MarketCreateRequest"] | components["schemas"]["MarketUpdateRequest"] | components["schemas"]["MarketDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketListResponse"] | components["schemas"]["MarketListMinimumResponse"] | components["schemas"]["MarketGetResponse"] | components["schemas"]["MarketSearchResponse"] | components["schemas"]["MarketCreateResponse"] | components["schemas"]["MarketUpdateResponse"] | components["schemas"]["MarketDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationSegment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SegmentListRequest"] | components["schemas"]["SegmentListMinimumRequest"] | components["schemas"]["SegmentGetRequest"] | components["schemas"]["SegmentSearchRequest"] | components["schemas"]["SegmentCreateRequest"] | components["schemas"]["SegmentUpdateRequest"] | components["schemas"]["SegmentDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentListResponse"] | components["schemas"]["SegmentListMinimumResponse"] | components["schemas"]["SegmentGetResponse"] | components["schemas"]["SegmentSearchResponse"] | components["schemas"]["SegmentCreateResponse"] | components["schemas"]["SegmentUpdateResponse"] | components["schemas"]["SegmentDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationTitle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TitleListRequest"] | components["schemas"]["TitleListMinimumRequest"] | components["schemas"]["TitleGetRequest"] | components["schemas"]["TitleSearchRequest"] | components["schemas"]["TitleCreateRequest"] | components["schemas"]["TitleUpdateRequest"] | components["schemas"]["TitleDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitleListResponse"] | components["schemas"]["TitleListMinimumResponse"] | components["schemas"]["TitleGetResponse"] | components["schemas"]["TitleSearchResponse"] | components["schemas"]["TitleCreateResponse"] | components["schemas"]["TitleUpdateResponse"] | components["schemas"]["TitleDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationHotelDetail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HotelDetailGetRequest"] | components["schemas"]["HotelDetailGetFullRequest"] | components["schemas"]["HotelDetailUpdateRequest"] | components["schemas"]["HotelDetailRemoveImageRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotelDetailGetResponse"] | components["schemas"]["HotelDetailGetFullResponse"] | components["schemas"]["HotelDetailUpdateResponse"] | components["schemas"]["HotelDetailRemoveImageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationHotel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HotelGetHotelDateRequest"] | components["schemas"]["HotelNextHotelDateRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotelGetHotelDateResponse"] | components["schemas"]["HotelNextHotelDateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationCurrency: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CurrencyListRequest"] | components["schemas"]["CurrencyListMinimumRequest"] | components["schemas"]["CurrencyGetRequest"] | components["schemas"]["CurrencySearchRequest"] | components["schemas"]["CurrencyCreateRequest"] | components["schemas"]["CurrencyUpdateRequest"] | components["schemas"]["CurrencyDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyListResponse"] | components["schemas"]["CurrencyListMinimumResponse"] | components["schemas"]["CurrencyGetResponse"] | components["schemas"]["CurrencySearchResponse"] | components["schemas"]["CurrencyCreateResponse"] | components["schemas"]["CurrencyUpdateResponse"] | components["schemas"]["CurrencyDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationExchangeRate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeRateListRequest"] | components["schemas"]["ExchangeRateListMinimumRequest"] | components["schemas"]["ExchangeRateGetRequest"] | components["schemas"]["ExchangeRateSearchRequest"] | components["schemas"]["ExchangeRateCreateRequest"] | components["schemas"]["ExchangeRateUpdateRequest"] | components["schemas"]["ExchangeRateDeleteRequest"] | components["schemas"]["ExchangeRateListInForceRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRateListResponse"] | components["schemas"]["ExchangeRateListMinimumResponse"] | components["schemas"]["ExchangeRateGetResponse"] | components["schemas"]["ExchangeRateSearchResponse"] | components["schemas"]["ExchangeRateCreateResponse"] | components["schemas"]["ExchangeRateUpdateResponse"] | components["schemas"]["ExchangeRateDeleteResponse"] | components["schemas"]["ExchangeRateListInForceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationCountry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountryListRequest"] | components["schemas"]["CountryListMinimumRequest"] | components["schemas"]["CountryGetRequest"] | components["schemas"]["CountrySearchRequest"] | components["schemas"]["CountryCreateRequest"] | components["schemas"]["CountryUpdateRequest"] | components["schemas"]["CountryDeleteRequest"] | components["schemas"]["CountryGetMinimumRequest"] | components["schemas"]["CountryListFullRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryListResponse"] | components["schemas"]["CountryListMinimumResponse"] | components["schemas"]["CountryGetResponse"] | components["schemas"]["CountrySearchResponse"] | components["schemas"]["CountryCreateResponse"] | components["schemas"]["CountryUpdateResponse"] | components["schemas"]["CountryDeleteResponse"] | components["schemas"]["CountryGetMinimumResponse"] | components["schemas"]["CountryListFullResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationUserInterfaceText: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInterfaceTextGetRequest"] | components["schemas"]["UserInterfaceTextListRequest"] | components["schemas"]["UserInterfaceTextNewRequest"] | components["schemas"]["UserInterfaceTextUpdateRequest"] | components["schemas"]["UserInterfaceTextDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInterfaceTextGetResponse"] | components["schemas"]["UserInterfaceTextListResponse"] | components["schemas"]["UserInterfaceTextNewResponse"] | components["schemas"]["UserInterfaceTextUpdateResponse"] | components["schemas"]["UserInterfaceTextDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationHelpText: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelpTextListRequest"] | components["schemas"]["HelpTextGetRequest"] | components["schemas"]["HelpTextCreateRequest"] | components["schemas"]["HelpTextUpdateRequest"] | components["schemas"]["HelpTextDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpTextListResponse"] | components["schemas"]["HelpTextGetResponse"] | components["schemas"]["HelpTextCreateResponse"] | components["schemas"]["HelpTextUpdateResponse"] | components["schemas"]["HelpTextDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationBuilding: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuildingListRequest"] | components["schemas"]["BuildingListMinimumRequest"] | components["schemas"]["BuildingGetRequest"] | components["schemas"]["BuildingSearchRequest"] | components["schemas"]["BuildingCreateRequest"] | components["schemas"]["BuildingUpdateRequest"] | components["schemas"]["BuildingDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildingListResponse"] | components["schemas"]["BuildingListMinimumResponse"] | components["schemas"]["BuildingGetResponse"] | components["schemas"]["BuildingSearchResponse"] | components["schemas"]["BuildingCreateResponse"] | components["schemas"]["BuildingUpdateResponse"] | components["schemas"]["BuildingDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationFloor: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FloorListRequest"] | components["schemas"]["FloorListMinimumRequest"] | components["schemas"]["FloorGetRequest"] | components["schemas"]["FloorSearchRequest"] | components["schemas"]["FloorCreateRequest"] | components["schemas"]["FloorUpdateRequest"] | components["schemas"]["FloorDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FloorListResponse"] | components["schemas"]["FloorListMinimumResponse"] | components["schemas"]["FloorGetResponse"] | components["schemas"]["FloorSearchResponse"] | components["schemas"]["FloorCreateResponse"] | components["schemas"]["FloorUpdateResponse"] | components["schemas"]["FloorDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationRoomType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomTypeListRequest"] | components["schemas"]["RoomTypeListMinimumRequest"] | components["schemas"]["RoomTypeGetRequest"] | components["schemas"]["RoomTypeSearchRequest"] | components["schemas"]["RoomTypeCreateRequest"] | components["schemas"]["RoomTypeUpdateRequest"] | components["schemas"]["RoomTypeDeleteRequest"] | components["schemas"]["RoomTypeFeaturesRequest"] | components["schemas"]["RoomTypeSetFeaturesRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomTypeListResponse"] | components["schemas"]["RoomTypeListMinimumResponse"] | components["schemas"]["RoomTypeGetResponse"] | components["schemas"]["RoomTypeSearchResponse"] | components["schemas"]["RoomTypeCreateResponse"] | components["schemas"]["RoomTypeUpdateResponse"] | components["schemas"]["RoomTypeDeleteResponse"] | components["schemas"]["RoomTypeFeaturesResponse"] | components["schemas"]["RoomTypeSetFeaturesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    configurationRoom: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomListRequest"] | components["schemas"]["RoomListMinimumRequest"] | components["schemas"]["RoomGetRequest"] | components["schemas"]["RoomSearchRequest"] | components["schemas"]["RoomCreateRequest"] | components["schemas"]["RoomUpdateRequest"] | components["schemas"]["RoomDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomListResponse"] | components["schemas"]["RoomListMinimumResponse"] | components["schemas"]["RoomGetResponse"] | components["schemas"]["RoomSearchResponse"] | components["schemas"]["RoomCreateResponse"] | components["schemas"]["RoomUpdateResponse"] | components["schemas"]["RoomDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardGetRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardGetResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportReservationReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReservationReportGetDetailRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationReportGetDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportReceptionReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceptionReportGetDetailRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceptionReportGetDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportCashierReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashierReportGetDetailRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierReportGetDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportFinanceReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinanceReportGetDetailRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceReportGetDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportHousekeepingReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HousekeepingReportGetDetailRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HousekeepingReportGetDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportManagementReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagementReportGetDetailRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementReportGetDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportSalesReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesReportGetDetailRequest"] | components["schemas"]["SalesReportProductionRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportGetDetailResponse"] | components["schemas"]["SalesReportProductionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reservationGuestProfile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestProfileListRequest"] | components["schemas"]["GuestProfileListMinimumRequest"] | components["schemas"]["GuestProfileGetRequest"] | components["schemas"]["GuestProfileSearchRequest"] | components["schemas"]["GuestProfileCreateRequest"] | components["schemas"]["GuestProfileUpdateRequest"] | components["schemas"]["GuestProfileDeleteRequest"] | components["schemas"]["GuestProfileStaysRequest"] | components["schemas"]["GuestProfileMergeRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestProfileListResponse"] | components["schemas"]["GuestProfileListMinimumResponse"] | components["schemas"]["GuestProfileGetResponse"] | components["schemas"]["GuestProfileSearchResponse"] | components["schemas"]["GuestProfileCreateResponse"] | components["schemas"]["GuestProfileUpdateResponse"] | components["schemas"]["GuestProfileDeleteResponse"] | components["schemas"]["GuestProfileStaysResponse"] | components["schemas"]["GuestProfileMergeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reservationCompanyProfile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyProfileListRequest"] | components["schemas"]["CompanyProfileListMinimumRequest"] | components["schemas"]["CompanyProfileGetRequest"] | components["schemas"]["CompanyProfileSearchRequest"] | components["schemas"]["CompanyProfileCreateRequest"] | components["schemas"]["CompanyProfileUpdateRequest"] | components["schemas"]["CompanyProfileDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyProfileListResponse"] | components["schemas"]["CompanyProfileListMinimumResponse"] | components["schemas"]["CompanyProfileGetResponse"] | components["schemas"]["CompanyProfileSearchResponse"] | components["schemas"]["CompanyProfileCreateResponse"] | components["schemas"]["CompanyProfileUpdateResponse"] | components["schemas"]["CompanyProfileDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reservationAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvailabilityGetRequest"] | components["schemas"]["AvailabilityFreeRoomsRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityGetResponse"] | components["schemas"]["AvailabilityFreeRoomsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reservationRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateQuoteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateQuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reservationReprice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RepricePreviewRequest"] | components["schemas"]["RepriceApplyRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepricePreviewResponse"] | components["schemas"]["RepriceApplyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reservationAllotment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllotmentGetRequest"] | components["schemas"]["AllotmentSetRequest"] | components["schemas"]["AllotmentFillRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllotmentGetResponse"] | components["schemas"]["AllotmentSetResponse"] | components["schemas"]["AllotmentFillResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reservationReservation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReservationGetRequest"] | components["schemas"]["ReservationSearchRequest"] | components["schemas"]["ReservationCreateRequest"] | components["schemas"]["ReservationCancelRequest"] | components["schemas"]["ReservationSetHotelDateRequest"] | components["schemas"]["ReservationListOtaRequest"] | components["schemas"]["ReservationListNonotaRequest"] | components["schemas"]["ReservationGetNonotaRequest"] | components["schemas"]["ReservationUpdateRequest"] | components["schemas"]["ReservationReinstateRequest"] | components["schemas"]["ReservationHistoryRequest"] | components["schemas"]["ReservationCheckinRequest"] | components["schemas"]["ReservationWalkinRequest"] | components["schemas"]["ReservationUndoCheckinRequest"] | components["schemas"]["ReservationInHouseRequest"] | components["schemas"]["ReservationChangeDepartureRequest"] | components["schemas"]["ReservationRegisterRequest"] | components["schemas"]["ReservationRegistrationsRequest"] | components["schemas"]["ReservationArrivalsRequest"] | components["schemas"]["ReservationAssignRoomRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationGetResponse"] | components["schemas"]["ReservationSearchResponse"] | components["schemas"]["ReservationCreateResponse"] | components["schemas"]["ReservationCancelResponse"] | components["schemas"]["ReservationSetHotelDateResponse"] | components["schemas"]["ReservationListOtaResponse"] | components["schemas"]["ReservationListNonotaResponse"] | components["schemas"]["ReservationGetNonotaResponse"] | components["schemas"]["ReservationUpdateResponse"] | components["schemas"]["ReservationReinstateResponse"] | components["schemas"]["ReservationHistoryResponse"] | components["schemas"]["ReservationCheckinResponse"] | components["schemas"]["ReservationWalkinResponse"] | components["schemas"]["ReservationUndoCheckinResponse"] | components["schemas"]["ReservationInHouseResponse"] | components["schemas"]["ReservationChangeDepartureResponse"] | components["schemas"]["ReservationRegisterResponse"] | components["schemas"]["ReservationRegistrationsResponse"] | components["schemas"]["ReservationArrivalsResponse"] | components["schemas"]["ReservationAssignRoomResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    housekeepingRoomStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomStatusListRequest"] | components["schemas"]["RoomStatusSetRequest"] | components["schemas"]["RoomStatusLogRequest"] | components["schemas"]["RoomStatusInspectRequest"] | components["schemas"]["RoomStatusAssignRequest"] | components["schemas"]["RoomStatusAttendantsRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomStatusListResponse"] | components["schemas"]["RoomStatusSetResponse"] | components["schemas"]["RoomStatusLogResponse"] | components["schemas"]["RoomStatusInspectResponse"] | components["schemas"]["RoomStatusAssignResponse"] | components["schemas"]["RoomStatusAttendantsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    housekeepingMinibar: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MinibarItemsRequest"] | components["schemas"]["MinibarRoomRequest"] | components["schemas"]["MinibarPostRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MinibarItemsResponse"] | components["schemas"]["MinibarRoomResponse"] | components["schemas"]["MinibarPostResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    engineeringMaintenance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintenanceListRequest"] | components["schemas"]["MaintenanceGetRequest"] | components["schemas"]["MaintenanceCreateRequest"] | components["schemas"]["MaintenanceUpdateRequest"] | components["schemas"]["MaintenanceStartRequest"] | components["schemas"]["MaintenanceDoneRequest"] | components["schemas"]["MaintenanceCancelRequest"] | components["schemas"]["MaintenanceEngineersRequest"] | components["schemas"]["MaintenanceReportRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceListResponse"] | components["schemas"]["MaintenanceGetResponse"] | components["schemas"]["MaintenanceCreateResponse"] | components["schemas"]["MaintenanceUpdateResponse"] | components["schemas"]["MaintenanceStartResponse"] | components["schemas"]["MaintenanceDoneResponse"] | components["schemas"]["MaintenanceCancelResponse"] | components["schemas"]["MaintenanceEngineersResponse"] | components["schemas"]["MaintenanceReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    salesContract: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesContractListRequest"] | components["schemas"]["SalesContractGetRequest"] | components["schemas"]["SalesContractSaveRequest"] | components["schemas"]["SalesContractActivateRequest"] | components["schemas"]["SalesContractQuoteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesContractListResponse"] | components["schemas"]["SalesContractGetResponse"] | components["schemas"]["SalesContractSaveResponse"] | components["schemas"]["SalesContractActivateResponse"] | components["schemas"]["SalesContractQuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    salesCancellationPolicy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesCancellationPolicyListRequest"] | components["schemas"]["SalesCancellationPolicyGetRequest"] | components["schemas"]["SalesCancellationPolicySaveRequest"] | components["schemas"]["SalesCancellationPolicyRemoveRequest"] | components["schemas"]["SalesCancellationPolicyAssignmentsRequest"] | components["schemas"]["SalesCancellationPolicyAssignRequest"] | components["schemas"]["SalesCancellationPolicyFeeRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesCancellationPolicyListResponse"] | components["schemas"]["SalesCancellationPolicyGetResponse"] | components["schemas"]["SalesCancellationPolicySaveResponse"] | components["schemas"]["SalesCancellationPolicyRemoveResponse"] | components["schemas"]["SalesCancellationPolicyAssignmentsResponse"] | components["schemas"]["SalesCancellationPolicyAssignResponse"] | components["schemas"]["SalesCancellationPolicyFeeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    inventoryInventoryLocation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryLocationListRequest"] | components["schemas"]["InventoryLocationListMinimumRequest"] | components["schemas"]["InventoryLocationGetRequest"] | components["schemas"]["InventoryLocationSearchRequest"] | components["schemas"]["InventoryLocationCreateRequest"] | components["schemas"]["InventoryLocationUpdateRequest"] | components["schemas"]["InventoryLocationDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryLocationListResponse"] | components["schemas"]["InventoryLocationListMinimumResponse"] | components["schemas"]["InventoryLocationGetResponse"] | components["schemas"]["InventoryLocationSearchResponse"] | components["schemas"]["InventoryLocationCreateResponse"] | components["schemas"]["InventoryLocationUpdateResponse"] | components["schemas"]["InventoryLocationDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    inventoryItemCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCategoryListRequest"] | components["schemas"]["ItemCategoryListMinimumRequest"] | components["schemas"]["ItemCategoryGetRequest"] | components["schemas"]["ItemCategorySearchRequest"] | components["schemas"]["ItemCategoryCreateRequest"] | components["schemas"]["ItemCategoryUpdateRequest"] | components["schemas"]["ItemCategoryDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemCategoryListResponse"] | components["schemas"]["ItemCategoryListMinimumResponse"] | components["schemas"]["ItemCategoryGetResponse"] | components["schemas"]["ItemCategorySearchResponse"] | components["schemas"]["ItemCategoryCreateResponse"] | components["schemas"]["ItemCategoryUpdateResponse"] | components["schemas"]["ItemCategoryDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    inventoryInventoryItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryItemListRequest"] | components["schemas"]["InventoryItemListMinimumRequest"] | components["schemas"]["InventoryItemGetRequest"] | components["schemas"]["InventoryItemSearchRequest"] | components["schemas"]["InventoryItemCreateRequest"] | components["schemas"]["InventoryItemUpdateRequest"] | components["schemas"]["InventoryItemDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryItemListResponse"] | components["schemas"]["InventoryItemListMinimumResponse"] | components["schemas"]["InventoryItemGetResponse"] | components["schemas"]["InventoryItemSearchResponse"] | components["schemas"]["InventoryItemCreateResponse"] | components["schemas"]["InventoryItemUpdateResponse"] | components["schemas"]["InventoryItemDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    inventoryStock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockOnHandRequest"] | components["schemas"]["StockDocumentsRequest"] | components["schemas"]["StockReceiveRequest"] | components["schemas"]["StockTransferRequest"] | components["schemas"]["StockIssueRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockOnHandResponse"] | components["schemas"]["StockDocumentsResponse"] | components["schemas"]["StockReceiveResponse"] | components["schemas"]["StockTransferResponse"] | components["schemas"]["StockIssueResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    receptionRoomMove: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomMoveMoveRequest"] | components["schemas"]["RoomMoveListRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomMoveMoveResponse"] | components["schemas"]["RoomMoveListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    receptionMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceptionMessageListRequest"] | components["schemas"]["ReceptionMessageCreateRequest"] | components["schemas"]["ReceptionMessageUpdateRequest"] | components["schemas"]["ReceptionMessageDeliverRequest"] | components["schemas"]["ReceptionMessagePrintRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceptionMessageListResponse"] | components["schemas"]["ReceptionMessageCreateResponse"] | components["schemas"]["ReceptionMessageUpdateResponse"] | components["schemas"]["ReceptionMessageDeliverResponse"] | components["schemas"]["ReceptionMessagePrintResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    receptionFlag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceptionFlagListRequest"] | components["schemas"]["ReceptionFlagCreateRequest"] | components["schemas"]["ReceptionFlagUpdateRequest"] | components["schemas"]["ReceptionFlagResolveRequest"] | components["schemas"]["ReceptionFlagReopenRequest"] | components["schemas"]["ReceptionFlagReportRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceptionFlagListResponse"] | components["schemas"]["ReceptionFlagCreateResponse"] | components["schemas"]["ReceptionFlagUpdateResponse"] | components["schemas"]["ReceptionFlagResolveResponse"] | components["schemas"]["ReceptionFlagReopenResponse"] | components["schemas"]["ReceptionFlagReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    receptionLostFound: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceptionLostFoundListRequest"] | components["schemas"]["ReceptionLostFoundCreateRequest"] | components["schemas"]["ReceptionLostFoundUpdateRequest"] | components["schemas"]["ReceptionLostFoundSetStatusRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceptionLostFoundListResponse"] | components["schemas"]["ReceptionLostFoundCreateResponse"] | components["schemas"]["ReceptionLostFoundUpdateResponse"] | components["schemas"]["ReceptionLostFoundSetStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    receptionTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceptionTransferListRequest"] | components["schemas"]["ReceptionTransferCreateRequest"] | components["schemas"]["ReceptionTransferUpdateRequest"] | components["schemas"]["ReceptionTransferSetStatusRequest"] | components["schemas"]["ReceptionTransferCancelRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceptionTransferListResponse"] | components["schemas"]["ReceptionTransferCreateResponse"] | components["schemas"]["ReceptionTransferUpdateResponse"] | components["schemas"]["ReceptionTransferSetStatusResponse"] | components["schemas"]["ReceptionTransferCancelResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    receptionRoomRack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomRackGetRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomRackGetResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cashierShift: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashierShiftCurrentRequest"] | components["schemas"]["CashierShiftOpenRequest"] | components["schemas"]["CashierShiftCloseRequest"] | components["schemas"]["CashierShiftListRequest"] | components["schemas"]["CashierShiftSummaryRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierShiftCurrentResponse"] | components["schemas"]["CashierShiftOpenResponse"] | components["schemas"]["CashierShiftCloseResponse"] | components["schemas"]["CashierShiftListResponse"] | components["schemas"]["CashierShiftSummaryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cashierFolio: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashierFolioGetRequest"] | components["schemas"]["CashierFolioPostRequest"] | components["schemas"]["CashierFolioPayRequest"] | components["schemas"]["CashierFolioVoidRequest"] | components["schemas"]["CashierFolioCorrectRequest"] | components["schemas"]["CashierFolioTransferRequest"] | components["schemas"]["CashierFolioCheckoutRequest"] | components["schemas"]["CashierFolioReverseCheckoutRequest"] | components["schemas"]["CashierFolioListRequest"] | components["schemas"]["CashierFolioOpenRequest"] | components["schemas"]["CashierFolioCloseRequest"] | components["schemas"]["CashierFolioReopenRequest"] | components["schemas"]["CashierFolioInvoiceRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierFolioGetResponse"] | components["schemas"]["CashierFolioPostResponse"] | components["schemas"]["CashierFolioPayResponse"] | components["schemas"]["CashierFolioVoidResponse"] | components["schemas"]["CashierFolioCorrectResponse"] | components["schemas"]["CashierFolioTransferResponse"] | components["schemas"]["CashierFolioCheckoutResponse"] | components["schemas"]["CashierFolioReverseCheckoutResponse"] | components["schemas"]["CashierFolioListResponse"] | components["schemas"]["CashierFolioOpenResponse"] | components["schemas"]["CashierFolioCloseResponse"] | components["schemas"]["CashierFolioReopenResponse"] | components["schemas"]["CashierFolioInvoiceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cashierDeposit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashierDepositListRequest"] | components["schemas"]["CashierDepositGetRequest"] | components["schemas"]["CashierDepositTakeRequest"] | components["schemas"]["CashierDepositRefundRequest"] | components["schemas"]["CashierDepositForfeitRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierDepositListResponse"] | components["schemas"]["CashierDepositGetResponse"] | components["schemas"]["CashierDepositTakeResponse"] | components["schemas"]["CashierDepositRefundResponse"] | components["schemas"]["CashierDepositForfeitResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cashierDeparture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashierDepartureListRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierDepartureListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cashierReceivable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashierReceivableListRequest"] | components["schemas"]["CashierReceivableGetRequest"] | components["schemas"]["CashierReceivableSaveRequest"] | components["schemas"]["CashierReceivableTransferRequest"] | components["schemas"]["CashierReceivablePayRequest"] | components["schemas"]["CashierReceivableAllocateRequest"] | components["schemas"]["CashierReceivableInvoicesRequest"] | components["schemas"]["CashierReceivablePaymentsRequest"] | components["schemas"]["CashierReceivableStatementRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierReceivableListResponse"] | components["schemas"]["CashierReceivableGetResponse"] | components["schemas"]["CashierReceivableSaveResponse"] | components["schemas"]["CashierReceivableTransferResponse"] | components["schemas"]["CashierReceivablePayResponse"] | components["schemas"]["CashierReceivableAllocateResponse"] | components["schemas"]["CashierReceivableInvoicesResponse"] | components["schemas"]["CashierReceivablePaymentsResponse"] | components["schemas"]["CashierReceivableStatementResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cashierRouting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashierRoutingListRequest"] | components["schemas"]["CashierRoutingCreateRequest"] | components["schemas"]["CashierRoutingDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierRoutingListResponse"] | components["schemas"]["CashierRoutingCreateResponse"] | components["schemas"]["CashierRoutingDeleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    financeDayEnd: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DayEndPreviewRequest"] | components["schemas"]["DayEndRunRequest"] | components["schemas"]["DayEndStatusRequest"] | components["schemas"]["DayEndCancelRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DayEndPreviewResponse"] | components["schemas"]["DayEndRunResponse"] | components["schemas"]["DayEndStatusResponse"] | components["schemas"]["DayEndCancelResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    outletSale: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutletSaleRoomRequest"] | components["schemas"]["OutletSaleQuoteRequest"] | components["schemas"]["OutletSalePostRequest"] | components["schemas"]["OutletSaleListRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutletSaleRoomResponse"] | components["schemas"]["OutletSaleQuoteResponse"] | components["schemas"]["OutletSalePostResponse"] | components["schemas"]["OutletSaleListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    securityAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticationLoginRequest"] | components["schemas"]["AuthenticationRefreshRequest"] | components["schemas"]["AuthenticationLogoutRequest"] | components["schemas"]["AuthenticationChangePasswordRequest"] | components["schemas"]["AuthenticationSetLanguageRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticationLoginResponse"] | components["schemas"]["AuthenticationRefreshResponse"] | components["schemas"]["AuthenticationLogoutResponse"] | components["schemas"]["AuthenticationChangePasswordResponse"] | components["schemas"]["AuthenticationSetLanguageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    securityUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserListRequest"] | components["schemas"]["UserGetRequest"] | components["schemas"]["UserCreateRequest"] | components["schemas"]["UserUpdateRequest"] | components["schemas"]["UserUnlockRequest"] | components["schemas"]["UserResetPasswordRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListResponse"] | components["schemas"]["UserGetResponse"] | components["schemas"]["UserCreateResponse"] | components["schemas"]["UserUpdateResponse"] | components["schemas"]["UserUnlockResponse"] | components["schemas"]["UserResetPasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    securityRole: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent with a command, makes it safe to retry: the same key returns the first answer and
                 *     changes nothing again; the same key with a different body is refused with 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleListRequest"] | components["schemas"]["RoleGetRequest"] | components["schemas"]["RoleCreateRequest"] | components["schemas"]["RoleUpdateRequest"] | components["schemas"]["RoleDeleteRequest"] | components["schemas"]["RoleListFunctionsRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleListResponse"] | components["schemas"]["RoleGetResponse"] | components["schemas"]["RoleCreateResponse"] | components["schemas"]["RoleUpdateResponse"] | components["schemas"]["RoleDeleteResponse"] | components["schemas"]["RoleListFunctionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    securityTestToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is valid and its session is open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptySuccess"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    filesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    liveEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    filesHotelImageUpload: {
        parameters: {
            query: {
                /** @description The hotel detail's row version as read; an older one is refused with 409 STALE_VERSION. */
                version: components["schemas"]["RowVersion"];
            };
            header?: never;
            path: {
                image: components["schemas"]["HotelImage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/png": string;
                "image/jpeg": string;
                "image/webp": string;
                "image/gif": string;
                "image/svg+xml": string;
            };
        };
        responses: {
            /** @description The hotel detail with the new image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotelImageUploadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The image is larger than 2 MiB (IMAGE_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not a PNG, JPEG, WebP, GIF or SVG image, or not the image its Content-Type names (UNSUPPORTED_IMAGE). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
