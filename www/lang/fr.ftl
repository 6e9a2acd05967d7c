### Three Crowns: French catalogue (fr) of the page's words, in Project Fluent syntax.
### Catalogue français des textes de la page. The glossary below is followed by every
### message here and by any new one. The rules page
### itself is translated in www/rules.fr.html, which uses these terms.
###
### Conventions
### - Address the player as "vous" (formal), everywhere, as lichess's French
###   translation does: « Sélectionnez une pièce », « Vous gagnez », « Essayez : ».
### - French typography: U+00A0 (no-break space) before : ; ! ? and inside « », e.g.
###   « Pour gagner : », « Essayez : », « Accepter la nulle ? ». Sentence case in titles
###   and buttons: « La règle du deuxième tour », not « La Règle du Deuxième Tour ».
### - Game notation never changes: squares (a1, h8), moves (a6-b6, c3xe5xg5), TCN strings,
###   record tags and their values ([Repetition "off"], [Termination "White resigned"],
###   "Draw agreed"), rep=off, review comments such as {?? better f5-g6; White 0%}.
### - "Three Crowns", "Larry Back" and "Zillions of Games" stay as they are.
### (Below, a no-break space U+00A0 is written as itself, before : ; ! ? and inside « ».)
###
### Glossary (English = French: grammar)
### White (the side) = les Blancs: masc. plural, capitalised, with the article and a plural
###   verb, as in chess: « Les Blancs jouent », « Trait aux Blancs », « les Blancs gagnent »,
###   « les Blancs ont abandonné », « le coup des Blancs », « troisième prise des Blancs ».
###   Bare in labels and lists: « Blancs : a1 c1… ». A white piece = une pièce blanche
###   (lowercase adjective, feminine agreement).
### Black (the side) = les Noirs: same pattern: « Les Noirs ont le trait », « aux Noirs »,
###   « des Noirs »; a black piece = une pièce noire.
### side = le camp (masc.); "side to move" = le camp au trait; "White to move" = « Trait
###   aux Blancs ». colour = la couleur. opponent = l'adversaire (masc./fem.); enemy (adj.)
###   = adverse: « une pièce adverse ».
### player = le joueur (masc.; les joueurs); turn = le tour (masc.): « à leur deuxième tour ».
### piece = la pièce (fem.; les pièces). Every adjective and participle referring to a piece
###   is feminine: couronnée, prise, sautée, sélectionnée; also when the piece is named by its
###   square: « d4, sautée en premier », « c3 est sélectionnée ».
### square = la case (fem.; les cases). "empty square" = case vide.
### board = le plateau (masc.).
### move (noun) = le coup (masc.; les coups): « coup légal », « le dernier coup », « numéro
###   de coup ». to move (a piece) = déplacer (« déplacer une pièce »); to make/play a move =
###   jouer un coup.
### step (noun) = le pas (masc.; plural les pas, invariable). to step = faire un pas:
###   « une pièce peut faire un pas d'une case ». Heading: « Les pas ».
### hop (noun) = le saut (masc.; les sauts). to hop (a piece) = sauter (transitive): « une
###   pièce couronnée ne saute que des pièces non couronnées »; "hopped" = sautée (fem.).
###   jumper = la pièce qui saute (never « le sauteur »).
### double jump = le double saut (masc.; plural les doubles sauts). A double jump is made of
###   two hops: « deux sauts en un seul coup ». "jump" alone always means the double jump:
###   « le double saut n'est jamais obligatoire ». "single hop" = saut isolé.
### first landing = la première case d'arrivée (fem.); final landing(s) = la/les case(s)
###   d'arrivée finale(s). "path" = le trajet (masc.).
### capture (noun) = la prise (fem.; les prises): « trois prises », « victoire par trois
###   prises ». to capture = prendre: « prenez trois pièces adverses », « c3xe5xg5 prend f5 ».
###   captured = prise (fem., the piece): « elle est prise », « la pièce prise ».
###   (Not « capturer »: prendre / prise is the usual French term in chess and draughts.)
### Crowned = couronnée (fem., agrees with pièce; lowercase in running text, as French does
###   not capitalise adjectives): « une pièce couronnée ». Crowned Troika = Troïka couronnée.
### Uncrowned = non couronnée (fem.; no hyphen; lowercase): « toutes non couronnées au
###   départ ». "Crowned or not" = « couronnée ou non ».
### crown (noun) = la couronne (fem.): « perd sa couronne ». crowning = le couronnement
###   (masc.).
### to crown = couronner: « le pas couronne la pièce »; "is Crowned" = est couronnée.
### to uncrown = découronner: « la découronne »; "uncrowned (by a jump)" = découronnée
###   (fem.); "uncrowning" (noun) = le découronnement (masc.). Keep découronnée (the act)
###   distinct from non couronnée (the state).
### Troika = la Troïka (fem.; plural les Troïkas; capitalised as a game term, with the
###   French diaeresis on the i): « une Troïka », « dans une Troïka ».
### line (of pieces) = la ligne (fem.); to stand in a line = être aligné(e)s / se trouver
###   sur une même ligne droite; to line up = aligner.
### draw = la nulle (fem.) / la partie nulle: « la partie est nulle », « convenir de la
###   nulle », « Accepter la nulle ? ». "Draw agreed" in running text = nulle par accord
###   mutuel (the record keeps "Draw agreed").
### win = gagner (verb), la victoire (fem., noun): « Vous gagnez », « victoire par trois
###   prises ». lose = perdre; la défaite (fem.). resign = abandonner: « les Blancs ont
###   abandonné ».
### threefold repetition = la triple répétition (fem.). house rule = règle maison.
### second-turn rule = la règle du deuxième tour (fem.); "second-turn binding" = la
###   contrainte de la règle du deuxième tour; "bound by" = soumise à.
### legal move = coup légal. pass = passer (son tour). set-up position = position
###   personnalisée (fem.).
### record (a .tcg game record) = le relevé (masc.; « relevé de partie »). link = le lien.
###   saved game = la sauvegarde / la partie sauvegardée.
### lesson = la leçon (fem.; les leçons): « Leçon 2 », « Leçons ».
### puzzle = le problème (masc.; les problèmes), as lichess's French translation does.
### analysis = l'analyse (fem.); to analyse = analyser.
### engine = le moteur (masc.).
### review (game review) = le bilan de la partie (masc.); the button "Review game" =
###   « Bilan de la partie ».
### inaccuracy (?!) = l'imprécision (fem.); mistake (?) = l'erreur (fem.); blunder (??) =
###   la gaffe (fem.). Plurals: imprécisions, erreurs, gaffes. (lichess's French terms.)
### Undo (button) = Annuler.
### Diagram marks: dot = le point; ring = le cercle; gold ring = cercle doré; dashed ring =
###   cercle pointillé; thin ring = cercle fin; thick ring with a cross = cercle épais barré
###   d'une croix; tinted squares = cases teintées; status line = la ligne d'état.
###
### Lessons, as the rules page names them (button: « Essayez : leçon N, … ») and their
### titles in src/ui/lessons/course.rs:
### 1 stepping / Stepping = faire un pas / Faire un pas
### 2 crowning through a Troika = le couronnement par une Troïka / Le couronnement par une Troïka
### 3 a Crowned piece captures = une pièce couronnée prend / Une pièce couronnée prend
### 4 an Uncrowned piece uncrowns = une pièce non couronnée découronne / Une pièce non couronnée découronne
### 5 only the second hop counts = seul le second saut compte / Seul le second saut compte
### 6 uncrowned into a Troika = découronnée dans une Troïka / title "Uncrowned into a Troika:
###   captured" = Découronnée dans une Troïka : prise
### 7 a Crowned Troika = une Troïka couronnée / title "Winning by a Crowned Troika" = Gagner
###   par une Troïka couronnée
### 8 three captures = trois prises / title "Winning by three captures" = Gagner par trois prises
### 9 the second-turn rule = la règle du deuxième tour / La règle du deuxième tour

## Learn from your mistakes (the review's practice mode)

# $ply: the move's number in the game; $class: "inaccuracy", "mistake" or "blunder";
# $glyph: its mark (?!, ?, ??).
mistake-prompt =
    Coup { $ply } : { $side ->
        [white] les Blancs ont
       *[black] les Noirs ont
    } joué { $played }, { $class ->
        [inaccuracy] une imprécision
        [mistake] une erreur
       *[blunder] une gaffe
    } ({ $glyph }). Trouvez un meilleur coup pour { $side ->
        [white] les Blancs
       *[black] les Noirs
    }.
# The marked move once a better one is found or shown.
mistake-marked =
    Coup { $ply } : { $side ->
        [white] les Blancs ont
       *[black] les Noirs ont
    } joué { $played }, { $class ->
        [inaccuracy] une imprécision
        [mistake] une erreur
       *[blunder] une gaffe
    } ({ $glyph }).
# $index: the move on show (1 for the first).
mistakes-progress = Coup { $index } sur { $total } à corriger
mistake-checking = Vérification de { $move }…
mistake-right-engine = Bon coup : { $move } est le choix du moteur. Continuez avec Suivant.
mistake-right-chances = Bon coup : { $move } préserve aussi vos chances. Continuez avec Suivant.
mistake-played-again = { $move } est le coup joué dans la partie. Essayez un autre coup.
mistake-wrong = { $move } concède trop. Essayez un autre coup.
# $why: the reason the engine gave, a sentence of its own.
mistake-unjudged = Cet essai n'a pas pu être évalué ({ $why }). Réessayez.
mistake-hint = Indice : déplacez la pièce en { $square }.
mistakes-summary =
    Terminé : vous avez trouvé { $found } { $found ->
        [one] meilleur coup
       *[other] meilleurs coups
    } sur { $total } pour { $side ->
        [white] les Blancs
       *[black] les Noirs
    } ({ $shown } { $shown ->
        [one] montré
       *[other] montrés
    }, { $skipped } { $skipped ->
        [one] passé
       *[other] passés
    }).
mistakes-started =
    Apprenez de vos erreurs : { $total } { $total ->
        [one] coup
       *[other] coups
    } { $side ->
        [white] des Blancs
       *[black] des Noirs
    } à corriger.
mistakes-skip = Passer
mistakes-next = Suivant
mistakes-leave = Retour à la partie
mistakes-left = Retour à la partie et à son bilan.
drill-left = Retour à la partie.
drill-title = Travailler vos erreurs
drill-started =
    Travailler vos erreurs : { $due } { $due ->
        [one] exercice
       *[other] exercices
    } de vos parties analysées à revoir maintenant.
drill-progress = { $due } à revoir maintenant · { $solved } réussis · { $missed } manqués
drill-from = De votre partie du { $date }, { $white } – { $black }.
drill-done = Plus rien à revoir maintenant : { $solved } réussis, { $missed } manqués. { $when }
drill-in-minutes =
    Le prochain revient dans { $n } { $n ->
        [one] minute
       *[other] minutes
    }.
drill-in-hours =
    Le prochain revient dans { $n } { $n ->
        [one] heure
       *[other] heures
    }.
drill-in-days =
    Le prochain revient dans { $n } { $n ->
        [one] jour
       *[other] jours
    }.
drill-line = Vos erreurs : { $total } · { $due } à revoir maintenant · { $learned } apprises
drill-accuracy-label = Votre précision dans vos dernières parties analysées, la plus ancienne d'abord
drill-accuracy-bar = { $date } : { $accuracy } %

## The page's language

# Said in the language just chosen.
language-spoken = La page est en français.
# $language: the language's name in itself (Deutsch, 日本語…); $why: why its words
# could not be loaded.
language-unavailable = Les textes de la langue { $language } n'ont pas pu être chargés ({ $why }) : la page reste inchangée.

## The page's fixed labels: the texts of index.html's elements that name them in
## data-t (or an attribute's, in data-t-title, data-t-aria-label, data-t-placeholder).
## A message made of several pieces (a sentence with a word in bold) is split where
## the page splits it. "Three Crowns", the game's name, stays as it is.

update-notice-a-new-version-is = Une nouvelle version est prête ; votre partie est sauvegardée.
update-reload = Recharger
rest-failed = Une partie du jeu n’a pas pu être téléchargée. Votre partie est enregistrée : rechargez pour continuer.
export-cancel = Annuler
crash-copy = Copier le relevé de la partie
page-skip-to-the-board = Aller au plateau
page-board-label = Plateau
seat-black-label = Noirs : qui joue
board-resize-title = Faites glisser pour redimensionner le plateau ; double-cliquez pour l'ajuster à la fenêtre
board-resize-label = Taille du plateau : faites glisser, ou utilisez les flèches ; Entrée l'ajuste à la fenêtre
seat-white-label = Blancs : qui joue
board-help = Les flèches déplacent le curseur ; Entrée ou Espace sélectionne une pièce, puis sa destination. Échap annule la sélection.
open-lessons-title = Courtes leçons interactives : apprenez les règles en jouant
open-lessons = Apprendre
open-puzzles-title = Problèmes tactiques : trouvez le coup qui force la victoire
open-puzzles = Problèmes
open-rules = Règles
welcome-title = Bienvenue dans Three Crowns
welcome-goal-capture-three-of-your = prenez trois pièces adverses, ou alignez trois de vos pièces couronnées.
welcome-goal-how-to-win = Pour gagner :
welcome-new-to-the-game = Vous découvrez le jeu ? Neuf courtes leçons vous l'apprennent coup par coup ; vous pouvez aussi lire d'abord les règles.
welcome-play = Jouer
lesson-leave = Retour à la partie
result-new = Nouvelle partie
result-swap = Changer de camp et rejouer
result-review = Bilan
result-share = Partager
result-png-title = Télécharger une image de la position finale (PNG)
result-png = Image
result-gif-title = Créer un GIF animé de toute la partie
result-gif = GIF
page-game-state-label = État de la partie
save-warning-copy = Copier le relevé
save-warning-download = Télécharger le relevé (.tcg)
friend-title = Partie avec un ami
friend-name-row-your-name = Votre nom
friend-name-placeholder = Pour que votre ami sache qui joue
friend-copy = Copier le lien
friend-qr = Code QR
friend-accept = Accepter la nulle
friend-qr-code-label = Code QR du lien : scannez-le avec l'appareil de votre ami
friend-box-link = Lien
lesson-box-label = Leçon
lesson-box-lesson-controls-label = Commandes de la leçon
lesson-retry = Réessayer
lesson-list-title-lessons = Leçons ·
puzzle-box-label = Problème
puzzle-box-puzzle-controls-label = Commandes du problème
puzzle-solution = Voir la solution
puzzle-progress-label = Votre progression
puzzle-progress-rating = Classement
puzzle-progress-streak = Série
puzzle-progress-solved = Résolus
puzzle-progress-failed = Échoués
puzzle-box-link-to-this-puzzle = Lien vers ce problème
page-study-label = Étude
analysis-box-lines = Lignes
analysis-line-label = Meilleures lignes
editor-what-a-click-puts-label = Ce qu'un clic pose sur le plateau
editor-white = Blancs
editor-crowned = couronnée
editor-black = Noirs
editor-eraser = Gomme
editor-to-move = Trait
editor-the-white-piece-the-title = La pièce blanche soumise à la règle du deuxième tour, ou aucune
editor-bound = Soumise
editor-move = Coup
editor-position-text = Texte de la position
edit-start = Départ
edit-clear = Vider
edit-play = Jouer à partir d'ici
edit-analyse = Analyser
edit-close = Fermer
review-progress-label = Progression du bilan
review-graph-label = Chances de gain des Blancs coup par coup ; cliquez pour aller à un coup
review-mistakes = Apprenez de vos erreurs
review-export = Relevé annoté
mistakes-hint = Indice
mistakes-show = Voir la réponse
page-moves-label = Coups
moves-legend-captures = prend
moves-legend-uncrowns = découronne
moves-legend-crowned = couronnée
moves-legend-a-capture-three-win = une prise (trois pour gagner)
page-browse-the-game-label = Parcourir la partie
nav-first-title = Première position (Début)
nav-first-label = Première position
nav-prev-title = Coup précédent (←)
nav-prev-label = Coup précédent
nav-next-title = Coup suivant (→)
nav-next-label = Coup suivant
nav-last-title = Position actuelle (Fin)
nav-last-label = Position actuelle
page-game-controls-label = Commandes de la partie
undo = Annuler
redo = Rétablir
flip = Retourner
menu-label = Autres actions et paramètres
resign-title = Le camp au trait (ou la personne qui joue contre l'ordinateur) abandonne ; appuyez deux fois
resign = Abandonner
open-games-title = Toutes les parties jouées ici : rechercher, revoir, reprendre, exporter
open-games = Vos parties
reopen-previous-title = Échanger cette partie avec celle qu'une nouvelle partie, une importation ou un lien a remplacée
reopen-previous = Partie précédente
hint-title = Montrer le coup du moteur pour le camp au trait
review-game-title = Évaluer chaque position et signaler les erreurs
review-game = Bilan de la partie
edit-position = Modifier la position
menu-study-tools-label = Outils d'étude
menu-threats = Menaces
menu-analysis = Analyse
save-share-save-and-share = Sauvegarder et partager
save-share-link-to-this-game = Lien vers cette partie
save-share-this-game-s-record = Relevé de cette partie
copy-png = Copier l'image
save-png = Télécharger l'image (.png)
save-gif = GIF animé
save-share-this-position-tcn = Cette position (TCN)
copy-position = Copier la position
import-open-a-game = Ouvrir une partie
import-paste-a-game-record = Collez un relevé de partie
import-record = Importer ce relevé
import-open-a-file = Ouvrir un fichier…
import-the-game-in-progress = La partie en cours est conservée si vous le souhaitez :
import-brings-it-back = permet de la retrouver.
settings-settings = Paramètres
settings-game-settings-label = Paramètres de la partie
settings-turn-the-board-to = Orienter le plateau vers le camp au trait
settings-draw-on-threefold-repetition = Nulle par triple répétition
settings-display-and-sound-label = Affichage et son
settings-theme = Thème
theme-as-the-system = Comme le système
theme-light = Clair
theme-dark = Sombre
settings-coordinates = Coordonnées
settings-colour-blind-safe-colours = Couleurs adaptées aux daltoniens
settings-mute-sounds = Couper les sons
settings-analysis-workers-at-most = Processus d'analyse, au maximum
move-entry-type-a-move = Saisir un coup
move-input-placeholder = a6-a7 ou c3xe5xg5
move-help = Un pas : origine-destination. Un double saut : origine x première case d'arrivée x case d'arrivée finale.
rules-title = Comment jouer à Three Crowns
close-rules-label = Fermer les règles
ng-computer-title = Jouer contre l'ordinateur
new-game-dialog-level = Niveau
new-game-dialog-you-play = Vous jouez
ng-colour-random = Au hasard
ng-two-title = Deux joueurs ici
new-game-dialog-white-s-name = Nom des Blancs
new-game-dialog-black-s-name = Nom des Noirs
ng-friend-title = Jouer avec un ami
new-game-dialog-on-another-device-each = Sur un autre appareil : chaque coup voyage sous forme de lien que vous envoyez. Pas de pendule.
ng-friend = Inviter un ami
ng-friend-way = Comment
ng-friend-live = En direct
ng-friend-links = Par liens
live-wait = Attendre
live-by-links = Continuer par liens
live-claim = Réclamer la victoire
live-chat-hide = Masquer le chat
live-chat-label = Chat
live-chat-placeholder = Écrivez, puis Entrée
new-game-dialog-clock = Pendule
ng-custom-minutes = Minutes
ng-custom-increment-s = Incrément (s)
replace-title = Une partie est en cours
replace-keep = La garder
replace-discard = La supprimer
games-search-label = Rechercher par nom de joueur
games-search-placeholder = Rechercher par nom
games-result-label = Résultat
games-kind-label = Adversaire
games-undo-bar-game-deleted = Partie supprimée.
friend-list-title = Vos parties avec des amis
games-export = Tout exporter (.tcg)
games-dialog-import-games = Importer des parties…
settings-language = Langue (Language)

## The game: the board's refusals, moves, the turn line, results

# $square, $from, $to: squares; $owner: whose piece it is; $side: who is to move.
refusal-not-yours =
    La pièce en { $square } appartient { $owner ->
        [white] aux Blancs
       *[black] aux Noirs
    } ; c'est { $side ->
        [white] aux Blancs
       *[black] aux Noirs
    } de jouer.
refusal-no-moves = La partie est terminée : plus aucun coup n'est possible.
refusal-stuck = La pièce en { $square } n'a aucun coup légal.
refusal-ambiguous = Plusieurs doubles sauts partant de { $from } aboutissent en { $to } : choisissez la première case d'arrivée.
refusal-unreachable = La pièce en { $from } ne peut pas atteindre { $to } : un pas mène à une case voisine vide, un double saut saute deux pièces adverses.
# A move described for the status line and screen readers. $side: who moved; $move: the
# move; $from, $to: its squares; $first, $second: the pieces a double jump hops;
# $effects: what it did, made of the move-uncrowns, move-captures and move-crowned
# clauses below, each starting with its own separator.
move-step =
    { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } jouent { $move } : pas de { $from } à { $to }{ $effects }.
move-jump =
    { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } jouent { $move } : double saut de { $from } par-dessus { $first } et { $second } jusqu'à { $to }{ $effects }.
# $side: the side of the piece that loses its crown.
# (The separator " ; " starts with a no-break space.)
move-uncrowns =
     ; la pièce { $side ->
        [white] blanche
       *[black] noire
    } en { $square } perd sa couronne
# $side: the side of the piece captured.
move-captures =
     ; la pièce { $side ->
        [white] blanche
       *[black] noire
    } en { $square } est prise
move-crowned =  ; couronnement en { $square }
# The separator of a short list ("captures, crowned").
list-comma = { ", " }
# What a move did, in the move list.
mark-captures = prend
mark-uncrowns = découronne
mark-crowned = couronnée
# A move list button's name for screen readers; $marks: what it did, each after list-comma.
move-label = Coup { $ply } : { $move }{ $marks }
turn-to-move =
    Trait aux { $side ->
        [white] Blancs
       *[black] Noirs
    }
turn-bound =
    Trait aux { $side ->
        [white] Blancs
       *[black] Noirs
    } (règle du deuxième tour : la pièce en { $square })
# $turn: the turn line; $view: the move on show; $ply: the game's moves.
turn-showing = { $turn } — coup { $view } sur { $ply } affiché.
# How a game ended, as a clause (outcome makes it a sentence). $winner, $loser: sides.
# (In French each clause starts the sentence it is put in: see withdrawn and game-over.)
outcome-resigned =
    { $loser ->
        [white] Les Blancs ont
       *[black] Les Noirs ont
    } abandonné, { $winner ->
        [white] les Blancs
       *[black] les Noirs
    } gagnent
outcome-time =
    { $winner ->
        [white] Les Blancs
       *[black] Les Noirs
    } gagnent au temps
outcome-abandoned =
    { $loser ->
        [white] Les Blancs ont
       *[black] Les Noirs ont
    } quitté la partie, { $winner ->
        [white] les Blancs
       *[black] les Noirs
    } gagnent
outcome-three-captures =
    { $winner ->
        [white] Les Blancs
       *[black] Les Noirs
    } gagnent par trois prises
outcome-crowned-troika =
    { $winner ->
        [white] Les Blancs
       *[black] Les Noirs
    } gagnent par une Troïka couronnée
outcome-no-moves = Partie nulle, car le camp au trait n'a aucun coup légal
outcome-repetition = Partie nulle par triple répétition
outcome-agreement = Partie nulle par accord mutuel
# $outcome: one of the outcome-* clauses.
outcome = { $outcome }.
# The result card's heading ($score: 1-0, 0-1 or ½-½) and reason.
result-win =
    { $winner ->
        [white] Victoire des Blancs
       *[black] Victoire des Noirs
    } · { $score }
result-draw = Partie nulle · { $score }
# The players a result card names ($white, $black: as the strips name them).
result-players = { $white } – { $black }
result-why-three-captures = par trois prises
result-why-crowned-troika = par une Troïka couronnée
result-why-resigned =
    { $loser ->
        [white] les Blancs ont abandonné
       *[black] les Noirs ont abandonné
    }
result-why-time =
    { $loser ->
        [white] les Blancs ont perdu au temps
       *[black] les Noirs ont perdu au temps
    }
result-why-abandoned =
    { $loser ->
        [white] les Blancs ont quitté la partie
       *[black] les Noirs ont quitté la partie
    }
result-why-no-moves = le camp au trait n'a aucun coup légal
result-why-repetition = la même position pour la troisième fois
result-why-agreement = par accord mutuel entre les joueurs
viewing-start =
    Position de départ affichée (partie de { $ply } { $ply ->
        [one] coup
       *[other] coups
    })
viewing-move = Coup { $view } sur { $ply } affiché
bound-next = Règle du deuxième tour : le prochain coup des Blancs doit de nouveau déplacer la pièce en { $square }.
# The browser tab's title; $turn: the turn line.
page-title = { $turn } · Three Crowns
# The board's name for screen readers; $side: the side at the bottom.
board-label =
    Plateau, { $side ->
        [white] les Blancs
       *[black] les Noirs
    } en bas. { $turn }
taken-back-one = Coup { $move } annulé.
taken-back-two = Coups { $first } et { $second } annulés.
browsed-after = Affichage de la position après le coup { $view }, { $move }.
browsed-current = Retour à la position actuelle, après { $move }.
browsed-start = Affichage de la position de départ.
resign-confirm =
    Appuyez de nouveau sur Abandonner pour confirmer : { $side ->
        [white] les Blancs abandonnent
       *[black] les Noirs abandonnent
    }.
# $outcome: one of the outcome-* clauses.
withdrawn = { $outcome } : résultat annulé, la partie continue.
game-over = { $outcome } : la partie est terminée. Commencez une nouvelle partie ou annulez un coup.
repetition-on = La triple répétition donne la nulle (règle maison activée).
repetition-off = Règle de répétition désactivée : les positions peuvent se répéter sans nulle.
rules-loading = Chargement des règles…
# $why: why, in English for now.
rules-unavailable = Les règles n'ont pas pu être chargées : { $why }. Fermez-les et rouvrez-les pour réessayer ; votre partie est inchangée.

## Fixed sentences of the status line and the page

# Storage works again after a failure.
saving-again = La partie est de nouveau sauvegardée.
# A click while browsing returns to the live position.
back-to-current = Retour à la position actuelle.
# Undo with nothing to take back.
nothing-to-undo = Il n'y a aucun coup à annuler.
# Undo after a loss on time.
time-loss-final = La partie a été perdue au temps, et un résultat au temps est définitif : aucun coup n'est annulé.
# The first press of Agree a draw.
draw-confirm = Appuyez de nouveau sur « Convenir de la nulle » pour confirmer que les deux joueurs conviennent de la nulle.
# Resign with the computer in both seats.
nobody-resigns = L'ordinateur joue les deux camps : personne ne peut abandonner.
# Agree a draw without two people at the screen.
no-draw-agreement = On ne peut convenir de la nulle qu'entre deux personnes devant cet écran.
# Redo with nothing to replay.
nothing-to-redo = Il n'y a aucun coup à rejouer.
# Another tab continued (or took back moves of) this game.
updated-from-tab = Mise à jour depuis un autre onglet.
# The previous game is back.
previous-reopened = Partie précédente rouverte.
# No previous game to reopen.
no-previous = Il n'y a pas de partie précédente.
# A record imported.
imported = Partie importée.
# A share link opened.
link-opened = La partie partagée est ouverte.
# The position editor opened.
editor-open = Modification d'une position : choisissez une pièce ou la gomme, puis cliquez ou faites glisser sur le plateau.
# The position editor closed without playing.
editor-closed = Éditeur fermé ; la partie est inchangée.
# An editor action with no editor open.
editor-not-open = L'éditeur de position n'est pas ouvert.
# The editor reopened after a reload, as it was left.
editor-reopened = L'éditeur de position est ouvert tel que vous l'avez laissé ; la partie attend que vous le fermiez.
# A move (from any source) or a hint asked for while the editor is open.
game-waits-for-editor = La partie attend tant que l'éditeur de position est ouvert : fermez-le pour continuer.
# A game started from the editor's position.
set-up = Nouvelle partie à partir de la position personnalisée.
# The offer of a review beside a finished game's result.
review-offer = Bilan de la partie
# A review started.
review-started = Bilan de la partie en cours : chaque position est évaluée.
# A review finished.
review-done = Le bilan est terminé : les coups signalés portent ?!, ? ou ?? dans la liste des coups.
# A review cancelled.
review-cancelled = Bilan annulé.
# A finished review closed.
review-closed = Bilan fermé.
# The annotated record put in the record box.
review-exported = Le relevé annoté par le bilan se trouve dans le panneau « Sauvegarder et partager ».
# Export asked for without a finished review.
no-review = Il n'y a aucun bilan terminé de cette partie à exporter.
# The tooltip of a move of the best line.
preview-title = Afficher la position après ce coup
# A hint asked for while browsing.
hint-while-browsing = Les indices portent sur la position actuelle de la partie : revenez-y d'abord.
# A hint being searched for.
looking-for-hint = Recherche d'un bon coup…
# The page cannot reach the clipboard.
no-clipboard = Cette page ne peut pas utiliser le presse-papiers ici : sélectionnez le texte et copiez-le.
# The browser refused the clipboard.
clipboard-refused = Le navigateur a refusé l'accès au presse-papiers ; sélectionnez plutôt le texte et copiez-le.
# The record is on the clipboard.
record-copied = Le relevé de la partie est copié.
# The position's text was copied.
position-copied = La position (TCN) est copiée.
# The link is on the clipboard.
link-copied = Le lien vers cette partie est copié.

## Fixed sentences: archive

# The list is empty.
no-games-yet = Aucune partie pour l'instant : chaque partie que vous jouez, dès son premier coup, est conservée ici.
# The filter or search leaves nothing.
no-games-match = Aucune partie ne correspond : modifiez le filtre ou la recherche.
# A game deleted.
game-deleted = Partie supprimée. Le bouton Annuler la rétablit.
# A deleted game back.
game-restored = La partie supprimée est de retour dans « Vos parties ».
# The row of the game on the board.
on-the-board = Sur le plateau
# The filters' "any" options.
any-result = Tous les résultats
# The kind filter's "any".
any-opponent = Tous les adversaires
# The GIF begins.
gif-started = Création du GIF…
# The GIF cancelled.
gif-cancelled = Le GIF a été annulé.
# The PNG copied.
picture-copied = L'image de la position est copiée.
# The PNG downloaded.
picture-downloaded = L'image de la position est téléchargée.
# The GIF downloaded.
gif-downloaded = Le GIF de la partie est téléchargé.
# The GIF shared.
gif-shared = Le GIF de la partie est partagé.

## Fixed sentences: friend

# The status line when a friend game starts.
friend-game-started = Partie avec un ami commencée : envoyez l'invitation avec Partager, « Copier le lien » ou le code QR.
friend-game-started-no-share = Partie avec un ami commencée : envoyez l'invitation avec « Copier le lien » ou le code QR.
# The share sheet's title for a friend game's link.
friend-share-title = Three Crowns : à vous de jouer
# A draw offered here.
friend-draw-offered = Vous proposez la nulle : envoyez la proposition à votre ami avec votre coup, ou seule.
# The clipboard took a friend game's link.
friend-link-copied = Le lien est copié : collez-le dans un message à votre ami.
# A seat change asked in a friend game.
friend-seats-fixed = Dans une partie avec un ami, les camps restent tels quels : votre ami joue depuis son appareil.
# Engine help (hint, analysis, threats, review) asked in a friend game in progress.
friend-no-help = Dans une partie avec un ami, pas d'indice, d'analyse, de menaces ni de bilan tant que la partie n'est pas finie.
# The repetition rule switched in a friend game.
friend-rule-fixed = Dans une partie avec un ami, la règle de répétition reste celle du début de la partie, la même des deux côtés.
# Undo after the move was sent.
friend-move-sent = Votre coup a été envoyé : il ne peut plus être annulé. C'est au tour de votre ami.
# A draw asked for where none can be offered.
friend-no-draw = La nulle ne peut être proposée que dans une partie avec un ami encore en cours.
# Accept pressed with no offer standing.
friend-no-offer = Votre ami n'a pas proposé la nulle.
# The script API asked for a friend game's action outside one.
not-a-friend-game = La partie sur le plateau n'est pas une partie avec un ami.
# A link from this side of the game opened here.
friend-own-link = Ce lien contient votre propre coup : envoyez-le à votre ami. Rien n'a été modifié.
# A link that goes on from where the local player resigned or accepted a draw.
friend-ended-here = Votre partie s'est terminée ici, mais votre ami ne le sait pas encore : renvoyez-lui votre dernier lien. Rien n'a été modifié.
friend-crossed = Votre ami a terminé la partie au même coup que vous, vos liens se sont croisés : c'est la fin décidée par le joueur qui avait le trait qui compte.

## Fixed sentences: lessons

# Learn mode refuses to change the seats.
lesson-no-seats = Quittez les leçons pour changer qui joue.
# A lesson's start: the learner's move is awaited (the instruction stands above).
lesson-your-move = À vous de jouer.
# The button to the next lesson.
lesson-next = Leçon suivante
lesson-puzzles = S’entraîner sur des problèmes : { $theme }
# The same button after the last lesson, every lesson done: back to a game.
lesson-play = Jouer une partie
# Said on leaving Learn mode that way.
lessons-all-done = Toutes les leçons sont terminées : jouez maintenant une partie. Les leçons restent dans Apprendre, si vous voulez y revenir.

## Fixed sentences: play

# A new game started from the dialog (or the script API).
new-game-started = Nouvelle partie.
# The game in progress was thrown away, as the player chose.
game-discarded = La partie en cours a été supprimée.
# A game with clocks comes back after a reload: paused.
clocks-paused-at-start = Les pendules sont en pause, telles que vous les avez laissées : appuyez sur Reprendre pour continuer.
# `pauseClock` / `resumeClock` in a game without clocks.
no-clock = Cette partie n'a pas de pendule.

## Fixed sentences: puzzle

# The solution has been shown.
puzzle-shown = C'était la solution. Réessayez ce problème, ou passez au suivant.
# Puzzle mode opened or left.
puzzles-left = Retour à votre partie, telle que vous l'avez laissée.
# The puzzle set is being fetched.
puzzles-loading = Chargement des problèmes…
# Puzzle mode refuses to change the seats.
puzzle-no-seats = Quittez les problèmes pour changer qui joue.
# The button to the next puzzle once this one is over.
puzzle-next = Problème suivant
# The same button while this one is not over.
puzzle-skip = Passer
# The puzzle link copied.
puzzle-link-copied = Lien vers le problème copié.

## Fixed sentences: study

# Said when a preview of a line ends: the game's position is back.
preview-ended = Retour à la position de la partie.
# Why a review stops when the engine's reply holds no evaluation.
no-evaluation = le moteur n'a donné aucune évaluation

## Another tab

other-tab-kept = Un autre onglet a modifié la partie : elle s'affiche ici aussi ; la partie de cet onglet est conservée comme partie précédente.
other-tab = Un autre onglet a modifié la partie : elle s'affiche ici aussi.

## Hints and the GIF's progress

hint-game-over = La partie est terminée : il n'y a aucun coup à suggérer.
hint-not-a-person = Les indices ne sont donnés que lorsqu'une personne a le trait.
# $done: the frames made; $total: all of them.
gif-progress = Création du GIF : image { $done } sur { $total }…

## Puzzles: the rating and themes

# $rating: the puzzle's rating (a number, written as it is).
puzzle-about = Classement du problème : { $rating }.
# $themes: the themes' names, each after list-comma.
puzzle-about-themes = Classement du problème : { $rating }. Thèmes : { $themes }.
theme-crowned-troika = Troïka couronnée
theme-third-capture = troisième prise
theme-uncrowning = découronnement
theme-double-jump = double saut
theme-crowning = couronnement
theme-quiet-first-move = premier coup tranquille
theme-defending = défense
theme-second-turn = règle du deuxième tour
# $theme: the main theme's name; $rating: the puzzle's rating.
puzzle-title = { $theme } · { $rating }
# $count: the moves to the win.
theme-win-in =
    gain en { $count } { $count ->
        [one] coup
       *[other] coups
    }

## Puzzles: the choice of theme and difficulty

puzzle-choice-theme-label = Thème
puzzle-choice-level-label = Difficulté
puzzle-theme-all = Tous les thèmes
puzzle-level-any = Toute difficulté
puzzle-level-easier = Plus facile
puzzle-level-normal = Normal
puzzle-level-harder = Plus difficile
puzzle-level-option = { $level } ({ $range })
puzzle-range-any = toute difficulté
puzzle-range-between = { $min }–{ $max }
puzzle-range-from = { $min } et plus
puzzle-range-up-to = jusqu’à { $max }
puzzle-chosen = Prochains problèmes : { $theme }, { $range }.
puzzle-choice-unknown-theme = Il n’y a pas de thème de problème « { $theme } ».
puzzle-choice-upside-down = Le classement le plus bas, { $min }, dépasse le plus haut, { $max }.
puzzle-choice-none = Aucun problème n’a ce thème et cette difficulté : le choix reste inchangé.

## Puzzles: Streak, Storm and the puzzles tried

puzzle-run-streak = Série
puzzle-run-streak-title = Des problèmes de plus en plus difficiles jusqu’au premier coup faux
puzzle-run-storm = Tempête
puzzle-run-storm-title = Trois minutes pour résoudre autant de problèmes que possible
puzzle-run-streak-on = Série : { $score } résolus · record { $best }
puzzle-run-storm-on = Tempête : encore { $time } · { $score } résolus · record { $best }
puzzle-run-streak-over = Série terminée : { $score } résolus. Votre record : { $best }.
puzzle-run-storm-over = Tempête terminée : { $score } résolus. Votre record : { $best }.
puzzle-runs-label = Séries de problèmes
puzzle-run-summary = Cette série
puzzle-history-heading = Problèmes tentés
puzzle-tried-solved = { $title } ✓
puzzle-tried-missed = { $title } ✗
puzzle-tried-solved-label = { $title } : résolu
puzzle-tried-missed-label = { $title } : manqué

## Starting a game: the computer's levels, the clocks, the strips' names

level-1 = Premiers pas
level-1-about = Joue presque au hasard, mais ne manque jamais un gain en un coup.
level-2 = Débutant
level-2-about = Voit un coup à l'avance.
level-3 = Amateur
level-3-about = Voit venir les prises simples.
level-4 = Joueur de club
level-4-about = Prévoit quelques coups à l'avance.
level-5 = Fort
level-5-about = Donne rarement une pièce.
level-6 = Expert
level-6-about = Punit la plupart des erreurs.
level-7 = Maître
level-7-about = Calcule en profondeur ; laisse peu de place au hasard.
level-8 = Pleine puissance
level-8-about = Le meilleur coup du moteur.
# A level in the New game dialog; $name: one of level-1 … level-8.
level-option = Niveau { $level } · { $name }
clock-none = Sans pendule
clock-custom = Personnalisée…
# $clock: minutes+increment seconds, such as 3+2.
clock-bullet = { $clock } · Bullet
clock-blitz = { $clock } · Blitz
clock-rapid = { $clock } · Rapide
clock-classical = { $clock } · Classique
custom-clock-refused = Une pendule personnalisée admet de 1 à { $minutes } minutes et un incrément de 0 à { $increment } secondes.
# A strip's name for the computer, a side without a name, a friend.
strip-computer = Ordinateur · niveau { $level }
strip-side =
    { $side ->
        [white] Blancs
       *[black] Noirs
    }
strip-friend-named = Ami ({ $name })
strip-friend = Ami
# The strips in a puzzle and a lesson: the solver, then the side the puzzle or lesson plays.
strip-you = Vous
strip-puzzle = Problème
strip-lesson = Leçon
# A clock's time for screen readers: $seconds as 9.3 under ten seconds.
time-tenths = { $seconds } secondes
time-seconds =
    { $seconds } { $seconds ->
        [one] seconde
       *[other] secondes
    }
time-minutes =
    { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }
time-minutes-seconds =
    { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    } { $seconds } { $seconds ->
        [one] seconde
       *[other] secondes
    }
# A clock's name for screen readers; $time: one of the time-* messages.
clock-label =
    Pendule { $side ->
        [white] des Blancs
       *[black] des Noirs
    } : il reste { $time }
clock-label-running =
    Pendule { $side ->
        [white] des Blancs
       *[black] des Noirs
    }, en marche : il reste { $time }
replace-question =
    La partie en cours ({ $count } { $count ->
        [one] coup
       *[other] coups
    }) serait remplacée. La garder dans « Vos parties », ou la supprimer ?
# A kept game in the list; $white, $black: the players' names; $result: 1-0, 0-1, ½-½ or
# kept-unfinished; $count: its moves.
kept-game =
    { $white } – { $black } · { $result } · { $count } { $count ->
        [one] coup
       *[other] coups
    }
kept-unfinished = inachevée
games-more = Afficher plus de parties ({ $shown } sur { $total } affichées)
standing-line = Votre classement : { $rating } ± { $deviation } · { $games ->
        [one] { $games } partie contre l’ordinateur
       *[other] { $games } parties contre l’ordinateur
    }
standing-about = Un classement Glicko-2 tiré de vos parties terminées contre l’ordinateur, jouées ici depuis la position de départ ; chaque niveau est classé par des matchs entre les niveaux.
standing-level = Niveau
standing-level-rating = Son classement
standing-won = Gagnées
standing-drawn = Nulles
standing-lost = Perdues
standing-rating = { $rating }
standing-rating-interval = { $rating } ± { $interval }
standing-count = { $n }

## The seats and the computer player

seat-person =
    Une personne joue { $side ->
        [white] les Blancs
       *[black] les Noirs
    }.
seat-friend =
    Votre ami joue { $side ->
        [white] les Blancs
       *[black] les Noirs
    } ; ses coups arrivent par des liens.
seat-computer =
    L'ordinateur joue { $side ->
        [white] les Blancs
       *[black] les Noirs
    }, au niveau { $level }.
thinking =
    { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } (ordinateur, niveau { $level }) réfléchissent…
hint = Indice : { $move }.
# $why: why, in English for now.
no-hint = Aucun indice : { $why }.
computer-no-move = L'ordinateur n'a donné aucun coup ({ $why }) ; il est en pause.
computer-crashed = L'ordinateur a cessé de fonctionner ({ $why }) ; il est en pause. Appuyez sur Reprendre pour réessayer.
computer-paused = L'ordinateur est en pause.
computer-plays-on = L'ordinateur continue de jouer.
clocks-paused = La partie est en pause : les pendules sont arrêtées.
clocks-run = La partie continue : la pendule tourne.
# The pause button: what pressing it does.
resume = Reprendre
pause = Pause
# The seat drop-downs' choices.
seat-option-person = Humain
seat-option-friend = Ami
seat-option-computer = Ordinateur, niveau { $level }

## The board's cursor, selection and previews (said to screen readers)

# The keyboard cursor's square and its piece.
cursor-crowned =
    { $square } : pièce { $side ->
        [white] blanche
       *[black] noire
    } couronnée
cursor-uncrowned =
    { $square } : pièce { $side ->
        [white] blanche
       *[black] noire
    } non couronnée
cursor-empty = { $square } : case vide
# Added after the cursor's square, each with its own separator.
cursor-step = { ", destination d'un pas" }
cursor-final = { ", case d'arrivée finale" }
cursor-first-landing = { ", première case d'arrivée" }
# A choice of squares: $squares, each after list-comma, then or $last.
squares-or = { $squares } ou { $last }
# What a previewed move would do: preview-would with $what made of the preview-* parts
# (the last joined by preview-and).
preview-capture = prendre { $square }
preview-uncrown = découronner { $square }
preview-crown = couronner la pièce
preview-win = gagner la partie
preview-and = { $first } et { $last }
preview-would = { $move } permettrait de { $what }
preview-plays = { $move } se joue ici
# $finals: the final landings left; $square: the first landing, which goes back.
second-hop = Second saut : { $finals } · retour : { $square }
selection-via = { $from } fait un double saut par { $via } ; cases d'arrivée finales : { $squares }.
selection-piece = { $square } est sélectionnée.
# Added after selection-piece, each with its own leading space.
selection-steps = { " " }Pas possibles vers { $squares }.
selection-jumps = { " " }Doubles sauts possibles par { $squares }.

## Puzzles

puzzle-goal =
    { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    } et gagnent
# $id: the puzzle's number in the set.
puzzle-heading = Problème { $id }
puzzle-prompt-now =
    À vous : trouvez le coup qui fait gagner { $side ->
        [white] les Blancs
       *[black] les Noirs
    } immédiatement.
# $count: the solver's moves to the win (2 or more).
puzzle-prompt =
    À vous : trouvez le coup qui fait gagner { $side ->
        [white] les Blancs
       *[black] les Noirs
    } en { $count } coups.
puzzle-right = { $move } est le bon coup ! Continuez…
# $side: the defender.
puzzle-after-reply =
    { $side ->
        [white] Les Blancs répondent
       *[black] Les Noirs répondent
    } { $move }. Trouvez le coup suivant.
puzzle-checking =
    { $move }… { $side ->
        [white] les Blancs cherchent
       *[black] les Noirs cherchent
    } une défense.
puzzle-wrong-pending =
    { $move } n'est pas le bon coup ! { $side ->
        [white] Les Blancs cherchent
       *[black] Les Noirs cherchent
    } la réponse qui sauve la partie…
# Why a wrong move fails: $reply, the defender's answer; $solver and $defender: sides.
puzzle-why-saves =
    { $reply } sauve { $defender ->
        [white] les Blancs
       *[black] les Noirs
    } : après ce coup, { $solver ->
        [white] les Blancs n'ont
       *[black] les Noirs n'ont
    } plus de gain forcé.
puzzle-why-wins =
    { $reply } fait gagner la partie { $defender ->
        [white] aux Blancs
       *[black] aux Noirs
    }.
puzzle-why-no-move =
    { $defender ->
        [white] Les Blancs n'ont
       *[black] Les Noirs n'ont
    } plus aucun coup : la partie est nulle.
puzzle-why-still-wins =
    { $solver ->
        [white] Les Blancs gagneraient
       *[black] Les Noirs gagneraient
    } encore, mais pas comme le veut le problème.
# $why: one of the puzzle-why-* sentences.
puzzle-wrong = { $move } n'est pas le bon coup ! { $why } Réessayez, ou affichez la solution.
puzzle-another = { $move } gagne aussi, mais le problème attend un autre coup : trouvez-le.
# $why: why, in English for now.
puzzle-no-answer = Ce n'est pas le bon coup, mais sa réfutation n'a pas pu être trouvée ({ $why }). Réessayez, ou affichez la solution.
puzzle-solved = Résolu !
# $change: the rating's change, signed (+16, −12).
puzzle-solved-rating = Résolu ! Votre classement aux problèmes évolue de { $change }.
puzzle-rating-change = Votre classement aux problèmes évolue de { $change }.
# $moves: the solution's moves.
puzzle-showing = La solution : { $moves }.
puzzles-unavailable = Les problèmes n'ont pas pu être chargés : { $why }. Votre partie est inchangée.
# $id: what the link asked for.
puzzle-unknown = Il n'y a pas de problème « { $id } » dans la collection de ce site.

## The lessons: each one's title and instruction (lesson-<id>-title, lesson-<id>-instruction)

lesson-stepping-title = Faire un pas
lesson-stepping-instruction = Déplacez une pièce blanche d'un pas jusqu'en d5 : une case, dans l'une des huit directions, vers une case vide.
lesson-crowning-title = Le couronnement par une Troïka
lesson-crowning-instruction = Faites faire un pas à une pièce blanche de sorte qu'elle complète une Troïka, trois pièces blanches non couronnées alignées : la pièce déplacée est couronnée.
lesson-capturing-title = Une pièce couronnée prend
lesson-capturing-instruction = Avec la pièce couronnée en c2, faites un double saut par-dessus deux pièces noires non couronnées : la seconde pièce sautée est prise.
lesson-uncrowning-title = Une pièce non couronnée découronne
lesson-uncrowning-instruction = Avec la pièce non couronnée en c3, faites un double saut par-dessus deux pièces noires couronnées de sorte que f5 perde sa couronne.
lesson-second-hop-title = Seul le second saut compte
lesson-second-hop-instruction = Prenez la pièce noire en e3 avec la pièce couronnée en d2 : seule la seconde pièce sautée par un double saut est affectée.
lesson-uncrown-into-troika-title = Découronnée dans une Troïka : prise
lesson-uncrown-into-troika-instruction = Avec la pièce non couronnée en c2, faites un double saut tel que la seconde pièce couronnée sautée se trouverait, une fois non couronnée, dans une Troïka noire : elle est alors prise au lieu d'être découronnée.
lesson-crowned-troika-title = Gagner par une Troïka couronnée
lesson-crowned-troika-instruction = Gagnez immédiatement : alignez trois pièces blanches couronnées.
lesson-three-captures-title = Gagner par trois prises
lesson-three-captures-instruction = Les Blancs ont déjà pris deux pièces noires (il en reste huit aux Noirs) : prenez-en une troisième pour gagner.
lesson-second-turn-title = La règle du deuxième tour
lesson-second-turn-instruction = C'est le premier coup des Blancs : couronnez une pièce blanche à leur deuxième tour, où ils doivent de nouveau déplacer la même pièce.

## The lessons' words

# $number: the lesson's number; $title: its title.
lesson-heading = Leçon { $number } : { $title }
lesson-entry = { $number }. { $title }
lesson-entry-done = { $number }. { $title } (terminée)
# Why a try misses the lesson's goal ($why, one of the miss-* sentences), then Retry.
lesson-retry-after = { $why } Réessayez.
# $target: the square the lesson asks for.
miss-not-a-step = { $move } est un double saut ; cette leçon demande un pas vers { $target }.
miss-wrong-square = { $move } a fait un pas vers { $to }, et non vers { $target } : déplacez d'un pas une pièce voisine de { $target }.
miss-already-crowned = La pièce en { $square } était déjà couronnée ; couronnez une pièce non couronnée en complétant une Troïka.
miss-no-troika-step = Ce pas n'a formé aucune Troïka : aucune pièce n'a donc été couronnée.
miss-no-troika-jump = Ce double saut ne s'est pas terminé dans une Troïka : aucune pièce n'a donc été couronnée.
miss-no-hop = { $move } est un pas, et un pas ne saute rien : faites un double saut par-dessus deux pièces adverses.
miss-uncrowned-instead = Ce double saut a seulement découronné { $square } : une pièce non couronnée qui saute découronne, une pièce couronnée prend.
miss-captured-instead = Ce double saut a pris { $square } : une fois non couronnée, elle se serait trouvée dans une Troïka de sa propre couleur.
# $what: lesson-verb-captured or lesson-verb-uncrowned; $affected: the second piece hopped.
# (French: both are feminine participles after « a été », agreeing with the piece.)
miss-target-first = Ce double saut a sauté { $target } en premier, donc { $target } reste intacte : seule la seconde pièce sautée, { $affected }, a été { $what }.
miss-other-piece = Avec ce double saut, c'est { $affected } qui a été { $what }, et non { $target } : seule la seconde pièce sautée par un double saut est affectée.
lesson-verb-captured = prise
lesson-verb-uncrowned = découronnée
miss-stays-on-board = Ce double saut a découronné { $square }, mais, une fois non couronnée, elle ne se trouve dans aucune Troïka de sa couleur : elle reste donc sur le plateau.
miss-by-crowned = { $square } a été prise par une pièce couronnée qui saute ; cette leçon porte sur la prise par une pièce non couronnée qui saute.
miss-no-crowned-troika =
    Ce coup n'a pas aligné trois pièces { $side ->
        [white] blanches
       *[black] noires
    } couronnées.
# $count: the captures the learner has.
miss-no-third-capture =
    Ce coup n'a rien pris : { $side ->
        [white] les Blancs n'ont
       *[black] les Noirs n'ont
    } toujours que { $count } { $count ->
        [one] prise
       *[other] prises
    }.
miss-cannot-crown-next =
    Après { $move }, la règle du deuxième tour ne permet { $side ->
        [white] aux Blancs
       *[black] aux Noirs
    } de déplacer ensuite que la pièce en { $square }, et celle-ci ne peut pas compléter de Troïka depuis cette case.
miss-reply-blocked = Après { $move }, la réponse prévue par la leçon, { $reply }, ne peut pas être jouée.
# What the move that met the goal did.
met-step = { $move } : une case. Toute pièce peut faire un tel pas, dans l'une des huit directions.
met-crowned = { $move } a complété une Troïka : la pièce en { $square } est couronnée ; les autres pièces de la ligne restent non couronnées.
met-capture = La pièce couronnée qui saute a pris la seconde pièce sautée.
met-uncrown = { $square } a perdu sa couronne : une pièce non couronnée qui saute découronne la seconde pièce sautée.
met-capture-on = { $square } a été prise ; { $first }, sautée en premier, reste intacte.
met-capture-by-uncrowning = Une fois non couronnée, la seconde pièce sautée se serait trouvée dans une Troïka de sa couleur : elle a été prise.
met-third-capture =
    Troisième prise : { $side ->
        [white] les Blancs gagnent
       *[black] les Noirs gagnent
    }.
met-crowned-troika =
    Trois pièces couronnées alignées : { $side ->
        [white] les Blancs gagnent
       *[black] les Noirs gagnent
    }.
# $met: one of the met-* sentences.
lesson-done = Réussi ! { $met }
# $side: the lesson's opponent; $move: its reply.
lesson-after-reply-bound =
    { $side ->
        [white] Les Blancs répondent
       *[black] Les Noirs répondent
    } { $move }. Déplacez maintenant de nouveau la pièce en { $square }, et couronnez-la.
lesson-after-reply =
    { $side ->
        [white] Les Blancs répondent
       *[black] Les Noirs répondent
    } { $move }. À vous de jouer.
lesson-not-now-done = Cette leçon est terminée : recommencez-la, ou passez à la leçon suivante.
lesson-not-now-missed = Cet essai a manqué l'objectif : appuyez sur Réessayer pour recommencer.
lesson-not-now-wait =
    Attendez la réponse { $side ->
        [white] des Blancs
       *[black] des Noirs
    }.
# The turn line in a lesson.
lesson-side =
    Vous jouez { $side ->
        [white] les Blancs
       *[black] les Noirs
    }
lesson-reply-coming =
    { $move } : bien. { $side ->
        [white] Les Blancs répondent…
       *[black] Les Noirs répondent…
    }
lesson-unknown = Il n'y a pas de leçon « { $id } ».
lessons-done = Leçons terminées : { $done } sur { $total }

## The study tools: threats, the editor, the analysis, the review

threats-none = Aucune pièce ne peut être sautée au prochain coup et aucun pas ne complète de Troïka.
# $side: who can do it; $square: the piece or square; $move: the move that does it.
threat-capture =
    { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } peuvent prendre { $square } avec { $move }.
threat-uncrown =
    { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } peuvent découronner { $square } avec { $move }.
threat-hop-first =
    { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } peuvent sauter { $square } en premier, qui reste alors intacte ({ $move }).
threat-troika =
    { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } couronnent une pièce par une Troïka en { $square } ({ $move }).
threat-crowned-troika =
    { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } gagnent par une Troïka couronnée en { $square } ({ $move }).
# $number: the move number set up.
editor-turn =
    Mise en place : trait aux { $side ->
        [white] Blancs
       *[black] Noirs
    }, coup { $number }.
# $why: why, in English for now.
editor-invalid = Cette position ne peut pas être jouée : { $why }.
editor-unreadable = Le texte de cette position est illisible : { $why }.
# $text: what was typed.
editor-bad-number = « { $text } » n'est pas un numéro de coup : il faut un nombre entier à partir de 1.
analysis-on = Analyse activée : le moteur étudie la position affichée.
analysis-off = Analyse désactivée.
# $count: the workers the analysis may search with.
analysis-workers =
    { $count ->
        [one] L'analyse utilise un seul processus.
       *[other] L'analyse utilise jusqu'à { $count } processus, qui se partagent ses lignes.
    }
workers-uses =
    { $count ->
        [one] utilise un seul processus
       *[other] peut utiliser { $count } processus (au plus un par ligne)
    }
# $uses: one of the workers-uses clauses.
workers-offered-unknown = L'analyse { $uses }.
# $cores: the device's cores.
workers-offered =
    { $cores ->
        [one] Cet appareil a 1 cœur : l'analyse { $uses }.
       *[other] Cet appareil a { $cores } cœurs : l'analyse { $uses }, en laissant un à la page.
    }
eval-thinking = Réflexion…
# $count: the winner's moves to the win.
eval-wins-in =
    { $side ->
        [white] Les Blancs gagnent
       *[black] Les Noirs gagnent
    } en { $count } { $count ->
        [one] coup
       *[other] coups
    }
eval-white-won = Les Blancs ont gagné
eval-black-won = Les Noirs ont gagné
eval-drawn = Partie nulle
# $percent: White's winning chances, a whole number.
eval-chances = Blancs { $percent } %
# Why the engine's move was better than the move marked.
# (French: each clause follows « { $move } était meilleur, car ».)
better-wins-at-once = il gagne immédiatement
better-stops-win =
    il empêche { $side ->
        [white] les Blancs
       *[black] les Noirs
    } de gagner au coup suivant
better-captures = il prend une pièce
better-uncrowns = il découronne une pièce
better-crowns = il couronne la pièce
# $kept, $left: winning chances in whole percents.
better-keeps =
    il maintient les chances { $side ->
        [white] des Blancs
       *[black] des Noirs
    } à { $kept } % alors que le coup joué les laissait à { $left } %
# $class: "inaccuracy", "mistake" or "blunder"; $glyph: ?!, ? or ??; $why: a better-* clause.
better-text =
    { $class ->
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    } ({ $glyph }) : { $move } était meilleur, car { $why }.
# A side's accuracy, in whole percents; accuracy lists them ($sides).
accuracy-side =
    { $side ->
        [white] Blancs
       *[black] Noirs
    } { $percent } %
accuracy = Précision : { $sides }.
# $depth: the search's depth.
depth = profondeur { $depth }
# $moves: the line's moves.
previewing = Aperçu de la ligne { $moves } ; cliquez sur le plateau ou appuyez sur Échap pour revenir.
analysis-failed = L'analyse s'est arrêtée ({ $why }). Cochez Analyse pour réessayer.
review-failed = Le bilan s'est arrêté ({ $why }). Relancez le bilan de la partie pour réessayer.
# A marked move's tooltip.
mark-title =
    { $class ->
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    } ; meilleur coup : { $move }
review-close = Fermer le bilan
review-cancel = Annuler
# $percent: how far the review is, a whole number.
review-progress = Bilan en cours… { $percent } %
# A side's marked moves of each class.
review-summary =
    { $side ->
        [white] Blancs
       *[black] Noirs
    } : { $inaccuracies } { $inaccuracies ->
        [one] imprécision
       *[other] imprécisions
    }, { $mistakes } { $mistakes ->
        [one] erreur
       *[other] erreurs
    }, { $blunders } { $blunders ->
        [one] gaffe
       *[other] gaffes
    }.

## The player strips

# The mark beside the side to move, the winner, or both sides on a draw.
mark-to-move = Au trait
mark-winner = Vainqueur
mark-draw = Nulle
# The capture slots' name for screen readers; $count: the captures (0 to 3), the enemy
# pieces taken (a language with plural forms chooses them by $count); $total: 3.
strip-captures =
    { $side ->
        [white] Les Blancs ont
       *[black] Les Noirs ont
    } pris { $count } { $count ->
        [one] pièce
       *[other] pièces
    } sur { $total }
# $label: strip-captures.
strip-captures-title = { $label } : trois prises donnent la victoire
# $count: the side's Crowned pieces (0 to 10).
strip-crowned =
    { $side ->
        [white] Blancs
       *[black] Noirs
    } : { $count ->
        [0] aucune pièce couronnée
        [one] { $count } pièce couronnée
       *[other] { $count } pièces couronnées
    }
# $label: strip-crowned.
strip-crowned-title = { $label } : trois pièces couronnées alignées donnent la victoire

## Your games: the filters

filter-white-won = Les Blancs ont gagné
filter-black-won = Les Noirs ont gagné
filter-drawn = Partie nulle
filter-unfinished = Partie inachevée
filter-two-players = Deux joueurs
filter-computer = L'ordinateur
filter-friend = Un ami
filter-imported = Partie importée

## Games replaced, imported, saved

# $why: why, in English for now.
stash-note = { " " }La partie remplacée n'est pas conservée ({ $why }) ; le bouton « Partie précédente » la rouvre tant que cet onglet reste ouvert.
previous-unreadable = La partie précédente n'a pas pu être lue : { $why }.
import-failed = Le relevé n'a pas été importé : { $why }. Votre partie est inchangée.
link-failed = Ce lien n'a pas pu être ouvert : { $why }. Votre partie est inchangée.
not-saved = Cette partie n'est pas sauvegardée : { $why }. Elle continue ici ; copiez ou téléchargez son relevé pour la conserver.
download-failed = Le téléchargement a échoué : { $why }

## Added labels

# The menu button's tooltip.
menu-more = Plus
# The move list while it is empty.
moves-empty = Aucun coup pour l’instant.
# The record shown when the program failed.
crash-record-label = Votre partie jusqu’ici
# Agree a draw's tooltip.
agree-draw-title = Les deux joueurs conviennent de la nulle ; appuyez deux fois

## The rules' refusals of a move

# $outcome: one of the outcome-* clauses.
# (French: the clause starts the sentence, as in game-over.)
rule-game-over = { $outcome } : la partie est terminée.
rule-empty = Il n'y a aucune pièce en { $square }.
rule-not-yours =
    La pièce en { $square } n'appartient pas { $side ->
        [white] aux Blancs, qui ont le trait
       *[black] aux Noirs, qui ont le trait
    }.
rule-bound = Règle du deuxième tour : à leur deuxième tour, les Blancs doivent déplacer la pièce qu'ils ont déplacée en premier, désormais en { $square }.
rule-not-adjacent = { $move } n'est pas un pas : un pas mène à une case voisine.
rule-occupied = La case { $square } est occupée.
# $why: one of the jump-* clauses.
rule-illegal-jump = { $move } n'est pas un double saut légal : { $why }.
jump-hop-shape = chaque saut franchit deux cases en ligne droite
jump-straight-back = le second saut ne peut pas repasser en sens inverse par-dessus la même pièce
jump-nothing-to-hop = un saut doit passer par-dessus une pièce adverse
jump-own-piece = une pièce ne peut pas sauter les pièces de son propre camp
jump-crowned-hops-crowned = une pièce couronnée ne saute que des pièces non couronnées
jump-uncrowned-hops-uncrowned = une pièce non couronnée ne saute que des pièces couronnées
jump-landing-occupied = un saut doit arriver sur une case vide
jump-not-legal = il ne fait pas partie des coups légaux

## Errors the page says

# $side: the puzzle's defender.
puzzle-wait-reply =
    Attendez la réponse { $side ->
        [white] des Blancs
       *[black] des Noirs
    }.
puzzle-wait-answer =
    Attendez que { $side ->
        [white] les Blancs
       *[black] les Noirs
    } répondent.
puzzle-wait-try-over = Cet essai est terminé : réessayez, ou affichez la solution.
puzzle-wait-over = Le problème est terminé : réessayez-le, ou passez au problème suivant.
error-game-on-board = Cette partie est sur le plateau : commencez ou ouvrez une autre partie avant de la supprimer.
# $width: the width asked for, in pixels.
error-picture-width = Une image fait de 120 à 2048 pixels de large, et non { $width }.
error-gif-under-way = Un GIF est en cours de création : attendez qu'il soit prêt, ou annulez-le d'abord.
error-no-mistakes = « Apprenez de vos erreurs » nécessite un bilan terminé dans lequel votre camp a commis une imprécision, une erreur ou une gaffe.
error-mistakes-wait = Patientez : cet essai est en cours d'évaluation ou d'annulation ; réessayez ensuite.
error-mistakes-settled = Ce coup est déjà réglé : continuez avec Suivant, ou revenez à la partie.
error-no-my-mistakes = Pour travailler vos erreurs, il faut dans Vos parties une partie analysée avec une imprécision, une erreur ou une gaffe de votre part : analysez d'abord une partie terminée.
error-nothing-due = Aucune de vos erreurs n'est à revoir maintenant. { $when }
error-nothing-deleted = Aucune partie supprimée à rétablir.
error-no-archive = La base de données de ce navigateur ne peut pas être utilisée ici : aucun fichier de parties ne peut donc être ajouté. Importez plutôt les parties une par une.
# $id: the id asked for.
error-kept-game = Aucune partie conservée n'a l'identifiant « { $id } ».
error-friend-game = Aucune partie avec un ami n'a l'identifiant « { $id } ».

## A game with a friend on another device

# The draw button: at one screen, then in a friend game.
draw-agree = Convenir de la nulle
draw-offer = Proposer la nulle
draw-accept = Accepter la nulle
# The friend without a name, as the panel names them inside a sentence.
friend-unnamed = votre ami
ng-friend-about-live = Sur un autre appareil, en direct : un lien relie directement vos deux navigateurs, avec la pendule ci-dessous.
live-connecting = Connexion…
live-waiting = En attente que { $name } ouvre l’invitation : envoyez-la par Partager, Copier le lien ou le code QR.
live-linking = { $name } est là : connexion…
live-connected = Connecté
live-connected-rtt = Connecté · { $ms } ms
live-reconnecting = La connexion est perdue : reconnexion…
live-left = { $name } a quitté la partie. Réclamez la victoire, attendez son retour ou continuez par liens.
live-left-over = { $name } n’est plus là.
live-no-relay = Aucun relais n’a répondu ({ $relays }) : la partie en direct ne peut pas commencer. Continuez par liens ou réessayez plus tard.
live-unreachable = Vos deux navigateurs ne peuvent pas se joindre sur ces réseaux. Continuez par liens.
live-load-failed = Le jeu en direct n’a pas pu être chargé ({ $why }). Continuez par liens.
live-full = Cette partie a déjà ses deux joueurs : cette page n’a rejoint rien.
live-ask-takeback = { $name } demande à reprendre son dernier coup.
live-asked-takeback = Vous avez demandé à reprendre votre dernier coup : en attente de { $name }.
live-ask-rematch = { $name } propose une revanche, couleurs inversées.
live-asked-rematch = Vous avez proposé une revanche : en attente de { $name }.
live-yes = Accepter
live-no = Refuser
live-declined = { $name } a refusé.
live-no-game = Ce n’est pas une partie en direct.
live-not-connected = Votre ami n’est pas connecté.
live-no-takeback-over = La partie est terminée : rien n’est repris.
live-nothing-to-take-back = Vous n’avez aucun coup à reprendre.
live-no-rematch-yet = Une revanche se propose une fois la partie terminée.
live-nothing-asked = Rien ne vous est demandé pour l’instant.
live-no-pause = Les pendules d’une partie en direct sont aux deux joueurs : aucun ne les arrête seul.
live-no-claim = La victoire ne se réclame qu’après 30 secondes sans aucun signe de l’autre joueur.
live-rematch-started = La revanche a commencé : couleurs inversées, même pendule.
live-chat-you = Vous
live-their-move = Au tour de { $name }.
# $name: the friend's name (or friend-unnamed); $side: the side you play.
# (French: $name is never put after « de » or « que », to avoid elision before a name: « par { $name } ».)
friend-you-play =
    Vous jouez { $side ->
        [white] les Blancs
       *[black] les Noirs
    } contre { $name }.
friend-send-last = Envoyez le dernier lien : { $name } verra ainsi comment la partie s'est terminée.
friend-over = La partie est terminée.
friend-send-invitation = Envoyez l'invitation à { $name } : Partager, « Copier le lien » ou le code QR.
# Where the browser has no Share button.
friend-send-invitation-no-share = Envoyez l'invitation à { $name } : « Copier le lien » ou le code QR.
# $name starts the sentence (its first letter made a capital where it is a letter a–z).
friend-offers = { $name } propose la nulle.
friend-send-offer = Envoyez votre proposition de nulle à { $name }.
friend-send-move = Envoyez votre coup à { $name } : Partager, « Copier le lien » ou le code QR.
friend-send-move-no-share = Envoyez votre coup à { $name } : « Copier le lien » ou le code QR.
friend-your-move = À vous de jouer.
friend-waiting = Coup envoyé. En attente du coup joué par { $name } : ouvrez le lien qui vous sera renvoyé.
# Nothing sent yet, the friend moves first (an invitation opened, or sent).
friend-waiting-first = En attente du premier coup joué par { $name } : ouvrez le lien qui vous sera envoyé.
friend-game-added =
    Une partie avec { $name } est ajoutée à vos parties avec des amis : vous jouez { $side ->
        [white] les Blancs
       *[black] les Noirs
    }.
# $moves: the moves, each after list-comma.
friend-played = { $name } a joué { $moves }.
# $ply: a ply of the game (1 for the first move).
friend-not-theirs = Ce lien joue votre propre coup, le coup { $ply } : un lien n'apporte que les coups de votre ami. Rien n'a été modifié.
friend-ended-at = Votre ami a terminé la partie au coup { $ply }, avant que vos coups suivants lui parviennent : ces coups sont annulés.
friend-stale = Ce lien est plus ancien que votre partie, déjà au coup { $ply }. Rien n'a été modifié.
friend-differs-start = La partie de ce lien diffère de la vôtre dès le départ. Rien n'a été modifié.
friend-differs = La partie de ce lien diffère de la vôtre à partir du coup { $ply }. Rien n'a été modifié.
# $why: why, in English for now.
friend-link-refused = Ce lien de partie ne peut pas être ouvert : { $why }. Rien n'a été modifié.
# A friend game in the list: $turn, one of friend-turn-*.
friend-game-item = { $name } · { $turn } · coup { $ply }
# $result: 1-0, 0-1 or ½-½.
friend-turn-over = terminée, { $result }
friend-turn-to-send = à envoyer
friend-turn-yours = à vous de jouer
friend-turn-theirs = à votre ami de jouer

## Your games and pictures

# $why: why, in English for now.
picture-failed = L'image n'a pas pu être créée : { $why }.
archive-unavailable = Vos parties ne peuvent pas être conservées dans la base de données de ce navigateur ({ $why }). La partie sur le plateau reste sauvegardée, et une partie que vous remplacez est conservée comme avant.
# A file of games brought in: $count games added, $duplicates already there.
imported-games =
    { $count ->
        [one] { $count } partie ajoutée
       *[other] { $count } parties ajoutées
    } à « Vos parties ».
imported-games-duplicates =
    { $count ->
        [one] { $count } partie ajoutée
       *[other] { $count } parties ajoutées
    } à « Vos parties » ; { $duplicates ->
        [one] { $duplicates } partie s'y trouvait déjà
       *[other] { $duplicates } parties s'y trouvaient déjà
    }.
# Added after the above, each with its own leading space: a game that could not be read
# ($game: its number in the file; $line: the line; $why: why, in English for now).
imported-game-error = { " " }La partie { $game } (ligne { $line }) n'a pas pu être lue : { $why }.
imported-games-more-errors =
    { " " }{ $count ->
        [one] { $count } autre partie n'a pas pu être lue.
       *[other] { $count } autres parties n'ont pas pu être lues.
    }
# A game of Your games: its buttons; $game: the game as the list shows it.
archive-picture = Image
archive-picture-of = Image de { $game }
archive-gif-of = GIF de { $game }
archive-delete = Supprimer : { $game }

## Why something could not be done: clauses that other sentences hold as $why (no
## capital, no full stop, as in "The record was not imported: { $why }.")

# A move's text that cannot be read. $text: the text as typed; $why: one of the two
# clauses after it.
reason-not-a-move = « { $text } » n'est pas un coup : { $why }
reason-move-shape = il faut un pas comme a6-a7 ou un double saut comme c3xe5xg5
reason-move-square = les cases vont de a1 à h8
# The rules' refusals of a move, as clauses (a list's or a record's move).
# $outcome: one of the outcome-* clauses.
# (French: the outcome clause starts with a capital, so it stands in parentheses.)
reason-game-over = la partie est terminée ({ $outcome })
reason-empty = il n'y a aucune pièce en { $square }
reason-not-yours =
    la pièce en { $square } n'appartient pas { $side ->
        [white] aux Blancs, qui ont le trait
       *[black] aux Noirs, qui ont le trait
    }
reason-bound = règle du deuxième tour : à leur deuxième tour, les Blancs doivent déplacer la pièce qu'ils ont déplacée en premier, désormais en { $square }
reason-not-adjacent = { $move } n'est pas un pas : un pas mène à une case voisine
reason-occupied = la case { $square } est occupée
# $why: one of the jump-* clauses.
reason-illegal-jump = { $move } n'est pas un double saut légal : { $why }
# A list of moves (a link's, a saved game's): $number counts its moves from 1.
reason-list-unreadable = le coup { $number } de la liste, « { $text } », n'est pas un coup : { $why }
reason-list-illegal = le coup { $number } de la liste, { $move }, est illégal : { $why }
# A position that cannot be played (the editor's, a record's, a link's).
reason-overlap = la case { $square } contient des pièces des deux couleurs
reason-crown-on-empty = la case { $square } est marquée comme couronnée, mais elle est vide
reason-move-number-zero = le numéro de coup doit valoir au moins 1
reason-binding-not-white = la contrainte de la règle du deuxième tour désigne { $square }, qui ne contient aucune pièce blanche
# $number: the move number.
reason-binding-out-of-turn =
    une contrainte de la règle du deuxième tour ({ $square }) avec trait aux { $side ->
        [white] Blancs
       *[black] Noirs
    } au coup { $number } : une telle contrainte n'existe que si les Noirs ont le trait au coup 1 ou les Blancs au coup 2
# $most: the most pieces a side may have (10).
reason-too-many-pieces =
    { $side ->
        [white] les Blancs ont
       *[black] les Noirs ont
    } { $count } pièces, { $most } au maximum
reason-both-winning = les deux camps ont déjà gagné
# A position's text (TCN, RULES.md section 7) that cannot be read. The letters w, W, b, B,
# the digits and the field order are the notation's, the same in every language.
reason-tcn-empty = le texte de la position est vide
reason-tcn-fields =
    le texte de la position compte { $count ->
        [one] { $count } champ
       *[other] { $count } champs
    } ; il en faut 3 ou 4 : plateau, camp, contrainte, [numéro de coup]
reason-tcn-ranks =
    le plateau compte { $count ->
        [one] { $count } rangée
       *[other] { $count } rangées
    } ; il en faut 8, séparées par « / »
reason-tcn-rank-width =
    la rangée { $rank } fait { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } de large ; il en faut 8
# $char: the character found.
reason-tcn-char = caractère inconnu « { $char } » dans la rangée { $rank } ; caractères admis : w, W, b, B ou un chiffre de 1 à 8
reason-tcn-side = le camp au trait « { $text } » doit être w ou b
reason-tcn-binding = la contrainte de la règle du deuxième tour « { $text } » doit être une case (de a1 à h8) ou -
reason-tcn-number = le numéro de coup « { $text } » doit être un nombre entier à partir de 1
# A game's record (RULES.md section 9) that cannot be read. Tags ([Event "…"], TCN,
# Repetition, Result) and results (1-0, 0-1, 1/2-1/2, *) are the notation's.
# $line: the line of the record.
# (French: a tag = une balise.)
reason-record-tag = ligne { $line } : « { $text } » n'est pas une balise comme [Event "Casual game"]
# $name: the tag's name.
reason-record-tag-after-moves = ligne { $line } : la balise [{ $name } …] vient après les coups ; les balises doivent les précéder
# $why: one of the reason-tcn-* clauses.
reason-record-tcn = la balise TCN : { $why }
reason-record-repetition = la balise Repetition « { $value } » doit valoir on ou off
reason-record-result = le résultat « { $value } » doit être 1-0, 0-1, 1/2-1/2 ou *
reason-record-no-result = le relevé n'a pas de balise Result
reason-record-unclosed-comment = ligne { $line } : un commentaire ouvert par {"{"} n'est jamais fermé par {"}"}
reason-record-stray-brace = ligne { $line } : une accolade {"}"} ne ferme aucun commentaire
reason-record-variation = ligne { $line } : les variantes entre parenthèses ( ) ne sont pas prises en charge ; un relevé ne contient qu'une seule suite de coups
# $found: the move number as written; $number and $side: the move due.
reason-record-move-number =
    ligne { $line } : le numéro de coup « { $found } » se trouve là où l'on attend le coup { $number } { $side ->
        [white] des Blancs
       *[black] des Noirs
    } ; un coup manque ou n'est pas à sa place
# $number and $side: the move; $text: it as written; $why: reason-move-shape or -square.
reason-record-move-unreadable =
    le coup { $number } { $side ->
        [white] des Blancs
       *[black] des Noirs
    }, « { $text } », n'est pas un coup : { $why }
# $why: one of the rules' refusals above (reason-empty…).
reason-record-move-illegal =
    le coup { $number } { $side ->
        [white] des Blancs
       *[black] des Noirs
    }, { $move }, est illégal : { $why }
reason-record-trailing = texte inattendu après le résultat : « { $text } »
# A game's link (a friend's, a shared position's) that cannot be opened. The parts' names
# ($part: tcn, moves, rep…) are the link's, the same in every language.
# (French: a link's part = un élément du lien, never « partie ».)
reason-link-oversized = le lien est trop long ({ $count } caractères ; un lien de partie en compte au plus { $most })
# $value: the link's format.
reason-link-version = le lien a été créé par une autre version du jeu (format « { $value } ») ; rechargez la page pour mettre le jeu à jour
reason-link-truncated = le lien est incomplet : demandez à votre ami de renvoyer le lien en entier
reason-link-damaged = le lien a été modifié ou tronqué en chemin : demandez à votre ami de le renvoyer
reason-link-missing = le lien ne contient pas d'élément « { $part } »
reason-link-bad = l'élément « { $part } » du lien est illisible
reason-link-escape = le lien contient un échappement % invalide
reason-link-not-text = le lien n'est pas un texte valide
# $why: one of the reason-tcn-* clauses or position reasons above.
reason-link-position = la position du lien n'est pas valide : { $why }
# $ply: the move's number in the link, from 1.
reason-link-move = le coup { $ply } du lien n'est pas légal
reason-link-repetition = l'élément rep « { $value } » du lien doit valoir on ou off
reason-link-flag = l'élément flag « { $value } » du lien doit valoir w ou b
# $why: reason-list-unreadable or reason-list-illegal.
reason-link-moves = les coups du lien ne peuvent pas être joués : { $why }
# A file the page asked the server for (the rules, the puzzles, a language's words).
reason-fetch-not-response = le serveur n'a pas renvoyé de réponse valide
# $status: the HTTP status (404…).
reason-fetch-status = le serveur a répondu par le code { $status }
reason-fetch-no-text = la réponse ne contient aucun texte
reason-fetch-network = la connexion réseau a échoué
# Storage in the browser.
reason-save-unavailable = ce navigateur ne permet pas à la page d'enregistrer des données (navigation privée ou paramètre de confidentialité)
reason-save-full = l'espace de stockage du navigateur pour ce site est plein
# $why: the browser's own words (often English).
reason-save-refused = le navigateur a refusé de l'enregistrer ({ $why })
reason-save-refused-silently = le navigateur a refusé de l'enregistrer, sans donner de raison
reason-save-protecting = la sauvegarde illisible est conservée à sa place, et l'espace de stockage ne suffit pas pour garder les deux
# The computer player's worker (the engine). $why: the browser's own words.
reason-engine-stopped = la recherche a été interrompue
reason-engine-superseded = une demande plus récente a pris sa place
reason-engine-crashed = le processus du moteur a rencontré une erreur : { $why }
reason-engine-unavailable = le processus du moteur n'a pas pu démarrer : { $why }
# $lines: the engine's reply, in the engine protocol (not translated).
reason-engine-reply = la réponse du moteur est incompréhensible : { $lines }
reason-puzzles-empty = la collection de problèmes est vide
reason-engine-said = le moteur a répondu : { $why }
reason-engine-no-move = le moteur n'a donné aucun coup
reason-sentence = { $why }.

## The game kept from the last visit, and a failure of the program

# $why: why the saved game could not be read (a reason-record-* clause); $key: where it
# is kept in the browser's storage (a name, not translated).
restore-kept-aside = La partie sauvegardée n'a pas pu être restaurée ({ $why }) ; elle est conservée dans le stockage de ce navigateur sous le nom « { $key } ». Une nouvelle partie a commencé.
# $copy: why it could not be copied aside (a reason-save-* clause).
restore-left-in-place = La partie sauvegardée n'a pas pu être restaurée ({ $why }), ni mise de côté ({ $copy }) : elle reste dans le stockage de ce navigateur sous le nom « { $key } », et cette nouvelle partie ne l'écrasera pas.
# The notice when the program failed; $why: the program's own message (English).
crashed-saved = Le jeu s'est arrêté à cause d'une erreur de programme ({ $why }). Votre partie jusqu'au dernier coup figure ci-dessous : si elle ne revient pas d'elle-même, copiez-la, rechargez la page et importez-la depuis « Sauvegarder et partager ».
crashed-unsaved = Le jeu s'est arrêté à cause d'une erreur de programme ({ $why }). Aucune partie sauvegardée n'a été trouvée.
