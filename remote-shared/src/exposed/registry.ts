// Federated module `remote_shared/registry`: every resource of the API described once (path, fields, files,
// access, filters, cache tags), read by the server, the dashboard and the public site.
export * from '../registry';
