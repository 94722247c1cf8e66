// Types of comment-citations.js for the unit test that checks the tree with it.
export function citationIn(text: string): string | null;
export function commentsOf(fileName: string, text: string): { pos: number; comment: string }[];
export function citedComments(root: string, folders: string[]): string[];
export const CITATIONS_NOT_YET_REWRITTEN: string[];
export const commentRules: object;
