/**
 * The library's small template language:
 *   {hero}  {hero.their}  {spot.short}   a slot, filled from the story's context
 *   [soft|gentle|quiet]                   one alternative, chosen by the story's random source; they
 *                                         nest, and one that needs a slot with no value is passed over
 *   [?{toy.name}|the old blanket]         the first alternative that can be told: a fallback wording
 *                                         for a child with no such detail
 *   <and> <but> <so> <then>               a join point: two sentences, or one longer one at higher levels
 *   @night,find  (at the very start)      tags: the template only suits stories carrying one of them;
 *   @pet+pals                             joined by +, a tag needs all of its parts
 * A slot the engine does not know, or one with no value in this story, throws: a story must never
 * reach a reader with a hole in it.
 */
import type { Random } from './random.ts';

export class TemplateError extends Error {
  override name = 'TemplateError';
}

type Node =
  | { type: 'text'; value: string }
  | { type: 'slot'; name: string }
  | { type: 'choice'; options: Node[][]; ordered: boolean }
  | { type: 'join'; kind: JoinKind };

const joinKinds = ['and', 'but', 'so', 'then'] as const;
type JoinKind = (typeof joinKinds)[number];
const joined: Record<JoinKind, string> = { and: ', and ', but: ', but ', so: ', so ', then: ', and then ' };
const split: Record<JoinKind, string> = { and: '. ', but: '. But ', so: '. So ', then: '. Then ' };

interface Parsed {
  tags: string[];
  nodes: Node[];
  slots: Set<string>;
}

const cache = new Map<string, Parsed>();

export function parseTemplate(template: string): Parsed {
  const cached = cache.get(template);
  if (cached) return cached;
  let body = template;
  let tags: string[] = [];
  const meta = /^@([\w,+-]+)\s+/.exec(template);
  if (meta) {
    tags = meta[1]!.split(',').filter(Boolean);
    body = template.slice(meta[0].length);
  }
  const slots = new Set<string>();
  let position = 0;

  function parseSequence(insideChoice: boolean): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ type: 'text', value: text });
      text = '';
    };
    while (position < body.length) {
      const char = body[position]!;
      if (insideChoice && (char === '|' || char === ']')) break;
      if (char === '{') {
        const end = body.indexOf('}', position);
        if (end < 0) throw new TemplateError(`Unclosed slot in "${template}"`);
        const name = body.slice(position + 1, end).trim();
        if (!/^[A-Za-z][\w]*(\.[A-Za-z][\w]*)?$/.test(name)) throw new TemplateError(`Bad slot {${name}} in "${template}"`);
        flush();
        nodes.push({ type: 'slot', name });
        slots.add(name);
        position = end + 1;
      } else if (char === '[') {
        flush();
        position++;
        const ordered = body[position] === '?';
        if (ordered) position++;
        const options: Node[][] = [];
        for (;;) {
          options.push(parseSequence(true));
          if (position >= body.length) throw new TemplateError(`Unclosed [ in "${template}"`);
          const separator = body[position]!;
          position++;
          if (separator === ']') break;
        }
        nodes.push({ type: 'choice', options, ordered });
      } else if (char === '<') {
        const end = body.indexOf('>', position);
        const kind = body.slice(position + 1, end) as JoinKind;
        if (end < 0 || !joinKinds.includes(kind)) throw new TemplateError(`Bad join in "${template}"`);
        flush();
        nodes.push({ type: 'join', kind });
        position = end + 1;
      } else if (char === '}' || (!insideChoice && (char === ']' || char === '|'))) {
        throw new TemplateError(`Stray "${char}" in "${template}"`);
      } else {
        text += char;
        position++;
      }
    }
    flush();
    return nodes;
  }

  const nodes = parseSequence(false);
  const parsed = { tags, nodes, slots };
  // Dialogue templates are assembled on the fly; a bounded cache keeps a long-running server lean.
  if (cache.size > 20_000) cache.clear();
  cache.set(template, parsed);
  return parsed;
}

export type SlotValue = string | (() => string);

export interface RenderContext {
  /** Every slot name the engine knows; anything else in a template is a library mistake. */
  known: ReadonlySet<string>;
  slots: ReadonlyMap<string, SlotValue>;
  random: Random;
  /** The chance that a join point becomes one longer sentence rather than two. */
  joinRate: number;
}

/**
 * Whether a run of nodes can be told in this story: each slot outside alternatives has a value, and
 * each set of alternatives has at least one option that can be told.
 */
function available(nodes: Node[], context: RenderContext): boolean {
  return nodes.every((node) => {
    if (node.type === 'slot') return context.slots.has(node.name);
    if (node.type === 'choice') return node.options.some((option) => available(option, context));
    return true;
  });
}

/**
 * A template suits a story when its tags match and it can be told: an alternative that needs a
 * slot this story has no value for ("[ with {toy}|]") is simply never chosen.
 */
export function isUsable(template: string, context: RenderContext, storyTags: ReadonlySet<string>): boolean {
  const { tags, slots, nodes } = parseTemplate(template);
  if (tags.length > 0 && !tags.some((tag) => tag.split('+').every((part) => storyTags.has(part)))) return false;
  for (const slot of slots) {
    if (!context.known.has(slot)) throw new TemplateError(`Unknown slot {${slot}} in "${template}"`);
  }
  return available(nodes, context);
}

export function renderTemplate(template: string, context: RenderContext): string {
  const { nodes } = parseTemplate(template);
  const resolved = new Map<string, string>();

  function slotValue(name: string): string {
    if (!context.known.has(name)) throw new TemplateError(`Unknown slot {${name}} in "${template}"`);
    const cached = resolved.get(name);
    if (cached !== undefined) return cached;
    const entry = context.slots.get(name);
    if (entry === undefined) throw new TemplateError(`Slot {${name}} has no value in this story ("${template}")`);
    const value = typeof entry === 'function' ? entry() : entry;
    if (typeof value !== 'string' || value.trim() === '') {
      throw new TemplateError(`Slot {${name}} rendered empty in "${template}"`);
    }
    // Within one template a slot keeps one value: "{talker}" is the same speaker throughout.
    resolved.set(name, value);
    return value;
  }

  function choosable(options: Node[][]): Node[][] {
    const usable = options.filter((option) => available(option, context));
    // With none usable, the unknown or empty slot in the first option is reported as usual.
    return usable.length === options.length || usable.length === 0 ? options : usable;
  }

  function renderNodes(list: Node[]): string {
    let out = '';
    for (const node of list) {
      if (node.type === 'text') out += node.value;
      else if (node.type === 'slot') out += slotValue(node.name);
      else if (node.type === 'choice' && node.ordered) out += renderNodes(node.options.find((option) => available(option, context)) ?? node.options[0]!);
      else if (node.type === 'choice') out += renderNodes(context.random.pick(choosable(node.options)));
      else out += context.random.chance(context.joinRate) ? joined[node.kind] : split[node.kind];
    }
    return out;
  }

  return renderNodes(nodes);
}
