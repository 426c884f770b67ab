/**
 * Zod decides on its fast path (code made with `new Function`) when the first object schema is
 * defined, as the schemas' module loads. The shop's content security policy refuses eval, so that
 * probe sent a violation report to /csp-report from every page view. This inline script runs in
 * the head before any module and sets zod's shared settings (kept on `globalThis`, where every copy
 * of zod reads them) to jitless: the browser's schemas run without eval and the probe never runs.
 * The server keeps the fast path.
 */
export const ZOD_JITLESS_HEAD_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';
