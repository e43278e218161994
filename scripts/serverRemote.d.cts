// Types of serverRemote.cjs, for the API's TypeScript.
export function loadServerRemote(options: {
  name: string;
  entryFile: string;
  expose: string;
  shared: Record<string, () => unknown>;
}): Promise<unknown>;
