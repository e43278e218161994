// Federated module `remote_shared/transfer`: the import and export contract (importable resources and their
// columns, limits, messages, URLs, answers), read by the server and the dashboard. Kept apart from the registry,
// which every public page loads, so a visitor's phone never downloads the dashboard's spreadsheet vocabulary.
export * from '../registry/transfer';
