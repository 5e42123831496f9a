import { Gamepad2, History, MessageCircle, Trophy, type LucideIcon } from 'lucide-react';

/**
 * The main screen's four places (DESIGN decision 16): the header's Games / Waves / Community /
 * Leaderboard buttons and the tab bar below 1280 px lead to them.
 */
export type MainPlace = 'games' | 'waves' | 'community' | 'leaderboard';

/** The places shown in the first column in place of the game area (the game stays mounted). */
export type StageView = Extract<MainPlace, 'waves' | 'leaderboard'>;

export interface PlaceInfo {
  id: MainPlace;
  label: string;
  icon: LucideIcon;
}

/** In the order the spec lists the header buttons. */
export const MAIN_PLACES: readonly PlaceInfo[] = [
  { id: 'games', label: 'Games', icon: Gamepad2 },
  { id: 'waves', label: 'Waves', icon: History },
  { id: 'community', label: 'Community', icon: MessageCircle },
  { id: 'leaderboard', label: 'Leaderboard', icon: Trophy },
];

/**
 * The id of each place's heading, which takes keyboard focus on arrival. The game area opens on
 * the wave status; Community on the chat panel's title (Wave Chat or Direct Messages).
 */
export const PLACE_HEADING_ID: Record<MainPlace, string> = {
  games: 'wave-status-title',
  waves: 'waves-title',
  community: 'chat-title',
  leaderboard: 'rankings-title',
};

export function isStageView(place: MainPlace): place is StageView {
  return place === 'waves' || place === 'leaderboard';
}

/** The place a URL hash names ('#waves'); the game area for anything else. */
export function placeFromHash(hash: string): MainPlace {
  const name = hash.replace(/^#/, '');
  return MAIN_PLACES.some((p) => p.id === name && name !== 'games') ? (name as MainPlace) : 'games';
}

/** The hash of a place: none for the game area, so `/` stays the spec's main screen. */
export function hashOfPlace(place: MainPlace): string {
  return place === 'games' ? '' : `#${place}`;
}

/** What the history does when the player moves from one place to another. */
export type PlaceStep =
  { kind: 'push'; hash: string } | { kind: 'replace'; hash: string } | { kind: 'back' };

/**
 * The history rule: leaving the game area pushes one entry, so the browser's Back returns to it;
 * moving between the other places replaces that entry (Back never walks through every tab
 * visited); returning to the game area pops the entry when this screen pushed it, else replaces.
 * So the main screen adds at most one history entry.
 */
export function planPlaceStep(from: MainPlace, to: MainPlace, pushedFromGames: boolean): PlaceStep {
  if (to === 'games')
    return from !== 'games' && pushedFromGames ? { kind: 'back' } : { kind: 'replace', hash: '' };
  if (from === 'games') return { kind: 'push', hash: hashOfPlace(to) };
  return { kind: 'replace', hash: hashOfPlace(to) };
}
