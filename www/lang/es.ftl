### Las palabras de la página en español: el catálogo en español (es) de la página, que
### traduce mensaje a mensaje el catálogo inglés integrado (src/ui/lang/en.ftl), con las
### mismas variables. Sintaxis de Project Fluent: https://projectfluent.org/fluent/guide/
### The page's words in Spanish (BCP 47 tag es): the Spanish catalogue of the page's words,
### translating the built-in English one (src/ui/lang/en.ftl) message for message.
### Every message here follows the glossary below, and so does any new one. The rules page, www/rules.es.html, already uses it.
###
### Glossary
###
### General conventions
### - Address the player as tú (informal), as lichess's Spanish does: "Selecciona una
###   pieza", "tu oponente", "Pruébalo". Never usted, never vosotros. Vocabulary of
###   lichess's es-ES: "ordenador" (not "computadora"), "enlace", "partida".
### - Opening ¿ and ¡ always. Sentence case for labels and headings ("Cómo leer el
###   tablero"); English Title Case is not carried over.
### - Moves, squares and records stay in the game's notation (a6-a7, c3xe5xg5, h8, TCN,
###   [Repetition "off"], rep=off) and are not translated. A square standing for the piece
###   on it is feminine, agreeing with "pieza": "f5 pierde su corona; d4 queda intacta".
### - The game's name, Three Crowns, stays in English (proper name, masculine if needed:
###   "Three Crowns es un juego…"). Larry Back and Zillions of Games stay as they are.
###
### Sides
### - White = las blancas; Black = las negras. Feminine plural, with the article inside a
###   sentence and a plural verb: "las blancas mueven primero", "ganan las blancas",
###   "juegan las negras", "las negras han capturado". Possessive: "de las blancas"
###   ("la tercera captura de las blancas"). Lower case inside a sentence; capitalised
###   with no article as a standalone label or heading: "Blancas", "Negras".
###   In a $side select expression write the whole noun phrase with its article, e.g.
###   [white] las blancas / *[black] las negras (or "Las blancas" at a sentence start),
###   and make the verb plural in both branches.
### - A piece's colour is an adjective: una pieza blanca / negra, piezas blancas / negras.
### - side = el bando (pl. los bandos); "the side to move" = el bando al que le toca mover,
###   or "con las blancas al turno". turn = el turno. player = el jugador / la jugadora.
### - opponent = el oponente ("tu oponente", as lichess); enemy piece = pieza enemiga.
###
### Game terms
### - piece = la pieza (f., pl. las piezas). Not "ficha".
### - square = la casilla (f., pl. las casillas). board = el tablero.
### - move (noun) = la jugada (f., pl. las jugadas); to move = mover ("mueve la pieza de b6";
###   "la pieza que se ha movido"); legal move = jugada legal; move number = número de
###   jugada ("la jugada número 1"). game = la partida.
### - step (noun) = el paso (m., pl. los pasos); to step = dar un paso ("puede dar un paso
###   a una casilla vacía"); stepping = dar un paso.
### - hop (noun) = el salto (m., pl. los saltos); to hop (a piece) = saltar (transitive:
###   "salta las piezas coronadas de d4 y f5"); hopped = saltada ("la pieza saltada en
###   primer/segundo lugar"); the jumper = la pieza que salta.
### - double jump = el doble salto (m., pl. los dobles saltos). "jump" in English, meaning
###   the whole move, is also "doble salto" ("el mismo doble salto"); plain "salto" is
###   always one hop. To jump (in general) = saltar ("Saltar nunca es obligatorio").
### - first landing = el primer aterrizaje (m.): the square where the first hop lands;
###   "la casilla del primer aterrizaje" where the square needs stressing. final landings =
###   los aterrizajes finales; to land = aterrizar.
### - capture (noun) = la captura (f., pl. las capturas); to capture = capturar; captured =
###   capturada/capturadas ("queda capturada"); "three captures" = tres capturas.
### - Crowned = coronada (adjective agreeing with pieza: coronada, coronadas; coronado only
###   with a masculine noun). Uncrowned = sin corona (invariable: "una pieza sin corona",
###   "piezas sin corona", "siguen sin corona"; "no tiene corona" as a predicate).
###   Both lower case inside a sentence (Spanish does not capitalise adjectives); where
###   English marks them as terms, mark with <strong> as the English does. Do not use
###   "no coronada" or "descoronada" for the state Uncrowned.
### - crown (noun) = la corona (f., pl. las coronas); "loses its crown" = pierde su corona.
### - to crown = coronar (transitive: "el paso corona la pieza"); to be Crowned = coronarse
###   ("la pieza se corona"); crowning = coronarse / la coronación.
### - to uncrown = descoronar ("la descorona"); uncrowned (participle, the act) =
###   descoronada ("en lugar de descoronada, queda capturada").
### - Troika = la Troika (f., pl. las Troikas), kept as the game's term, always with a
###   capital T. Crowned Troika = Troika coronada (f., pl. Troikas coronadas). "stands in a
###   Troika" = está / queda en una Troika.
### - draw = las tablas (f. pl., always plural, as lichess): "la partida termina en tablas",
###   "acordar tablas", "tablas acordadas" (Draw agreed), "Tablas" as a label. Not "empate".
### - win = ganar; a win = la victoria ("victoria por tres capturas"); "White wins" =
###   ganan las blancas; winning chances = probabilidades de ganar.
### - lose = perder; a loss = la derrota. resign = abandonar ("las blancas abandonan";
###   White resigned = abandonan las blancas / las blancas abandonaron, as lichess).
### - threefold repetition = la triple repetición (f., as lichess). house rule = regla de
###   la casa; on / off = activada / desactivada.
### - second-turn rule = la regla del segundo turno (f.); the piece it binds = la pieza
###   obligada por la regla del segundo turno; its binding = la obligación de la regla del
###   segundo turno.
### - set-up position = posición configurada; start position = la posición inicial.
### - record (a .tcg game record) = el registro (m., pl. los registros); link = el enlace;
###   saved game = partida guardada; notation = la notación.
###
### The page's tools
### - lesson = la lección (f., pl. las lecciones); "Try it" = Pruébalo.
### - puzzle = el ejercicio (m., pl. los ejercicios), as lichess's Spanish.
### - analysis = el análisis (m., invariable plural: los análisis).
### - engine = el motor (m., pl. los motores); "the computer" (opponent) = el ordenador.
### - review (the game review) = la revisión de la partida (f.); to review = revisar.
### - inaccuracy = la imprecisión (pl. imprecisiones); mistake = el error (pl. errores);
###   blunder = el error grave (pl. errores graves), all as lichess's Spanish.
###   Learn from your mistakes = Aprende de tus errores.
### - Undo = Deshacer; status line = la línea de estado.
### - Board marks: ring = el círculo (dashed = discontinuo, thin = fino, thick = grueso,
###   gold = dorado); dot = el punto (faint = tenue); tinted squares = casillas coloreadas;
###   cross = la cruz.
###
### The lessons, as the rules page names them (www/rules.es.html)
### - 1 stepping = dar un paso
### - 2 crowning through a Troika = coronarse con una Troika
### - 3 a Crowned piece captures = una pieza coronada captura
### - 4 an Uncrowned piece uncrowns = una pieza sin corona descorona
### - 5 only the second hop counts = solo cuenta el segundo salto
### - 6 uncrowned into a Troika = descoronada dentro de una Troika
###   (the course's title "Uncrowned into a Troika: captured" = Descoronada dentro de una
###   Troika: capturada)
### - 7 a Crowned Troika = una Troika coronada (course title "Winning by a Crowned Troika"
###   = Ganar con una Troika coronada)
### - 8 three captures = tres capturas (course title "Winning by three captures" = Ganar
###   con tres capturas)
### - 9 the second-turn rule = la regla del segundo turno
### As course titles, capitalise the first word only: "Dar un paso", "Solo cuenta el
### segundo salto".

## Aprende de tus errores (el modo de práctica de la revisión)

# $ply: el número de la jugada en la partida; $class: "inaccuracy", "mistake" o "blunder";
# $glyph: su signo (?!, ?, ??).
mistake-prompt =
    Jugada { $ply }: { $side ->
        [white] las blancas
       *[black] las negras
    } jugaron { $played }, { $class ->
        [inaccuracy] una imprecisión
        [mistake] un error
       *[blunder] un error grave
    } ({ $glyph }). Encuentra una jugada mejor para { $side ->
        [white] las blancas
       *[black] las negras
    }.
# The marked move once a better one is found or shown.
mistake-marked =
    Jugada { $ply }: { $side ->
        [white] las blancas
       *[black] las negras
    } jugaron { $played }, { $class ->
        [inaccuracy] una imprecisión
        [mistake] un error
       *[blunder] un error grave
    } ({ $glyph }).
# $index: la jugada que se muestra (1 para la primera).
mistakes-progress = Jugada { $index } de { $total } por corregir
mistake-checking = Comprobando { $move }…
mistake-right-engine = Buena jugada: { $move } es la que elige el motor. Continúa con Siguiente.
mistake-right-chances = Buena jugada: { $move } también mantiene tus probabilidades de ganar. Continúa con Siguiente.
mistake-played-again = { $move } es la jugada que se hizo en la partida. Prueba otra jugada.
mistake-wrong = { $move } cede demasiado. Prueba otra jugada.
# $why: el motivo que dio el motor, una frase aparte.
mistake-unjudged = No se ha podido evaluar ese intento ({ $why }). Vuelve a intentarlo.
mistake-hint = Pista: mueve la pieza de { $square }.
mistakes-summary =
    Terminado: has encontrado { $found } de { $total } { $total ->
        [one] jugada mejor
       *[other] jugadas mejores
    } para { $side ->
        [white] las blancas
       *[black] las negras
    } (respuestas mostradas: { $shown }; omitidas: { $skipped }).
mistakes-started =
    Aprende de tus errores: { $total } { $total ->
        [one] jugada
       *[other] jugadas
    } de { $side ->
        [white] las blancas
       *[black] las negras
    } por corregir.
mistakes-skip = Omitir
mistakes-next = Siguiente
mistakes-leave = Volver a la partida
mistakes-left = Has vuelto a la partida y a su revisión.
drill-left = De vuelta a la partida.
drill-title = Entrena tus errores
drill-started =
    Entrena tus errores: { $due } { $due ->
        [one] problema
       *[other] problemas
    } de tus partidas revisadas para ahora.
drill-progress = { $due } para ahora · { $solved } resueltos · { $missed } fallados
drill-from = De tu partida del { $date }, { $white } – { $black }.
drill-done = No queda nada para ahora: { $solved } resueltos, { $missed } fallados. { $when }
drill-in-minutes =
    El siguiente vuelve dentro de { $n } { $n ->
        [one] minuto
       *[other] minutos
    }.
drill-in-hours =
    El siguiente vuelve dentro de { $n } { $n ->
        [one] hora
       *[other] horas
    }.
drill-in-days =
    El siguiente vuelve dentro de { $n } { $n ->
        [one] día
       *[other] días
    }.
drill-line = Tus errores: { $total } · { $due } para ahora · { $learned } aprendidos
drill-accuracy-label = Tu precisión en tus últimas partidas revisadas, de la más antigua a la más reciente
drill-accuracy-bar = { $date }: { $accuracy } %

## El idioma de la página

# Dicho en el idioma que se acaba de elegir.
language-spoken = La página está en español.
# $language: el nombre del idioma en ese idioma (Deutsch, 日本語…); $why: por qué no se
# han podido cargar sus textos.
language-unavailable = No se han podido cargar los textos en { $language } ({ $why }): la página sigue como estaba.

## Los textos fijos de la página: los de los elementos de index.html que los nombran en
## data-t (o los de un atributo, en data-t-title, data-t-aria-label, data-t-placeholder).
## Un mensaje hecho de varias piezas (una frase con una palabra en negrita) se divide
## donde la página lo divide. "Three Crowns", el nombre del juego, no se traduce.

update-notice-a-new-version-is = Hay una nueva versión disponible; tu partida está guardada.
update-reload = Recargar
rest-failed = No se pudo descargar una parte del juego. Tu partida está guardada: recarga para continuar.
export-cancel = Cancelar
crash-copy = Copiar el registro de la partida
page-skip-to-the-board = Ir al tablero
page-board-label = Tablero
seat-black-label = Negras: quién juega
board-resize-title = Arrastra para cambiar el tamaño del tablero; doble clic para ajustarlo a la ventana
board-resize-label = Tamaño del tablero: arrastra o usa las flechas; Intro lo ajusta a la ventana
seat-white-label = Blancas: quién juega
board-help = Las flechas mueven el cursor; Intro o Espacio selecciona una pieza y luego su destino. Escape anula la selección.
open-lessons-title = Lecciones breves e interactivas: aprende las reglas jugando
open-lessons = Aprender
open-puzzles-title = Ejercicios de táctica: encuentra la jugada que fuerza la victoria
open-puzzles = Ejercicios
open-rules = Reglas
welcome-title = Te damos la bienvenida a Three Crowns
welcome-goal-capture-three-of-your = captura tres piezas de tu oponente o coloca en línea tres piezas coronadas tuyas.
welcome-goal-how-to-win = Cómo ganar:
welcome-new-to-the-game = ¿Nunca has jugado? Nueve lecciones breves te enseñan el juego jugada a jugada; o lee antes las reglas.
welcome-play = Jugar
lesson-leave = Volver a la partida
result-new = Nueva partida
result-swap = Cambiar de bando y volver a jugar
result-review = Revisar
result-share = Compartir
result-png-title = Descargar una imagen de la posición final (PNG)
result-png = Imagen
result-gif-title = Crear un GIF animado de toda la partida
result-gif = GIF
page-game-state-label = Estado de la partida
save-warning-copy = Copiar registro
save-warning-download = Descargar registro (.tcg)
friend-title = Partida con un amigo
friend-name-row-your-name = Tu nombre
friend-name-placeholder = Para que tu amigo sepa quién juega
friend-copy = Copiar enlace
friend-qr = Código QR
friend-accept = Aceptar tablas
friend-qr-code-label = Código QR del enlace: escanéalo con el dispositivo de tu amigo
friend-box-link = Enlace
lesson-box-label = Lección
lesson-box-lesson-controls-label = Controles de la lección
lesson-retry = Reintentar
lesson-list-title-lessons = Lecciones ·
puzzle-box-label = Ejercicio
puzzle-box-puzzle-controls-label = Controles del ejercicio
puzzle-solution = Ver la solución
puzzle-progress-label = Tu progreso
puzzle-progress-rating = Puntuación
puzzle-progress-streak = Racha
puzzle-progress-solved = Resueltos
puzzle-progress-failed = Fallados
puzzle-box-link-to-this-puzzle = Enlace a este ejercicio
page-study-label = Estudio
analysis-box-lines = Líneas
analysis-line-label = Mejores líneas
editor-what-a-click-puts-label = Qué coloca un clic en el tablero
editor-white = Blancas
editor-crowned = coronadas
editor-black = Negras
editor-eraser = Borrador
editor-to-move = Turno
editor-the-white-piece-the-title = La pieza blanca obligada por la regla del segundo turno, o ninguna
editor-bound = Obligada
editor-move = Jugada
editor-position-text = Texto de la posición
edit-start = Posición inicial
edit-clear = Vaciar
edit-play = Jugar desde aquí
edit-analyse = Analizar
edit-close = Cerrar
review-progress-label = Progreso de la revisión
review-graph-label = Probabilidades de ganar de las blancas por jugada; haz clic para ir a una jugada
review-mistakes = Aprende de tus errores
review-export = Registro comentado
mistakes-hint = Pista
mistakes-show = Ver la respuesta
page-moves-label = Jugadas
moves-legend-captures = captura
moves-legend-uncrowns = descorona
moves-legend-crowned = se corona
moves-legend-a-capture-three-win = una captura (tres ganan)
page-browse-the-game-label = Recorrer la partida
nav-first-title = Primera posición (Inicio)
nav-first-label = Primera posición
nav-prev-title = Jugada anterior (←)
nav-prev-label = Jugada anterior
nav-next-title = Jugada siguiente (→)
nav-next-label = Jugada siguiente
nav-last-title = Posición actual (Fin)
nav-last-label = Posición actual
page-game-controls-label = Controles de la partida
undo = Deshacer
redo = Rehacer
flip = Girar
menu-label = Más acciones y ajustes
resign-title = Abandona el bando al que le toca mover (o quien juega contra el ordenador); pulsa dos veces
resign = Abandonar
open-games-title = Todas las partidas que has jugado aquí: buscar, reproducir, continuar, exportar
open-games = Tus partidas
reopen-previous-title = Intercambiar esta partida con la que quedó reemplazada por una partida nueva, una importación o un enlace
reopen-previous = Partida anterior
hint-title = Mostrar la jugada del motor para el bando al que le toca mover
review-game-title = Evaluar cada posición y marcar los errores
review-game = Revisar la partida
edit-position = Editar posición
menu-study-tools-label = Herramientas de estudio
menu-threats = Amenazas
menu-analysis = Análisis
save-share-save-and-share = Guardar y compartir
save-share-link-to-this-game = Enlace a esta partida
save-share-this-game-s-record = Registro de esta partida
copy-png = Copiar imagen
save-png = Descargar imagen (.png)
save-gif = GIF animado
save-share-this-position-tcn = Esta posición (TCN)
copy-position = Copiar posición
import-open-a-game = Abrir una partida
import-paste-a-game-record = Pega el registro de una partida
import-record = Importar este registro
import-open-a-file = Abrir un archivo…
import-the-game-in-progress = Si quieres, la partida en curso se conserva: desde
import-brings-it-back = puedes recuperarla.
settings-settings = Ajustes
settings-game-settings-label = Ajustes de la partida
settings-turn-the-board-to = Girar el tablero hacia el bando al que le toca mover
settings-draw-on-threefold-repetition = Tablas por triple repetición
settings-display-and-sound-label = Visualización y sonido
settings-theme = Tema
theme-as-the-system = Como el sistema
theme-light = Claro
theme-dark = Oscuro
settings-coordinates = Coordenadas
settings-colour-blind-safe-colours = Colores aptos para daltónicos
settings-mute-sounds = Silenciar sonidos
settings-analysis-workers-at-most = Procesos de análisis, como máximo
move-entry-type-a-move = Escribe una jugada
move-input-placeholder = a6-a7 o c3xe5xg5
move-help = Un paso: origen-destino. Un doble salto: origen x primer aterrizaje x aterrizaje final.
rules-title = Cómo jugar a Three Crowns
close-rules-label = Cerrar las reglas
ng-computer-title = Jugar contra el ordenador
new-game-dialog-level = Nivel
new-game-dialog-you-play = Juegas con
ng-colour-random = Al azar
ng-two-title = Dos jugadores aquí
new-game-dialog-white-s-name = Nombre de las blancas
new-game-dialog-black-s-name = Nombre de las negras
ng-friend-title = Jugar con un amigo
new-game-dialog-on-another-device-each = En otro dispositivo: cada jugada viaja en un enlace que envías. Sin reloj.
ng-friend = Invitar a un amigo
ng-friend-way = Cómo
ng-friend-live = En directo
ng-friend-links = Por enlaces
live-wait = Esperar
live-by-links = Seguir por enlaces
live-claim = Reclamar la victoria
live-chat-hide = Ocultar el chat
live-chat-label = Chat
live-chat-placeholder = Escribe y pulsa Intro
new-game-dialog-clock = Reloj
ng-custom-minutes = Minutos
ng-custom-increment-s = Incremento (s)
replace-title = Hay una partida en curso
replace-keep = Conservarla
replace-discard = Descartarla
games-search-label = Buscar por el nombre de un jugador
games-search-placeholder = Buscar por nombre
games-result-label = Resultado
games-kind-label = Oponente
games-undo-bar-game-deleted = Partida eliminada.
friend-list-title = Tus partidas con amigos
games-export = Exportar todas (.tcg)
games-dialog-import-games = Importar partidas…
settings-language = Idioma (Language)

## La partida: lo que el tablero rechaza, las jugadas, la línea del turno, los resultados

# $square, $from, $to: casillas; $owner: de quién es la pieza; $side: a quién le toca mover.
refusal-not-yours =
    La pieza de { $square } es de { $owner ->
        [white] las blancas
       *[black] las negras
    }; juegan { $side ->
        [white] las blancas
       *[black] las negras
    }.
refusal-no-moves = La partida ha terminado: no hay más jugadas.
refusal-stuck = La pieza de { $square } no tiene ninguna jugada legal.
refusal-ambiguous = Varios dobles saltos desde { $from } terminan en { $to }: elige el primer aterrizaje.
refusal-unreachable = La pieza de { $from } no puede llegar a { $to }: un paso va a una casilla vacía adyacente; un doble salto salta dos piezas enemigas.
# Una jugada descrita para la línea de estado y los lectores de pantalla. $side: quién
# ha movido; $move: la jugada; $from, $to: sus casillas; $first, $second: las piezas que
# salta un doble salto; $effects: lo que hizo, hecho de las cláusulas move-uncrowns,
# move-captures y move-crowned de abajo, cada una con su propio separador al principio.
move-step =
    { $side ->
        [white] Blancas
       *[black] Negras
    } { $move }: paso de { $from } a { $to }{ $effects }.
move-jump =
    { $side ->
        [white] Blancas
       *[black] Negras
    } { $move }: doble salto de { $from } a { $to } saltando { $first } y { $second }{ $effects }.
# $side: el bando de la pieza que pierde su corona.
move-uncrowns =
    ; la pieza { $side ->
        [white] blanca
       *[black] negra
    } de { $square } pierde su corona
# $side: el bando de la pieza capturada.
move-captures =
    ; captura la pieza { $side ->
        [white] blanca
       *[black] negra
    } de { $square }
move-crowned = ; se corona en { $square }
# El separador de una lista breve ("captura, se corona").
list-comma = { ", " }
# Lo que hizo una jugada, en la lista de jugadas.
mark-captures = captura
mark-uncrowns = descorona
mark-crowned = se corona
# El nombre de un botón de la lista de jugadas para los lectores de pantalla; $marks: lo
# que hizo, cada cosa tras list-comma.
move-label = Jugada { $ply }: { $move }{ $marks }
turn-to-move =
    Juegan { $side ->
        [white] las blancas
       *[black] las negras
    }
turn-bound =
    Juegan { $side ->
        [white] las blancas
       *[black] las negras
    } (regla del segundo turno: la pieza de { $square })
# $turn: la línea del turno; $view: la jugada que se muestra; $ply: las jugadas de la partida.
turn-showing = { $turn } Se muestra la jugada { $view } de { $ply }.
# Cómo terminó una partida, como cláusula (outcome la convierte en frase). $winner,
# $loser: bandos. Empiezan con mayúscula: withdrawn y game-over las ponen al principio
# de una frase o entre comillas.
outcome-resigned =
    Ganan { $winner ->
        [white] las blancas
       *[black] las negras
    }: abandonan { $loser ->
        [white] las blancas
       *[black] las negras
    }
outcome-time =
    Ganan { $winner ->
        [white] las blancas
       *[black] las negras
    } por tiempo
outcome-abandoned =
    Ganan { $winner ->
        [white] las blancas
       *[black] las negras
    }: { $loser ->
        [white] las blancas
       *[black] las negras
    } han dejado la partida
outcome-three-captures =
    Ganan { $winner ->
        [white] las blancas
       *[black] las negras
    } al capturar tres piezas
outcome-crowned-troika =
    Ganan { $winner ->
        [white] las blancas
       *[black] las negras
    } con una Troika coronada
outcome-no-moves = Tablas: el bando al que le toca mover no tiene ninguna jugada legal
outcome-repetition = Tablas por triple repetición
outcome-agreement = Tablas acordadas
# $outcome: una de las cláusulas outcome-*.
outcome = { $outcome }.
# El encabezado de la tarjeta del resultado ($score: 1-0, 0-1 o ½-½) y el motivo.
result-win =
    { $winner ->
        [white] Ganan las blancas
       *[black] Ganan las negras
    } · { $score }
result-draw = Tablas · { $score }
# The players a result card names ($white, $black: as the strips name them).
result-players = { $white } – { $black }
result-why-three-captures = al capturar tres piezas
result-why-crowned-troika = con una Troika coronada
result-why-resigned =
    { $loser ->
        [white] las blancas han abandonado
       *[black] las negras han abandonado
    }
result-why-time =
    { $loser ->
        [white] las blancas han perdido por tiempo
       *[black] las negras han perdido por tiempo
    }
result-why-abandoned =
    { $loser ->
        [white] las blancas han dejado la partida
       *[black] las negras han dejado la partida
    }
result-why-no-moves = el bando al que le toca mover no tiene ninguna jugada legal
result-why-repetition = la misma posición por tercera vez
result-why-agreement = acordadas por los jugadores
viewing-start =
    Viendo el inicio (de { $ply } { $ply ->
        [one] jugada
       *[other] jugadas
    })
viewing-move = Viendo la jugada { $view } de { $ply }
bound-next = Regla del segundo turno: la próxima jugada de las blancas debe volver a mover la pieza de { $square }.
# El título de la pestaña del navegador; $turn: la línea del turno.
page-title = { $turn } · Three Crowns
# El nombre del tablero para los lectores de pantalla; $side: el bando de abajo.
board-label =
    Tablero, con { $side ->
        [white] las blancas
       *[black] las negras
    } abajo. { $turn }
taken-back-one = Jugada { $move } deshecha.
taken-back-two = Jugadas { $first } y { $second } deshechas.
browsed-after = Se muestra la posición después de la jugada { $view }, { $move }.
browsed-current = De vuelta a la posición actual, después de { $move }.
browsed-start = Se muestra la posición inicial.
resign-confirm =
    Pulsa Abandonar otra vez para confirmar: { $side ->
        [white] las blancas abandonan
       *[black] las negras abandonan
    }.
# $outcome: una de las cláusulas outcome-* (entre comillas, porque empieza con mayúscula).
withdrawn = Se ha deshecho el final de la partida («{ $outcome }»): la partida continúa.
game-over = La partida ha terminado. { $outcome }. Empieza una nueva partida o usa Deshacer.
repetition-on = La triple repetición es tablas (regla de la casa activada).
repetition-off = Regla de repetición desactivada: las posiciones pueden repetirse sin que haya tablas.
rules-loading = Cargando las reglas…
# $why: el motivo, por ahora en inglés.
rules-unavailable = No se han podido cargar las reglas: { $why }. Ciérralas y vuelve a abrirlas para reintentarlo; tu partida no ha cambiado.

## Frases fijas de la línea de estado y de la página

# El guardado vuelve a funcionar después de un fallo.
saving-again = La partida vuelve a guardarse.
# Un clic mientras se recorre la partida vuelve a la posición en juego.
back-to-current = De vuelta a la posición actual.
# Deshacer sin nada que deshacer.
nothing-to-undo = No hay ninguna jugada que deshacer.
# Deshacer tras perder por tiempo.
time-loss-final = La partida se perdió por tiempo, y un resultado por tiempo es definitivo: no se deshace ninguna jugada.
# La primera pulsación de Acordar tablas (Agree a draw).
draw-confirm = Pulsa Acordar tablas otra vez para confirmar que ambos jugadores acuerdan tablas.
# Abandonar con el ordenador en ambos puestos.
nobody-resigns = El ordenador juega con ambos bandos: no hay nadie que pueda abandonar.
# Acordar tablas sin dos personas ante la pantalla.
no-draw-agreement = Solo pueden acordar tablas dos personas ante esta pantalla.
# Rehacer sin nada que rehacer.
nothing-to-redo = No hay ninguna jugada que rehacer.
# Otra pestaña continuó esta partida (o deshizo jugadas de ella).
updated-from-tab = Actualizada desde otra pestaña.
# La partida anterior ha vuelto.
previous-reopened = Partida anterior recuperada.
# No hay ninguna partida anterior que recuperar.
no-previous = No hay ninguna partida anterior.
# Un registro importado.
imported = Partida importada.
# Un enlace compartido abierto.
link-opened = Se ha abierto la partida compartida.
# El editor de posiciones abierto.
editor-open = Editando una posición: elige una pieza o el borrador y luego haz clic o arrastra sobre el tablero.
# El editor de posiciones cerrado sin jugar.
editor-closed = Editor cerrado; la partida sigue como estaba.
# Una acción del editor sin el editor abierto.
editor-not-open = El editor de posiciones no está abierto.
# El editor reabierto tras recargar, tal como se dejó.
editor-reopened = El editor de posiciones está abierto como lo dejaste; la partida espera hasta que lo cierres.
# Una jugada (de cualquier origen) o una pista pedida con el editor abierto.
game-waits-for-editor = La partida espera mientras el editor de posiciones está abierto: ciérralo para continuar.
# Una partida empezada desde la posición del editor.
set-up = Nueva partida desde la posición configurada.
# La oferta de una revisión junto al resultado de una partida terminada.
review-offer = Revisar la partida
# Una revisión empezada.
review-started = Revisando la partida: se evalúa cada posición.
# Una revisión terminada.
review-done = Revisión terminada: las jugadas marcadas llevan ?!, ? o ?? en la lista de jugadas.
# Una revisión cancelada.
review-cancelled = Revisión cancelada.
# Una revisión terminada, cerrada.
review-closed = Revisión cerrada.
# El registro comentado, puesto en el cuadro del registro.
review-exported = El registro con los comentarios de la revisión está en el cuadro Guardar y compartir.
# Exportar sin una revisión terminada.
no-review = No hay ninguna revisión terminada de esta partida que exportar.
# La información emergente de una jugada de la mejor línea.
preview-title = Mostrar la posición después de esta jugada
# Una pista pedida mientras se recorre la partida.
hint-while-browsing = Las pistas son para la posición actual de la partida: vuelve antes a ella.
# Buscando una pista.
looking-for-hint = Buscando una buena jugada…
# La página no tiene acceso al portapapeles.
no-clipboard = Esta página no puede usar el portapapeles aquí: selecciona el texto y cópialo.
# El navegador ha denegado el portapapeles.
clipboard-refused = El navegador ha denegado el acceso al portapapeles; selecciona el texto y cópialo tú.
# El registro está en el portapapeles.
record-copied = Registro de la partida copiado.
# El texto de la posición se ha copiado.
position-copied = Posición (TCN) copiada.
# El enlace está en el portapapeles.
link-copied = Enlace a esta partida copiado.

## Frases fijas: el archivo de partidas

# La lista está vacía.
no-games-yet = Aún no hay partidas: aquí se guarda cada partida que juegues con al menos una jugada.
# El filtro o la búsqueda no deja nada.
no-games-match = Ninguna partida coincide: cambia el filtro o la búsqueda.
# Una partida eliminada.
game-deleted = Partida eliminada. Deshacer la recupera.
# Una partida eliminada, recuperada.
game-restored = La partida eliminada ha vuelto a Tus partidas.
# La fila de la partida que está en el tablero.
on-the-board = En el tablero
# La opción "cualquiera" de los filtros.
any-result = Cualquier resultado
# La opción "cualquiera" del filtro de oponente.
any-opponent = Cualquier oponente
# El GIF empieza.
gif-started = Creando el GIF…
# El GIF cancelado.
gif-cancelled = Se ha cancelado el GIF.
# El PNG copiado.
picture-copied = Imagen de la posición copiada.
# El PNG descargado.
picture-downloaded = Imagen de la posición descargada.
# El GIF descargado.
gif-downloaded = GIF de la partida descargado.
# El GIF compartido.
gif-shared = GIF de la partida compartido.

## Frases fijas: partida con un amigo

# La línea de estado cuando empieza una partida con un amigo.
friend-game-started = Ha empezado la partida con un amigo: envía la invitación con Compartir, Copiar enlace o el código QR.
friend-game-started-no-share = Ha empezado la partida con un amigo: envía la invitación con Copiar enlace o el código QR.
# El título de la hoja de compartir para el enlace de una partida con un amigo.
friend-share-title = Three Crowns: te toca mover
# Tablas ofrecidas desde aquí.
friend-draw-offered = Ofreces tablas: envía la oferta a tu amigo junto con tu jugada o por separado.
# El portapapeles tiene el enlace de una partida con un amigo.
friend-link-copied = Enlace copiado: pégaselo a tu amigo.
# Un cambio de puestos pedido en una partida con un amigo.
friend-seats-fixed = En una partida con un amigo los puestos no cambian: tu amigo juega desde su dispositivo.
# Ayuda del motor (pista, análisis, amenazas, revisión) pedida en una partida con un amigo sin terminar.
friend-no-help = En una partida con un amigo no hay pistas, análisis, amenazas ni revisión hasta que la partida termine.
# La regla de repetición cambiada en una partida con un amigo.
friend-rule-fixed = En una partida con un amigo la regla de repetición se queda como al empezar la partida, igual para los dos.
# Deshacer después de enviar la jugada.
friend-move-sent = Tu jugada ya se ha enviado: ahora no se puede deshacer. Le toca a tu amigo.
# Tablas pedidas donde no se pueden ofrecer.
friend-no-draw = Solo se pueden ofrecer tablas en una partida con un amigo que siga en curso.
# Aceptar pulsado sin ninguna oferta pendiente.
friend-no-offer = Tu amigo no ha ofrecido tablas.
# La API de scripts pidió una acción de partida con un amigo fuera de una.
not-a-friend-game = La partida del tablero no es una partida con un amigo.
# Un enlace de este lado de la partida abierto aquí.
friend-own-link = Este enlace es tu propia jugada: envíaselo a tu amigo. No ha cambiado nada.
# Un enlace que continúa desde donde el jugador local abandonó o aceptó tablas.
friend-ended-here = Tu partida ha terminado aquí, pero tu amigo aún no lo ha visto: vuelve a enviarle tu último enlace. No ha cambiado nada.
friend-crossed = Tu amigo terminó la partida en la misma jugada que tú y vuestros enlaces se cruzaron: vale el final que hizo el jugador al que le tocaba mover.

## Frases fijas: lecciones

# El modo Aprender no deja cambiar los puestos.
lesson-no-seats = Sal de las lecciones para cambiar quién juega.
# El comienzo de una lección: se espera la jugada del alumno (la instrucción está encima).
lesson-your-move = Te toca mover.
# El botón de la lección siguiente.
lesson-next = Siguiente lección
lesson-puzzles = Practica con ejercicios: { $theme }
# El mismo botón tras la última lección, todas hechas: de vuelta a una partida.
lesson-play = Jugar una partida
# Se dice al salir así del modo Aprender.
lessons-all-done = Has completado todas las lecciones: ahora juega una partida. Las lecciones siguen en Aprender cuando quieras repasarlas.

## Frases fijas: jugar

# Una partida nueva empezada desde el diálogo (o la API de scripts).
new-game-started = Nueva partida.
# La partida en curso se ha descartado, como eligió el jugador.
game-discarded = Se ha descartado la partida en curso.
# Una partida con relojes vuelve tras recargar: en pausa.
clocks-paused-at-start = Los relojes están en pausa, como los dejaste: pulsa Reanudar para continuar.
# `pauseClock` / `resumeClock` en una partida sin relojes.
no-clock = Esta partida no tiene reloj.

## Frases fijas: ejercicios

# Se ha mostrado la solución.
puzzle-shown = Esa era la solución. Reinténtalo o pasa al siguiente ejercicio.
# El modo de ejercicios abierto o cerrado.
puzzles-left = De vuelta a tu partida, tal como la dejaste.
# Se están descargando los ejercicios.
puzzles-loading = Cargando los ejercicios…
# El modo de ejercicios no deja cambiar los puestos.
puzzle-no-seats = Sal de los ejercicios para cambiar quién juega.
# El botón del siguiente ejercicio cuando este ha terminado.
puzzle-next = Siguiente ejercicio
# El mismo botón mientras este no ha terminado.
puzzle-skip = Omitir
# El enlace del ejercicio copiado.
puzzle-link-copied = Enlace al ejercicio copiado.

## Frases fijas: estudio

# Se dice cuando termina la vista previa de una línea: vuelve la posición de la partida.
preview-ended = De vuelta a la posición de la partida.
# Por qué se detiene una revisión cuando la respuesta del motor no trae evaluación.
no-evaluation = el motor no ha dado ninguna evaluación

## Otra pestaña

other-tab-kept = Otra pestaña ha cambiado la partida: también se muestra aquí; la partida de esta pestaña se conserva como partida anterior.
other-tab = Otra pestaña ha cambiado la partida: también se muestra aquí.

## Pistas y el progreso del GIF

hint-game-over = La partida ha terminado: no hay ninguna jugada que sugerir.
hint-not-a-person = Las pistas son para cuando le toca mover a una persona.
# $done: los fotogramas hechos; $total: todos.
gif-progress = Creando el GIF: fotograma { $done } de { $total }…

## Ejercicios: la puntuación y los temas

# $rating: la puntuación del ejercicio (un número, tal cual).
puzzle-about = Puntuación del ejercicio: { $rating }.
# $themes: los nombres de los temas, cada uno tras list-comma.
puzzle-about-themes = Puntuación del ejercicio: { $rating }. Temas: { $themes }.
theme-crowned-troika = Troika coronada
theme-third-capture = tercera captura
theme-uncrowning = descoronar
theme-double-jump = doble salto
theme-crowning = coronación
theme-quiet-first-move = primera jugada tranquila
theme-defending = defensa
theme-second-turn = regla del segundo turno
# $theme: the main theme's name; $rating: the puzzle's rating.
puzzle-title = { $theme } · { $rating }
# $count: las jugadas hasta la victoria.
theme-win-in =
    victoria en { $count } { $count ->
        [one] jugada
       *[other] jugadas
    }

## Puzzles: the choice of theme and difficulty

puzzle-choice-theme-label = Tema
puzzle-choice-level-label = Dificultad
puzzle-theme-all = Todos los temas
puzzle-level-any = Cualquier dificultad
puzzle-level-easier = Más fácil
puzzle-level-normal = Normal
puzzle-level-harder = Más difícil
puzzle-level-option = { $level } ({ $range })
puzzle-range-any = cualquier dificultad
puzzle-range-between = { $min }–{ $max }
puzzle-range-from = { $min } o más
puzzle-range-up-to = hasta { $max }
puzzle-chosen = Próximos problemas: { $theme }, { $range }.
puzzle-choice-unknown-theme = No hay ningún tema de problemas «{ $theme }».
puzzle-choice-upside-down = La puntuación mínima, { $min }, está por encima de la máxima, { $max }.
puzzle-choice-none = Ningún problema tiene ese tema y esa dificultad: la elección no cambia.

## Puzzles: Streak, Storm and the puzzles tried

puzzle-run-streak = Racha
puzzle-run-streak-title = Problemas de dificultad creciente hasta el primer error
puzzle-run-storm = Tormenta
puzzle-run-storm-title = Tres minutos para resolver tantos problemas como puedas
puzzle-run-streak-on = Racha: { $score } resueltos · récord { $best }
puzzle-run-storm-on = Tormenta: quedan { $time } · { $score } resueltos · récord { $best }
puzzle-run-streak-over = Racha terminada: { $score } resueltos. Tu récord: { $best }.
puzzle-run-storm-over = Tormenta terminada: { $score } resueltos. Tu récord: { $best }.
puzzle-runs-label = Series de problemas
puzzle-run-summary = Esta partida
puzzle-history-heading = Problemas intentados
puzzle-tried-solved = { $title } ✓
puzzle-tried-missed = { $title } ✗
puzzle-tried-solved-label = { $title }: resuelto
puzzle-tried-missed-label = { $title }: fallado

## Empezar una partida: los niveles del ordenador, los relojes, los nombres de las franjas

level-1 = Primeros pasos
level-1-about = Mueve casi al azar, pero nunca deja escapar una victoria en una jugada.
level-2 = Principiante
level-2-about = Calcula una jugada por adelantado.
level-3 = Aficionado
level-3-about = Ve venir las capturas sencillas.
level-4 = Jugador de club
level-4-about = Planea varias jugadas por adelantado.
level-5 = Fuerte
level-5-about = Rara vez regala una pieza.
level-6 = Experto
level-6-about = Castiga la mayoría de los errores.
level-7 = Maestro
level-7-about = Calcula en profundidad; deja poco al azar.
level-8 = Máxima fuerza
level-8-about = La mejor jugada del motor.
# Un nivel en el diálogo Nueva partida; $name: uno de level-1 … level-8.
level-option = Nivel { $level } · { $name }
clock-none = Sin reloj
clock-custom = Personalizado…
# $clock: minutos+segundos de incremento, como 3+2.
clock-bullet = { $clock } · Bullet
clock-blitz = { $clock } · Blitz
clock-rapid = { $clock } · Rápida
clock-classical = { $clock } · Clásica
custom-clock-refused = Un reloj personalizado admite de 1 a { $minutes } minutos y un incremento de 0 a { $increment } segundos.
# El nombre de una franja para el ordenador, un bando sin nombre, un amigo.
strip-computer = Ordenador · nivel { $level }
strip-side =
    { $side ->
        [white] Blancas
       *[black] Negras
    }
strip-friend-named = Amigo ({ $name })
strip-friend = Amigo
# The strips in a puzzle and a lesson: the solver, then the side the puzzle or lesson plays.
strip-you = Tú
strip-puzzle = Ejercicio
strip-lesson = Lección
# El tiempo de un reloj para los lectores de pantalla: $seconds como 9.3 por debajo de diez segundos.
time-tenths = { $seconds } segundos
time-seconds =
    { $seconds } { $seconds ->
        [one] segundo
       *[other] segundos
    }
time-minutes =
    { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }
time-minutes-seconds =
    { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    } y { $seconds } { $seconds ->
        [one] segundo
       *[other] segundos
    }
# El nombre de un reloj para los lectores de pantalla; $time: uno de los mensajes time-*.
clock-label =
    Reloj de { $side ->
        [white] las blancas
       *[black] las negras
    }, tiempo restante: { $time }
clock-label-running =
    Reloj de { $side ->
        [white] las blancas
       *[black] las negras
    }, tiempo restante: { $time }, en marcha
replace-question =
    La partida en curso ({ $count } { $count ->
        [one] jugada
       *[other] jugadas
    }) quedaría reemplazada. ¿La conservas en Tus partidas o la descartas?
# Una partida guardada en la lista; $white, $black: los nombres de los jugadores; $result:
# 1-0, 0-1, ½-½ o kept-unfinished; $count: sus jugadas.
kept-game =
    { $white } – { $black } · { $result } · { $count } { $count ->
        [one] jugada
       *[other] jugadas
    }
kept-unfinished = sin terminar
games-more = Mostrar más partidas ({ $shown } de { $total } mostradas)
standing-line = Tu puntuación: { $rating } ± { $deviation } · { $games ->
        [one] { $games } partida contra el ordenador
       *[other] { $games } partidas contra el ordenador
    }
standing-about = Una puntuación Glicko-2 a partir de tus partidas terminadas contra el ordenador, jugadas aquí desde la posición inicial; cada nivel está puntuado por encuentros entre los niveles.
standing-level = Nivel
standing-level-rating = Su puntuación
standing-won = Ganadas
standing-drawn = Tablas
standing-lost = Perdidas
standing-rating = { $rating }
standing-rating-interval = { $rating } ± { $interval }
standing-count = { $n }

## Los puestos y el ordenador

seat-person =
    Una persona juega con { $side ->
        [white] las blancas
       *[black] las negras
    }.
seat-friend =
    Tu amigo juega con { $side ->
        [white] las blancas
       *[black] las negras
    }; sus jugadas llegan en enlaces.
seat-computer =
    El ordenador juega con { $side ->
        [white] las blancas
       *[black] las negras
    }, nivel { $level }.
thinking =
    { $side ->
        [white] Las blancas
       *[black] Las negras
    } (ordenador, nivel { $level }) están pensando…
hint = Pista: { $move }.
# $why: el motivo, por ahora en inglés.
no-hint = No hay pista: { $why }.
computer-no-move = El ordenador no ha dado ninguna jugada ({ $why }); está en pausa.
computer-crashed = El ordenador ha dejado de funcionar ({ $why }); está en pausa. Pulsa Reanudar para volver a intentarlo.
computer-paused = El ordenador está en pausa.
computer-plays-on = El ordenador sigue jugando.
clocks-paused = La partida está en pausa: los relojes están parados.
clocks-run = La partida continúa: el reloj está en marcha.
# El botón de pausa: lo que hace al pulsarlo.
resume = Reanudar
pause = Pausar
# Las opciones de los desplegables de los puestos.
seat-option-person = Persona
seat-option-friend = Amigo
seat-option-computer = Ordenador, nivel { $level }

## El cursor del tablero, la selección y las vistas previas (para los lectores de pantalla)

# La casilla del cursor del teclado y su pieza.
cursor-crowned =
    { $square }: pieza { $side ->
        [white] blanca
       *[black] negra
    } coronada
cursor-uncrowned =
    { $square }: pieza { $side ->
        [white] blanca
       *[black] negra
    } sin corona
cursor-empty = { $square }: vacía
# Se añaden tras la casilla del cursor, cada una con su propio separador.
cursor-step = { ", destino de un paso" }
cursor-final = { ", aterrizaje final" }
cursor-first-landing = { ", primer aterrizaje" }
# Una elección de casillas: $squares, cada una tras list-comma, y luego o $last.
squares-or = { $squares } o { $last }
# Lo que haría una jugada en vista previa: preview-would, con $what hecho de las partes
# preview-* (la última unida con preview-and). Van en condicional: «c3xe5xg5 descoronaría f5».
preview-capture = capturaría { $square }
preview-uncrown = descoronaría { $square }
preview-crown = coronaría la pieza
preview-win = ganaría la partida
preview-and = { $first } y { $last }
preview-would = { $move } { $what }
preview-plays = { $move } se juega aquí
# $finals: los aterrizajes finales que quedan; $square: el primer aterrizaje, que vuelve atrás.
second-hop = Segundo salto: { $finals } · volver: { $square }
selection-via = La pieza de { $from } salta por { $via }; aterrizajes finales: { $squares }.
selection-piece = { $square } seleccionada.
# Se añaden tras selection-piece, cada una con su propio espacio al principio.
selection-steps = { " " }Pasos a { $squares }.
selection-jumps = { " " }Dobles saltos por { $squares }.

## Ejercicios

puzzle-goal =
    Juegan { $side ->
        [white] las blancas
       *[black] las negras
    } y ganan
# $id: el número del ejercicio en la colección.
puzzle-heading = Ejercicio { $id }
puzzle-prompt-now =
    Te toca: encuentra la jugada con la que { $side ->
        [white] las blancas ganan
       *[black] las negras ganan
    } en el acto.
# $count: las jugadas de quien resuelve hasta la victoria (2 o más).
puzzle-prompt =
    Te toca: encuentra la jugada con la que { $side ->
        [white] las blancas ganan
       *[black] las negras ganan
    } en { $count } jugadas.
puzzle-right = ¡{ $move } es la jugada correcta! Sigue…
# $side: el bando que se defiende.
puzzle-after-reply =
    { $side ->
        [white] Las blancas responden
       *[black] Las negras responden
    } { $move }. Encuentra la siguiente jugada.
puzzle-checking =
    { $move }… { $side ->
        [white] Las blancas buscan
       *[black] Las negras buscan
    } una defensa.
puzzle-wrong-pending =
    ¡{ $move } no es la jugada! { $side ->
        [white] Las blancas buscan
       *[black] Las negras buscan
    } la respuesta que salva la partida…
# Por qué falla una jugada equivocada: $reply, la respuesta del defensor; $solver y
# $defender: bandos.
puzzle-why-saves =
    { $reply } salva a { $defender ->
        [white] las blancas
       *[black] las negras
    }: después, { $solver ->
        [white] las blancas no tienen
       *[black] las negras no tienen
    } ninguna victoria forzada.
puzzle-why-wins =
    { $reply } da la victoria a { $defender ->
        [white] las blancas
       *[black] las negras
    }.
puzzle-why-no-move =
    { $defender ->
        [white] Las blancas no tienen
       *[black] Las negras no tienen
    } ninguna jugada: la partida termina en tablas.
puzzle-why-still-wins =
    { $solver ->
        [white] Las blancas
       *[black] Las negras
    } seguirían ganando, pero no como en el ejercicio.
# $why: una de las frases puzzle-why-*.
puzzle-wrong = ¡{ $move } no es la jugada! { $why } Reinténtalo o mira la solución.
puzzle-another = { $move } también gana, pero el ejercicio tiene en mente otra jugada: encuéntrala.
# $why: el motivo, por ahora en inglés.
puzzle-no-answer = Esa no es la jugada, pero no se ha podido encontrar su refutación ({ $why }). Reinténtalo o mira la solución.
puzzle-solved = ¡Resuelto!
# $change: el cambio de la puntuación, con signo (+16, −12).
puzzle-solved-rating = ¡Resuelto! Tu puntuación de ejercicios: { $change }.
puzzle-rating-change = Tu puntuación de ejercicios: { $change }.
# $moves: las jugadas de la solución.
puzzle-showing = La solución: { $moves }.
puzzles-unavailable = No se han podido cargar los ejercicios: { $why }. Tu partida no ha cambiado.
# $id: lo que pedía el enlace.
puzzle-unknown = No hay ningún ejercicio «{ $id }» en la colección de este sitio.

## Las lecciones: el título y la instrucción de cada una (lesson-<id>-title, lesson-<id>-instruction)

lesson-stepping-title = Dar un paso
lesson-stepping-instruction = Da un paso con una pieza blanca hasta d5: una casilla, en cualquiera de las ocho direcciones, hasta una casilla vacía.
lesson-crowning-title = Coronarse con una Troika
lesson-crowning-instruction = Da un paso con una pieza blanca de modo que complete una Troika, tres piezas blancas sin corona en línea: la pieza que se mueve se corona.
lesson-capturing-title = Una pieza coronada captura
lesson-capturing-instruction = Salta con la pieza coronada de c2 dos piezas negras sin corona: la segunda que salta queda capturada.
lesson-uncrowning-title = Una pieza sin corona descorona
lesson-uncrowning-instruction = Salta con la pieza sin corona de c3 dos piezas negras coronadas de modo que f5 pierda su corona.
lesson-second-hop-title = Solo cuenta el segundo salto
lesson-second-hop-instruction = Captura la pieza negra de e3 con la pieza coronada de d2: solo se ve afectada la segunda pieza que salta un doble salto.
lesson-uncrown-into-troika-title = Descoronada dentro de una Troika: capturada
lesson-uncrown-into-troika-instruction = Salta con la pieza sin corona de c2: la segunda pieza coronada que salte quedaría, ya sin corona, en una Troika negra, así que en lugar de descoronada queda capturada.
lesson-crowned-troika-title = Ganar con una Troika coronada
lesson-crowned-troika-instruction = Gana en el acto: coloca en línea tres piezas blancas coronadas.
lesson-three-captures-title = Ganar con tres capturas
lesson-three-captures-instruction = Las blancas ya han capturado dos piezas negras (a las negras les quedan ocho): captura una tercera para ganar.
lesson-second-turn-title = La regla del segundo turno
lesson-second-turn-instruction = Es la primera jugada de las blancas: corona una pieza blanca en el segundo turno de las blancas, que debe volver a mover la misma pieza.

## Las palabras de las lecciones

# $number: el número de la lección; $title: su título.
lesson-heading = Lección { $number }: { $title }
lesson-entry = { $number }. { $title }
lesson-entry-done = { $number }. { $title } (completada)
# Por qué un intento no logra el objetivo de la lección ($why, una de las frases miss-*),
# y luego Reintentar.
lesson-retry-after = { $why } Reinténtalo.
# $target: la casilla que pide la lección.
miss-not-a-step = { $move } es un doble salto; esta lección pide un paso hasta { $target }.
miss-wrong-square = { $move } ha dado un paso hasta { $to }, no hasta { $target }: da un paso con una pieza que esté junto a { $target }.
miss-already-crowned = La pieza de { $square } ya estaba coronada; corona una pieza sin corona completando una Troika.
miss-no-troika-step = Ese paso no ha formado ninguna Troika, así que no se ha coronado nada.
miss-no-troika-jump = Ese doble salto no ha aterrizado en una Troika, así que no se ha coronado nada.
miss-no-hop = { $move } es un paso, y un paso no salta nada: haz un doble salto sobre dos piezas enemigas.
miss-uncrowned-instead = Ese doble salto solo ha descoronado { $square }: una pieza sin corona que salta descorona; una coronada captura.
miss-captured-instead = Ese doble salto ha capturado { $square }: ya sin corona, quedaba en una Troika de su propio color.
# $what: lesson-verb-captured o lesson-verb-uncrowned (un participio femenino: concuerda
# con la casilla, que representa la pieza); $affected: la segunda pieza saltada.
miss-target-first = Ese doble salto ha saltado { $target } en primer lugar, así que { $target } queda como estaba: solo la segunda pieza saltada, { $affected }, ha quedado { $what }.
miss-other-piece = Con ese doble salto, { $affected } ha quedado { $what }, no { $target }: solo se ve afectada la segunda pieza que salta un doble salto.
lesson-verb-captured = capturada
lesson-verb-uncrowned = descoronada
miss-stays-on-board = Ese doble salto ha descoronado { $square }, pero, ya sin corona, no queda en ninguna Troika de su color, así que sigue en el tablero.
miss-by-crowned = { $square } ha sido capturada por una pieza coronada al saltar; esta lección trata de la captura que hace una pieza sin corona.
miss-no-crowned-troika =
    Esa jugada no ha formado ninguna línea de tres piezas { $side ->
        [white] blancas
       *[black] negras
    } coronadas.
# $count: las capturas que tiene el alumno.
miss-no-third-capture =
    Esa jugada no ha capturado nada: { $side ->
        [white] las blancas
       *[black] las negras
    } siguen con { $count } { $count ->
        [one] captura
       *[other] capturas
    }.
miss-cannot-crown-next =
    Después de { $move }, la regla del segundo turno solo deja a { $side ->
        [white] las blancas
       *[black] las negras
    } mover a continuación la pieza de { $square }, y desde ahí no puede completar una Troika.
miss-reply-blocked = Después de { $move } no se puede jugar la respuesta de la lección, { $reply }.
# Lo que hizo la jugada que logró el objetivo.
met-step = { $move }: una casilla. Cualquier pieza puede dar un paso así, en cualquiera de las ocho direcciones.
met-crowned = { $move } ha completado una Troika: la pieza de { $square } queda coronada; las demás de la línea siguen sin corona.
met-capture = La pieza coronada que salta ha capturado la segunda pieza saltada.
met-uncrown = { $square } ha perdido su corona: una pieza sin corona descorona la segunda pieza que salta.
met-capture-on = { $square } ha quedado capturada; { $first }, saltada en primer lugar, queda intacta.
met-capture-by-uncrowning = Ya sin corona, la segunda pieza saltada habría quedado en una Troika de su propio color: ha quedado capturada.
met-third-capture =
    La tercera captura: { $side ->
        [white] ganan las blancas
       *[black] ganan las negras
    }.
met-crowned-troika =
    Tres piezas coronadas en línea: { $side ->
        [white] ganan las blancas
       *[black] ganan las negras
    }.
# $met: una de las frases met-*.
lesson-done = ¡Conseguido! { $met }
# $side: el oponente de la lección; $move: su respuesta.
lesson-after-reply-bound =
    { $side ->
        [white] Las blancas responden
       *[black] Las negras responden
    } { $move }. Ahora vuelve a mover la pieza de { $square } y corónala.
lesson-after-reply =
    { $side ->
        [white] Las blancas responden
       *[black] Las negras responden
    } { $move }. Te toca mover.
lesson-not-now-done = Ya has completado esta lección: reinténtala o pasa a la siguiente.
lesson-not-now-missed = Ese intento no ha logrado el objetivo: pulsa Reintentar para empezar de nuevo.
lesson-not-now-wait =
    Espera la respuesta de { $side ->
        [white] las blancas
       *[black] las negras
    }.
# La línea del turno en una lección.
lesson-side =
    Juegas con { $side ->
        [white] las blancas
       *[black] las negras
    }
lesson-reply-coming =
    { $move }: bien. { $side ->
        [white] Las blancas responden…
       *[black] Las negras responden…
    }
lesson-unknown = No hay ninguna lección «{ $id }».
lessons-done = { $done } de { $total } lecciones completadas

## Las herramientas de estudio: amenazas, el editor, el análisis, la revisión

threats-none = En la próxima jugada no se puede saltar ninguna pieza y ningún paso completa una Troika.
# $side: quién puede hacerlo; $square: la pieza o la casilla; $move: la jugada que lo hace.
threat-capture =
    { $side ->
        [white] Las blancas
       *[black] Las negras
    } pueden capturar { $square } con { $move }.
threat-uncrown =
    { $side ->
        [white] Las blancas
       *[black] Las negras
    } pueden descoronar { $square } con { $move }.
threat-hop-first =
    { $side ->
        [white] Las blancas
       *[black] Las negras
    } pueden saltar { $square } en primer lugar, dejándola intacta ({ $move }).
threat-troika =
    { $side ->
        [white] Las blancas
       *[black] Las negras
    } coronan una pieza con una Troika en { $square } ({ $move }).
threat-crowned-troika =
    { $side ->
        [white] Las blancas
       *[black] Las negras
    } ganan con una Troika coronada en { $square } ({ $move }).
# $number: el número de jugada configurado.
editor-turn =
    Configurando la posición: juegan { $side ->
        [white] las blancas
       *[black] las negras
    }, jugada número { $number }.
# $why: el motivo, por ahora en inglés.
editor-invalid = No es una posición que se pueda jugar: { $why }.
editor-unreadable = No se puede leer ese texto de posición: { $why }.
# $text: lo que se escribió.
editor-bad-number = «{ $text }» no es un número de jugada: debe ser un número entero a partir de 1.
analysis-on = Análisis activado: el motor estudia la posición que se muestra.
analysis-off = Análisis desactivado.
# $count: los procesos con los que puede buscar el análisis.
analysis-workers =
    { $count ->
        [one] El análisis busca con un proceso.
       *[other] El análisis busca con hasta { $count } procesos, que se reparten sus líneas.
    }
workers-uses =
    { $count ->
        [one] usa un proceso
       *[other] puede usar { $count } procesos (como máximo uno por línea)
    }
# $uses: una de las cláusulas de workers-uses.
workers-offered-unknown = El análisis { $uses }.
# $cores: los núcleos del dispositivo.
workers-offered =
    { $cores ->
        [one] Este dispositivo tiene 1 núcleo: el análisis { $uses }.
       *[other] Este dispositivo tiene { $cores } núcleos: el análisis { $uses } y deja uno para la página.
    }
eval-thinking = Pensando…
# $count: las jugadas del ganador hasta la victoria.
eval-wins-in =
    { $side ->
        [white] Las blancas ganan
       *[black] Las negras ganan
    } en { $count } { $count ->
        [one] jugada
       *[other] jugadas
    }
eval-white-won = Han ganado las blancas
eval-black-won = Han ganado las negras
eval-drawn = Tablas
# $percent: las probabilidades de ganar de las blancas, un número entero.
eval-chances = Blancas { $percent } %
# Por qué la jugada del motor era mejor que la jugada marcada.
better-wins-at-once = gana en el acto
better-stops-win =
    impide la victoria de { $side ->
        [white] las blancas
       *[black] las negras
    } en la jugada siguiente
better-captures = captura una pieza
better-uncrowns = descorona una pieza
better-crowns = corona la pieza
# $kept, $left: probabilidades de ganar en porcentajes enteros.
better-keeps =
    mantiene las probabilidades de { $side ->
        [white] las blancas
       *[black] las negras
    } en un { $kept } %, mientras que la jugada hecha las dejó en un { $left } %
# $class: "inaccuracy", "mistake" o "blunder"; $glyph: ?!, ? o ??; $why: una cláusula better-*.
better-text =
    { $class ->
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    } ({ $glyph }): { $move } era mejor: { $why }.
# La precisión de un bando, en porcentajes enteros; accuracy las enumera ($sides).
accuracy-side =
    { $side ->
        [white] Blancas
       *[black] Negras
    } { $percent } %
accuracy = Precisión: { $sides }.
# $depth: la profundidad de la búsqueda.
depth = profundidad { $depth }
# $moves: las jugadas de la línea.
previewing = Vista previa de la línea { $moves }; haz clic en el tablero o pulsa Escape para volver.
analysis-failed = El análisis se ha detenido ({ $why }). Marca Análisis para volver a intentarlo.
review-failed = La revisión se ha detenido ({ $why }). Pulsa Revisar para volver a intentarlo.
# La información emergente de una jugada marcada.
mark-title =
    { $class ->
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    }; mejor: { $move }
review-close = Cerrar la revisión
review-cancel = Cancelar
# $percent: cuánto lleva la revisión, un número entero.
review-progress = Revisando… { $percent } %
# Las jugadas marcadas de un bando, de cada clase.
review-summary =
    { $side ->
        [white] Blancas
       *[black] Negras
    }: { $inaccuracies } { $inaccuracies ->
        [one] imprecisión
       *[other] imprecisiones
    }, { $mistakes } { $mistakes ->
        [one] error
       *[other] errores
    }, { $blunders } { $blunders ->
        [one] error grave
       *[other] errores graves
    }.

## Las franjas de los jugadores

# La marca junto al bando al que le toca mover, junto al ganador, o junto a ambos bandos
# en tablas.
mark-to-move = Turno
mark-winner = Victoria
mark-draw = Tablas
# El nombre de las casillas de captura para los lectores de pantalla; $count: las
# capturas (de 0 a 3), las piezas enemigas tomadas; $total: 3.
strip-captures =
    { $side ->
        [white] Las blancas han capturado
       *[black] Las negras han capturado
    } { $count } { $count ->
        [one] pieza
       *[other] piezas
    } de { $total }
# $label: strip-captures.
strip-captures-title = { $label }: tres capturas dan la victoria
# $count: las piezas coronadas del bando (de 0 a 10).
strip-crowned =
    { $side ->
        [white] Blancas
       *[black] Negras
    }: { $count ->
        [0] ninguna pieza coronada
        [one] { $count } pieza coronada
       *[other] { $count } piezas coronadas
    }
# $label: strip-crowned.
strip-crowned-title = { $label }: tres piezas coronadas en línea dan la victoria

## Tus partidas: los filtros

filter-white-won = Victoria de las blancas
filter-black-won = Victoria de las negras
filter-drawn = Tablas
filter-unfinished = Sin terminar
filter-two-players = Dos jugadores
filter-computer = El ordenador
filter-friend = Un amigo
filter-imported = Importadas

## Partidas reemplazadas, importadas, guardadas

# $why: el motivo, por ahora en inglés.
stash-note = { " " }La partida reemplazada no se ha guardado ({ $why }); Partida anterior la recupera hasta que cierres esta pestaña.
previous-unreadable = No se ha podido leer la partida anterior: { $why }.
import-failed = No se ha importado el registro: { $why }. Tu partida no ha cambiado.
link-failed = No se ha podido abrir este enlace: { $why }. Tu partida no ha cambiado.
not-saved = Esta partida no se está guardando: { $why }. Continúa aquí; copia o descarga su registro para conservarla.
download-failed = La descarga ha fallado: { $why }

## Added labels

# The menu button's tooltip.
menu-more = Más
# The move list while it is empty.
moves-empty = Aún no hay jugadas.
# The record shown when the program failed.
crash-record-label = Tu partida hasta ahora
# Agree a draw's tooltip.
agree-draw-title = Ambos jugadores acuerdan tablas; pulsa dos veces

## Los rechazos de una jugada por las reglas

# $outcome: una de las cláusulas outcome-* (empieza con mayúscula).
rule-game-over = La partida ha terminado. { $outcome }.
rule-empty = No hay ninguna pieza en { $square }.
rule-not-yours =
    Juegan { $side ->
        [white] las blancas
       *[black] las negras
    }, y la pieza de { $square } no es suya.
rule-bound = Regla del segundo turno: en su segundo turno, las blancas deben mover la pieza que movieron primero, ahora en { $square }.
rule-not-adjacent = { $move } no es un paso: un paso va a una casilla adyacente.
rule-occupied = La casilla { $square } está ocupada.
# $why: una de las cláusulas jump-*.
rule-illegal-jump = { $move } no es un doble salto legal: { $why }.
jump-hop-shape = cada salto avanza dos casillas en línea recta
jump-straight-back = el segundo salto no puede volver en línea recta sobre la misma pieza
jump-nothing-to-hop = un salto debe pasar sobre una pieza enemiga
jump-own-piece = una pieza no puede saltar piezas de su propio bando
jump-crowned-hops-crowned = una pieza coronada solo puede saltar piezas sin corona
jump-uncrowned-hops-uncrowned = una pieza sin corona solo puede saltar piezas coronadas
jump-landing-occupied = un salto debe aterrizar en una casilla vacía
jump-not-legal = no está entre las jugadas legales

## Errores que dice la página

# $side: el bando que se defiende en el ejercicio.
puzzle-wait-reply =
    Espera la respuesta de { $side ->
        [white] las blancas
       *[black] las negras
    }.
puzzle-wait-answer =
    Espera a que respondan { $side ->
        [white] las blancas
       *[black] las negras
    }.
puzzle-wait-try-over = Este intento ha terminado: reinténtalo o mira la solución.
puzzle-wait-over = El ejercicio ha terminado: reinténtalo o pasa al siguiente ejercicio.
error-game-on-board = Esta partida está en el tablero: empieza o abre otra partida antes de eliminarla.
# $width: el ancho pedido, en píxeles.
error-picture-width = Una imagen mide de 120 a 2048 píxeles de ancho, no { $width }.
error-gif-under-way = Se está creando un GIF: espera a que termine o cancélalo antes.
error-no-mistakes = Aprende de tus errores necesita una revisión terminada en la que tu bando haya cometido una imprecisión, un error o un error grave.
error-mistakes-wait = Espera: este intento se está evaluando o deshaciendo; luego vuelve a intentarlo.
error-mistakes-settled = Esta jugada ya está resuelta: continúa con Siguiente o vuelve a la partida.
error-no-my-mistakes = Entrenar tus errores necesita una partida revisada en Tus partidas con una imprecisión, un error o un error grave tuyo: revisa antes una partida terminada.
error-nothing-due = Ninguno de tus errores toca ahora. { $when }
error-nothing-deleted = No hay ninguna partida eliminada que recuperar.
error-no-archive = La base de datos de este navegador no se puede usar aquí, así que no se puede añadir ningún archivo de partidas; abre una sola partida con Importar.
# $id: el identificador pedido.
error-kept-game = Ninguna partida guardada tiene el identificador «{ $id }».
error-friend-game = Ninguna partida con un amigo tiene el identificador «{ $id }».

## Una partida con un amigo en otro dispositivo

# El botón de tablas: ante una sola pantalla, y luego en una partida con un amigo.
draw-agree = Acordar tablas
draw-offer = Ofrecer tablas
draw-accept = Aceptar tablas
# El amigo sin nombre, tal como lo nombra el panel dentro de una frase.
friend-unnamed = tu amigo
ng-friend-about-live = En otro dispositivo, en directo: un enlace conecta vuestros dos navegadores directamente, con el reloj de abajo.
live-connecting = Conectando…
live-waiting = Esperando a que { $name } abra la invitación: envíala con Compartir, Copiar enlace o el código QR.
live-linking = { $name } está aquí: conectando…
live-connected = Conectado
live-connected-rtt = Conectado · { $ms } ms
live-reconnecting = Se perdió la conexión: reconectando…
live-left = { $name } ha dejado la partida. Reclama la victoria, espera a que vuelva o sigue por enlaces.
live-left-over = { $name } ya no está.
live-no-relay = Ningún relé respondió ({ $relays }): la partida en directo no puede empezar. Sigue por enlaces o inténtalo más tarde.
live-unreachable = Vuestros dos navegadores no pueden comunicarse en estas redes. Sigue por enlaces.
live-load-failed = No se pudo cargar el juego en directo ({ $why }). Sigue por enlaces.
live-full = Esta partida ya tiene sus dos jugadores: esta página no se unió a nada.
live-ask-takeback = { $name } pide deshacer su última jugada.
live-asked-takeback = Has pedido deshacer tu última jugada: esperando a { $name }.
live-ask-rematch = { $name } ofrece la revancha, con los colores cambiados.
live-asked-rematch = Has ofrecido la revancha: esperando a { $name }.
live-yes = Aceptar
live-no = Rechazar
live-declined = { $name } ha rechazado.
live-no-game = Esta no es una partida en directo.
live-not-connected = Tu amigo no está conectado.
live-no-takeback-over = La partida ha terminado: no se deshace nada.
live-nothing-to-take-back = No tienes ninguna jugada que deshacer.
live-no-rematch-yet = La revancha se puede ofrecer cuando termine la partida.
live-nothing-asked = Ahora no se te pide nada.
live-no-pause = Los relojes de una partida en directo son de los dos jugadores: ninguno los pausa solo.
live-no-claim = La victoria solo se puede reclamar tras 30 segundos sin señal del otro jugador.
live-rematch-started = Ha empezado la revancha: colores cambiados, el mismo reloj.
live-chat-you = Tú
live-their-move = Juega { $name }.
# $name: el nombre del amigo (o friend-unnamed); $side: el bando con el que juegas.
friend-you-play =
    Juegas con { $side ->
        [white] las blancas
       *[black] las negras
    } contra { $name }.
friend-send-last = Envía el último enlace para que { $name } vea cómo terminó la partida.
friend-over = La partida ha terminado.
friend-send-invitation = Envía la invitación a { $name }: Compartir, Copiar enlace o el código QR.
# Where the browser has no Share button.
friend-send-invitation-no-share = Envía la invitación a { $name }: Copiar enlace o el código QR.
# $name empieza la frase (con su primera letra en mayúscula si es una letra de la a a la z).
friend-offers = { $name } ofrece tablas.
friend-send-offer = Envía tu oferta de tablas a { $name }.
friend-send-move = Envía tu jugada a { $name }: Compartir, Copiar enlace o el código QR.
friend-send-move-no-share = Envía tu jugada a { $name }: Copiar enlace o el código QR.
friend-your-move = Te toca mover.
friend-waiting = Enviado. Esperando la jugada de { $name }: abre el enlace que te devuelva.
# Nothing sent yet, the friend moves first (an invitation opened, or sent).
friend-waiting-first = Esperando la primera jugada de { $name }: abre el enlace que te envíe.
friend-game-added =
    Se ha añadido una partida con { $name } a tus partidas con amigos: juegas con { $side ->
        [white] las blancas
       *[black] las negras
    }.
# $moves: las jugadas, cada una tras list-comma.
friend-played = { $name } ha jugado { $moves }.
# $ply: una jugada de la partida (1 para la primera).
friend-not-theirs = Este enlace juega una jugada tuya (la jugada { $ply }): un enlace solo trae las jugadas de tu amigo. No ha cambiado nada.
friend-ended-at = Tu amigo terminó la partida en la jugada { $ply }, antes de que le llegaran tus jugadas posteriores: esas jugadas se deshacen.
friend-stale = Este enlace es más antiguo que tu partida, que ya va por la jugada { $ply }. No ha cambiado nada.
friend-differs-start = La partida de este enlace es distinta de la tuya desde el principio. No ha cambiado nada.
friend-differs = La partida de este enlace es distinta de la tuya a partir de la jugada { $ply }. No ha cambiado nada.
# $why: el motivo, por ahora en inglés.
friend-link-refused = No se puede abrir el enlace de esta partida: { $why }. No ha cambiado nada.
# Una partida con un amigo en la lista: $turn, uno de los friend-turn-*.
friend-game-item = { $name } · { $turn } · jugada { $ply }
# $result: 1-0, 0-1 o ½-½.
friend-turn-over = terminada, { $result }
friend-turn-to-send = por enviar
friend-turn-yours = tu turno
friend-turn-theirs = su turno

## Tus partidas e imágenes

# $why: el motivo, por ahora en inglés.
picture-failed = No se ha podido crear la imagen: { $why }.
archive-unavailable = Tus partidas no se pueden guardar en la base de datos de este navegador ({ $why }). La partida del tablero sigue guardada, y una partida que reemplaces se conserva como antes.
# Un archivo de partidas importado: $count partidas añadidas, $duplicates que ya estaban.
imported-games =
    { $count ->
        [one] Se ha añadido { $count } partida
       *[other] Se han añadido { $count } partidas
    } a Tus partidas.
imported-games-duplicates =
    { $count ->
        [one] Se ha añadido { $count } partida
       *[other] Se han añadido { $count } partidas
    } a Tus partidas; { $duplicates ->
        [one] { $duplicates } ya estaba allí
       *[other] { $duplicates } ya estaban allí
    }.
# Se añaden tras la frase anterior, cada una con su propio espacio al principio: una
# partida que no se ha podido leer ($game: su número en el archivo; $line: la línea;
# $why: el motivo, por ahora en inglés).
imported-game-error = { " " }No se ha podido leer la partida { $game } (línea { $line }): { $why }.
imported-games-more-errors =
    { " " }{ $count ->
        [one] No se ha podido leer { $count } más.
       *[other] No se han podido leer { $count } más.
    }
# A game of Your games: its buttons; $game: the game as the list shows it.
archive-picture = Imagen
archive-picture-of = Imagen de { $game }
archive-gif-of = GIF de { $game }
archive-delete = Eliminar: { $game }

## Por qué no se ha podido hacer algo: cláusulas que otras frases incluyen como $why (sin
## mayúscula inicial ni punto final, como en «No se ha importado el registro: { $why }.»)

# El texto de una jugada que no se puede leer. $text: el texto tal como se escribió; $why:
# una de las dos cláusulas siguientes.
reason-not-a-move = «{ $text }» no es una jugada: { $why }
reason-move-shape = se esperaba un paso como a6-a7 o un doble salto como c3xe5xg5
reason-move-square = las casillas van de a1 a h8
# Los rechazos de una jugada por las reglas, como cláusulas (la jugada de una lista o de un
# registro). $outcome: una de las cláusulas outcome-* (entre comillas, porque empieza con
# mayúscula).
reason-game-over = la partida ha terminado («{ $outcome }»)
reason-empty = no hay ninguna pieza en { $square }
reason-not-yours =
    juegan { $side ->
        [white] las blancas
       *[black] las negras
    }, y la pieza de { $square } no es suya
reason-bound = regla del segundo turno: en su segundo turno, las blancas deben mover la pieza que movieron primero, ahora en { $square }
reason-not-adjacent = { $move } no es un paso: un paso va a una casilla adyacente
reason-occupied = la casilla { $square } está ocupada
# $why: una de las cláusulas jump-*.
reason-illegal-jump = { $move } no es un doble salto legal: { $why }
# Una lista de jugadas (la de un enlace, la de una partida guardada): $number cuenta sus
# jugadas desde 1.
reason-list-unreadable = la jugada { $number } de la lista, «{ $text }», no es una jugada: { $why }
reason-list-illegal = la jugada { $number } de la lista, { $move }, es ilegal: { $why }
# Una posición que no se puede jugar (la del editor, la de un registro, la de un enlace).
reason-overlap = en { $square } hay piezas de los dos colores
reason-crown-on-empty = la casilla { $square } está marcada como coronada, pero no tiene ninguna pieza
reason-move-number-zero = el número de jugada debe ser 1 o más
reason-binding-not-white = la regla del segundo turno obliga a la pieza de { $square }, pero ahí no hay ninguna pieza blanca
# $number: el número de jugada.
reason-binding-out-of-turn =
    una obligación de la regla del segundo turno ({ $square }) con { $side ->
        [white] las blancas
       *[black] las negras
    } al turno en la jugada { $number }: solo puede haberla con las negras al turno en la jugada 1 o con las blancas al turno en la jugada 2
# $most: el máximo de piezas que puede tener un bando (10).
reason-too-many-pieces =
    { $side ->
        [white] las blancas tienen
       *[black] las negras tienen
    } { $count } piezas; el máximo es { $most }
reason-both-winning = los dos bandos ya han ganado
# El texto de una posición (TCN, RULES.md, sección 7) que no se puede leer. Las letras w, W,
# b, B, las cifras y el orden de los campos son los de la notación, iguales en todos los idiomas.
reason-tcn-empty = el texto de la posición está vacío
reason-tcn-fields =
    el texto de la posición tiene { $count ->
        [one] { $count } campo
       *[other] { $count } campos
    }; se esperaban 3 o 4: tablero, bando, obligación, [número de jugada]
reason-tcn-ranks =
    el tablero tiene { $count ->
        [one] { $count } fila
       *[other] { $count } filas
    }; se esperaban 8 separadas por «/»
reason-tcn-rank-width =
    la fila { $rank } tiene { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    } de ancho; se esperaban 8
# $char: el carácter encontrado.
reason-tcn-char = carácter desconocido «{ $char }» en la fila { $rank }; se esperaba w, W, b, B o una cifra del 1 al 8
reason-tcn-side = el bando al que le toca mover, «{ $text }», debe ser w o b
reason-tcn-binding = la obligación de la regla del segundo turno, «{ $text }», debe ser una casilla (de a1 a h8) o -
reason-tcn-number = el número de jugada «{ $text }» debe ser un número entero a partir de 1
# El registro de una partida (RULES.md, sección 9) que no se puede leer. Las etiquetas
# ([Event "…"], TCN, Repetition, Result) y los resultados (1-0, 0-1, 1/2-1/2, *) son los de
# la notación. $line: la línea del registro.
reason-record-tag = línea { $line }: «{ $text }» no es una etiqueta como [Event "Casual game"]
# $name: el nombre de la etiqueta.
reason-record-tag-after-moves = línea { $line }: la etiqueta [{ $name } …] aparece después de las jugadas; las etiquetas van al principio
# $why: una de las cláusulas reason-tcn-*.
reason-record-tcn = la etiqueta TCN: { $why }
reason-record-repetition = la etiqueta Repetition tiene el valor «{ $value }»; solo admite on y off
reason-record-result = el resultado «{ $value }» debe ser 1-0, 0-1, 1/2-1/2 o *
reason-record-no-result = el registro no tiene etiqueta Result
reason-record-unclosed-comment = línea { $line }: un comentario abierto con {"{"} nunca se cierra con {"}"}
reason-record-stray-brace = línea { $line }: una llave {"}"} no cierra ningún comentario
reason-record-variation = línea { $line }: no se admiten variantes entre ( ); un registro contiene una sola secuencia de jugadas
# $found: el número de jugada tal como está escrito; $number y $side: la jugada que toca.
reason-record-move-number =
    línea { $line }: el número de jugada «{ $found }» está donde toca la jugada { $number } de { $side ->
        [white] las blancas
       *[black] las negras
    }; falta una jugada o hay alguna fuera de lugar
# $number y $side: la jugada; $text: tal como está escrita; $why: reason-move-shape o
# reason-move-square.
reason-record-move-unreadable =
    la jugada { $number } de { $side ->
        [white] las blancas
       *[black] las negras
    }, «{ $text }», no es una jugada: { $why }
# $why: uno de los rechazos de las reglas de arriba (reason-empty…).
reason-record-move-illegal =
    la jugada { $number } de { $side ->
        [white] las blancas
       *[black] las negras
    }, { $move }, es ilegal: { $why }
reason-record-trailing = texto inesperado después del resultado: «{ $text }»
# El enlace de una partida (el de un amigo, el de una posición compartida) que no se puede
# abrir. Los nombres de sus partes ($part: tcn, moves, rep…) son los del enlace, iguales en
# todos los idiomas.
reason-link-oversized = el enlace es demasiado largo ({ $count } caracteres; el enlace de una partida tiene como máximo { $most })
# $value: el formato del enlace.
reason-link-version = el enlace se creó con otra versión del juego (formato «{ $value }»); recarga la página para actualizarla
reason-link-truncated = el enlace está incompleto: pide a tu amigo que te vuelva a enviar el enlace completo
reason-link-damaged = el enlace se ha modificado o cortado por el camino: pide a tu amigo que te lo vuelva a enviar
reason-link-missing = al enlace le falta la parte «{ $part }»
reason-link-bad = no se puede leer la parte «{ $part }» del enlace
reason-link-escape = el enlace tiene una secuencia de escape % mal formada
reason-link-not-text = el enlace no es un texto válido
# $why: una de las cláusulas reason-tcn-* o de los motivos de posición de arriba.
reason-link-position = la posición del enlace no es válida: { $why }
# $ply: el número de la jugada en el enlace, desde 1.
reason-link-move = la jugada { $ply } del enlace no es legal
reason-link-repetition = la parte rep del enlace tiene el valor «{ $value }»; solo admite on y off
reason-link-flag = la parte flag del enlace tiene el valor «{ $value }»; solo admite w y b
# $why: reason-list-unreadable o reason-list-illegal.
reason-link-moves = no se pueden reproducir las jugadas del enlace: { $why }
# Un archivo que la página pidió al servidor (las reglas, los ejercicios, los textos de un
# idioma).
reason-fetch-not-response = el servidor no ha devuelto una respuesta válida
# $status: el código de estado HTTP (404…).
reason-fetch-status = el servidor ha respondido con el código { $status }
reason-fetch-no-text = la respuesta no tiene texto
reason-fetch-network = ha fallado la conexión de red
# El almacenamiento del navegador.
reason-save-unavailable = este navegador no deja que la página guarde datos (navegación privada o un ajuste de privacidad)
reason-save-full = el almacenamiento del navegador para este sitio está lleno
# $why: las palabras del propio navegador (a menudo en inglés).
reason-save-refused = el navegador se ha negado a guardar los datos ({ $why })
reason-save-refused-silently = el navegador se ha negado a guardar los datos sin dar ningún motivo
reason-save-protecting = la partida guardada que no se pudo leer se conserva en su sitio, y el almacenamiento no tiene espacio para conservar las dos
# El proceso del jugador ordenador (el motor). $why: las palabras del propio navegador.
reason-engine-stopped = se ha interrumpido
reason-engine-superseded = la ha sustituido una petición posterior
reason-engine-crashed = el proceso del motor ha fallado: { $why }
reason-engine-unavailable = no se ha podido iniciar el proceso del motor: { $why }
# $lines: la respuesta del motor, en el protocolo del motor (sin traducir).
reason-engine-reply = no se ha podido entender la respuesta del motor: { $lines }
reason-puzzles-empty = la colección de ejercicios está vacía
reason-engine-said = el motor respondió: { $why }
reason-engine-no-move = el motor no ha dado ninguna jugada
reason-sentence = { $why }.

## La partida guardada de la última visita y un fallo del programa

# $why: por qué no se ha podido leer la partida guardada (una cláusula reason-record-*);
# $key: dónde se conserva en el almacenamiento del navegador (un nombre, sin traducir).
restore-kept-aside = No se ha podido recuperar la partida guardada ({ $why }); se conserva en el almacenamiento de este navegador como «{ $key }». Ha empezado una partida nueva.
# $copy: por qué no se ha podido copiar aparte (una cláusula reason-save-*).
restore-left-in-place = No se ha podido recuperar la partida guardada ({ $why }) ni copiarla aparte ({ $copy }): se queda como «{ $key }» en el almacenamiento de este navegador, y esta partida nueva no se guardará encima de ella.
# El aviso cuando el programa ha fallado; $why: el mensaje del propio programa (en inglés).
crashed-saved = El juego se ha detenido por un error del programa ({ $why }). Abajo tienes tu partida hasta la última jugada: cópiala, recarga la página e impórtala (Guardar y compartir) si no se recupera sola.
crashed-unsaved = El juego se ha detenido por un error del programa ({ $why }). No se ha encontrado ninguna partida guardada.
