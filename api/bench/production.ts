// React and the libraries in their production builds in a bench's own process, as in the server and its renderer
// processes. Imported first: React picks its build when it is first loaded, which the bench's other imports do.
process.env.NODE_ENV = 'production';
