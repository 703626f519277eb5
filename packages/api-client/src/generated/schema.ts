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
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["BusinessRule"];
            429: components["responses"]["TooManyRequests"];
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
