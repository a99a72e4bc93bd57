// Runs before `npm install`: the project runs on Node.js 24 LTS (better-sqlite3 13 crashes on older
// versions), so an older Node stops here with the one command that installs the right one.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `\nNode.js 24 LTS is required (this machine runs ${process.version}).\n` +
      "Install it from the npm registry and put it first on PATH, then run the command again:\n\n" +
      "  source .ci/node24.sh\n",
  );
  process.exit(1);
}
