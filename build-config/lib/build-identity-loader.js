// Appends the build identity to an exposed module, so the code that runs says which build it is, and notes the
// minimum slot size its descriptor declares for the manifest.
const { declared, readMinSize } = require('./panel-min-size');

module.exports = function buildIdentityLoader(source) {
  const { identity } = this.getOptions();
  const minSize = readMinSize(source, this.resourcePath);
  if (minSize) declared.set(this.resourcePath, minSize);
  else declared.delete(this.resourcePath);
  return `${source}\nexport const __cockpitBuild = ${JSON.stringify(identity)};\n`;
};
