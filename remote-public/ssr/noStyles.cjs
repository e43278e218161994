// A webpack loader for the server build (webpack.server.js): a stylesheet the pages import is nothing on the
// server. The browser build's stylesheets reach the page; the server needs none of them.
module.exports = () => '';
