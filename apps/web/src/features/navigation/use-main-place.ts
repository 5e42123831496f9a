import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { placeFromHash, planPlaceStep, type MainPlace } from './places';

/** What this screen keeps in its history entries. */
interface PlaceEntryState {
  /** The entry was pushed when leaving the game area, so returning there can pop it. */
  pushedFromGames?: boolean;
  /** False when the move is not the player's own (a DM started elsewhere): focus stays put. */
  focus?: boolean;
}

function readEntryState(state: unknown): PlaceEntryState {
  return state && typeof state === 'object' ? (state as PlaceEntryState) : {};
}

export interface MainPlaceControls {
  place: MainPlace;
  /** Changes on every arrival (even at the place already shown), so the place can take focus. */
  visit: string;
  /**
   * Whether the arrival should move keyboard focus to the place's heading: a move of `goTo` that
   * asks for it, or the browser's Back and Forward; not another change of the URL (a consumed
   * `?play=` replaced away), which arrives nowhere.
   */
  focusOnArrival: boolean;
  goTo: (place: MainPlace, options?: { focus?: boolean }) => void;
}

/**
 * The one navigation rule of the main screen, shared by the header buttons, the tab bar and the
 * places' Back controls. The place lives in the URL hash (`/#waves`), so a reload keeps it and
 * the browser's Back returns to the game area (see `planPlaceStep`).
 */
export function useMainPlace(): MainPlaceControls {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const place = placeFromHash(location.hash);
  const entry = readEntryState(location.state);
  const pushedFromGames = entry.pushedFromGames === true;
  const { pathname, search } = location;
  const goTo = useCallback(
    (to: MainPlace, options: { focus?: boolean } = {}) => {
      const step = planPlaceStep(place, to, pushedFromGames);
      if (step.kind === 'back') {
        void navigate(-1);
        return;
      }
      const state: PlaceEntryState = {
        pushedFromGames: step.kind === 'push' || (pushedFromGames && to !== 'games'),
        focus: options.focus ?? true,
      };
      void navigate(
        { pathname, search, hash: step.hash },
        { replace: step.kind === 'replace', state },
      );
    },
    [navigate, place, pushedFromGames, pathname, search],
  );
  const focusOnArrival = navigationType === 'POP' ? entry.focus !== false : entry.focus === true;
  return { place, visit: location.key, focusOnArrival, goTo };
}
