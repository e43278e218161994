// Types of serverRemote.cjs, for the API's TypeScript.
export function loadServerRemote(options: {
  name: string;
  entryFile: string;
  shared: Record<string, () => unknown>;
}): (expose: string) => Promise<unknown>;
