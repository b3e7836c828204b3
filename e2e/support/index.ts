// The one support module of the browser journeys: the stack, its users, signing a page in, the screens' common
// parts, axe and the mail catcher. What only one remote's journeys need stays in that remote's folder.
export * from './axe';
export * from './inbox';
export * from './screen';
export * from './session';
export * from './stack';
export * from './users';
