// The rich-text editor's toolbar buttons, in toolbar order, and the set articles and pages offer. Apart from the
// editor so that a form can name its tools without loading the editor's chunk.

export const EDITOR_TOOLS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'h2',
  'h3',
  'bulletList',
  'orderedList',
  'blockquote',
  'link',
  'image',
  'clear',
  'undo',
  'redo',
] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

/** Articles and pages: every tool but underline and clear formatting (announcements pick their own). */
export const FULL_TOOLS: readonly EditorTool[] = EDITOR_TOOLS.filter(
  (tool) => tool !== 'underline' && tool !== 'clear',
);
