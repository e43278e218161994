// remote_shared has no page of its own: its modules are consumed through remoteEntry.js.
export {};
