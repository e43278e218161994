module.exports = require('../jest.preset')(__dirname, { environment: 'node' });
