"""Every piece of interface text in English, Polish and Russian.

Rule IDs, the move notation and the engine's own explanations (which follow a rule ID) stay as they
are: they are the same in every language. Sentences avoid grammatical gender and plural forms (a
colon or a count after a label) so that one string serves every seat and every number.

>>> Texts("pl")("stock", n=3)
'zapas: 3'
>>> sorted(LANGUAGES)
['en', 'pl', 'ru']
"""

from __future__ import annotations

from typing import Final

LANGUAGES: Final = ("en", "pl", "ru")

MESSAGES: Final[dict[str, tuple[str, str, str]]] = {
    # ---- variants ---------------------------------------------------------------------------------
    "variant.white-snake": ("White Snake", "Biały wąż", "Белая змея"),
    "variant.sausage": ("Sausage", "Kiełbasa", "Колбаса"),
    "variant.sausage-one-way": ("One-way sausage", "Kiełbasa jednostronna", "Колбаса в одну сторону"),
    "variant.twins": ("Twins", "Bliźniaki", "Двойняшки"),
    "variant.maltese-cross": ("Maltese Cross", "Krzyż maltański", "Мальтийский крест"),
    "variant.block": ("Block", "Blok", "Блок"),
    "variant.draw": ("Draw", "Domino z dobieraniem", "Домино с базаром"),
    # ---- the table --------------------------------------------------------------------------------
    "title": ("{variant}, deal {deal}", "{variant}, rozdanie {deal}", "{variant}, раздача {deal}"),
    "you": ("you", "ty", "вы"),
    "seat": ("seat {seat} ({bot})", "miejsce {seat} ({bot})", "место {seat} ({bot})"),
    "tiles": ("{name}: {n} tiles", "{name}: kamieni {n}", "{name}: костей {n}"),
    "is_out": ("{name}: out", "{name}: poza grą", "{name}: вне игры"),
    "stock": ("stock: {n}", "zapas: {n}", "базар: {n}"),
    "turn": ("to move: {name}", "ruch: {name}", "ходит: {name}"),
    "ends": ("open ends: {ends}", "wolne końce: {ends}", "открытые концы: {ends}"),
    "free_end": ("free end: {value}", "wolny koniec: {value}", "свободный конец: {value}"),
    "cuts": ("cuts possible: {cuts}", "możliwe cięcia: {cuts}", "возможные разрезы: {cuts}"),
    "cut_at": ("{left}|{right} with {tile}", "{left}|{right} kamieniem {tile}", "{left}|{right} костью {tile}"),
    "phase.1": ("phase: the arms (MC-3)", "faza: ramiona (MC-3)", "фаза: лучи (MC-3)"),
    "phase.2": (
        "phase: a double on each arm (MC-4)",
        "faza: dublet na każdym ramieniu (MC-4)",
        "фаза: дубль на каждом луче (MC-4)",
    ),
    "phase.3": ("phase: free play (MC-5)", "faza: gra swobodna (MC-5)", "фаза: свободная игра (MC-5)"),
    "empty": ("(the table is empty)", "(stół jest pusty)", "(стол пуст)"),
    "column": ("col", "kol", "ст"),
    "hand": ("your hand ({n}):", "twoje kamienie ({n}):", "ваши кости ({n}):"),
    "playable": ("* = playable", "* = można zagrać", "* = можно сыграть"),
    "moves": ("your moves:", "twoje ruchy:", "ваши ходы:"),
    "prompt": ("move number, notation or help", "numer ruchu, zapis lub help", "номер хода, запись или help"),
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
    "ev.lead": ("{name}: leads", "{name}: zaczyna", "{name}: начинает"),
    "ev.lead_due": (
        "{name}: leads ({due} holds no double, SA-11)",
        "{name}: zaczyna ({due} bez dubletu, SA-11)",
        "{name}: начинает (у {due} нет дубля, SA-11)",
    ),
    "ev.play": ("{name}: played {move}", "{name}: zagrano {move}", "{name}: ход {move}"),
    "ev.pass": ("{name}: passed", "{name}: pas", "{name}: пас"),
    "ev.draw": ("{name}: drew {n}", "{name}: dobrano {n}", "{name}: взято из базара {n}"),
    "ev.draw_own": (
        "{name}: drew {n}: {tiles}",
        "{name}: dobrano {n}: {tiles}",
        "{name}: взято из базара {n}: {tiles}",
    ),
    "ev.take": (
        "{name}: took {n} tiles from the cut: {tiles}",
        "{name}: zabrano {n} kamieni z cięcia: {tiles}",
        "{name}: забрано {n} костей после разреза: {tiles}",
    ),
    "ev.out": ("{name}: no tiles left", "{name}: koniec kamieni", "{name}: костей не осталось"),
    "ev.token": ("{name}: took the token {tile}", "{name}: żeton {tile}", "{name}: жетон {tile}"),
    "ev.steal": (
        "{name}: stole {tile} from {victim}",
        "{name}: zabrano {tile} graczowi {victim}",
        "{name}: отнят {tile} у {victim}",
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
    "you_won": ("You won the match!", "Wygrana! Mecz należy do ciebie.", "Победа! Матч за вами."),
    "you_lost": ("The match is lost.", "Mecz przegrany.", "Матч проигран."),
    # ---- the conversation -------------------------------------------------------------------------
    "no_number": (
        "there is no move {n}: choose 1 to {k}",
        "nie ma ruchu {n}: wybierz od 1 do {k}",
        "хода {n} нет: выберите от 1 до {k}",
    ),
    "illegal": ("not allowed: {error}", "niedozwolone: {error}", "нельзя: {error}"),
    "not_a_move": (
        "not a move or command: {error} (help lists the commands)",
        "to nie ruch ani polecenie: {error} (help: lista poleceń)",
        "это не ход и не команда: {error} (help: список команд)",
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
        "  hint       ask the ismcts bot for a move\n"
        "  rules      print the rules of this game\n"
        "  undo       take back your last move and the bots' moves after it\n"
        "  save FILE  write the game record to FILE (dominohall replay FILE reads it)\n"
        "  quit       throw the game away (asks first)\n"
        "  help       this text",
        "Wpisz numer ruchu z listy albo ruch w zapisie (3-5@L, 2-6@TR, 1-6@cut:1:L, pass).\n"
        "Polecenia:\n"
        "  hint       podpowiedź bota ismcts\n"
        "  rules      zasady tej gry\n"
        "  undo       cofnij swój ostatni ruch i ruchy botów po nim\n"
        "  save PLIK  zapisz przebieg gry do PLIKU (czyta go dominohall replay PLIK)\n"
        "  quit       porzuć grę (z pytaniem)\n"
        "  help       ten tekst",
        "Введите номер хода из списка или ход в записи (3-5@L, 2-6@TR, 1-6@cut:1:L, pass).\n"
        "Команды:\n"
        "  hint       подсказка бота ismcts\n"
        "  rules      правила этой игры\n"
        "  undo       отменить свой последний ход и ходы ботов после него\n"
        "  save ФАЙЛ  записать партию в ФАЙЛ (читает dominohall replay ФАЙЛ)\n"
        "  quit       бросить игру (с подтверждением)\n"
        "  help       этот текст",
    ),
}
"""Message id -> (English, Polish, Russian)."""

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


__all__ = ["LANGUAGES", "MESSAGES", "YES", "Texts"]
