import { createElement, memo, type ReactElement } from 'react';
import type { Appearance } from '@shared/appearance.ts';
import { characterTree, type ExpressionName, type Framing, type PoseName, type SvgNode } from '@shared/character/index.ts';

/** SVG's attribute names (stroke-width) become the names React expects (strokeWidth). */
const reactName = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function toReact(node: SvgNode, key?: number): ReactElement {
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(node.attrs)) props[reactName(name)] = value;
  return createElement(node.tag, { ...props, key }, ...(node.children ?? []).map((child, index) => toReact(child, index)));
}

interface CharacterDrawingProps {
  appearance: Appearance;
  framing?: Framing;
  pose?: PoseName;
  expression?: ExpressionName;
  /** What a screen reader hears; without it the picture is decorative and hidden from them. */
  label?: string;
  className?: string;
}

/**
 * The child's illustrated character, built as React elements from the shared drawing, so the
 * page and the story illustrator can never draw two different children.
 */
export const CharacterDrawing = memo(function CharacterDrawing({ appearance, framing, pose, expression, label, className }: CharacterDrawingProps) {
  const tree = characterTree(appearance, { framing, pose, expression, groundShadow: framing !== 'bust' });
  return createElement(
    'svg',
    {
      viewBox: tree.attrs.viewBox,
      className,
      focusable: 'false',
      ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }),
    },
    ...(tree.children ?? []).map((child, index) => toReact(child, index)),
  );
});
