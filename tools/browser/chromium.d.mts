export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const PLAYWRIGHT_FEATURES_OF: string;
export declare const PLAYWRIGHT_DISABLE_FEATURES: string;
