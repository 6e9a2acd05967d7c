### Die Wörter der Seite auf Deutsch: der deutsche Katalog (Sprach-Tag "de"), der den
### eingebauten englischen Katalog src/ui/lang/en.ftl Nachricht für Nachricht übersetzt,
### mit denselben Variablen. Syntax: Project Fluent, https://projectfluent.org/fluent/guide/
### (The page's words in German: the German catalogue, translating en.ftl message for
### message. The glossary below is followed by www/rules.de.html and by every message
### here; a new message follows it too.)
###
### Anrede und Schreibweise
### - Der Spieler wird geduzt, wie auf lichess.org: du, dein, dir (klein geschrieben),
###   Imperativ in der du-Form: "Wähle", "Probier es aus", "Schlage".
### - Substantive groß, Adjektive klein: "ein gekrönter Stein", "eine gekrönte Troika".
###   Die im Englischen großgeschriebenen Spielbegriffe (Crowned, Uncrowned) sind im
###   Deutschen Adjektive und werden klein geschrieben, außer am Satzanfang.
### - Züge und Felder bleiben in der Notation des Spiels (a6-a7, c3xe5xg5, h8), ebenso TCN,
###   Tags einer Aufzeichnung ([Repetition "off"], [Termination "White resigned"]) und
###   Link-Parameter (rep=off): sie werden nie übersetzt.
### - Zahlen: Plural nur [one] und *[other]. Auslassung: "…"; Anführungszeichen: „…“.
###
### Glossar (Glossary): English = Deutsch; Grammatik
### - Three Crowns = Three Crowns (Eigenname, bleibt englisch; "das Spiel Three Crowns").
###   Larry Back, Zillions of Games bleiben unverändert.
### - game (the board game) = Spiel (das); game (one played game) = Partie (die, -n), wie
###   lichess: "eine Partie spielen", "die Partie endet remis".
### - White / Black (the sides) = Weiß / Schwarz: großgeschrieben, Neutrum, ohne Artikel und
###   unflektiert: "Weiß zieht", "Schwarz gewinnt", "Weiß am Zug", "mit Weiß", "gegen
###   Schwarz". Genitiv umschreiben, nie "Weiß'": "White's move" = "der Zug von Weiß",
###   "Black's pieces" = "die Steine von Schwarz" oder "die schwarzen Steine". Pronomen und
###   Possessiv: es / sein ("Weiß muss denselben Stein ziehen, den es in seinem ersten Zug
###   gezogen hat"). Als Adjektiv klein: "ein weißer Stein", "die schwarzen Steine".
###   In Fluent: $side -> [white] Weiß *[black] Schwarz; für "White's ..." den Satz mit
###   "von Weiß" / "von Schwarz" bauen.
### - side = Seite (die, -n): "die Seite am Zug". player = Spieler (der, -); opponent =
###   Gegner (der, -); enemy piece = gegnerischer Stein.
### - piece = Stein (der, -e), wie bei Dame und Mühle (nicht "Figur", das ist Schach).
###   army = Armee (die, -n).
### - square = Feld (das, -er). board = Brett (das, -er). position = Stellung (die, -en).
###   set-up position = aufgebaute Stellung.
### - move (noun) = Zug (der, Züge); to move = ziehen ("mit einem Stein ziehen", "einen
###   Stein ziehen"); turn = Zug ("in seinem zweiten Zug"); to pass = passen.
###   legal move = gültiger Zug. move number = Zugnummer (die, -n).
### - step (noun) = Schritt (der, -e); to step = einen Schritt machen / ziehen ("ein Feld
###   weit ziehen"). Überschrift "Steps" = "Schritte".
### - hop (noun) = Sprung (der, Sprünge): ein einzelner Sprung über einen Stein; to hop (a
###   piece) = (einen Stein) überspringen (untrennbar: "er überspringt", "übersprungen");
###   "the piece hopped first/second" = "der zuerst / als zweiter übersprungene Stein".
### - double jump = Doppelsprung (der, Doppelsprünge). "jump" allein meint im Englischen
###   immer den ganzen Doppelsprung: ebenfalls Doppelsprung (nicht "Sprung", das ist der
###   hop). to jump = springen; jumper = springender Stein (nie "Springer": Schachfigur).
###   "Jumps are never compulsory" = "Es besteht nie Sprungzwang".
### - first landing = erstes Landefeld (das, -er); final landing = letztes Landefeld;
###   path (of a jump) = Weg (der, -e).
### - capture (verb) = schlagen (schlägt, schlug, geschlagen); captured = geschlagen;
###   capture (noun, the act) = das Schlagen; capturing move = Schlagzug (der, -züge);
###   "three captures" = "drei geschlagene Steine"; "White's third capture" = "der dritte
###   von Weiß geschlagene Stein".
### - Crowned = gekrönt (Adjektiv, klein, dekliniert: ein gekrönter Stein, die gekrönten
###   Steine); Uncrowned = ungekrönt (ebenso: ein ungekrönter Stein).
### - crown (noun) = Krone (die, -n): "seine Krone verlieren", "die genommene Krone".
### - to crown = krönen (krönt, gekrönt; "wird gekrönt"); crowning = Krönung (die, -en).
### - to uncrown = entkrönen (entkrönt, entkrönt; "wird entkrönt"), gleichbedeutend mit
###   "die Krone verlieren / nehmen"; uncrowning = Entkrönung (die, -en).
### - Troika = Troika (die, Troikas): Spielbegriff, bleibt; Crowned Troika = gekrönte
###   Troika.
### - win (verb) = gewinnen; win (noun) = Sieg (der, -e): "Sieg durch drei geschlagene
###   Steine", "Sieg durch eine gekrönte Troika"; "White wins" = "Weiß gewinnt".
### - lose = verlieren; loss = Niederlage (die, -n).
### - draw = Remis (das, unveränderlich, Plural Remis): "endet mit einem Remis", adverbial
###   klein: "die Partie endet remis". agree a draw = sich auf Remis einigen; "Draw agreed" =
###   "Remis vereinbart". resign = aufgeben ("Weiß hat aufgegeben").
### - threefold repetition = dreifache Stellungswiederholung (die); repetition =
###   Wiederholung (die, -en). house rule = Hausregel (die, -n).
### - second-turn rule = Zweitzugregel (die): "die Zweitzugregel", "durch die Zweitzugregel
###   gebunden".
### - record (a saved game's text, .tcg) = Aufzeichnung (die, -en); saved game =
###   Speicherstand (der, -stände) oder gespeicherte Partie; link = Link (der, -s);
###   termination (the record's tag) = Abschlussgrund (der).
### - Undo = Rückgängig (Schaltfläche); takeback = Zugrücknahme (die).
### - lesson = Lektion (die, -en): "Lektion 3". puzzle = Aufgabe (die, -n), wie lichess.
### - analysis = Analyse (die, -n); engine = Engine (die, -s), wie lichess; the computer =
###   der Computer.
### - review (the game review) = Partieauswertung (die, -en), kurz Auswertung.
### - inaccuracy = Ungenauigkeit (die, -en); mistake = Fehler (der, -); blunder = grober
###   Patzer (der, -) (alle drei wie lichess). Learn from your mistakes = Aus deinen Fehlern
###   lernen. winning chances = Gewinnchancen (Plural).
### - Try it = Probier es aus.
###
### Die Lektionen, wie die Regelseite sie nennt (in Klammern der Titel in
### src/ui/lessons/course.rs, wo er abweicht):
### - 1 stepping = Schritte
### - 2 crowning through a Troika = Krönung durch eine Troika
### - 3 a Crowned piece captures = ein gekrönter Stein schlägt
### - 4 an Uncrowned piece uncrowns = ein ungekrönter Stein entkrönt
### - 5 only the second hop counts = nur der zweite Sprung zählt
### - 6 uncrowned into a Troika = entkrönt in einer Troika (Uncrowned into a Troika:
###   captured = Entkrönt in einer Troika: geschlagen)
### - 7 a Crowned Troika = eine gekrönte Troika (Winning by a Crowned Troika = Sieg durch
###   eine gekrönte Troika)
### - 8 three captures = drei geschlagene Steine (Winning by three captures = Sieg durch
###   drei geschlagene Steine)
### - 9 the second-turn rule = die Zweitzugregel

## Learn from your mistakes (the review's practice mode)

# $ply: the move's number in the game; $class: "inaccuracy", "mistake" or "blunder";
# $glyph: its mark (?!, ?, ??).
mistake-prompt =
    Zug { $ply }: { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat { $played } gespielt, { $class ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] einen Fehler
       *[blunder] einen groben Patzer
    } ({ $glyph }). Finde einen besseren Zug für { $side ->
        [white] Weiß
       *[black] Schwarz
    }.
# The marked move once a better one is found or shown.
mistake-marked =
    Zug { $ply }: { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat { $played } gespielt, { $class ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] einen Fehler
       *[blunder] einen groben Patzer
    } ({ $glyph }).
# $index: the move on show (1 for the first).
mistakes-progress = Zu verbessernder Zug { $index } von { $total }
mistake-checking = { $move } wird geprüft…
mistake-right-engine = Guter Zug: { $move } ist die Wahl der Engine. Mach mit „Weiter“ weiter.
mistake-right-chances = Guter Zug: Auch { $move } wahrt deine Chancen. Mach mit „Weiter“ weiter.
mistake-played-again = { $move } ist der Zug, der in der Partie gespielt wurde. Probier einen anderen Zug.
mistake-wrong = { $move } gibt zu viel her. Probier einen anderen Zug.
# $why: the reason the engine gave, a sentence of its own.
mistake-unjudged = Dieser Versuch konnte nicht bewertet werden ({ $why }). Versuch es noch einmal.
mistake-hint = Hinweis: Zieh mit dem Stein, der auf { $square } steht.
mistakes-summary =
    Fertig: Du hast für { $side ->
        [white] Weiß
       *[black] Schwarz
    } { $found } von { $total } besseren { $total ->
        [one] Zug
       *[other] Zügen
    } gefunden ({ $shown } gezeigt, { $skipped } übersprungen).
mistakes-started =
    Aus deinen Fehlern lernen: { $total } { $total ->
        [one] Zug
       *[other] Züge
    } von { $side ->
        [white] Weiß
       *[black] Schwarz
    } zu verbessern.
mistakes-skip = Überspringen
mistakes-next = Weiter
mistakes-leave = Zurück zur Partie
mistakes-left = Zurück zur Partie und ihrer Auswertung.
drill-left = Zurück zur Partie.
drill-title = Deine Fehler trainieren
drill-started =
    Deine Fehler trainieren: { $due } { $due ->
        [one] Aufgabe
       *[other] Aufgaben
    } aus deinen ausgewerteten Partien jetzt fällig.
drill-progress = { $due } jetzt fällig · { $solved } gelöst · { $missed } verfehlt
drill-from = Aus deiner Partie vom { $date }, { $white } – { $black }.
drill-done = Jetzt ist nichts mehr fällig: { $solved } gelöst, { $missed } verfehlt. { $when }
drill-in-minutes =
    Die nächste kommt in { $n } { $n ->
        [one] Minute
       *[other] Minuten
    } wieder.
drill-in-hours =
    Die nächste kommt in { $n } { $n ->
        [one] Stunde
       *[other] Stunden
    } wieder.
drill-in-days =
    Die nächste kommt in { $n } { $n ->
        [one] Tag
       *[other] Tagen
    } wieder.
drill-line = Deine Fehler: { $total } · { $due } jetzt fällig · { $learned } gelernt
drill-accuracy-label = Deine Genauigkeit in deinen letzten ausgewerteten Partien, die älteste zuerst
drill-accuracy-bar = { $date }: { $accuracy } %

## The page's language

# Said in the language just chosen.
language-spoken = Die Seite ist auf Deutsch.
# $language: the language's name in itself (Deutsch, 日本語…); $why: why its words
# could not be loaded.
language-unavailable = Die Texte der Sprache { $language } konnten nicht geladen werden ({ $why }): Die Seite bleibt, wie sie ist.

## The page's fixed labels: the texts of index.html's elements that name them in
## data-t (or an attribute's, in data-t-title, data-t-aria-label, data-t-placeholder).
## A message made of several pieces (a sentence with a word in bold) is split where
## the page splits it. "Three Crowns", the game's name, stays as it is.

update-notice-a-new-version-is = Eine neue Version ist bereit; deine Partie ist gespeichert.
update-reload = Neu laden
rest-failed = Ein Teil des Spiels konnte nicht geladen werden. Deine Partie ist gespeichert: Lade die Seite neu, um weiterzuspielen.
export-cancel = Abbrechen
crash-copy = Partieaufzeichnung kopieren
page-skip-to-the-board = Zum Brett springen
page-board-label = Brett
seat-black-label = Schwarz: wer spielt
board-resize-title = Ziehen, um die Brettgröße zu ändern; Doppelklick passt das Brett ans Fenster an
board-resize-label = Brettgröße: ziehen oder Pfeiltasten; Enter passt das Brett ans Fenster an
seat-white-label = Weiß: wer spielt
board-help = Die Pfeiltasten bewegen den Cursor; Enter oder Leertaste wählt einen Stein aus, dann sein Zielfeld. Escape hebt die Auswahl auf.
open-lessons-title = Kurze interaktive Lektionen: Lerne die Regeln, indem du sie spielst
open-lessons = Lernen
open-puzzles-title = Taktikaufgaben: Finde den Zug, der den Sieg erzwingt
open-puzzles = Aufgaben
open-rules = Regeln
welcome-title = Willkommen bei Three Crowns
welcome-goal-capture-three-of-your = Schlage drei Steine deines Gegners oder stelle drei deiner eigenen gekrönten Steine in eine Linie.
welcome-goal-how-to-win = So gewinnst du:
welcome-new-to-the-game = Kennst du das Spiel noch nicht? Neun kurze Lektionen bringen es dir Zug für Zug bei, oder lies zuerst die Regeln.
welcome-play = Spielen
lesson-leave = Zurück zur Partie
result-new = Neue Partie
result-swap = Seiten tauschen und erneut spielen
result-review = Auswertung
result-share = Teilen
result-png-title = Ein Bild der Endstellung herunterladen (PNG)
result-png = Bild
result-gif-title = Ein animiertes GIF der ganzen Partie erstellen
result-gif = GIF
page-game-state-label = Stand der Partie
save-warning-copy = Aufzeichnung kopieren
save-warning-download = Aufzeichnung herunterladen (.tcg)
friend-title = Partie mit einem Freund
friend-name-row-your-name = Dein Name
friend-name-placeholder = Damit dein Freund weiß, wer spielt
friend-copy = Link kopieren
friend-qr = QR-Code
friend-accept = Remis annehmen
friend-qr-code-label = QR-Code des Links: Scanne ihn mit dem Gerät deines Freundes
friend-box-link = Link
lesson-box-label = Lektion
lesson-box-lesson-controls-label = Lektionssteuerung
lesson-retry = Erneut versuchen
lesson-list-title-lessons = Lektionen ·
puzzle-box-label = Aufgabe
puzzle-box-puzzle-controls-label = Aufgabensteuerung
puzzle-solution = Lösung anzeigen
puzzle-progress-label = Dein Fortschritt
puzzle-progress-rating = Wertung
puzzle-progress-streak = Serie
puzzle-progress-solved = Gelöst
puzzle-progress-failed = Nicht gelöst
puzzle-box-link-to-this-puzzle = Link zu dieser Aufgabe
page-study-label = Analysebereich
analysis-box-lines = Varianten
analysis-line-label = Beste Varianten
editor-what-a-click-puts-label = Was ein Klick aufs Brett setzt
editor-white = Weiß
editor-crowned = gekrönt
editor-black = Schwarz
editor-eraser = Radiergummi
editor-to-move = Am Zug
editor-the-white-piece-the-title = Der weiße Stein, den die Zweitzugregel bindet, oder keiner
editor-bound = Gebunden
editor-move = Zug
editor-position-text = Stellungstext
edit-start = Ausgangsstellung
edit-clear = Leeren
edit-play = Von hier spielen
edit-analyse = Analysieren
edit-close = Schließen
review-progress-label = Fortschritt der Auswertung
review-graph-label = Gewinnchancen von Weiß Zug für Zug; klicke, um zu einem Zug zu gehen
review-mistakes = Aus deinen Fehlern lernen
review-export = Kommentierte Aufzeichnung
mistakes-hint = Hinweis
mistakes-show = Lösung anzeigen
page-moves-label = Züge
moves-legend-captures = schlägt
moves-legend-uncrowns = entkrönt
moves-legend-crowned = gekrönt
moves-legend-a-capture-three-win = ein geschlagener Stein (drei gewinnen)
page-browse-the-game-label = Durch die Partie blättern
nav-first-title = Erste Stellung (Pos1)
nav-first-label = Erste Stellung
nav-prev-title = Vorheriger Zug (←)
nav-prev-label = Vorheriger Zug
nav-next-title = Nächster Zug (→)
nav-next-label = Nächster Zug
nav-last-title = Aktuelle Stellung (Ende)
nav-last-label = Aktuelle Stellung
page-game-controls-label = Partiesteuerung
undo = Rückgängig
redo = Wiederholen
flip = Drehen
menu-label = Weitere Aktionen und Einstellungen
resign-title = Die Seite am Zug (oder der Mensch gegen den Computer) gibt auf; zweimal drücken
resign = Aufgeben
open-games-title = Jede Partie, die du hier gespielt hast: suchen, nachspielen, fortsetzen, exportieren
open-games = Deine Partien
reopen-previous-title = Diese Partie mit der tauschen, die eine neue Partie, ein Import oder ein Link ersetzt hat
reopen-previous = Vorherige Partie
hint-title = Den Zug der Engine für die Seite am Zug zeigen
review-game-title = Jede Stellung bewerten und die Fehler markieren
review-game = Partie auswerten
edit-position = Stellung bearbeiten
menu-study-tools-label = Analysewerkzeuge
menu-threats = Drohungen
menu-analysis = Analyse
save-share-save-and-share = Speichern und teilen
save-share-link-to-this-game = Link zu dieser Partie
save-share-this-game-s-record = Aufzeichnung dieser Partie
copy-png = Bild kopieren
save-png = Bild herunterladen (.png)
save-gif = Animiertes GIF
save-share-this-position-tcn = Diese Stellung (TCN)
copy-position = Stellung kopieren
import-open-a-game = Partie öffnen
import-paste-a-game-record = Partieaufzeichnung einfügen
import-record = Diese Aufzeichnung importieren
import-open-a-file = Datei öffnen…
import-the-game-in-progress = Die laufende Partie bleibt auf Wunsch erhalten: Unter
import-brings-it-back = findest du sie wieder.
settings-settings = Einstellungen
settings-game-settings-label = Partieeinstellungen
settings-turn-the-board-to = Brett zur Seite am Zug drehen
settings-draw-on-threefold-repetition = Remis bei dreifacher Stellungswiederholung
settings-display-and-sound-label = Anzeige und Ton
settings-theme = Design
theme-as-the-system = Wie das System
theme-light = Hell
theme-dark = Dunkel
settings-coordinates = Koordinaten
settings-colour-blind-safe-colours = Farben für Farbenblinde
settings-mute-sounds = Töne stummschalten
settings-analysis-workers-at-most = Analyseprozesse, höchstens
move-entry-type-a-move = Zug eingeben
move-input-placeholder = a6-a7 oder c3xe5xg5
move-help = Ein Schritt: Ausgangsfeld-Zielfeld. Ein Doppelsprung: Ausgangsfeld x erstes Landefeld x letztes Landefeld.
rules-title = So spielst du Three Crowns
close-rules-label = Regeln schließen
ng-computer-title = Gegen den Computer spielen
new-game-dialog-level = Stufe
new-game-dialog-you-play = Du spielst
ng-colour-random = Zufällig
ng-two-title = Zu zweit an diesem Gerät
new-game-dialog-white-s-name = Name von Weiß
new-game-dialog-black-s-name = Name von Schwarz
ng-friend-title = Gegen einen Freund spielen
new-game-dialog-on-another-device-each = Auf einem anderen Gerät: Jeder Zug wird als Link übermittelt, den du verschickst. Ohne Bedenkzeit.
ng-friend = Freund einladen
ng-friend-way = Wie
ng-friend-live = Live
ng-friend-links = Per Link
live-wait = Auf die andere Seite warten
live-by-links = Per Link weiterspielen
live-claim = Sieg beanspruchen
live-chat-hide = Chat ausblenden
live-chat-label = Chat
live-chat-placeholder = Schreiben, dann Enter
new-game-dialog-clock = Bedenkzeit
ng-custom-minutes = Minuten
ng-custom-increment-s = Inkrement (s)
replace-title = Eine Partie läuft
replace-keep = Behalten
replace-discard = Verwerfen
games-search-label = Nach dem Namen eines Spielers suchen
games-search-placeholder = Nach Namen suchen
games-result-label = Ergebnis
games-kind-label = Gegner
games-undo-bar-game-deleted = Partie gelöscht.
friend-list-title = Deine Partien mit Freunden
games-export = Alle exportieren (.tcg)
games-dialog-import-games = Partien importieren…
settings-language = Sprache (Language)

## Die Partie: was das Brett ablehnt, Züge, die Zugzeile, Ergebnisse
## (The game: the board's refusals, moves, the turn line, results)

# $square, $from, $to: Felder; $owner: wem der Stein gehört; $side: wer am Zug ist.
refusal-not-yours =
    Auf { $square } steht ein { $owner ->
        [white] weißer
       *[black] schwarzer
    } Stein; { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug.
refusal-no-moves = Die Partie ist vorbei: keine Züge mehr.
refusal-stuck = Der Stein auf { $square } hat keinen gültigen Zug.
refusal-ambiguous = Mehrere Doppelsprünge von { $from } enden auf { $to }: Wähle das erste Landefeld.
refusal-unreachable = Der Stein auf { $from } kann { $to } nicht erreichen: Ein Schritt führt auf ein benachbartes leeres Feld, ein Doppelsprung überspringt zwei gegnerische Steine.
# Ein Zug, beschrieben für die Statuszeile und Screenreader. $side: wer gezogen hat; $move:
# der Zug; $from, $to: seine Felder; $first, $second: die Steine, die ein Doppelsprung
# überspringt; $effects: was er bewirkt hat, zusammengesetzt aus move-uncrowns,
# move-captures und move-crowned unten, jedes mit seinem eigenen Trennzeichen am Anfang.
move-step =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } { $move }: zieht von { $from } nach { $to }{ $effects }.
move-jump =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } { $move }: Doppelsprung von { $from } über { $first } und { $second } nach { $to }{ $effects }.
# $side: die Seite des Steins, der seine Krone verliert.
move-uncrowns =
    ; der { $side ->
        [white] weiße
       *[black] schwarze
    } Stein auf { $square } verliert seine Krone
# $side: die Seite des geschlagenen Steins.
move-captures =
    ; schlägt den { $side ->
        [white] weißen
       *[black] schwarzen
    } Stein auf { $square }
move-crowned = ; wird auf { $square } gekrönt
# Das Trennzeichen kurzer Listen („schlägt, gekrönt“).
list-comma = { ", " }
# Was ein Zug bewirkt hat, in der Zugliste.
mark-captures = schlägt
mark-uncrowns = entkrönt
mark-crowned = gekrönt
# Der Name eines Knopfs der Zugliste für Screenreader; $marks: was der Zug bewirkt hat,
# jeweils nach list-comma.
move-label = Zug { $ply }: { $move }{ $marks }
turn-to-move =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug
turn-bound =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug (Zweitzugregel: der Stein auf { $square })
# $turn: die Zugzeile (ohne Punkt, oder nach Partieende ein Satz mit Punkt); $view: der
# angezeigte Zug; $ply: die Züge der Partie.
turn-showing = { $turn } (angezeigt: Zug { $view } von { $ply })
# Wie eine Partie endete, als Satzteil (outcome macht daraus einen Satz). $winner,
# $loser: Seiten.
outcome-resigned =
    { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt: { $loser ->
        [white] Weiß
       *[black] Schwarz
    } hat aufgegeben
outcome-time =
    { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt durch Zeitüberschreitung
outcome-abandoned =
    { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt: { $loser ->
        [white] Weiß
       *[black] Schwarz
    } hat die Partie verlassen
outcome-three-captures =
    { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt durch drei geschlagene Steine
outcome-crowned-troika =
    { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt durch eine gekrönte Troika
outcome-no-moves = Remis: Die Seite am Zug hat keinen gültigen Zug
outcome-repetition = Remis durch dreifache Stellungswiederholung
outcome-agreement = Remis vereinbart
# $outcome: einer der outcome-*-Satzteile.
outcome = { $outcome }.
# Überschrift der Ergebniskarte ($score: 1-0, 0-1 oder ½-½) und Grund.
result-win =
    { $winner ->
        [white] Weiß gewinnt
       *[black] Schwarz gewinnt
    } · { $score }
result-draw = Remis · { $score }
# The players a result card names ($white, $black: as the strips name them).
result-players = { $white } – { $black }
result-why-three-captures = durch drei geschlagene Steine
result-why-crowned-troika = durch eine gekrönte Troika
result-why-resigned =
    { $loser ->
        [white] Weiß
       *[black] Schwarz
    } hat aufgegeben
result-why-time =
    { $loser ->
        [white] Weiß
       *[black] Schwarz
    } hat auf Zeit verloren
result-why-abandoned =
    { $loser ->
        [white] Weiß
       *[black] Schwarz
    } hat die Partie verlassen
result-why-no-moves = die Seite am Zug hat keinen gültigen Zug
result-why-repetition = dieselbe Stellung zum dritten Mal
result-why-agreement = von den Spielern vereinbart
viewing-start =
    Angezeigt: die Ausgangsstellung (von { $ply } { $ply ->
        [one] Zug
       *[other] Zügen
    })
viewing-move = Angezeigt: Zug { $view } von { $ply }
bound-next = Zweitzugregel: Weiß muss in seinem nächsten Zug wieder den Stein auf { $square } ziehen.
# Der Titel des Browser-Tabs; $turn: die Zugzeile.
page-title = { $turn } · Three Crowns
# Der Name des Bretts für Screenreader; $side: die Seite unten.
board-label =
    Brett, { $side ->
        [white] Weiß
       *[black] Schwarz
    } unten. { $turn }
taken-back-one = Zug { $move } zurückgenommen.
taken-back-two = Züge { $first } und { $second } zurückgenommen.
browsed-after = Angezeigt: die Stellung nach Zug { $view }, { $move }.
browsed-current = Zurück zur aktuellen Stellung, nach { $move }.
browsed-start = Angezeigt: die Ausgangsstellung.
resign-confirm =
    Drücke noch einmal „Aufgeben“, um zu bestätigen: { $side ->
        [white] Weiß gibt auf
       *[black] Schwarz gibt auf
    }.
# $outcome: einer der outcome-*-Satzteile.
withdrawn = Zurückgenommen: { $outcome }. Die Partie geht weiter.
game-over = Die Partie ist vorbei: { $outcome }. Starte eine neue Partie oder nimm den letzten Zug zurück.
repetition-on = Dreifache Stellungswiederholung ist remis (Hausregel an).
repetition-off = Wiederholungsregel aus: Stellungen dürfen sich wiederholen, ohne dass die Partie remis endet.
rules-loading = Die Regeln werden geladen…
# $why: warum, vorerst auf Englisch.
rules-unavailable = Die Regeln konnten nicht geladen werden: { $why }. Schließe sie und öffne sie erneut, um es noch einmal zu versuchen; deine Partie bleibt unverändert.

## Feste Sätze der Statuszeile und der Seite (Fixed sentences of the status line and the page)

# Das Speichern funktioniert nach einem Fehler wieder.
saving-again = Die Partie wird wieder gespeichert.
# Ein Klick beim Blättern kehrt zur aktuellen Stellung zurück.
back-to-current = Zurück zur aktuellen Stellung.
# Rückgängig, obwohl es nichts zurückzunehmen gibt.
nothing-to-undo = Es gibt keinen Zug, der zurückgenommen werden kann.
# Rückgängig nach einer Niederlage auf Zeit.
time-loss-final = Die Partie ging auf Zeit verloren, und ein Ergebnis auf Zeit steht fest: Kein Zug wird zurückgenommen.
# Der erste Druck auf „Remis vereinbaren“ (Agree a draw).
draw-confirm = Drücke noch einmal „Remis vereinbaren“, um zu bestätigen, dass sich beide Spieler auf Remis einigen.
# Aufgeben, wenn der Computer beide Seiten spielt.
nobody-resigns = Der Computer spielt beide Seiten: Es gibt niemanden, der aufgeben könnte.
# Remis vereinbaren ohne zwei Personen am Bildschirm.
no-draw-agreement = Auf Remis einigen können sich nur zwei Personen an diesem Bildschirm.
# Wiederholen, obwohl es nichts nachzuspielen gibt.
nothing-to-redo = Es gibt keinen Zug, der wiederholt werden kann.
# Ein anderer Tab hat diese Partie fortgesetzt (oder Züge darin zurückgenommen).
updated-from-tab = Aus einem anderen Tab aktualisiert.
# Die vorherige Partie ist zurück.
previous-reopened = Die vorherige Partie ist wieder geöffnet.
# Keine vorherige Partie zum Wiederöffnen.
no-previous = Es gibt keine vorherige Partie.
# Eine Aufzeichnung wurde importiert.
imported = Partie importiert.
# Ein geteilter Link wurde geöffnet.
link-opened = Die geteilte Partie wurde geöffnet.
# Der Stellungseditor wurde geöffnet.
editor-open = Stellung bearbeiten: Wähle einen Stein oder den Radiergummi, dann klicke oder ziehe auf dem Brett.
# Der Stellungseditor wurde geschlossen, ohne zu spielen.
editor-closed = Editor geschlossen; die Partie ist wie zuvor.
# Eine Editor-Aktion, ohne dass der Editor offen ist.
editor-not-open = Der Stellungseditor ist nicht geöffnet.
# Der Editor nach einem Neuladen wieder geöffnet, wie er verlassen wurde.
editor-reopened = Der Stellungseditor ist offen, wie du ihn verlassen hast; die Partie wartet, bis du ihn schließt.
# Ein Zug (aus beliebiger Quelle) oder ein Hinweis, während der Editor offen ist.
game-waits-for-editor = Die Partie wartet, solange der Stellungseditor offen ist: Schließe ihn, um weiterzumachen.
# Eine Partie, gestartet aus der Stellung des Editors.
set-up = Neue Partie aus der aufgebauten Stellung.
# Das Angebot einer Auswertung neben dem Ergebnis einer beendeten Partie.
review-offer = Partie auswerten
# Eine Auswertung hat begonnen.
review-started = Die Partie wird ausgewertet: Jede Stellung wird bewertet.
# Eine Auswertung ist fertig.
review-done = Die Auswertung ist fertig: Markierte Züge tragen in der Zugliste ?!, ? oder ??.
# Eine Auswertung wurde abgebrochen.
review-cancelled = Auswertung abgebrochen.
# Eine fertige Auswertung wurde geschlossen.
review-closed = Auswertung geschlossen.
# Die kommentierte Aufzeichnung steht im Aufzeichnungsfeld.
review-exported = Die Aufzeichnung mit den Anmerkungen der Auswertung steht im Bereich „Speichern und teilen“.
# Export verlangt, ohne dass eine Auswertung fertig ist.
no-review = Es gibt keine fertige Auswertung dieser Partie, die exportiert werden könnte.
# Der Tooltip eines Zugs der besten Variante.
preview-title = Die Stellung nach diesem Zug zeigen
# Ein Hinweis, verlangt beim Blättern.
hint-while-browsing = Hinweise gibt es für die aktuelle Stellung der Partie: Kehre zuerst zu ihr zurück.
# Ein Hinweis wird gesucht.
looking-for-hint = Suche nach einem guten Zug…
# Die Seite kommt nicht an die Zwischenablage.
no-clipboard = Diese Seite kann hier nicht auf die Zwischenablage zugreifen: Markiere den Text und kopiere ihn.
# Der Browser hat die Zwischenablage verweigert.
clipboard-refused = Der Browser hat den Zugriff auf die Zwischenablage verweigert; markiere den Text und kopiere ihn stattdessen selbst.
# Die Aufzeichnung ist in der Zwischenablage.
record-copied = Die Partieaufzeichnung ist kopiert.
# Der Text der Stellung wurde kopiert.
position-copied = Die Stellung (TCN) ist kopiert.
# Der Link ist in der Zwischenablage.
link-copied = Der Link zu dieser Partie ist kopiert.

## Feste Sätze: Archiv (Fixed sentences: archive)

# Die Liste ist leer.
no-games-yet = Noch keine Partie: Jede Partie, die du mit mindestens einem Zug spielst, wird hier aufbewahrt.
# Filter oder Suche lassen nichts übrig.
no-games-match = Keine Partie passt: Ändere den Filter oder die Suche.
# Eine Partie wurde gelöscht.
game-deleted = Partie gelöscht. Mit „Rückgängig“ holst du sie zurück.
# Eine gelöschte Partie ist zurück.
game-restored = Die gelöschte Partie ist wieder unter „Deine Partien“.
# Die Zeile der Partie auf dem Brett.
on-the-board = Auf dem Brett
# Die Option „alle“ der Filter.
any-result = Alle Ergebnisse
# Das „alle“ des Gegner-Filters.
any-opponent = Alle Gegner
# Das GIF wird begonnen.
gif-started = Das GIF wird erstellt…
# Das GIF wurde abgebrochen.
gif-cancelled = Das GIF wurde abgebrochen.
# Das PNG wurde kopiert.
picture-copied = Das Bild der Stellung ist kopiert.
# Das PNG wurde heruntergeladen.
picture-downloaded = Das Bild der Stellung ist heruntergeladen.
# Das GIF wurde heruntergeladen.
gif-downloaded = Das GIF der Partie ist heruntergeladen.
# Das GIF wurde geteilt.
gif-shared = Das GIF der Partie ist geteilt.

## Feste Sätze: Freund (Fixed sentences: friend)

# Die Statuszeile, wenn eine Partie mit einem Freund beginnt.
friend-game-started = Partie mit einem Freund gestartet: Schick die Einladung über „Teilen“, „Link kopieren“ oder den QR-Code.
friend-game-started-no-share = Partie mit einem Freund gestartet: Schick die Einladung über „Link kopieren“ oder den QR-Code.
# Der Titel des Teilen-Dialogs für den Link einer Partie mit einem Freund.
friend-share-title = Three Crowns: Du bist am Zug
# Hier wurde Remis angeboten.
friend-draw-offered = Du bietest Remis an: Schick das Angebot deinem Freund zusammen mit deinem Zug oder allein.
# Die Zwischenablage hat den Link einer Partie mit einem Freund übernommen.
friend-link-copied = Der Link ist kopiert: Füge ihn in eine Nachricht an deinen Freund ein.
# Ein Platzwechsel, verlangt in einer Partie mit einem Freund.
friend-seats-fixed = In einer Partie mit einem Freund bleiben die Plätze, wie sie sind: Dein Freund spielt auf seinem eigenen Gerät.
# Motorhilfe (Hinweis, Analyse, Drohungen, Auswertung) in einer laufenden Partie mit einem Freund verlangt.
friend-no-help = In einer Partie mit einem Freund gibt es keinen Hinweis, keine Analyse, keine Drohungen und keine Auswertung, bis die Partie endet.
# Die Wiederholungsregel, umgeschaltet in einer Partie mit einem Freund.
friend-rule-fixed = In einer Partie mit einem Freund bleibt die Wiederholungsregel so, wie sie zu Beginn der Partie war, auf beiden Seiten gleich.
# Rückgängig, nachdem der Zug verschickt wurde.
friend-move-sent = Dein Zug wurde verschickt: Er kann jetzt nicht mehr zurückgenommen werden. Dein Freund ist am Zug.
# Remis verlangt, wo keins angeboten werden kann.
friend-no-draw = Remis kann nur in einer laufenden Partie mit einem Freund angeboten werden.
# „Remis annehmen“ gedrückt, ohne dass ein Angebot besteht.
friend-no-offer = Dein Freund hat kein Remis angeboten.
# Die Skript-API verlangt eine Aktion einer Partie mit einem Freund außerhalb einer solchen.
not-a-friend-game = Die Partie auf dem Brett ist keine Partie mit einem Freund.
# Ein Link von dieser Seite der Partie wurde hier geöffnet.
friend-own-link = Dieser Link enthält deinen eigenen Zug: Schick ihn deinem Freund. Es wurde nichts geändert.
# Ein Link, der dort weitergeht, wo der Spieler hier aufgegeben oder ein Remis angenommen hat.
friend-ended-here = Deine Partie ist hier zu Ende, aber dein Freund hat das noch nicht gesehen: Schick ihm deinen letzten Link noch einmal. Es wurde nichts geändert.
friend-crossed = Dein Freund hat die Partie beim selben Zug beendet wie du, eure Links haben sich gekreuzt: Es gilt das Ende, das der Spieler am Zug gesetzt hat.

## Feste Sätze: Lektionen (Fixed sentences: lessons)

# Der Lernmodus lehnt einen Platzwechsel ab.
lesson-no-seats = Verlasse die Lektionen, um zu ändern, wer spielt.
# Der Beginn einer Lektion: Der Zug des Lernenden wird erwartet (die Anleitung steht darüber).
lesson-your-move = Du bist am Zug.
# Der Knopf zur nächsten Lektion.
lesson-next = Nächste Lektion
lesson-puzzles = Mit Aufgaben üben: { $theme }
# Derselbe Knopf nach der letzten Lektion, alle Lektionen geschafft: zurück zu einer Partie.
lesson-play = Eine Partie spielen
# Gesagt, wenn der Lernmodus so verlassen wird.
lessons-all-done = Alle Lektionen geschafft: Spiel jetzt eine Partie. Die Lektionen findest du jederzeit wieder unter „Lernen“.

## Feste Sätze: Spielen (Fixed sentences: play)

# Eine neue Partie, gestartet aus dem Dialog (oder der Skript-API).
new-game-started = Neue Partie.
# Die laufende Partie wurde verworfen, wie der Spieler es gewählt hat.
game-discarded = Die laufende Partie wurde verworfen.
# Eine Partie mit Uhren kommt nach einem Neuladen zurück: angehalten.
clocks-paused-at-start = Die Uhren sind angehalten, wie du sie verlassen hast: Drücke „Fortsetzen“, um weiterzuspielen.
# `pauseClock` / `resumeClock` in einer Partie ohne Uhren.
no-clock = Diese Partie wird ohne Uhr gespielt.

## Feste Sätze: Aufgaben (Fixed sentences: puzzle)

# Die Lösung wurde gezeigt.
puzzle-shown = Das war die Lösung. Versuch es noch einmal oder mach mit der nächsten Aufgabe weiter.
# Der Aufgabenmodus wurde geöffnet oder verlassen.
puzzles-left = Zurück zu deiner Partie, wie du sie verlassen hast.
# Die Aufgaben werden geladen.
puzzles-loading = Die Aufgaben werden geladen…
# Der Aufgabenmodus lehnt einen Platzwechsel ab.
puzzle-no-seats = Verlasse die Aufgaben, um zu ändern, wer spielt.
# Der Knopf zur nächsten Aufgabe, wenn diese vorbei ist.
puzzle-next = Nächste Aufgabe
# Derselbe Knopf, solange diese nicht vorbei ist.
puzzle-skip = Überspringen
# Der Link zur Aufgabe wurde kopiert.
puzzle-link-copied = Link zur Aufgabe kopiert.

## Feste Sätze: Analyse (Fixed sentences: study)

# Gesagt, wenn die Vorschau einer Variante endet: Die Stellung der Partie ist zurück.
preview-ended = Zurück zur Stellung der Partie.
# Warum eine Auswertung abbricht, wenn die Antwort der Engine keine Bewertung enthält.
no-evaluation = die Engine hat keine Bewertung geliefert

## Ein anderer Tab (Another tab)

other-tab-kept = Ein anderer Tab hat die Partie geändert: Sie wird auch hier gezeigt; die Partie dieses Tabs bleibt als vorherige Partie erhalten.
other-tab = Ein anderer Tab hat die Partie geändert: Sie wird auch hier gezeigt.

## Hinweise und der Fortschritt des GIFs (Hints and the GIF's progress)

hint-game-over = Die Partie ist vorbei: Es gibt keinen Zug mehr, für den es einen Hinweis geben könnte.
hint-not-a-person = Hinweise gibt es nur, wenn ein Mensch am Zug ist.
# $done: die fertigen Bilder; $total: alle.
gif-progress = Das GIF wird erstellt: Bild { $done } von { $total }…

## Aufgaben: Wertung und Themen (Puzzles: the rating and themes)

# $rating: die Wertung der Aufgabe (eine Zahl, so geschrieben, wie sie ist).
puzzle-about = Wertung der Aufgabe: { $rating }.
# $themes: die Namen der Themen, jeweils nach list-comma.
puzzle-about-themes = Wertung der Aufgabe: { $rating }. Themen: { $themes }.
theme-crowned-troika = gekrönte Troika
theme-third-capture = dritter geschlagener Stein
theme-uncrowning = Entkrönung
theme-double-jump = Doppelsprung
theme-crowning = Krönung
theme-quiet-first-move = ruhiger erster Zug
theme-defending = Verteidigung
theme-second-turn = Zweitzugregel
# $theme: the main theme's name; $rating: the puzzle's rating.
puzzle-title = { $theme } · { $rating }
# $count: die Züge bis zum Sieg.
theme-win-in =
    Sieg in { $count } { $count ->
        [one] Zug
       *[other] Zügen
    }

## Puzzles: the choice of theme and difficulty

puzzle-choice-theme-label = Thema
puzzle-choice-level-label = Schwierigkeit
puzzle-theme-all = Alle Themen
puzzle-level-any = Jede Schwierigkeit
puzzle-level-easier = Leichter
puzzle-level-normal = Normal
puzzle-level-harder = Schwerer
puzzle-level-option = { $level } ({ $range })
puzzle-range-any = jede Schwierigkeit
puzzle-range-between = { $min }–{ $max }
puzzle-range-from = ab { $min }
puzzle-range-up-to = bis { $max }
puzzle-chosen = Nächste Aufgaben: { $theme }, { $range }.
puzzle-choice-unknown-theme = Es gibt kein Aufgabenthema „{ $theme }“.
puzzle-choice-upside-down = Die niedrigste Wertung, { $min }, liegt über der höchsten, { $max }.
puzzle-choice-none = Keine Aufgabe hat dieses Thema und diese Schwierigkeit: die Auswahl bleibt unverändert.

## Puzzles: Streak, Storm and the puzzles tried

puzzle-run-streak = Serie
puzzle-run-streak-title = Rätsel mit steigender Schwierigkeit bis zum ersten falschen Zug
puzzle-run-storm = Sturm
puzzle-run-storm-title = Drei Minuten, um so viele Rätsel wie möglich zu lösen
puzzle-run-streak-on = Serie: { $score } gelöst · Bestwert { $best }
puzzle-run-storm-on = Sturm: noch { $time } · { $score } gelöst · Bestwert { $best }
puzzle-run-streak-over = Serie vorbei: { $score } gelöst. Dein Bestwert: { $best }.
puzzle-run-storm-over = Sturm vorbei: { $score } gelöst. Dein Bestwert: { $best }.
puzzle-runs-label = Rätselläufe
puzzle-run-summary = Dieser Lauf
puzzle-history-heading = Versuchte Rätsel
puzzle-tried-solved = { $title } ✓
puzzle-tried-missed = { $title } ✗
puzzle-tried-solved-label = { $title }: gelöst
puzzle-tried-missed-label = { $title }: verfehlt

## Eine Partie beginnen: die Stufen des Computers, die Uhren, die Namen der Spielerleisten
## (Starting a game: the computer's levels, the clocks, the strips' names)

level-1 = Erste Schritte
level-1-about = Zieht fast zufällig, lässt aber nie einen Sieg in einem Zug aus.
level-2 = Anfänger
level-2-about = Schaut einen Zug voraus.
level-3 = Hobbyspieler
level-3-about = Sieht einfache Schlagzüge kommen.
level-4 = Vereinsspieler
level-4-about = Plant ein paar Züge voraus.
level-5 = Stark
level-5-about = Gibt selten einen Stein her.
level-6 = Experte
level-6-about = Bestraft die meisten Fehler.
level-7 = Meister
level-7-about = Rechnet tief; wenig bleibt dem Zufall überlassen.
level-8 = Volle Stärke
level-8-about = Der beste Zug der Engine.
# Eine Stufe im Dialog „Neue Partie“; $name: eine von level-1 … level-8.
level-option = Stufe { $level } · { $name }
clock-none = Ohne Bedenkzeit
clock-custom = Eigene Bedenkzeit…
# $clock: Minuten+Inkrement in Sekunden, etwa 3+2.
clock-bullet = { $clock } · Bullet
clock-blitz = { $clock } · Blitz
clock-rapid = { $clock } · Schnell
clock-classical = { $clock } · Klassisch
custom-clock-refused = Eine eigene Bedenkzeit hat 1 bis { $minutes } Minuten und ein Inkrement von 0 bis { $increment } Sekunden.
# Der Name einer Spielerleiste für den Computer, eine Seite ohne Namen, einen Freund.
strip-computer = Computer · Stufe { $level }
strip-side =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    }
strip-friend-named = Freund ({ $name })
strip-friend = Freund
# The strips in a puzzle and a lesson: the solver, then the side the puzzle or lesson plays.
strip-you = Du
strip-puzzle = Aufgabe
strip-lesson = Lektion
# Die Zeit einer Uhr für Screenreader: $seconds als 9.3 unter zehn Sekunden.
time-tenths = { $seconds } Sekunden
time-seconds =
    { $seconds } { $seconds ->
        [one] Sekunde
       *[other] Sekunden
    }
time-minutes =
    { $minutes } { $minutes ->
        [one] Minute
       *[other] Minuten
    }
time-minutes-seconds =
    { $minutes } { $minutes ->
        [one] Minute
       *[other] Minuten
    } { $seconds } { $seconds ->
        [one] Sekunde
       *[other] Sekunden
    }
# Der Name einer Uhr für Screenreader; $time: eine der time-*-Nachrichten.
clock-label =
    Uhr von { $side ->
        [white] Weiß
       *[black] Schwarz
    }: noch { $time }
clock-label-running =
    Uhr von { $side ->
        [white] Weiß
       *[black] Schwarz
    }: noch { $time }, läuft
replace-question =
    Die laufende Partie ({ $count } { $count ->
        [one] Zug
       *[other] Züge
    }) würde ersetzt werden. Willst du sie unter „Deine Partien“ behalten oder verwerfen?
# Eine behaltene Partie in der Liste; $white, $black: die Namen der Spieler; $result: 1-0,
# 0-1, ½-½ oder kept-unfinished; $count: ihre Züge.
kept-game =
    { $white } – { $black } · { $result } · { $count } { $count ->
        [one] Zug
       *[other] Züge
    }
kept-unfinished = nicht beendet
games-more = Weitere Partien zeigen ({ $shown } von { $total } gezeigt)
standing-line = Deine Wertung: { $rating } ± { $deviation } · { $games ->
        [one] { $games } Partie gegen den Computer
       *[other] { $games } Partien gegen den Computer
    }
standing-about = Eine Glicko-2-Wertung aus deinen beendeten Partien gegen den Computer, hier von der Grundstellung aus gespielt; jede Stufe ist durch Matches zwischen den Stufen bewertet.
standing-level = Stufe
standing-level-rating = Ihre Wertung
standing-won = Gewonnen
standing-drawn = Remis
standing-lost = Verloren
standing-rating = { $rating }
standing-rating-interval = { $rating } ± { $interval }
standing-count = { $n }

## Die Plätze und der Computer als Spieler (The seats and the computer player)

seat-person =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } wird von einem Menschen gespielt.
seat-friend =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } wird von deinem Freund gespielt, dessen Züge per Link kommen.
seat-computer =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } wird vom Computer gespielt, Stufe { $level }.
thinking =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } (Computer, Stufe { $level }) denkt nach…
hint = Hinweis: { $move }.
# $why: warum, vorerst auf Englisch.
no-hint = Kein Hinweis: { $why }.
computer-no-move = Der Computer hat keinen Zug geliefert ({ $why }); er ist angehalten.
computer-crashed = Der Computer funktioniert nicht mehr ({ $why }); er ist angehalten. Drücke „Fortsetzen“, um es noch einmal zu versuchen.
computer-paused = Der Computer ist angehalten.
computer-plays-on = Der Computer spielt weiter.
clocks-paused = Die Partie ist angehalten: Die Uhren stehen.
clocks-run = Die Partie geht weiter: Die Uhr läuft.
# Der Pause-Knopf: was ein Druck darauf bewirkt.
resume = Fortsetzen
pause = Anhalten
# Die Auswahl der Platz-Menüs.
seat-option-person = Mensch
seat-option-friend = Freund
seat-option-computer = Computer, Stufe { $level }

## Cursor, Auswahl und Vorschau auf dem Brett (für Screenreader)
## (The board's cursor, selection and previews, said to screen readers)

# Das Feld des Tastatur-Cursors und sein Stein.
cursor-crowned =
    { $square }: gekrönter { $side ->
        [white] weißer
       *[black] schwarzer
    } Stein
cursor-uncrowned =
    { $square }: ungekrönter { $side ->
        [white] weißer
       *[black] schwarzer
    } Stein
cursor-empty = { $square }: leer
# Nach dem Feld des Cursors angefügt, jeweils mit eigenem Trennzeichen.
cursor-step = { ", ein Zielfeld für einen Schritt" }
cursor-final = { ", ein letztes Landefeld" }
cursor-first-landing = { ", ein erstes Landefeld" }
# Eine Auswahl von Feldern: $squares, jeweils nach list-comma, dann „oder“ $last.
squares-or = { $squares } oder { $last }
# Was ein Zug in der Vorschau bewirken würde: preview-would mit $what aus den
# preview-*-Teilen (der letzte mit preview-and angefügt).
preview-capture = { $square } schlagen
preview-uncrown = { $square } entkrönen
preview-crown = den Stein krönen
preview-win = die Partie gewinnen
preview-and = { $first } und { $last }
preview-would = { $move } würde { $what }
preview-plays = { $move } führt hierher
# $finals: die übrigen letzten Landefelder; $square: das erste Landefeld, das zurückführt.
second-hop = Zweiter Sprung: { $finals } · zurück: { $square }
selection-via = { $from } springt mit erstem Landefeld { $via }; letzte Landefelder: { $squares }.
selection-piece = { $square } ausgewählt.
# Nach selection-piece angefügt, jeweils mit eigenem Leerzeichen am Anfang.
selection-steps = { " " }Schritte nach { $squares }.
selection-jumps = { " " }Doppelsprünge mit erstem Landefeld { $squares }.

## Aufgaben (Puzzles)

puzzle-goal =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } zieht und gewinnt
# $id: die Nummer der Aufgabe in der Sammlung.
puzzle-heading = Aufgabe { $id }
puzzle-prompt-now =
    Du bist am Zug: Finde den Zug, mit dem { $side ->
        [white] Weiß
       *[black] Schwarz
    } sofort gewinnt.
# $count: die Züge des Lösenden bis zum Sieg (2 oder mehr).
puzzle-prompt =
    Du bist am Zug: Finde den Zug, mit dem { $side ->
        [white] Weiß
       *[black] Schwarz
    } in { $count } Zügen gewinnt.
puzzle-right = { $move } ist richtig! Weiter so…
# $side: der Verteidiger.
puzzle-after-reply =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } antwortet mit { $move }. Finde den nächsten Zug.
puzzle-checking =
    { $move }… { $side ->
        [white] Weiß
       *[black] Schwarz
    } sucht eine Verteidigung.
puzzle-wrong-pending =
    { $move } ist nicht der richtige Zug! { $side ->
        [white] Weiß
       *[black] Schwarz
    } sucht die Antwort, die die Partie rettet…
# Warum ein falscher Zug scheitert: $reply, die Antwort des Verteidigers; $solver und
# $defender: Seiten.
puzzle-why-saves =
    { $reply } rettet { $defender ->
        [white] Weiß
       *[black] Schwarz
    }: Danach hat { $solver ->
        [white] Weiß
       *[black] Schwarz
    } keinen erzwungenen Sieg.
puzzle-why-wins =
    { $reply } gewinnt die Partie für { $defender ->
        [white] Weiß
       *[black] Schwarz
    }.
puzzle-why-no-move =
    { $defender ->
        [white] Weiß
       *[black] Schwarz
    } hat keinen Zug mehr: Die Partie endet remis.
puzzle-why-still-wins =
    { $solver ->
        [white] Weiß
       *[black] Schwarz
    } würde zwar immer noch gewinnen, aber nicht so, wie es die Aufgabe verlangt.
# $why: einer der puzzle-why-*-Sätze.
puzzle-wrong = { $move } ist nicht der richtige Zug! { $why } Versuch es noch einmal oder lass dir die Lösung zeigen.
puzzle-another = Auch { $move } gewinnt, aber die Aufgabe hat einen anderen Zug im Sinn: Finde ihn.
# $why: warum, vorerst auf Englisch.
puzzle-no-answer = Das ist nicht der richtige Zug, aber seine Widerlegung konnte nicht gefunden werden ({ $why }). Versuch es noch einmal oder lass dir die Lösung zeigen.
puzzle-solved = Gelöst!
# $change: die Änderung der Wertung, mit Vorzeichen (+16, −12).
puzzle-solved-rating = Gelöst! Deine Aufgabenwertung ändert sich um { $change }.
puzzle-rating-change = Deine Aufgabenwertung ändert sich um { $change }.
# $moves: die Züge der Lösung.
puzzle-showing = Die Lösung: { $moves }.
puzzles-unavailable = Die Aufgaben konnten nicht geladen werden: { $why }. Deine Partie bleibt unverändert.
# $id: was der Link verlangt hat.
puzzle-unknown = Es gibt keine Aufgabe „{ $id }“ in der Sammlung dieser Seite.

## Die Lektionen: Titel und Anleitung jeder Lektion (lesson-<id>-title,
## lesson-<id>-instruction), mit den Namen der Regelseite

lesson-stepping-title = Schritte
lesson-stepping-instruction = Zieh einen weißen Stein nach d5: ein Feld weit, in eine der acht Richtungen, auf ein leeres Feld.
lesson-crowning-title = Krönung durch eine Troika
lesson-crowning-instruction = Zieh einen weißen Stein so, dass er eine Troika vervollständigt, also drei ungekrönte weiße Steine in einer Linie: Der gezogene Stein wird gekrönt.
lesson-capturing-title = Ein gekrönter Stein schlägt
lesson-capturing-instruction = Spring mit dem gekrönten Stein auf c2 über zwei ungekrönte schwarze Steine: Der als zweiter übersprungene Stein wird geschlagen.
lesson-uncrowning-title = Ein ungekrönter Stein entkrönt
lesson-uncrowning-instruction = Spring mit dem ungekrönten Stein auf c3 über zwei gekrönte schwarze Steine, sodass f5 seine Krone verliert.
lesson-second-hop-title = Nur der zweite Sprung zählt
lesson-second-hop-instruction = Schlage den schwarzen Stein auf e3 mit dem gekrönten Stein auf d2: Betroffen ist nur der zweite Stein, den ein Doppelsprung überspringt.
lesson-uncrown-into-troika-title = Entkrönt in einer Troika: geschlagen
lesson-uncrown-into-troika-instruction = Spring mit dem ungekrönten Stein auf c2 so, dass der als zweiter übersprungene gekrönte Stein ungekrönt in einer schwarzen Troika stünde: Er wird stattdessen geschlagen.
lesson-crowned-troika-title = Sieg durch eine gekrönte Troika
lesson-crowned-troika-instruction = Gewinne sofort: Stelle drei gekrönte weiße Steine in eine Linie.
lesson-three-captures-title = Sieg durch drei geschlagene Steine
lesson-three-captures-instruction = Weiß hat schon zwei schwarze Steine geschlagen (Schwarz hat noch acht): Schlage einen dritten, um zu gewinnen.
lesson-second-turn-title = Die Zweitzugregel
lesson-second-turn-instruction = Weiß macht seinen ersten Zug: Kröne einen weißen Stein im zweiten Zug von Weiß, in dem Weiß wieder denselben Stein ziehen muss.

## Die Wörter der Lektionen (The lessons' words)

# $number: die Nummer der Lektion; $title: ihr Titel.
lesson-heading = Lektion { $number }: { $title }
lesson-entry = { $number }. { $title }
lesson-entry-done = { $number }. { $title } (geschafft)
# Warum ein Versuch das Ziel der Lektion verfehlt ($why, einer der miss-*-Sätze), dann
# die Aufforderung, es erneut zu versuchen.
lesson-retry-after = { $why } Versuch es noch einmal.
# $target: das Feld, das die Lektion verlangt.
miss-not-a-step = { $move } ist ein Doppelsprung; diese Lektion verlangt einen Schritt nach { $target }.
miss-wrong-square = { $move } führt nach { $to }, nicht nach { $target }: Zieh einen Stein, der neben { $target } steht.
miss-already-crowned = Der Stein auf { $square } war schon gekrönt; kröne einen ungekrönten Stein, indem du eine Troika vervollständigst.
miss-no-troika-step = Dieser Schritt hat keine Troika gebildet, also wurde nichts gekrönt.
miss-no-troika-jump = Dieser Doppelsprung ist nicht in einer Troika gelandet, also wurde nichts gekrönt.
miss-no-hop = { $move } ist ein Schritt, und ein Schritt überspringt nichts: Mach einen Doppelsprung über zwei gegnerische Steine.
miss-uncrowned-instead = Dieser Doppelsprung hat { $square } nur entkrönt: Ein ungekrönter springender Stein entkrönt, ein gekrönter schlägt.
miss-captured-instead = Dieser Doppelsprung hat { $square } geschlagen: Ungekrönt hätte er in einer Troika seiner eigenen Farbe gestanden.
# $what: lesson-verb-captured oder lesson-verb-uncrowned (ein Partizip); $affected: der
# als zweiter übersprungene Stein.
miss-target-first = Dieser Doppelsprung hat { $target } zuerst übersprungen, also bleibt { $target } unverändert: Nur der als zweiter übersprungene Stein, { $affected }, wurde { $what }.
miss-other-piece = Dieser Doppelsprung hat { $affected } { $what }, nicht { $target }: Betroffen ist nur der zweite Stein, den ein Doppelsprung überspringt.
lesson-verb-captured = geschlagen
lesson-verb-uncrowned = entkrönt
miss-stays-on-board = Dieser Doppelsprung hat { $square } entkrönt, aber ungekrönt steht er in keiner Troika seiner eigenen Farbe, also bleibt er auf dem Brett.
miss-by-crowned = { $square } wurde von einem gekrönten springenden Stein geschlagen; in dieser Lektion geht es darum, wie ein ungekrönter springender Stein schlägt.
miss-no-crowned-troika =
    Dieser Zug hat keine Linie aus drei gekrönten { $side ->
        [white] weißen
       *[black] schwarzen
    } Steinen gebildet.
# $count: die Steine, die der Lernende schon geschlagen hat.
miss-no-third-capture =
    Dieser Zug hat nichts geschlagen: { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat weiterhin erst { $count } { $count ->
        [one] Stein
       *[other] Steine
    } geschlagen.
miss-cannot-crown-next =
    Nach { $move } erlaubt die Zweitzugregel { $side ->
        [white] Weiß
       *[black] Schwarz
    } als Nächstes nur einen Zug mit dem Stein auf { $square }, und von dort kann er keine Troika vervollständigen.
miss-reply-blocked = Nach { $move } kann die von der Lektion vorgesehene Antwort { $reply } nicht gespielt werden.
# Was der Zug bewirkt hat, der das Ziel erreicht hat.
met-step = { $move }: ein Feld weit. Jeder Stein darf so ziehen, in jede der acht Richtungen.
met-crowned = { $move } hat eine Troika vervollständigt: Der Stein auf { $square } ist gekrönt; die anderen Steine der Linie bleiben ungekrönt.
met-capture = Der gekrönte springende Stein hat den als zweiter übersprungenen Stein geschlagen.
met-uncrown = { $square } hat seine Krone verloren: Ein ungekrönter springender Stein entkrönt den zweiten Stein, den er überspringt.
met-capture-on = { $square } wurde geschlagen; { $first }, als erster übersprungen, bleibt unberührt.
met-capture-by-uncrowning = Ungekrönt hätte der als zweiter übersprungene Stein in einer Troika seiner eigenen Farbe gestanden: Er wurde geschlagen.
met-third-capture =
    Der dritte geschlagene Stein: { $side ->
        [white] Weiß gewinnt
       *[black] Schwarz gewinnt
    }.
met-crowned-troika =
    Drei gekrönte Steine in einer Linie: { $side ->
        [white] Weiß gewinnt
       *[black] Schwarz gewinnt
    }.
# $met: einer der met-*-Sätze.
lesson-done = Geschafft! { $met }
# $side: der Gegner in der Lektion; $move: seine Antwort.
lesson-after-reply-bound =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } antwortet mit { $move }. Zieh jetzt noch einmal mit dem Stein auf { $square } und kröne ihn.
lesson-after-reply =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } antwortet mit { $move }. Du bist am Zug.
lesson-not-now-done = Diese Lektion ist geschafft: Wiederhole sie oder mach mit der nächsten Lektion weiter.
lesson-not-now-missed = Dieser Versuch hat das Ziel verfehlt: Drücke „Erneut versuchen“, um neu anzufangen.
lesson-not-now-wait =
    Warte auf die Antwort von { $side ->
        [white] Weiß
       *[black] Schwarz
    }.
# Die Zugzeile in einer Lektion.
lesson-side =
    Du spielst { $side ->
        [white] Weiß
       *[black] Schwarz
    }
lesson-reply-coming =
    { $move }: gut. { $side ->
        [white] Weiß antwortet…
       *[black] Schwarz antwortet…
    }
lesson-unknown = Es gibt keine Lektion „{ $id }“.
lessons-done = { $done } von { $total } Lektionen geschafft

## Die Analysewerkzeuge: Drohungen, der Editor, die Analyse, die Auswertung
## (The study tools: threats, the editor, the analysis, the review)

threats-none = Im nächsten Zug kann kein Stein übersprungen werden, und kein Schritt vervollständigt eine Troika.
# $side: wer es kann; $square: der Stein oder das Feld; $move: der Zug, der es tut.
threat-capture =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } kann { $square } mit { $move } schlagen.
threat-uncrown =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } kann { $square } mit { $move } entkrönen.
threat-hop-first =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } kann { $square } als ersten Stein überspringen und damit unberührt lassen ({ $move }).
threat-troika =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } krönt einen Stein mit einer Troika auf { $square } ({ $move }).
threat-crowned-troika =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt mit einer gekrönten Troika auf { $square } ({ $move }).
# $number: die eingestellte Zugnummer.
editor-turn =
    Aufbau: { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug, Zug { $number }.
# $why: warum, vorerst auf Englisch.
editor-invalid = Keine spielbare Stellung: { $why }.
editor-unreadable = Dieser Stellungstext kann nicht gelesen werden: { $why }.
# $text: was eingegeben wurde.
editor-bad-number = „{ $text }“ ist keine Zugnummer: Erlaubt ist eine ganze Zahl ab 1.
analysis-on = Analyse an: Die Engine untersucht die angezeigte Stellung.
analysis-off = Analyse aus.
# $count: die Prozesse (Worker), mit denen die Analyse rechnen darf.
analysis-workers =
    { $count ->
        [one] Die Analyse rechnet mit einem Prozess.
       *[other] Die Analyse rechnet mit bis zu { $count } Prozessen, die sich die Varianten teilen.
    }
workers-uses =
    { $count ->
        [one] nutzt einen Prozess
       *[other] kann { $count } Prozesse nutzen (höchstens einen pro Variante)
    }
# $uses: einer der workers-uses-Satzteile.
workers-offered-unknown = Die Analyse { $uses }.
# $cores: die Kerne des Geräts.
workers-offered =
    { $cores ->
        [one] Dieses Gerät hat 1 Kern: Die Analyse { $uses }.
       *[other] Dieses Gerät hat { $cores } Kerne: Die Analyse { $uses } und lässt einen Kern für die Seite frei.
    }
eval-thinking = Rechnet…
# $count: die Züge des Gewinners bis zum Sieg.
eval-wins-in =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt in { $count } { $count ->
        [one] Zug
       *[other] Zügen
    }
eval-white-won = Weiß hat gewonnen
eval-black-won = Schwarz hat gewonnen
eval-drawn = Remis
# $percent: die Gewinnchancen von Weiß, eine ganze Zahl (mit geschütztem Leerzeichen vor %).
eval-chances = Weiß { $percent } %
# Warum der Zug der Engine besser war als der markierte Zug (ein Hauptsatz nach „denn“
# in better-text; „er“ ist der bessere Zug).
better-wins-at-once = er gewinnt sofort
better-stops-win =
    er verhindert den Sieg von { $side ->
        [white] Weiß
       *[black] Schwarz
    } im nächsten Zug
better-captures = er schlägt einen Stein
better-uncrowns = er entkrönt einen Stein
better-crowns = er krönt den Stein
# $kept, $left: Gewinnchancen in ganzen Prozent.
better-keeps =
    er hält die Chancen von { $side ->
        [white] Weiß
       *[black] Schwarz
    } bei { $kept } %, während der gespielte Zug nur { $left } % übrig ließ
# $class: "inaccuracy", "mistake" oder "blunder"; $glyph: ?!, ? oder ??; $why: ein
# better-*-Satzteil.
better-text =
    { $class ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Grober Patzer
    } ({ $glyph }): { $move } war besser, denn { $why }.
# Die Genauigkeit einer Seite in ganzen Prozent; accuracy zählt sie auf ($sides).
accuracy-side =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } { $percent } %
accuracy = Genauigkeit: { $sides }.
# $depth: die Suchtiefe.
depth = Tiefe { $depth }
# $moves: die Züge der Variante.
previewing = Vorschau der Variante { $moves }; klicke aufs Brett oder drücke Escape, um zurückzukehren.
analysis-failed = Die Analyse wurde abgebrochen ({ $why }). Setze den Haken bei „Analyse“, um es noch einmal zu versuchen.
review-failed = Die Auswertung wurde abgebrochen ({ $why }). Drücke „Partie auswerten“, um es noch einmal zu versuchen.
# Der Tooltip eines markierten Zugs.
mark-title =
    { $class ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Grober Patzer
    }; besser { $move }
review-close = Auswertung schließen
review-cancel = Abbrechen
# $percent: wie weit die Auswertung ist, eine ganze Zahl.
review-progress = Auswertung läuft… { $percent } %
# Die markierten Züge einer Seite nach Art.
review-summary =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $inaccuracies } { $inaccuracies ->
        [one] Ungenauigkeit
       *[other] Ungenauigkeiten
    }, { $mistakes } { $mistakes ->
        [one] Fehler
       *[other] Fehler
    }, { $blunders } { $blunders ->
        [one] grober Patzer
       *[other] grobe Patzer
    }.

## Die Spielerleisten (The player strips)

# Die Markierung neben der Seite am Zug, dem Gewinner oder bei Remis neben beiden Seiten.
mark-to-move = Am Zug
mark-winner = Gewinner
mark-draw = Remis
# Der Name der Felder für geschlagene Steine, für Screenreader; $count: die geschlagenen
# gegnerischen Steine (0 bis 3), mit der Pluralform nach $count; $total: 3.
strip-captures =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat { $count } { $count ->
        [one] Stein
       *[other] Steine
    } von { $total } geschlagen
# $label: strip-captures.
strip-captures-title = { $label }: Drei geschlagene Steine gewinnen
# $count: die gekrönten Steine der Seite (0 bis 10).
strip-crowned =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $count ->
        [0] keine gekrönten Steine
        [one] { $count } gekrönter Stein
       *[other] { $count } gekrönte Steine
    }
# $label: strip-crowned.
strip-crowned-title = { $label }: Drei gekrönte Steine in einer Linie gewinnen

## Deine Partien: die Filter (Your games: the filters)

filter-white-won = Weiß hat gewonnen
filter-black-won = Schwarz hat gewonnen
filter-drawn = Remis
filter-unfinished = Nicht beendet
filter-two-players = Zwei Spieler
filter-computer = Computer
filter-friend = Freund
filter-imported = Importiert

## Ersetzte, importierte, gespeicherte Partien (Games replaced, imported, saved)

# $why: warum, vorerst auf Englisch.
stash-note = { " " }Die ersetzte Partie konnte nicht gespeichert werden ({ $why }); „Vorherige Partie“ öffnet sie wieder, solange dieser Tab offen ist.
previous-unreadable = Die vorherige Partie konnte nicht gelesen werden: { $why }.
import-failed = Die Aufzeichnung wurde nicht importiert: { $why }. Deine Partie bleibt unverändert.
link-failed = Dieser Link konnte nicht geöffnet werden: { $why }. Deine Partie bleibt unverändert.
not-saved = Diese Partie wird nicht gespeichert: { $why }. Sie geht hier weiter; kopiere ihre Aufzeichnung oder lade sie herunter, um sie zu behalten.
download-failed = Der Download ist fehlgeschlagen: { $why }

## Added labels

# The menu button's tooltip.
menu-more = Mehr
# The move list while it is empty.
moves-empty = Noch keine Züge.
# The record shown when the program failed.
crash-record-label = Deine bisherige Partie
# Agree a draw's tooltip.
agree-draw-title = Beide Spieler vereinbaren Remis; zweimal drücken

## Was die Regeln an einem Zug ablehnen (The rules' refusals of a move)

# $outcome: einer der outcome-*-Satzteile.
rule-game-over = Die Partie ist vorbei ({ $outcome }).
rule-empty = Auf { $square } steht kein Stein.
rule-not-yours =
    Der Stein auf { $square } gehört nicht { $side ->
        [white] Weiß, und Weiß ist am Zug
       *[black] Schwarz, und Schwarz ist am Zug
    }.
rule-bound = Zweitzugregel: In seinem zweiten Zug muss Weiß den Stein ziehen, den es zuerst gezogen hat; er steht jetzt auf { $square }.
rule-not-adjacent = { $move } ist kein Schritt: Ein Schritt führt auf ein benachbartes Feld.
rule-occupied = { $square } ist besetzt.
# $why: einer der jump-*-Satzteile (nach dem Doppelpunkt, daher großgeschrieben).
rule-illegal-jump = { $move } ist kein gültiger Doppelsprung: { $why }.
jump-hop-shape = Jeder Sprung führt zwei Felder weit in gerader Linie
jump-straight-back = Der zweite Sprung darf nicht gerade zurück über denselben Stein führen
jump-nothing-to-hop = Ein Sprung muss über einen gegnerischen Stein führen
jump-own-piece = Ein Stein darf keine eigenen Steine überspringen
jump-crowned-hops-crowned = Ein gekrönter Stein darf nur ungekrönte Steine überspringen
jump-uncrowned-hops-uncrowned = Ein ungekrönter Stein darf nur gekrönte Steine überspringen
jump-landing-occupied = Ein Sprung muss auf einem leeren Feld landen
jump-not-legal = Er gehört nicht zu den gültigen Zügen

## Fehlermeldungen der Seite (Errors the page says)

# $side: der Verteidiger in der Aufgabe.
puzzle-wait-reply =
    Warte auf die Antwort von { $side ->
        [white] Weiß
       *[black] Schwarz
    }.
puzzle-wait-answer =
    Warte, bis { $side ->
        [white] Weiß
       *[black] Schwarz
    } geantwortet hat.
puzzle-wait-try-over = Dieser Versuch ist vorbei: Versuch es noch einmal oder lass dir die Lösung zeigen.
puzzle-wait-over = Die Aufgabe ist vorbei: Versuch sie noch einmal oder mach mit der nächsten Aufgabe weiter.
error-game-on-board = Diese Partie ist auf dem Brett: Starte oder öffne eine andere Partie, bevor du sie löschst.
# $width: die verlangte Breite in Pixeln.
error-picture-width = Ein Bild ist 120 bis 2048 Pixel breit, nicht { $width }.
error-gif-under-way = Gerade wird ein GIF erstellt: Warte darauf oder brich es zuerst ab.
error-no-mistakes = „Aus deinen Fehlern lernen“ braucht eine fertige Auswertung, in der deine Seite eine Ungenauigkeit, einen Fehler oder einen groben Patzer gemacht hat.
error-mistakes-wait = Warte: Dieser Versuch wird gerade bewertet oder zurückgenommen; versuch es danach noch einmal.
error-mistakes-settled = Dieser Zug ist erledigt: Mach mit „Weiter“ weiter oder geh zurück zur Partie.
error-no-my-mistakes = Zum Trainieren deiner Fehler braucht es eine ausgewertete Partie unter „Deine Partien“ mit einer Ungenauigkeit, einem Fehler oder einem groben Fehler von dir: Werte zuerst eine beendete Partie aus.
error-nothing-due = Keiner deiner Fehler ist jetzt fällig. { $when }
error-nothing-deleted = Es gibt keine gelöschte Partie, die zurückgeholt werden könnte.
error-no-archive = Die Datenbank dieses Browsers kann hier nicht genutzt werden, deshalb kann keine Datei mit Partien hinzugefügt werden; öffne stattdessen eine einzelne Partie über „Partie öffnen“.
# $id: die verlangte ID.
error-kept-game = Keine aufbewahrte Partie hat die ID „{ $id }“.
error-friend-game = Keine Partie mit einem Freund hat die ID „{ $id }“.

## Eine Partie mit einem Freund auf einem anderen Gerät (A game with a friend on another device)

# Der Remis-Knopf: an einem Bildschirm, dann in einer Partie mit einem Freund.
draw-agree = Remis vereinbaren
draw-offer = Remis anbieten
draw-accept = Remis annehmen
# Der Freund ohne Namen, wie ihn das Feld im Satz nennt. Jeder Satz unten setzt $name in
# den Nominativ, damit „dein Freund“ überall passt.
friend-unnamed = dein Freund
ng-friend-about-live = Auf einem anderen Gerät, live: Ein Link verbindet eure beiden Browser direkt, mit der Bedenkzeit unten.
live-connecting = Verbinde…
live-waiting = Warte darauf, dass { $name } die Einladung öffnet: Schick sie per Teilen, Link kopieren oder QR-Code.
live-linking = { $name } ist da: Verbinde…
live-connected = Verbunden
live-connected-rtt = Verbunden · { $ms } ms
live-reconnecting = Die Verbindung ist weg: Verbinde neu…
live-left = { $name } hat die Partie verlassen. Beanspruche den Sieg, warte auf die Rückkehr oder spiel per Link weiter.
live-left-over = { $name } ist nicht mehr da.
live-no-relay = Kein Relay hat geantwortet ({ $relays }): Live-Spiel kann nicht beginnen. Spiel per Link weiter oder versuch es später.
live-unreachable = Eure beiden Browser erreichen einander in diesen Netzen nicht. Spiel per Link weiter.
live-load-failed = Das Live-Spiel konnte nicht geladen werden ({ $why }). Spiel per Link weiter.
live-full = Diese Partie hat schon beide Spieler: Diese Seite ist nicht beigetreten.
live-ask-takeback = { $name } bittet, den letzten Zug zurückzunehmen.
live-asked-takeback = Du hast gebeten, deinen letzten Zug zurückzunehmen: Warte auf { $name }.
live-ask-rematch = { $name } bietet eine Revanche mit getauschten Farben an.
live-asked-rematch = Du hast eine Revanche angeboten: Warte auf { $name }.
live-yes = Annehmen
live-no = Ablehnen
live-declined = { $name } hat abgelehnt.
live-no-game = Dies ist keine Live-Partie.
live-not-connected = Dein Freund ist nicht verbunden.
live-no-takeback-over = Die Partie ist vorbei: Nichts wird zurückgenommen.
live-nothing-to-take-back = Du hast keinen Zug, den du zurücknehmen kannst.
live-no-rematch-yet = Eine Revanche kann angeboten werden, sobald die Partie vorbei ist.
live-nothing-asked = Gerade wird nichts von dir erbeten.
live-no-pause = Die Uhren einer Live-Partie gehören beiden Spielern: Keiner hält sie allein an.
live-no-claim = Den Sieg kannst du erst nach 30 Sekunden ohne ein Zeichen der anderen Seite beanspruchen.
live-rematch-started = Die Revanche hat begonnen: Farben getauscht, dieselbe Uhr.
live-chat-you = Du
live-their-move = { $name } ist am Zug.
# $name: der Name des Freundes (oder friend-unnamed); $side: die Seite, die du spielst.
friend-you-play =
    { $side ->
        [white] Du spielst Weiß, { $name } spielt Schwarz.
       *[black] Du spielst Schwarz, { $name } spielt Weiß.
    }
friend-send-last = Schick den letzten Link, damit { $name } sieht, wie die Partie geendet hat.
friend-over = Die Partie ist vorbei.
friend-send-invitation = Schick die Einladung über „Teilen“, „Link kopieren“ oder den QR-Code, damit { $name } mitspielen kann.
# Where the browser has no Share button.
friend-send-invitation-no-share = Schick die Einladung über „Link kopieren“ oder den QR-Code, damit { $name } mitspielen kann.
# $name steht am Satzanfang (sein erster Buchstabe wird großgeschrieben, wenn er ein
# Buchstabe a–z ist).
friend-offers = { $name } bietet Remis an.
friend-send-offer = Schick dein Remisangebot ab, damit { $name } darüber entscheiden kann.
friend-send-move = Schick deinen Zug über „Teilen“, „Link kopieren“ oder den QR-Code, damit { $name } antworten kann.
friend-send-move-no-share = Schick deinen Zug über „Link kopieren“ oder den QR-Code, damit { $name } antworten kann.
friend-your-move = Du bist am Zug.
friend-waiting = Verschickt. Jetzt ist { $name } am Zug: Öffne den Link, den du zurückbekommst.
# Nothing sent yet, the friend moves first (an invitation opened, or sent).
friend-waiting-first = Jetzt ist { $name } mit dem ersten Zug dran: Öffne den Link, den du bekommst.
friend-game-added =
    Die Partie steht jetzt unter deinen Partien mit Freunden: { $side ->
        [white] Du spielst Weiß, { $name } spielt Schwarz.
       *[black] Du spielst Schwarz, { $name } spielt Weiß.
    }
# $moves: die Züge, jeweils nach list-comma.
friend-played = { $name } hat { $moves } gespielt.
# $ply: ein Zug der Partie (1 für den ersten).
friend-not-theirs = Dieser Link spielt in Zug { $ply } einen deiner eigenen Züge: Ein Link bringt nur die Züge deines Freundes. Es wurde nichts geändert.
friend-ended-at = Dein Freund hat die Partie in Zug { $ply } beendet, bevor ihn deine späteren Züge erreicht haben: Diese Züge werden zurückgenommen.
friend-stale = Dieser Link ist älter als deine Partie, die schon bei Zug { $ply } ist. Es wurde nichts geändert.
friend-differs-start = Die Partie dieses Links weicht von Anfang an von deiner ab. Es wurde nichts geändert.
friend-differs = Die Partie dieses Links weicht ab Zug { $ply } von deiner ab. Es wurde nichts geändert.
# $why: warum, vorerst auf Englisch.
friend-link-refused = Dieser Partielink kann nicht geöffnet werden: { $why }. Es wurde nichts geändert.
# Eine Partie mit einem Freund in der Liste: $turn, einer der friend-turn-*-Zustände.
friend-game-item = { $name } · { $turn } · Zug { $ply }
# $result: 1-0, 0-1 oder ½-½.
friend-turn-over = beendet, { $result }
friend-turn-to-send = noch zu verschicken
friend-turn-yours = du bist am Zug
friend-turn-theirs = wartet auf Antwort

## Deine Partien und Bilder (Your games and pictures)

# $why: warum, vorerst auf Englisch.
picture-failed = Das Bild konnte nicht erstellt werden: { $why }.
archive-unavailable = Deine Partien können nicht in der Datenbank dieses Browsers aufbewahrt werden ({ $why }). Die Partie auf dem Brett wird weiterhin gespeichert, und eine Partie, die du ersetzt, bleibt wie bisher erhalten.
# Eine Datei mit Partien wurde eingelesen: $count Partien hinzugefügt, $duplicates schon vorhanden.
imported-games =
    { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } zu „Deine Partien“ hinzugefügt.
imported-games-duplicates =
    { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } zu „Deine Partien“ hinzugefügt; { $duplicates ->
        [one] { $duplicates } Partie war
       *[other] { $duplicates } Partien waren
    } schon vorhanden.
# Nach dem Satz oben angefügt, jeweils mit eigenem Leerzeichen am Anfang: eine Partie, die
# nicht gelesen werden konnte ($game: ihre Nummer in der Datei; $line: die Zeile; $why:
# warum, vorerst auf Englisch).
imported-game-error = { " " }Partie { $game } (Zeile { $line }) konnte nicht gelesen werden: { $why }.
imported-games-more-errors =
    { " " }{ $count ->
        [one] { $count } weitere konnte
       *[other] { $count } weitere konnten
    } nicht gelesen werden.
# A game of Your games: its buttons; $game: the game as the list shows it.
archive-picture = Bild
archive-picture-of = Bild von { $game }
archive-gif-of = GIF von { $game }
archive-delete = Löschen: { $game }

## Warum etwas nicht ging (Why something could not be done): Satzteile, die andere Sätze
## als $why einsetzen, am Anfang klein (außer Substantiven) und ohne Schlusspunkt, wie in
## „Die Aufzeichnung wurde nicht importiert: { $why }.“

# Ein Zug als Text, der nicht gelesen werden kann. $text: der Text, wie er eingegeben
# wurde; $why: einer der beiden Satzteile danach.
reason-not-a-move = „{ $text }“ ist kein Zug: { $why }
reason-move-shape = Schritte schreibt man wie a6-a7, Doppelsprünge wie c3xe5xg5
reason-move-square = Felder reichen von a1 bis h8
# Was die Regeln an einem Zug ablehnen, als Satzteile (ein Zug einer Liste oder einer
# Aufzeichnung). $outcome: einer der outcome-*-Satzteile.
reason-game-over = die Partie ist vorbei ({ $outcome })
reason-empty = { $square } ist leer
reason-not-yours =
    der Stein auf { $square } gehört nicht { $side ->
        [white] Weiß, und Weiß ist am Zug
       *[black] Schwarz, und Schwarz ist am Zug
    }
reason-bound = Zweitzugregel: In seinem zweiten Zug muss Weiß den Stein ziehen, den es zuerst gezogen hat; er steht jetzt auf { $square }
reason-not-adjacent = { $move } ist kein Schritt: Ein Schritt führt auf ein benachbartes Feld
reason-occupied = { $square } ist besetzt
# $why: einer der jump-*-Satzteile.
reason-illegal-jump = { $move } ist kein gültiger Doppelsprung: { $why }
# Eine Liste von Zügen (eines Links, eines Speicherstands): $number zählt ihre Züge ab 1.
reason-list-unreadable = Zug { $number } der Liste, „{ $text }“, ist kein Zug: { $why }
reason-list-illegal = Zug { $number } der Liste, { $move }, ist ungültig: { $why }
# Eine Stellung, die nicht gespielt werden kann (im Editor, in einer Aufzeichnung, in
# einem Link).
reason-overlap = auf { $square } stehen Steine beider Farben
reason-crown-on-empty = { $square } ist als gekrönt markiert, aber dort steht kein Stein
reason-move-number-zero = die Zugnummer muss mindestens 1 sein
reason-binding-not-white = die Zweitzugregel bindet { $square }, aber dort steht kein weißer Stein
# $number: die Zugnummer.
reason-binding-out-of-turn =
    die Zweitzugregel bindet { $square }, während bei Zug { $number } { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug ist: Sie bindet nur, wenn bei Zug 1 Schwarz oder bei Zug 2 Weiß am Zug ist
# $most: die höchste Zahl von Steinen, die eine Seite haben darf (10).
reason-too-many-pieces =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat { $count } Steine; erlaubt sind höchstens { $most }
reason-both-winning = beide Seiten haben bereits gewonnen
# Ein Stellungstext (TCN, RULES.md Abschnitt 7), der nicht gelesen werden kann. Die
# Buchstaben w, W, b, B, die Ziffern und die Reihenfolge der Teile gehören zur Notation
# und sind in jeder Sprache gleich.
reason-tcn-empty = der Stellungstext ist leer
reason-tcn-fields =
    der Stellungstext hat { $count ->
        [one] { $count } Teil
       *[other] { $count } Teile
    }; erwartet werden 3 oder 4: Brett, Seite am Zug, gebundenes Feld, [Zugnummer]
reason-tcn-ranks =
    das Brett hat { $count ->
        [one] { $count } Reihe
       *[other] { $count } Reihen
    }; erwartet werden 8, getrennt durch „/“
reason-tcn-rank-width =
    Reihe { $rank } ist { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    } breit; erwartet werden 8
# $char: das gefundene Zeichen.
reason-tcn-char = unbekanntes Zeichen „{ $char }“ in Reihe { $rank }; erwartet werden w, W, b, B oder eine Ziffer 1-8
reason-tcn-side = die Seite am Zug „{ $text }“ muss w oder b sein
reason-tcn-binding = die Angabe zum gebundenen Feld „{ $text }“ muss ein Feld (a1 bis h8) oder - sein
reason-tcn-number = die Zugnummer „{ $text }“ muss eine ganze Zahl ab 1 sein
# Eine Aufzeichnung einer Partie (RULES.md Abschnitt 9), die nicht gelesen werden kann.
# Tags ([Event "…"], TCN, Repetition, Result) und Ergebnisse (1-0, 0-1, 1/2-1/2, *)
# gehören zur Notation. $line: die Zeile der Aufzeichnung.
reason-record-tag = Zeile { $line }: „{ $text }“ ist kein Tag wie [Event "Casual game"]
# $name: der Name des Tags.
reason-record-tag-after-moves = Zeile { $line }: Das Tag [{ $name } …] steht nach den Zügen; Tags gehören an den Anfang
# $why: einer der reason-tcn-*-Satzteile.
reason-record-tcn = TCN-Tag: { $why }
reason-record-repetition = das Repetition-Tag „{ $value }“ muss on oder off sein
reason-record-result = das Ergebnis „{ $value }“ muss 1-0, 0-1, 1/2-1/2 oder * sein
reason-record-no-result = der Aufzeichnung fehlt das Result-Tag
reason-record-unclosed-comment = Zeile { $line }: Ein mit {"{"} geöffneter Kommentar wird nie mit {"}"} geschlossen
reason-record-stray-brace = Zeile { $line }: Die Klammer {"}"} schließt keinen Kommentar
reason-record-variation = Zeile { $line }: Varianten in ( ) werden nicht unterstützt; eine Aufzeichnung enthält nur eine Zugfolge
# $found: die Zugnummer, wie sie dasteht; $number und $side: der fällige Zug.
reason-record-move-number =
    Zeile { $line }: Die Zugnummer „{ $found }“ steht dort, wo Zug { $number } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) kommen müsste; ein Zug fehlt oder steht an der falschen Stelle
# $number und $side: der Zug; $text: der Zug, wie er dasteht; $why: reason-move-shape
# oder reason-move-square.
reason-record-move-unreadable =
    Zug { $number } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }): „{ $text }“ ist kein Zug: { $why }
# $why: einer der Satzteile oben, mit denen die Regeln einen Zug ablehnen (reason-empty…).
reason-record-move-illegal =
    Zug { $number } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }), { $move }, ist ungültig: { $why }
reason-record-trailing = unerwarteter Text nach dem Ergebnis: „{ $text }“
# Ein Link zu einer Partie (von einem Freund, zu einer geteilten Stellung), der nicht
# geöffnet werden kann. Die Namen der Teile ($part: tcn, moves, rep…) gehören zum Link und
# sind in jeder Sprache gleich.
reason-link-oversized = der Link ist zu lang ({ $count } Zeichen; ein Partielink hat höchstens { $most })
# $value: das Format des Links.
reason-link-version = der Link stammt aus einer anderen Version des Spiels (Format „{ $value }“); lade die Seite neu, um sie zu aktualisieren
reason-link-truncated = der Link ist unvollständig: Bitte deinen Freund, den ganzen Link noch einmal zu schicken
reason-link-damaged = der Link wurde unterwegs verändert oder gekürzt: Bitte deinen Freund, ihn noch einmal zu schicken
reason-link-missing = dem Link fehlt der Teil „{ $part }“
reason-link-bad = der Teil „{ $part }“ des Links kann nicht gelesen werden
reason-link-escape = der Link enthält eine fehlerhafte %-Kodierung
reason-link-not-text = der Link ist kein gültiger Text
# $why: einer der reason-tcn-*-Satzteile oder einer der Gründe oben, warum eine Stellung
# nicht gespielt werden kann.
reason-link-position = die Stellung des Links ist ungültig: { $why }
# $ply: die Nummer des Zugs im Link, ab 1.
reason-link-move = Zug { $ply } des Links ist ungültig
reason-link-repetition = rep „{ $value }“ im Link muss on oder off sein
reason-link-flag = flag „{ $value }“ im Link muss w oder b sein
# $why: reason-list-unreadable oder reason-list-illegal.
reason-link-moves = die Züge des Links können nicht gespielt werden: { $why }
# Eine Datei, die die Seite vom Server anfordert (die Regeln, die Aufgaben, die Wörter
# einer Sprache).
reason-fetch-not-response = der Server hat keine gültige Antwort geliefert
# $status: der HTTP-Status (404…).
reason-fetch-status = der Server hat mit { $status } geantwortet
reason-fetch-no-text = die Antwort enthält keinen Text
reason-fetch-network = die Netzwerkverbindung ist fehlgeschlagen
# Speichern im Browser.
reason-save-unavailable = dieser Browser lässt die Seite keine Daten speichern (privater Modus oder eine Datenschutzeinstellung)
reason-save-full = der Speicher des Browsers für diese Website ist voll
# $why: die eigenen Worte des Browsers (oft auf Englisch).
reason-save-refused = der Browser hat das Speichern verweigert ({ $why })
reason-save-refused-silently = der Browser hat das Speichern ohne Angabe von Gründen verweigert
reason-save-protecting = der Speicherstand, der nicht gelesen werden konnte, bleibt an seiner Stelle erhalten, und der Speicher hat keinen Platz für beide
# Der Prozess (Worker) des Computergegners, die Engine. $why: die eigenen Worte des
# Browsers.
reason-engine-stopped = die Berechnung wurde abgebrochen
reason-engine-superseded = eine neuere Anfrage hatte Vorrang
reason-engine-crashed = der Engine-Prozess ist abgestürzt: { $why }
reason-engine-unavailable = der Engine-Prozess konnte nicht starten: { $why }
# $lines: die Antwort der Engine im Engine-Protokoll (nicht übersetzt).
reason-engine-reply = die Antwort der Engine war unverständlich: { $lines }
reason-puzzles-empty = die Aufgabensammlung ist leer
reason-engine-said = die Engine meldete: { $why }
reason-engine-no-move = die Engine hat keinen Zug geliefert
reason-sentence = { $why }.

## Die vom letzten Besuch aufbewahrte Partie und ein Programmfehler (The game kept from the
## last visit, and a failure of the program)

# $why: warum der Speicherstand nicht gelesen werden konnte (ein reason-record-*-Satzteil);
# $key: wo er im Speicher des Browsers liegt (ein Name, nicht übersetzt).
restore-kept-aside = Die gespeicherte Partie konnte nicht wiederhergestellt werden ({ $why }); sie bleibt im Speicher dieses Browsers unter „{ $key }“ erhalten. Eine neue Partie hat begonnen.
# $copy: warum sie nicht an anderer Stelle gesichert werden konnte (ein reason-save-*-Satzteil).
restore-left-in-place = Die gespeicherte Partie konnte nicht wiederhergestellt werden ({ $why }) und auch nicht an anderer Stelle gesichert werden ({ $copy }): Sie bleibt unter „{ $key }“ im Speicher dieses Browsers, und diese neue Partie wird nicht darüber gespeichert.
# Die Meldung, wenn das Programm versagt hat; $why: die eigene Meldung des Programms
# (auf Englisch).
crashed-saved = Das Spiel ist wegen eines Programmfehlers stehen geblieben ({ $why }). Deine Partie bis zum letzten Zug steht unten: Kopiere sie, lade die Seite neu und importiere sie über „Speichern und teilen“, falls sie nicht von selbst wieder erscheint.
crashed-unsaved = Das Spiel ist wegen eines Programmfehlers stehen geblieben ({ $why }). Es wurde keine gespeicherte Partie gefunden.
