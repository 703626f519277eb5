// generated from openapi/ by packages/api-client/scripts/generate.mjs: do not edit
export interface paths {
    "/configuration/HotelDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hotel name and images */
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
         * @description `GetHotelDate` answers the current hotel date; `NextHotelDate` the business date that follows it. Only day-end moves the hotel date.
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
        /** Currencies */
        post: operations["configurationCurrency"];
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
        /** ISO 3166 countries */
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
         * @description `get` answers one item with the figures of the hotel date that the departments built so far keep: the hotel date, rooms by housekeeping status, type, floor and building, and the exchange rates in force. Arrivals, departures and guests in house join it when reservations land. Any signed-in staff member may read it: every department has a dashboard.
         */
        post: operations["reportDashboard"];
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The generic actions that take no criteria accept an empty list or one empty object. */
        EmptyCriteria: Record<string, never>[];
        HotelDetailGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["EmptyCriteria"];
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
        FieldError: {
            field: string;
            message: string;
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
            /** @description For a login refused while waiting after 3 failures, the seconds left. */
            retryAfterSeconds?: number;
            /** @description For bad input, each failing field (a JSON pointer into the request body) and why. */
            errors?: components["schemas"]["FieldError"][];
        };
        ErrorEnvelope: {
            apiResponse: components["schemas"]["ApiResponseError"];
            data: unknown[];
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
        /**
         * Format: date
         * @description A calendar date, ISO 8601 (yyyy-MM-dd). Screens show it as dd-MMM-yyyy.
         */
        IsoDate: string;
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
        EntityId: number;
        IdRef: {
            id: components["schemas"]["EntityId"];
        };
        CurrencyGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["IdRef"][];
        };
        CurrencyCreate: {
            /** @description ISO 4217 code. */
            code: string;
            name: string;
            symbol?: string;
            /** @description Digits after the decimal point in amounts of this currency. */
            decimals?: number;
            /**
             * @description 1 marks the hotel's local currency; exactly one currency has it.
             * @enum {integer}
             */
            isLocalCurrency?: 0 | 1;
        };
        CurrencyCreateRequest: {
            apiRequest: {
                /** @constant */
                action: "create";
            };
            data: components["schemas"]["CurrencyCreate"][];
        };
        /** @description Row version read with the record; an update carrying an older one is refused with 409. */
        RowVersion: number;
        CurrencyUpdate: {
            id: components["schemas"]["EntityId"];
            version: components["schemas"]["RowVersion"];
            /** @description ISO 4217 code. */
            code?: string;
            name?: string;
            symbol?: string;
            /** @description Digits after the decimal point in amounts of this currency. */
            decimals?: number;
            /**
             * @description 1 marks the hotel's local currency; exactly one currency has it.
             * @enum {integer}
             */
            isLocalCurrency?: 0 | 1;
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
            /** @description ISO 4217 code. */
            code: string;
            name: string;
            symbol: string;
            /** @description Digits after the decimal point in amounts of this currency. */
            decimals: number;
            /**
             * @description 1 marks the hotel's local currency; exactly one currency has it.
             * @enum {integer}
             */
            isLocalCurrency: 0 | 1;
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
            /** @description ISO 4217 code. */
            code: string;
            name: string;
            /**
             * @description 1 marks the hotel's local currency; exactly one currency has it.
             * @enum {integer}
             */
            isLocalCurrency: 0 | 1;
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
        CountryListFullRequest: {
            apiRequest: {
                /** @constant */
                action: "list-full";
            };
            data: components["schemas"]["EmptyCriteria"];
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
        Country: {
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
            data: components["schemas"]["Country"][];
        };
        CountryMinimum: {
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
            data: components["schemas"]["CountryMinimum"][];
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
        /** @description Matched anywhere in the searchable fields, without regard to case. */
        SearchText: string;
        /** @description Rows to skip (server paging). */
        PageOffset: number;
        /** @description Rows on the page; 50 when left out. */
        PageLimit: number;
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
        DashboardGetRequest: {
            apiRequest: {
                /** @constant */
                action: "get";
            };
            data: components["schemas"]["EmptyCriteria"];
        };
        HousekeepingCounts: {
            dirty: number;
            clean: number;
            inspected: number;
        };
        /** @description Rooms of one type, floor or building. */
        RoomCount: {
            code: string;
            name: string;
            rooms: number;
            /** @description Of these rooms, those waiting for housekeeping. */
            dirty: number;
        };
        /** @description The exchange rate of a foreign currency on the hotel date: the latest one effective on or before it. Local-currency amount for one unit, as an exact decimal string. */
        RateInForce: {
            currencyCode: string;
            currencyName: string;
            rate: string;
            effectiveDate: components["schemas"]["IsoDate"];
        };
        DashboardFigures: {
            hotelDate: components["schemas"]["IsoDate"];
            totalRooms: number;
            housekeeping: components["schemas"]["HousekeepingCounts"];
            roomTypes: components["schemas"]["RoomCount"][];
            floors: components["schemas"]["RoomCount"][];
            buildings: components["schemas"]["RoomCount"][];
            /** @description The code of the local currency; empty while none is set. */
            localCurrencyCode: string;
            exchangeRates: components["schemas"]["RateInForce"][];
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
    configurationHotelDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HotelDetailGetRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotelDetailGetResponse"];
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
                "application/json": components["schemas"]["CurrencyListRequest"] | components["schemas"]["CurrencyListMinimumRequest"] | components["schemas"]["CurrencyGetRequest"] | components["schemas"]["CurrencyCreateRequest"] | components["schemas"]["CurrencyUpdateRequest"] | components["schemas"]["CurrencyDeleteRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyListResponse"] | components["schemas"]["CurrencyListMinimumResponse"] | components["schemas"]["CurrencyGetResponse"] | components["schemas"]["CurrencyCreateResponse"] | components["schemas"]["CurrencyUpdateResponse"] | components["schemas"]["CurrencyDeleteResponse"];
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
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountryListFullRequest"] | components["schemas"]["CountryGetMinimumRequest"];
            };
        };
        responses: {
            /** @description The action's answer, typed by the echoed action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryListFullResponse"] | components["schemas"]["CountryGetMinimumResponse"];
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
}
