/**
 * A request to focus the search box: a new object each time. `returnTo`: what Esc gives focus back to (null:
 * nothing was focused, Esc leaves the box; undefined: the user clicked the box, Esc only closes the list).
 */
export interface FocusRequest {
  returnTo: HTMLElement | null | undefined;
}
