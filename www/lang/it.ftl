### Le parole della pagina in italiano: il catalogo italiano (tag BCP 47 "it") che
### traduce, messaggio per messaggio e con le stesse variabili, il catalogo inglese
### integrato (src/ui/lang/en.ftl). Sintassi di Project Fluent:
### https://projectfluent.org/fluent/guide/
### The Italian catalogue of the page's words. Every message follows the glossary below; the rules page (www/rules.it.html) already does.
###
### Glossary (English term = Italian term; grammar and usage)
###
### Address and style
### - The player is addressed with the informal "tu", as lichess's Italian translation
###   does: "Trova una mossa migliore", "Prova tu", "Vinci", "puoi". Imperatives in the
###   tu form ("Seleziona", "Riprova"); button labels may use the infinitive or the
###   imperative, but one style per group of controls.
### - Quotation marks: « » or none; the game's notation (a6-a7, c3xe5xg5, h8, TCN, record
###   tags such as [Repetition "off"], Termination values "White resigned" etc.) is never
###   translated.
###
### Sides
### - White = il Bianco; Black = il Nero. Masculine singular, always capitalised when they
###   name the side/player, always with the article, which merges with prepositions: il
###   Bianco / del Bianco / al Bianco / dal Bianco / per il Bianco / con il Bianco (same for
###   il Nero, del Nero, al Nero...). Agreement is masculine: "il Bianco ha vinto", "il Nero
###   ha abbandonato". "White's" = "del Bianco" ("la mossa del Bianco", "le pedine del
###   Bianco"). "White to move" = "Muove il Bianco" (or "tocca al Bianco").
###   In a select on $side put the whole inflected group in each variant, e.g.
###   { $side -> [white] del Bianco *[black] del Nero }, because the article/preposition
###   changes with the case.
###   Labels such as "White:" / "Black:" (a list of squares, a player's name) take no
###   article: "Bianco: a1 c1…", "Nome del Bianco".
### - The colour of pieces is a lower-case adjective: "pedine bianche", "pedine nere",
###   "dello stesso colore".
### - side to move = il giocatore di turno ("con il Nero di turno").
### - opponent = l'avversario; enemy (pieces) = nemiche ("pedine nemiche").
###
### Board and moves
### - piece = la pedina (f.; pl. le pedine). Not "pezzo": these are draughts-like
###   counters. Everything that agrees with it is feminine: "catturata", "Incoronata".
### - square = la casella (f.; pl. le caselle). "on d4" = "in d4" ("la pedina in d4").
### - board = la scacchiera (f.).
### - move (noun) = la mossa (f.; pl. le mosse); to move = muovere ("il Bianco muove",
###   "la pedina che si muove"); move number = numero di mossa; legal move = mossa legale.
### - turn = il turno (m.). to pass = passare.
### - step (noun) = il passo (m.; pl. i passi); to step = fare un passo ("può fare un
###   passo su una casella vuota"). Stepping = il passo.
### - hop (noun) = il balzo (m.; pl. i balzi): one leap over one adjacent enemy piece.
###   to hop (a piece) = scavalcare ("scavalca solo pedine nemiche Incoronate");
###   hopped = scavalcata ("la seconda pedina scavalcata", "scavalcata per prima").
### - double jump = il doppio salto (m.; pl. i doppi salti): the move made of two balzi.
###   jump (the generic word for that move) = il salto (pl. i salti); to jump = saltare;
###   jumper = la pedina che salta ("se a saltare è una pedina Incoronata…").
###   Keep salto (the whole move) and balzo (one of its two halves) apart.
### - first landing = la casella intermedia (f.): the square where the first balzo lands
###   and the second starts ("Scegli la casella intermedia"). final landing = la casella
###   d'arrivo (pl. le caselle d'arrivo). origin-destination = partenza-arrivo.
### - capture (noun) = la cattura (f.; pl. le catture); to capture = catturare;
###   captured = catturata/catturate (agrees with pedina); "three captures" = "tre catture";
###   "captured three" = "ha catturato tre pedine".
###
### Crowns
### - crown (noun) = la corona (f.; pl. le corone).
### - to crown = incoronare; the piece "viene Incoronata" (passive with venire);
###   crowning (noun) = l'incoronazione (f.).
### - Crowned = Incoronata (pl. Incoronate): capitalised as a game term, like the English,
###   whenever it states a piece's status ("una pedina Incoronata", "resta Incoronata",
###   "Troika Incoronata"); the verb forms (incorona, incoronare) stay lower case.
### - Uncrowned = Non incoronata (pl. Non incoronate): capital N only, "incoronata" lower
###   case. A piece that has just lost its crown is "tornata Non incoronata".
### - to uncrown = togliere la corona (a): "le toglie la corona", "toglie la corona a f5";
###   from the victim's side: perdere la corona ("f5 perde la corona"). Not "scoronare"
###   (rare, unclear to players).
### - Troika = la Troika (f.; invariable in the plural: le Troika); capitalised. A piece
###   "fa parte di una Troika" (stands in a Troika). Crowned Troika = Troika Incoronata.
### - line (of pieces) = la linea ("linea retta": across, up or diagonal = orizzontale,
###   verticale o diagonale); to line up = allineare.
###
### Results
### - win = vincere, la vittoria (f.); "White wins" = "il Bianco vince"; "how to win" =
###   "Come si vince".
### - lose = perdere, la sconfitta (f.).
### - draw = la patta (f.; pl. le patte); "the game is drawn" = "la partita è patta";
###   "ends in a draw" = "finisce in patta"; agree a draw = accordarsi per la patta;
###   offer a draw = proporre la patta; Draw agreed (shown result) = Patta concordata.
### - to resign = abbandonare ("il Bianco ha abbandonato"); Resign (button) = Abbandona.
### - threefold repetition = la triplice ripetizione (f.), as on lichess.
### - second-turn rule = la regola del secondo turno (f.); the piece it binds = la pedina
###   vincolata dalla regola del secondo turno; its binding = il vincolo.
### - house rule = regola della casa.
###
### Learning and analysis
### - lesson = la lezione (f.; pl. le lezioni). "Try it" = "Prova tu". Next lesson =
###   Lezione successiva. Learn (menu) = Impara.
### - The lessons' names (full title / as the rules page cites them, lower case after
###   "lezione N,"):
###   1 Stepping = Il passo / lezione 1, il passo
###   2 Crowning through a Troika = L'incoronazione con una Troika /
###     lezione 2, l'incoronazione con una Troika
###   3 A Crowned piece captures = Una pedina Incoronata cattura /
###     lezione 3, una pedina Incoronata cattura
###   4 An Uncrowned piece uncrowns = Una pedina Non incoronata toglie la corona /
###     lezione 4, una pedina Non incoronata toglie la corona
###   5 Only the second hop counts = Conta solo il secondo balzo /
###     lezione 5, conta solo il secondo balzo
###   6 Uncrowned into a Troika: captured = Tornata Non incoronata in una Troika: catturata /
###     lezione 6, tornata Non incoronata in una Troika
###   7 Winning by a Crowned Troika = Vincere con una Troika Incoronata /
###     lezione 7, una Troika Incoronata
###   8 Winning by three captures = Vincere con tre catture / lezione 8, tre catture
###   9 The second-turn rule = La regola del secondo turno /
###     lezione 9, la regola del secondo turno
### - puzzle = il problema (m.; pl. i problemi); Puzzles = Problemi; Next puzzle =
###   Problema successivo; Solved = Risolto.
### - analysis = l'analisi (f.; invariable: le analisi); Analyse = Analizza.
### - engine = il motore (m.; pl. i motori); "the engine's choice" = "la scelta del
###   motore"; the computer = il computer (m., invariable).
### - review (game review) = la revisione della partita (f.); Review game = Rivedi la
###   partita.
### - inaccuracy = l'imprecisione (f.; pl. le imprecisioni; "un'imprecisione") ?!
###   mistake = l'errore (m.; pl. gli errori; "un errore") ?
###   blunder = l'errore grave (m.; pl. gli errori gravi; "un errore grave") ??
###   Learn from your mistakes = Impara dai tuoi errori.
### - winning chances = le probabilità di vittoria.
###
### Records and other words of the rules page
### - record (a saved game, .tcg) = la trascrizione (f.); saved game = il salvataggio;
###   link = il link (m., invariable); set-up position = posizione impostata;
###   status line = la riga di stato; Undo = Annulla; Redo = Ripeti.

## Impara dai tuoi errori (la modalità di esercizio della revisione)

# $ply: il numero della mossa nella partita; $class: "inaccuracy", "mistake" o "blunder";
# $glyph: il suo segno (?!, ?, ??).
mistake-prompt =
    Mossa { $ply }: { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha giocato { $played }, { $class ->
        [inaccuracy] un'imprecisione
        [mistake] un errore
       *[blunder] un errore grave
    } ({ $glyph }). Trova una mossa migliore per { $side ->
        [white] il Bianco
       *[black] il Nero
    }.
# The marked move once a better one is found or shown.
mistake-marked =
    Mossa { $ply }: { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha giocato { $played }, { $class ->
        [inaccuracy] un'imprecisione
        [mistake] un errore
       *[blunder] un errore grave
    } ({ $glyph }).
# $index: la mossa mostrata (1 per la prima).
mistakes-progress = Mossa { $index } di { $total } da correggere
mistake-checking = Verifica di { $move }…
mistake-right-engine = Buona mossa: { $move } è la scelta del motore. Premi Avanti per continuare.
mistake-right-chances = Buona mossa: anche { $move } mantiene le tue probabilità di vittoria. Premi Avanti per continuare.
mistake-played-again = { $move } è la mossa giocata nella partita. Prova un'altra mossa.
mistake-wrong = { $move } concede troppo. Prova un'altra mossa.
# $why: il motivo indicato dal motore, una frase a sé.
mistake-unjudged = Non è stato possibile valutare questo tentativo ({ $why }). Riprova.
mistake-hint = Suggerimento: muovi la pedina in { $square }.
mistakes-summary =
    Finito: hai trovato { $found } su { $total } { $total ->
        [one] mossa migliore
       *[other] mosse migliori
    } per { $side ->
        [white] il Bianco
       *[black] il Nero
    } (mostrate: { $shown }; saltate: { $skipped }).
mistakes-started =
    Impara dai tuoi errori: { $total } { $total ->
        [one] mossa
       *[other] mosse
    } { $side ->
        [white] del Bianco
       *[black] del Nero
    } da correggere.
mistakes-skip = Salta
mistakes-next = Avanti
mistakes-leave = Torna alla partita
mistakes-left = Sei di nuovo nella partita e nella sua revisione.
drill-left = Di nuovo alla partita.
drill-title = Allena i tuoi errori
drill-started =
    Allena i tuoi errori: { $due } { $due ->
        [one] problema
       *[other] problemi
    } dalle tue partite analizzate da rivedere ora.
drill-progress = { $due } da rivedere ora · { $solved } risolti · { $missed } mancati
drill-from = Dalla tua partita del { $date }, { $white } – { $black }.
drill-done = Ora non c'è altro da rivedere: { $solved } risolti, { $missed } mancati. { $when }
drill-in-minutes =
    Il prossimo torna tra { $n } { $n ->
        [one] minuto
       *[other] minuti
    }.
drill-in-hours =
    Il prossimo torna tra { $n } { $n ->
        [one] ora
       *[other] ore
    }.
drill-in-days =
    Il prossimo torna tra { $n } { $n ->
        [one] giorno
       *[other] giorni
    }.
drill-line = I tuoi errori: { $total } · { $due } da rivedere ora · { $learned } imparati
drill-accuracy-label = La tua precisione nelle ultime partite analizzate, dalla più vecchia
drill-accuracy-bar = { $date }: { $accuracy } %

## La lingua della pagina

# Detto nella lingua appena scelta.
language-spoken = La pagina è in italiano.
# $language: il nome della lingua nella lingua stessa (Deutsch, 日本語…); $why: perché
# non è stato possibile caricarne i testi.
language-unavailable = Non è stato possibile caricare i testi in { $language } ({ $why }): la pagina resta com'è.

## Le scritte fisse della pagina: i testi degli elementi di index.html che le nominano in
## data-t (o quelli di un attributo, in data-t-title, data-t-aria-label, data-t-placeholder).
## Un messaggio fatto di più pezzi (una frase con una parola in grassetto) è diviso dove
## lo divide la pagina. "Three Crowns", il nome del gioco, resta com'è.

update-notice-a-new-version-is = È pronta una nuova versione; la tua partita è salvata.
update-reload = Ricarica
rest-failed = Non è stato possibile scaricare una parte del gioco. La tua partita è salvata: ricarica per continuare.
export-cancel = Annulla
crash-copy = Copia la trascrizione della partita
page-skip-to-the-board = Vai alla scacchiera
page-board-label = Scacchiera
seat-black-label = Nero: chi gioca
board-resize-title = Trascina per ridimensionare la scacchiera; doppio clic per adattarla alla finestra
board-resize-label = Dimensioni della scacchiera: trascina o usa i tasti freccia; Invio la adatta alla finestra
seat-white-label = Bianco: chi gioca
board-help = I tasti freccia spostano il cursore; Invio o Spazio seleziona una pedina, poi la sua destinazione. Esc annulla la selezione.
open-lessons-title = Brevi lezioni interattive: impara le regole giocando
open-lessons = Impara
open-puzzles-title = Problemi tattici: trova la mossa che forza la vittoria
open-puzzles = Problemi
open-rules = Regole
welcome-title = Ti diamo il benvenuto in Three Crowns
welcome-goal-capture-three-of-your = cattura tre pedine del tuo avversario, oppure allinea tre delle tue pedine Incoronate.
welcome-goal-how-to-win = Come si vince:
welcome-new-to-the-game = Non conosci il gioco? Nove brevi lezioni te lo insegnano mossa per mossa; oppure leggi prima le regole.
welcome-play = Gioca
lesson-leave = Torna alla partita
result-new = Nuova partita
result-swap = Scambia i colori e gioca ancora
result-review = Rivedi
result-share = Condividi
result-png-title = Scarica un'immagine della posizione finale (PNG)
result-png = Immagine
result-gif-title = Crea una GIF animata dell'intera partita
result-gif = GIF
page-game-state-label = Stato della partita
save-warning-copy = Copia trascrizione
save-warning-download = Scarica trascrizione (.tcg)
friend-title = Partita con un amico
friend-name-row-your-name = Il tuo nome
friend-name-placeholder = Così il tuo amico sa chi gioca
friend-copy = Copia link
friend-qr = Codice QR
friend-accept = Accetta la patta
friend-qr-code-label = Codice QR del link: inquadralo con il dispositivo del tuo amico
friend-box-link = Link
lesson-box-label = Lezione
lesson-box-lesson-controls-label = Comandi della lezione
lesson-retry = Riprova
lesson-list-title-lessons = Lezioni ·
puzzle-box-label = Problema
puzzle-box-puzzle-controls-label = Comandi del problema
puzzle-solution = Mostra la soluzione
puzzle-progress-label = I tuoi progressi
puzzle-progress-rating = Punteggio
puzzle-progress-streak = Serie
puzzle-progress-solved = Risolti
puzzle-progress-failed = Falliti
puzzle-box-link-to-this-puzzle = Link a questo problema
page-study-label = Studio
analysis-box-lines = Linee
analysis-line-label = Linee migliori
editor-what-a-click-puts-label = Che cosa mette un clic sulla scacchiera
editor-white = Bianco
# Letto da un lettore di schermo dopo "Bianco" / "Nero" sul pulsante della pedina
# Incoronata: "Bianco con corona".
editor-crowned = con corona
editor-black = Nero
editor-eraser = Gomma
editor-to-move = Di turno
editor-the-white-piece-the-title = La pedina bianca vincolata dalla regola del secondo turno, oppure nessuna
editor-bound = Vincolata
editor-move = Mossa
editor-position-text = Testo della posizione
edit-start = Posizione iniziale
edit-clear = Svuota
edit-play = Gioca da qui
edit-analyse = Analizza
edit-close = Chiudi
review-progress-label = Avanzamento della revisione
review-graph-label = Probabilità di vittoria del Bianco mossa per mossa; fai clic per andare a una mossa
review-mistakes = Impara dai tuoi errori
review-export = Trascrizione commentata
mistakes-hint = Suggerimento
mistakes-show = Mostra la risposta
page-moves-label = Mosse
moves-legend-captures = cattura
moves-legend-uncrowns = toglie la corona
moves-legend-crowned = viene Incoronata
moves-legend-a-capture-three-win = una cattura (con tre si vince)
page-browse-the-game-label = Scorri la partita
nav-first-title = Prima posizione (Home)
nav-first-label = Prima posizione
nav-prev-title = Mossa precedente (←)
nav-prev-label = Mossa precedente
nav-next-title = Mossa successiva (→)
nav-next-label = Mossa successiva
nav-last-title = Posizione attuale (Fine)
nav-last-label = Posizione attuale
page-game-controls-label = Comandi della partita
undo = Annulla
redo = Ripeti
flip = Gira
menu-label = Altre azioni e impostazioni
resign-title = Abbandona il giocatore di turno (o chi gioca contro il computer); premi due volte
resign = Abbandona
open-games-title = Tutte le partite che hai giocato qui: cerca, rivedi, continua, esporta
open-games = Le tue partite
reopen-previous-title = Scambia questa partita con quella sostituita da una nuova partita, da un'importazione o da un link
reopen-previous = Partita precedente
hint-title = Mostra la mossa del motore per il giocatore di turno
review-game-title = Valuta ogni posizione e segnala gli errori
review-game = Rivedi la partita
edit-position = Modifica posizione
menu-study-tools-label = Strumenti di studio
menu-threats = Minacce
menu-analysis = Analisi
save-share-save-and-share = Salva e condividi
save-share-link-to-this-game = Link a questa partita
save-share-this-game-s-record = Trascrizione di questa partita
copy-png = Copia immagine
save-png = Scarica immagine (.png)
save-gif = GIF animata
save-share-this-position-tcn = Questa posizione (TCN)
copy-position = Copia posizione
import-open-a-game = Apri una partita
import-paste-a-game-record = Incolla la trascrizione di una partita
import-record = Importa questa trascrizione
import-open-a-file = Apri un file…
# Letti di seguito: "Se vuoi, la partita in corso viene conservata: il pulsante
# «Le tue partite» (open-games, in corsivo) la recupera."
import-the-game-in-progress = Se vuoi, la partita in corso viene conservata: il pulsante
import-brings-it-back = la recupera.
settings-settings = Impostazioni
settings-game-settings-label = Impostazioni di gioco
settings-turn-the-board-to = Ruota la scacchiera verso il giocatore di turno
settings-draw-on-threefold-repetition = Patta per triplice ripetizione
settings-display-and-sound-label = Aspetto e suoni
settings-theme = Tema
theme-as-the-system = Come il sistema
theme-light = Chiaro
theme-dark = Scuro
settings-coordinates = Coordinate
settings-colour-blind-safe-colours = Colori adatti ai daltonici
settings-mute-sounds = Disattiva i suoni
settings-analysis-workers-at-most = Processi di analisi, al massimo
move-entry-type-a-move = Scrivi una mossa
move-input-placeholder = a6-a7 o c3xe5xg5
move-help = Un passo: partenza-arrivo. Un doppio salto: partenza x casella intermedia x casella d'arrivo.
rules-title = Come si gioca a Three Crowns
close-rules-label = Chiudi le regole
ng-computer-title = Gioca contro il computer
new-game-dialog-level = Livello
new-game-dialog-you-play = Giochi con
ng-colour-random = Casuale
ng-two-title = Due giocatori qui
new-game-dialog-white-s-name = Nome del Bianco
new-game-dialog-black-s-name = Nome del Nero
ng-friend-title = Gioca con un amico
new-game-dialog-on-another-device-each = Su un altro dispositivo: ogni mossa viaggia in un link che invii tu. Senza orologio.
ng-friend = Invita un amico
ng-friend-way = Come
ng-friend-live = Dal vivo
ng-friend-links = Con i link
live-wait = Aspetta
live-by-links = Continua con i link
live-claim = Rivendica la vittoria
live-chat-hide = Nascondi la chat
live-chat-label = Chat
live-chat-placeholder = Scrivi, poi premi Invio
new-game-dialog-clock = Orologio
ng-custom-minutes = Minuti
ng-custom-increment-s = Incremento (s)
replace-title = C'è una partita in corso
replace-keep = Conservala
replace-discard = Scartala
games-search-label = Cerca per nome di un giocatore
games-search-placeholder = Cerca per nome
games-result-label = Risultato
games-kind-label = Avversario
games-undo-bar-game-deleted = Partita eliminata.
friend-list-title = Le tue partite con gli amici
games-export = Esporta tutte (.tcg)
games-dialog-import-games = Importa partite…
settings-language = Lingua (Language)

## La partita: i rifiuti della scacchiera, le mosse, la riga del turno, i risultati

# $square, $from, $to: caselle; $owner: di chi è la pedina; $side: chi deve muovere.
refusal-not-yours =
    La pedina in { $square } è { $owner ->
        [white] del Bianco
       *[black] del Nero
    }; tocca { $side ->
        [white] al Bianco
       *[black] al Nero
    }.
refusal-no-moves = La partita è finita: non si può più muovere.
refusal-stuck = La pedina in { $square } non ha mosse legali.
refusal-ambiguous = Più salti da { $from } terminano in { $to }: scegli la casella intermedia.
refusal-unreachable = La pedina in { $from } non può raggiungere { $to }: un passo va su una casella vuota adiacente, un doppio salto scavalca due pedine nemiche.
# Una mossa descritta per la riga di stato e i lettori di schermo. $side: chi ha mosso;
# $move: la mossa; $from, $to: le sue caselle; $first, $second: le pedine che un doppio
# salto scavalca; $effects: che cosa ha fatto, composto dalle frasi move-uncrowns,
# move-captures e move-crowned qui sotto, ciascuna con il proprio separatore all'inizio.
move-step =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } gioca { $move }: passo da { $from } a { $to }{ $effects }.
move-jump =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } gioca { $move }: doppio salto da { $from } a { $to } scavalcando { $first } e { $second }{ $effects }.
# $side: il colore della pedina che perde la corona.
move-uncrowns =
    ; la pedina { $side ->
        [white] bianca
       *[black] nera
    } in { $square } perde la corona
# $side: il colore della pedina catturata.
move-captures =
    ; cattura la pedina { $side ->
        [white] bianca
       *[black] nera
    } in { $square }
move-crowned = ; la pedina viene Incoronata in { $square }
# Il separatore di un breve elenco ("cattura, viene Incoronata").
list-comma = { ", " }
# Che cosa ha fatto una mossa, nell'elenco delle mosse.
mark-captures = cattura
mark-uncrowns = toglie la corona
mark-crowned = viene Incoronata
# Il nome di un pulsante dell'elenco delle mosse per i lettori di schermo; $marks: che
# cosa ha fatto, ogni voce dopo list-comma.
move-label = Mossa { $ply }: { $move }{ $marks }
turn-to-move =
    Muove { $side ->
        [white] il Bianco
       *[black] il Nero
    }
turn-bound =
    Muove { $side ->
        [white] il Bianco
       *[black] il Nero
    } (regola del secondo turno: la pedina in { $square })
# $turn: la riga del turno; $view: la mossa mostrata; $ply: le mosse della partita.
turn-showing = { $turn } · Stai guardando la mossa { $view } di { $ply }.
# Come è finita una partita, come frase (outcome ne fa un periodo). $winner, $loser: colori.
outcome-resigned =
    { $winner ->
        [white] Il Bianco
       *[black] Il Nero
    } vince: { $loser ->
        [white] il Bianco
       *[black] il Nero
    } ha abbandonato
outcome-time =
    { $winner ->
        [white] Il Bianco
       *[black] Il Nero
    } vince per tempo
outcome-abandoned =
    { $winner ->
        [white] Il Bianco
       *[black] Il Nero
    } vince: { $loser ->
        [white] il Bianco
       *[black] il Nero
    } ha lasciato la partita
outcome-three-captures =
    { $winner ->
        [white] Il Bianco
       *[black] Il Nero
    } vince catturando tre pedine
outcome-crowned-troika =
    { $winner ->
        [white] Il Bianco
       *[black] Il Nero
    } vince con una Troika Incoronata
outcome-no-moves = Patta: il giocatore di turno non ha mosse legali
outcome-repetition = Patta per triplice ripetizione
outcome-agreement = Patta concordata
# $outcome: una delle frasi outcome-*.
outcome = { $outcome }.
# Il titolo della scheda del risultato ($score: 1-0, 0-1 o ½-½) e il motivo.
result-win =
    { $winner ->
        [white] Vince il Bianco
       *[black] Vince il Nero
    } · { $score }
result-draw = Patta · { $score }
# The players a result card names ($white, $black: as the strips name them).
result-players = { $white } – { $black }
result-why-three-captures = catturando tre pedine
result-why-crowned-troika = con una Troika Incoronata
result-why-resigned =
    { $loser ->
        [white] il Bianco
       *[black] il Nero
    } ha abbandonato
result-why-time =
    { $loser ->
        [white] il Bianco
       *[black] il Nero
    } ha perso per tempo
result-why-abandoned =
    { $loser ->
        [white] il Bianco
       *[black] il Nero
    } ha lasciato la partita
result-why-no-moves = il giocatore di turno non ha mosse legali
result-why-repetition = la stessa posizione per la terza volta
result-why-agreement = concordata dai giocatori
viewing-start =
    Stai guardando la posizione iniziale (su { $ply } { $ply ->
        [one] mossa
       *[other] mosse
    })
viewing-move = Stai guardando la mossa { $view } di { $ply }
bound-next = Regola del secondo turno: con la sua prossima mossa il Bianco deve muovere di nuovo la pedina in { $square }.
# Il titolo della scheda del browser; $turn: la riga del turno.
page-title = { $turn } · Three Crowns
# Il nome della scacchiera per i lettori di schermo; $side: il colore in basso.
board-label =
    Scacchiera, con { $side ->
        [white] il Bianco
       *[black] il Nero
    } in basso. { $turn }
taken-back-one = Mossa { $move } annullata.
taken-back-two = Mosse { $first } e { $second } annullate.
browsed-after = Ecco la posizione dopo la mossa { $view }, { $move }.
browsed-current = Di nuovo nella posizione attuale, dopo { $move }.
browsed-start = Ecco la posizione iniziale.
resign-confirm =
    Premi di nuovo Abbandona per confermare: { $side ->
        [white] il Bianco abbandona
       *[black] il Nero abbandona
    }.
# $outcome: una delle frasi outcome-*.
withdrawn = Annullato: «{ $outcome }». La partita continua.
game-over = La partita è finita. { $outcome }. Inizia una nuova partita oppure usa Annulla.
repetition-on = La triplice ripetizione rende la partita patta (regola della casa attiva).
repetition-off = Regola della ripetizione disattivata: le posizioni possono ripetersi senza che la partita sia patta.
rules-loading = Caricamento delle regole…
# $why: il motivo, per ora in inglese.
rules-unavailable = Non è stato possibile caricare le regole: { $why }. Chiudile e riaprile per riprovare; la tua partita non è cambiata.

## Frasi fisse della riga di stato e della pagina

# Il salvataggio funziona di nuovo dopo un errore.
saving-again = La partita viene di nuovo salvata.
# Un clic mentre si scorre la partita riporta alla posizione attuale.
back-to-current = Di nuovo nella posizione attuale.
# Annulla senza niente da annullare.
nothing-to-undo = Non c'è nessuna mossa da annullare.
# Annulla dopo una sconfitta per tempo.
time-loss-final = La partita è stata persa per tempo, e un risultato per tempo è definitivo: nessuna mossa viene annullata.
# La prima pressione del pulsante della patta concordata.
draw-confirm = Premi di nuovo il pulsante della patta per confermare che entrambi i giocatori si accordano per la patta.
# Abbandona con il computer su entrambi i lati.
nobody-resigns = Il computer gioca con entrambi i colori: non c'è nessuno che possa abbandonare.
# Patta concordata senza due persone davanti allo schermo.
no-draw-agreement = Ci si può accordare per la patta solo tra due persone davanti a questo schermo.
# Ripeti senza niente da rigiocare.
nothing-to-redo = Non c'è nessuna mossa da ripetere.
# Un'altra scheda ha continuato questa partita (o ne ha annullato delle mosse).
updated-from-tab = Partita aggiornata da un'altra scheda.
# La partita precedente è tornata.
previous-reopened = Partita precedente riaperta.
# Nessuna partita precedente da riaprire.
no-previous = Non c'è nessuna partita precedente.
# Una trascrizione importata.
imported = Partita importata.
# Un link condiviso aperto.
link-opened = Partita condivisa aperta.
# L'editor della posizione aperto.
editor-open = Modifica di una posizione: scegli una pedina o la gomma, poi fai clic o trascina sulla scacchiera.
# L'editor della posizione chiuso senza giocare.
editor-closed = Editor chiuso; la partita è com'era.
# Un'azione dell'editor senza editor aperto.
editor-not-open = L'editor della posizione non è aperto.
# L'editor riaperto dopo un ricaricamento, com'era stato lasciato.
editor-reopened = L'editor della posizione è aperto come l'avevi lasciato; la partita resta in attesa finché non lo chiudi.
# Una mossa (da qualsiasi fonte) o un suggerimento chiesti mentre l'editor è aperto.
game-waits-for-editor = La partita è in attesa finché l'editor della posizione è aperto: chiudilo per continuare.
# Una partita iniziata dalla posizione dell'editor.
set-up = Nuova partita dalla posizione impostata.
# La revisione proposta accanto al risultato di una partita finita.
review-offer = Rivedi la partita
# Una revisione iniziata.
review-started = Revisione della partita in corso: ogni posizione viene valutata.
# Una revisione finita.
review-done = Revisione completata: le mosse segnalate mostrano ?!, ? o ?? nell'elenco delle mosse.
# Una revisione annullata.
review-cancelled = Revisione annullata.
# Una revisione finita, chiusa.
review-closed = Revisione chiusa.
# La trascrizione commentata messa nel riquadro della trascrizione.
review-exported = La trascrizione con i commenti della revisione è nel riquadro Salva e condividi.
# Esportazione chiesta senza una revisione finita.
no-review = Non c'è una revisione completata di questa partita da esportare.
# Il suggerimento (tooltip) di una mossa della linea migliore.
preview-title = Mostra la posizione dopo questa mossa
# Un suggerimento chiesto mentre si scorre la partita.
hint-while-browsing = I suggerimenti valgono per la posizione attuale della partita: prima torna lì.
# La ricerca di un suggerimento in corso.
looking-for-hint = Ricerca di una buona mossa…
# La pagina non può accedere agli appunti.
no-clipboard = Qui questa pagina non può usare gli appunti: seleziona il testo e copialo.
# Il browser ha rifiutato l'accesso agli appunti.
clipboard-refused = Il browser ha negato l'accesso agli appunti: seleziona il testo e copialo tu.
# La trascrizione è negli appunti.
record-copied = Trascrizione della partita copiata.
# Il testo della posizione è stato copiato.
position-copied = Posizione (TCN) copiata.
# Il link è negli appunti.
link-copied = Link a questa partita copiato.

## Frasi fisse: archivio

# L'elenco è vuoto.
no-games-yet = Ancora nessuna partita: ogni partita che giochi con almeno una mossa viene conservata qui.
# Il filtro o la ricerca non lasciano nulla.
no-games-match = Nessuna partita corrisponde: cambia il filtro o la ricerca.
# Una partita eliminata.
game-deleted = Partita eliminata. Con Annulla la recuperi.
# Una partita eliminata recuperata.
game-restored = La partita eliminata è di nuovo in Le tue partite.
# La riga della partita sulla scacchiera.
on-the-board = Sulla scacchiera
# L'opzione «qualsiasi» dei filtri.
any-result = Qualsiasi risultato
# L'opzione «qualsiasi» del filtro per avversario.
any-opponent = Qualsiasi avversario
# La GIF inizia.
gif-started = Creazione della GIF…
# La GIF annullata.
gif-cancelled = Creazione della GIF annullata.
# Il PNG copiato.
picture-copied = Immagine della posizione copiata.
# Il PNG scaricato.
picture-downloaded = Immagine della posizione scaricata.
# La GIF scaricata.
gif-downloaded = GIF della partita scaricata.
# La GIF condivisa.
gif-shared = GIF della partita condivisa.

## Frasi fisse: partita con un amico

# La riga di stato quando inizia una partita con un amico.
friend-game-started = Partita con un amico iniziata: invia l'invito con Condividi, Copia link o il codice QR.
friend-game-started-no-share = Partita con un amico iniziata: invia l'invito con Copia link o il codice QR.
# Il titolo del foglio di condivisione per il link di una partita con un amico.
friend-share-title = Three Crowns: tocca a te
# Una patta proposta da qui.
friend-draw-offered = Proponi la patta: inviala al tuo amico insieme alla tua mossa o da sola.
# Il link di una partita con un amico copiato negli appunti.
friend-link-copied = Link copiato: incollalo in un messaggio al tuo amico.
# Un cambio di chi gioca chiesto in una partita con un amico.
friend-seats-fixed = In una partita con un amico non si può cambiare chi gioca: il tuo amico gioca dal suo dispositivo.
# Aiuto del motore (suggerimento, analisi, minacce, revisione) chiesto in una partita con un amico non finita.
friend-no-help = In una partita con un amico non ci sono suggerimenti, analisi, minacce né revisione finché la partita non finisce.
# La regola della ripetizione cambiata in una partita con un amico.
friend-rule-fixed = In una partita con un amico la regola della ripetizione resta com'era all'inizio della partita, uguale per entrambi.
# Annulla dopo che la mossa è stata inviata.
friend-move-sent = La tua mossa è stata inviata: ora non si può più annullare. Tocca al tuo amico.
# Una patta chiesta dove non si può proporre.
friend-no-draw = La patta si può proporre solo in una partita con un amico ancora in corso.
# Accetta premuto senza nessuna proposta in sospeso.
friend-no-offer = Il tuo amico non ha proposto la patta.
# L'API per gli script ha chiesto un'azione da partita con un amico fuori da una di esse.
not-a-friend-game = La partita sulla scacchiera non è una partita con un amico.
# Un link di questo lato della partita aperto qui.
friend-own-link = Questo link contiene la tua stessa mossa: invialo al tuo amico. Non è cambiato nulla.
# Un link che prosegue da dove il giocatore locale ha abbandonato o accettato la patta.
friend-ended-here = La tua partita è finita qui, ma il tuo amico non lo sa ancora: invia di nuovo il tuo ultimo link. Non è cambiato nulla.
friend-crossed = Il tuo amico ha concluso la partita alla stessa mossa tua e i vostri link si sono incrociati: vale la conclusione decisa dal giocatore che aveva il tratto.

## Frasi fisse: lezioni

# La modalità Impara non permette di cambiare chi gioca.
lesson-no-seats = Esci dalle lezioni per cambiare chi gioca.
# L'inizio di una lezione: si attende la mossa di chi impara (l'istruzione è sopra).
lesson-your-move = Tocca a te.
# Il pulsante della lezione successiva.
lesson-next = Lezione successiva
lesson-puzzles = Esercitati con i problemi: { $theme }
# Lo stesso pulsante dopo l'ultima lezione, tutte completate: si torna a una partita.
lesson-play = Gioca una partita
# Detto quando si esce così dalla modalità Impara.
lessons-all-done = Hai completato tutte le lezioni: ora gioca una partita. Le lezioni restano in Impara, ogni volta che vuoi ripassarle.

## Frasi fisse: gioco

# Una nuova partita iniziata dalla finestra di dialogo (o dall'API per gli script).
new-game-started = Nuova partita.
# La partita in corso è stata scartata, come ha scelto il giocatore.
game-discarded = La partita in corso è stata scartata.
# Una partita con gli orologi torna dopo un ricaricamento: in pausa.
clocks-paused-at-start = Gli orologi sono in pausa come li avevi lasciati: premi Riprendi per continuare.
# `pauseClock` / `resumeClock` in una partita senza orologi.
no-clock = Questa partita non ha l'orologio.

## Frasi fisse: problemi

# La soluzione è stata mostrata.
puzzle-shown = Questa era la soluzione. Riprova, oppure passa al problema successivo.
# Modalità Problemi aperta o chiusa.
puzzles-left = Di nuovo alla tua partita, come l'avevi lasciata.
# La raccolta dei problemi è in caricamento.
puzzles-loading = Caricamento dei problemi…
# La modalità Problemi non permette di cambiare chi gioca.
puzzle-no-seats = Esci dai problemi per cambiare chi gioca.
# Il pulsante del problema successivo, quando questo è concluso.
puzzle-next = Problema successivo
# Lo stesso pulsante mentre questo non è concluso.
puzzle-skip = Salta
# Il link del problema copiato.
puzzle-link-copied = Link al problema copiato.

## Frasi fisse: studio

# Detto quando finisce l'anteprima di una linea: torna la posizione della partita.
preview-ended = Di nuovo nella posizione della partita.
# Perché una revisione si interrompe quando la risposta del motore non contiene una valutazione.
no-evaluation = il motore non ha fornito alcuna valutazione

## Un'altra scheda

other-tab-kept = Un'altra scheda ha cambiato la partita: ora è mostrata anche qui; la partita di questa scheda è conservata come partita precedente.
other-tab = Un'altra scheda ha cambiato la partita: ora è mostrata anche qui.

## Suggerimenti e avanzamento della GIF

hint-game-over = La partita è finita: non c'è nessuna mossa da suggerire.
hint-not-a-person = I suggerimenti sono per quando deve muovere una persona.
# $done: i fotogrammi creati; $total: tutti i fotogrammi.
gif-progress = Creazione della GIF: fotogramma { $done } di { $total }…

## Problemi: il punteggio e i temi

# $rating: il punteggio del problema (un numero, scritto così com'è).
puzzle-about = Punteggio del problema: { $rating }.
# $themes: i nomi dei temi, ciascuno dopo list-comma.
puzzle-about-themes = Punteggio del problema: { $rating }. Temi: { $themes }.
theme-crowned-troika = Troika Incoronata
theme-third-capture = terza cattura
theme-uncrowning = togliere la corona
theme-double-jump = doppio salto
theme-crowning = incoronazione
theme-quiet-first-move = prima mossa tranquilla
theme-defending = difesa
theme-second-turn = regola del secondo turno
# $theme: the main theme's name; $rating: the puzzle's rating.
puzzle-title = { $theme } · { $rating }
# $count: le mosse fino alla vittoria.
theme-win-in =
    vittoria in { $count } { $count ->
        [one] mossa
       *[other] mosse
    }

## Puzzles: the choice of theme and difficulty

puzzle-choice-theme-label = Tema
puzzle-choice-level-label = Difficoltà
puzzle-theme-all = Tutti i temi
puzzle-level-any = Qualsiasi difficoltà
puzzle-level-easier = Più facile
puzzle-level-normal = Normale
puzzle-level-harder = Più difficile
puzzle-level-option = { $level } ({ $range })
puzzle-range-any = qualsiasi difficoltà
puzzle-range-between = { $min }–{ $max }
puzzle-range-from = { $min } e oltre
puzzle-range-up-to = fino a { $max }
puzzle-chosen = Prossimi problemi: { $theme }, { $range }.
puzzle-choice-unknown-theme = Non c’è nessun tema di problemi «{ $theme }».
puzzle-choice-upside-down = Il punteggio minimo, { $min }, supera il massimo, { $max }.
puzzle-choice-none = Nessun problema ha quel tema e quella difficoltà: la scelta resta invariata.

## Puzzles: Streak, Storm and the puzzles tried

puzzle-run-streak = Serie
puzzle-run-streak-title = Problemi di difficoltà crescente fino alla prima mossa sbagliata
puzzle-run-storm = Tempesta
puzzle-run-storm-title = Tre minuti per risolvere quanti più problemi possibile
puzzle-run-streak-on = Serie: { $score } risolti · record { $best }
puzzle-run-storm-on = Tempesta: restano { $time } · { $score } risolti · record { $best }
puzzle-run-streak-over = Serie finita: { $score } risolti. Il tuo record: { $best }.
puzzle-run-storm-over = Tempesta finita: { $score } risolti. Il tuo record: { $best }.
puzzle-runs-label = Serie di problemi
puzzle-run-summary = Questa serie
puzzle-history-heading = Problemi tentati
puzzle-tried-solved = { $title } ✓
puzzle-tried-missed = { $title } ✗
puzzle-tried-solved-label = { $title }: risolto
puzzle-tried-missed-label = { $title }: mancato

## L'inizio di una partita: i livelli del computer, gli orologi, i nomi nelle strisce dei giocatori

level-1 = Primi passi
level-1-about = Muove quasi a caso, ma non si lascia mai sfuggire una vittoria in una mossa.
level-2 = Principiante
level-2-about = Guarda avanti di una mossa.
level-3 = Amatore
level-3-about = Vede arrivare le catture semplici.
level-4 = Giocatore di circolo
level-4-about = Pianifica qualche mossa in anticipo.
level-5 = Forte
level-5-about = Raramente regala una pedina.
level-6 = Esperto
level-6-about = Punisce la maggior parte degli errori.
level-7 = Maestro
level-7-about = Calcola in profondità; lascia ben poco al caso.
level-8 = Massima forza
level-8-about = La mossa migliore del motore.
# Un livello nella finestra Nuova partita; $name: uno tra level-1 … level-8.
level-option = Livello { $level } · { $name }
clock-none = Senza orologio
clock-custom = Personalizzato…
# $clock: minuti+secondi di incremento, come 3+2.
clock-bullet = { $clock } · Bullet
clock-blitz = { $clock } · Blitz
clock-rapid = { $clock } · Rapida
clock-classical = { $clock } · Classica
custom-clock-refused = Un orologio personalizzato va da 1 a { $minutes } minuti, con un incremento da 0 a { $increment } secondi.
# Il nome in una striscia per il computer, per un colore senza nome, per un amico.
strip-computer = Computer · livello { $level }
strip-side =
    { $side ->
        [white] Bianco
       *[black] Nero
    }
strip-friend-named = Amico ({ $name })
strip-friend = Amico
# The strips in a puzzle and a lesson: the solver, then the side the puzzle or lesson plays.
strip-you = Tu
strip-puzzle = Problema
strip-lesson = Lezione
# Il tempo di un orologio per i lettori di schermo: $seconds come 9.3 sotto i dieci secondi.
time-tenths = { $seconds } secondi
time-seconds =
    { $seconds } { $seconds ->
        [one] secondo
       *[other] secondi
    }
time-minutes =
    { $minutes } { $minutes ->
        [one] minuto
       *[other] minuti
    }
time-minutes-seconds =
    { $minutes } { $minutes ->
        [one] minuto
       *[other] minuti
    } e { $seconds } { $seconds ->
        [one] secondo
       *[other] secondi
    }
# Il nome di un orologio per i lettori di schermo; $time: uno dei messaggi time-*.
clock-label =
    Orologio { $side ->
        [white] del Bianco
       *[black] del Nero
    }: tempo residuo { $time }
clock-label-running =
    Orologio { $side ->
        [white] del Bianco
       *[black] del Nero
    }: tempo residuo { $time }, in funzione
replace-question =
    La partita in corso ({ $count } { $count ->
        [one] mossa
       *[other] mosse
    }) verrebbe sostituita. Vuoi conservarla in Le tue partite o scartarla?
# Una partita conservata nell'elenco; $white, $black: i nomi dei giocatori; $result: 1-0,
# 0-1, ½-½ o kept-unfinished; $count: le sue mosse.
kept-game =
    { $white } – { $black } · { $result } · { $count } { $count ->
        [one] mossa
       *[other] mosse
    }
kept-unfinished = non conclusa
games-more = Mostra altre partite ({ $shown } di { $total } mostrate)
standing-line = Il tuo punteggio: { $rating } ± { $deviation } · { $games ->
        [one] { $games } partita contro il computer
       *[other] { $games } partite contro il computer
    }
standing-about = Un punteggio Glicko-2 dalle tue partite finite contro il computer, giocate qui dalla posizione iniziale; ogni livello è valutato con incontri tra i livelli.
standing-level = Livello
standing-level-rating = Il suo punteggio
standing-won = Vinte
standing-drawn = Patte
standing-lost = Perse
standing-rating = { $rating }
standing-rating-interval = { $rating } ± { $interval }
standing-count = { $n }

## Chi gioca e il giocatore computer

seat-person =
    Con { $side ->
        [white] il Bianco
       *[black] il Nero
    } gioca una persona.
seat-friend =
    Con { $side ->
        [white] il Bianco
       *[black] il Nero
    } gioca il tuo amico, le cui mosse arrivano tramite link.
seat-computer =
    Con { $side ->
        [white] il Bianco
       *[black] il Nero
    } gioca il computer, livello { $level }.
thinking =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } (computer, livello { $level }) sta pensando…
hint = Suggerimento: { $move }.
# $why: il motivo, per ora in inglese.
no-hint = Nessun suggerimento: { $why }.
computer-no-move = Il computer non ha fornito nessuna mossa ({ $why }); è in pausa.
computer-crashed = Il computer ha smesso di funzionare ({ $why }); è in pausa. Premi Riprendi per riprovare.
computer-paused = Il computer è in pausa.
computer-plays-on = Il computer riprende a giocare.
clocks-paused = La partita è in pausa: gli orologi sono fermi.
clocks-run = La partita continua: l'orologio corre.
# Il pulsante della pausa: che cosa fa premerlo.
resume = Riprendi
pause = Pausa
# Le scelte dei menu a tendina di chi gioca.
seat-option-person = Persona
seat-option-friend = Amico
seat-option-computer = Computer, livello { $level }

## Il cursore della scacchiera, la selezione e le anteprime (per i lettori di schermo)

# La casella del cursore della tastiera e la sua pedina.
cursor-crowned =
    { $square }: pedina { $side ->
        [white] bianca
       *[black] nera
    } Incoronata
cursor-uncrowned =
    { $square }: pedina { $side ->
        [white] bianca
       *[black] nera
    } Non incoronata
cursor-empty = { $square }: vuota
# Aggiunti dopo la casella del cursore, ciascuno con il proprio separatore.
cursor-step = { ", destinazione di un passo" }
cursor-final = { ", casella d'arrivo" }
cursor-first-landing = { ", casella intermedia" }
# Una scelta di caselle: $squares, ciascuna dopo list-comma, poi «o» $last.
squares-or = { $squares } o { $last }
# Che cosa farebbe una mossa in anteprima: preview-would con $what composto dalle parti
# preview-* (l'ultima unita da preview-and). Le parti sono al condizionale:
# «c3xe5xg5 toglierebbe la corona a e5 e vincerebbe la partita».
preview-capture = catturerebbe { $square }
preview-uncrown = toglierebbe la corona a { $square }
preview-crown = incoronerebbe la pedina
preview-win = vincerebbe la partita
preview-and = { $first } e { $last }
preview-would = { $move } { $what }
preview-plays = { $move } arriva qui
# $finals: le caselle d'arrivo rimaste; $square: la casella intermedia, che torna indietro.
second-hop = Secondo balzo: { $finals } · indietro: { $square }
selection-via = { $from } salta passando per { $via }; caselle d'arrivo: { $squares }.
selection-piece = { $square } selezionata.
# Aggiunti dopo selection-piece, ciascuno con il proprio spazio iniziale.
selection-steps = { " " }Può fare un passo su { $squares }.
selection-jumps = { " " }Può fare un doppio salto passando per { $squares }.

## Problemi

puzzle-goal =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } muove e vince
# $id: il numero del problema nella raccolta.
puzzle-heading = Problema { $id }
puzzle-prompt-now =
    Tocca a te: trova la mossa che fa vincere subito { $side ->
        [white] il Bianco
       *[black] il Nero
    }.
# $count: le mosse di chi risolve fino alla vittoria (2 o più).
puzzle-prompt =
    Tocca a te: trova la mossa che fa vincere { $side ->
        [white] il Bianco
       *[black] il Nero
    } in { $count } mosse.
puzzle-right = { $move } è giusta! Continua…
# $side: chi difende.
puzzle-after-reply =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } risponde con { $move }. Trova la mossa successiva.
puzzle-checking =
    { $move }… { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } cerca una difesa.
puzzle-wrong-pending =
    { $move } non è la mossa giusta! { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } cerca la risposta che salva la partita…
# Perché una mossa sbagliata non funziona: $reply, la risposta di chi difende; $solver e
# $defender: colori.
puzzle-why-saves =
    { $reply } salva { $defender ->
        [white] il Bianco
       *[black] il Nero
    }: dopo questa mossa { $solver ->
        [white] il Bianco
       *[black] il Nero
    } non ha più una vittoria forzata.
puzzle-why-wins =
    { $reply } fa vincere la partita { $defender ->
        [white] al Bianco
       *[black] al Nero
    }.
puzzle-why-no-move =
    { $defender ->
        [white] Il Bianco
       *[black] Il Nero
    } non ha più mosse: la partita è patta.
puzzle-why-still-wins =
    { $solver ->
        [white] Il Bianco
       *[black] Il Nero
    } vincerebbe comunque, ma non come vuole il problema.
# $why: una delle frasi puzzle-why-*.
puzzle-wrong = { $move } non è la mossa giusta! { $why } Riprova, oppure mostra la soluzione.
puzzle-another = Anche { $move } vince, ma il problema ha in mente un'altra mossa: trovala.
# $why: il motivo, per ora in inglese.
puzzle-no-answer = Non è la mossa giusta, ma non è stato possibile trovarne la confutazione ({ $why }). Riprova, oppure mostra la soluzione.
puzzle-solved = Risolto!
# $change: la variazione del punteggio, con il segno (+16, −12).
puzzle-solved-rating = Risolto! Il tuo punteggio nei problemi varia di { $change }.
puzzle-rating-change = Il tuo punteggio nei problemi varia di { $change }.
# $moves: le mosse della soluzione.
puzzle-showing = La soluzione: { $moves }.
puzzles-unavailable = Non è stato possibile caricare i problemi: { $why }. La tua partita non è cambiata.
# $id: che cosa chiedeva il link.
puzzle-unknown = In questo sito non c'è nessun problema «{ $id }».

## Le lezioni: titolo e istruzione di ciascuna (lesson-<id>-title, lesson-<id>-instruction)

lesson-stepping-title = Il passo
lesson-stepping-instruction = Fai fare a una pedina bianca un passo su d5: una casella, in una qualsiasi delle otto direzioni, su una casella vuota.
lesson-crowning-title = L'incoronazione con una Troika
lesson-crowning-instruction = Fai fare un passo a una pedina bianca in modo che completi una Troika, tre pedine bianche Non incoronate in linea: la pedina che si muove viene Incoronata.
lesson-capturing-title = Una pedina Incoronata cattura
lesson-capturing-instruction = Salta con la pedina Incoronata in c2 scavalcando due pedine nere Non incoronate: la seconda che scavalca viene catturata.
lesson-uncrowning-title = Una pedina Non incoronata toglie la corona
lesson-uncrowning-instruction = Salta con la pedina Non incoronata in c3 scavalcando due pedine nere Incoronate, in modo che f5 perda la corona.
lesson-second-hop-title = Conta solo il secondo balzo
lesson-second-hop-instruction = Cattura la pedina nera in e3 con la pedina Incoronata in d2: solo la seconda pedina scavalcata da un salto ne subisce l'effetto.
lesson-uncrown-into-troika-title = Tornata Non incoronata in una Troika: catturata
lesson-uncrown-into-troika-instruction = Salta con la pedina Non incoronata in c2: la seconda pedina Incoronata che scavalca, tornata Non incoronata, farebbe parte di una Troika nera, quindi viene catturata invece di perdere la corona.
lesson-crowned-troika-title = Vincere con una Troika Incoronata
lesson-crowned-troika-instruction = Vinci subito: allinea tre pedine bianche Incoronate.
lesson-three-captures-title = Vincere con tre catture
lesson-three-captures-instruction = Il Bianco ha già catturato due pedine nere (al Nero ne restano otto): catturane una terza per vincere.
lesson-second-turn-title = La regola del secondo turno
lesson-second-turn-instruction = È la prima mossa del Bianco: incorona una pedina bianca al secondo turno del Bianco, quando va mossa di nuovo la stessa pedina.

## Le parole delle lezioni

# $number: il numero della lezione; $title: il suo titolo.
lesson-heading = Lezione { $number }: { $title }
lesson-entry = { $number }. { $title }
lesson-entry-done = { $number }. { $title } (completata)
# Perché un tentativo manca l'obiettivo della lezione ($why, una delle frasi miss-*), poi Riprova.
lesson-retry-after = { $why } Riprova.
# $target: la casella chiesta dalla lezione.
miss-not-a-step = { $move } è un doppio salto; questa lezione chiede un passo su { $target }.
miss-wrong-square = { $move } è un passo su { $to }, non su { $target }: fai fare un passo a una pedina che si trova accanto a { $target }.
miss-already-crowned = La pedina in { $square } era già Incoronata; incorona una pedina Non incoronata completando una Troika.
miss-no-troika-step = Quel passo non ha formato nessuna Troika, quindi nessuna pedina è stata Incoronata.
miss-no-troika-jump = Quel salto non è terminato in una Troika, quindi nessuna pedina è stata Incoronata.
miss-no-hop = { $move } è un passo, e un passo non scavalca nulla: fai un doppio salto scavalcando due pedine nemiche.
miss-uncrowned-instead = Quel salto ha solo tolto la corona a { $square }: una pedina Non incoronata che salta toglie la corona, una Incoronata cattura.
miss-captured-instead = Quel salto ha catturato { $square }: tornata Non incoronata, avrebbe fatto parte di una Troika del proprio colore.
# $what: lesson-verb-captured o lesson-verb-uncrowned (un participio femminile, dopo
# «è stata»); $affected: la seconda pedina scavalcata.
miss-target-first = Quel salto ha scavalcato { $target } per prima, quindi { $target } resta com'era: solo la seconda pedina scavalcata, { $affected }, è stata { $what }.
miss-other-piece = Con quel salto è stata { $what } { $affected }, non { $target }: solo la seconda pedina scavalcata da un salto ne subisce l'effetto.
lesson-verb-captured = catturata
lesson-verb-uncrowned = privata della corona
miss-stays-on-board = Quel salto ha tolto la corona a { $square }, ma, tornata Non incoronata, non fa parte di nessuna Troika del proprio colore, quindi resta sulla scacchiera.
miss-by-crowned = { $square } è stata catturata da una pedina Incoronata che salta; questa lezione riguarda la cattura fatta da una pedina Non incoronata che salta.
miss-no-crowned-troika =
    Quella mossa non ha allineato tre pedine { $side ->
        [white] bianche
       *[black] nere
    } Incoronate.
# $count: le catture di chi impara.
miss-no-third-capture =
    Quella mossa non ha catturato nulla: { $side ->
        [white] il Bianco
       *[black] il Nero
    } è ancora a { $count } { $count ->
        [one] cattura
       *[other] catture
    }.
miss-cannot-crown-next =
    Dopo { $move }, la regola del secondo turno permette { $side ->
        [white] al Bianco
       *[black] al Nero
    } di muovere solo la pedina in { $square }, e da lì non può completare una Troika.
miss-reply-blocked = Dopo { $move } la risposta prevista dalla lezione, { $reply }, non si può giocare.
# Che cosa ha fatto la mossa che ha raggiunto l'obiettivo.
met-step = { $move }: una casella. Ogni pedina può fare un passo così, in una qualsiasi delle otto direzioni.
met-crowned = { $move } ha completato una Troika: la pedina in { $square } è Incoronata; le altre della linea restano Non incoronate.
met-capture = La pedina Incoronata che salta ha catturato la seconda pedina scavalcata.
met-uncrown = { $square } ha perso la corona: una pedina Non incoronata che salta toglie la corona alla seconda pedina che scavalca.
met-capture-on = { $square } è stata catturata; { $first }, scavalcata per prima, resta intatta.
met-capture-by-uncrowning = Tornata Non incoronata, la seconda pedina scavalcata avrebbe fatto parte di una Troika del proprio colore: è stata catturata.
met-third-capture =
    La terza cattura: { $side ->
        [white] vince il Bianco
       *[black] vince il Nero
    }.
met-crowned-troika =
    Tre pedine Incoronate in linea: { $side ->
        [white] vince il Bianco
       *[black] vince il Nero
    }.
# $met: una delle frasi met-*.
lesson-done = Fatto! { $met }
# $side: l'avversario della lezione; $move: la sua risposta.
lesson-after-reply-bound =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } risponde con { $move }. Ora muovi di nuovo la pedina in { $square } e incoronala.
lesson-after-reply =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } risponde con { $move }. Tocca a te.
lesson-not-now-done = Questa lezione è completata: ripetila, oppure passa alla lezione successiva.
lesson-not-now-missed = Questo tentativo ha mancato l'obiettivo: premi Riprova per ricominciare.
lesson-not-now-wait =
    Aspetta la risposta { $side ->
        [white] del Bianco
       *[black] del Nero
    }.
# La riga del turno in una lezione.
lesson-side =
    Giochi con { $side ->
        [white] il Bianco
       *[black] il Nero
    }
lesson-reply-coming =
    { $move }: bene. { $side ->
        [white] Il Bianco risponde…
       *[black] Il Nero risponde…
    }
lesson-unknown = Non c'è nessuna lezione «{ $id }».
lessons-done = { $done } lezioni completate su { $total }

## Gli strumenti di studio: minacce, editor, analisi, revisione

threats-none = Nessuna pedina può essere scavalcata alla prossima mossa e nessun passo completa una Troika.
# $side: chi può farlo; $square: la pedina o la casella; $move: la mossa che lo fa.
threat-capture =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } può catturare { $square } con { $move }.
threat-uncrown =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } può togliere la corona a { $square } con { $move }.
threat-hop-first =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } può scavalcare { $square } per prima, lasciandola intatta ({ $move }).
threat-troika =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } incorona una pedina con una Troika in { $square } ({ $move }).
threat-crowned-troika =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } vince con una Troika Incoronata in { $square } ({ $move }).
# $number: il numero di mossa impostato.
editor-turn =
    Impostazione: muove { $side ->
        [white] il Bianco
       *[black] il Nero
    }, mossa { $number }.
# $why: il motivo, per ora in inglese.
editor-invalid = Non è una posizione giocabile: { $why }.
editor-unreadable = Il testo della posizione non si può leggere: { $why }.
# $text: ciò che è stato scritto.
editor-bad-number = «{ $text }» non è un numero di mossa: serve un numero intero da 1 in su.
analysis-on = Analisi attiva: il motore studia la posizione mostrata.
analysis-off = Analisi disattivata.
# $count: i processi con cui l'analisi può cercare.
analysis-workers =
    { $count ->
        [one] L'analisi cerca con un solo processo.
       *[other] L'analisi cerca con un massimo di { $count } processi, che si dividono le linee.
    }
workers-uses =
    { $count ->
        [one] usa un solo processo
       *[other] può usare { $count } processi (al massimo uno per linea)
    }
# $uses: una delle frasi workers-uses.
workers-offered-unknown = L'analisi { $uses }.
# $cores: i core del dispositivo.
workers-offered =
    { $cores ->
        [one] Questo dispositivo ha 1 core: l'analisi { $uses }.
       *[other] Questo dispositivo ha { $cores } core: l'analisi { $uses }, lasciandone uno alla pagina.
    }
eval-thinking = Calcolo in corso…
# $count: le mosse di chi vince fino alla vittoria.
eval-wins-in =
    { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } vince in { $count } { $count ->
        [one] mossa
       *[other] mosse
    }
eval-white-won = Il Bianco ha vinto
eval-black-won = Il Nero ha vinto
eval-drawn = Patta
# $percent: le probabilità di vittoria del Bianco, un numero intero.
eval-chances = Bianco { $percent }%
# Perché la mossa del motore era migliore della mossa segnalata (dopo «perché»).
better-wins-at-once = vince subito
better-stops-win =
    impedisce { $side ->
        [white] al Bianco
       *[black] al Nero
    } di vincere alla mossa successiva
better-captures = cattura una pedina
better-uncrowns = toglie la corona a una pedina
better-crowns = incorona la pedina
# $kept, $left: probabilità di vittoria in percentuali intere.
better-keeps =
    mantiene le probabilità { $side ->
        [white] del Bianco
       *[black] del Nero
    } al { $kept }%, mentre la mossa giocata le lasciava al { $left }%
# $class: "inaccuracy", "mistake" o "blunder"; $glyph: ?!, ? o ??; $why: una frase better-*.
better-text =
    { $class ->
        [inaccuracy] Imprecisione
        [mistake] Errore
       *[blunder] Errore grave
    } ({ $glyph }): era meglio { $move }, perché { $why }.
# La precisione di un colore, in percentuale intera; accuracy le elenca ($sides).
accuracy-side =
    { $side ->
        [white] Bianco
       *[black] Nero
    } { $percent }%
accuracy = Precisione: { $sides }.
# $depth: la profondità della ricerca.
depth = profondità { $depth }
# $moves: le mosse della linea.
previewing = Anteprima della linea { $moves }; fai clic sulla scacchiera o premi Esc per tornare.
analysis-failed = L'analisi si è interrotta ({ $why }). Spunta Analisi per riprovare.
review-failed = La revisione si è interrotta ({ $why }). Premi Rivedi per riprovare.
# Il suggerimento (tooltip) di una mossa segnalata.
mark-title =
    { $class ->
        [inaccuracy] Imprecisione
        [mistake] Errore
       *[blunder] Errore grave
    }; meglio { $move }
review-close = Chiudi la revisione
review-cancel = Annulla
# $percent: a che punto è la revisione, un numero intero.
review-progress = Revisione in corso… { $percent }%
# Le mosse segnalate di un colore, per ciascuna classe.
review-summary =
    { $side ->
        [white] Bianco
       *[black] Nero
    }: { $inaccuracies } { $inaccuracies ->
        [one] imprecisione
       *[other] imprecisioni
    }, { $mistakes } { $mistakes ->
        [one] errore
       *[other] errori
    }, { $blunders } { $blunders ->
        [one] errore grave
       *[other] errori gravi
    }.

## Le strisce dei giocatori

# Il segno accanto al giocatore di turno, al vincitore, o a entrambi i colori in caso di patta.
mark-to-move = Di turno
mark-winner = Vincitore
mark-draw = Patta
# Il nome delle caselle delle catture per i lettori di schermo; $count: le catture (da 0
# a 3), le pedine nemiche prese (pedina/pedine secondo $count); $total: 3.
strip-captures =
    { $side ->
        [white] Il Bianco ha catturato
       *[black] Il Nero ha catturato
    } { $count } { $count ->
        [one] pedina
       *[other] pedine
    } su { $total }
# $label: strip-captures.
strip-captures-title = { $label }: con tre catture si vince
# $count: le pedine Incoronate del colore (da 0 a 10).
strip-crowned =
    { $side ->
        [white] Bianco
       *[black] Nero
    }: { $count ->
        [0] nessuna pedina Incoronata
        [one] { $count } pedina Incoronata
       *[other] { $count } pedine Incoronate
    }
# $label: strip-crowned.
strip-crowned-title = { $label }: con tre pedine Incoronate in linea si vince

## Le tue partite: i filtri

filter-white-won = Il Bianco ha vinto
filter-black-won = Il Nero ha vinto
filter-drawn = Patta
filter-unfinished = Non conclusa
filter-two-players = Due giocatori
filter-computer = Il computer
filter-friend = Un amico
filter-imported = Importata

## Partite sostituite, importate, salvate

# $why: il motivo, per ora in inglese.
stash-note = { " " }La partita sostituita non è conservata ({ $why }); il pulsante Partita precedente la riapre finché non chiudi questa scheda.
previous-unreadable = Non è stato possibile leggere la partita precedente: { $why }.
import-failed = La trascrizione non è stata importata: { $why }. La tua partita non è cambiata.
link-failed = Non è stato possibile aprire questo link: { $why }. La tua partita non è cambiata.
not-saved = Questa partita non viene salvata: { $why }. Puoi continuarla qui; copia o scarica la sua trascrizione per conservarla.
download-failed = Il download non è riuscito: { $why }

## Added labels

# The menu button's tooltip.
menu-more = Altro
# The move list while it is empty.
moves-empty = Ancora nessuna mossa.
# The record shown when the program failed.
crash-record-label = La tua partita finora
# Agree a draw's tooltip.
agree-draw-title = Entrambi i giocatori concordano la patta; premi due volte

## I rifiuti di una mossa da parte delle regole

# $outcome: una delle frasi outcome-*.
rule-game-over = La partita è finita ({ $outcome }).
rule-empty = Non c'è nessuna pedina in { $square }.
rule-not-yours =
    La pedina in { $square } non è { $side ->
        [white] del Bianco, e tocca al Bianco
       *[black] del Nero, e tocca al Nero
    }.
rule-bound = Regola del secondo turno: al suo secondo turno il Bianco deve muovere di nuovo la pedina mossa al primo turno, ora in { $square }.
rule-not-adjacent = { $move } non è un passo: un passo va su una casella adiacente.
rule-occupied = { $square } è occupata.
# $why: una delle frasi jump-*.
rule-illegal-jump = { $move } non è un doppio salto legale: { $why }.
jump-hop-shape = ogni balzo percorre due caselle in linea retta
jump-straight-back = il secondo balzo non può tornare dritto indietro scavalcando di nuovo la stessa pedina
jump-nothing-to-hop = un balzo deve scavalcare una pedina nemica
jump-own-piece = una pedina non può scavalcare le pedine del proprio colore
jump-crowned-hops-crowned = una pedina Incoronata può scavalcare solo pedine Non incoronate
jump-uncrowned-hops-uncrowned = una pedina Non incoronata può scavalcare solo pedine Incoronate
jump-landing-occupied = un balzo deve terminare su una casella vuota
jump-not-legal = non è tra le mosse legali

## Errori segnalati dalla pagina

# $side: chi difende nel problema.
puzzle-wait-reply =
    Aspetta la risposta { $side ->
        [white] del Bianco
       *[black] del Nero
    }.
puzzle-wait-answer =
    Aspetta che { $side ->
        [white] il Bianco
       *[black] il Nero
    } risponda.
puzzle-wait-try-over = Questo tentativo è finito: riprova, oppure mostra la soluzione.
puzzle-wait-over = Il problema è concluso: riprovalo, oppure passa al problema successivo.
error-game-on-board = Questa partita è sulla scacchiera: inizia o apri un'altra partita prima di eliminarla.
# $width: la larghezza chiesta, in pixel.
error-picture-width = Un'immagine deve essere larga da 120 a 2048 pixel, non { $width }.
error-gif-under-way = È in corso la creazione di una GIF: aspetta che finisca, oppure annullala prima.
error-no-mistakes = Per Impara dai tuoi errori serve una revisione completata in cui il tuo colore abbia commesso un'imprecisione, un errore o un errore grave.
error-mistakes-wait = Aspetta: questo tentativo è in corso di valutazione o di annullamento; poi riprova.
error-mistakes-settled = Questa mossa è già risolta: continua con Avanti, oppure torna alla partita.
error-no-my-mistakes = Per allenare i tuoi errori serve una partita analizzata in Le tue partite con un'imprecisione, un errore o un grave errore tuo: analizza prima una partita finita.
error-nothing-due = Nessuno dei tuoi errori è da rivedere ora. { $when }
error-nothing-deleted = Non c'è nessuna partita eliminata da recuperare.
error-no-archive = Qui non si può usare il database di questo browser, quindi non si può aggiungere nessun file di partite; apri invece una singola partita con Importa.
# $id: l'id chiesto.
error-kept-game = Non c'è nessuna partita conservata con l'id «{ $id }».
error-friend-game = Non c'è nessuna partita con un amico con l'id «{ $id }».

## Una partita con un amico su un altro dispositivo

# Il pulsante della patta: davanti a un solo schermo, poi in una partita con un amico.
draw-agree = Accordatevi per la patta
draw-offer = Proponi la patta
draw-accept = Accetta la patta
# L'amico senza nome, come lo nomina il pannello all'interno di una frase.
friend-unnamed = il tuo amico
ng-friend-about-live = Su un altro dispositivo, dal vivo: un link collega direttamente i vostri due browser, con l’orologio qui sotto.
live-connecting = Connessione…
live-waiting = In attesa che { $name } apra l’invito: invialo con Condividi, Copia link o il codice QR.
live-linking = { $name } è qui: connessione…
live-connected = Connesso
live-connected-rtt = Connesso · { $ms } ms
live-reconnecting = La connessione si è interrotta: riconnessione…
live-left = { $name } ha lasciato la partita. Rivendica la vittoria, aspetta che torni o continua con i link.
live-left-over = { $name } non c’è più.
live-no-relay = Nessun relay ha risposto ({ $relays }): la partita dal vivo non può iniziare. Continua con i link o riprova più tardi.
live-unreachable = I vostri due browser non riescono a raggiungersi su queste reti. Continua con i link.
live-load-failed = Il gioco dal vivo non si è potuto caricare ({ $why }). Continua con i link.
live-full = Questa partita ha già i suoi due giocatori: questa pagina non si è unita a nulla.
live-ask-takeback = { $name } chiede di ritirare la sua ultima mossa.
live-asked-takeback = Hai chiesto di ritirare la tua ultima mossa: in attesa di { $name }.
live-ask-rematch = { $name } offre la rivincita, a colori invertiti.
live-asked-rematch = Hai offerto la rivincita: in attesa di { $name }.
live-yes = Accetta
live-no = Rifiuta
live-declined = { $name } ha rifiutato.
live-no-game = Questa non è una partita dal vivo.
live-not-connected = Il tuo amico non è connesso.
live-no-takeback-over = La partita è finita: non si ritira nulla.
live-nothing-to-take-back = Non hai mosse da ritirare.
live-no-rematch-yet = La rivincita si può offrire a partita finita.
live-nothing-asked = Ora non ti viene chiesto nulla.
live-no-pause = Gli orologi di una partita dal vivo sono di entrambi: nessuno li ferma da solo.
live-no-claim = La vittoria si può rivendicare solo dopo 30 secondi senza alcun segno dell’altro giocatore.
live-rematch-started = La rivincita è iniziata: colori invertiti, stesso orologio.
live-chat-you = Tu
live-their-move = Tocca a { $name }.
# $name: il nome dell'amico (o friend-unnamed); $side: il colore con cui giochi.
friend-you-play =
    Giochi con { $side ->
        [white] il Bianco
       *[black] il Nero
    } contro { $name }.
friend-send-last = Invia l'ultimo link, così anche { $name } vedrà come è finita la partita.
friend-over = La partita è finita.
friend-send-invitation = Invita { $name } con Condividi, Copia link o il codice QR.
# Where the browser has no Share button.
friend-send-invitation-no-share = Invita { $name } con Copia link o il codice QR.
# $name apre la frase (la pagina ne rende maiuscola la prima lettera, se è una lettera a–z).
friend-offers = { $name } propone la patta.
friend-send-offer = Invia la tua proposta di patta, così { $name } la riceve.
friend-send-move = Invia la tua mossa, così { $name } la riceve: Condividi, Copia link o il codice QR.
friend-send-move-no-share = Invia la tua mossa, così { $name } la riceve: Copia link o il codice QR.
friend-your-move = Tocca a te.
friend-waiting = Inviato. In attesa che { $name } risponda con la sua mossa: apri il link che ti rimanderà.
# Nothing sent yet, the friend moves first (an invitation opened, or sent).
friend-waiting-first = In attesa della prima mossa di { $name }: apri il link che ti manderà.
friend-game-added =
    Una partita con { $name } è stata aggiunta alle tue partite con gli amici: giochi con { $side ->
        [white] il Bianco
       *[black] il Nero
    }.
# $moves: le mosse, ciascuna dopo list-comma.
friend-played = { $name } ha giocato { $moves }.
# $ply: una mossa della partita (1 per la prima).
friend-not-theirs = Questo link contiene una tua mossa (la mossa { $ply }): un link porta solo le mosse del tuo amico. Non è cambiato nulla.
friend-ended-at = Il tuo amico ha concluso la partita alla mossa { $ply }, prima che gli arrivassero le tue mosse successive: quelle mosse vengono annullate.
friend-stale = Questo link è più vecchio della tua partita, che è già alla mossa { $ply }. Non è cambiato nulla.
friend-differs-start = La partita di questo link è diversa dalla tua fin dall'inizio. Non è cambiato nulla.
friend-differs = La partita di questo link è diversa dalla tua a partire dalla mossa { $ply }. Non è cambiato nulla.
# $why: il motivo, per ora in inglese.
friend-link-refused = Non è possibile aprire questo link della partita: { $why }. Non è cambiato nulla.
# Una partita con un amico nell'elenco: $turn, una delle frasi friend-turn-*.
friend-game-item = { $name } · { $turn } · mossa { $ply }
# $result: 1-0, 0-1 o ½-½.
friend-turn-over = finita, { $result }
friend-turn-to-send = da inviare
friend-turn-yours = tocca a te
friend-turn-theirs = tocca all'amico

## Le tue partite e le immagini

# $why: il motivo, per ora in inglese.
picture-failed = Non è stato possibile creare l'immagine: { $why }.
archive-unavailable = Non è possibile conservare le tue partite nel database di questo browser ({ $why }). La partita sulla scacchiera viene comunque salvata, e una partita che sostituisci viene conservata come prima.
# Un file di partite importato: $count partite aggiunte, $duplicates già presenti.
imported-games =
    { $count ->
        [one] { $count } partita aggiunta
       *[other] { $count } partite aggiunte
    } a Le tue partite.
imported-games-duplicates =
    { $count ->
        [one] { $count } partita aggiunta
       *[other] { $count } partite aggiunte
    } a Le tue partite; { $duplicates ->
        [one] { $duplicates } era già presente
       *[other] { $duplicates } erano già presenti
    }.
# Aggiunti dopo le frasi qui sopra, ciascuno con il proprio spazio iniziale: una partita
# che non è stato possibile leggere ($game: il suo numero nel file; $line: la riga; $why: il
# motivo, per ora in inglese).
imported-game-error = { " " }Non è stato possibile leggere la partita { $game } (riga { $line }): { $why }.
imported-games-more-errors =
    { " " }{ $count ->
        [one] Non è stato possibile leggere { $count } altra partita.
       *[other] Non è stato possibile leggere altre { $count } partite.
    }
# A game of Your games: its buttons; $game: the game as the list shows it.
archive-picture = Immagine
archive-picture-of = Immagine di { $game }
archive-gif-of = GIF di { $game }
archive-delete = Elimina: { $game }

## Perché non è stato possibile fare qualcosa: frasi che altre frasi contengono come $why
## (senza maiuscola iniziale né punto finale, come in «La trascrizione non è stata importata: { $why }.»)

# Il testo di una mossa che non si può leggere. $text: il testo come è stato scritto; $why:
# una delle due frasi che seguono.
reason-not-a-move = «{ $text }» non è una mossa: { $why }
reason-move-shape = serve un passo come a6-a7 o un salto come c3xe5xg5
reason-move-square = le caselle vanno da a1 a h8
# I rifiuti di una mossa da parte delle regole, come frasi subordinate (la mossa di un elenco
# o di una trascrizione). $outcome: una delle frasi outcome-*.
reason-game-over = la partita è finita ({ $outcome })
reason-empty = non c'è nessuna pedina in { $square }
reason-not-yours =
    la pedina in { $square } non è { $side ->
        [white] del Bianco, e tocca al Bianco
       *[black] del Nero, e tocca al Nero
    }
reason-bound = regola del secondo turno: al suo secondo turno il Bianco deve muovere di nuovo la pedina mossa al primo turno, ora in { $square }
reason-not-adjacent = { $move } non è un passo: un passo va su una casella adiacente
reason-occupied = { $square } è occupata
# $why: una delle frasi jump-*.
reason-illegal-jump = { $move } non è un doppio salto legale: { $why }
# Un elenco di mosse (di un link, di una partita salvata): $number conta le sue mosse da 1.
reason-list-unreadable = la mossa { $number } dell'elenco, «{ $text }», non è una mossa: { $why }
reason-list-illegal = la mossa { $number } dell'elenco, { $move }, non è legale: { $why }
# Una posizione che non si può giocare (quella dell'editor, di una trascrizione, di un link).
reason-overlap = { $square } contiene pedine di entrambi i colori
reason-crown-on-empty = { $square } è segnata come Incoronata ma non contiene nessuna pedina
reason-move-number-zero = il numero di mossa deve essere almeno 1
reason-binding-not-white = la casella del vincolo del secondo turno, { $square }, non contiene una pedina del Bianco
# $number: il numero di mossa.
reason-binding-out-of-turn =
    un vincolo del secondo turno ({ $square }) con { $side ->
        [white] il Bianco
       *[black] il Nero
    } di turno alla mossa { $number }: un vincolo è ammesso solo con il Nero di turno alla mossa 1 o con il Bianco di turno alla mossa 2
# $most: il numero massimo di pedine di un giocatore (10).
reason-too-many-pieces =
    { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha { $count } pedine, ma ne può avere al massimo { $most }
reason-both-winning = entrambi i giocatori hanno già vinto
# Il testo di una posizione (TCN, RULES.md sezione 7) che non si può leggere. Le lettere w,
# W, b, B, le cifre e l'ordine dei campi sono quelli della notazione, uguali in ogni lingua.
reason-tcn-empty = il testo della posizione è vuoto
reason-tcn-fields =
    il testo della posizione ha { $count ->
        [one] { $count } campo
       *[other] { $count } campi
    }; ne servono 3 o 4: scacchiera, giocatore di turno, vincolo, [numero di mossa]
reason-tcn-ranks =
    la scacchiera ha { $count ->
        [one] { $count } traversa
       *[other] { $count } traverse
    }; ne servono 8, separate da «/»
reason-tcn-rank-width =
    la traversa { $rank } è larga { $count ->
        [one] { $count } casella
       *[other] { $count } caselle
    }; ne servono 8
# $char: il carattere trovato.
reason-tcn-char = carattere sconosciuto «{ $char }» nella traversa { $rank }; sono ammessi w, W, b, B o una cifra da 1 a 8
reason-tcn-side = il giocatore di turno «{ $text }» deve essere w o b
reason-tcn-binding = il vincolo del secondo turno «{ $text }» deve essere una casella (da a1 a h8) o «-»
reason-tcn-number = il numero di mossa «{ $text }» deve essere un numero intero da 1 in su
# La trascrizione di una partita (RULES.md sezione 9) che non si può leggere. I tag ([Event "…"],
# TCN, Repetition, Result) e i risultati (1-0, 0-1, 1/2-1/2, *) sono quelli della notazione.
# $line: la riga della trascrizione.
reason-record-tag = riga { $line }: «{ $text }» non è un tag come [Event "Casual game"]
# $name: il nome del tag.
reason-record-tag-after-moves = riga { $line }: il tag [{ $name } …] viene dopo le mosse; i tag vanno all'inizio
# $why: una delle frasi reason-tcn-*.
reason-record-tcn = il tag TCN: { $why }
reason-record-repetition = il tag Repetition «{ $value }» deve essere on o off
reason-record-result = il risultato «{ $value }» deve essere 1-0, 0-1, 1/2-1/2 o *
reason-record-no-result = la trascrizione non ha il tag Result
reason-record-unclosed-comment = riga { $line }: un commento aperto con {"{"} non viene mai chiuso con {"}"}
reason-record-stray-brace = riga { $line }: la parentesi {"}"} non chiude nessun commento
reason-record-variation = riga { $line }: le varianti tra ( ) non sono supportate; una trascrizione contiene una sola sequenza di mosse
# $found: il numero di mossa come è scritto; $number e $side: la mossa attesa.
reason-record-move-number =
    riga { $line }: il numero di mossa «{ $found }» si trova dove è attesa la mossa { $number } ({ $side ->
        [white] Bianco
       *[black] Nero
    }); manca una mossa o è fuori posto
# $number e $side: la mossa; $text: la mossa come è scritta; $why: reason-move-shape o -square.
reason-record-move-unreadable =
    mossa { $number } ({ $side ->
        [white] Bianco
       *[black] Nero
    }): «{ $text }» non è una mossa: { $why }
# $why: uno dei rifiuti delle regole qui sopra (reason-empty…).
reason-record-move-illegal =
    la mossa { $number } ({ $side ->
        [white] Bianco
       *[black] Nero
    }), { $move }, non è legale: { $why }
reason-record-trailing = testo inatteso dopo il risultato: «{ $text }»
# Il link di una partita (di un amico, di una posizione condivisa) che non si può aprire. I nomi
# delle parti ($part: tcn, moves, rep…) sono quelli del link, uguali in ogni lingua.
reason-link-oversized = il link è troppo lungo ({ $count } caratteri; il link di una partita ne ha al massimo { $most })
# $value: il formato del link.
reason-link-version = il link è stato creato da un'altra versione del gioco (formato «{ $value }»); ricarica la pagina per aggiornare il gioco
reason-link-truncated = il link è incompleto: chiedi al tuo amico di inviarti di nuovo il link intero
reason-link-damaged = il link è stato modificato o troncato durante l'invio: chiedi al tuo amico di inviarlo di nuovo
reason-link-missing = nel link manca la parte «{ $part }»
reason-link-bad = la parte «{ $part }» del link non si può leggere
reason-link-escape = il link contiene una sequenza di escape con % non valida
reason-link-not-text = il link non è un testo valido
# $why: una delle frasi reason-tcn-* o dei motivi di posizione qui sopra.
reason-link-position = la posizione del link non è valida: { $why }
# $ply: il numero della mossa nel link, da 1.
reason-link-move = la mossa { $ply } del link non è legale
reason-link-repetition = la parte rep del link, «{ $value }», deve essere on o off
reason-link-flag = la parte flag del link, «{ $value }», deve essere w o b
# $why: reason-list-unreadable o reason-list-illegal.
reason-link-moves = le mosse del link non si possono giocare: { $why }
# Un file che la pagina ha chiesto al server (le regole, i problemi, i testi di una lingua).
reason-fetch-not-response = il server non ha dato una risposta valida
# $status: lo stato HTTP (404…).
reason-fetch-status = il server ha risposto con il codice { $status }
reason-fetch-no-text = la risposta non contiene testo
reason-fetch-network = errore di rete
# L'archiviazione nel browser.
reason-save-unavailable = questo browser non consente alla pagina di salvare dati (navigazione privata o un'impostazione della privacy)
reason-save-full = lo spazio di archiviazione del browser per questo sito è pieno
# $why: le parole del browser stesso (spesso in inglese).
reason-save-refused = il browser ha rifiutato il salvataggio ({ $why })
reason-save-refused-silently = il browser ha rifiutato il salvataggio senza indicarne il motivo
reason-save-protecting = la partita salvata che non è stato possibile leggere resta al suo posto, e lo spazio di archiviazione non basta per conservarle entrambe
# Il processo del giocatore computer (il motore). $why: le parole del browser stesso.
reason-engine-stopped = l'operazione è stata interrotta
reason-engine-superseded = una richiesta successiva ne ha preso il posto
reason-engine-crashed = il processo del motore ha smesso di funzionare: { $why }
reason-engine-unavailable = non è stato possibile avviare il processo del motore: { $why }
# $lines: la risposta del motore, nel protocollo del motore (non tradotta).
reason-engine-reply = la risposta del motore non è comprensibile: { $lines }
reason-puzzles-empty = la raccolta di problemi è vuota
reason-engine-said = il motore ha risposto: { $why }
reason-engine-no-move = il motore non ha dato nessuna mossa
reason-sentence = { $why }.

## La partita conservata dall'ultima visita, e un errore del programma

# $why: perché non è stato possibile leggere la partita salvata (una frase reason-record-*);
# $key: dove è conservata nello spazio di archiviazione del browser (un nome, non tradotto).
restore-kept-aside = Non è stato possibile ripristinare la partita salvata ({ $why }); è conservata nello spazio di archiviazione di questo browser come «{ $key }». È iniziata una nuova partita.
# $copy: perché non è stato possibile copiarla a parte (una frase reason-save-*).
restore-left-in-place = Non è stato possibile ripristinare la partita salvata ({ $why }), né copiarla a parte ({ $copy }): resta nello spazio di archiviazione di questo browser come «{ $key }», e questa nuova partita non la sovrascriverà.
# L'avviso quando il programma si è interrotto; $why: il messaggio del programma stesso (in inglese).
crashed-saved = Il gioco si è interrotto per un errore del programma ({ $why }). Qui sotto c'è la tua partita fino all'ultima mossa: copiala, ricarica la pagina e importala (Salva e condividi) se non ricompare da sola.
crashed-unsaved = Il gioco si è interrotto per un errore del programma ({ $why }). Non è stata trovata nessuna partita salvata.
