import { join } from 'node:path';

// Plain ES modules of the build (no types): loaded by path, typed here.
let moduleBytes: (code: string, ids: Set<string>) => Map<string, number>;
let labelOf: (resource: string | undefined, o: { root: string; shareKey?: string }) => string;
beforeAll(async () => {
  ({ moduleBytes } = (await import(join(__dirname, 'size-modules.mjs'))) as { moduleBytes: typeof moduleBytes });
  ({ labelOf } = (await import(join(__dirname, 'size-labels.mjs'))) as { labelOf: typeof labelOf });
});

const bytesOf = (text: string) => Buffer.byteLength(text);

describe('the size line items of a build', () => {
  it('finds each module function of a minified chunk by its id, and nothing else', () => {
    const a = '12(e,t,r){r.d(t,{a:()=>1,b:function(){return"é"}})}';
    const b = '"34":e=>{e.exports={7:function(){}}}';
    const code = `"use strict";(self.webpackChunkx=self.webpackChunkx||[]).push([[1],{${a},${b}}]);`;
    // 7 is a module id of the chunk too, but the object holding it is inside module 34: it is not a module table.
    expect(moduleBytes(code, new Set(['12', '34', '7']))).toEqual(
      new Map([
        ['12', bytesOf(a)],
        ['34', bytesOf(b)],
      ]),
    );
  });

  it('reads the module table of an entry chunk, and skips objects with keys that are not module ids', () => {
    const m = '5(e,t){t.x={a:function(){}}}';
    const code = `(()=>{var e={${m}},t={};function r(n){return e[n](t,t,r)}r(5)})();`;
    expect(moduleBytes(code, new Set(['5', 'a']))).toEqual(new Map([['5', bytesOf(m)]]));
  });

  it('names a module by its library, shared-ui by the entry whose chunk holds it, and apps as own code', () => {
    const root = '/repo';
    const at = (path: string, shareKey?: string) => labelOf(path, { root, shareKey });
    expect(at('/repo/node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(at('/repo/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js')).toBe('@supabase/auth-js');
    expect(at('/repo/node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs')).toBe('RTK Query');
    expect(at('/repo/node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs')).toBe('@reduxjs/toolkit');
    expect(at('/repo/node_modules/react-router/dist/production/chunk.mjs')).toBe('react-router');
    expect(at('/repo/node_modules/@module-federation/runtime-core/dist/core.js')).toBe('@module-federation runtime');
    expect(at('/repo/shared-ui/src/forms/Form.tsx', 'shared-ui/forms')).toBe('shared-ui/forms');
    expect(at('/repo/shared-ui/src/components/Button/Button.tsx', 'shared-ui')).toBe('shared-ui (core)');
    expect(at('/repo/mfe-setup/src/app/Root.tsx')).toBe('mfe-setup (own code)');
    expect(labelOf(undefined, { root })).toBe('federation glue (generated)');
  });
});
