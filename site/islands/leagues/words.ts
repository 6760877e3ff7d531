/**
 * Every string the league pages show, in the page's language: the windows area of the
 * catalogue (site/i18n/windows/, the `league_` messages), under the names the page uses.
 * The server's refusals (core/leagues.ts LEAGUE_MESSAGES) come in English and read in the
 * page's language through useErrorText (the errors area holds them).
 */
import { LEAGUE_LIMITS } from '../../../core/leagues.ts';
import { useMessages } from '../../i18n/messages.ts';

/** The league pages' words in the page's language (suspends until the windows area has loaded). */
export function useLeagueWords() {
  const m = useMessages('windows');
  return {
    checking: m.league_checking(),
    loading: m.league_loading(),
    signedOut: m.league_signed_out(),
    logIn: m.league_log_in(),
    yourLeagues: m.league_yours(),
    noLeagues: m.league_none(),
    members: (count: number) => m.league_members({ count }),
    ownedBy: (owner: string) => m.league_owned_by({ owner }),
    create: m.league_create(),
    leagueName: m.league_name(),
    nameHint: m.league_name_hint({
      length: LEAGUE_LIMITS.nameLength,
      members: LEAGUE_LIMITS.members,
      leagues: LEAGUE_LIMITS.leaguesPerPlayer,
    }),
    createButton: m.league_create_button(),
    allLeagues: m.league_all(),
    inviteTitle: m.league_invite_title(),
    inviteHelp: m.league_invite_help(),
    copy: m.league_copy(),
    copied: m.league_copied(),
    renew: m.league_renew(),
    renewed: m.league_renewed(),
    today: m.league_today(),
    week: m.league_week(),
    month: m.league_month(),
    tables: m.league_tables(),
    player: m.league_player(),
    result: m.league_result(),
    grid: m.league_grid(),
    hints: m.league_hints(),
    time: m.league_time(),
    streak: m.league_streak(),
    points: m.league_points(),
    wins: m.league_wins(),
    played: m.league_played(),
    you: m.league_you(),
    hiddenMark: m.league_hidden_mark(),
    hardMark: m.league_hard_mark(),
    solvedIn: (count: number) => m.league_solved_in({ count }),
    gaveUp: (count: number) => m.league_gave_up({ count }),
    notYet: m.league_not_yet(),
    guessed: m.league_guessed(),
    answerWas: (name: string) => m.league_answer_was({ name }),
    spoilerFree: m.league_spoiler_free(),
    playToday: m.league_play_today(),
    noRows: m.league_no_rows(),
    period: (from: string, through: string) => m.league_period({ from, through }),
    pointsRule: m.league_points_rule(),
    memberList: m.league_member_list(),
    owner: m.league_owner(),
    remove: m.league_remove(),
    confirmRemove: (name: string) => m.league_confirm_remove({ name }),
    hideMe: m.league_hide_me(),
    settings: m.league_settings(),
    rename: m.league_rename(),
    deleteLeague: m.league_delete(),
    confirmDelete: m.league_confirm_delete(),
    leave: m.league_leave(),
    confirmLeave: m.league_confirm_leave(),
    joinTitle: m.league_join_title(),
    noCode: m.league_no_code(),
    invitedYou: (by: string, name: string) => m.league_invited_you({ by, name }),
    alreadyMember: m.league_already_member(),
    join: m.league_join(),
    openLeague: m.league_open(),
  };
}
