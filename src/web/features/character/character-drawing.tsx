import { createElement, memo, type ReactElement } from 'react';
import type { Appearance } from '@shared/appearance.ts';
import { characterTree, type ExpressionName, type Framing, type PoseName, type SvgNode } from '@shared/character/index.ts';
import { companionTree } from '@shared/character/companion.ts';
import type { CompanionLook } from '@shared/companion-looks.ts';

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

/** A drawing of the shared character module as an inline <svg>, named for screen readers or hidden from them. */
function SvgDrawing({ tree, label, className }: { tree: SvgNode; label?: string; className?: string }) {
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
}

/**
 * The child's illustrated character, built as React elements from the shared drawing, so the
 * page and the story illustrator can never draw two different children.
 */
export const CharacterDrawing = memo(function CharacterDrawing({ appearance, framing, pose, expression, label, className }: CharacterDrawingProps) {
  return <SvgDrawing tree={characterTree(appearance, { framing, pose, expression, groundShadow: framing !== 'bust' })} label={label} className={className} />;
});

/** A companion of the family cast, drawn by the same module the story illustrator uses. */
export const CompanionDrawing = memo(function CompanionDrawing({ look, framing, label, className }: {
  look: CompanionLook;
  framing?: Framing;
  label?: string;
  className?: string;
}) {
  return <SvgDrawing tree={companionTree(look, { framing })} label={label} className={className} />;
});
