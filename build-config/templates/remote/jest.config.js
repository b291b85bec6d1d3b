module.exports = { preset: '@cockpit/build-config' };
