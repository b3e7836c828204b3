// Jest's own runtime, with V8's code cache kept for the whole worker. Jest gives every test file a fresh module
// registry, so each file compiles React, jsdom's helpers and the kit again from source (vm.compileFunction: a sixth
// of the unit run). The source of a module does not change between files: the compiled code V8 made for it the first
// time is handed back (`cachedData`; V8 checks it against the source and compiles anew when it does not match).
const vm = require('node:vm');

const compileFunction = vm.compileFunction;
/** filename -> { code, data }: the last source compiled under that name and V8's cache of it. */
const cache = new Map();

vm.compileFunction = function compileWithCache(code, params, options = {}) {
  const key = options.filename;
  if (!key || options.cachedData || options.produceCachedData) return compileFunction.call(this, code, params, options);
  const entry = cache.get(key);
  if (entry && entry.code === code) {
    const fn = compileFunction.call(this, code, params, { ...options, cachedData: entry.data });
    if (!fn.cachedDataRejected) return fn;
  }
  const fn = compileFunction.call(this, code, params, { ...options, produceCachedData: true });
  if (fn.cachedData) cache.set(key, { code, data: fn.cachedData });
  return fn;
};

module.exports = require('jest-runtime');
