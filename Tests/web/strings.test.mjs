import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

// Every word the page shows is in its String Catalog, translated into every language the page offers.
const resources = new URL('../../Sources/HomeScreen/Resources/', import.meta.url);
const catalog = JSON.parse(readFileSync(new URL('Page.xcstrings', resources), 'utf8'));
const languages = ['en', 'de', 'nl', 'pl', 'id', 'ja'];

/**
 * The string keys that `source` looks up with `call("…")` or `call('…')`.
 * @param {string} source
 * @param {string} call
 */
function keysUsed(source, call) {
  const pattern = new RegExp(`\\b${call}\\((['"])((?:(?!\\1).)+)\\1`, 'g');
  return [...source.matchAll(pattern)].map((match) => match[2]);
}

test('every string the scripts use is in the catalog, in every language', () => {
  const modules = readdirSync(resources).filter((name) => name.endsWith('.mjs'));
  const scripts = modules.map((name) => readFileSync(new URL(name, resources), 'utf8'));
  // The words of errors (text.mjs's errorKey) are keys too.
  const keys = scripts.flatMap((script) => [...keysUsed(script, 't'),
    ...[...script.matchAll(/\bkey: '((?:[^'\\]|\\.)+)'/g)].map((match) => match[1])]);
  assert.ok(keys.length >= 15, `found only ${keys.length} strings: is the pattern still right?`);
  for (const key of keys) {
    const entry = catalog.strings[key];
    assert.ok(entry, `'${key}' is not in Page.xcstrings`);
    for (const language of languages) {
      assert.ok(entry.localizations?.[language]?.stringUnit?.value, `'${key}' has no ${language} translation`);
    }
  }
});

test('every string the server renders is in the catalog, in every language', () => {
  const page = readFileSync(new URL('../Assets/HomePage.swift', resources), 'utf8');
  const keys = keysUsed(page, 't');
  assert.ok(keys.length >= 20, `found only ${keys.length} strings: is the pattern still right?`);
  for (const key of keys) {
    for (const language of languages) {
      assert.ok(catalog.strings[key]?.localizations?.[language], `'${key}' has no ${language} translation`);
    }
  }
});

test('every string of the catalog is used: by a script, by the page, or as a name the server looks up', () => {
  const sources = [...readdirSync(resources).filter((name) => name.endsWith('.mjs')),
    '../Assets/HomePage.swift', '../Assets/AppIcons.swift']
    .map((name) => readFileSync(new URL(name, resources), 'utf8')).join('\n');
  // Looked up by name: the tints (`WidgetAppearance.tintNames`, capitalized) and the family words.
  const byName = new Set(['Red', 'Orange', 'Yellow', 'Green', 'Mint', 'Teal', 'Cyan', 'Blue', 'Indigo', 'Purple',
    'Pink', 'Brown', 'Gray', 'White', 'small', 'medium', 'large', 'circular', 'rectangular', 'inline']);
  const unused = Object.keys(catalog.strings).filter((key) => !byName.has(key)
    && !sources.includes(`'${key}'`) && !sources.includes(`"${key}"`));
  assert.deepEqual(unused, []);
});

test('the sample tasks read in the panel as in the widgets, in every language', () => {
  const swift = readFileSync(new URL('../../Sources/TaskKit/SampleTasks.swift', import.meta.url), 'utf8');
  const list = /static let titles = \[([^\]]+)\]/.exec(swift);
  assert.ok(list, 'SampleTasks.swift has no `titles` list: is the pattern still right?');
  const titles = [...list[1].matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  assert.equal(titles.length, 4);
  const widgets = JSON.parse(readFileSync(
    new URL('../../Sources/TaskWidgets/Resources/Localizable.xcstrings', import.meta.url), 'utf8'));
  const panel = readFileSync(new URL('apppanel.mjs', resources), 'utf8');
  for (const title of titles) {
    assert.ok(panel.includes(`['${title}', t('${title}')]`), `the panel does not translate '${title}'`);
    for (const language of languages) {
      const value = (/** @type {any} */ strings) => strings[title]?.localizations?.[language]?.stringUnit?.value;
      assert.ok(value(widgets.strings), `the widgets have no ${language} words for '${title}'`);
      assert.equal(value(catalog.strings), value(widgets.strings), `'${title}' in ${language}`);
    }
  }
});

test('placeholders survive translation', () => {
  for (const [key, entry] of Object.entries(catalog.strings)) {
    /** @param {string} text */
    const placeholders = (text) => [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((match) => match[0]).sort();
    for (const language of languages) {
      const value = entry.localizations[language].stringUnit.value;
      assert.deepEqual(placeholders(value), placeholders(key), `${language} '${value}' of '${key}'`);
    }
  }
});
