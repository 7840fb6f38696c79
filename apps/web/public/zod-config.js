// Zod probes whether it may compile parsers with `new Function`; the Content-Security-Policy forbids eval
// (docs/security.md) and the browser reports even the probe as a violation. Zod reads this object when it
// loads, so it is set here, in a classic script that runs before the app's modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
