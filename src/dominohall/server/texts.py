"""Interface text used only by the browser pages, in English, Polish and Russian (the same shape as
:data:`dominohall.i18n.MESSAGES`); ``GET /api/texts/{lang}`` serves it merged with the shared texts.

Every key starts with ``web.`` so that it never clashes with a shared one; where a shared text fits
(variant names, ``stock``, ``turn``, ``illegal``, the ``ev.*`` event lines, ``you_won`` …) the pages use
that instead. Fields are written ``{name}`` as in :mod:`dominohall.i18n`, and, as there, sentences
avoid grammatical gender; a count of tiles (``{count}``, ``{l}`` …) is filled in with the plural form
its number takes (the shared ``count.*`` texts, ``countTiles`` in ``static/js/i18n.js``), any other
number comes after a label and a colon.

>>> from dominohall.i18n import MESSAGES
>>> all(key.startswith("web.") and key not in MESSAGES for key in WEB_MESSAGES)
True
>>> all(len(texts) == 3 and all(texts) for texts in WEB_MESSAGES.values())
True
"""

from __future__ import annotations

from typing import Final

WEB_MESSAGES: Final[dict[str, tuple[str, str, str]]] = {
    # ---- every page -------------------------------------------------------------------------------
    "web.lobby": ("Lobby", "Lobby", "Лобби"),
    "web.history": ("Finished games", "Zakończone gry", "Сыгранные партии"),
    "web.language": ("Language", "Język", "Язык"),
    "web.rules": ("Rules", "Zasady", "Правила"),
    "web.refresh": ("Refresh", "Odśwież", "Обновить"),
    "web.players_n": ("players: {n}", "graczy: {n}", "игроков: {n}"),
    "web.status.waiting": ("waiting for players", "czeka na graczy", "ждёт игроков"),
    "web.status.playing": ("playing", "w grze", "идёт игра"),
    "web.status.finished": ("finished", "zakończona", "окончена"),
    # a seat's person by number: "gracz"/"игрок" (a player), since "miejsce"/"место" reads as a
    # place in the standings beside the rankings
    "web.seat_person": ("seat {seat}", "gracz {seat}", "игрок {seat}"),
    "web.person": ("a person", "człowiek", "человек"),
    "web.bot_level.random": ("bot: random", "bot: losowy", "бот: случайный"),
    "web.bot_level.greedy": ("bot: greedy", "bot: zachłanny", "бот: жадный"),
    "web.bot_level.quick": ("bot: ismcts, quick", "bot: ismcts, szybki", "бот: ismcts, быстрый"),
    "web.bot_level.ismcts": ("bot: ismcts, strong", "bot: ismcts, mocny", "бот: ismcts, сильный"),
    # ---- the lobby --------------------------------------------------------------------------------
    "web.title": ("Domino hall", "Sala domina", "Доминошный зал"),
    "web.new_table": ("New table", "Nowy stół", "Новый стол"),
    "web.variant": ("Game", "Gra", "Игра"),
    "web.players": ("Players", "Gracze", "Игроки"),
    "web.house_rules": ("House rules", "Zasady domowe", "Домашние правила"),
    "web.default": ("default: {value}", "domyślnie: {value}", "по умолчанию: {value}"),
    "web.seats": ("Seats", "Miejsca", "Места"),
    "web.option.max_deals": (
        "end the match after this many decided deals",
        "koniec meczu po tylu rozstrzygniętych rozdaniach",
        "закончить матч после стольких решённых раздач",
    ),
    "web.option.losses": (
        "loss marks that lose the match",
        "liczba przegranych rozdań oznaczająca przegranie meczu",
        "число проигрышей, после которого матч проигран",
    ),
    "web.option.take_ends_turn": (
        "taking the cut tiles uses up the taker's turn",
        "zabranie odciętych kamieni kończy kolejkę zabierającego",
        "взявший отрезанные костяшки пропускает ход",
    ),
    "web.option.set": (
        "the set: double-6, double-9 or double-12",
        "komplet: do dubletu 6, 9 lub 12",
        "набор: до дубля 6, 9 или 12",
    ),
    "web.option.hand_size": (
        "tiles in each hand (empty: by the number of players)",
        "kamienie w ręce (puste: według liczby graczy)",
        "костяшек на руке (пусто: по числу игроков)",
    ),
    "web.option.lead_double": ("this double must lead", "ten dublet otwiera grę", "этот дубль начинает игру"),
    "web.option.target": ("points that win the match", "punkty, które wygrywają mecz", "очки для победы в матче"),
    "web.option.teams": (
        "4 players: seats 0 and 2 against 1 and 3, scores pooled",
        "4 graczy: miejsca 0 i 2 przeciw 1 i 3, wspólne punkty",
        "4 игрока: места 0 и 2 против 1 и 3, общий счёт",
    ),
    "web.timer": (
        "Turn timer, seconds (empty: off)",
        "Czas na ruch w sekundach (puste: bez limitu)",
        "Время на ход в секундах (пусто: без ограничения)",
    ),
    "web.table_name": ("Table name (optional)", "Nazwa stołu (opcjonalnie)", "Название стола (необязательно)"),
    "web.create": ("Create the table", "Utwórz stół", "Создать стол"),
    "web.created": (
        "The table is ready. Send each person the link of their seat:",
        "Stół gotowy. Wyślij każdej osobie link do jej miejsca:",
        "Стол готов. Отправьте каждому ссылку на его место:",
    ),
    "web.seat_link": ("Seat {seat}", "Miejsce {seat}", "Место {seat}"),
    "web.spectator_link": ("Spectators", "Widzowie", "Зрители"),
    "web.copy": ("Copy", "Kopiuj", "Копировать"),
    "web.copied": ("Copied", "Skopiowano", "Скопировано"),
    "web.play_here": ("Play this seat here", "Graj tu na tym miejscu", "Играть за это место здесь"),
    "web.open_tables": ("Open tables", "Otwarte stoły", "Открытые столы"),
    "web.no_tables": ("No open tables yet.", "Na razie brak otwartych stołów.", "Открытых столов пока нет."),
    "web.watch": ("Watch", "Oglądaj", "Смотреть"),
    "web.create_failed": ("Not created: {error}", "Nie utworzono: {error}", "Не создано: {error}"),
    # ---- the table --------------------------------------------------------------------------------
    "web.connecting": ("connecting…", "łączenie…", "подключение…"),
    "web.connected": ("connected", "połączono", "подключено"),
    "web.reconnecting": (
        "connection lost: reconnecting…",
        "połączenie przerwane: łączenie ponownie…",
        "связь потеряна: переподключение…",
    ),
    "web.watching": ("watching", "oglądasz", "вы зритель"),
    "web.your_turn": (
        "Your turn: choose a lit tile",
        "Twój ruch: wybierz podświetlony kamień",
        "Ваш ход: выберите подсвеченную костяшку",
    ),
    "web.must_pass": (
        "Your turn: no tile fits, so pass",
        "Twój ruch: żaden kamień nie pasuje, więc pas",
        "Ваш ход: ни одна костяшка не подходит, поэтому пас",
    ),
    "web.choose_place": (
        "Choose where {tile} goes: the lit places on the table",
        "Wybierz, gdzie położyć {tile}: podświetlone miejsca na stole",
        "Выберите, куда положить {tile}: подсвеченные места на столе",
    ),
    "web.cut_side.L": (
        "cut {tile} between columns {left} and {right}: the next player takes the left part",
        "cięcie {tile} między kolumnami {left} i {right}: następny gracz zabiera lewą część",
        "разрез {tile} между столбцами {left} и {right}: следующий игрок забирает левую часть",
    ),
    "web.cut_side.R": (
        "cut {tile} between columns {left} and {right}: the next player takes the right part",
        "cięcie {tile} między kolumnami {left} i {right}: następny gracz zabiera prawą część",
        "разрез {tile} между столбцами {left} и {right}: следующий игрок забирает правую часть",
    ),
    "web.cut_one_way": (
        "cut {tile} between columns {left} and {right}",
        "cięcie {tile} między kolumnami {left} i {right}",
        "разрез {tile} между столбцами {left} и {right}",
    ),
    "web.pass": ("Pass", "Pas", "Пас"),
    "web.steal": ("Take the token {tile}", "Zabierz żeton {tile}", "Забрать жетон {tile}"),
    "web.cancel": ("Cancel", "Anuluj", "Отмена"),
    "web.undo": ("Undo", "Cofnij", "Отменить ход"),
    "web.type_move": ("Type a move", "Wpisz ruch", "Ввести ход"),
    "web.send": ("Send", "Wyślij", "Отправить"),
    "web.out": ("out", "poza grą", "вне игры"),
    "web.points_of": ("points: {n}", "punkty: {n}", "очки: {n}"),
    "web.losses_of": ("losses: {n}", "przegrane: {n}", "проигрыши: {n}"),
    "web.tokens_of": ("tokens: {tiles}", "żetony: {tiles}", "жетоны: {tiles}"),
    "web.tokens_none": ("tokens: none", "żetony: brak", "жетонов нет"),
    "web.leader_mark": ("lead", "otwarcie", "заход"),
    "web.set_aside_n": ("set aside: {n}", "odłożone: {n}", "отложено: {n}"),
    "web.away": ("away", "poza stołem", "нет на месте"),
    "web.seeded": (
        "dealt from seed {seed} (known deals)",
        "rozdania z ziarna {seed} (znane rozdania)",
        "раздачи из зерна {seed} (известные раздачи)",
    ),
    "web.takeover": ("Hand the seat to a bot", "Oddaj miejsce botowi", "Передать место боту"),
    "web.timer_left": ("{name}: {n} s", "{name}: {n} s", "{name}: {n} с"),
    "web.passed": ("pass", "pas", "пас"),
    "web.drew": ("drew {count}", "dobrano {count}", "+{count}"),
    "web.took": ("took {count}", "zabrano {count}", "разрез: +{count}"),
    "web.score_sheet": ("Score sheet", "Zapis punktów", "Запись счёта"),
    "web.log": ("Moves", "Ruchy", "Ходы"),
    "web.chat": ("Chat", "Czat", "Чат"),
    "web.chat.hello": ("Hello!", "Cześć!", "Привет!"),
    "web.chat.good_luck": ("Good luck!", "Powodzenia!", "Удачи!"),
    "web.chat.well_played": ("Well played!", "Dobrze zagrane!", "Хороший ход!"),
    "web.chat.thanks": ("Thanks!", "Dzięki!", "Спасибо!"),
    "web.chat.oops": ("Oops!", "Ups!", "Ой!"),
    "web.chat.hurry": ("Your move, please", "Twój ruch, proszę", "Ваш ход, пожалуйста"),
    "web.chat.bye": ("Bye!", "Do zobaczenia!", "Пока!"),
    "web.deal_over": ("Deal {deal} is over", "Rozdanie {deal} zakończone", "Раздача {deal} окончена"),
    "web.stock_left": ("stock", "talon", "базар"),
    "web.set_aside": ("set aside", "odłożone", "отложено"),
    "web.continue": ("Continue", "Dalej", "Дальше"),
    "web.match_over": ("The match is over.", "Mecz zakończony.", "Матч окончен."),
    "web.err.stale": (
        "The table changed before your move arrived: look again and repeat it.",
        "Stół zmienił się, zanim dotarł twój ruch: spójrz jeszcze raz i powtórz go.",
        "Стол изменился раньше, чем пришёл ваш ход: посмотрите ещё раз и повторите его.",
    ),
    "web.err.not_your_turn": ("It is not your turn (C-5).", "To nie twój ruch (C-5).", "Сейчас не ваш ход (C-5)."),
    "web.err.no_undo": (
        "Nothing to take back here.",
        "Nie ma tu czego cofnąć.",
        "Здесь нечего отменять.",
    ),
    "web.err.not_away": (
        "That seat has not been away long enough to hand it to a bot.",
        "To miejsce nie jest puste wystarczająco długo, by oddać je botowi.",
        "Это место пустует недостаточно долго, чтобы передать его боту.",
    ),
    "web.err.match_over": ("The match is over.", "Mecz jest zakończony.", "Матч окончен."),
    "web.err.forbidden": (
        "This link is not valid for the table.",
        "Ten link nie pasuje do tego stołu.",
        "Эта ссылка не подходит к этому столу.",
    ),
    "web.err.taken_over": (
        "This seat was handed to a bot while nobody was at it: you can watch from here.",
        "To miejsce oddano botowi, gdy nikogo przy nim nie było: możesz stąd oglądać grę.",
        "Это место передали боту, пока за ним никого не было: отсюда можно смотреть игру.",
    ),
    "web.err.rate_limited": (
        "Too many messages: wait a moment.",
        "Za dużo wiadomości: poczekaj chwilę.",
        "Слишком много сообщений: подождите немного.",
    ),
    "web.err.waiting": (
        "The match starts once every person has opened their link.",
        "Mecz zacznie się, gdy każda osoba otworzy swój link.",
        "Матч начнётся, когда каждый откроет свою ссылку.",
    ),
    "web.err.bad_message": (
        "The server did not understand that request.",
        "Serwer nie zrozumiał tego żądania.",
        "Сервер не понял этот запрос.",
    ),
    "web.err.bad_json": (
        "The server did not understand that request.",
        "Serwer nie zrozumiał tego żądania.",
        "Сервер не понял этот запрос.",
    ),
    "web.err.busy": (
        "The server is full right now: try again in a minute.",
        "Serwer jest teraz pełny: spróbuj za minutę.",
        "Сервер сейчас переполнен: попробуйте через минуту.",
    ),
    "web.err.internal": (
        "Something went wrong on the server; nothing changed: try again.",
        "Na serwerze coś poszło nie tak; nic się nie zmieniło: spróbuj ponownie.",
        "На сервере что-то пошло не так; ничего не изменилось: попробуйте ещё раз.",
    ),
    "web.err.expired": (
        "This table ended unfinished: nobody was there for too long.",
        "Ten stół zakończył się bez rozstrzygnięcia: zbyt długo nikogo przy nim nie było.",
        "Этот стол закрыт без результата: за ним слишком долго никого не было.",
    ),
    "web.err.not_found": (
        "There is no such table (any more).",
        "Takiego stołu nie ma (już).",
        "Такого стола нет (больше нет).",
    ),
    "web.err.not_loaded": (
        "The table could not be loaded: try again later.",
        "Nie udało się wczytać stołu: spróbuj później.",
        "Не удалось загрузить стол: попробуйте позже.",
    ),
    "web.err.too_large": ("That request is too large.", "To żądanie jest za duże.", "Этот запрос слишком большой."),
    "web.err.timeout": (
        "The request took too long: try again.",
        "Żądanie trwało zbyt długo: spróbuj ponownie.",
        "Запрос шёл слишком долго: попробуйте ещё раз.",
    ),
    "web.err.other": ("Refused: {code}", "Odrzucono: {code}", "Отклонено: {code}"),
    # ---- playing with friends ---------------------------------------------------------------------
    "web.your_name": ("Your name", "Twoje imię", "Ваше имя"),
    "web.name_placeholder": ("shown to everyone", "widoczne dla wszystkich", "его видят все"),
    "web.name_hint": (
        "shown to everyone at the table; this browser remembers it",
        "widoczne dla wszystkich przy stole; ta przeglądarka je zapamięta",
        "его видят все за столом; браузер его запомнит",
    ),
    "web.save": ("Save", "Zapisz", "Сохранить"),
    "web.more_options": (
        "More options: house rules, timer, table name",
        "Więcej opcji: zasady domowe, czas, nazwa stołu",
        "Ещё: домашние правила, время, название стола",
    ),
    "web.open_seats": (
        "Anyone in the lobby may take a free seat",
        "Każdy w lobby może zająć wolne miejsce",
        "Любой в лобби может занять свободное место",
    ),
    "web.friend": ("a friend (gets a link)", "znajomy (dostaje link)", "друг (получит ссылку)"),
    "web.seat_you": ("you", "ty", "вы"),
    "web.invite_title": (
        "Invite your friends: send each one the link of their seat",
        "Zaproś znajomych: wyślij każdemu link do jego miejsca",
        "Пригласите друзей: отправьте каждому ссылку на его место",
    ),
    "web.invite_unknown": (
        "the link of this seat is with whoever created the table",
        "link do tego miejsca ma osoba, która utworzyła stół",
        "ссылка на это место у того, кто создал стол",
    ),
    "web.waiting_for": (
        "Waiting for players to join: {seats}",
        "Czekamy, aż dołączą gracze: {seats}",
        "Ждём, пока присоединятся игроки: {seats}",
    ),
    "web.free_seats": ("free seats: {seats}", "wolne miejsca: {seats}", "свободные места: {seats}"),
    "web.take_seat": ("Take seat {seat}", "Zajmij miejsce {seat}", "Занять место {seat}"),
    "web.your_tables": ("Your tables", "Twoje stoły", "Ваши столы"),
    "web.back_to_table": ("Back to the table", "Wróć do stołu", "Вернуться за стол"),
    "web.taken_over_you": (
        "Your seat was handed to a bot while you were away.",
        "Twoje miejsce oddano botowi, gdy cię nie było.",
        "Пока вас не было, ваше место передали боту.",
    ),
    "web.take_back": ("Take my seat back", "Wróć na swoje miejsce", "Вернуть моё место"),
    "web.rematch": ("Rematch", "Rewanż", "Реванш"),
    "web.rematch_ready": ("The rematch is ready.", "Rewanż jest gotowy.", "Реванш готов."),
    "web.join_rematch": ("Join the rematch", "Dołącz do rewanżu", "Присоединиться к реваншу"),
    "web.watch_rematch": ("Watch the rematch", "Oglądaj rewanż", "Смотреть реванш"),
    "web.standings": ("Final standings", "Klasyfikacja końcowa", "Итоговая таблица"),
    "web.winner": ("winner", "zwycięzca", "победитель"),
    "web.winners": ("Winner: {names}", "Wygrywa: {names}", "Победитель: {names}"),
    "web.sound": ("Sounds", "Dźwięki", "Звуки"),
    "web.you_named": ("{name} (you)", "{name} (ty)", "{name} (вы)"),
    "web.bot_named": ("{name} (bot: {bot})", "{name} (bot: {bot})", "{name} (бот: {bot})"),
    "web.bot_label": ("bot: {bot}", "bot: {bot}", "бот: {bot}"),
    "web.unlocked": (
        "numbers unlocked (their double is on the table): {values}",
        "odblokowane liczby (ich dublet leży na stole): {values}",
        "открытые числа (их дубль на столе): {values}",
    ),
    "web.cut_preview": (
        "Cut {left}|{right} with {tile}: L gives the next player the part left of the cut ({l}),"
        " R the part right of it ({r})",
        "Cięcie {left}|{right} kamieniem {tile}: L oddaje następnemu graczowi część na lewo od cięcia ({l}),"
        " P część na prawo ({r})",
        "Разрез {left}|{right} костяшкой {tile}: Л отдаёт следующему игроку часть слева от разреза ({l}),"
        " П — часть справа ({r})",
    ),
    "web.deal_number": ("deal", "rozdanie", "раздача"),
    "web.total": ("total", "razem", "итого"),
    "web.play_at": ("{tile}: {end}", "{tile}: {end}", "{tile}: {end}"),
    "web.notation": ("move in the notation", "ruch w zapisie", "ход в записи"),
    "web.step": ("step", "krok", "шаг"),
    "web.last_play": ("last: {name} {move}", "ostatnio: {name} {move}", "последний ход: {name} {move}"),
    "web.undone": ("Moves taken back.", "Ruchy cofnięte.", "Ходы отменены."),
    "web.timer_played": (
        "Your time ran out: the timer played {move} for you.",
        "Skończył się czas: za ciebie zagrano {move}.",
        "Время вышло: за вас сыграно {move}.",
    ),
    "web.offline_note": (
        "Connection lost: your tiles cannot be played until it is back.",
        "Brak połączenia: nie można zagrać, dopóki nie wróci.",
        "Связь потеряна: ходить нельзя, пока она не восстановится.",
    ),
    "web.why.not_held": ("You do not hold {tile}.", "Nie masz kamienia {tile}.", "У вас нет костяшки {tile}."),
    "web.why.no_match": (
        "{tile} does not match the {value} at the {end} end.",
        "{tile} nie pasuje do {value} na końcu: {end}.",
        "{tile} не подходит к {value} на конце: {end}.",
    ),
    "web.why.no_end": (
        "There is no open end {end} now.",
        "Nie ma teraz wolnego końca {end}.",
        "Сейчас нет открытого конца {end}.",
    ),
    "web.why.must_play": (
        "One of your tiles fits, so you may not pass.",
        "Któryś z twoich kamieni pasuje, więc nie możesz spasować.",
        "Одна из ваших костяшек подходит, поэтому пасовать нельзя.",
    ),
    "web.why.not_lit": (
        "{tile} fits no open end now.",
        "{tile} nie pasuje teraz do żadnego wolnego końca.",
        "{tile} сейчас не подходит ни к одному открытому концу.",
    ),
    "web.why.not_turn": (
        "It is not your turn: {name} is to move.",
        "To nie twój ruch: teraz {name}.",
        "Сейчас не ваш ход: ходит {name}.",
    ),
    "web.why.waiting": (
        "The game starts once everyone has joined.",
        "Gra zacznie się, gdy wszyscy dołączą.",
        "Игра начнётся, когда все присоединятся.",
    ),
    "web.why.offline": (
        "The connection is lost: wait until it is back.",
        "Brak połączenia: poczekaj, aż wróci.",
        "Связь потеряна: подождите, пока она восстановится.",
    ),
    "web.why.locked": (
        "{tile} may go on {value} only once {value}-{value} is on the table.",
        "{tile} można dołożyć do {value} dopiero, gdy leży {value}-{value}.",
        "{tile} можно приставить к {value}, только когда лежит {value}-{value}.",
    ),
    "web.why.other": (
        "That move is not allowed now.",
        "Ten ruch jest teraz niedozwolony.",
        "Этот ход сейчас нельзя сделать.",
    ),
    "web.why.over": ("The deal is over.", "Rozdanie jest już skończone.", "Раздача уже окончена."),
    "web.why.must_pass": (
        "None of your tiles can be played: pass.",
        "Żadnego z twoich kamieni nie można zagrać: spasuj.",
        "Ни одной из ваших костяшек сходить нельзя: пасуйте.",
    ),
    "web.why.none_fits": (
        "None of your tiles can be played now: press Pass.",
        "Teraz nie można zagrać żadnego kamienia: naciśnij Pas.",
        "Сейчас нельзя сходить ни одной костяшкой: нажмите «Пас».",
    ),
    "web.why.no_place": (
        "{move} names no place of this game (here: {places}).",
        "{move} nie wskazuje miejsca w tej grze (tutaj: {places}).",
        "{move} не указывает место в этой игре (здесь: {places}).",
    ),
    "web.why.side": (
        "Say which part the next player takes: {move}:L or {move}:R.",
        "Wskaż, którą część zabierze następny gracz: {move}:L lub {move}:R.",
        "Укажите, какую часть заберёт следующий игрок: {move}:L или {move}:R.",
    ),
    "web.why.uneven": (
        "That row already sticks out on this side: extend the other row first.",
        "Ten rząd jest już dłuższy z tej strony: najpierw przedłuż drugi.",
        "Этот ряд уже длиннее с этой стороны: сначала продлите другой.",
    ),
    "web.why.lead": (
        "{tile} cannot lead this deal.",
        "Tym kamieniem ({tile}) nie można zacząć tego rozdania.",
        "Этой костяшкой ({tile}) нельзя начать эту раздачу.",
    ),
    "web.why.lead_with": (
        "{tile} cannot lead this deal; it is led with {tiles}.",
        "Tym kamieniem ({tile}) nie można zacząć tego rozdania; zaczyna się od: {tiles}.",
        "Этой костяшкой ({tile}) нельзя начать эту раздачу; начинают с: {tiles}.",
    ),
    "web.why.phase1": (
        "{tile}: for now tiles go only on an empty side of the first double.",
        "{tile}: na razie kamienie dokłada się tylko do pustego boku pierwszego dubletu.",
        "{tile}: пока костяшки ставят только к свободной стороне первого дубля.",
    ),
    "web.why.phase2": (
        "{tile}: for now only doubles go on, on the arms that have none yet.",
        "{tile}: na razie dokłada się tylko dublety, do ramion, które jeszcze ich nie mają.",
        "{tile}: пока ставят только дубли, на лучи, где дубля ещё нет.",
    ),
    "web.why.not_a_move": (
        '"{move}" is not a move: write it as 3-5@L, 2-6@TR, 1-6@cut:1:L or pass.',
        "„{move}” to nie ruch: zapisz go jak 3-5@L, 2-6@TR, 1-6@cut:1:L albo pas.",
        "«{move}» — не ход: запишите его как 3-5@L, 2-6@TR, 1-6@cut:1:L или пас.",
    ),
    "web.why.pending": (
        "Your move is on its way: a moment.",
        "Twój ruch jest w drodze: chwileczkę.",
        "Ваш ход отправлен: подождите секунду.",
    ),
    "web.rule_after": ("rule {rule}: {sentence}", "zasada {rule}: {sentence}", "правило {rule}: {sentence}"),
    "web.end.L": ("left", "lewy", "левый"),
    "web.end.R": ("right", "prawy", "правый"),
    "web.end.TL": ("top left", "lewy górny", "левый верхний"),
    "web.end.TR": ("top right", "prawy górny", "правый верхний"),
    "web.end.BL": ("bottom left", "lewy dolny", "левый нижний"),
    "web.end.BR": ("bottom right", "prawy dolny", "правый нижний"),
    "web.end.N": ("north", "północny", "северный"),
    "web.end.E": ("east", "wschodni", "восточный"),
    "web.end.S": ("south", "południowy", "южный"),
    "web.end.W": ("west", "zachodni", "западный"),
    "web.end.free": ("free", "wolny", "свободный"),
    # the ends as the board labels them, in a letter or two of the page's language (a move typed in
    # the notation keeps L, R, TL, N …, the same in every language)
    "web.end_short.L": ("L", "L", "Л"),
    "web.end_short.R": ("R", "P", "П"),
    "web.end_short.TL": ("TL", "GL", "ВЛ"),
    "web.end_short.TR": ("TR", "GP", "ВП"),
    "web.end_short.BL": ("BL", "DL", "НЛ"),
    "web.end_short.BR": ("BR", "DP", "НП"),
    "web.end_short.N": ("N", "Pn", "С"),
    "web.end_short.E": ("E", "Wsch", "В"),
    "web.end_short.S": ("S", "Pd", "Ю"),
    "web.end_short.W": ("W", "Zach", "З"),
    "web.err.taken": ("That seat has just been taken.", "To miejsce właśnie zajęto.", "Это место только что заняли."),
    "web.err.match_not_over": (
        "A rematch can be asked once the match is over.",
        "O rewanż można poprosić po zakończeniu meczu.",
        "Реванш можно предложить после конца матча.",
    ),
    "web.err.too_many": (
        "Too many open tables or connections: finish one first.",
        "Za dużo otwartych stołów lub połączeń: najpierw zakończ któryś.",
        "Слишком много открытых столов или подключений: сначала закончите один.",
    ),
    "web.option_name.max_deals": ("Deals to play", "Liczba rozdań", "Число раздач"),
    "web.usual_length": (
        "A {n}-player match usually takes about {median} deals (half of them {q1} to {q3}; one in ten more"
        " than {p90}), as the simulator plays it. To end it sooner, set a number of deals to play.",
        "Mecz na {n} graczy trwa zwykle około {median} rozdań (połowa meczów od {q1} do {q3}; co dziesiąty"
        " ponad {p90}), jak pokazuje symulator. Aby skończyć wcześniej, ustaw liczbę rozdań.",
        "Матч на {n} игроков обычно длится около {median} раздач (половина матчей — от {q1} до {q3};"
        " каждый десятый — дольше {p90}), по данным симулятора. Чтобы закончить раньше, задайте число раздач.",
    ),
    "web.set_max_deals": ("Set the number of deals", "Ustaw liczbę rozdań", "Задать число раздач"),
    "web.option_name.losses": ("Losses that end the match", "Przegrane kończące mecz", "Проигрыши до конца матча"),
    "web.option_name.take_ends_turn": (
        "Taking a cut uses up the turn",
        "Zabranie cięcia kończy kolejkę",
        "Взявший отрезанное пропускает ход",
    ),
    "web.option_name.set": ("Set of tiles", "Komplet kamieni", "Набор костяшек"),
    "web.option_name.hand_size": ("Tiles in each hand", "Kamienie w ręce", "Костяшек на руке"),
    "web.option_name.lead_double": ("Double that leads", "Dublet otwierający", "Дубль для захода"),
    "web.option_name.target": ("Points to win", "Punkty do wygranej", "Очки для победы"),
    "web.option_name.teams": ("Teams of two", "Drużyny po dwie osoby", "Команды по двое"),
    "web.set_choice": ("double-{n} ({count})", "do dubletu {n} ({count})", "до дубля {n} ({count})"),
    "web.err.field": (
        "This choice does not work with the others: {field}.",
        "Ta opcja nie pasuje do pozostałych: {field}.",
        "Этот выбор не сочетается с остальными: {field}.",
    ),
    "web.err.range": (
        "Enter a whole number from {min} to {max}.",
        "Wpisz liczbę całkowitą od {min} do {max}.",
        "Введите целое число от {min} до {max}.",
    ),
    "web.players_for": (
        "only {n} players with these rules",
        "przy tych zasadach tylko {n} graczy",
        "при этих правилах только {n} игрока",
    ),
    # ---- how a deal and a match ended, as a person says it (issue 23) --------------------------------
    "web.res.domino": (
        "{name} played out the last tile and wins the deal.",
        "{name} wykłada ostatni kamień i wygrywa rozdanie.",
        "{name} выкладывает последнюю костяшку и выигрывает раздачу.",
    ),
    "web.res.domino.you": (
        "You played out your last tile and win the deal.",
        "Wykładasz ostatni kamień i wygrywasz rozdanie.",
        "Вы выкладываете последнюю костяшку и выигрываете раздачу.",
    ),
    "web.res.block": (
        "Nobody can play: {name} wins the deal with the fewest pips.",
        "Nikt nie może zagrać: {name} wygrywa rozdanie, mając najmniej oczek.",
        "Рыба: ходить никто не может; {name} выигрывает раздачу (меньше всего очков).",
    ),
    "web.res.block.you": (
        "Nobody can play: you win the deal with the fewest pips.",
        "Nikt nie może zagrać: wygrywasz rozdanie, mając najmniej oczek.",
        "Рыба: ходить никто не может; вы выигрываете раздачу (меньше всего очков).",
    ),
    "web.res.tie": (
        "Nobody can play, and the fewest pips are tied: nobody scores.",
        "Nikt nie może zagrać, a najmniej oczek ma kilka osób: nikt nie dostaje punktów.",
        "Рыба, и меньше всего очков сразу у нескольких: очков никто не получает.",
    ),
    "web.res.void": (
        "Nobody can play, and the fewest pips and tiles are tied: the deal does not count and is dealt again.",
        "Nikt nie może zagrać, a oczka i kamienie są równe: rozdanie się nie liczy i będzie rozdane od nowa.",
        "Рыба, и очки и костяшки равны: раздача не засчитывается, её пересдают.",
    ),
    "web.res.last_with_tiles": (
        "{name} is left holding tiles and loses the deal.",
        "{name} przegrywa rozdanie: tylko tej osobie zostały kamienie.",
        "{name} проигрывает раздачу: костяшки остались только у этого игрока.",
    ),
    "web.res.last_with_tiles.you": (
        "You are left holding tiles and lose the deal.",
        "Przegrywasz rozdanie: tylko tobie zostały kamienie.",
        "Вы проигрываете раздачу: костяшки остались только у вас.",
    ),
    "web.res.most_pips": (
        "Nobody can play: the most pips lose the deal: {names}.",
        "Nikt nie może zagrać: rozdanie przegrywa najwięcej oczek: {names}.",
        "Рыба: раздачу проигрывает больше всего очков: {names}.",
    ),
    "web.res.won_by": ("The deal goes to {names}.", "Rozdanie wygrywa: {names}.", "Победа в раздаче: {names}."),
    "web.res.scored": ("{name} scores {n}.", "{name} zdobywa punkty: {n}.", "{name} получает очки: {n}."),
    "web.res.scored.you": ("You score {n}.", "Zdobywasz punkty: {n}.", "Вы получаете очки: {n}."),
    "web.res.pips": ("Pips left in the hands: {pips}", "Oczka w rękach: {pips}", "Очки на руках: {pips}"),
    "web.res.match_won": (
        "The match goes to {names}.",
        "Mecz wygrywa: {names}.",
        "Победа в матче: {names}.",
    ),
    "web.res.match_lost": (
        "The limit of losses is reached: the match is lost by {names}.",
        "Limit przegranych osiągnięty: mecz przegrywa {names}.",
        "Предел проигрышей набран: матч проигрывает {names}.",
    ),
    "web.res.match_over": ("The match is over.", "Mecz skończony.", "Матч окончен."),
    "web.res.deal": ("Deal {deal}", "Rozdanie {deal}", "Раздача {deal}"),
    "web.res.redeal": (
        "Deal {deal} is dealt again: {why}.",
        "Rozdanie {deal} jest rozdawane od nowa: {why}.",
        "Раздачу {deal} пересдают: {why}.",
    ),
    "web.redeal_why.head": (
        "its head {tile} lay in the stock",
        "jego dublet {tile} leżał w talonie",
        "её дубль {tile} остался в базаре",
    ),
    "web.redeal_why.double": (
        "nobody held a double to lead",
        "nikt nie miał dubletu, by zacząć",
        "ни у кого не было дубля для захода",
    ),
    "web.deal_end_title": (
        "How deal {deal} ended",
        "Jak skończyło się rozdanie {deal}",
        "Чем закончилась раздача {deal}",
    ),
    "web.match_end_title": ("The match is over", "Mecz skończony", "Матч окончен"),
    "web.last_deal": (
        "The last deal (deal {deal})",
        "Ostatnie rozdanie (rozdanie {deal})",
        "Последняя раздача (раздача {deal})",
    ),
    "web.rules_used": ("The rules that decided it", "Zasady, które o tym zdecydowały", "Правила, которые это решили"),
    "web.dealt_again": ("dealt again", "rozdane od nowa", "пересдача"),
    "web.sheet.domino": ("went out", "wyłożone", "домино"),
    "web.sheet.domino_marks": ("one left with tiles", "kamienie u jednej osoby", "костяшки у одного"),
    "web.sheet.block": ("blocked", "blokada", "рыба"),
    "web.sheet.void": ("void: dealt again", "nieważne: od nowa", "не в счёт: пересдача"),
    "web.rule_hint": (
        "the rule behind it: click",
        "zasada, która za tym stoi: kliknij",
        "правило, которое за этим стоит: нажмите",
    ),
    "web.choose_steal": (
        "Your turn: choose whose token to steal",
        "Twój ruch: wybierz, czyj żeton zabrać",
        "Ваш ход: выберите, чей жетон забрать",
    ),
    "web.steal_from": ("Take {tile} from {name}", "Zabierz {tile} (od: {name})", "Забрать {tile} (у: {name})"),
    "web.auto_pass": (
        "Pass by itself when no tile fits",
        "Pasuj samo, gdy żaden kamień nie pasuje",
        "Пасовать самому, когда нечем ходить",
    ),
    "web.auto_passed": ("passed by itself", "pas sam", "пас сам"),
    "web.takeover_in": (
        "a bot may take over in {n} s",
        "bot może przejąć za {n} s",
        "бот сможет заменить через {n} с",
    ),
    "web.no_table": (
        "There is no such table (any more): the link may be mistyped or the table long gone.",
        "Takiego stołu nie ma (już): link może być źle przepisany albo stół dawno zniknął.",
        "Такого стола нет (больше нет): ссылка могла быть искажена, или стол давно закрыт.",
    ),
    "web.bad_link": (
        "This link opens no seat at this table. You can still watch it.",
        "Ten link nie otwiera żadnego miejsca przy tym stole. Możesz go oglądać.",
        "Эта ссылка не открывает место за этим столом. Смотреть игру можно.",
    ),
    "web.to_lobby": ("To the lobby", "Do lobby", "В лобби"),
    "web.still_playing": (
        "This match is still being played: its replay opens once it is over.",
        "Ten mecz wciąż trwa: powtórka będzie dostępna po jego końcu.",
        "Этот матч ещё идёт: повтор откроется, когда он закончится.",
    ),
    "web.watch_it": ("Watch it", "Oglądaj", "Смотреть"),
    # ---- the analysis tab (issue 23: what the curve is, steps as the slider counts, moves in words) --
    "web.an.curve": (
        "Each player's chance to win this deal, as that player could see it, after every move; it ends at"
        " the result (100%: won, 0%: lost).",
        "Szansa każdego gracza na wygranie tego rozdania, tak jak ten gracz mógł ją ocenić, po każdym"
        " ruchu; kończy się wynikiem (100%: wygrane, 0%: przegrane).",
        "Шанс каждого игрока выиграть эту раздачу, как этот игрок мог его оценить, после каждого хода;"
        " в конце — итог (100%: выиграна, 0%: проиграна).",
    ),
    "web.an.curve_marks": (
        "Each player's chance not to lose this deal, as that player could see it, after every move; it"
        " ends at the result (100%: not lost, 0%: lost).",
        "Szansa każdego gracza, że nie przegra tego rozdania, tak jak ten gracz mógł ją ocenić, po każdym"
        " ruchu; kończy się wynikiem (100%: nieprzegrane, 0%: przegrane).",
        "Шанс каждого игрока не проиграть эту раздачу, как этот игрок мог его оценить, после каждого"
        " хода; в конце — итог (100%: не проиграна, 0%: проиграна).",
    ),
    "web.an.legend": (
        "? an inaccuracy, ! a mistake: click one to see the position and the better move.",
        "? niedokładność, ! błąd: kliknij, aby zobaczyć pozycję i lepszy ruch.",
        "? неточность, ! ошибка: нажмите, чтобы увидеть позицию и лучший ход.",
    ),
    "web.an.decision": (
        "deal {deal}, step {step}: {name} played {move} — {verdict}, win chance given away: {loss} ± {se};"
        " better: {best}",
        "rozdanie {deal}, krok {step}: {name} — zagrano {move} — {verdict}, oddana szansa wygranej: {loss} ±"
        " {se}; lepiej: {best}",
        "раздача {deal}, шаг {step}: {name} — сыграно {move} — {verdict}, отдано шанса на победу: {loss} ±"
        " {se}; лучше: {best}",
    ),
    "web.an.partial": (
        "Analysing… deals done so far: {done} of {total}.",
        "Trwa analiza… gotowe rozdania: {done} z {total}.",
        "Идёт разбор… готово раздач: {done} из {total}.",
    ),
    "web.an.incomplete": (
        "A long match: there was time to analyse its first deals only ({done} of {total}).",
        "Długi mecz: starczyło czasu na analizę tylko pierwszych rozdań ({done} z {total}).",
        "Длинный матч: времени хватило на разбор только первых раздач ({done} из {total}).",
    ),
    "web.move_end": ("{tile} on the {end}", "{tile}: {end}", "{tile}: {end}"),
    "web.move_cut": (
        "{tile} cutting {left}|{right}, the next player taking the {side} part",
        "{tile}: cięcie {left}|{right}, następny gracz zabiera {side} część",
        "{tile}: разрез {left}|{right}, следующий игрок забирает {side} часть",
    ),
    "web.move_cut_one_way": (
        "{tile} cutting {left}|{right}",
        "{tile}: cięcie {left}|{right}",
        "{tile}: разрез {left}|{right}",
    ),
    "web.move_steal": ("taking the token {tile}", "zabranie żetonu {tile}", "взять жетон {tile}"),
    # ---- history and replay -----------------------------------------------------------------------
    "web.no_history": ("No finished games yet.", "Na razie brak zakończonych gier.", "Сыгранных партий пока нет."),
    "web.finished_at": ("finished", "zakończono", "окончена"),
    "web.replay": ("Replay", "Powtórka", "Повтор"),
    "web.download": ("Download the record (JSON)", "Pobierz zapis (JSON)", "Скачать запись (JSON)"),
    "web.first": ("First", "Początek", "В начало"),
    "web.prev": ("Back", "Wstecz", "Назад"),
    "web.next": ("Next", "Dalej", "Вперёд"),
    "web.last": ("Last", "Koniec", "В конец"),
    "web.play_auto": ("Play", "Odtwarzaj", "Воспроизвести"),
    "web.pause": ("Pause", "Pauza", "Пауза"),
    "web.frame": ("step {i} of {n}", "krok {i} z {n}", "шаг {i} из {n}"),
    "web.start": ("The start", "Początek", "Начало"),
    "web.all_hands": ("Every hand", "Wszystkie ręce", "Все руки"),
    "web.not_found": ("Not found.", "Nie znaleziono.", "Не найдено."),
}
"""Message id -> (English, Polish, Russian), for the browser only."""

__all__ = ["WEB_MESSAGES"]
