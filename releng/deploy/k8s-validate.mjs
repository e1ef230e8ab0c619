// Validates Kubernetes manifests offline, as releng/deploy/check runs it: node k8s-validate.mjs MODULES FILE...
// (MODULES: a node_modules folder with yaml, kubernetes-models and @kubernetes/client-node).
//
// Two checks per document, each from a package generated from Kubernetes's own OpenAPI specification:
// - kubernetes-models: the JSON schema of its kind (types, formats, enums, required fields);
// - @kubernetes/client-node's models: every field name is one its kind has (the schema allows unknown fields,
//   which the API server drops with a warning, so a misspelled field would otherwise pass silently).
// Then, across the files, what the API server would accept but a pod would not run as meant: a $(VAR) in a
// container's command or args that names none of its env (Kubernetes leaves it as written), and a secretKeyRef or
// configMapKeyRef to a Secret or ConfigMap that none of the files defines.
// Prints one line per problem, "FILE:LINE (KIND NAME): PATH: MESSAGE" (LINE: the field's, else where the object
// starts), and exits 1 when there is any.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [modules, ...files] = process.argv.slice(2);
if (!modules || files.length === 0) {
  console.error('usage: node k8s-validate.mjs NODE_MODULES FILE...');
  process.exit(2);
}
const require = createRequire(join(modules, 'package.json'));
const YAML = require('yaml');
const clientModels = join(modules, '@kubernetes', 'client-node', 'dist', 'gen', 'models');

const attributeMaps = new Map();
async function attributes(type) {
  if (!attributeMaps.has(type)) {
    const file = join(clientModels, `${type}.js`);
    attributeMaps.set(type, existsSync(file)
      ? (await import(pathToFileURL(file).href))[type].getAttributeTypeMap() : null);
  }
  return attributeMaps.get(type);
}

const scalars = new Set(['string', 'number', 'boolean', 'Date', 'any', 'object', 'IntOrString']);
// Every field of VALUE, of the client's TYPE, known to that type; problems pushed as [path, message].
async function unknownFields(type, value, path, problems) {
  if (value === null || value === undefined || scalars.has(type)) return;
  let m = /^Array<(.+)>$/.exec(type);
  if (m) {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) await unknownFields(m[1], item, `${path}/${i}`, problems);
    }
    return;
  }
  m = /^\{ \[key: string\]: (.+); \}$/.exec(type);
  if (m) {
    if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) await unknownFields(m[1], item, `${path}/${key}`, problems);
    }
    return;
  }
  const map = await attributes(type);
  if (map === null || typeof value !== 'object' || Array.isArray(value)) return; // types: the schema's check
  const known = new Map(map.map((a) => [a.baseName, a.type]));
  for (const [key, item] of Object.entries(value)) {
    if (!known.has(key)) {
      problems.push([`${path}/${key}`, `unknown field "${key}" (${type} has: ${[...known.keys()].join(', ')})`]);
    } else {
      await unknownFields(known.get(key), item, `${path}/${key}`, problems);
    }
  }
}

function schemaModel(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [null, apiVersion];
  const groupDir = group === null ? version : `${group}/${version}`;
  try {
    return require(`kubernetes-models/${groupDir}/${kind}`)[kind];
  } catch {
    return null;
  }
}

// Every container of a pod template or pod, with its path.
function* containers(object) {
  const podSpecs = [[object.spec?.template?.spec, '/spec/template/spec'],
    [object.spec?.jobTemplate?.spec?.template?.spec, '/spec/jobTemplate/spec/template/spec'],
    [object.kind === 'Pod' ? object.spec : undefined, '/spec']];
  for (const [spec, path] of podSpecs) {
    if (!spec) continue;
    for (const field of ['initContainers', 'containers']) {
      for (const [i, c] of (spec[field] ?? []).entries()) yield [c, `${path}/${field}/${i}`];
    }
  }
}

const defined = new Set(); // "Secret/NAME", "ConfigMap/NAME"
const references = []; // [where, "Secret/NAME", path]
function crossChecks(object, named, problems) {
  for (const [c, path] of containers(object)) {
    const env = new Set((c.env ?? []).map((e) => e.name));
    for (const field of ['command', 'args']) {
      for (const [i, arg] of (c[field] ?? []).entries()) {
        for (const m of String(arg).matchAll(/(?<!\$)\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g)) {
          if (!env.has(m[1]) && !c.envFrom) {
            problems.push([`${path}/${field}/${i}`, `$(${m[1]}) names no env of the container: it stays as written`]);
          }
        }
      }
    }
    for (const [i, e] of (c.env ?? []).entries()) {
      const ref = e.valueFrom?.secretKeyRef ?? e.valueFrom?.configMapKeyRef;
      if (ref && !ref.optional) {
        const kind = e.valueFrom.secretKeyRef ? 'Secret' : 'ConfigMap';
        references.push([named, `${kind}/${ref.name}`, `${path}/env/${i}`]);
      }
    }
  }
}

let failures = 0;
for (const file of files) {
  let docs;
  try {
    docs = YAML.parseAllDocuments(readFileSync(file, 'utf8'));
  } catch (e) {
    console.log(`${file}: cannot read: ${e.message}`);
    failures++;
    continue;
  }
  let count = 0;
  const text = readFileSync(file, 'utf8');
  const lineOf = (offset) => text.slice(0, offset).split('\n').length;
  for (const doc of docs) {
    // The document's first line that is not a comment or blank: its line in the file.
    const body = doc.contents?.range?.[0] ?? doc.range?.[0] ?? 0;
    const where = `${file}:${lineOf(body)}`;
    if (doc.errors.length > 0) {
      for (const e of doc.errors) console.log(`${where}: YAML: ${e.message.split('\n')[0]}`);
      failures += doc.errors.length;
      continue;
    }
    const object = doc.toJS();
    if (object === null || object === undefined) continue; // an empty document (a leading ---)
    count++;
    const { apiVersion, kind } = object;
    const named = `${where} (${kind ?? '?'} ${object.metadata?.name ?? '?'})`;
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
      console.log(`${named}: no apiVersion or kind`);
      failures++;
      continue;
    }
    const Model = schemaModel(apiVersion, kind);
    if (Model === null) {
      console.log(`${named}: unknown kind ${kind} of ${apiVersion}`);
      failures++;
      continue;
    }
    const problems = [];
    try {
      new Model(object).validate();
    } catch (e) {
      for (const d of e.errors ?? [{ instancePath: '', message: e.message }]) {
        const extra = d.params?.allowedValues ? `: ${d.params.allowedValues.join(', ')}`
          : d.params?.missingProperty ? `: ${d.params.missingProperty}` : '';
        problems.push([d.instancePath || '/', `${d.message}${extra}`]);
      }
    }
    if (kind === 'Secret' || kind === 'ConfigMap') defined.add(`${kind}/${object.metadata?.name}`);
    crossChecks(object, named, problems);
    const version = apiVersion.split('/').pop();
    await unknownFields(`V${version.slice(1)}${kind}`, object, '', problems);
    for (const [path, message] of problems) {
      // The line of the field itself where the path leads to one.
      const keys = path.split('/').filter((k) => k !== '').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
      const node = keys.length > 0 ? doc.getIn(keys, true) : undefined;
      const at = node?.range ? `${file}:${lineOf(node.range[0])}` : where;
      console.log(`${at} (${kind} ${object.metadata?.name ?? '?'}): ${path}: ${message}`);
    }
    failures += problems.length;
  }
  if (count === 0) {
    console.log(`${file}: no Kubernetes object in it`);
    failures++;
  }
}
for (const [named, target, path] of references) {
  if (!defined.has(target)) {
    console.log(`${named}: ${path}: refers to ${target}, which none of the files defines`);
    failures++;
  }
}
process.exit(failures === 0 ? 0 : 1);
