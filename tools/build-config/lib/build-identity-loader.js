// Appends the build identity to an exposed module, so the code that runs says which build it is.
module.exports = function buildIdentityLoader(source) {
  const { identity } = this.getOptions();
  return `${source}\nexport const __cockpitBuild = ${JSON.stringify(identity)};\n`;
};
