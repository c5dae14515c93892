import { NOTHING_TO_SAVE_TEXT } from '../../shared/domain/ui-texts';
import { notifyInfo } from '../api/notify';
import { sameJson } from './same-json';

/**
 * Whether an edit changes nothing: the body a save would send equals the body of the values it was
 * loaded with. Then the user is told there is nothing to save, and the caller asks nothing and sends
 * nothing (a save that writes nothing would still ask how to save, or move the row's version).
 */
export function unchangedEdit(loaded: unknown, edited: unknown): boolean {
  if (!sameJson(loaded, edited)) return false;
  notifyInfo(NOTHING_TO_SAVE_TEXT);
  return true;
}
