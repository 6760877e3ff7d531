/**
 * The league page's API calls (docs/leagues.md): each sends the signed-in player's token
 * and answers the server's shapes (core/leagues.ts); a refusal rejects with the server's
 * message (site/lib/api.ts ApiError).
 */
import type {
  DayTable,
  LeagueDetail,
  LeagueInvite,
  LeaguePeriod,
  LeagueSummary,
  PeriodTable,
} from '../../core/leagues.ts';
import { request } from './api.ts';
import { getAuthToken } from './storage.ts';

const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  request<T>(method, path, body, { token: getAuthToken() });

const detail = async (p: Promise<{ league: LeagueDetail }>) => (await p).league;

export const listLeagues = async () => (await call<{ leagues: LeagueSummary[] }>('GET', '/leagues')).leagues;
export const createLeague = (name: string) => detail(call('POST', '/leagues', { name }));
export const getLeague = (id: string) => detail(call('GET', `/leagues/${encodeURIComponent(id)}`));
export const renameLeague = (id: string, name: string) =>
  detail(call('PUT', `/leagues/${encodeURIComponent(id)}`, { name }));
export const deleteLeague = (id: string) => call('DELETE', `/leagues/${encodeURIComponent(id)}`);
export const renewInvite = (id: string) => detail(call('POST', `/leagues/${encodeURIComponent(id)}/invite`));
export const setHidden = (id: string, hidden: boolean) =>
  detail(call('PUT', `/leagues/${encodeURIComponent(id)}/membership`, { hidden }));
export const leaveLeague = (id: string) => call('DELETE', `/leagues/${encodeURIComponent(id)}/membership`);
export const removeMember = (id: string, username: string) =>
  detail(call('DELETE', `/leagues/${encodeURIComponent(id)}/members/${encodeURIComponent(username)}`));

export function leagueTable(id: string, period: 'day'): Promise<DayTable>;
export function leagueTable(id: string, period: Exclude<LeaguePeriod, 'day'>): Promise<PeriodTable>;
export function leagueTable(id: string, period: LeaguePeriod): Promise<DayTable | PeriodTable> {
  return call('GET', `/leagues/${encodeURIComponent(id)}/table?period=${period}`);
}

export const readInvite = async (code: string) =>
  (await call<{ invite: LeagueInvite }>('GET', `/league-invites/${encodeURIComponent(code)}`)).invite;
export const joinLeague = async (code: string) =>
  (await call<{ league: LeagueSummary }>('POST', `/league-invites/${encodeURIComponent(code)}`)).league;

/** The page of one league. */
export const leaguePath = (id: string) => `/leagues/?league=${encodeURIComponent(id)}`;

/** The invite link to pass on: the join page on this site. */
export const inviteLink = (code: string) => `${window.location.origin}/leagues/join/?code=${encodeURIComponent(code)}`;
