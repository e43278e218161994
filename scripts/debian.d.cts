// Types of debian.cjs, for the benches' TypeScript.
export function installDebianPackage(name: string, why: string): boolean;
