/**
 * A card moved to another column from its menu is a new element there, and the menu it was moved
 * from is gone. The move names the card here; the card takes the focus when it mounts in its new
 * column, so a keyboard user carries on from the card rather than from the page body.
 */
let pendingCardId: string | null = null;

export function focusCardWhenShown(cardId: string) {
  pendingCardId = cardId;
}

/** True once for the card that should take the focus. */
export function takePendingFocus(cardId: string): boolean {
  if (pendingCardId !== cardId) return false;
  pendingCardId = null;
  return true;
}
