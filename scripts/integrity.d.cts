// Types of integrity.cjs, for the API's and the tests' TypeScript.
export function integrity(content: Uint8Array | string): string;
