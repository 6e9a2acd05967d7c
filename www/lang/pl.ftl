### Polski: katalog słów strony (Polish catalogue of the page's words), translating
### src/ui/lang/en.ftl message for message, with the same variables. Project Fluent's
### syntax: https://projectfluent.org/fluent/guide/ . Every message follows the glossary
### below, as the rules page (www/rules.pl.html) does; a new message follows it too.
###
### Conventions
### - Address the player informally ("ty"), as lichess's Polish translation does:
###   "Twój ruch", "Wybierz pionka", "Wygrywasz". Pronouns lower case in running text
###   (twój, ciebie), capital only at the start of a sentence or label.
### - The sides: White = białe, Black = czarne (plural, non-masculine-personal; the word
###   "strony" is understood). Lower case mid-sentence, capital at the start of a sentence
###   or label ("Białe: a1 …", "Ruch białych"), as in Polish chess writing and lichess.
###   Cases: nom. białe/czarne, gen. białych/czarnych, dat. białym/czarnym,
###   acc. białe/czarne, instr. białymi/czarnymi, loc. białych/czarnych.
###   Verbs agree in the plural, past tense in -ły: "białe wygrywają", "białe muszą",
###   "czarne zbiły", "Białe zrezygnowały". "White to move" = "Ruch białych";
###   "the side to move" = "strona na ruchu". In a select on $side give each case its
###   own form: { $side -> [white] białych *[black] czarnych }.
### - Plurals (Fluent categories one / few / many / other): 1 pionek; 2–4, 22–24…
###   pionki (few); 5–21, 25… pionków (many); fractions (other) pionka.
###   With few the verb is plural ("trzy pionki stoją"), with many it is singular
###   neuter ("pięć pionków stoi"). Likewise ruch/ruchy/ruchów, zbicie/zbicia/zbić,
###   pole/pola/pól, lekcja/lekcje/lekcji, zadanie/zadania/zadań, remis/remisy/remisów.
### - "Crowned" / "Uncrowned" keep the English capital as game terms, in every form and
###   also predicatively ("zostaje Ukoronowany", "dwa Nieukoronowane pionki"). Verbs
###   (koronować, odebrać koronę) and the noun "korona" stay lower case.
### - "Three Crowns" (the game's name), Larry Back (gen. Larry'ego Backa) and
###   "Zillions of Games" are not translated. Notation (a1, a6-b6, c3xe5xg5, TCN, .tcg,
###   [Repetition "off"], rep=off) never changes.
### - "this site" = "ta wersja gry" (not "ta strona": "strona" is the side).
###
### Glossary: English = Polish (grammar)
### White = białe (see above; as a label "Białe")
### Black = czarne (see above; as a label "Czarne")
### side = strona (f.; "strona na ruchu")
### player = gracz (m. personal; pl. gracze); opponent = przeciwnik (m.); enemy piece = pionek przeciwnika
### piece = pionek (m.; gen. pionka, instr. pionkiem; pl. pionki, gen. pl. pionków).
###   Accusative singular in the animate form, as Polish players say it: "zbić pionka",
###   "wybierz pionka", "koronuje pionka"; acc. pl. "pionki" ("zbij trzy pionki").
###   "move a piece" = "ruszyć pionkiem" (instr.)
### square = pole (n.; pl. pola, gen. pl. pól); empty square = puste pole
### board = plansza (f.)
### move = ruch (m.; pl. ruchy, gen. pl. ruchów); to move = ruszyć (się), wykonać ruch;
###   legal move = dozwolony ruch; turn = ruch / kolej ("twoja kolej")
### game (one play) = partia (f.); the game Three Crowns, a saved game = gra (f.)
### step (noun) = krok (m.; pl. kroki); to step = wykonać krok (o jedno pole)
### hop (noun) = przeskok (m.; pl. przeskoki); to hop = przeskoczyć (transitive:
###   "przeskakuje Ukoronowane pionki"); hopped first/second = przeskoczony jako pierwszy/drugi
### jump = skok (m.); jumper = skaczący pionek; jumps are not compulsory = skoki nie są obowiązkowe
### double jump = podwójny skok (m.; pl. podwójne skoki)
### first landing = pierwsze pole lądowania (n.); final landing = końcowe pole lądowania;
###   to land = wylądować
### capture (noun) = zbicie (n.; pl. zbicia, gen. pl. zbić); to capture = zbić (pf.) / bić
###   (impf.); captured = zbity
### Crowned = Ukoronowany (adj.: Ukoronowany pionek, Ukoronowana Trojka, Ukoronowane pionki)
### Uncrowned = Nieukoronowany (adj.: Nieukoronowany pionek, Nieukoronowane pionki)
### crown (noun) = korona (f.; acc. koronę); loses its crown = traci koronę
### to crown = koronować (impf.) / ukoronować (pf.); is Crowned = zostaje Ukoronowany;
###   crowning (noun) = koronacja (f.)
### to uncrown = odebrać koronę (pf.; impf. odbierać koronę; + dat. "odbiera mu koronę");
###   uncrowning (noun) = odebranie korony; uncrowned (lost its crown) = traci koronę
### Troika = Trojka (f.; the Polish spelling of the same Russian word; gen. Trojki,
###   dat./loc. Trojce, acc. Trojkę, instr. Trojką; pl. Trojki, gen. pl. Trojek); capital T
### Crowned Troika = Ukoronowana Trojka
### to complete a Troika = domknąć Trojkę (pf.; "domyka Trojkę")
### win (noun) = wygrana (f.); to win = wygrać (pf.) / wygrywać (impf.);
###   White wins = białe wygrywają; "Wygrana białych" (lichess)
### lose = przegrać (pf.); loss = przegrana (f.)
### draw = remis (m.; pl. remisy, gen. pl. remisów); the game is drawn = partia kończy się
###   remisem; to draw = zremisować; draw agreed = remis za zgodą stron
### resign = poddać się; White resigned = Białe zrezygnowały (lichess)
### threefold repetition = trzykrotne powtórzenie pozycji (n.)
### house rule = zasada domowa (f.)
### second-turn rule = zasada drugiego ruchu (f.); the piece it binds = pionek związany
###   zasadą drugiego ruchu; binding = związanie
### set-up position = ustawiona pozycja (f.)
### record = zapis (partii) (m.); link = link (m.); undo = Cofnij
### lesson = lekcja (f.; pl. lekcje, gen. pl. lekcji); "Try it:" = "Wypróbuj:"
### puzzle = zadanie (n.; pl. zadania, gen. pl. zadań), as lichess
### analysis = analiza (f.)
### engine = silnik (m.)
### review (the game review) = przegląd partii (m.)
### inaccuracy = niedokładność (f.; pl. niedokładności)
### mistake = błąd (m.; pl. błędy, gen. pl. błędów)
### blunder = poważny błąd (m.; pl. poważne błędy), as lichess
### winning chances = szanse na wygraną
### status line = pasek stanu (m.)
###
### The lessons (rules page's link text / full title)
### 1 stepping = kroki / Kroki
### 2 crowning through a Troika = koronacja przez Trojkę / Koronacja przez Trojkę
### 3 a Crowned piece captures = Ukoronowany pionek bije
### 4 an Uncrowned piece uncrowns = Nieukoronowany pionek odbiera koronę
### 5 only the second hop counts = liczy się tylko drugi przeskok
### 6 uncrowned into a Troika = odebranie korony w Trojce;
###   full title "Uncrowned into a Troika: captured" = "Odebranie korony w Trojce: zbicie"
### 7 a Crowned Troika = Ukoronowana Trojka; full title "Winning by a Crowned Troika" =
###   "Wygrana przez Ukoronowaną Trojkę"
### 8 three captures = trzy zbicia; full title "Winning by three captures" =
###   "Wygrana przez trzy zbicia"
### 9 the second-turn rule = zasada drugiego ruchu

## Learn from your mistakes (the review's practice mode)

# $ply: the move's number in the game; $class: "inaccuracy", "mistake" or "blunder";
# $glyph: its mark (?!, ?, ??).
mistake-prompt =
    Ruch { $ply }: { $side ->
        [white] białe
       *[black] czarne
    } zagrały { $played } – { $class ->
        [inaccuracy] niedokładność
        [mistake] błąd
       *[blunder] poważny błąd
    } ({ $glyph }). Znajdź lepszy ruch dla { $side ->
        [white] białych
       *[black] czarnych
    }.
# The marked move once a better one is found or shown.
mistake-marked =
    Ruch { $ply }: { $side ->
        [white] białe
       *[black] czarne
    } zagrały { $played } – { $class ->
        [inaccuracy] niedokładność
        [mistake] błąd
       *[blunder] poważny błąd
    } ({ $glyph }).
# $index: the move on show (1 for the first).
mistakes-progress = Ruch { $index } z { $total } do poprawienia
mistake-checking = Sprawdzam { $move }…
mistake-right-engine = Dobry ruch: { $move } to wybór silnika. Przejdź dalej przyciskiem Dalej.
mistake-right-chances = Dobry ruch: { $move } też zachowuje twoje szanse. Przejdź dalej przyciskiem Dalej.
mistake-played-again = { $move } to ruch zagrany w partii. Spróbuj innego ruchu.
mistake-wrong = { $move } oddaje zbyt wiele. Spróbuj innego ruchu.
# $why: the reason the engine gave, a sentence of its own.
mistake-unjudged = Nie udało się ocenić tej próby ({ $why }). Spróbuj ponownie.
mistake-hint = Podpowiedź: rusz pionkiem z pola { $square }.
# "z { $total }" takes the genitive: z 1 lepszego ruchu, z 2 / 5 lepszych ruchów.
mistakes-summary =
    Gotowe: udało ci się znaleźć { $found } z { $total } { $total ->
        [one] lepszego ruchu
        [few] lepszych ruchów
       *[many] lepszych ruchów
    } dla { $side ->
        [white] białych
       *[black] czarnych
    } (pokazane: { $shown }, pominięte: { $skipped }).
mistakes-started =
    Ucz się na swoich błędach: { $total } { $total ->
        [one] ruch
        [few] ruchy
       *[many] ruchów
    } { $side ->
        [white] białych
       *[black] czarnych
    } do poprawienia.
mistakes-skip = Pomiń
mistakes-next = Dalej
mistakes-leave = Wróć do partii
mistakes-left = Powrót do partii i jej przeglądu.
drill-left = Powrót do partii.
drill-title = Ćwicz swoje błędy
drill-started =
    Ćwicz swoje błędy: { $due } { $due ->
        [one] zadanie
        [few] zadania
       *[many] zadań
    } z twoich przejrzanych partii do zrobienia teraz.
drill-progress = Teraz: { $due } · rozwiązane: { $solved } · nietrafione: { $missed }
drill-from = Z twojej partii z { $date }, { $white } – { $black }.
drill-done = Na teraz nic więcej: rozwiązane: { $solved }, nietrafione: { $missed }. { $when }
drill-in-minutes =
    Następne wróci za { $n } { $n ->
        [one] minutę
        [few] minuty
       *[many] minut
    }.
drill-in-hours =
    Następne wróci za { $n } { $n ->
        [one] godzinę
        [few] godziny
       *[many] godzin
    }.
drill-in-days =
    Następne wróci za { $n } { $n ->
        [one] dzień
       *[other] dni
    }.
drill-line = Twoje błędy: { $total } · teraz: { $due } · opanowane: { $learned }
drill-accuracy-label = Twoja dokładność w ostatnich przejrzanych partiach, od najstarszej
drill-accuracy-bar = { $date }: { $accuracy } %

## The page's language

# Said in the language just chosen.
language-spoken = Wybrano język polski.
# $language: the language's name in itself (Deutsch, 日本語…); $why: why its words
# could not be loaded.
language-unavailable = Nie udało się wczytać tekstów w języku { $language } ({ $why }): wszystko pozostaje bez zmian.

## The page's fixed labels: the texts of index.html's elements that name them in
## data-t (or an attribute's, in data-t-title, data-t-aria-label, data-t-placeholder).
## A message made of several pieces (a sentence with a word in bold) is split where
## the page splits it. "Three Crowns", the game's name, stays as it is.

update-notice-a-new-version-is = Dostępna jest nowa wersja; twoja partia jest zapisana.
update-reload = Odśwież
rest-failed = Nie udało się pobrać części gry. Twoja partia jest zapisana: odśwież stronę, aby grać dalej.
export-cancel = Anuluj
crash-copy = Kopiuj zapis partii
page-skip-to-the-board = Przejdź do planszy
page-board-label = Plansza
seat-black-label = Czarne: kto gra
board-resize-title = Przeciągnij, aby zmienić rozmiar planszy; kliknij dwukrotnie, aby dopasować ją do okna
board-resize-label = Rozmiar planszy: przeciągnij lub użyj strzałek; Enter dopasowuje ją do okna
seat-white-label = Białe: kto gra
board-help = Strzałki przesuwają kursor; Enter lub spacja wybiera pionka, a potem jego pole docelowe. Escape anuluje wybór.
open-lessons-title = Krótkie interaktywne lekcje: poznaj zasady, grając
open-lessons = Ucz się
open-puzzles-title = Zadania taktyczne: znajdź ruch, który wymusza wygraną
open-puzzles = Zadania
open-rules = Zasady
welcome-title = Witaj w Three Crowns
welcome-goal-capture-three-of-your = zbij trzy pionki przeciwnika albo ustaw w jednej linii trzy swoje Ukoronowane pionki.
welcome-goal-how-to-win = Jak wygrać:
welcome-new-to-the-game = Nie znasz jeszcze tej gry? Dziewięć krótkich lekcji nauczy cię jej ruch po ruchu; możesz też najpierw przeczytać zasady.
welcome-play = Graj
lesson-leave = Wróć do partii
result-new = Nowa partia
result-swap = Zamień strony i zagraj ponownie
result-review = Przegląd
result-share = Udostępnij
result-png-title = Pobierz obraz końcowej pozycji (PNG)
result-png = Obraz
result-gif-title = Utwórz animowany GIF z całej partii
result-gif = GIF
page-game-state-label = Stan partii
save-warning-copy = Kopiuj zapis
save-warning-download = Pobierz zapis (.tcg)
friend-title = Partia ze znajomym
friend-name-row-your-name = Twoje imię
friend-name-placeholder = Żeby znajomy wiedział, kto gra
friend-copy = Kopiuj link
friend-qr = Kod QR
friend-accept = Przyjmij remis
friend-qr-code-label = Kod QR linku: zeskanuj go urządzeniem znajomego
friend-box-link = Link
lesson-box-label = Lekcja
lesson-box-lesson-controls-label = Sterowanie lekcją
lesson-retry = Spróbuj ponownie
lesson-list-title-lessons = Lekcje ·
puzzle-box-label = Zadanie
puzzle-box-puzzle-controls-label = Sterowanie zadaniem
puzzle-solution = Pokaż rozwiązanie
puzzle-progress-label = Twoje postępy
puzzle-progress-rating = Ranking
puzzle-progress-streak = Seria
puzzle-progress-solved = Rozwiązane
puzzle-progress-failed = Nieudane
puzzle-box-link-to-this-puzzle = Link do tego zadania
page-study-label = Analiza
analysis-box-lines = Warianty
analysis-line-label = Najlepsze warianty
editor-what-a-click-puts-label = Co kliknięcie stawia na planszy
editor-white = Białe
# Read after editor-white / editor-black on the editor's buttons ("Białe Ukoronowane").
editor-crowned = Ukoronowane
editor-black = Czarne
editor-eraser = Gumka
editor-to-move = Na ruchu
editor-the-white-piece-the-title = Biały pionek związany zasadą drugiego ruchu albo żaden
editor-bound = Związany
editor-move = Ruch
editor-position-text = Zapis pozycji
edit-start = Pozycja początkowa
edit-clear = Wyczyść
edit-play = Graj od tej pozycji
edit-analyse = Analizuj
edit-close = Zamknij
review-progress-label = Postęp przeglądu
review-graph-label = Szanse białych na wygraną w kolejnych ruchach; kliknij, aby przejść do ruchu
review-mistakes = Ucz się na swoich błędach
review-export = Zapis z komentarzami
mistakes-hint = Podpowiedź
mistakes-show = Pokaż odpowiedź
page-moves-label = Ruchy
moves-legend-captures = zbija
moves-legend-uncrowns = odbiera koronę
moves-legend-crowned = koronuje
moves-legend-a-capture-three-win = zbicie (trzy dają wygraną)
page-browse-the-game-label = Przeglądanie partii
nav-first-title = Pierwsza pozycja (Home)
nav-first-label = Pierwsza pozycja
nav-prev-title = Poprzedni ruch (←)
nav-prev-label = Poprzedni ruch
nav-next-title = Następny ruch (→)
nav-next-label = Następny ruch
nav-last-title = Bieżąca pozycja (End)
nav-last-label = Bieżąca pozycja
page-game-controls-label = Sterowanie partią
undo = Cofnij
redo = Ponów
flip = Obróć
menu-label = Więcej akcji i ustawienia
resign-title = Strona na ruchu (albo człowiek grający z komputerem) poddaje się; naciśnij dwa razy
resign = Poddaj się
open-games-title = Wszystkie partie rozegrane tutaj: szukaj, odtwarzaj, kontynuuj, eksportuj
open-games = Twoje partie
reopen-previous-title = Zamień tę partię z tą, którą zastąpiła nowa partia, import lub link
reopen-previous = Poprzednia partia
hint-title = Pokaż ruch silnika dla strony na ruchu
review-game-title = Oceń każdą pozycję i oznacz błędy
review-game = Przegląd partii
edit-position = Edytuj pozycję
menu-study-tools-label = Narzędzia analizy
menu-threats = Zagrożenia
menu-analysis = Analiza
save-share-save-and-share = Zapisz i udostępnij
save-share-link-to-this-game = Link do tej partii
save-share-this-game-s-record = Zapis tej partii
copy-png = Kopiuj obraz
save-png = Pobierz obraz (.png)
save-gif = Animowany GIF
save-share-this-position-tcn = Ta pozycja (TCN)
copy-position = Kopiuj pozycję
import-open-a-game = Otwórz partię
import-paste-a-game-record = Wklej zapis partii
import-record = Importuj ten zapis
import-open-a-file = Otwórz plik…
# The sentence reads: import-the-game-in-progress, then open-games (emphasised), then
# import-brings-it-back: "… przywrócisz ją przyciskiem «Twoje partie» w menu."
import-the-game-in-progress = Jeśli chcesz, bieżąca partia zostanie zachowana: przywrócisz ją przyciskiem
import-brings-it-back = w menu.
settings-settings = Ustawienia
settings-game-settings-label = Ustawienia gry
settings-turn-the-board-to = Obracaj planszę tak, by strona na ruchu była na dole
settings-draw-on-threefold-repetition = Remis przy trzykrotnym powtórzeniu pozycji
settings-display-and-sound-label = Wygląd i dźwięk
settings-theme = Motyw
theme-as-the-system = Jak w systemie
theme-light = Jasny
theme-dark = Ciemny
settings-coordinates = Współrzędne
settings-colour-blind-safe-colours = Kolory dla daltonistów
settings-mute-sounds = Wycisz dźwięki
settings-analysis-workers-at-most = Wątki analizy, najwyżej
move-entry-type-a-move = Wpisz ruch
move-input-placeholder = a6-a7 lub c3xe5xg5
move-help = Krok: pole wyjściowe-pole docelowe. Podwójny skok: pole wyjściowe x pierwsze pole lądowania x końcowe pole lądowania.
rules-title = Jak grać w Three Crowns
close-rules-label = Zamknij zasady
ng-computer-title = Graj z komputerem
new-game-dialog-level = Poziom
# Followed by a menu: editor-white / editor-black / ng-colour-random.
new-game-dialog-you-play = Twoja strona
ng-colour-random = Losowa
ng-two-title = Dwie osoby przy jednym ekranie
new-game-dialog-white-s-name = Białe: imię gracza
new-game-dialog-black-s-name = Czarne: imię gracza
ng-friend-title = Graj ze znajomym
new-game-dialog-on-another-device-each = Na innym urządzeniu: każdy ruch trafia do drugiej osoby jako wysłany przez ciebie link. Bez zegara.
ng-friend = Zaproś znajomego
ng-friend-way = Jak
ng-friend-live = Na żywo
ng-friend-links = Przez linki
live-wait = Zaczekaj
live-by-links = Graj dalej przez linki
live-claim = Ogłoś zwycięstwo
live-chat-hide = Ukryj czat
live-chat-label = Czat
live-chat-placeholder = Napisz i naciśnij Enter
new-game-dialog-clock = Zegar
ng-custom-minutes = Minuty
ng-custom-increment-s = Dodatek (s)
replace-title = Trwa partia
replace-keep = Zachowaj ją
replace-discard = Porzuć ją
games-search-label = Szukaj po imieniu gracza
games-search-placeholder = Szukaj po imieniu
games-result-label = Wynik
games-kind-label = Przeciwnik
games-undo-bar-game-deleted = Partia usunięta.
friend-list-title = Twoje partie ze znajomymi
games-export = Eksportuj wszystkie (.tcg)
games-dialog-import-games = Importuj partie…
settings-language = Język (Language)

## The game: the board's refusals, moves, the turn line, results

# $square, $from, $to: squares; $owner: whose piece it is; $side: who is to move.
refusal-not-yours =
    Pionek na polu { $square } należy do { $owner ->
        [white] białych
       *[black] czarnych
    }; teraz ruch { $side ->
        [white] białych
       *[black] czarnych
    }.
refusal-no-moves = Partia jest zakończona: nie ma już ruchów.
refusal-stuck = Pionek na polu { $square } nie ma dozwolonego ruchu.
refusal-ambiguous = Kilka skoków z pola { $from } kończy się na polu { $to }: wybierz pierwsze pole lądowania.
refusal-unreachable = Pionek z pola { $from } nie może dotrzeć na pole { $to }: krok prowadzi na sąsiednie puste pole, a podwójny skok przeskakuje dwa pionki przeciwnika.
# A move described for the status line and screen readers. $side: who moved; $move: the
# move; $from, $to: its squares; $first, $second: the pieces a double jump hops;
# $effects: what it did, made of the move-uncrowns, move-captures and move-crowned
# clauses below, each starting with its own separator.
# Polish: "Białe c3xe5xg5: pionek wykonuje podwójny skok z pola c3 przez d4 i f4 na pole g5;
# czarny pionek na polu f4 zostaje zbity; pionek na polu g5 zostaje Ukoronowany."
# Each clause has its own subject, so that they read right in any combination.
move-step =
    { $side ->
        [white] Białe
       *[black] Czarne
    } { $move }: pionek wykonuje krok z pola { $from } na pole { $to }{ $effects }.
move-jump =
    { $side ->
        [white] Białe
       *[black] Czarne
    } { $move }: pionek wykonuje podwójny skok z pola { $from } przez { $first } i { $second } na pole { $to }{ $effects }.
# $side: the side of the piece that loses its crown.
move-uncrowns =
    ; { $side ->
        [white] biały
       *[black] czarny
    } pionek na polu { $square } traci koronę
# $side: the side of the piece captured.
move-captures =
    ; { $side ->
        [white] biały
       *[black] czarny
    } pionek na polu { $square } zostaje zbity
move-crowned = ; pionek na polu { $square } zostaje Ukoronowany
# The separator of a short list ("captures, crowned").
list-comma = { ", " }
# What a move did, in the move list (as moves-legend-*: "Zbija, koronuje").
mark-captures = zbija
mark-uncrowns = odbiera koronę
mark-crowned = koronuje
# A move list button's name for screen readers; $marks: what it did, each after list-comma.
move-label = Ruch { $ply }: { $move }{ $marks }
turn-to-move =
    Ruch { $side ->
        [white] białych
       *[black] czarnych
    }
turn-bound =
    Ruch { $side ->
        [white] białych
       *[black] czarnych
    } (zasada drugiego ruchu: pionek na polu { $square })
# $turn: the turn line; $view: the move on show; $ply: the game's moves.
# $turn may end with a full stop (a finished game's outcome) or not ("Ruch białych").
turn-showing = { $turn } · oglądasz ruch { $view } z { $ply }.
# How a game ended, as a clause (outcome makes it a sentence). $winner, $loser: sides.
# Polish: each clause begins a sentence wherever it is used (outcome, withdrawn, game-over).
outcome-resigned =
    { $winner ->
        [white] Białe
       *[black] Czarne
    } wygrywają: { $loser ->
        [white] białe
       *[black] czarne
    } zrezygnowały
outcome-time =
    { $winner ->
        [white] Białe
       *[black] Czarne
    } wygrywają na czas
outcome-abandoned =
    { $winner ->
        [white] Białe
       *[black] Czarne
    } wygrywają: { $loser ->
        [white] białe
       *[black] czarne
    } opuściły partię
outcome-three-captures =
    { $winner ->
        [white] Białe
       *[black] Czarne
    } wygrywają, zbijając trzy pionki
outcome-crowned-troika =
    { $winner ->
        [white] Białe
       *[black] Czarne
    } wygrywają przez Ukoronowaną Trojkę
outcome-no-moves = Remis: strona na ruchu nie ma dozwolonego ruchu
outcome-repetition = Remis przez trzykrotne powtórzenie pozycji
outcome-agreement = Remis za zgodą stron
# $outcome: one of the outcome-* clauses.
outcome = { $outcome }.
# The result card's heading ($score: 1-0, 0-1 or ½-½) and reason.
result-win =
    { $winner ->
        [white] Białe wygrywają
       *[black] Czarne wygrywają
    } · { $score }
result-draw = Remis · { $score }
# The players a result card names ($white, $black: as the strips name them).
result-players = { $white } – { $black }
result-why-three-captures = przez zbicie trzech pionków
result-why-crowned-troika = przez Ukoronowaną Trojkę
result-why-resigned =
    { $loser ->
        [white] białe zrezygnowały
       *[black] czarne zrezygnowały
    }
result-why-time =
    { $loser ->
        [white] białe przegrały na czas
       *[black] czarne przegrały na czas
    }
result-why-abandoned =
    { $loser ->
        [white] białe opuściły partię
       *[black] czarne opuściły partię
    }
result-why-no-moves = strona na ruchu nie ma dozwolonego ruchu
result-why-repetition = ta sama pozycja po raz trzeci
result-why-agreement = za zgodą graczy
viewing-start =
    Oglądasz pozycję początkową (partia liczy { $ply } { $ply ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    })
viewing-move = Oglądasz ruch { $view } z { $ply }
bound-next = Zasada drugiego ruchu: w następnym ruchu białe muszą ponownie ruszyć pionkiem z pola { $square }.
# The browser tab's title; $turn: the turn line.
page-title = { $turn } · Three Crowns
# The board's name for screen readers; $side: the side at the bottom.
board-label =
    Plansza, { $side ->
        [white] białe
       *[black] czarne
    } na dole. { $turn }
taken-back-one = Cofnięto ruch { $move }.
taken-back-two = Cofnięto ruchy { $first } i { $second }.
browsed-after = Oglądasz pozycję po ruchu { $view }: { $move }.
browsed-current = Powrót do bieżącej pozycji, po ruchu { $move }.
browsed-start = Oglądasz pozycję początkową.
# "Agree a draw" = „Zgoda na remis”, "Resign" = „Poddaj się”, "Resume" = „Wznów”.
resign-confirm =
    Naciśnij ponownie „Poddaj się”, aby potwierdzić: { $side ->
        [white] białe się poddają
       *[black] czarne się poddają
    }.
# $outcome: one of the outcome-* clauses.
withdrawn = { $outcome } – cofnięto. Partia toczy się dalej.
game-over = Partia jest zakończona. { $outcome }. Zacznij nową partię albo cofnij ruch.
repetition-on = Trzykrotne powtórzenie pozycji oznacza remis (zasada domowa włączona).
repetition-off = Zasada powtórzeń wyłączona: pozycje mogą się powtarzać bez remisu.
rules-loading = Wczytywanie zasad…
# $why: why, in English for now.
rules-unavailable = Nie udało się wczytać zasad: { $why }. Zamknij je i otwórz ponownie, aby spróbować jeszcze raz; twoja partia się nie zmieniła.

## Fixed sentences of the status line and the page

# Storage works again after a failure.
saving-again = Partia znów jest zapisywana.
# A click while browsing returns to the live position.
back-to-current = Powrót do bieżącej pozycji.
# Undo with nothing to take back.
nothing-to-undo = Nie ma ruchu do cofnięcia.
# Undo after a loss on time.
time-loss-final = Partia została przegrana na czas, a wynik na czas jest ostateczny: żaden ruch nie zostanie cofnięty.
# The first press of Agree a draw.
draw-confirm = Naciśnij ponownie „Zgoda na remis”, aby potwierdzić, że obaj gracze zgadzają się na remis.
# Resign with the computer in both seats.
nobody-resigns = Komputer gra obiema stronami: nie ma kto się poddać.
# Agree a draw without two people at the screen.
no-draw-agreement = Remis za zgodą mogą zawrzeć tylko dwie osoby grające przy tym ekranie.
# Redo with nothing to replay.
nothing-to-redo = Nie ma ruchu do ponowienia.
# Another tab continued (or took back moves of) this game.
updated-from-tab = Zaktualizowano z innej karty.
# The previous game is back.
previous-reopened = Przywrócono poprzednią partię.
# No previous game to reopen.
no-previous = Nie ma poprzedniej partii.
# A record imported.
imported = Zaimportowano partię.
# A share link opened.
link-opened = Otwarto udostępnioną partię.
# The position editor opened.
editor-open = Edycja pozycji: wybierz pionka albo gumkę, a potem klikaj lub przeciągaj po planszy.
# The position editor closed without playing.
editor-closed = Edytor zamknięty; partia jest taka jak przedtem.
# An editor action with no editor open.
editor-not-open = Edytor pozycji nie jest otwarty.
# The editor reopened after a reload, as it was left.
editor-reopened = Edytor pozycji jest otwarty w takim stanie, w jakim go zostawiono; partia czeka, aż go zamkniesz.
# A move (from any source) or a hint asked for while the editor is open.
game-waits-for-editor = Partia czeka, dopóki edytor pozycji jest otwarty: zamknij go, aby grać dalej.
# A game started from the editor's position.
set-up = Nowa partia od ustawionej pozycji.
# The offer of a review beside a finished game's result.
review-offer = Przegląd partii
# A review started.
review-started = Przegląd partii: silnik ocenia każdą pozycję.
# A review finished.
review-done = Przegląd zakończony: oznaczone ruchy mają na liście ruchów znaki ?!, ? lub ??.
# A review cancelled.
review-cancelled = Przegląd anulowany.
# A finished review closed.
review-closed = Przegląd zamknięty.
# The annotated record put in the record box.
review-exported = Zapis z komentarzami z przeglądu jest w sekcji „Zapisz i udostępnij”.
# Export asked for without a finished review.
no-review = Nie ma zakończonego przeglądu tej partii do wyeksportowania.
# The tooltip of a move of the best line.
preview-title = Pokaż pozycję po tym ruchu
# A hint asked for while browsing.
hint-while-browsing = Podpowiedzi dotyczą bieżącej pozycji partii: najpierw do niej wróć.
# A hint being searched for.
looking-for-hint = Szukam dobrego ruchu…
# The page cannot reach the clipboard.
no-clipboard = Tutaj nie da się użyć schowka: zaznacz tekst i skopiuj go.
# The browser refused the clipboard.
clipboard-refused = Przeglądarka odmówiła dostępu do schowka; zaznacz tekst i skopiuj go sam.
# The record is on the clipboard.
record-copied = Skopiowano zapis partii.
# The position's text was copied.
position-copied = Skopiowano pozycję (TCN).
# The link is on the clipboard.
link-copied = Skopiowano link do tej partii.

## Fixed sentences: archive

# The list is empty.
no-games-yet = Nie ma jeszcze żadnej partii: każda twoja partia z co najmniej jednym ruchem zostanie tu zachowana.
# The filter or search leaves nothing.
no-games-match = Żadna partia nie pasuje: zmień filtr lub wyszukiwanie.
# A game deleted.
game-deleted = Partia usunięta. Przycisk „Cofnij” ją przywróci.
# A deleted game back.
game-restored = Usunięta partia znów jest na liście „Twoje partie”.
# The row of the game on the board.
on-the-board = Na planszy
# The filters' "any" options.
any-result = Dowolny wynik
# The kind filter's "any".
any-opponent = Dowolny przeciwnik
# The GIF begins.
gif-started = Tworzę GIF…
# The GIF cancelled.
gif-cancelled = Anulowano tworzenie GIF-a.
# The PNG copied.
picture-copied = Skopiowano obraz pozycji.
# The PNG downloaded.
picture-downloaded = Pobrano obraz pozycji.
# The GIF downloaded.
gif-downloaded = Pobrano GIF z partią.
# The GIF shared.
gif-shared = Udostępniono GIF z partią.

## Fixed sentences: friend

# The status line when a friend game starts.
friend-game-started = Rozpoczęto partię ze znajomym: wyślij zaproszenie przyciskiem „Udostępnij” lub „Kopiuj link” albo kodem QR.
friend-game-started-no-share = Rozpoczęto partię ze znajomym: wyślij zaproszenie przyciskiem „Kopiuj link” albo kodem QR.
# The share sheet's title for a friend game's link.
friend-share-title = Three Crowns: twój ruch
# A draw offered here.
friend-draw-offered = Proponujesz remis: wyślij propozycję znajomemu razem ze swoim ruchem albo osobno.
# The clipboard took a friend game's link.
friend-link-copied = Skopiowano link: wklej go znajomemu.
# A seat change asked in a friend game.
friend-seats-fixed = W partii ze znajomym strony się nie zmieniają: znajomy gra na swoim urządzeniu.
# Engine help (hint, analysis, threats, review) asked in a friend game in progress.
friend-no-help = W partii ze znajomym nie ma podpowiedzi, analizy, zagrożeń ani przeglądu, dopóki partia się nie skończy.
# The repetition rule switched in a friend game.
friend-rule-fixed = W partii ze znajomym zasada powtórzeń zostaje taka, jak na początku partii, jednakowa dla obu stron.
# Undo after the move was sent.
friend-move-sent = Twój ruch został wysłany: nie można go już cofnąć. Teraz ruch ma znajomy.
# A draw asked for where none can be offered.
friend-no-draw = Remis można zaproponować tylko w trwającej partii ze znajomym.
# Accept pressed with no offer standing.
friend-no-offer = Znajomy nie zaproponował remisu.
# The script API asked for a friend game's action outside one.
not-a-friend-game = Partia na planszy nie jest partią ze znajomym.
# A link from this side of the game opened here.
friend-own-link = Ten link zawiera twój własny ruch: wyślij go znajomemu. Nic nie zostało zmienione.
# A link that goes on from where the local player resigned or accepted a draw.
friend-ended-here = Twoja partia tu się zakończyła, ale znajomy jeszcze o tym nie wie: wyślij mu ponownie swój ostatni link. Nic nie zostało zmienione.
friend-crossed = Znajomy zakończył partię przy tym samym ruchu co ty i wasze linki się minęły: obowiązuje zakończenie gracza, który był na ruchu.

## Fixed sentences: lessons

# Learn mode refuses to change the seats.
lesson-no-seats = Wyjdź z lekcji, aby zmienić, kto gra.
# A lesson's start: the learner's move is awaited (the instruction stands above).
lesson-your-move = Twój ruch.
# The button to the next lesson.
lesson-next = Następna lekcja
lesson-puzzles = Ćwicz na zadaniach: { $theme }
# The same button after the last lesson, every lesson done: back to a game.
lesson-play = Zagraj partię
# Said on leaving Learn mode that way.
lessons-all-done = Wszystkie lekcje ukończone: teraz zagraj partię. Lekcje są pod przyciskiem „Ucz się”, kiedy tylko zechcesz do nich wrócić.

## Fixed sentences: play

# A new game started from the dialog (or the script API).
new-game-started = Nowa partia.
# The game in progress was thrown away, as the player chose.
game-discarded = Trwająca partia została porzucona.
# A game with clocks comes back after a reload: paused.
clocks-paused-at-start = Zegary są zatrzymane w chwili, w której przerwano partię: naciśnij „Wznów”, aby grać dalej.
# `pauseClock` / `resumeClock` in a game without clocks.
no-clock = Ta partia nie ma zegara.

## Fixed sentences: puzzle

# The solution has been shown.
puzzle-shown = To było rozwiązanie. Spróbuj jeszcze raz albo przejdź do następnego zadania.
# Puzzle mode opened or left.
puzzles-left = Powrót do twojej partii w takim stanie, w jakim była.
# The puzzle set is being fetched.
puzzles-loading = Wczytywanie zadań…
# Puzzle mode refuses to change the seats.
puzzle-no-seats = Wyjdź z zadań, aby zmienić, kto gra.
# The button to the next puzzle once this one is over.
puzzle-next = Następne zadanie
# The same button while this one is not over.
puzzle-skip = Pomiń
# The puzzle link copied.
puzzle-link-copied = Skopiowano link do zadania.

## Fixed sentences: study

# Said when a preview of a line ends: the game's position is back.
preview-ended = Powrót do pozycji z partii.
# Why a review stops when the engine's reply holds no evaluation.
no-evaluation = silnik nie podał oceny

## Another tab

other-tab-kept = Inna karta zmieniła partię: jest widoczna także tutaj; partia z tej karty została zachowana jako poprzednia partia.
other-tab = Inna karta zmieniła partię: jest widoczna także tutaj.

## Hints and the GIF's progress

hint-game-over = Partia jest zakończona: nie ma ruchu do podpowiedzenia.
hint-not-a-person = Podpowiedzi są dostępne tylko wtedy, gdy ruch ma człowiek.
# $done: the frames made; $total: all of them.
gif-progress = Tworzę GIF: klatka { $done } z { $total }…

## Puzzles: the rating and themes

# $rating: the puzzle's rating (a number, written as it is).
puzzle-about = Ranking zadania: { $rating }.
# $themes: the themes' names, each after list-comma.
puzzle-about-themes = Ranking zadania: { $rating }. Motywy: { $themes }.
theme-crowned-troika = Ukoronowana Trojka
theme-third-capture = trzecie zbicie
theme-uncrowning = odebranie korony
theme-double-jump = podwójny skok
theme-crowning = koronacja
theme-quiet-first-move = cichy pierwszy ruch
theme-defending = obrona
theme-second-turn = zasada drugiego ruchu
# $theme: the main theme's name; $rating: the puzzle's rating.
puzzle-title = { $theme } · { $rating }
# $count: the moves to the win. Polish: w 1 ruchu, w 2 / 5 ruchach.
theme-win-in =
    wygrana w { $count } { $count ->
        [one] ruchu
        [few] ruchach
        [many] ruchach
       *[other] ruchu
    }

## Puzzles: the choice of theme and difficulty

puzzle-choice-theme-label = Motyw
puzzle-choice-level-label = Trudność
puzzle-theme-all = Wszystkie motywy
puzzle-level-any = Dowolna trudność
puzzle-level-easier = Łatwiejsze
puzzle-level-normal = Zwykłe
puzzle-level-harder = Trudniejsze
puzzle-level-option = { $level } ({ $range })
puzzle-range-any = dowolna trudność
puzzle-range-between = { $min }–{ $max }
puzzle-range-from = { $min } i więcej
puzzle-range-up-to = do { $max }
puzzle-chosen = Następne zadania: { $theme }, { $range }.
puzzle-choice-unknown-theme = Nie ma motywu zadań „{ $theme }”.
puzzle-choice-upside-down = Najniższy ranking, { $min }, jest wyższy od najwyższego, { $max }.
puzzle-choice-none = Żadne zadanie nie ma tego motywu i tej trudności: wybór się nie zmienia.

## Puzzles: Streak, Storm and the puzzles tried

puzzle-run-streak = Seria
puzzle-run-streak-title = Zadania coraz trudniejsze aż do pierwszego błędnego ruchu
puzzle-run-storm = Burza
puzzle-run-storm-title = Trzy minuty na rozwiązanie jak najwięcej zadań
puzzle-run-streak-on = Seria: rozwiązane { $score } · rekord { $best }
puzzle-run-storm-on = Burza: zostało { $time } · rozwiązane { $score } · rekord { $best }
puzzle-run-streak-over = Koniec serii: rozwiązane { $score }. Twój rekord: { $best }.
puzzle-run-storm-over = Koniec burzy: rozwiązane { $score }. Twój rekord: { $best }.
puzzle-runs-label = Serie zadań
puzzle-run-summary = Ta seria
puzzle-history-heading = Próbowane zadania
puzzle-tried-solved = { $title } ✓
puzzle-tried-missed = { $title } ✗
puzzle-tried-solved-label = { $title }: rozwiązane
puzzle-tried-missed-label = { $title }: nierozwiązane

## Starting a game: the computer's levels, the clocks, the strips' names

level-1 = Pierwsze kroki
level-1-about = Rusza się prawie losowo, ale nigdy nie przegapi wygranej w jednym ruchu.
level-2 = Początkujący
level-2-about = Patrzy jeden ruch naprzód.
level-3 = Amator
level-3-about = Widzi nadchodzące proste zbicia.
level-4 = Gracz klubowy
level-4-about = Planuje kilka ruchów naprzód.
level-5 = Silny
level-5-about = Rzadko oddaje pionka.
level-6 = Ekspert
level-6-about = Karze większość błędów.
level-7 = Mistrz
level-7-about = Liczy głęboko; niewiele zostawia przypadkowi.
level-8 = Pełna siła
level-8-about = Najlepszy ruch silnika.
# A level in the New game dialog; $name: one of level-1 … level-8.
level-option = Poziom { $level } · { $name }
clock-none = Bez zegara
clock-custom = Własny…
# $clock: minutes+increment seconds, such as 3+2.
clock-bullet = { $clock } · Bullet
clock-blitz = { $clock } · Blitz
clock-rapid = { $clock } · Rapid
clock-classical = { $clock } · Klasyczne
# "do { $minutes } minut / sekund": genitive plural, the same for every maximum above 4.
custom-clock-refused = Własny zegar może mieć od 1 do { $minutes } minut i dodatek od 0 do { $increment } sekund.
# A strip's name for the computer, a side without a name, a friend.
strip-computer = Komputer · poziom { $level }
strip-side =
    { $side ->
        [white] Białe
       *[black] Czarne
    }
strip-friend-named = Znajomy ({ $name })
strip-friend = Znajomy
# The strips in a puzzle and a lesson: the solver, then the side the puzzle or lesson plays.
strip-you = Ty
strip-puzzle = Zadanie
strip-lesson = Lekcja
# A clock's time for screen readers: $seconds as 9.3 under ten seconds (a fraction:
# "9.3 sekundy").
time-tenths = { $seconds } sekundy
time-seconds =
    { $seconds } { $seconds ->
        [one] sekunda
        [few] sekundy
        [many] sekund
       *[other] sekundy
    }
time-minutes =
    { $minutes } { $minutes ->
        [one] minuta
        [few] minuty
        [many] minut
       *[other] minuty
    }
time-minutes-seconds =
    { $minutes } { $minutes ->
        [one] minuta
        [few] minuty
        [many] minut
       *[other] minuty
    } { $seconds } { $seconds ->
        [one] sekunda
        [few] sekundy
        [many] sekund
       *[other] sekundy
    }
# A clock's name for screen readers; $time: one of the time-* messages.
# "pozostały czas:" so that no verb has to agree with the time.
clock-label =
    Zegar { $side ->
        [white] białych
       *[black] czarnych
    }, pozostały czas: { $time }
clock-label-running =
    Zegar { $side ->
        [white] białych
       *[black] czarnych
    }, pozostały czas: { $time }, czas płynie
replace-question =
    Trwająca partia ({ $count } { $count ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    }) zostałaby zastąpiona. Zachować ją na liście „Twoje partie” czy porzucić?
# A kept game in the list; $white, $black: the players' names; $result: 1-0, 0-1, ½-½ or
# kept-unfinished; $count: its moves.
kept-game =
    { $white } – { $black } · { $result } · { $count } { $count ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    }
# Of a game (partia, f.).
kept-unfinished = nieukończona
games-more = Pokaż więcej partii (pokazano { $shown } z { $total })
standing-line = Twój ranking: { $rating } ± { $deviation } · { $games } { $games ->
        [one] partia z komputerem
        [few] partie z komputerem
       *[many] partii z komputerem
    }
standing-about = Ranking Glicko-2 z twoich zakończonych partii z komputerem, rozegranych tutaj od pozycji początkowej; każdy poziom oceniono meczami między poziomami.
standing-level = Poziom
standing-level-rating = Jego ranking
standing-won = Wygrane
standing-drawn = Remisy
standing-lost = Przegrane
standing-rating = { $rating }
standing-rating-interval = { $rating } ± { $interval }
standing-count = { $n }

## The seats and the computer player

# Polish: "Białymi gra …" (who plays White).
seat-person =
    { $side ->
        [white] Białymi
       *[black] Czarnymi
    } gra człowiek.
seat-friend =
    { $side ->
        [white] Białymi
       *[black] Czarnymi
    } gra twój znajomy; jego ruchy przychodzą w linkach.
seat-computer =
    { $side ->
        [white] Białymi
       *[black] Czarnymi
    } gra komputer, poziom { $level }.
thinking =
    Komputer grający { $side ->
        [white] białymi
       *[black] czarnymi
    } (poziom { $level }) myśli…
hint = Podpowiedź: { $move }.
# $why: why, in English for now.
no-hint = Brak podpowiedzi: { $why }.
computer-no-move = Komputer nie podał ruchu ({ $why }); jest wstrzymany.
computer-crashed = Komputer przestał działać ({ $why }); jest wstrzymany. Naciśnij „Wznów”, aby spróbować ponownie.
computer-paused = Komputer jest wstrzymany.
computer-plays-on = Komputer gra dalej.
clocks-paused = Partia jest wstrzymana: zegary stoją.
clocks-run = Partia toczy się dalej: zegar chodzi.
# The pause button: what pressing it does.
resume = Wznów
pause = Wstrzymaj
# The seat drop-downs' choices.
seat-option-person = Człowiek
seat-option-friend = Znajomy
seat-option-computer = Komputer, poziom { $level }

## The board's cursor, selection and previews (said to screen readers)

# The keyboard cursor's square and its piece.
cursor-crowned =
    { $square }: { $side ->
        [white] biały
       *[black] czarny
    } Ukoronowany pionek
cursor-uncrowned =
    { $square }: { $side ->
        [white] biały
       *[black] czarny
    } Nieukoronowany pionek
cursor-empty = { $square }: puste pole
# Added after the cursor's square, each with its own separator.
cursor-step = { ", pole docelowe kroku" }
cursor-final = { ", końcowe pole lądowania" }
cursor-first-landing = { ", pierwsze pole lądowania" }
# A choice of squares: $squares, each after list-comma, then or $last.
squares-or = { $squares } lub { $last }
# What a previewed move would do: preview-would with $what made of the preview-* parts
# (the last joined by preview-and). Polish: the parts are infinitives after
# "pozwoliłby": "Ruch c3xe5xg5 pozwoliłby zbić pionka na polu e5 i wygrać partię".
preview-capture = zbić pionka na polu { $square }
preview-uncrown = odebrać koronę pionkowi na polu { $square }
preview-crown = ukoronować pionka
preview-win = wygrać partię
preview-and = { $first } i { $last }
preview-would = Ruch { $move } pozwoliłby { $what }
preview-plays = Ruch { $move } prowadzi tutaj
# $finals: the final landings left; $square: the first landing, which goes back.
second-hop = Drugi przeskok: { $finals } · powrót: { $square }
selection-via = Pionek z pola { $from } skacze przez { $via }; końcowe pola lądowania: { $squares }.
selection-piece = Wybrano pionka na polu { $square }.
# Added after selection-piece, each with its own leading space.
selection-steps = { " " }Kroki na pola: { $squares }.
selection-jumps = { " " }Podwójne skoki przez pola: { $squares }.

## Puzzles

puzzle-goal =
    { $side ->
        [white] Białe
       *[black] Czarne
    } grają i wygrywają
# $id: the puzzle's number in the set.
puzzle-heading = Zadanie { $id }
puzzle-prompt-now =
    Twój ruch: znajdź ruch, który od razu daje wygraną { $side ->
        [white] białym
       *[black] czarnym
    }.
# $count: the solver's moves to the win (2 or more). Polish: w 2 / 5 ruchach.
puzzle-prompt =
    Twój ruch: znajdź ruch, który daje { $side ->
        [white] białym
       *[black] czarnym
    } wygraną w { $count } { $count ->
        [one] ruchu
        [few] ruchach
        [many] ruchach
       *[other] ruchu
    }.
puzzle-right = { $move } – dobrze! Graj dalej…
# $side: the defender.
puzzle-after-reply =
    { $side ->
        [white] Białe odpowiadają
       *[black] Czarne odpowiadają
    } { $move }. Znajdź następny ruch.
puzzle-checking =
    { $move }… { $side ->
        [white] Białe szukają
       *[black] Czarne szukają
    } obrony.
puzzle-wrong-pending =
    { $move } to nie ten ruch! { $side ->
        [white] Białe szukają
       *[black] Czarne szukają
    } odpowiedzi, która uratuje partię…
# Why a wrong move fails: $reply, the defender's answer; $solver and $defender: sides.
puzzle-why-saves =
    { $reply } ratuje { $defender ->
        [white] białe
       *[black] czarne
    }: po tym ruchu { $solver ->
        [white] białe nie mają
       *[black] czarne nie mają
    } wymuszonej wygranej.
puzzle-why-wins =
    { $reply } daje wygraną { $defender ->
        [white] białym
       *[black] czarnym
    }.
puzzle-why-no-move =
    { $defender ->
        [white] Białe nie mają
       *[black] Czarne nie mają
    } już żadnego ruchu: partia kończy się remisem.
puzzle-why-still-wins =
    { $solver ->
        [white] Białe
       *[black] Czarne
    } nadal by wygrały, ale nie tak, jak przewiduje zadanie.
# $why: one of the puzzle-why-* sentences.
puzzle-wrong = { $move } to nie ten ruch! { $why } Spróbuj ponownie albo pokaż rozwiązanie.
puzzle-another = { $move } też wygrywa, ale zadanie przewiduje inny ruch: znajdź go.
# $why: why, in English for now.
puzzle-no-answer = To nie ten ruch, ale nie udało się znaleźć odpowiedzi, która go obala ({ $why }). Spróbuj ponownie albo pokaż rozwiązanie.
puzzle-solved = Rozwiązane!
# $change: the rating's change, signed (+16, −12).
puzzle-solved-rating = Rozwiązane! Zmiana twojego rankingu w zadaniach: { $change }.
puzzle-rating-change = Zmiana twojego rankingu w zadaniach: { $change }.
# $moves: the solution's moves.
puzzle-showing = Rozwiązanie: { $moves }.
puzzles-unavailable = Nie udało się wczytać zadań: { $why }. Twoja partia się nie zmieniła.
# $id: what the link asked for.
puzzle-unknown = W zestawie zadań tej wersji gry nie ma zadania „{ $id }”.

## The lessons: each one's title and instruction (lesson-<id>-title, lesson-<id>-instruction)
## Polish: the titles are the rules page's (www/rules.pl.html) and the glossary's.

lesson-stepping-title = Kroki
lesson-stepping-instruction = Wykonaj białym pionkiem krok na pole d5: o jedno pole, w dowolnym z ośmiu kierunków, na puste pole.
lesson-crowning-title = Koronacja przez Trojkę
lesson-crowning-instruction = Wykonaj białym pionkiem krok tak, aby domknął Trojkę, czyli linię trzech białych Nieukoronowanych pionków: pionek, który się rusza, zostaje Ukoronowany.
lesson-capturing-title = Ukoronowany pionek bije
lesson-capturing-instruction = Ukoronowanym pionkiem z pola c2 przeskocz dwa czarne Nieukoronowane pionki: drugi przeskoczony pionek zostaje zbity.
lesson-uncrowning-title = Nieukoronowany pionek odbiera koronę
lesson-uncrowning-instruction = Nieukoronowanym pionkiem z pola c3 przeskocz dwa czarne Ukoronowane pionki tak, aby pionek na polu f5 stracił koronę.
lesson-second-hop-title = Liczy się tylko drugi przeskok
lesson-second-hop-instruction = Zbij czarnego pionka na polu e3 Ukoronowanym pionkiem z pola d2: skutek skoku dotyczy tylko drugiego przeskoczonego pionka.
lesson-uncrown-into-troika-title = Odebranie korony w Trojce: zbicie
lesson-uncrown-into-troika-instruction = Skocz Nieukoronowanym pionkiem z pola c2 tak, aby drugi przeskoczony Ukoronowany pionek po utracie korony znalazł się w Trojce czarnych pionków: wtedy zamiast stracić koronę, zostaje zbity.
lesson-crowned-troika-title = Wygrana przez Ukoronowaną Trojkę
lesson-crowned-troika-instruction = Wygraj od razu: ustaw w jednej linii trzy białe Ukoronowane pionki.
lesson-three-captures-title = Wygrana przez trzy zbicia
lesson-three-captures-instruction = Białe zbiły już dwa czarne pionki (czarnym zostało osiem): zbij trzeciego, aby wygrać.
lesson-second-turn-title = Zasada drugiego ruchu
lesson-second-turn-instruction = To pierwszy ruch białych: ukoronuj białego pionka w drugim ruchu białych, w którym trzeba ponownie ruszyć tym samym pionkiem.

## The lessons' words

# $number: the lesson's number; $title: its title.
lesson-heading = Lekcja { $number }: { $title }
lesson-entry = { $number }. { $title }
lesson-entry-done = { $number }. { $title } (ukończona)
# Why a try misses the lesson's goal ($why, one of the miss-* sentences), then Retry.
lesson-retry-after = { $why } Spróbuj ponownie.
# $target: the square the lesson asks for.
miss-not-a-step = { $move } to podwójny skok; w tej lekcji chodzi o krok na pole { $target }.
miss-wrong-square = { $move } to krok na pole { $to }, a nie { $target }: wykonaj krok pionkiem, który stoi obok pola { $target }.
miss-already-crowned = Pionek na polu { $square } był już Ukoronowany; ukoronuj Nieukoronowanego pionka, domykając Trojkę.
miss-no-troika-step = Ten krok nie utworzył Trojki, więc żaden pionek nie został Ukoronowany.
miss-no-troika-jump = Ten skok nie zakończył się w Trojce, więc żaden pionek nie został Ukoronowany.
miss-no-hop = { $move } to krok, a krok niczego nie przeskakuje: wykonaj podwójny skok przez dwa pionki przeciwnika.
miss-uncrowned-instead = Ten skok tylko odebrał koronę pionkowi na polu { $square }: Nieukoronowany skaczący pionek odbiera koronę, a Ukoronowany bije.
miss-captured-instead = Ten skok zbił pionka na polu { $square }: po utracie korony stałby on w Trojce swojego koloru.
# $what: lesson-verb-captured or lesson-verb-uncrowned, a participle after "został"
# ("został zbity", "został pozbawiony korony"); $affected: the second piece hopped.
miss-target-first = Ten skok przeskoczył pionka na polu { $target } jako pierwszego, więc { $target } pozostaje bez zmian: tylko drugi przeskoczony pionek, { $affected }, został { $what }.
miss-other-piece = Po tym skoku { $what } został pionek na polu { $affected }, a nie na polu { $target }: skutek skoku dotyczy tylko drugiego przeskoczonego pionka.
lesson-verb-captured = zbity
lesson-verb-uncrowned = pozbawiony korony
miss-stays-on-board = Ten skok odebrał koronę pionkowi na polu { $square }, ale jako Nieukoronowany nie stoi on w Trojce swojego koloru, więc zostaje na planszy.
miss-by-crowned = Pionka na polu { $square } zbił Ukoronowany skaczący pionek; w tej lekcji bić ma Nieukoronowany skaczący pionek.
miss-no-crowned-troika =
    Ten ruch nie ustawił w jednej linii trzech { $side ->
        [white] białych
       *[black] czarnych
    } Ukoronowanych pionków.
# $count: the captures the learner has.
miss-no-third-capture =
    Ten ruch niczego nie zbił: { $side ->
        [white] białe
       *[black] czarne
    } mają nadal { $count } { $count ->
        [one] zbicie
        [few] zbicia
        [many] zbić
       *[other] zbicia
    }.
miss-cannot-crown-next =
    Po ruchu { $move } zasada drugiego ruchu pozwala { $side ->
        [white] białym
       *[black] czarnym
    } ruszyć w następnym ruchu tylko pionkiem z pola { $square }, a stamtąd nie da się domknąć Trojki.
miss-reply-blocked = Po ruchu { $move } nie da się zagrać przewidzianej w lekcji odpowiedzi { $reply }.
# What the move that met the goal did.
met-step = { $move }: o jedno pole. Każdy pionek może tak wykonać krok, w dowolnym z ośmiu kierunków.
met-crowned = Ruch { $move } domknął Trojkę: pionek na polu { $square } zostaje Ukoronowany; pozostałe pionki w linii pozostają Nieukoronowane.
met-capture = Ukoronowany skaczący pionek zbił drugiego przeskoczonego pionka.
met-uncrown = Pionek na polu { $square } stracił koronę: Nieukoronowany skaczący pionek odbiera koronę drugiemu przeskoczonemu pionkowi.
met-capture-on = Pionek na polu { $square } został zbity; { $first }, przeskoczony jako pierwszy, pozostaje nietknięty.
met-capture-by-uncrowning = Po utracie korony drugi przeskoczony pionek stałby w Trojce swojego koloru: został zbity.
met-third-capture =
    Trzecie zbicie: { $side ->
        [white] białe wygrywają
       *[black] czarne wygrywają
    }.
met-crowned-troika =
    Trzy Ukoronowane pionki w jednej linii: { $side ->
        [white] białe wygrywają
       *[black] czarne wygrywają
    }.
# $met: one of the met-* sentences.
lesson-done = Gotowe! { $met }
# $side: the lesson's opponent; $move: its reply.
lesson-after-reply-bound =
    { $side ->
        [white] Białe odpowiadają
       *[black] Czarne odpowiadają
    } { $move }. Teraz ponownie rusz pionkiem z pola { $square } i ukoronuj go.
lesson-after-reply =
    { $side ->
        [white] Białe odpowiadają
       *[black] Czarne odpowiadają
    } { $move }. Twój ruch.
lesson-not-now-done = Ta lekcja jest ukończona: powtórz ją albo przejdź do następnej lekcji.
lesson-not-now-missed = Ta próba nie osiągnęła celu: naciśnij „Spróbuj ponownie”, aby zacząć od nowa.
lesson-not-now-wait =
    Poczekaj na odpowiedź { $side ->
        [white] białych
       *[black] czarnych
    }.
# The turn line in a lesson.
lesson-side =
    Grasz { $side ->
        [white] białymi
       *[black] czarnymi
    }
lesson-reply-coming =
    { $move }: dobrze. { $side ->
        [white] Białe odpowiadają…
       *[black] Czarne odpowiadają…
    }
lesson-unknown = Nie ma lekcji „{ $id }”.
# Polish: a label, so that no number has to agree.
lessons-done = Ukończone lekcje: { $done } z { $total }

## The study tools: threats, the editor, the analysis, the review

threats-none = W następnym ruchu nie można przeskoczyć żadnego pionka i żaden krok nie domyka Trojki.
# $side: who can do it; $square: the piece or square; $move: the move that does it.
threat-capture =
    { $side ->
        [white] Białe
       *[black] Czarne
    } mogą zbić pionka na polu { $square } ruchem { $move }.
threat-uncrown =
    { $side ->
        [white] Białe
       *[black] Czarne
    } mogą odebrać koronę pionkowi na polu { $square } ruchem { $move }.
threat-hop-first =
    { $side ->
        [white] Białe
       *[black] Czarne
    } mogą przeskoczyć pionka na polu { $square } jako pierwszego, a wtedy pozostanie on nietknięty ({ $move }).
threat-troika =
    { $side ->
        [white] Białe
       *[black] Czarne
    } koronują pionka, domykając Trojkę na polu { $square } ({ $move }).
threat-crowned-troika =
    { $side ->
        [white] Białe
       *[black] Czarne
    } wygrywają, tworząc Ukoronowaną Trojkę na polu { $square } ({ $move }).
# $number: the move number set up.
editor-turn =
    Ustawianie pozycji: na ruchu { $side ->
        [white] białe
       *[black] czarne
    }, ruch numer { $number }.
# $why: why, in English for now.
editor-invalid = Tej pozycji nie da się rozegrać: { $why }.
editor-unreadable = Nie da się odczytać zapisu pozycji: { $why }.
# $text: what was typed.
editor-bad-number = „{ $text }” to nie jest numer ruchu: potrzebna jest liczba całkowita od 1 wzwyż.
analysis-on = Analiza włączona: silnik bada widoczną pozycję.
analysis-off = Analiza wyłączona.
# $count: the workers the analysis may search with (wątek, m.: z 2 / 5 wątków).
analysis-workers =
    { $count ->
        [one] Analiza korzysta z jednego wątku.
        [few] Analiza korzysta z najwyżej { $count } wątków, rozdzielając między nie warianty.
        [many] Analiza korzysta z najwyżej { $count } wątków, rozdzielając między nie warianty.
       *[other] Analiza korzysta z najwyżej { $count } wątków, rozdzielając między nie warianty.
    }
workers-uses =
    { $count ->
        [one] korzysta z jednego wątku
        [few] może korzystać z { $count } wątków (najwyżej jednego na wariant)
        [many] może korzystać z { $count } wątków (najwyżej jednego na wariant)
       *[other] może korzystać z { $count } wątków (najwyżej jednego na wariant)
    }
# $uses: one of the workers-uses clauses.
workers-offered-unknown = Analiza { $uses }.
# $cores: the device's cores (rdzeń, m.: 1 rdzeń, 2 rdzenie, 5 rdzeni).
workers-offered =
    { $cores ->
        [one] To urządzenie ma 1 rdzeń: analiza { $uses }.
        [few] To urządzenie ma { $cores } rdzenie: analiza { $uses }, a jeden rdzeń zostaje dla interfejsu.
        [many] To urządzenie ma { $cores } rdzeni: analiza { $uses }, a jeden rdzeń zostaje dla interfejsu.
       *[other] To urządzenie ma { $cores } rdzenia: analiza { $uses }, a jeden rdzeń zostaje dla interfejsu.
    }
eval-thinking = Obliczanie…
# $count: the winner's moves to the win.
eval-wins-in =
    { $side ->
        [white] Białe
       *[black] Czarne
    } wygrywają w { $count } { $count ->
        [one] ruchu
        [few] ruchach
        [many] ruchach
       *[other] ruchu
    }
eval-white-won = Białe wygrały
eval-black-won = Czarne wygrały
eval-drawn = Remis
# $percent: White's winning chances, a whole number.
eval-chances = Białe { $percent }%
# Why the engine's move was better than the move marked. Polish: clauses after "bo"
# in better-text, their subject the better move.
better-wins-at-once = od razu wygrywa
better-stops-win =
    nie pozwala { $side ->
        [white] białym
       *[black] czarnym
    } wygrać w następnym ruchu
better-captures = zbija pionka
better-uncrowns = odbiera koronę pionkowi
better-crowns = koronuje pionka
# $kept, $left: winning chances in whole percents.
better-keeps =
    utrzymuje szanse { $side ->
        [white] białych
       *[black] czarnych
    } na poziomie { $kept }%, a zagrany ruch zostawił { $left }%
# $class: "inaccuracy", "mistake" or "blunder"; $glyph: ?!, ? or ??; $why: a better-* clause.
better-text =
    { $class ->
        [inaccuracy] Niedokładność
        [mistake] Błąd
       *[blunder] Poważny błąd
    } ({ $glyph }): lepszy był ruch { $move }, bo { $why }.
# A side's accuracy, in whole percents; accuracy lists them ($sides).
accuracy-side =
    { $side ->
        [white] Białe
       *[black] Czarne
    } { $percent }%
accuracy = Dokładność: { $sides }.
# $depth: the search's depth.
depth = głębokość { $depth }
# $moves: the line's moves.
previewing = Podgląd wariantu { $moves }; kliknij planszę lub naciśnij Escape, aby wrócić.
analysis-failed = Analiza została przerwana ({ $why }). Zaznacz „Analiza”, aby spróbować ponownie.
review-failed = Przegląd został przerwany ({ $why }). Naciśnij „Przegląd”, aby spróbować ponownie.
# A marked move's tooltip.
mark-title =
    { $class ->
        [inaccuracy] Niedokładność
        [mistake] Błąd
       *[blunder] Poważny błąd
    }; lepszy ruch: { $move }
review-close = Zamknij przegląd
review-cancel = Anuluj
# $percent: how far the review is, a whole number.
review-progress = Trwa przegląd… { $percent }%
# A side's marked moves of each class.
review-summary =
    { $side ->
        [white] Białe
       *[black] Czarne
    }: { $inaccuracies } { $inaccuracies ->
        [one] niedokładność
        [few] niedokładności
        [many] niedokładności
       *[other] niedokładności
    }, { $mistakes } { $mistakes ->
        [one] błąd
        [few] błędy
        [many] błędów
       *[other] błędu
    }, { $blunders } { $blunders ->
        [one] poważny błąd
        [few] poważne błędy
        [many] poważnych błędów
       *[other] poważnego błędu
    }.

## The player strips

# The mark beside the side to move, the winner, or both sides on a draw.
mark-to-move = Na ruchu
mark-winner = Wygrana
mark-draw = Remis
# The capture slots' name for screen readers; $count: the captures (0 to 3), the enemy
# pieces taken (a language with plural forms chooses them by $count); $total: 3.
# Polish: accusative after "zbiły": 1 pionka, 2 pionki, 0 pionków.
strip-captures =
    { $side ->
        [white] Białe zbiły
       *[black] Czarne zbiły
    } { $count } { $count ->
        [one] pionka
        [few] pionki
        [many] pionków
       *[other] pionka
    } z { $total }
# $label: strip-captures.
strip-captures-title = { $label }: trzy zbicia dają wygraną
# $count: the side's Crowned pieces (0 to 10).
strip-crowned =
    { $side ->
        [white] Białe
       *[black] Czarne
    }: { $count ->
        [0] brak Ukoronowanych pionków
        [one] { $count } Ukoronowany pionek
        [few] { $count } Ukoronowane pionki
        [many] { $count } Ukoronowanych pionków
       *[other] { $count } Ukoronowanego pionka
    }
# $label: strip-crowned.
strip-crowned-title = { $label }: trzy Ukoronowane pionki w jednej linii dają wygraną

## Your games: the filters

filter-white-won = Wygrana białych
filter-black-won = Wygrana czarnych
filter-drawn = Remis
# Of games (partie, pl.).
filter-unfinished = Nieukończone
filter-two-players = Dwie osoby
filter-computer = Komputer
filter-friend = Znajomy
filter-imported = Zaimportowane

## Games replaced, imported, saved

# $why: why, in English for now.
stash-note = { " " }Zastąpiona partia nie została zachowana ({ $why }); przycisk „Poprzednia partia” przywróci ją, dopóki nie zamkniesz tej karty.
previous-unreadable = Nie udało się odczytać poprzedniej partii: { $why }.
import-failed = Nie zaimportowano zapisu: { $why }. Twoja partia się nie zmieniła.
link-failed = Nie udało się otworzyć tego linku: { $why }. Twoja partia się nie zmieniła.
not-saved = Ta partia nie jest zapisywana: { $why }. Możesz grać dalej; skopiuj lub pobierz jej zapis, aby ją zachować.
download-failed = Pobieranie nie powiodło się: { $why }

## Added labels

# The menu button's tooltip.
menu-more = Więcej
# The move list while it is empty.
moves-empty = Nie wykonano jeszcze żadnego ruchu.
# The record shown when the program failed.
crash-record-label = Twoja dotychczasowa partia
# Agree a draw's tooltip.
agree-draw-title = Obaj gracze zgadzają się na remis; naciśnij dwa razy

## The rules' refusals of a move

# $outcome: one of the outcome-* clauses. Polish: the clause begins its own sentence, as
# in game-over.
rule-game-over = Partia jest zakończona. { $outcome }.
rule-empty = Na polu { $square } nie ma pionka.
rule-not-yours =
    Pionek na polu { $square } nie należy do { $side ->
        [white] białych, a teraz ruch białych
       *[black] czarnych, a teraz ruch czarnych
    }.
rule-bound = Zasada drugiego ruchu: w swoim drugim ruchu białe muszą ponownie ruszyć pionkiem, którym ruszyły najpierw; stoi on teraz na polu { $square }.
rule-not-adjacent = { $move } to nie krok: krok prowadzi na sąsiednie pole.
rule-occupied = Pole { $square } jest zajęte.
# $why: one of the jump-* clauses.
rule-illegal-jump = { $move } to nie jest dozwolony podwójny skok: { $why }.
jump-hop-shape = każdy przeskok prowadzi o dwa pola w linii prostej
jump-straight-back = drugi przeskok nie może prowadzić prosto z powrotem nad tym samym pionkiem
jump-nothing-to-hop = przeskok musi prowadzić nad pionkiem przeciwnika
jump-own-piece = pionek nie może przeskakiwać własnych pionków
jump-crowned-hops-crowned = Ukoronowany pionek może przeskakiwać tylko Nieukoronowane pionki
jump-uncrowned-hops-uncrowned = Nieukoronowany pionek może przeskakiwać tylko Ukoronowane pionki
jump-landing-occupied = przeskok musi kończyć się na pustym polu
jump-not-legal = nie ma go wśród dozwolonych ruchów

## Errors the page says

# $side: the puzzle's defender.
puzzle-wait-reply =
    Poczekaj na odpowiedź { $side ->
        [white] białych
       *[black] czarnych
    }.
puzzle-wait-answer =
    Poczekaj, aż { $side ->
        [white] białe
       *[black] czarne
    } odpowiedzą.
puzzle-wait-try-over = Ta próba się zakończyła: spróbuj ponownie albo pokaż rozwiązanie.
puzzle-wait-over = Zadanie jest zakończone: spróbuj je rozwiązać ponownie albo przejdź do następnego zadania.
error-game-on-board = Ta partia jest na planszy: zanim ją usuniesz, rozpocznij lub otwórz inną partię.
# $width: the width asked for, in pixels.
error-picture-width = Obraz może mieć od 120 do 2048 pikseli szerokości, a nie { $width }.
error-gif-under-way = Trwa tworzenie GIF-a: poczekaj, aż się skończy, albo najpierw je anuluj.
error-no-mistakes = „Ucz się na swoich błędach” wymaga zakończonego przeglądu, w którym twoja strona popełniła niedokładność, błąd lub poważny błąd.
error-mistakes-wait = Poczekaj: ta próba jest właśnie oceniana lub cofana; potem spróbuj ponownie.
error-mistakes-settled = Ten ruch jest już rozstrzygnięty: przejdź dalej przyciskiem Dalej albo wróć do partii.
error-no-my-mistakes = Do ćwiczenia błędów potrzebna jest przejrzana partia w Twoich partiach z twoją niedokładnością, błędem lub podstawką: najpierw przejrzyj zakończoną partię.
error-nothing-due = Żaden z twoich błędów nie czeka teraz. { $when }
error-nothing-deleted = Nie ma usuniętej partii do przywrócenia.
error-no-archive = Nie można tu użyć bazy danych przeglądarki, więc nie da się dodać pliku z partiami; zamiast tego zaimportuj pojedynczą partię.
# $id: the id asked for.
error-kept-game = Żadna zachowana partia nie ma identyfikatora „{ $id }”.
error-friend-game = Żadna partia ze znajomym nie ma identyfikatora „{ $id }”.

## A game with a friend on another device

# The draw button: at one screen, then in a friend game.
draw-agree = Zgoda na remis
draw-offer = Zaproponuj remis
draw-accept = Przyjmij remis
# The friend without a name, as the panel names them inside a sentence.
# Polish: a name as typed cannot be declined, so every friend-* sentence below uses
# $name in the nominative, and with verbs that show no gender (present or future tense).
friend-unnamed = twój znajomy
ng-friend-about-live = Na innym urządzeniu, na żywo: jeden link łączy bezpośrednio wasze dwie przeglądarki, z zegarem poniżej.
live-connecting = Łączenie…
live-waiting = Czekam, aż { $name } otworzy zaproszenie: wyślij je przez Udostępnij, Kopiuj link lub kod QR.
live-linking = { $name } jest tutaj: łączenie…
live-connected = Połączono
live-connected-rtt = Połączono · { $ms } ms
live-reconnecting = Połączenie zostało przerwane: ponowne łączenie…
live-left = { $name } opuszcza partię. Ogłoś zwycięstwo, zaczekaj na powrót albo graj dalej przez linki.
live-left-over = { $name } opuszcza partię.
live-no-relay = Żaden przekaźnik nie odpowiedział ({ $relays }): gra na żywo nie może się zacząć. Graj dalej przez linki lub spróbuj później.
live-unreachable = Wasze dwie przeglądarki nie mogą się połączyć w tych sieciach. Graj dalej przez linki.
live-load-failed = Nie udało się wczytać gry na żywo ({ $why }). Graj dalej przez linki.
live-full = Ta partia ma już obu graczy: ta strona do niczego nie dołączyła.
live-ask-takeback = { $name } prosi o cofnięcie swojego ostatniego ruchu.
live-asked-takeback = Poprosiłeś o cofnięcie swojego ostatniego ruchu: czekamy na { $name }.
live-ask-rematch = { $name } proponuje rewanż z zamienionymi kolorami.
live-asked-rematch = Zaproponowałeś rewanż: czekamy na { $name }.
live-yes = Przyjmij
live-no = Odrzuć
live-declined = { $name } odmawia.
live-no-game = To nie jest partia na żywo.
live-not-connected = Twój przyjaciel nie jest połączony.
live-no-takeback-over = Partia się skończyła: nic nie zostanie cofnięte.
live-nothing-to-take-back = Nie masz ruchu do cofnięcia.
live-no-rematch-yet = Rewanż można zaproponować po zakończeniu partii.
live-nothing-asked = Teraz nikt o nic cię nie prosi.
live-no-pause = Zegary partii na żywo należą do obu graczy: nikt nie zatrzymuje ich sam.
live-no-claim = Zwycięstwo można ogłosić dopiero po 30 sekundach bez znaku od drugiego gracza.
live-rematch-started = Rewanż się zaczął: kolory zamienione, ten sam zegar.
live-chat-you = Ty
live-their-move = Ruch: { $name }.
# $name: the friend's name (or friend-unnamed); $side: the side you play.
friend-you-play =
    Grasz { $side ->
        [white] białymi, a { $name } czarnymi
       *[black] czarnymi, a { $name } białymi
    }.
friend-send-last = Wyślij ostatni link: { $name } zobaczy w nim, jak zakończyła się partia.
friend-over = Partia jest zakończona.
friend-send-invitation = Wyślij zaproszenie przyciskiem „Udostępnij” lub „Kopiuj link” albo kodem QR: tak { $name } dołączy do partii.
# Where the browser has no Share button.
friend-send-invitation-no-share = Wyślij zaproszenie przyciskiem „Kopiuj link” albo kodem QR: tak { $name } dołączy do partii.
# $name starts the sentence (its first letter made a capital where it is a letter a–z).
friend-offers = { $name } proponuje remis.
friend-send-offer = Wyślij swoją propozycję remisu: { $name } zobaczy ją po otwarciu linku.
friend-send-move = Wyślij swój ruch przyciskiem „Udostępnij” lub „Kopiuj link” albo kodem QR: { $name } zobaczy go po otwarciu linku.
friend-send-move-no-share = Wyślij swój ruch przyciskiem „Kopiuj link” albo kodem QR: { $name } zobaczy go po otwarciu linku.
friend-your-move = Twój ruch.
friend-waiting = Wysłano. Teraz ruch ma { $name }: otwórz link, który przyjdzie w odpowiedzi.
# Nothing sent yet, the friend moves first (an invitation opened, or sent).
friend-waiting-first = Teraz pierwszy ruch ma { $name }: otwórz link, który przyjdzie.
friend-game-added =
    Dodano partię do twoich partii ze znajomymi: grasz { $side ->
        [white] białymi, a { $name } czarnymi
       *[black] czarnymi, a { $name } białymi
    }.
# $moves: the moves, each after list-comma.
friend-played = { $name } gra { $moves }.
# $ply: a ply of the game (1 for the first move).
friend-not-theirs = Ten link zawiera twój ruch (ruch { $ply } partii), a link może przynieść tylko ruchy znajomego. Nic nie zostało zmienione.
friend-ended-at = Znajomy zakończył partię w ruchu { $ply }, zanim dotarły do niego twoje późniejsze ruchy: te ruchy zostały cofnięte.
friend-stale = Ten link jest starszy niż twoja partia, która doszła już do ruchu { $ply }. Nic nie zostało zmienione.
friend-differs-start = Partia z tego linku różni się od twojej od samego początku. Nic nie zostało zmienione.
friend-differs = Partia z tego linku różni się od twojej od ruchu { $ply }. Nic nie zostało zmienione.
# $why: why, in English for now.
friend-link-refused = Nie można otworzyć linku do tej partii: { $why }. Nic nie zostało zmienione.
# A friend game in the list: $turn, one of friend-turn-*.
friend-game-item = { $name } · { $turn } · ruch { $ply }
# $result: 1-0, 0-1 or ½-½. Of a game (partia, f.).
friend-turn-over = zakończona, { $result }
friend-turn-to-send = do wysłania
friend-turn-yours = twój ruch
friend-turn-theirs = ruch znajomego

## Your games and pictures

# $why: why, in English for now.
picture-failed = Nie udało się utworzyć obrazu: { $why }.
archive-unavailable = Twoich partii nie da się przechowywać w bazie danych tej przeglądarki ({ $why }). Partia na planszy nadal jest zapisywana, a partia, którą zastąpisz, zostaje zachowana jak dotąd.
# A file of games brought in: $count games added, $duplicates already there.
# Polish: accusative after "Dodano": 1 partię, 2 partie, 5 partii.
imported-games =
    Dodano { $count } { $count ->
        [one] partię
        [few] partie
        [many] partii
       *[other] partii
    } do listy „Twoje partie”.
imported-games-duplicates =
    Dodano { $count } { $count ->
        [one] partię
        [few] partie
        [many] partii
       *[other] partii
    } do listy „Twoje partie”; { $duplicates } { $duplicates ->
        [one] partia już tam była
        [few] partie już tam były
        [many] partii już tam było
       *[other] partii już tam było
    }.
# Added after the above, each with its own leading space: a game that could not be read
# ($game: its number in the file; $line: the line; $why: why, in English for now).
# Polish: "partii" is the genitive of both one game and many.
imported-game-error = { " " }Nie udało się odczytać partii { $game } (wiersz { $line }): { $why }.
imported-games-more-errors = { " " }Nie udało się odczytać jeszcze { $count } partii.
# A game of Your games: its buttons; $game: the game as the list shows it.
archive-picture = Obraz
archive-picture-of = Obraz partii { $game }
archive-gif-of = GIF partii { $game }
archive-delete = Usuń: { $game }

## Why something could not be done: clauses that other sentences hold as $why (no
## capital, no full stop, as in "The record was not imported: { $why }.")

# A move's text that cannot be read. $text: the text as typed; $why: one of the two
# clauses after it.
reason-not-a-move = „{ $text }” to nie jest ruch: { $why }
reason-move-shape = potrzebny jest krok, np. a6-a7, albo skok, np. c3xe5xg5
reason-move-square = pola mają oznaczenia od a1 do h8
# The rules' refusals of a move, as clauses (a list's or a record's move).
# $outcome: one of the outcome-* clauses.
# Polish: the outcome-* clauses begin with a capital, as they also stand as sentences.
reason-game-over = partia jest zakończona ({ $outcome })
reason-empty = na polu { $square } nie ma pionka
reason-not-yours =
    pionek na polu { $square } nie należy do { $side ->
        [white] białych, a teraz ruch białych
       *[black] czarnych, a teraz ruch czarnych
    }
reason-bound = zasada drugiego ruchu: w swoim drugim ruchu białe muszą ponownie ruszyć pionkiem, którym ruszyły najpierw (stoi on teraz na polu { $square })
reason-not-adjacent = { $move } to nie krok: krok prowadzi na sąsiednie pole
reason-occupied = pole { $square } jest zajęte
# $why: one of the jump-* clauses.
reason-illegal-jump = { $move } to nie jest dozwolony podwójny skok: { $why }
# A list of moves (a link's, a saved game's): $number counts its moves from 1.
reason-list-unreadable = ruch { $number } z listy, „{ $text }”, nie jest poprawnym zapisem ruchu: { $why }
reason-list-illegal = ruch { $number } z listy, { $move }, jest niedozwolony: { $why }
# A position that cannot be played (the editor's, a record's, a link's).
reason-overlap = na polu { $square } stoją pionki obu kolorów
reason-crown-on-empty = pole { $square } jest oznaczone jako Ukoronowane, ale nie stoi na nim żaden pionek
reason-move-number-zero = numer ruchu musi wynosić co najmniej 1
reason-binding-not-white = związanie zasadą drugiego ruchu wskazuje pole { $square }, na którym nie stoi biały pionek
# $number: the move number.
reason-binding-out-of-turn =
    związanie zasadą drugiego ruchu ({ $square }) w ruchu { $number }, gdy na ruchu są { $side ->
        [white] białe
       *[black] czarne
    }: związanie jest możliwe tylko w ruchu 1, gdy na ruchu są czarne, albo w ruchu 2, gdy na ruchu są białe
# $most: the most pieces a side may have (10).
# Polish: accusative after "mają": 11 pionków, 22 pionki.
reason-too-many-pieces =
    { $side ->
        [white] białe
       *[black] czarne
    } mają { $count } { $count ->
        [one] pionka
        [few] pionki
        [many] pionków
       *[other] pionka
    }; można mieć najwyżej { $most }
reason-both-winning = obie strony już wygrały
# A position's text (TCN, RULES.md section 7) that cannot be read. The letters w, W, b, B,
# the digits and the field order are the notation's, the same in every language.
# Polish: field = część (f.), not "pole" (the square); rank = rząd (m.; rzędy, rzędów).
reason-tcn-empty = zapis pozycji jest pusty
reason-tcn-fields =
    zapis pozycji ma { $count } { $count ->
        [one] część
        [few] części
        [many] części
       *[other] części
    }; oczekiwano 3 lub 4: plansza, strona na ruchu, związanie, [numer ruchu]
reason-tcn-ranks =
    plansza ma { $count } { $count ->
        [one] rząd
        [few] rzędy
        [many] rzędów
       *[other] rzędu
    }; oczekiwano 8 rzędów rozdzielonych znakiem „/”
reason-tcn-rank-width =
    rząd { $rank } ma { $count } { $count ->
        [one] pole
        [few] pola
        [many] pól
       *[other] pola
    } szerokości; oczekiwano 8
# $char: the character found.
reason-tcn-char = nieznany znak „{ $char }” w rzędzie { $rank }; oczekiwano w, W, b, B lub cyfry 1-8
reason-tcn-side = strona na ruchu, „{ $text }”, musi być zapisana jako w lub b
reason-tcn-binding = związanie zasadą drugiego ruchu, „{ $text }”, musi być polem (od a1 do h8) albo znakiem -
reason-tcn-number = numer ruchu „{ $text }” musi być liczbą całkowitą od 1 wzwyż
# A game's record (RULES.md section 9) that cannot be read. Tags ([Event "…"], TCN,
# Repetition, Result) and results (1-0, 0-1, 1/2-1/2, *) are the notation's.
# $line: the line of the record.
# Polish: tag = znacznik (m.); line = wiersz (m.).
reason-record-tag = wiersz { $line }: „{ $text }” to nie jest znacznik w postaci [Event "Casual game"]
# $name: the tag's name.
reason-record-tag-after-moves = wiersz { $line }: znacznik [{ $name } …] stoi po ruchach, a znaczniki muszą poprzedzać ruchy
# $why: one of the reason-tcn-* clauses.
reason-record-tcn = znacznik TCN: { $why }
reason-record-repetition = znacznik Repetition ma nieprawidłową wartość „{ $value }”; dozwolone są on i off
reason-record-result = wynik „{ $value }” jest nieprawidłowy; dozwolone są 1-0, 0-1, 1/2-1/2 i *
reason-record-no-result = w zapisie brakuje znacznika Result
reason-record-unclosed-comment = wiersz { $line }: komentarz otwarty znakiem {"{"} nie został nigdzie zamknięty znakiem {"}"}
reason-record-stray-brace = wiersz { $line }: znak {"}"} nie zamyka żadnego komentarza
reason-record-variation = wiersz { $line }: warianty w nawiasach ( ) nie są obsługiwane; zapis zawiera jeden ciąg ruchów
# $found: the move number as written; $number and $side: the move due.
reason-record-move-number =
    wiersz { $line }: numer ruchu „{ $found }” stoi tam, gdzie powinien być ruch { $number } ({ $side ->
        [white] białych
       *[black] czarnych
    }); brakuje jakiegoś ruchu albo któryś stoi nie na swoim miejscu
# $number and $side: the move; $text: it as written; $why: reason-move-shape or -square.
reason-record-move-unreadable =
    ruch { $number } ({ $side ->
        [white] białych
       *[black] czarnych
    }): „{ $text }” to nie jest ruch: { $why }
# $why: one of the rules' refusals above (reason-empty…).
reason-record-move-illegal =
    ruch { $number } ({ $side ->
        [white] białych
       *[black] czarnych
    }), { $move }, jest niedozwolony: { $why }
reason-record-trailing = nieoczekiwany tekst po wyniku: „{ $text }”
# A game's link (a friend's, a shared position's) that cannot be opened. The parts' names
# ($part: tcn, moves, rep…) are the link's, the same in every language.
reason-link-oversized =
    link jest za długi ({ $count } { $count ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }; link do partii może mieć najwyżej { $most })
# $value: the link's format.
reason-link-version = link pochodzi z innej wersji gry (format „{ $value }”); odśwież stronę, aby zaktualizować grę
reason-link-truncated = link jest ucięty: poproś znajomego, aby wysłał cały link jeszcze raz
reason-link-damaged = link został po drodze zmieniony lub ucięty: poproś znajomego, aby wysłał go jeszcze raz
reason-link-missing = w linku brakuje części „{ $part }”
reason-link-bad = nie da się odczytać części „{ $part }” linku
reason-link-escape = link zawiera uszkodzony kod ze znakiem %
reason-link-not-text = link nie jest poprawnym tekstem
# $why: one of the reason-tcn-* clauses or position reasons above.
reason-link-position = pozycja w linku jest nieprawidłowa: { $why }
# $ply: the move's number in the link, from 1.
reason-link-move = ruch { $ply } w linku jest niedozwolony
reason-link-repetition = część rep linku ma nieprawidłową wartość „{ $value }”; dozwolone są on i off
reason-link-flag = część flag linku ma nieprawidłową wartość „{ $value }”; dozwolone są w i b
# $why: reason-list-unreadable or reason-list-illegal.
reason-link-moves = nie da się rozegrać ruchów z linku: { $why }
# A file the page asked the server for (the rules, the puzzles, a language's words).
reason-fetch-not-response = serwer nie przesłał prawidłowej odpowiedzi
# $status: the HTTP status (404…).
reason-fetch-status = serwer odpowiedział kodem { $status }
reason-fetch-no-text = odpowiedź nie zawiera tekstu
reason-fetch-network = wystąpił błąd sieci
# Storage in the browser.
reason-save-unavailable = ta przeglądarka nie pozwala grze zapisywać danych (tryb prywatny lub ustawienia prywatności)
reason-save-full = pamięć przeglądarki przeznaczona dla tej wersji gry jest pełna
# $why: the browser's own words (often English).
reason-save-refused = przeglądarka odmówiła zapisu ({ $why })
reason-save-refused-silently = przeglądarka odmówiła zapisu, nie podając powodu
reason-save-protecting = zapisana gra, której nie udało się odczytać, zostaje na swoim miejscu, a w pamięci przeglądarki nie zmieszczą się obie
# The computer player's worker (the engine). $why: the browser's own words.
# Polish: worker = wątek silnika (as analysis-workers' wątek).
reason-engine-stopped = obliczenia zostały przerwane
reason-engine-superseded = silnik zajął się nowszym zleceniem
reason-engine-crashed = wątek silnika przestał działać: { $why }
reason-engine-unavailable = nie udało się uruchomić wątku silnika: { $why }
# $lines: the engine's reply, in the engine protocol (not translated).
reason-engine-reply = nie udało się zrozumieć odpowiedzi silnika: { $lines }
reason-puzzles-empty = zestaw zadań jest pusty
reason-engine-said = silnik odpowiedział: { $why }
reason-engine-no-move = silnik nie podał żadnego ruchu
reason-sentence = { $why }.

## The game kept from the last visit, and a failure of the program

# $why: why the saved game could not be read (a reason-record-* clause); $key: where it
# is kept in the browser's storage (a name, not translated).
restore-kept-aside = Nie udało się przywrócić zapisanej gry ({ $why }); jest przechowywana w pamięci tej przeglądarki jako „{ $key }”. Rozpoczęła się nowa partia.
# $copy: why it could not be copied aside (a reason-save-* clause).
restore-left-in-place = Nie udało się przywrócić zapisanej gry ({ $why }) ani zachować jej kopii osobno ({ $copy }): pozostaje w pamięci tej przeglądarki jako „{ $key }”, a nowa partia jej nie nadpisze.
# The notice when the program failed; $why: the program's own message (English).
crashed-saved = Gra zatrzymała się z powodu błędu w programie ({ $why }). Poniżej jest twoja partia do ostatniego ruchu: jeśli nie wróci sama, skopiuj ją, odśwież stronę i zaimportuj ją w sekcji „Zapisz i udostępnij”.
crashed-unsaved = Gra zatrzymała się z powodu błędu w programie ({ $why }). Nie znaleziono zapisanej gry.
