// Federated module `remote_shared/schemas`: the validation rules shared by forms and the server.
export * from '../schemas';
