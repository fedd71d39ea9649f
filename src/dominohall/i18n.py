"""Every piece of interface text (terminal and browser) in English, Polish and Russian.

Rule IDs and the move notation stay as they are: they are the same in every language. ``RULES`` says
in one sentence what every rule of RULES.md requires, to explain a refused move (the engine's own detail
is in English). Sentences avoid grammatical gender and plural forms (a colon or a count after a label) so
that one string serves every seat and every number.

>>> Texts("pl")("stock", n=3)
'talon: 3'
>>> Texts("ru").rule("WS-8")
'Матч выигрывает тот, кто первым соберёт 4 жетона.'
>>> sorted(LANGUAGES)
['en', 'pl', 'ru']
"""

from __future__ import annotations

from typing import Final

from dominohall.variants import VARIANTS

LANGUAGES: Final = ("en", "pl", "ru")

MESSAGES: Final[dict[str, tuple[str, str, str]]] = {
    # ---- the table --------------------------------------------------------------------------------
    "title": ("{variant}, deal {deal}", "{variant}, rozdanie {deal}", "{variant}, раздача {deal}"),
    "title.again": (
        "{variant}, deal {deal}, dealt again ({rule})",
        "{variant}, rozdanie {deal}, rozdane ponownie ({rule})",
        "{variant}, раздача {deal}, пересдача ({rule})",
    ),
    "title.skipped": (
        "{variant}, deal {deal} (deal {skipped}: nobody could lead, dealt again, {rule})",
        "{variant}, rozdanie {deal} (rozdanie {skipped}: nikt nie mógł zacząć, rozdano ponownie, {rule})",
        "{variant}, раздача {deal} (раздача {skipped}: никто не мог начать, пересдача, {rule})",
    ),
    "you": ("you", "ty", "вы"),
    "seat": ("seat {seat} ({bot})", "miejsce {seat} ({bot})", "место {seat} ({bot})"),
    "tiles": ("{name}: {count}", "{name}: {count}", "{name}: {count}"),
    "count.tile": ("{n} tile", "{n} kamień", "{n} костяшка"),
    "count.tiles": ("{n} tiles", "{n} kamienie", "{n} костяшки"),
    "count.tiles_many": ("{n} tiles", "{n} kamieni", "{n} костяшек"),
    # the same counts as the object of a verb ("takes 1 tile"): Russian says "1 костяшку"
    "count.tile.acc": ("{n} tile", "{n} kamień", "{n} костяшку"),
    "count.tiles.acc": ("{n} tiles", "{n} kamienie", "{n} костяшки"),
    "count.tiles_many.acc": ("{n} tiles", "{n} kamieni", "{n} костяшек"),
    "is_out": ("{name}: out", "{name}: poza grą", "{name}: вне игры"),
    "stock": ("stock: {n}", "talon: {n}", "базар: {n}"),
    "turn": ("to move: {name}", "ruch: {name}", "ходит: {name}"),
    "ends": ("open ends: {ends}", "wolne końce: {ends}", "открытые концы: {ends}"),
    "free_end": ("free end: {value}", "wolny koniec: {value}", "свободный конец: {value}"),
    "cuts": ("cuts possible: {cuts}", "możliwe cięcia: {cuts}", "возможные разрезы: {cuts}"),
    "cut_at": ("{left}|{right} with {tile}", "{left}|{right} kamieniem {tile}", "{left}|{right} костяшкой {tile}"),
    "cut_mine": (
        "{left}|{right} with {tile} (you can cut here)",
        "{left}|{right} kamieniem {tile} (możesz tu ciąć)",
        "{left}|{right} костяшкой {tile} (вы можете разрезать здесь)",
    ),
    "phase.1": ("phase: the arms (MC-3)", "faza: ramiona (MC-3)", "фаза: лучи (MC-3)"),
    "phase.2": (
        "phase: a double on each arm (MC-4)",
        "faza: dublet na każdym ramieniu (MC-4)",
        "фаза: дубль на каждом луче (MC-4)",
    ),
    "phase.3": ("phase: free play (MC-5)", "faza: gra swobodna (MC-5)", "фаза: свободная игра (MC-5)"),
    "empty": ("(the table is empty)", "(stół jest pusty)", "(стол пуст)"),
    "column": ("col", "kol", "ст"),
    "hand": ("your hand ({n}):", "twoje kamienie ({n}):", "ваши костяшки ({n}):"),
    "playable": ("* = playable", "* = można zagrać", "* = можно сыграть"),
    "moves": ("your moves:", "twoje ruchy:", "ваши ходы:"),
    "prompt": ("move number, notation or help", "numer ruchu, zapis lub pomoc", "номер хода, запись или помощь"),
    # ---- standings --------------------------------------------------------------------------------
    "standings": ("standings:", "stan meczu:", "счёт матча:"),
    "tokens": ("{name}: tokens {tiles}", "{name}: żetony {tiles}", "{name}: жетоны {tiles}"),
    "marks": ("{name}: losses {n}", "{name}: przegrane {n}", "{name}: проигрыши {n}"),
    "points": ("{name}: points {n}", "{name}: punkty {n}", "{name}: очки {n}"),
    "none": ("none", "brak", "нет"),
    # ---- what happened ----------------------------------------------------------------------------
    "ev.deal": ("--- deal {n} is dealt ---", "--- rozdanie {n} ---", "--- раздача {n} ---"),
    "ev.redeal": (
        "nobody can lead deal {n}: dealt again ({rule})",
        "nikt nie może zacząć rozdania {n}: nowe rozdanie ({rule})",
        "никто не может начать раздачу {n}: пересдача ({rule})",
    ),
    # Present tense, which is the same for every gender in Polish and Russian; the person's own
    # events have their own key (``.you``), in the second person.
    "ev.lead": ("{name}: leads", "{name}: zaczyna", "{name}: начинает"),
    "ev.lead.you": ("{name}: leading", "{name}: zaczynasz", "{name}: начинаете"),
    "ev.lead_due": (
        "{name}: leads ({due} holds no double, SA-11)",
        "{name}: zaczyna ({due} bez dubletu, SA-11)",
        "{name}: начинает (у {due} нет дубля, SA-11)",
    ),
    "ev.lead_due.you": (
        "{name}: leading ({due} holds no double, SA-11)",
        "{name}: zaczynasz ({due} bez dubletu, SA-11)",
        "{name}: начинаете (у {due} нет дубля, SA-11)",
    ),
    "ev.play": ("{name}: played {move}", "{name}: kładzie {move}", "{name}: кладёт {move}"),
    "ev.play.you": ("{name}: played {move}", "{name}: kładziesz {move}", "{name}: кладёте {move}"),
    "ev.pass": ("{name}: passed", "{name}: pas", "{name}: пас"),
    "ev.pass.you": ("{name}: passed", "{name}: pas", "{name}: пас"),
    "ev.draw": ("{name}: drew {n}", "{name}: dobiera {n}", "{name}: берёт из базара {n}"),
    "ev.draw.you": ("{name}: drew {n}", "{name}: dobierasz {n}", "{name}: берёте из базара {n}"),
    "ev.draw_own": (
        "{name}: drew {n}: {tiles}",
        "{name}: dobiera ({n}): {tiles}",
        "{name}: берёт из базара ({n}): {tiles}",
    ),
    "ev.draw_own.you": (
        "{name}: drew {n}: {tiles}",
        "{name}: dobierasz ({n}): {tiles}",
        "{name}: берёте из базара ({n}): {tiles}",
    ),
    "ev.take": (
        "{name}: took from the cut ({n}): {tiles}",
        "{name}: zabiera z cięcia ({n}): {tiles}",
        "{name}: забирает после разреза ({n}): {tiles}",
    ),
    "ev.take.you": (
        "{name}: took from the cut ({n}): {tiles}",
        "{name}: zabierasz z cięcia ({n}): {tiles}",
        "{name}: забираете после разреза ({n}): {tiles}",
    ),
    "ev.out": ("{name}: no tiles left", "{name}: nie ma już kamieni", "{name}: костяшек больше нет"),
    "ev.out.you": ("{name}: no tiles left", "{name}: nie masz już kamieni", "{name}: костяшек больше нет"),
    "ev.token": ("{name}: took the token {tile}", "{name}: bierze żeton {tile}", "{name}: берёт жетон {tile}"),
    "ev.token.you": ("{name}: took the token {tile}", "{name}: bierzesz żeton {tile}", "{name}: берёте жетон {tile}"),
    "ev.steal": (
        "{name}: stole {tile} from {victim}",
        "{name}: zabiera żeton {tile} (od: {victim})",
        "{name}: отнимает жетон {tile} (у: {victim})",
    ),
    "ev.steal.you": (
        "{name}: stole {tile} from {victim}",
        "{name}: zabierasz żeton {tile} (od: {victim})",
        "{name}: отнимаете жетон {tile} (у: {victim})",
    ),
    "ev.deal_end": (
        "deal over ({rule}, {ending})",
        "koniec rozdania ({rule}, {ending})",
        "раздача окончена ({rule}, {ending})",
    ),
    "ev.winners": ("won the deal: {names}", "wygrana w rozdaniu: {names}", "выиграли раздачу: {names}"),
    "ev.losers": ("lost the deal: {names}", "przegrana w rozdaniu: {names}", "проиграли раздачу: {names}"),
    "ev.void": (
        "the deal is void and dealt again",
        "rozdanie nieważne, nowe rozdanie",
        "раздача недействительна, пересдача",
    ),
    "ev.pips": ("pips left: {pips}", "oczka w rękach: {pips}", "очки на руках: {pips}"),
    "ev.scored": ("points scored: {points}", "zdobyte punkty: {points}", "набрано очков: {points}"),
    "ev.match_end": ("=== match over ({rule}) ===", "=== koniec meczu ({rule}) ===", "=== матч окончен ({rule}) ==="),
    "ev.match_winners": ("winners: {names}", "zwycięzcy: {names}", "победители: {names}"),
    "ev.ranking": ("ranking: {names}", "kolejność: {names}", "места: {names}"),
    "ending.domino": ("domino", "domino", "домино"),
    "ending.block": ("block", "blok", "рыба"),
    "ending.void": ("void", "nieważne", "недействительна"),
    "match_over": ("The match is over ({rule}).", "Koniec meczu ({rule}).", "Матч окончен ({rule})."),
    "you_lost_place": (
        "You lost the match: place {place} of {n}.",
        "Mecz przegrany: miejsce {place} z {n}.",
        "Матч проигран: место {place} из {n}.",
    ),
    "final_rule": ("final standings ({rule}):", "stan końcowy ({rule}):", "итоговый счёт ({rule}):"),
    "you_won": ("You won the match!", "Wygrana! Mecz należy do ciebie.", "Победа! Матч за вами."),
    "you_lost": ("The match is lost.", "Mecz przegrany.", "Матч проигран."),
    "you_placed": (
        "The match is over: you are not among its losers (place {place} of {n}).",
        "Mecz skończony: nie jesteś wśród przegranych (miejsce {place} z {n}).",
        "Матч окончен: вы не среди проигравших (место {place} из {n}).",
    ),
    "final_standings": ("final standings:", "stan końcowy:", "итоговый счёт:"),
    # ---- places and cuts ----------------------------------------------------------------------------
    "end.L": ("left end", "lewy koniec", "левый конец"),
    "end.R": ("right end", "prawy koniec", "правый конец"),
    "end.N": ("north arm", "ramię północne", "северный луч"),
    "end.E": ("east arm", "ramię wschodnie", "восточный луч"),
    "end.S": ("south arm", "ramię południowe", "южный луч"),
    "end.W": ("west arm", "ramię zachodnie", "западный луч"),
    "end.TL": ("top row, left", "górny rząd, lewo", "верхний ряд, слева"),
    "end.TR": ("top row, right", "górny rząd, prawo", "верхний ряд, справа"),
    "end.BL": ("bottom row, left", "dolny rząd, lewo", "нижний ряд, слева"),
    "end.BR": ("bottom row, right", "dolny rząd, prawo", "нижний ряд, справа"),
    "end.snake": ("the snake's free end", "wolny koniec węża", "свободный конец змеи"),
    "place.lead": ("lead it", "zacznij nim", "начать ею"),
    "place.snake": ("on the snake", "do węża", "к змее"),
    "place.cut": (
        "cut {left}|{right}, the next player takes the {side} part: {count}",
        "cięcie {left}|{right}, następny gracz zabiera część {side}: {count}",
        "разрез {left}|{right}, следующий игрок забирает {side} часть: {count}",
    ),
    "place.cut_one_way": (
        "cut {left}|{right}, the next player takes: {count}",
        "cięcie {left}|{right}, następny gracz zabiera: {count}",
        "разрез {left}|{right}, следующий игрок забирает: {count}",
    ),
    "side.L": ("left", "lewą", "левую"),
    "side.R": ("right", "prawą", "правую"),
    "cut_sizes": (
        "{left}|{right} with {tile} (hands over: left {l}, right {r})",
        "{left}|{right} kamieniem {tile} (do zabrania: z lewej {l}, z prawej {r})",
        "{left}|{right} костяшкой {tile} (отдаёт: слева {l}, справа {r})",
    ),
    "cut_sizes_mine": (
        "{left}|{right} with {tile}, yours (hands over: left {l}, right {r})",
        "{left}|{right} kamieniem {tile}, twoim (do zabrania: z lewej {l}, z prawej {r})",
        "{left}|{right} костяшкой {tile}, вашей (отдаёт: слева {l}, справа {r})",
    ),
    "cut_size_one_way": (
        "{left}|{right} with {tile} (hands over {l})",
        "{left}|{right} kamieniem {tile} (do zabrania: {l})",
        "{left}|{right} костяшкой {tile} (отдаёт: {l})",
    ),
    "cut_size_one_way_mine": (
        "{left}|{right} with {tile}, yours (hands over {l})",
        "{left}|{right} kamieniem {tile}, twoim (do zabrania: {l})",
        "{left}|{right} костяшкой {tile}, вашей (отдаёт: {l})",
    ),
    "cuts_short": (
        "cuts (hands over L/R): {cuts}",
        "cięcia (do zabrania L/R): {cuts}",
        "разрезы (отдаёт L/R): {cuts}",
    ),
    "cuts_short_one_way": ("cuts (hands over): {cuts}", "cięcia (do zabrania): {cuts}", "разрезы (отдаёт): {cuts}"),
    "cut_short": ("{left}|{right} {tile} {l}/{r}", "{left}|{right} {tile} {l}/{r}", "{left}|{right} {tile} {l}/{r}"),
    "cut_short_mine": (
        "{left}|{right} {tile} (yours) {l}/{r}",
        "{left}|{right} {tile} (twój) {l}/{r}",
        "{left}|{right} {tile} (ваша) {l}/{r}",
    ),
    "cut_short_one_way": ("{left}|{right} {tile} {l}", "{left}|{right} {tile} {l}", "{left}|{right} {tile} {l}"),
    "cut_short_one_way_mine": (
        "{left}|{right} {tile} (yours) {l}",
        "{left}|{right} {tile} (twój) {l}",
        "{left}|{right} {tile} (ваша) {l}",
    ),
    "move.pass": ("pass", "pas", "пас"),
    "usual_length": (
        "{variant}, {n} players: a match usually lasts {median} deals ({low} to {high} in 8 matches of 10).",
        "{variant}, graczy: {n}: mecz trwa zwykle tyle rozdań: {median} (w 8 meczach na 10: od {low} do {high}).",
        "{variant}, игроков: {n}: матч обычно длится столько раздач: {median} (в 8 матчах из 10: от {low} до {high}).",
    ),
    "max_deals_hint": (
        "For a shorter match, the house rule --option max_deals=N ends it after N deals, the most tokens"
        " winning (WS-8).",
        "Na krótszy mecz: reguła domowa --option max_deals=N kończy go po N rozdaniach; wygrywa najwięcej"
        " żetonów (WS-8).",
        "Для короткого матча: домашнее правило --option max_deals=N заканчивает его после N раздач; побеждает"
        " больше жетонов (WS-8).",
    ),
    "max_deals_set": (
        "This match ends after deal {n} at the latest (house rule max_deals, WS-8).",
        "Ten mecz kończy się najpóźniej po rozdaniu {n} (reguła domowa max_deals, WS-8).",
        "Этот матч закончится не позже раздачи {n} (домашнее правило max_deals, WS-8).",
    ),
    "bot_changed": ("{old}: now played by {bot}", "{old}: teraz gra bot {bot}", "{old}: теперь играет бот {bot}"),
    "steal_from": ("{move} (from {victim})", "{move} (od: {victim})", "{move} (у: {victim})"),
    "steal_now": (
        "You won a 0-0 deal: choose whose token to steal (WS-7).",
        "Wygrana w rozdaniu 0-0: wybierz, komu zabrać żeton (WS-7).",
        "Вы выиграли раздачу 0-0: выберите, у кого отнять жетон (WS-7).",
    ),
    "choose_steal": (
        "choose whose token to steal (←/→, Enter)",
        "wybierz, komu zabrać żeton (←/→, Enter)",
        "выберите, у кого отнять жетон (←/→, Enter)",
    ),
    "move.steal": ("steal {tile} from {victim}", "zabierz {tile} (od: {victim})", "отнять {tile} (у: {victim})"),
    # ---- refusals, in plain words first ---------------------------------------------------------------
    "refused": ("not allowed: {why} ({rule})", "niedozwolone: {why} ({rule})", "нельзя: {why} ({rule})"),
    "refused_plain": ("not allowed: {why}", "niedozwolone: {why}", "нельзя: {why}"),
    "rule_line": ("  {rule}: {sentence}", "  {rule}: {sentence}", "  {rule}: {sentence}"),
    "why.not_held": ("you do not hold {tile}", "nie masz kamienia {tile}", "у вас нет костяшки {tile}"),
    "why.must_play": (
        "you have a tile to play, so you may not pass",
        "masz czym zagrać, więc nie wolno ci pasować",
        "вам есть чем ходить, поэтому пасовать нельзя",
    ),
    "why.must_pass": (
        "you have nothing to play: pass",
        "nie masz czym zagrać: pasuj",
        "вам нечем ходить: пасуйте",
    ),
    "why.not_turn": ("it is not your turn", "to nie twój ruch", "сейчас не ваш ход"),
    "why.over": ("the deal is over", "rozdanie jest skończone", "раздача окончена"),
    "why.no_match": (
        "{tile} does not fit {place}, which shows {value}",
        "{tile} nie pasuje — {place}: {value}",
        "{tile} не подходит — {place}: {value}",
    ),
    "why.uneven": (
        "that row already sticks out on this side: extend the other row first",
        "ten rząd jest już dłuższy z tej strony: najpierw przedłuż drugi",
        "этот ряд уже длиннее с этой стороны: сначала продлите другой",
    ),
    "why.twins": (
        "{tile} may go on {value} only once {value}-{value} is on the table",
        "{tile} można dołożyć do {value} dopiero, gdy {value}-{value} leży na stole",
        "{tile} можно приставить к {value}, только когда {value}-{value} уже на столе",
    ),
    "why.no_place": (
        "{move} names no place of this game (here: {places})",
        "{move} nie wskazuje miejsca w tej grze (tutaj: {places})",
        "{move} не указывает место в этой игре (здесь: {places})",
    ),
    "why.side": (
        "name the side the next player takes: {move}:L or {move}:R",
        "wskaż stronę, którą zabierze następny gracz: {move}:L lub {move}:R",
        "укажите сторону, которую заберёт следующий игрок: {move}:L или {move}:R",
    ),
    "why.lead": (
        "{tile} cannot lead this deal",
        "tym kamieniem ({tile}) nie można zacząć tego rozdania",
        "этой костяшкой ({tile}) нельзя начать эту раздачу",
    ),
    "why.not_a_move": (
        '"{text}" is not a move or a command (help lists them)',
        "„{text}” to nie ruch ani polecenie (lista: pomoc)",
        "«{text}» — не ход и не команда (список: помощь)",
    ),
    "why.lead_end": (
        "the lead is written without an end: {tile}",
        "pierwszy kamień zapisuje się bez końca: {tile}",
        "первый ход записывается без конца: {tile}",
    ),
    "why.lead_is": ("the deal is led by {tile}", "to rozdanie otwiera {tile}", "эту раздачу начинает {tile}"),
    "why.lead_double": (
        "the lead must be a double",
        "rozdanie otwiera się dubletem",
        "начинать нужно с дубля",
    ),
    "why.need_end": (
        "say where {tile} goes: {moves}",
        "wskaż, gdzie położyć {tile}: {moves}",
        "укажите, куда поставить {tile}: {moves}",
    ),
    "why.no_steal": (
        "only the winner of a 0-0 deal steals a token, once the deal is over",
        "żeton zabiera tylko zwycięzca rozdania 0-0, po jego końcu",
        "жетон отнимает только победитель раздачи 0-0, после её окончания",
    ),
    "why.must_steal": (
        "you won a 0-0 deal: choose whose token to steal",
        "wygrana w rozdaniu 0-0: wybierz, komu zabrać żeton",
        "вы выиграли раздачу 0-0: выберите, у кого отнять жетон",
    ),
    "why.not_stealable": (
        "{tile} is not a token another player holds",
        "{tile} to nie żeton innego gracza",
        "{tile} — не жетон другого игрока",
    ),
    "why.not_in_game": ("{move} is not a move of this game", "{move} to nie ruch tej gry", "{move} — не ход этой игры"),
    "why.no_junction": (
        "there is nothing to cut between columns {left} and {right}: a cut goes between two columns of two"
        " lengthwise tiles",
        "między kolumnami {left} i {right} nie ma czego ciąć: cięcie idzie między dwie kolumny po dwa kamienie wzdłuż",
        "между столбцами {left} и {right} резать нечего: разрез делают между двумя столбцами из двух"
        " продольных костяшек",
    ),
    "why.wrong_cut": (
        "only {need} fits the cut between columns {left} and {right}",
        "w cięcie między kolumnami {left} i {right} pasuje tylko {need}",
        "в разрез между столбцами {left} и {right} подходит только {need}",
    ),
    "why.no_side": (
        "in one-way sausage the cutter names no side: {move}",
        "w kiełbasie jednostronnej nie wskazuje się strony: {move}",
        "в колбасе в одну сторону сторону не называют: {move}",
    ),
    "why.side_taken": (
        "{place} already holds a tile: until every side of the spinner holds one, play on an empty side",
        "{place}: tu już leży kamień; dopóki każdy bok spinnera nie ma kamienia, dokładaj do pustego boku",
        "{place}: тут уже есть костяшка; пока к каждой стороне дубля не приставлено по костяшке, ставьте"
        " к свободной стороне",
    ),
    "why.double_first": (
        "until every arm ends in a double, only {double} may go on {place}",
        "dopóki każde ramię nie kończy się dubletem, tu ({place}) pasuje tylko {double}",
        "пока каждый луч не закончится дублем, сюда ({place}) можно поставить только {double}",
    ),
    "why.arm_done": (
        "{place} already ends in a double: the other arms need theirs first",
        "{place}: ramię kończy się już dubletem; najpierw pozostałe ramiona",
        "{place}: луч уже заканчивается дублем; сначала другие лучи",
    ),
    "why.not_yours": (
        "{tile} cannot be played now",
        "kamienia {tile} nie można teraz zagrać",
        "костяшкой {tile} сейчас ходить нельзя",
    ),
    # ---- the conversation -------------------------------------------------------------------------
    "no_number": (
        "there is no move {n}: choose 1 to {k}",
        "nie ma ruchu {n}: wybierz od 1 do {k}",
        "хода {n} нет: выберите от 1 до {k}",
    ),
    "illegal": ("not allowed: {rule}: {sentence}", "niedozwolone: {rule}: {sentence}", "нельзя: {rule}: {sentence}"),
    "not_a_move": (
        "not a move or command (help lists the commands): {rule}: {sentence}",
        "to nie ruch ani polecenie (help: lista poleceń): {rule}: {sentence}",
        "это не ход и не команда (help: список команд): {rule}: {sentence}",
    ),
    "detail": ("  detail: {detail}", "  szczegóły (po angielsku): {detail}", "  подробности (по-английски): {detail}"),
    "rules_short": (
        "The rules of {variant} in short (the whole text: dominohall rules {name}):",
        "Zasady gry {variant} w skrócie (pełny tekst po angielsku: dominohall rules {name}):",
        "Правила игры «{variant}» кратко (полный текст по-английски: dominohall rules {name}):",
    ),
    "goes_on": ("the game goes on", "gra toczy się dalej", "игра продолжается"),
    "thinking": ("thinking...", "myślę...", "думаю..."),
    "hint": (
        "hint ({bot}): {move} (move {n})",
        "podpowiedź ({bot}): {move} (ruch {n})",
        "подсказка ({bot}): {move} (ход {n})",
    ),
    "undone": ("taken back: {moves}", "cofnięto: {moves}", "отменено: {moves}"),
    "nothing_to_undo": ("nothing to take back", "nie ma czego cofnąć", "нечего отменять"),
    "saved": ("saved to {file}", "zapisano do {file}", "сохранено в {file}"),
    "save_usage": ("write: save FILE", "napisz: save PLIK", "напишите: save ФАЙЛ"),
    "save_failed": ("could not save: {error}", "nie udało się zapisać: {error}", "не удалось сохранить: {error}"),
    "quit_confirm": (
        "quit and throw this game away? (y/n)",
        "zakończyć i porzucić tę grę? (t/n)",
        "выйти и бросить эту игру? (д/н)",
    ),
    "quit_kept": ("the game goes on", "gra toczy się dalej", "игра продолжается"),
    "bye": ("game abandoned; goodbye", "gra porzucona; do widzenia", "игра брошена; до свидания"),
    "help": (
        "Type a move's number from the list, or the move in the notation (3-5@L, 2-6@TR, 1-6@cut:1:L, pass).\n"
        "Commands:\n"
        "  hint       ask the {hint} bot for a move\n"
        "  rules      the rules of this game\n"
        "  undo       take back your last move and the bots' moves after it\n"
        "  save FILE  write the game record to FILE (dominohall play --resume FILE goes on with it)\n"
        "  auto       play forced moves (a single legal move, a pass) by themselves, or stop doing so\n"
        "  quit       throw the game away (asks first)\n"
        "  help       this text",
        "Wpisz numer ruchu z listy albo ruch w zapisie (3-5@L, 2-6@TR, 1-6@cut:1:L, pas).\n"
        "Polecenia (działają też angielskie nazwy):\n"
        "  podpowiedz   podpowiedź bota {hint}\n"
        "  zasady       zasady tej gry\n"
        "  cofnij       cofnij swój ostatni ruch i ruchy botów po nim\n"
        "  zapisz PLIK  zapisz przebieg gry do PLIKU (dominohall play --resume PLIK gra dalej)\n"
        "  auto         ruchy wymuszone (jedyny ruch, pas) same się wykonują albo już nie\n"
        "  koniec       porzuć grę (z pytaniem)\n"
        "  pomoc        ten tekst",
        "Введите номер хода из списка или ход в записи (3-5@L, 2-6@TR, 1-6@cut:1:L, пас).\n"
        "Команды (английские названия тоже работают):\n"
        "  подсказка       подсказка бота {hint}\n"
        "  правила         правила этой игры\n"
        "  отмена          отменить свой последний ход и ходы ботов после него\n"
        "  сохранить ФАЙЛ  записать партию в ФАЙЛ (dominohall play --resume ФАЙЛ продолжит её)\n"
        "  авто            вынужденные ходы (единственный ход, пас) делаются сами или больше нет\n"
        "  выход           бросить игру (с подтверждением)\n"
        "  помощь          этот текст",
    ),
    # ---- post-game analysis (dominohall analyze, the replay's Analysis tab) -------------------------
    "an.title": (
        "Analysis: {variant}, players: {players}, deals: {deals}",
        "Analiza: {variant}, graczy: {players}, rozdań: {deals}",
        "Разбор: {variant}, игроков: {players}, раздач: {deals}",
    ),
    "an.method": (
        "values from each seat's own view, {worlds} worlds per move, rest of the deal played {policy}; seed {seed}",
        "wartości z widoku każdego gracza, światów na ruch: {worlds}, reszta rozdania grana: {policy}; ziarno {seed}",
        "оценки с точки зрения каждого игрока, миров на ход: {worlds}, остаток раздачи: {policy}; зерно {seed}",
    ),
    "an.policy.random": ("at random", "losowo", "случайными ходами"),
    "an.policy.greedy": ("by greedy", "przez greedy", "ботом greedy"),
    "an.deal": ("Deal {deal}", "Rozdanie {deal}", "Раздача {deal}"),
    "an.seat": ("seat {seat}", "miejsce {seat}", "место {seat}"),
    "an.curve": (
        "win chance of the deal after each decision (▁ 0% … █ 100%; ? inaccuracy, ! mistake)",
        "szansa wygrania rozdania po każdej decyzji (▁ 0% … █ 100%; ? niedokładność, ! błąd)",
        "шанс выиграть раздачу после каждого решения (▁ 0% … █ 100%; ? неточность, ! ошибка)",
    ),
    "an.seat_line": (
        "{name}: real choices: {choices}, given away: {given}, inaccuracies: {inaccuracies}, mistakes: {mistakes};"
        " dealt: {dealt}, expected: {start}, result: {result}, own moves: {own}, luck: {luck}",
        "{name}: prawdziwe wybory: {choices}, oddane: {given}, niedokładności: {inaccuracies}, błędy: {mistakes};"
        " rozdane: {dealt}, oczekiwane: {start}, wynik: {result}, własne ruchy: {own}, szczęście: {luck}",
        "{name}: настоящих выборов: {choices}, отдано: {given}, неточностей: {inaccuracies}, ошибок: {mistakes};"
        " расклад: {dealt}, ожидание: {start}, итог: {result}, свои ходы: {own}, везение: {luck}",
    ),
    "an.match": ("Over the match", "W całym meczu", "За весь матч"),
    "an.costly": (
        "The decisions that cost the most",
        "Decyzje, które kosztowały najwięcej",
        "Решения, которые стоили больше всего",
    ),
    "an.decision": (
        "deal {deal}, move {step}, {name}: played {move} — {verdict}, win chance given away: {loss} ± {se};"
        " better: {best}",
        "rozdanie {deal}, ruch {step}, {name}: zagrano {move} — {verdict}, oddana szansa wygranej: {loss} ± {se};"
        " lepiej: {best}",
        "раздача {deal}, ход {step}, {name}: сыграно {move} — {verdict}, отдано шанса на победу: {loss} ± {se};"
        " лучше: {best}",
    ),
    "an.hindsight": (
        "with every hand known: {best} ({value} against {played})",
        "znając wszystkie ręce: {best} ({value} wobec {played})",
        "зная все руки: {best} ({value} против {played})",
    ),
    "an.none": (
        "no decision was shown to cost win chance",
        "żadna decyzja nie okazała się kosztowna",
        "ни одно решение не стоило шанса на победу",
    ),
    "an.verdict.fine": ("fine", "w porządku", "хорошо"),
    "an.verdict.inaccuracy": ("inaccuracy", "niedokładność", "неточность"),
    "an.verdict.mistake": ("mistake", "błąd", "ошибка"),
    "an.verdict.forced": ("forced", "wymuszony", "вынужденный"),
    "an.verdict.steal": ("between deals", "między rozdaniami", "между раздачами"),
    "an.working": ("analysing", "analiza", "разбор"),
    "an.tab": ("Analysis", "Analiza", "Разбор"),
    "an.failed": ("the analysis could not be made", "analizy nie udało się wykonać", "разбор не удался"),
    "keys": (
        "Keys: ←/→ choose a tile (or a place), Enter plays it, Esc goes back; or click. Digits and letters"
        " go to the command line below (a move in the notation, or a command). F1 help, F2 rules, F3 hint,"
        " F4 undo, F5 save, F6 forced moves by themselves (auto), F7 light or dark colours, Ctrl+Q quit;"
        " PgUp/PgDn read back what happened. The last tile played is marked on the board.",
        "Klawisze: ←/→ wybór kamienia (lub miejsca), Enter zagrywa, Esc cofa wybór; można też klikać. Cyfry"
        " i litery trafiają do wiersza poleceń na dole (ruch w zapisie albo polecenie). F1 pomoc, F2 zasady,"
        " F3 porada (podpowiedź bota), F4 cofnij, F5 zapisz, F6 ruchy wymuszone same (auto), F7 jasne lub"
        " ciemne kolory, Ctrl+Q koniec; PgUp/PgDn przewijają przebieg gry. Ostatni zagrany kamień jest"
        " wyróżniony na stole.",
        "Клавиши: ←/→ выбор костяшки (или места), Enter — ход, Esc — назад; можно и мышью. Цифры и буквы"
        " попадают в командную строку внизу (ход в записи или команда). F1 помощь, F2 правила,"
        " F3 совет (подсказка бота), F4 отмена, F5 в файл (сохранить), F6 вынужденные ходы сами (авто),"
        " F7 светлые или тёмные цвета, Ctrl+Q выход; PgUp/PgDn листают ход игры. Последняя сыгранная"
        " костяшка выделена на столе.",
    ),
    "auto_on": (
        "forced moves are now played by themselves",
        "ruchy wymuszone wykonują się teraz same",
        "вынужденные ходы теперь делаются сами",
    ),
    "auto_off": (
        "forced moves are now yours to make",
        "ruchy wymuszone znów czekają na ciebie",
        "вынужденные ходы теперь делаете вы",
    ),
    "auto_played": ("played by itself: {move}", "wykonano samo: {move}", "сделано само: {move}"),
    "press_on": ("Enter: go on", "Enter: dalej", "Enter: дальше"),
    "press_close": ("Enter or Esc: close", "Enter lub Esc: zamknij", "Enter или Esc: закрыть"),
    "bots_move": ("the bots are moving…", "boty wykonują ruchy…", "боты ходят…"),
    "choose_tile": ("choose a tile (←/→, Enter)", "wybierz kamień (←/→, Enter)", "выберите костяшку (←/→, Enter)"),
    "choose_place": (
        "{tile}: choose where (←/→, Enter; Esc: another tile)",
        "{tile}: wybierz miejsce (←/→, Enter; Esc: inny kamień)",
        "{tile}: выберите место (←/→, Enter; Esc: другая костяшка)",
    ),
    "wait_turn": ("wait for your turn", "poczekaj na swój ruch", "дождитесь своего хода"),
    "deal_summary": ("Deal {deal} is over", "Rozdanie {deal} skończone", "Раздача {deal} окончена"),
    "match_summary": ("The match is over", "Mecz skończony", "Матч окончен"),
    "hands_left": ("tiles left in the hands:", "kamienie w rękach:", "костяшки на руках:"),
    "sum.row": (
        "{name}: pips left {pips} · {standing}",
        "{name}: oczka w ręce {pips} · {standing}",
        "{name}: очков на руках {pips} · {standing}",
    ),
    "sum.scored": ("scored {n}", "zdobyte {n}", "набрано {n}"),
    "prompt_full": (
        "a move (3-5@L) or a command (help)",
        "ruch (3-5@L) lub polecenie (pomoc)",
        "ход (3-5@L) или команда (помощь)",
    ),
    "log_title": ("what happened · PgUp/PgDn", "przebieg · PgUp/PgDn", "ход игры · PgUp/PgDn"),
    "out_hurry": (
        "you are out of this deal · Enter: play its end at once",
        "nie masz już kamieni w tym rozdaniu · Enter: rozegraj od razu jego koniec",
        "у вас больше нет костяшек в этой раздаче · Enter: доиграть её сразу",
    ),
    "hurrying": ("the deal's end, at once…", "koniec rozdania, od razu…", "конец раздачи, сразу…"),
    "more_below": ("↓ PgDn: more", "↓ PgDn: dalej", "↓ PgDn: дальше"),
    "help_title": ("Help", "Pomoc", "Помощь"),
    "log": ("what happened", "przebieg", "ход игры"),
}
# The name of every variant, from the registry (each variant's class names itself in every language).
MESSAGES.update({f"variant.{cls.name}": cls.titles for cls in VARIANTS.values()})
"""Message id -> (English, Polish, Russian)."""

RULES: Final[dict[str, tuple[str, str, str]]] = {
    # ---- C: common to all variants ----------------------------------------------------------------
    "C-1": (
        "The double-six set (28 tiles) is used unless the variant allows double-nine or double-twelve;"
        " a tile is written a-b with a ≤ b.",
        "Gra się kompletem do dubletu szóstek (28 kamieni), chyba że wariant pozwala na komplet do 9 lub 12;"
        " kamień zapisuje się a-b, gdzie a ≤ b.",
        "Играют набором до дубля 6-6 (28 костяшек), если вариант не разрешает набор до 9 или 12;"
        " костяшка записывается a-b, где a ≤ b.",
    ),
    "C-2": (
        "Seats are numbered 0 to n-1 and play passes to the left, to the next seat still in the deal.",
        "Miejsca mają numery od 0 do n-1, a ruch przechodzi w lewo, do następnego gracza, który jest jeszcze"
        " w rozdaniu.",
        "Места пронумерованы от 0 до n-1, ход переходит налево, к следующему игроку, оставшемуся в раздаче.",
    ),
    "C-3": (
        "Shuffling and dealing use a seeded random generator: the same variant, options and seed give the same deals.",
        "Tasowanie i rozdawanie korzystają z generatora losowego z ziarnem: ten sam wariant, opcje i ziarno"
        " dają te same rozdania.",
        "Тасовка и раздача используют генератор случайных чисел с зерном: тот же вариант, опции и зерно дают"
        " те же раздачи.",
    ),
    "C-4": (
        "A player sees their own hand, the layout, how many tiles everyone holds and every public event, but"
        " never another player's hand or the stock.",
        "Gracz widzi swoje kamienie, układ na stole, liczbę kamieni u każdego i wszystkie jawne zdarzenia, ale"
        " nigdy cudzych kamieni ani talonu.",
        "Игрок видит свои костяшки, выложенную цепочку, число костяшек у каждого и все открытые события, но"
        " никогда не видит чужих костяшек и базара.",
    ),
    "C-5": (
        "A player who has a legal play must make one: no voluntary pass, no voluntary draw.",
        "Gracz, który ma dozwolony ruch, musi go wykonać: nie wolno pasować ani dobierać z własnej woli.",
        "Игрок, у которого есть допустимый ход, обязан его сделать: пасовать или брать из базара по желанию нельзя.",
    ),
    "C-6": (
        "A player with no legal play draws from the stock one tile at a time until a drawn tile is playable"
        " or the stock is empty.",
        "Gracz bez dozwolonego ruchu dobiera z talonu po jednym kamieniu, aż dobierze kamień, który można"
        " zagrać, albo talon się skończy.",
        "Игрок без допустимого хода берёт из базара по одной костяшке, пока не возьмёт ту, которой можно"
        " сходить, или пока базар не опустеет.",
    ),
    "C-7": (
        "Only a player with no legal play passes (pass is then their one legal move); a player who can play"
        " may not pass.",
        "Pasuje tylko gracz bez dozwolonego ruchu (pas jest wtedy jego jedynym ruchem); gracz, który może"
        " zagrać, nie może pasować.",
        "Пасует только игрок без допустимого хода (тогда пас — его единственный ход); игрок, который может"
        " сходить, пасовать не может.",
    ),
    "C-8": (
        "If every player still in the deal passes in succession, the deal is blocked and settled on pips.",
        "Jeśli wszyscy gracze w rozdaniu kolejno spasują, gra jest zablokowana (ryba) i rozstrzygają oczka.",
        "Если все оставшиеся в раздаче игроки пасуют подряд, получается «рыба» и раздача решается по очкам.",
    ),
    "C-9": (
        "A turn is one play or one pass, never more.",
        "W jednej kolejce dokłada się jeden kamień albo pasuje, nigdy więcej.",
        "За один ход кладут одну костяшку или пасуют, не больше.",
    ),
    # ---- WS: White Snake --------------------------------------------------------------------------
    "WS-1": (
        "White Snake is for 5 or 6 players: the tiles not yet won as tokens are dealt evenly and the rest"
        " stay unused in the stock.",
        "W Białego węża grają 5 lub 6 osób: kamienie niezdobyte jako żetony rozdaje się po równo, a reszta"
        " zostaje w talonie i nie bierze udziału w grze.",
        "В «Белую змею» играют 5 или 6 человек: костяшки, ещё не взятые жетонами, раздают поровну, а остаток"
        " лежит в базаре и не используется.",
    ),
    "WS-2": (
        "The snake head of deal k is the double k-k for k = 1 to 6, and 0-0 from the seventh deal on.",
        "Głową węża w rozdaniu k jest dublet k-k dla k od 1 do 6, a od siódmego rozdania 0-0.",
        "Голова змеи в раздаче k — дубль k-k при k от 1 до 6, а начиная с седьмой раздачи — 0-0.",
    ),
    "WS-3": (
        "The holder of the snake head must lead it; if it lies in the stock, the tiles are dealt again.",
        "Gracz mający głowę węża musi nią zacząć; jeśli leży w talonie, kamienie rozdaje się od nowa.",
        "Владелец головы змеи обязан начать с неё; если она осталась в базаре, костяшки пересдают.",
    ),
    "WS-4": (
        "The snake grows in one direction only: each tile joins the tile played last, matching its free end.",
        "Wąż rośnie tylko w jedną stronę: każdy kamień dokłada się do ostatnio zagranego, do jego wolnego końca.",
        "Змея растёт только в одну сторону: каждую костяшку приставляют к последней сыгранной, к её свободному концу.",
    ),
    "WS-5": (
        "The first player to play out their tiles wins the deal; on a block the fewest pips win, then the"
        " fewest tiles, and a tie beyond that makes the deal void.",
        "Rozdanie wygrywa ten, kto pierwszy wyłoży wszystkie kamienie; przy blokadzie wygrywa najmniej oczek,"
        " potem najmniej kamieni, a dalszy remis unieważnia rozdanie.",
        "Раздачу выигрывает тот, кто первым выложит все костяшки; при «рыбе» побеждает меньшая сумма очков,"
        " затем меньшее число костяшек, а при полном равенстве раздача недействительна.",
    ),
    "WS-6": (
        "The winner of a deal led by k-k (k ≥ 1) takes that double as a token, out of play for the rest of the match.",
        "Zwycięzca rozdania otwartego dubletem k-k (k ≥ 1) zabiera ten dublet jako żeton, który do końca"
        " meczu nie bierze udziału w grze.",
        "Победитель раздачи, начатой дублем k-k (k ≥ 1), забирает этот дубль как жетон, и до конца матча он"
        " в игре не участвует.",
    ),
    "WS-7": (
        "0-0 is never a token: the winner of a deal led by 0-0 steals one token of their choice from another"
        " player (steal:k-k).",
        "0-0 nigdy nie jest żetonem: zwycięzca rozdania otwartego dubletem 0-0 zabiera wybrany żeton innemu"
        " graczowi (steal:k-k).",
        "0-0 никогда не бывает жетоном: победитель раздачи, начатой дублем 0-0, отнимает у другого игрока"
        " любой жетон на выбор (steal:k-k).",
    ),
    "WS-8": (
        "The first player to hold 4 tokens wins the match.",
        "Mecz wygrywa ten, kto pierwszy zbierze 4 żetony.",
        "Матч выигрывает тот, кто первым соберёт 4 жетона.",
    ),
    # ---- SA: Sausage ------------------------------------------------------------------------------
    "SA-1": (
        "Sausage is for 2 to 4 players: the whole set is dealt evenly, with no stock and no drawing (with"
        " 3 players one tile is set aside).",
        "W Kiełbasę grają 2–4 osoby: cały komplet rozdaje się po równo, bez talonu i bez dobierania (przy"
        " 3 graczach jeden kamień odkłada się na bok).",
        "В «Колбасу» играют от 2 до 4 человек: весь набор раздают поровну, без базара и без добора (при"
        " 3 игроках одну костяшку откладывают).",
    ),
    "SA-2": (
        "The loser of the previous deal leads (the first deal: a seat drawn by lot), with any tile, laid crosswise.",
        "Rozdanie otwiera przegrany poprzedniego (pierwsze: gracz wylosowany) dowolnym kamieniem położonym w poprzek.",
        "Раздачу начинает проигравший предыдущую (первую — игрок по жребию) любой костяшкой, положенной поперёк.",
    ),
    "SA-3": (
        "Each row is a chain of its own: touching halves within a row must match.",
        "Każdy rząd jest osobnym łańcuchem: stykające się połówki kamieni w rzędzie muszą mieć tyle samo oczek.",
        "Каждый ряд — отдельная цепочка: соприкасающиеся половинки костяшек в ряду должны совпадать.",
    ),
    "SA-4": (
        "The sausage must grow evenly: on each side a row may be extended only if it is not already longer"
        " than the other row there.",
        "Kiełbasa musi rosnąć równomiernie: z każdej strony rząd można przedłużyć tylko wtedy, gdy nie jest"
        " już tam dłuższy od drugiego rzędu.",
        "Колбаса должна расти равномерно: с каждой стороны ряд можно продлить, только если он там не длиннее"
        " другого ряда.",
    ),
    "SA-5": (
        "A cut lays a tile crosswise between two columns of two lengthwise tiles each, and it must match all"
        " four tiles around it.",
        "Cięcie to kamień położony w poprzek między dwiema kolumnami po dwa kamienie wzdłuż; musi pasować do"
        " wszystkich czterech sąsiednich kamieni.",
        "Разрез — костяшка, положенная поперёк между двумя столбцами из двух продольных костяшек; она должна"
        " совпасть со всеми четырьмя соседними.",
    ),
    "SA-6": (
        "The cutter names a side, and the next player still holding tiles takes every tile of the layout on"
        " that side of the cut tile.",
        "Tnący wskazuje stronę, a następny gracz, który ma jeszcze kamienie, zabiera wszystkie kamienie"
        " układu po tej stronie kamienia tnącego.",
        "Разрезавший называет сторону, и следующий игрок, у которого ещё есть костяшки, забирает все"
        " костяшки по эту сторону от разрезающей.",
    ),
    "SA-7": (
        "Taking the cut tiles is not a turn: the taker then plays as usual (unless option take_ends_turn is set).",
        "Zabranie odciętych kamieni nie jest ruchem: zabierający potem gra jak zwykle (chyba że włączono"
        " opcję take_ends_turn).",
        "Взять отрезанные костяшки — не ход: взявший затем ходит как обычно (если не включена опция take_ends_turn).",
    ),
    "SA-8": (
        "A player with no tiles left is out of the deal and never takes cut tiles.",
        "Gracz, któremu skończyły się kamienie, wypada z rozdania i nigdy nie zabiera odciętych kamieni.",
        "Игрок, у которого не осталось костяшек, выбывает из раздачи и не забирает отрезанные костяшки.",
    ),
    "SA-9": (
        "The last player still holding tiles loses the deal; on a block the most pips lose.",
        "Rozdanie przegrywa ostatni gracz, któremu zostały kamienie; przy blokadzie przegrywa najwięcej oczek.",
        "Раздачу проигрывает последний игрок с костяшками на руках; при «рыбе» проигрывает тот, у кого больше"
        " всего очков.",
    ),
    "SA-10": (
        "Each lost deal is a mark, and the first player to reach the limit of losses (5 unless set) loses the match.",
        "Każde przegrane rozdanie to jedna przegrana; kto pierwszy osiągnie limit przegranych (domyślnie 5),"
        " przegrywa mecz.",
        "Каждая проигранная раздача — один проигрыш; кто первым наберёт предел проигрышей (по умолчанию 5),"
        " проигрывает матч.",
    ),
    "SA-11": (
        "In the one-way sausage the lead is a double, the rows grow to the right only and the cutter names no side.",
        "W kiełbasie jednostronnej otwiera się dubletem, rzędy rosną tylko w prawo, a tnący nie wskazuje strony.",
        "В колбасе в одну сторону начинают дублем, ряды растут только вправо, а разрезавший не называет сторону.",
    ),
    # ---- TW: Twins --------------------------------------------------------------------------------
    "TW-1": (
        "Twins is for 2 or more players, 7 tiles each for 2 to 4 players and fewer for more; the rest is the stock.",
        "W Bliźniaki grają 2 lub więcej osób, po 7 kamieni przy 2–4 graczach, a przy większej liczbie mniej;"
        " reszta to talon.",
        "В «Двойняшки» играют от 2 человек, по 7 костяшек при 2–4 игроках, а при большем числе меньше;"
        " остальное — базар.",
    ),
    "TW-2": (
        "The holder of the highest double leads it; if nobody holds a double, the tiles are dealt again.",
        "Zaczyna gracz z najwyższym dubletem; jeśli nikt nie ma dubletu, kamienie rozdaje się od nowa.",
        "Начинает игрок со старшим дублем; если дублей ни у кого нет, костяшки пересдают.",
    ),
    "TW-3": (
        "The layout is a line with two ends, L and R, with the lead double in the middle and no branches; a"
        " tile joins an end showing one of its numbers.",
        "Układ to łańcuch o dwóch końcach, L i R, z dubletem otwierającym pośrodku i bez odgałęzień; kamień"
        " dokłada się do końca, który pokazuje jedną z jego liczb.",
        "Цепочка имеет два конца, L и R, с начальным дублем посередине и без ответвлений; костяшку"
        " приставляют к концу, на котором одно из её чисел.",
    ),
    "TW-4": (
        "A tile may be played on an end showing v only if the double v-v is already in the layout; v-v"
        " itself may always be played there.",
        "Kamień można dołożyć do końca z v oczkami tylko wtedy, gdy dublet v-v leży już na stole; sam dublet"
        " v-v można tam dołożyć zawsze.",
        "К концу с v очками можно приставить костяшку, только если дубль v-v уже на столе; сам дубль v-v"
        " туда ставить можно всегда.",
    ),
    "TW-5": (
        "A player with no play allowed by the twins rule draws from the stock, and passes once it is empty.",
        "Gracz, który nie może zagrać zgodnie z zasadą bliźniaków, dobiera z talonu, a gdy talon jest pusty, pasuje.",
        "Игрок, которому нечем сходить по правилу двойняшек, берёт из базара, а когда базар пуст, пасует.",
    ),
    "TW-6": (
        "The first player to go out wins (on a block, the fewest pips) and scores the pips left in the"
        " opponents' hands.",
        "Wygrywa ten, kto pierwszy wyłoży wszystkie kamienie (przy blokadzie: najmniej oczek), i dostaje sumę"
        " oczek z kamieni przeciwników.",
        "Побеждает тот, кто первым избавится от костяшек (при «рыбе» — у кого меньше очков), и получает"
        " сумму очков на руках соперников.",
    ),
    "TW-7": (
        "The match is played to 100 points (option target); if two players reach it in the same deal, the"
        " higher score wins.",
        "Mecz toczy się do 100 punktów (opcja target); gdy dwóch graczy osiągnie próg w tym samym rozdaniu,"
        " wygrywa wyższy wynik.",
        "Матч играют до 100 очков (опция target); если двое достигли их в одной раздаче, побеждает больший счёт.",
    ),
    # ---- MC: Maltese Cross ------------------------------------------------------------------------
    "MC-1": (
        "Maltese Cross is for 2 to 4 players, 7 tiles each for 2 players and 5 each for 3 or 4; the rest is the stock.",
        "W Krzyż maltański grają 2–4 osoby, po 7 kamieni przy 2 graczach i po 5 przy 3 lub 4; reszta to talon.",
        "В «Мальтийский крест» играют от 2 до 4 человек, по 7 костяшек вдвоём и по 5 втроём или вчетвером;"
        " остальное — базар.",
    ),
    "MC-2": (
        "The holder of the highest double leads it, and it is the only spinner.",
        "Zaczyna gracz z najwyższym dubletem, a ten dublet jest jedynym spinnerem.",
        "Начинает игрок со старшим дублем, и только к этому дублю приставляют с четырёх сторон.",
    ),
    "MC-3": (
        "Until each side N, E, S, W of the spinner holds a tile, the only legal plays are matching tiles on"
        " an empty side.",
        "Dopóki każdy bok spinnera (N, E, S, W) nie ma kamienia, wolno tylko dokładać pasujące kamienie do"
        " pustego boku.",
        "Пока к каждой стороне начального дубля (N, E, S, W) не приставлена костяшка, можно ставить только"
        " подходящие костяшки к свободной стороне.",
    ),
    "MC-4": (
        "Then, until every arm ends in a double, the only legal plays are matching doubles on arms that have none yet.",
        "Następnie, dopóki każde ramię nie kończy się dubletem, wolno dokładać tylko pasujące dublety do"
        " ramion, które jeszcze go nie mają.",
        "Затем, пока каждый луч не закончится дублем, можно ставить только подходящие дубли на лучи, где"
        " дубля ещё нет.",
    ),
    "MC-5": (
        "After that, tiles are played freely on the ends of the four arms.",
        "Potem kamienie dokłada się swobodnie do końców czterech ramion.",
        "После этого костяшки свободно приставляют к концам четырёх лучей.",
    ),
    "MC-6": (
        "A player with no play allowed in the current phase draws from the stock, and passes once it is empty.",
        "Gracz, który nie może zagrać w bieżącej fazie, dobiera z talonu, a gdy talon jest pusty, pasuje.",
        "Игрок, которому нечем сходить в текущей фазе, берёт из базара, а когда базар пуст, пасует.",
    ),
    "MC-7": (
        "The first player to go out wins (on a block, the fewest pips) and scores the pips left in the"
        " opponents' hands.",
        "Wygrywa ten, kto pierwszy wyłoży wszystkie kamienie (przy blokadzie: najmniej oczek), i dostaje sumę"
        " oczek z kamieni przeciwników.",
        "Побеждает тот, кто первым избавится от костяшек (при «рыбе» — у кого меньше очков), и получает"
        " сумму очков на руках соперников.",
    ),
    "MC-8": (
        "The match is played to 100 points (option target), ties settled as in TW-7.",
        "Mecz toczy się do 100 punktów (opcja target), a remisy rozstrzyga się jak w TW-7.",
        "Матч играют до 100 очков (опция target), равенство решается как в TW-7.",
    ),
    # ---- R: reference games -----------------------------------------------------------------------
    "R-1": (
        "Block: 7 tiles each, the rest set aside, a line with ends L and R, a pass when stuck; the winner"
        " scores the opponents' pips, to 100 points.",
        "Blok: po 7 kamieni, reszta odłożona, łańcuch z końcami L i R, pas, gdy nie ma ruchu; zwycięzca"
        " dostaje oczka przeciwników, gra do 100 punktów.",
        "Блок: по 7 костяшек, остальные откладывают, цепочка с концами L и R, пас, если нечем ходить;"
        " победитель получает очки соперников, игра до 100 очков.",
    ),
    "R-2": (
        "Draw: as Block, but a player who cannot play draws from the stock, whose last two tiles are never drawn.",
        "Domino z dobieraniem: jak Blok, ale gracz bez ruchu dobiera z talonu, z wyjątkiem dwóch ostatnich kamieni.",
        "Домино с базаром: как Блок, но игрок без хода берёт из базара, кроме двух последних костяшек.",
    ),
    # ---- N: move notation -------------------------------------------------------------------------
    "N": (
        "A move is written a-b, a-b@E (E an end such as L, R, N, TL), a-b@cut:C:L, a-b@cut:C:R, a-b@cut:C,"
        " pass or steal:k-k.",
        "Ruch zapisuje się jako a-b, a-b@E (E to koniec, np. L, R, N, TL), a-b@cut:C:L, a-b@cut:C:R,"
        " a-b@cut:C, pass lub steal:k-k.",
        "Ход записывается как a-b, a-b@E (E — конец, например L, R, N, TL), a-b@cut:C:L, a-b@cut:C:R,"
        " a-b@cut:C, pass или steal:k-k.",
    ),
}
"""Rule ID of RULES.md -> what the rule requires, in one sentence (English, Polish, Russian)."""

COMMANDS: Final[dict[str, frozenset[str]]] = {
    "help": frozenset({"help", "?", "pomoc", "помощь"}),
    "rules": frozenset({"rules", "zasady", "правила"}),
    "hint": frozenset({"hint", "podpowiedz", "podpowiedź", "подсказка"}),
    "undo": frozenset({"undo", "cofnij", "отмена"}),
    "save": frozenset({"save", "zapisz", "сохранить"}),
    "auto": frozenset({"auto", "авто"}),
    "quit": frozenset({"quit", "koniec", "выход"}),
}
"""Each command by the names it answers to: English, Polish and Russian are all understood."""

PASS_WORDS: Final = frozenset({"pass", "pas", "пас"})
"""The pass, as a person may type it (the notation's ``pass`` and its translations)."""

YES: Final = frozenset({"y", "yes", "t", "tak", "д", "да"})
"""Answers that confirm (in any of the three languages)."""


class Texts:
    """The interface text of one language: ``texts(id, **fields)``."""

    def __init__(self, lang: str = "en") -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; the languages are {', '.join(LANGUAGES)}")
        self.lang = lang
        self.index = LANGUAGES.index(lang)

    def __call__(self, key: str, **fields: object) -> str:
        text = MESSAGES[key][self.index]
        return text.format(**fields) if fields else text

    def count(self, n: int, noun: str = "tile", *, object_case: bool = False) -> str:
        """``n`` and the noun in the form that number takes (``1 tile``, ``2 kamienie``, ``5 костяшек``);
        ``object_case`` as the object of a verb (Russian ``берёт 1 костяшку``).

        >>> Texts("ru").count(1, object_case=True), Texts("pl").count(5), Texts("en").count(1)
        ('1 костяшку', '5 kamieni', '1 tile')
        """
        if self.lang == "en":
            form = "tile" if n == 1 else "tiles"
        elif n == 1:
            form = "tile"
        elif n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
            form = "tiles"
        elif self.lang == "ru" and n % 10 == 1 and n % 100 != 11:
            form = "tile"  # 21 костяшка
        else:
            form = "tiles_many"
        return self(f"count.{form}" + (".acc" if object_case else ""), n=n)

    def command(self, word: str) -> str | None:
        """The command ``word`` names, in any of the languages (``None`` if none)."""
        word = word.lower()
        return next((name for name, words in COMMANDS.items() if word in words), None)

    def rule(self, rule_id: str) -> str | None:
        """What rule ``rule_id`` of RULES.md requires, in one sentence (``None`` for an unknown ID)."""
        texts = RULES.get(rule_id)
        return None if texts is None else texts[self.index]


__all__ = ["COMMANDS", "LANGUAGES", "MESSAGES", "PASS_WORDS", "RULES", "YES", "Texts"]
