export declare const TEST_CHROMIUM_PACKAGE: string;
export declare const TEST_CHROMIUM_PATH: string;
