<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>actions</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Host a network game</source>
        <translation>&amp;Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>&amp;Join a network game</source>
        <translation>&amp;Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <source>&amp;Open a saved game</source>
        <translation>&amp;Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>Match &amp;history and statistics</source>
        <translation>&amp;Historique des parties et statistiques</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Keys of this screen</source>
        <translation>&amp;Touches de cet écran</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <source>Next region</source>
        <translation>Zone suivante</translation>
    </message>
    <message>
        <source>Previous region</source>
        <translation>Zone précédente</translation>
    </message>
    <message>
        <source>Whose turn, and what to do</source>
        <translation>À qui le tour, et que faire</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Score details</source>
        <translation>Détail des scores</translation>
    </message>
    <message>
        <source>My hand or sheet</source>
        <translation>Ma main ou ma fiche</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>Next opponent</source>
        <translation>Adversaire suivant</translation>
    </message>
    <message>
        <source>Previous opponent</source>
        <translation>Adversaire précédent</translation>
    </message>
    <message>
        <source>What happened since my last turn</source>
        <translation>Ce qui s&apos;est passé depuis mon dernier tour</translation>
    </message>
    <message>
        <source>Roll the chosen &amp;dice</source>
        <translation>Lancer les &amp;dés choisis</translation>
    </message>
    <message>
        <source>&amp;Keep the roll</source>
        <translation>&amp;Garder le lancer</translation>
    </message>
    <message>
        <source>&amp;Reroll the same dice</source>
        <translation>&amp;Relancer les mêmes dés</translation>
    </message>
    <message>
        <source>Write nothing (&amp;mark nothing)</source>
        <translation>Ne rien inscrire (ne rien &amp;marquer)</translation>
    </message>
    <message>
        <source>&amp;Draw from the pile</source>
        <translation>&amp;Piocher</translation>
    </message>
    <message>
        <source>&amp;Take the discard</source>
        <translation>Prendre la &amp;défausse</translation>
    </message>
    <message>
        <source>Discard the drawn card</source>
        <translation>Défausser la carte piochée</translation>
    </message>
    <message>
        <source>Add the taken card to your combination</source>
        <translation>Ajouter la carte prise à votre combinaison</translation>
    </message>
    <message>
        <source>&amp;Claim the discard</source>
        <translation>&amp;Récupérer la défausse</translation>
    </message>
    <message>
        <source>Nothing to claim (pass)</source>
        <translation>Rien à récupérer (passer)</translation>
    </message>
    <message>
        <source>Call Num &amp;Win</source>
        <translation>Annoncer Num &amp;Win</translation>
    </message>
    <message>
        <source>&amp;End your turn</source>
        <translation>&amp;Finir votre tour</translation>
    </message>
    <message>
        <source>&amp;Play the selected cards</source>
        <translation>&amp;Jouer les cartes sélectionnées</translation>
    </message>
    <message>
        <source>Play my &amp;lowest cards</source>
        <translation>Jouer mes cartes les plus &amp;basses</translation>
    </message>
    <message>
        <source>&amp;Exchange the selected cards</source>
        <translation>É&amp;changer les cartes sélectionnées</translation>
    </message>
    <message>
        <source>&amp;Keep all my cards (no exchange)</source>
        <translation>&amp;Garder toutes mes cartes (pas d&apos;échange)</translation>
    </message>
    <message>
        <source>Confirm your number</source>
        <translation>Confirmer votre nombre</translation>
    </message>
    <message>
        <source>&amp;Hint: what a strong player would do (again: the second choice)</source>
        <translation>&amp;Conseil : ce que ferait un joueur fort (encore : le deuxième choix)</translation>
    </message>
    <message>
        <source>&amp;Undo your last decision (practice)</source>
        <translation>&amp;Annuler votre dernière décision (entraînement)</translation>
    </message>
    <message>
        <source>Learn this game: a guided &amp;tutorial</source>
        <translation>Apprendre ce jeu : un &amp;tutoriel guidé</translation>
    </message>
    <message>
        <source>Skip this tutorial step</source>
        <translation>Passer cette étape du tutoriel</translation>
    </message>
    <message>
        <source>Repeat the last message</source>
        <translation>Répéter le dernier message</translation>
    </message>
    <message>
        <source>Older message</source>
        <translation>Message plus ancien</translation>
    </message>
    <message>
        <source>Newer message</source>
        <translation>Message plus récent</translation>
    </message>
    <message>
        <source>Oldest message</source>
        <translation>Message le plus ancien</translation>
    </message>
    <message>
        <source>Newest message</source>
        <translation>Message le plus récent</translation>
    </message>
    <message>
        <source>Stop speech (also the Ctrl key alone)</source>
        <translation>Arrêter la parole (aussi la touche Ctrl seule)</translation>
    </message>
    <message>
        <source>Tactile code &amp;legend</source>
        <translation>&amp;Légende du code tactile</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Agrandir</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Réduire</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>Zoom &amp;normal</translation>
    </message>
    <message>
        <source>&amp;Print sticker sheets (PDF)…</source>
        <translation>&amp;Imprimer les planches d&apos;autocollants (PDF)…</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>Manche précédente</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Premier coup</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards (once the match is over)</source>
        <translation>Montrer les cartes de chaque joueur (une fois la partie finie)</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>tablee: the data folder {folder} cannot be used: {why}.</source>
        <translation>tablee : le dossier de données {folder} n&apos;est pas utilisable : {why}.</translation>
    </message>
    <message>
        <source>tablee: the match history {file} cannot be read ({why}).</source>
        <translation>tablee : l&apos;historique des parties {file} est illisible ({why}).</translation>
    </message>
    <message>
        <source>tablee: {file} cannot be written: {why}.</source>
        <translation>tablee : impossible d&apos;écrire {file} : {why}.</translation>
    </message>
    <message>
        <source>tablee: matches written to {file}: {count}.</source>
        <translation>tablee : parties écrites dans {file} : {count}.</translation>
    </message>
    <message>
        <source>Tablée: accessible tabletop games, alone against the computer or with friends.</source>
        <translation>Tablée : jeux de société accessibles, seul contre l&apos;ordinateur ou entre amis.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s : erreur : %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>option %(argument_name)s : %(message)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>un nombre est attendu, pas %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix inconnu : %(value)r (les choix sont %(choices)s)</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>il manque sa valeur</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>cette option ne prend pas de valeur : %r</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>options inconnues : %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë : %(option)s peut être %(matches)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>ces options sont obligatoires : %s</translation>
    </message>
    <message>
        <source>the language (default: the one chosen in Settings, else the system&apos;s)</source>
        <translation>la langue (par défaut : celle choisie dans les Paramètres, sinon celle du système)</translation>
    </message>
    <message>
        <source>GAME</source>
        <translation>JEU</translation>
    </message>
    <message>
        <source>start a match of this game at once: twowin, gap, vingtdeux, qwinto or numwin</source>
        <translation>lancer aussitôt une partie de ce jeu : twowin, gap, vingtdeux, qwinto ou numwin</translation>
    </message>
    <message>
        <source>with --game: the number of players</source>
        <translation>avec --game : le nombre de joueurs</translation>
    </message>
    <message>
        <source>with --game: the deal&apos;s number (the same number deals the same match)</source>
        <translation>avec --game : le numéro de la donne (le même numéro donne la même partie)</translation>
    </message>
    <message>
        <source>LEVELS</source>
        <translation>NIVEAUX</translation>
    </message>
    <message>
        <source>with --game: the computer players&apos; levels from seat 2 on, e.g. strong,normal (easy, normal, strong)</source>
        <translation>avec --game : les niveaux des joueurs ordinateur à partir de la place 2, par exemple strong,normal (easy : facile, normal, strong : fort)</translation>
    </message>
    <message>
        <source>with --game: seat 1 is a computer player too (watch a match)</source>
        <translation>avec --game : la place 1 est aussi un joueur ordinateur (regarder une partie)</translation>
    </message>
    <message>
        <source>start this game&apos;s tutorial at once</source>
        <translation>lancer aussitôt le tutoriel de ce jeu</translation>
    </message>
    <message>
        <source>resume the last match, saved as you left it</source>
        <translation>reprendre la dernière partie, enregistrée là où vous l&apos;avez laissée</translation>
    </message>
    <message>
        <source>the computer players&apos; pause before each move, in milliseconds</source>
        <translation>la pause des joueurs ordinateur avant chaque coup, en millisecondes</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>DOSSIER</translation>
    </message>
    <message>
        <source>keep the settings, saved matches and history in this folder</source>
        <translation>garder les paramètres, les parties enregistrées et l&apos;historique dans ce dossier</translation>
    </message>
    <message>
        <source>where the messages are said (default: the one chosen in Settings)</source>
        <translation>où les messages sont dits (par défaut : la sortie choisie dans les Paramètres)</translation>
    </message>
    <message>
        <source>show the window a moment, then quit (a check that the app starts)</source>
        <translation>montrer la fenêtre un instant, puis quitter (pour vérifier que l&apos;application démarre)</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>FICHIER.csv</translation>
    </message>
    <message>
        <source>write the match history as a spreadsheet (CSV) and quit</source>
        <translation>écrire l&apos;historique des parties en tableur (CSV) et quitter</translation>
    </message>
    <message>
        <source>Host Tablée matches on the local network.</source>
        <translation>Héberger des parties de Tablée sur le réseau local.</translation>
    </message>
    <message>
        <source>the language of these messages (default: the system&apos;s)</source>
        <translation>la langue de ces messages (par défaut : celle du système)</translation>
    </message>
    <message>
        <source>the game to host</source>
        <translation>le jeu à héberger</translation>
    </message>
    <message>
        <source>the number of players at each table</source>
        <translation>le nombre de joueurs à chaque table</translation>
    </message>
    <message>
        <source>SEATS</source>
        <translation>PLACES</translation>
    </message>
    <message>
        <source>one per seat: remote or bot:LEVEL (default: all remote)</source>
        <translation>une par place : remote (un joueur à distance) ou bot:NIVEAU (par défaut : toutes à distance)</translation>
    </message>
    <message>
        <source>the port to listen on (0 picks a free one)</source>
        <translation>le port d&apos;écoute (0 en choisit un libre)</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <source>the address to listen on</source>
        <translation>l&apos;adresse d&apos;écoute</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>the join code (default: 4 random letters and digits)</source>
        <translation>le code pour rejoindre (par défaut : 4 lettres et chiffres au hasard)</translation>
    </message>
    <message>
        <source>the first table&apos;s deal number (the same number deals the same match)</source>
        <translation>le numéro de donne de la première table (le même numéro donne la même partie)</translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation>CLÉ=VALEUR</translation>
    </message>
    <message>
        <source>a game option, e.g. rounds=3 (once for each option)</source>
        <translation>une option du jeu, par exemple rounds=3 (une fois par option)</translation>
    </message>
    <message>
        <source>host K tables of the same set-up</source>
        <translation>héberger K tables de la même configuration</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>write every table&apos;s full event log to this file (JSON Lines)</source>
        <translation>écrire dans ce fichier le journal complet des événements de chaque table (JSON Lines)</translation>
    </message>
    <message>
        <source>take back the saved tables</source>
        <translation>reprendre les tables enregistrées</translation>
    </message>
    <message>
        <source>where the tables are saved</source>
        <translation>le dossier où les tables sont enregistrées</translation>
    </message>
    <message>
        <source>WHO</source>
        <translation>QUI</translation>
    </message>
    <message>
        <source>while a player is away: wait, or bot:LEVEL plays the seat</source>
        <translation>pendant l&apos;absence d&apos;un joueur : wait (attendre), ou bot:NIVEAU joue à sa place</translation>
    </message>
    <message>
        <source>announce the tables on the local network (mDNS): Tablée&apos;s “Join a network game” lists them</source>
        <translation>annoncer les tables sur le réseau local (mDNS) : « Rejoindre une partie en réseau » de Tablée les liste</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>the host&apos;s name, in announcements</source>
        <translation>le nom de l&apos;hôte, dans les annonces</translation>
    </message>
    <message>
        <source>at exit: the worst event-loop stall and counts, as JSON</source>
        <translation>en quittant : le pire blocage de la boucle d&apos;événements et des comptes, en JSON</translation>
    </message>
    <message>
        <source>--option: {game} has no options.</source>
        <translation>--option : {game} n&apos;a pas d&apos;options.</translation>
    </message>
    <message>
        <source>--option: {game} has no option “{option}”; its options are {known}.</source>
        <translation>--option : {game} n&apos;a pas d&apos;option « {option} » ; ses options sont {known}.</translation>
    </message>
    <message>
        <source>--option: {option}={value} is not one of its values; {game}&apos;s options are {known}.</source>
        <translation>--option : {option}={value} n&apos;est pas une de ses valeurs ; les options de {game} sont {known}.</translation>
    </message>
    <message>
        <source>--seats: {given} seats given, more than the players ({players}).</source>
        <translation>--seats : {given} places données, plus que de joueurs ({players}).</translation>
    </message>
    <message>
        <source>--seats: “{item}” is not a seat: remote, or bot:LEVEL ({levels}).</source>
        <translation>--seats : « {item} » n&apos;est pas une place : remote, ou bot:NIVEAU ({levels}).</translation>
    </message>
    <message>
        <source>--seats: “{level}” is not a computer level of {game}; its levels are {levels}.</source>
        <translation>--seats : « {level} » n&apos;est pas un niveau de l&apos;ordinateur pour {game} ; ses niveaux sont {levels}.</translation>
    </message>
    <message>
        <source>--absent: wait, or bot:LEVEL ({levels}).</source>
        <translation>--absent : wait, ou bot:NIVEAU ({levels}).</translation>
    </message>
    <message>
        <source>--game and --players are needed (or --continue).</source>
        <translation>--game et --players sont nécessaires (ou --continue).</translation>
    </message>
    <message>
        <source>tablee-host: the saved tables cannot be read: {why}.</source>
        <translation>tablee-host : les tables enregistrées ne peuvent pas être lues : {why}.</translation>
    </message>
    <message>
        <source>tablee-host: there is no saved table to continue.</source>
        <translation>tablee-host : il n&apos;y a aucune table enregistrée à reprendre.</translation>
    </message>
    <message>
        <source>--code: 1 to 16 letters or digits.</source>
        <translation>--code : de 1 à 16 lettres ou chiffres.</translation>
    </message>
    <message>
        <source>listening on {address}:{port} code {code}</source>
        <translation>à l&apos;écoute sur {address}:{port} code {code}</translation>
    </message>
    <message>
        <source>Join a Tablée match on the local network with a computer player.</source>
        <translation>Rejoindre une partie de Tablée sur le réseau local avec un joueur de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation>HÔTE:PORT</translation>
    </message>
    <message>
        <source>the host&apos;s address and port, as tablee-host prints them</source>
        <translation>l&apos;adresse et le port de l&apos;hôte, tels que tablee-host les écrit</translation>
    </message>
    <message>
        <source>the table&apos;s join code</source>
        <translation>le code pour rejoindre la table</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>NIVEAU</translation>
    </message>
    <message>
        <source>the computer player&apos;s level: easy, normal or strong</source>
        <translation>le niveau du joueur de l&apos;ordinateur : easy (facile), normal ou strong (fort)</translation>
    </message>
    <message>
        <source>write every frame received to this file (JSON Lines)</source>
        <translation>écrire dans ce fichier chaque trame reçue (JSON Lines)</translation>
    </message>
    <message>
        <source>the player&apos;s name at the table (default: the level, "bot" and a number)</source>
        <translation>le nom du joueur à la table (par défaut : le niveau, « bot » et un numéro)</translation>
    </message>
    <message>
        <source>the language of these messages and of the host&apos;s (default: the system&apos;s)</source>
        <translation>la langue de ces messages et de ceux de l&apos;hôte (par défaut : celle du système)</translation>
    </message>
    <message>
        <source>give up after S seconds away from the host</source>
        <translation>abandonner après S secondes loin de l&apos;hôte</translation>
    </message>
    <message>
        <source>the pause before each move, in milliseconds</source>
        <translation>la pause avant chaque coup, en millisecondes</translation>
    </message>
    <message>
        <source>tablee-client: the host refused to seat us.</source>
        <translation>tablee-client : l&apos;hôte a refusé de nous donner une place.</translation>
    </message>
    <message>
        <source>tablee-client: the host is gone.</source>
        <translation>tablee-client : l&apos;hôte est parti.</translation>
    </message>
</context>
<context>
    <name>colour</name>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rose</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
</context>
<context>
    <name>colour of cards</name>
    <message>
        <source>red</source>
        <translation>rouges</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaunes</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleues</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vertes</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violettes</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>roses</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
</context>
<context>
    <name>colour of one card</name>
    <message>
        <source>red</source>
        <extracomment>The colour as an adjective of "card" (French: feminine, singular and plural), for counts of cards of a colour: "3 red" would be heard as a card&apos;s name in GAP (value 3, red).</extracomment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verte</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violette</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rose</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
</context>
<context>
    <name>datacheck</name>
    <message>
        <source>The data file {file} could not be used: {reason}. It was set aside as {moved}; Tablée uses its own copy instead, and nothing else is lost.</source>
        <translation>Le fichier de données {file} n&apos;a pas pu être utilisé : {reason}. Il a été mis de côté sous le nom {moved} ; Tablée utilise sa propre copie à la place, et rien d&apos;autre n&apos;est perdu.</translation>
    </message>
</context>
<context>
    <name>end</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>&amp;Replay the match</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <source>Replay the match</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Back to the &amp;home screen</source>
        <translation>Retour à l&apos;écran d&apos;&amp;accueil</translation>
    </message>
    <message>
        <source>Back to the home screen</source>
        <translation>Retour à l&apos;écran d&apos;accueil</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>{game} stickers</source>
        <translation>Autocollants de {game}</translation>
    </message>
    <message>
        <source>The legend of the tactile code</source>
        <translation>La légende du code tactile</translation>
    </message>
    <message>
        <source>Saved {stickers} on {pages} in {path}.</source>
        <translation>{stickers} enregistrés sur {pages} dans {path}.</translation>
    </message>
    <message>
        <source>{n} item</source>
        <translation>{n} élément</translation>
    </message>
    <message>
        <source>{n} items</source>
        <translation>{n} éléments</translation>
    </message>
    <message>
        <source>{n} page</source>
        <translation>{n} page</translation>
    </message>
    <message>
        <source>{n} pages</source>
        <translation>{n} pages</translation>
    </message>
    <message>
        <source>Print sticker sheets</source>
        <translation>Imprimer les planches d&apos;autocollants</translation>
    </message>
    <message>
        <source>Which sheet?</source>
        <translation>Quelle planche ?</translation>
    </message>
    <message>
        <source>Save the PDF</source>
        <translation>Enregistrer le PDF</translation>
    </message>
    <message>
        <source>The PDF could not be written: {why}</source>
        <translation>Le PDF n&apos;a pas pu être écrit : {why}</translation>
    </message>
    <message>
        <source>{game}: tactile stickers</source>
        <translation>{game} : autocollants tactiles</translation>
    </message>
    <message>
        <source>{game}: stickers {first} to {last} of {total}, real size; cut along the outlines.</source>
        <translation>{game} : autocollants {first} à {last} sur {total}, taille réelle ; découpez le long des contours.</translation>
    </message>
    <message>
        <source>Tactile code legend</source>
        <translation>Légende du code tactile</translation>
    </message>
    <message>
        <source>Tactile code legend, page {page}</source>
        <translation>Légende du code tactile, page {page}</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>There is no game to save.</source>
        <translation>Il n&apos;y a aucune partie à enregistrer.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Tablée saves (*.json)</source>
        <translation>Sauvegardes Tablée (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: {why}</source>
        <translation>La partie n&apos;a pas pu être enregistrée : {why}</translation>
    </message>
    <message>
        <source>Game saved as {file}.</source>
        <translation>Partie enregistrée sous {file}.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Tablée&apos;s saved games folder</source>
        <translation>le dossier des parties enregistrées de Tablée</translation>
    </message>
    <message>
        <source>Tablée&apos;s data folder</source>
        <translation>le dossier des données de Tablée</translation>
    </message>
    <message>
        <source>your home folder</source>
        <translation>votre dossier personnel</translation>
    </message>
    <message>
        <source>{folder}, in your home folder</source>
        <translation>{folder}, dans votre dossier personnel</translation>
    </message>
    <message>
        <source>{folder} in {parent}, in your home folder</source>
        <translation>{folder} dans {parent}, dans votre dossier personnel</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nom du fichier</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nom du fichier :</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier :</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Another &amp;folder…</source>
        <translation>Un autre &amp;dossier…</translation>
    </message>
    <message>
        <source>Another folder</source>
        <translation>Un autre dossier</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Type a name for the file.</source>
        <translation>Tapez un nom pour le fichier.</translation>
    </message>
    <message>
        <source>A file name cannot hold / or \: the folder is chosen apart.</source>
        <translation>Un nom de fichier ne peut pas contenir / ni \ : le dossier se choisit à part.</translation>
    </message>
    <message>
        <source>{file} is already in this folder. Replace it?</source>
        <translation>{file} est déjà dans ce dossier. Le remplacer ?</translation>
    </message>
    <message>
        <source>&amp;Files in {folder}:</source>
        <translation>&amp;Fichiers dans {folder} :</translation>
    </message>
    <message>
        <source>There is no file to open in {folder}.</source>
        <translation>Il n&apos;y a aucun fichier à ouvrir dans {folder}.</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Another file</source>
        <translation>Un autre fichier</translation>
    </message>
    <message>
        <source>&amp;Another file…</source>
        <translation>&amp;Un autre fichier…</translation>
    </message>
</context>
<context>
    <name>focus</name>
    <message>
        <source>checked</source>
        <translation>cochée</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non cochée</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>check box</source>
        <translation>case à cocher</translation>
    </message>
    <message>
        <source>button</source>
        <translation>bouton</translation>
    </message>
    <message>
        <source>combo box</source>
        <translation>liste déroulante</translation>
    </message>
    <message>
        <source>spin box</source>
        <translation>champ numérique</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>champ de saisie</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>sélectionné</translation>
    </message>
    <message>
        <source>list</source>
        <translation>liste</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>space</source>
        <translation>espace</translation>
    </message>
    <message>
        <source>hyphen</source>
        <translation>tiret</translation>
    </message>
    <message>
        <source>apostrophe</source>
        <translation>apostrophe</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>point</translation>
    </message>
    <message>
        <source>comma</source>
        <translation>virgule</translation>
    </message>
    <message>
        <source>colon</source>
        <translation>deux-points</translation>
    </message>
    <message>
        <source>underscore</source>
        <translation>souligné</translation>
    </message>
    <message>
        <source>at sign</source>
        <translation>arobase</translation>
    </message>
    <message>
        <source>{text} selected</source>
        <translation>{text} sélectionné</translation>
    </message>
    <message>
        <source>{text} deselected</source>
        <translation>{text} désélectionné</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>GAP</source>
        <translation>GAP (grand écart)</translation>
    </message>
    <message>
        <source>2 Win</source>
        <translation>2 Win</translation>
    </message>
    <message>
        <source>Twenty-Two</source>
        <translation>Vingt-deux</translation>
    </message>
    <message>
        <source>Qwinto</source>
        <translation>Qwinto</translation>
    </message>
    <message>
        <source>Num Win</source>
        <translation>Num Win</translation>
    </message>
    <message>
        <source>Collect cards for the widest gap between your most and least collected colours.</source>
        <translation>Ramassez des cartes pour obtenir le plus grand écart entre la couleur que vous avez le plus ramassée et celle que vous avez le moins ramassée.</translation>
    </message>
    <message>
        <source>Everyone at once: pass a card, then compose an ever higher two-digit number.</source>
        <translation>Tous en même temps : passez une carte, puis formez un nombre à deux chiffres toujours plus grand.</translation>
    </message>
    <message>
        <source>A trick game where you avoid taking the last trick; 22 points and you are out.</source>
        <translation>Un jeu de levées où il faut éviter de prendre la dernière levée ; à 22 points, vous êtes hors jeu.</translation>
    </message>
    <message>
        <source>Roll coloured dice and fill your score sheet in rising order.</source>
        <translation>Lancez des dés de couleur et remplissez votre fiche de score dans l&apos;ordre croissant.</translation>
    </message>
    <message>
        <source>Remember your face-down cards and build the lowest combination of five.</source>
        <translation>Retenez vos cartes face cachée et formez la plus petite combinaison de cinq cartes.</translation>
    </message>
</context>
<context>
    <name>gap</name>
    <message>
        <source>{value} {colour}</source>
        <translation>{value} {colour}</translation>
    </message>
    <message>
        <source>Colours removed for this game: {colours}.</source>
        <translation>Couleurs retirées pour cette partie : {colours}.</translation>
    </message>
    <message>
        <source>You start.</source>
        <translation>Vous commencez.</translation>
    </message>
    <message>
        <source>{player} starts.</source>
        <translation>{player} commence.</translation>
    </message>
    <message>
        <source>Round {round}. {starter} Middle: {middle}.</source>
        <translation>Manche {round}. {starter} Milieu : {middle}.</translation>
    </message>
    <message>
        <source>Round {round}.</source>
        <translation>Manche {round}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Votre main : {cards}.</translation>
    </message>
    <message>
        <source>play a card.</source>
        <translation>jouez une carte.</translation>
    </message>
    <message>
        <source>You play {card}. Choose which card to take from the middle: {options}.</source>
        <translation>Vous jouez {card}. Choisissez la carte à prendre au milieu : {options}.</translation>
    </message>
    <message>
        <source>Choose a card to take.</source>
        <translation>Choisissez une carte à prendre.</translation>
    </message>
    <message>
        <source>same value</source>
        <translation>même valeur</translation>
    </message>
    <message>
        <source>adjacent values</source>
        <translation>valeurs adjacentes</translation>
    </message>
    <message>
        <source>You take {taken}.</source>
        <translation>Vous prenez {taken}.</translation>
    </message>
    <message>
        <source>{player} takes {taken}.</source>
        <translation>{player} prend {taken}.</translation>
    </message>
    <message>
        <source>You play {card} and take {taken} ({why}).</source>
        <translation>Vous jouez {card} et prenez {taken} ({why}).</translation>
    </message>
    <message>
        <source>{player} plays {card} and takes {taken} ({why}).</source>
        <translation>{player} joue {card} et prend {taken} ({why}).</translation>
    </message>
    <message>
        <source>{player}: {card}, takes {taken}.</source>
        <translation>{player} : {card}, prend {taken}.</translation>
    </message>
    <message>
        <source>You play {card}: nothing to take, it goes to the middle.</source>
        <translation>Vous jouez {card} : rien à prendre, la carte va au milieu.</translation>
    </message>
    <message>
        <source>{player} plays {card}: nothing to take, it goes to the middle.</source>
        <translation>{player} joue {card} : rien à prendre, la carte va au milieu.</translation>
    </message>
    <message>
        <source>{player}: {card} to the middle.</source>
        <translation>{player} : {card} au milieu.</translation>
    </message>
    <message>
        <source>Middle refilled with {cards}; {left} left in the pile.</source>
        <translation>Milieu complété avec {cards} ; il en reste {left} dans la pioche.</translation>
    </message>
    <message>
        <source>Middle refilled with {cards}; the pile is empty.</source>
        <translation>Milieu complété avec {cards} ; la pioche est vide.</translation>
    </message>
    <message>
        <source>Refill: {cards}.</source>
        <translation>Milieu complété : {cards}.</translation>
    </message>
    <message>
        <source>Round {round} over. {scores}</source>
        <translation>Fin de la manche {round}. {scores}</translation>
    </message>
    <message>
        <source>Round over. Totals: {totals}.</source>
        <translation>Fin de la manche. Totaux : {totals}.</translation>
    </message>
    <message>
        <source>You score {positive} minus {negative}, that is {score}; total {total}.</source>
        <translation>Vous marquez {positive} moins {negative}, soit {score} ; total {total}.</translation>
    </message>
    <message>
        <source>{player} scores {positive} minus {negative}, that is {score}; total {total}.</source>
        <translation>{player} marque {positive} moins {negative}, soit {score} ; total {total}.</translation>
    </message>
    <message>
        <source>most points</source>
        <translation>le plus de points</translation>
    </message>
    <message>
        <source>tie broken by the best single round</source>
        <translation>égalité départagée par la meilleure manche</translation>
    </message>
    <message>
        <source>tie broken by who scored that best round first</source>
        <translation>égalité départagée par qui a réussi cette meilleure manche en premier</translation>
    </message>
    <message>
        <source>a perfect tie: the win is shared</source>
        <translation>égalité parfaite : la victoire est partagée</translation>
    </message>
    <message>
        <source>Game over. You win with {points} ({why}).</source>
        <translation>Partie terminée. Vous gagnez avec {points} ({why}).</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}, {points} ({why}).</source>
        <translation>Partie terminée. Victoire : {names}, avec {points} ({why}).</translation>
    </message>
    <message>
        <source>Take one card of each adjacent value, from those offered.</source>
        <translation>Prenez une carte de chaque valeur adjacente, parmi celles proposées.</translation>
    </message>
    <message>
        <source>{n} ({colours})</source>
        <translation>{n} ({colours})</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>{player} plays {card} and chooses the card to take from the middle: {options}.</source>
        <translation>{player} joue {card} et choisit la carte à prendre au milieu : {options}.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>First choose which card to take from the middle.</source>
        <translation>Choisissez d&apos;abord la carte à prendre au milieu.</translation>
    </message>
    <message>
        <source>Play a card from your hand first.</source>
        <translation>Jouez d&apos;abord une carte de votre main.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Milieu</translation>
    </message>
    <message>
        <source>Your collection</source>
        <translation>Votre collection</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>GAP table</source>
        <translation>Table de GAP</translation>
    </message>
    <message>
        <source>{card}, can be taken</source>
        <translation>{card}, à prendre</translation>
    </message>
    <message>
        <source>{colour}: {count} ({values})</source>
        <translation>{colour} : {count} ({values})</translation>
    </message>
    <message>
        <source>The middle is only for choosing a card to take, after you play.</source>
        <translation>Le milieu sert seulement à choisir une carte à prendre, après avoir joué.</translation>
    </message>
    <message>
        <source>{card} chosen. Now choose one of: {options}.</source>
        <translation>{card} choisi. Choisissez maintenant une carte parmi : {options}.</translation>
    </message>
    <message>
        <source>Your turn: choose which card to take from the middle.</source>
        <translation>À vous : choisissez la carte à prendre au milieu.</translation>
    </message>
    <message>
        <source>Your turn: play a card from your hand.</source>
        <translation>À vous : jouez une carte de votre main.</translation>
    </message>
    <message>
        <source>{player} is playing. Round {round}.</source>
        <translation>{player} joue. Manche {round}.</translation>
    </message>
    <message>
        <source>{player}: total {total}, rounds {rounds}</source>
        <translation>{player} : total {total}, manches {rounds}</translation>
    </message>
    <message>
        <source>{player}: total {total}, this round so far {positive} minus {negative}, rounds {rounds}</source>
        <translation>{player} : total {total}, manche en cours pour l&apos;instant {positive} moins {negative}, manches {rounds}</translation>
    </message>
    <message>
        <source>{player} {total}</source>
        <translation>{player} {total}</translation>
    </message>
    <message>
        <source>target {target}</source>
        <translation>seuil de {target} points</translation>
    </message>
    <message>
        <source>{n} round</source>
        <translation>{n} manche</translation>
    </message>
    <message>
        <source>{n} rounds</source>
        <translation>{n} manches</translation>
    </message>
    <message>
        <source>Collected: {cards}.</source>
        <translation>Ramassées : {cards}.</translation>
    </message>
    <message>
        <source>Nothing collected yet.</source>
        <translation>Aucune carte ramassée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Middle: {cards}. Pile: {pile}.</source>
        <translation>Milieu : {cards}. Pioche : {pile}.</translation>
    </message>
    <message>
        <source>{player}: {cards} in hand; collected: {collected}; total {total}.</source>
        <translation>{player} : {cards} en main ; ramassées : {collected} ; total {total}.</translation>
    </message>
    <message>
        <source>Scores: {scores}; {target}.</source>
        <translation>Scores : {scores} ; {target}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Votre main est vide.</translation>
    </message>
    <message>
        <source>{player}: {cards} in hand; nothing collected; total {total}.</source>
        <translation>{player} : {cards} en main ; aucune carte ramassée ; total {total}.</translation>
    </message>
    <message>
        <source>Enter in your hand</source>
        <translation>Entrée, dans votre main</translation>
    </message>
    <message>
        <source>play the card</source>
        <translation>jouer la carte</translation>
    </message>
    <message>
        <source>a digit</source>
        <translation>un chiffre</translation>
    </message>
    <message>
        <source>jump to the next card of that value</source>
        <translation>aller à la carte suivante de cette valeur</translation>
    </message>
    <message>
        <source>Enter in the middle</source>
        <translation>Entrée, au milieu</translation>
    </message>
    <message>
        <source>take that card, when you must choose</source>
        <translation>prendre cette carte, quand vous devez choisir</translation>
    </message>
</context>
<context>
    <name>handover</name>
    <message>
        <source>Pass the keyboard to {name}, then press Enter when ready.</source>
        <translation>Passez le clavier à {name}, puis appuyez sur Entrée au moment de jouer.</translation>
    </message>
    <message>
        <source>{name} is ready</source>
        <translation>{name} peut jouer</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Keys of this screen.</source>
        <translation>Touches de cet écran.</translation>
    </message>
    <message>
        <source>Ctrl alone: stop speech. Tab and Shift+Tab: next and previous control.</source>
        <translation>Ctrl seul : arrêter la parole. Tabulation et Maj+Tabulation : élément suivant et précédent.</translation>
    </message>
    <message>
        <source>No next heading.</source>
        <translation>Pas de titre suivant.</translation>
    </message>
    <message>
        <source>No previous heading.</source>
        <translation>Pas de titre précédent.</translation>
    </message>
    <message>
        <source>H and Shift+H: next and previous heading. Escape: close.</source>
        <translation>H et Maj+H : titre suivant et précédent. Échap : fermer.</translation>
    </message>
    <message>
        <source>Every game table</source>
        <translation>Toutes les tables de jeu</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Choose a game first: the rules of the game on the table are read here.</source>
        <translation>Choisissez d&apos;abord un jeu : les règles du jeu en cours se lisent ici.</translation>
    </message>
    <message>
        <source>The rules help for this game is missing.</source>
        <translation>L&apos;aide sur les règles de ce jeu est introuvable.</translation>
    </message>
    <message>
        <source>The tactile code legend is missing.</source>
        <translation>La légende du code tactile est introuvable.</translation>
    </message>
    <message>
        <source>Tactile code legend</source>
        <translation>Légende du code tactile</translation>
    </message>
</context>
<context>
    <name>hints</name>
    <message>
        <source>the move {kind}</source>
        <translation>le coup {kind}</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>jouer {card}</translation>
    </message>
    <message>
        <source>take {cards}</source>
        <translation>prendre {cards}</translation>
    </message>
    <message>
        <source>take nothing</source>
        <translation>ne rien prendre</translation>
    </message>
    <message>
        <source>pass {card}</source>
        <translation>passer {card}</translation>
    </message>
    <message>
        <source>make {number}: tens {tens}, units {units}</source>
        <translation>faire {number} : dizaines {tens}, unités {units}</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>jouer {cards}</translation>
    </message>
    <message>
        <source>exchange {cards}</source>
        <translation>échanger {cards}</translation>
    </message>
    <message>
        <source>keep all your cards</source>
        <translation>garder toutes vos cartes</translation>
    </message>
    <message>
        <source>roll the {die} die alone</source>
        <translation>lancer le dé {die} seul</translation>
    </message>
    <message>
        <source>roll the {dice} dice</source>
        <translation>lancer les dés {dice}</translation>
    </message>
    <message>
        <source>write {total} in {box}</source>
        <translation>écrire {total} dans {box}</translation>
    </message>
    <message>
        <source>keep the roll</source>
        <translation>garder le lancer</translation>
    </message>
    <message>
        <source>reroll the same dice</source>
        <translation>relancer les mêmes dés</translation>
    </message>
    <message>
        <source>write nothing</source>
        <translation>ne rien écrire</translation>
    </message>
    <message>
        <source>use your position {n}</source>
        <translation>utiliser votre position {n}</translation>
    </message>
    <message>
        <source>turn up {place}</source>
        <translation>retourner {place}</translation>
    </message>
    <message>
        <source>send {place} to the discard</source>
        <translation>envoyer {place} à la défausse</translation>
    </message>
    <message>
        <source>claim the discard with {place}</source>
        <translation>réclamer la défausse avec {place}</translation>
    </message>
    <message>
        <source>swap your position {own} with {place}</source>
        <translation>échanger votre position {own} avec {place}</translation>
    </message>
    <message>
        <source>draw from the pile</source>
        <translation>piocher dans la pioche</translation>
    </message>
    <message>
        <source>take the discard</source>
        <translation>prendre la défausse</translation>
    </message>
    <message>
        <source>discard the drawn card</source>
        <translation>défausser la carte piochée</translation>
    </message>
    <message>
        <source>add the card to your combination</source>
        <translation>ajouter la carte à votre combinaison</translation>
    </message>
    <message>
        <source>claim nothing</source>
        <translation>ne rien réclamer</translation>
    </message>
    <message>
        <source>call Num Win</source>
        <translation>annoncer Num Win</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>finir votre tour</translation>
    </message>
    <message>
        <source>It takes nothing and feeds the middle.</source>
        <translation>Ce coup ne prend rien et nourrit le milieu.</translation>
    </message>
    <message>
        <source>It takes {cards} and changes your round score by {gain}.</source>
        <translation>Ce coup prend {cards} et change votre score de la manche de {gain}.</translation>
    </message>
    <message>
        <source>That is a misthrow, but every box left would cost more.</source>
        <translation>C&apos;est un coup manqué, mais chaque case libre coûterait plus.</translation>
    </message>
    <message>
        <source>The strong player&apos;s simulations rate it {n} out of 100.</source>
        <translation>Les simulations du joueur fort lui donnent la note de {n} sur 100.</translation>
    </message>
    <message>
        <source>It leads to about {points} at the end.</source>
        <translation>Ce coup mène à environ {points} à la fin.</translation>
    </message>
    <message>
        <source>Without it your hand keeps a strength of {n}.</source>
        <translation>Sans elle, votre main garde une force de {n}.</translation>
    </message>
    <message>
        <source>It is the card your hand misses least (strength left {n}).</source>
        <translation>C&apos;est la carte qui manque le moins à votre main (force restante {n}).</translation>
    </message>
    <message>
        <source>It is the placement that lowers your expected total most.</source>
        <translation>C&apos;est le placement qui baisse le plus votre total attendu.</translation>
    </message>
    <message>
        <source>It leaves your combination estimated at about {points}.</source>
        <translation>Ce coup laisse votre combinaison estimée à environ {points}.</translation>
    </message>
    <message>
        <source>The strong player would not choose it first.</source>
        <translation>Le joueur fort ne le choisirait pas en premier.</translation>
    </message>
    <message>
        <source>It is the strong player&apos;s choice here.</source>
        <translation>C&apos;est le choix du joueur fort ici.</translation>
    </message>
    <message>
        <source>The strong player gives no measure of the difference.</source>
        <translation>Le joueur fort ne mesure pas l&apos;écart.</translation>
    </message>
    <message>
        <source>It is about as good as the first choice.</source>
        <translation>Ce coup est à peu près aussi bon que le premier choix.</translation>
    </message>
    <message>
        <source>It leaves you a higher expected total than the first choice.</source>
        <translation>Ce coup vous laisse un total attendu plus élevé que le premier choix.</translation>
    </message>
    <message>
        <source>The strong player rates it below the first choice.</source>
        <translation>Le joueur fort le classe derrière le premier choix.</translation>
    </message>
    <message>
        <source>That is {n} out of 100 less than the first choice.</source>
        <translation>Sa note est inférieure de {n} sur 100 à celle du premier choix.</translation>
    </message>
    <message>
        <source>That is {n} less than the first choice.</source>
        <translation>C&apos;est {n} de moins que le premier choix.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Conseil : {move}.</translation>
    </message>
    <message>
        <source>Second choice: {move}.</source>
        <translation>Deuxième choix : {move}.</translation>
    </message>
    <message>
        <source>Hints exist only in practice matches.</source>
        <translation>Les conseils n&apos;existent que dans les parties d&apos;entraînement.</translation>
    </message>
    <message>
        <source>No decision of yours to hint at now.</source>
        <translation>Vous n&apos;avez aucune décision à prendre en ce moment.</translation>
    </message>
    <message>
        <source>Nothing you remember matches the discard well enough to claim it.</source>
        <translation>Rien de ce dont vous vous souvenez ne va assez bien avec la défausse pour la récupérer.</translation>
    </message>
    <message>
        <source>Passing changes nothing in your combination.</source>
        <translation>Passer ne change rien à votre combinaison.</translation>
    </message>
    <message>
        <source>It gives away the card the strong player values highest for a lower one.</source>
        <translation>Vous donnez la carte que le joueur fort estime la plus chère contre une plus basse.</translation>
    </message>
    <message>
        <source>It lowers your expected total by about {points}.</source>
        <translation>Votre total attendu baisse d&apos;environ {points}.</translation>
    </message>
    <message>
        <source>It sends away a card that pairs with one of yours: you can claim it at once.</source>
        <translation>La carte envoyée fait la paire avec une des vôtres : vous pouvez la récupérer aussitôt.</translation>
    </message>
    <message>
        <source>It costs that player the card the strong player expects them to miss most.</source>
        <translation>Ce joueur perd la carte qui, selon le joueur fort, lui manquera le plus.</translation>
    </message>
    <message>
        <source>It costs that player about {points}.</source>
        <translation>Cela coûte environ {points} à ce joueur.</translation>
    </message>
    <message>
        <source>The strong player remembers no match there: a wrong claim costs a penalty card.</source>
        <translation>Le joueur fort ne se souvient d&apos;aucune carte de même valeur à cet endroit : une récupération fausse coûte une carte de pénalité.</translation>
    </message>
    <message>
        <source>You have not seen that card: a claim there is a gamble.</source>
        <translation>Vous n&apos;avez pas vu cette carte : la récupérer là est un pari.</translation>
    </message>
    <message>
        <source>A Rainbow pairs with any card but an action card: keeping it for the end is usually worth more.</source>
        <translation>Un Rainbow fait la paire avec toute carte sauf une carte action : le garder pour la fin rapporte en général davantage.</translation>
    </message>
    <message>
        <source>The strong player remembers a match there: a right claim makes a pair worth 0.</source>
        <translation>Le joueur fort se souvient d&apos;une carte de même valeur à cet endroit : une bonne récupération fait une paire qui vaut 0.</translation>
    </message>
    <message>
        <source>The strong player remembers a match there: both cards would come to you as a pair worth 0.</source>
        <translation>Le joueur fort se souvient d&apos;une carte de même valeur à cet endroit : les deux cartes viendraient chez vous en paire qui vaut 0.</translation>
    </message>
    <message>
        <source>A right claim makes a pair worth 0: about {points} saved.</source>
        <translation>Une bonne récupération fait une paire qui vaut 0 : vous gagnez environ {points}.</translation>
    </message>
    <message>
        <source>Both cards come to you as a pair worth 0, and fewer cards are drawn blind: about {points} saved.</source>
        <translation>Les deux cartes viennent chez vous en paire qui vaut 0, et moins de cartes seront piochées à l&apos;aveugle : vous gagnez environ {points}.</translation>
    </message>
    <message>
        <source>The strong player expects your score to be the lowest often enough to risk the 15 points.</source>
        <translation>Le joueur fort s&apos;attend à ce que votre score soit le plus petit assez souvent pour risquer les 15 points.</translation>
    </message>
    <message>
        <source>The strong player does not expect your score to be the lowest often enough to risk the 15 points.</source>
        <translation>Le joueur fort ne s&apos;attend pas à ce que votre score soit le plus petit assez souvent pour risquer les 15 points.</translation>
    </message>
    <message>
        <source>In {share} of 100 deals of the cards you have not seen, your score is the lowest; the strong player calls from {threshold}.</source>
        <translation>Sur 100 donnes des cartes que vous n&apos;avez pas vues, votre score est le plus petit {share} fois ; le joueur fort annonce à partir de {threshold}.</translation>
    </message>
    <message>
        <source>Your score is the lowest in only {share} of 100 deals of the cards you have not seen; the strong player calls from {threshold}.</source>
        <translation>Sur 100 donnes des cartes que vous n&apos;avez pas vues, votre score n&apos;est le plus petit que {share} fois ; le joueur fort annonce à partir de {threshold}.</translation>
    </message>
    <message>
        <source>The strong player would call: your score is the lowest in {share} of 100 deals of the cards you have not seen.</source>
        <translation>Le joueur fort annoncerait : sur 100 donnes des cartes que vous n&apos;avez pas vues, votre score est le plus petit {share} fois.</translation>
    </message>
    <message>
        <source>You already know that card: looking again only refreshes your memory.</source>
        <translation>Vous connaissez déjà cette carte : la regarder de nouveau ne fait que rafraîchir votre mémoire.</translation>
    </message>
    <message>
        <source>You have not seen that card yet: now you will know it.</source>
        <translation>Vous n&apos;avez pas encore vu cette carte : vous la connaîtrez.</translation>
    </message>
    <message>
        <source>It shows you a card of yours you have not seen; everyone sees it too.</source>
        <translation>Vous découvrez une de vos cartes que vous n&apos;avez pas vue ; tout le monde la voit aussi.</translation>
    </message>
    <message>
        <source>You already know that card: turning it up only shows it to the others.</source>
        <translation>Vous connaissez déjà cette carte : la retourner ne fait que la montrer aux autres.</translation>
    </message>
    <message>
        <source>Nobody at the table has shown you that card: now everyone will know it.</source>
        <translation>Personne ne vous a montré cette carte : tout le monde la connaîtra.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>The match history is in use by another Tablée window; try again in a moment.</source>
        <translation>L&apos;historique des parties est utilisé par une autre fenêtre de Tablée ; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The match history could not be read: {why}.</source>
        <translation>L&apos;historique des parties n&apos;a pas pu être lu : {why}.</translation>
    </message>
    <message>
        <source>The match history is in use by another Tablée window; this match will be recorded as soon as it is free.</source>
        <translation>L&apos;historique des parties est utilisé par une autre fenêtre de Tablée ; cette partie y sera enregistrée dès qu&apos;il sera libre.</translation>
    </message>
    <message>
        <source>The match could not be recorded in the history: {why}. Tablée will try again.</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans l&apos;historique : {why}. Tablée réessaiera.</translation>
    </message>
    <message>
        <source>The match history was written by a newer version of Tablée (history format {version}); it is kept as it is, and matches are not recorded.</source>
        <translation>L&apos;historique des parties a été écrit par une version plus récente de Tablée (format d&apos;historique {version}) ; il est conservé tel quel, et les parties n&apos;y sont pas enregistrées.</translation>
    </message>
    <message>
        <source>The match history was damaged; it was set aside as {moved} and a new history is started. Nothing else is lost.</source>
        <translation>L&apos;historique des parties était endommagé ; il a été mis de côté sous le nom {moved} et un nouvel historique commence. Rien d&apos;autre n&apos;est perdu.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Votre score</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>newest first</source>
        <translation>les plus récentes d&apos;abord</translation>
    </message>
    <message>
        <source>oldest first</source>
        <translation>les plus anciennes d&apos;abord</translation>
    </message>
    <message>
        <source>game</source>
        <translation>jeu</translation>
    </message>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>your score</source>
        <translation>votre score</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>durée</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Sort by</source>
        <translation>&amp;Trier par</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>&amp;Replay the match</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <source>Replay the match</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Export the match as &amp;text…</source>
        <translation>Exporter la partie en &amp;texte…</translation>
    </message>
    <message>
        <source>Export the match as text</source>
        <translation>Exporter la partie en texte</translation>
    </message>
    <message>
        <source>Export the history as &amp;CSV…</source>
        <translation>Exporter l&apos;historique en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exporter l&apos;historique en CSV</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Lecture de l&apos;historique…</translation>
    </message>
    <message>
        <source>Match history: {count} recorded.</source>
        <translation>Historique des parties : {count} en mémoire.</translation>
    </message>
    <message>
        <source>No match is chosen.</source>
        <translation>Aucune partie n&apos;est choisie.</translation>
    </message>
    <message>
        <source>This match cannot be replayed: only finished matches can.</source>
        <translation>Cette partie ne peut pas être revue : seules les parties finies peuvent l&apos;être.</translation>
    </message>
    <message>
        <source>This match cannot be replayed: its moves were not recorded.</source>
        <translation>Cette partie ne peut pas être revue : ses coups n&apos;ont pas été enregistrés.</translation>
    </message>
    <message>
        <source>This match cannot be exported: only finished matches can.</source>
        <translation>Cette partie ne peut pas être exportée : seules les parties finies peuvent l&apos;être.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported: {why}</source>
        <translation>L&apos;historique n&apos;a pas pu être exporté : {why}</translation>
    </message>
    <message>
        <source>The history was written to {file}.</source>
        <translation>L&apos;historique a été écrit dans {file}.</translation>
    </message>
    <message>
        <source>against easy bots {won} of {played}</source>
        <translation>contre l&apos;ordinateur facile {won} sur {played}</translation>
    </message>
    <message>
        <source>against normal bots {won} of {played}</source>
        <translation>contre l&apos;ordinateur normal {won} sur {played}</translation>
    </message>
    <message>
        <source>against strong bots {won} of {played}</source>
        <translation>contre l&apos;ordinateur fort {won} sur {played}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>watched</source>
        <translation>regardée</translation>
    </message>
    <message>
        <source>{n} match</source>
        <translation>{n} partie</translation>
    </message>
    <message>
        <source>{n} matches</source>
        <translation>{n} parties</translation>
    </message>
    <message>
        <source>{n} win</source>
        <translation>{n} victoire</translation>
    </message>
    <message>
        <source>{n} wins</source>
        <translation>{n} victoires</translation>
    </message>
    <message>
        <source>{game}: {matches}, {wins}</source>
        <translation>{game} : {matches}, {wins}</translation>
    </message>
    <message>
        <source>({rate}% won)</source>
        <translation>({rate} % gagnées)</translation>
    </message>
    <message>
        <source>against {level} bots {won} of {played}</source>
        <translation>contre l&apos;ordinateur {level} {won} sur {played}</translation>
    </message>
    <message>
        <source>best score {best}, average {average}</source>
        <translation>meilleur score {best}, moyenne {average}</translation>
    </message>
    <message>
        <source>current streak: {current}, best streak: {best}</source>
        <translation>série en cours : {current}, meilleure série : {best}</translation>
    </message>
    <message>
        <source>{n} abandoned match</source>
        <translation>{n} partie abandonnée</translation>
    </message>
    <message>
        <source>{n} abandoned matches</source>
        <translation>{n} parties abandonnées</translation>
    </message>
    <message>
        <source>No match recorded yet.</source>
        <translation>Aucune partie en mémoire pour l&apos;instant.</translation>
    </message>
    <message>
        <source>{game}: no match recorded yet.</source>
        <translation>{game} : aucune partie en mémoire pour l&apos;instant.</translation>
    </message>
    <message>
        <source>No statistics yet: they count the matches you play, not those you watch.</source>
        <translation>Pas encore de statistiques : elles comptent les parties que vous jouez, pas celles que vous regardez.</translation>
    </message>
    <message>
        <source>{game}: no statistics yet; they count the matches you play, not those you watch.</source>
        <translation>{game} : pas encore de statistiques ; elles comptent les parties que vous jouez, pas celles que vous regardez.</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>moins d&apos;une minute</translation>
    </message>
    <message>
        <source>{n} minute</source>
        <translation>{n} minute</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <translation>{n} minutes</translation>
    </message>
    <message>
        <source>you ({name})</source>
        <translation>vous ({name})</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name} (ordinateur, {level})</translation>
    </message>
    <message>
        <source>{name} (remote)</source>
        <translation>{name} (à distance)</translation>
    </message>
    <message>
        <source>{game}, {when}, {outcome}: {seats}; {duration}</source>
        <translation>{game}, {when}, {outcome} : {seats} ; {duration}</translation>
    </message>
</context>
<context>
    <name>home</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Place {n} :</translation>
    </message>
    <message>
        <source>Seat {n} player:</source>
        <translation>Place {n}, joueur :</translation>
    </message>
    <message>
        <source>Seat {n} name</source>
        <translation>Nom de la place {n}</translation>
    </message>
    <message>
        <source>Seat {n} player</source>
        <translation>Joueur de la place {n}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation>Ordinateur, {level}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>Tablée: choose a game</source>
        <translation>Tablée : choisissez un jeu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Nombre de joueurs :</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>&amp;Practice match: hints and undo</source>
        <translation>Partie d&apos;&amp;entraînement : conseils et annulation</translation>
    </message>
    <message>
        <source>Practice match: hints and undo</source>
        <translation>Partie d&apos;entraînement : conseils et annulation</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Lancer la partie</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continuer la dernière partie</translation>
    </message>
    <message>
        <source>Take &amp;back the network table you hosted</source>
        <translation>&amp;Reprendre la table réseau que vous avez ouverte</translation>
    </message>
    <message>
        <source>Take back the network table you hosted</source>
        <translation>Reprendre la table réseau que vous avez ouverte</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continuer la dernière partie</translation>
    </message>
    <message>
        <source>&amp;Learn {game}: a guided tutorial</source>
        <translation>&amp;Apprendre {game} : un tutoriel guidé</translation>
    </message>
</context>
<context>
    <name>keys</name>
    <message>
        <source>no key</source>
        <translation>aucune touche</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Actions and their keys</source>
        <translation>Actions et leurs touches</translation>
    </message>
    <message>
        <source>Enter: change the key. Delete: back to the default key.</source>
        <translation>Entrée : changer la touche. Suppr : revenir à la touche par défaut.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>New key for {action}</source>
        <translation>Nouvelle touche pour {action}</translation>
    </message>
    <message>
        <source>Press the new key for {action}</source>
        <translation>Appuyez sur la nouvelle touche pour {action}</translation>
    </message>
    <message>
        <source>{key} is already used by {action}; nothing changed.</source>
        <translation>{key} sert déjà à {action} ; rien n&apos;a changé.</translation>
    </message>
    <message>
        <source>{action}: {key}.</source>
        <translation>{action} : {key}.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <source>{option}: there is no game “{id}”. The games are {ids}.</source>
        <translation>{option} : il n&apos;y a pas de jeu « {id} ». Les jeux sont {ids}.</translation>
    </message>
    <message>
        <source>--players: {game} is played by {low} to {high} players.</source>
        <translation>--players : {game} se joue de {low} à {high} joueurs.</translation>
    </message>
    <message>
        <source>--levels: “{level}” is not a computer level; the levels are {levels}.</source>
        <translation>--levels : « {level} » n&apos;est pas un niveau de l&apos;ordinateur ; les niveaux sont {levels}.</translation>
    </message>
    <message>
        <source>--bot-pause: the pause is a number of milliseconds, 0 or more.</source>
        <translation>--bot-pause : la pause est un nombre de millisecondes, 0 ou plus.</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>fort</translation>
    </message>
</context>
<context>
    <name>lowvision</name>
    <message>
        <source>Zoom {percent}%</source>
        <extracomment>Other keys for zoom in, whatever the layout: Ctrl+= (no Shift on QWERTY), numpad +.</extracomment>
        <translation>Zoom {percent} %</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>An internal error occurred; your game is saved.</source>
        <translation>Une erreur interne s&apos;est produite ; votre partie est enregistrée.</translation>
    </message>
    <message>
        <source>Some settings were not valid and are back to their defaults: {keys}.</source>
        <translation>Certains paramètres n&apos;étaient pas valides et reprennent leur valeur par défaut : {keys}.</translation>
    </message>
    <message>
        <source>Tablée</source>
        <translation>Tablée</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation>A&amp;ctions</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Recent messages</source>
        <translation>Messages récents</translation>
    </message>
    <message>
        <source>The game could not be saved: {why}</source>
        <translation>La partie n&apos;a pas pu être enregistrée : {why}</translation>
    </message>
    <message>
        <source>{game}: a new game with {players}.</source>
        <translation>{game} : nouvelle partie avec {players}.</translation>
    </message>
    <message>
        <source>{game}: the saved game resumes, with {players}.</source>
        <translation>{game} : reprise de la partie enregistrée, avec {players}.</translation>
    </message>
    <message>
        <source>Welcome to Tablée. Choose a game with the Up and Down arrows, then press Enter to play it. Tab reaches the players and the options; F1 lists the keys of every screen.</source>
        <translation>Bienvenue dans Tablée. Choisissez un jeu avec les flèches Haut et Bas, puis appuyez sur Entrée pour y jouer. Tab mène aux joueurs et aux options ; F1 donne les touches de chaque écran.</translation>
    </message>
    <message>
        <source>Speech is unavailable: no screen reader and no voice was found. Every message is shown in the Messages region. On Linux, install speech-dispatcher and espeak-ng to hear a voice.</source>
        <translation>Parole indisponible : aucun lecteur d&apos;écran ni aucune voix n&apos;a été trouvé. Tous les messages s&apos;affichent dans la zone Messages. Sous Linux, installez speech-dispatcher et espeak-ng pour entendre une voix.</translation>
    </message>
    <message>
        <source>The built-in voice is unavailable; messages go to the screen reader and the Messages region.</source>
        <translation>La voix intégrée est indisponible ; les messages passent par le lecteur d&apos;écran et la zone Messages.</translation>
    </message>
</context>
<context>
    <name>narration</name>
    <message>
        <source>Your turn: {expected}</source>
        <translation>À vous : {expected}</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>À vous.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn.</source>
        <translation>Au tour de {player}.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n&apos;est pas autorisé.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
</context>
<context>
    <name>net</name>
    <message>
        <source>no seat free</source>
        <translation>aucune place libre</translation>
    </message>
    <message>
        <source>1 seat free</source>
        <translation>1 place libre</translation>
    </message>
    <message>
        <source>{n} seats free</source>
        <translation>{n} places libres</translation>
    </message>
    <message>
        <source>{game}, {players} players, hosted by {host}, {free}</source>
        <translation>{game}, {players} joueurs, hébergée par {host}, {free}</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Nombre de joueurs :</translation>
    </message>
    <message>
        <source>Seat 1, your name:</source>
        <translation>Place 1, votre nom :</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>L&apos;attendre</translation>
    </message>
    <message>
        <source>A computer plays for them</source>
        <translation>L&apos;ordinateur joue à sa place</translation>
    </message>
    <message>
        <source>While a player is away:</source>
        <translation>Quand un joueur s&apos;absente :</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>n&apos;importe quel port libre</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port :</translation>
    </message>
    <message>
        <source>Announce the table on the local network</source>
        <translation>Annoncer la table sur le réseau local</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>A player on another computer</source>
        <translation>Un joueur sur un autre ordinateur</translation>
    </message>
    <message>
        <source>A player at this computer</source>
        <translation>Un joueur à cet ordinateur</translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation>Ordinateur, {level}</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Place {n} :</translation>
    </message>
    <message>
        <source>Seat {n} name:</source>
        <translation>Nom de la place {n} :</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>the name of a host who gave none</comment>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>Tables on the local network:</source>
        <translation>Tables sur le réseau local :</translation>
    </message>
    <message>
        <source>Address (computer:port):</source>
        <translation>Adresse (ordinateur:port) :</translation>
    </message>
    <message>
        <source>For example 192.168.1.20:47474.</source>
        <translation>Par exemple 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Code pour rejoindre :</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <source>Players at this computer:</source>
        <translation>Joueurs à cet ordinateur :</translation>
    </message>
    <message>
        <source>Player {n} at this computer, name:</source>
        <translation>Joueur {n} à cet ordinateur, nom :</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Table found: {table}.</source>
        <translation>Table trouvée : {table}.</translation>
    </message>
    <message>
        <source>{n} tables found: {tables}.</source>
        <translation>{n} tables trouvées : {tables}.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as computer:port, for example 192.168.1.20:47474.</source>
        <translation>Tapez l&apos;adresse de l&apos;hôte sous la forme ordinateur:port, par exemple 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Type the join code the host gave you.</source>
        <translation>Tapez le code que l&apos;hôte vous a donné.</translation>
    </message>
    <message>
        <source>Waiting for the players</source>
        <translation>En attente des joueurs</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>Code pour rejoindre : {code}</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Adresse : {address}</translation>
    </message>
    <message>
        <source>{game} with {players}; join code {code}</source>
        <translation>{game} avec {players} ; code pour rejoindre {code}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Ordinateur {n}</translation>
    </message>
    <message>
        <source>The network game you hosted cannot be taken back.</source>
        <translation>La partie réseau que vous avez ouverte ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>The table could not be opened: {why}</source>
        <translation>La table n&apos;a pas pu être ouverte : {why}</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <source>Your table is open again. Address: {address}.</source>
        <translation>Votre table est de nouveau ouverte. Adresse : {address}.</translation>
    </message>
    <message>
        <source>Your table is open. Address: {address}.</source>
        <translation>Votre table est ouverte. Adresse : {address}.</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>En attente des autres joueurs.</translation>
    </message>
    <message>
        <source>Your table is closed: nobody can join it now.</source>
        <translation>Votre table est fermée : plus personne ne peut la rejoindre.</translation>
    </message>
    <message>
        <source>You have left the table.</source>
        <translation>Vous avez quitté la table.</translation>
    </message>
    <message>
        <source>{name} joins the table.</source>
        <translation>{name} rejoint la table.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} a quitté la table.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} est de retour à la table.</translation>
    </message>
    <message>
        <source>Waiting for {name} to come back.</source>
        <translation>En attente du retour de {name}.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>L&apos;ordinateur joue à la place de {name} en attendant son retour.</translation>
    </message>
    <message>
        <source>The connection to the host is lost. Trying again…</source>
        <translation>La connexion à l&apos;hôte est perdue. Nouvel essai…</translation>
    </message>
    <message>
        <source>The host cannot be reached any more.</source>
        <translation>L&apos;hôte n&apos;est plus joignable.</translation>
    </message>
    <message>
        <source>The join code is not right.</source>
        <translation>Le code pour rejoindre n&apos;est pas le bon.</translation>
    </message>
    <message>
        <source>This table has no free seat.</source>
        <translation>Cette table n&apos;a plus de place libre.</translation>
    </message>
    <message>
        <source>This host runs another version of Tablée.</source>
        <translation>Cet hôte utilise une autre version de Tablée.</translation>
    </message>
    <message>
        <source>This table has too few free seats for the players at this computer (free seats: {free}; players here: {wanted}). Nobody was seated.</source>
        <translation>Cette table n&apos;a pas assez de places libres pour les joueurs de cet ordinateur (places libres : {free} ; joueurs ici : {wanted}). Personne n&apos;a été installé.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection to the host is lost. Trying again…</source>
        <translation>La connexion de {name} à l&apos;hôte est perdue. Nouvel essai…</translation>
    </message>
    <message>
        <source>The host refused to seat you.</source>
        <translation>L&apos;hôte a refusé de vous donner une place.</translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation>Vous êtes de retour à la table.</translation>
    </message>
    <message>
        <source>Nothing happened while you were away.</source>
        <translation>Rien ne s&apos;est passé pendant votre absence.</translation>
    </message>
    <message>
        <source>While you were away: {said}</source>
        <translation>Pendant votre absence : {said}</translation>
    </message>
    <message>
        <source>While you were away, {n} messages (all in the history); the last ones: {said}</source>
        <translation>Pendant votre absence, {n} messages (tous dans l&apos;historique) ; les derniers : {said}</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>En attente de {names}.</translation>
    </message>
</context>
<context>
    <name>numwin</name>
    <message>
        <source>Rainbow</source>
        <translation>Rainbow</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Shadow</translation>
    </message>
    <message>
        <source>Swipe</source>
        <translation>Swipe</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Flip</translation>
    </message>
    <message>
        <source>Quantum</source>
        <translation>Quantum</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Flash</translation>
    </message>
    <message>
        <source>swap one of your cards with an opponent&apos;s, face down</source>
        <translation>échanger face cachée une de vos cartes avec celle d&apos;un adversaire</translation>
    </message>
    <message>
        <source>look at one of your face-down cards</source>
        <translation>regarder une de vos cartes face cachée</translation>
    </message>
    <message>
        <source>turn any face-down card face up until the end of the round</source>
        <translation>retourner face visible n&apos;importe quelle carte face cachée jusqu&apos;à la fin de la manche</translation>
    </message>
    <message>
        <source>send any unprotected card of an opponent to the discard</source>
        <translation>envoyer à la défausse n&apos;importe quelle carte non protégée d&apos;un adversaire</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>une carte cachée</translation>
    </message>
    <message>
        <source>{value} {colour}</source>
        <translation>{value} {colour}</translation>
    </message>
    <message>
        <source>{name} ({value})</source>
        <translation>{name} ({value})</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <source>your card at position {n}</source>
        <translation>votre carte en position {n}</translation>
    </message>
    <message>
        <source>{player}&apos;s card at position {n}</source>
        <translation>la carte de {player} en position {n}</translation>
    </message>
    <message>
        <source>Your card at position {a} moves up to position {b}.</source>
        <translation>Votre carte en position {a} passe en position {b}.</translation>
    </message>
    <message>
        <source>{player}&apos;s card at position {a} moves up to position {b}.</source>
        <translation>La carte de {player} en position {a} passe en position {b}.</translation>
    </message>
    <message>
        <source>Your cards at positions {a} and {z} move up one place.</source>
        <translation>Vos cartes en positions {a} et {z} avancent d&apos;une place.</translation>
    </message>
    <message>
        <source>{player}&apos;s cards at positions {a} and {z} move up one place.</source>
        <translation>Les cartes de {player} en positions {a} et {z} avancent d&apos;une place.</translation>
    </message>
    <message>
        <source>Your cards at positions {a} to {z} move up one place.</source>
        <translation>Vos cartes des positions {a} à {z} avancent d&apos;une place.</translation>
    </message>
    <message>
        <source>{player}&apos;s cards at positions {a} to {z} move up one place.</source>
        <translation>Les cartes de {player} des positions {a} à {z} avancent d&apos;une place.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}. You deal and play first. Everyone gets 2 face-down cards. The discard shows {card}; {pile} in the pile.</source>
        <translation>Manche {round} sur {rounds}. Vous distribuez et commencez. Chacun reçoit 2 cartes face cachée. La défausse montre {card} ; {pile} dans la pioche.</translation>
    </message>
    <message>
        <source>Round {round}.</source>
        <translation>Manche {round}.</translation>
    </message>
    <message>
        <source>Memorise: your card at position {n} is {card}.</source>
        <translation>Mémorisez : votre carte en position {n} est {card}.</translation>
    </message>
    <message>
        <source>Your partner {player} shows you their card at position {n}: {card}.</source>
        <translation>Votre partenaire {player} vous montre sa carte en position {n} : {card}.</translation>
    </message>
    <message>
        <source>Your card at position {n} is {card}.</source>
        <translation>Votre carte en position {n} est {card}.</translation>
    </message>
    <message>
        <source>Your penalty card at position {n} is {card}.</source>
        <translation>Votre carte de pénalité en position {n} est {card}.</translation>
    </message>
    <message>
        <source>Your last turn: draw from the pile or take the discard.</source>
        <translation>Votre dernier tour : piochez ou prenez la défausse.</translation>
    </message>
    <message>
        <source>Your last turn.</source>
        <translation>Votre dernier tour.</translation>
    </message>
    <message>
        <source>{player}&apos;s last turn.</source>
        <translation>Dernier tour de {player}.</translation>
    </message>
    <message>
        <source>draw from the pile or take the discard.</source>
        <translation>piochez ou prenez la défausse.</translation>
    </message>
    <message>
        <source>No card can be drawn: your turn is skipped.</source>
        <translation>Aucune carte à piocher : votre tour est passé.</translation>
    </message>
    <message>
        <source>No card can be drawn: {player}&apos;s turn is skipped.</source>
        <translation>Aucune carte à piocher : le tour de {player} est passé.</translation>
    </message>
    <message>
        <source>You draw {card} from the pile. Exchange it with a position, or discard it.</source>
        <translation>Vous piochez {card}. Échangez-le avec une position, ou défaussez-le.</translation>
    </message>
    <message>
        <source>{player} draws from the pile ({left} left).</source>
        <translation>{player} pioche (il en reste {left}).</translation>
    </message>
    <message>
        <source>{player} draws.</source>
        <translation>{player} pioche.</translation>
    </message>
    <message>
        <source>You take {card} from the discard: exchange it or add it.</source>
        <translation>Vous prenez {card} dans la défausse : échangez-le ou ajoutez-le.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the discard.</source>
        <translation>{player} prend {card} dans la défausse.</translation>
    </message>
    <message>
        <source>{card} is now face down at your position {n}; it will act when you exchange it out.</source>
        <translation>{card} est maintenant face cachée en votre position {n} ; cette carte agira quand vous l&apos;échangerez.</translation>
    </message>
    <message>
        <source>{card} is now face down at your position {n}.</source>
        <translation>{card} est maintenant face cachée en votre position {n}.</translation>
    </message>
    <message>
        <source>{player}: {card} discarded.</source>
        <translation>{player} : {card} à la défausse.</translation>
    </message>
    <message>
        <source>{action} acts: {effect}. Choose the target in Your moves.</source>
        <translation>{action} agit : {effect}. Choisissez la cible dans Vos coups.</translation>
    </message>
    <message>
        <source>Choose the target.</source>
        <translation>Choisissez la cible.</translation>
    </message>
    <message>
        <source>{player} plays {action}.</source>
        <translation>{player} joue {action}.</translation>
    </message>
    <message>
        <source>{action} has no possible target: it is lost.</source>
        <translation>{action} n&apos;a aucune cible possible : elle est perdue.</translation>
    </message>
    <message>
        <source>Swipe: you swap your card at position {own} with {target}, face down. Each card keeps whoever knew it.</source>
        <translation>Swipe : vous échangez votre carte en position {own} avec {target}, face cachée. Chaque carte reste connue de ceux qui la connaissaient.</translation>
    </message>
    <message>
        <source>Swipe: {player} swaps their card at position {own} with {target}, face down. Each card keeps whoever knew it.</source>
        <translation>Swipe : {player} échange sa carte en position {own} avec {target}, face cachée. Chaque carte reste connue de ceux qui la connaissaient.</translation>
    </message>
    <message>
        <source>Quantum: you turn up {target}: {card}. Everyone sees it until the end of the round.</source>
        <translation>Quantum : vous retournez {target} : {card}. Tout le monde la voit jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <source>Quantum: {player} turns up {target}: {card}. Everyone sees it until the end of the round.</source>
        <translation>Quantum : {player} retourne {target} : {card}. Tout le monde la voit jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <source>{card}: claim now.</source>
        <translation>{card} : récupérez maintenant.</translation>
    </message>
    <message>
        <source>{card}: claims in turn.</source>
        <translation>{card} : récupération chacun à son tour.</translation>
    </message>
    <message>
        <source>Claim window closed: nobody claims {card}.</source>
        <translation>Fenêtre de récupération fermée : personne ne récupère {card}.</translation>
    </message>
    <message>
        <source>No claim.</source>
        <translation>Aucune récupération.</translation>
    </message>
    <message>
        <source>{player} after {time}</source>
        <translation>{player} après {time}</translation>
    </message>
    <message>
        <source>Claim window closed: you claim {card} first.</source>
        <translation>Fenêtre de récupération fermée : vous récupérez {card} en premier.</translation>
    </message>
    <message>
        <source>Claim window closed: {player} claims {card} first.</source>
        <translation>Fenêtre de récupération fermée : {player} récupère {card} en premier.</translation>
    </message>
    <message>
        <source>Claims: {times}.</source>
        <translation>Demandes : {times}.</translation>
    </message>
    <message>
        <source>A tie: the nearest seat after the discarder wins.</source>
        <translation>Égalité : la place la plus proche après celle qui a défaussé l&apos;emporte.</translation>
    </message>
    <message>
        <source>The pair is now at positions {a} and {b} of your combination.</source>
        <translation>La paire est maintenant en positions {a} et {b} de votre combinaison.</translation>
    </message>
    <message>
        <source>{card} is now at position {n} of your combination.</source>
        <translation>{card} est maintenant en position {n} de votre combinaison.</translation>
    </message>
    <message>
        <source>Right! {Target}, {matched}, pairs with {card}: both are face up and protected, and count 0.</source>
        <translation>Bien vu ! {Target}, {matched}, fait la paire avec {card} : les deux sont face visible, protégées, et valent 0.</translation>
    </message>
    <message>
        <source>Right! You take {target}, {matched}, with {card}: the pair joins your combination, face up and protected.</source>
        <translation>Bien vu ! Vous prenez {target}, {matched}, avec {card} : la paire rejoint votre combinaison, face visible et protégée.</translation>
    </message>
    <message>
        <source>Right! {player} takes {target}, {matched}, with {card}: the pair joins {player}&apos;s combination, face up and protected.</source>
        <translation>Bien vu ! {player} prend {target}, {matched}, avec {card} : la paire rejoint la combinaison de {player}, face visible et protégée.</translation>
    </message>
    <message>
        <source>Right! {Target}, {matched}, pairs with {card}: it is face up and protected, and {card} joins your combination.</source>
        <translation>Bien vu ! {Target}, {matched}, fait la paire avec {card} et reste en place, face visible et protégée ; {card} rejoint votre combinaison.</translation>
    </message>
    <message>
        <source>Right! {Target}, {matched}, pairs with {card}: it is face up and protected, and {card} joins {player}&apos;s combination.</source>
        <translation>Bien vu ! {Target}, {matched}, fait la paire avec {card} et reste en place, face visible et protégée ; {card} rejoint la combinaison de {player}.</translation>
    </message>
    <message>
        <source>Wrong: {target} does not match {card}. {card} stays on the discard; you draw a penalty card and may not call Num Win this turn.</source>
        <translation>Erreur : {target} ne correspond pas à {card}. {card} reste sur la défausse ; vous piochez une carte de pénalité et ne pouvez pas annoncer Num Win ce tour-ci.</translation>
    </message>
    <message>
        <source>Wrong: {target} does not match {card}. Nothing moves; you draw a penalty card face down, without looking at it.</source>
        <translation>Erreur : {target} ne correspond pas à {card}. Rien ne bouge ; vous piochez une carte de pénalité face cachée, sans la regarder.</translation>
    </message>
    <message>
        <source>Wrong: {player} named {target}, which does not match {card}. Nothing moves; {player} draws a penalty card face down, unseen even by them.</source>
        <translation>Erreur : {player} a désigné {target}, qui ne correspond pas à {card}. Rien ne bouge ; {player} pioche une carte de pénalité face cachée, sans la voir.</translation>
    </message>
    <message>
        <source>You may call Num Win ({call}), or end your turn ({end}).</source>
        <translation>Vous pouvez annoncer Num Win ({call}) ou finir votre tour ({end}).</translation>
    </message>
    <message>
        <source>Call Num Win or end your turn.</source>
        <translation>Annoncez Num Win ou finissez votre tour.</translation>
    </message>
    <message>
        <source>Nobody can draw any more: the round ends without a call.</source>
        <translation>Plus personne ne peut piocher : la manche se termine sans annonce.</translation>
    </message>
    <message>
        <source>Round over. Totals: {totals}.</source>
        <translation>Fin de manche. Totaux : {totals}.</translation>
    </message>
    <message>
        <source>You reveal {cards}.</source>
        <translation>Vous révélez {cards}.</translation>
    </message>
    <message>
        <source>{player} reveals {cards}.</source>
        <translation>{player} révèle {cards}.</translation>
    </message>
    <message>
        <source>Claimed pairs, 0: {cards}.</source>
        <translation>Paires récupérées, 0 : {cards}.</translation>
    </message>
    <message>
        <source>{a} with {b}</source>
        <translation>{a} avec {b}</translation>
    </message>
    <message>
        <source>Pairs cancelled: {pairs}.</source>
        <translation>Paires annulées : {pairs}.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>{side}: {score} this round, total {total}.</source>
        <translation>{side} : {score} cette manche, total {total}.</translation>
    </message>
    <message>
        <source>{side}: {points} plus {penalty} because the Num Win call did not give the lowest score, {score} this round, total {total}.</source>
        <translation>{side} : {points} plus {penalty} parce que l&apos;annonce Num Win n&apos;a pas donné le plus petit score, {score} cette manche, total {total}.</translation>
    </message>
    <message>
        <source>{side}: {score} this round, and the Num Win call succeeded; total {total}.</source>
        <translation>{side} : {score} cette manche, et l&apos;annonce Num Win a réussi ; total {total}.</translation>
    </message>
    <message>
        <source>Game over. Shared win, lowest total {points}: {names}.</source>
        <translation>Partie terminée. Victoire partagée, plus petit total {points} : {names}.</translation>
    </message>
    <message>
        <source>The pile is empty: the discard, except its top card, is shuffled into a new pile of {count}.</source>
        <translation>La pioche est vide : la défausse, sauf sa carte du dessus, est mélangée en une nouvelle pioche de {count}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}. {dealer} deals and plays first. Everyone gets 2 face-down cards. The discard shows {card}; {pile} in the pile.</source>
        <translation>Manche {round} sur {rounds}. {dealer} distribue et commence. Chacun reçoit 2 cartes face cachée. La défausse montre {card} ; {pile} dans la pioche.</translation>
    </message>
    <message>
        <source>You add {card} face down at position {n}; you have {size}.</source>
        <translation>Vous ajoutez {card} face cachée en position {n} ; vous avez {size}.</translation>
    </message>
    <message>
        <source>{player} adds {card} face down at position {n} and has {size}.</source>
        <translation>{player} ajoute {card} face cachée en position {n} et a {size}.</translation>
    </message>
    <message>
        <source>{card} to the discard: you discard it.</source>
        <translation>{card} à la défausse : vous le défaussez.</translation>
    </message>
    <message>
        <source>{card} to the discard: {player} discards it, just drawn.</source>
        <translation>{card} à la défausse : {player} le défausse, tout juste pioché.</translation>
    </message>
    <message>
        <source>{card} to the discard, from your position {n}.</source>
        <translation>{card} à la défausse, depuis votre position {n}.</translation>
    </message>
    <message>
        <source>{card} to the discard, from {player}&apos;s position {n}.</source>
        <translation>{card} à la défausse, depuis la position {n} de {player}.</translation>
    </message>
    <message>
        <source>{card} to the discard: your Flash sends {target} there.</source>
        <translation>{card} à la défausse : votre Flash y envoie {target}.</translation>
    </message>
    <message>
        <source>{card} to the discard: {player}&apos;s Flash sends {target} there.</source>
        <translation>{card} à la défausse : le Flash de {player} y envoie {target}.</translation>
    </message>
    <message>
        <source>{player} looks at their card at position {n}.</source>
        <translation>{player} regarde sa carte en position {n}.</translation>
    </message>
    <message>
        <source>Claim now with {key}.</source>
        <translation>Récupérez maintenant avec {key}.</translation>
    </message>
    <message>
        <source>Claim now.</source>
        <translation>Récupérez maintenant.</translation>
    </message>
    <message>
        <source>Each player in turn, from {player}, may claim {card} ({key}) or pass ({pass_key}).</source>
        <translation>Chacun à son tour, à partir de {player}, peut récupérer {card} ({key}) ou passer ({pass_key}).</translation>
    </message>
    <message>
        <source>{card} is at position {n}.</source>
        <translation>{card} est en position {n}.</translation>
    </message>
    <message>
        <source>Wrong: {target} does not match {card}. {card} stays on the discard; {player} draws a penalty card that nobody else sees, and may not call Num Win this turn.</source>
        <translation>Erreur : {target} ne correspond pas à {card}. {card} reste sur la défausse ; {player} pioche une carte de pénalité que personne d&apos;autre ne voit, et ne peut pas annoncer Num Win ce tour-ci.</translation>
    </message>
    <message>
        <source>You call Num Win with {size}! The others play one last turn: {order}.</source>
        <translation>Vous annoncez Num Win avec {size} ! Les autres jouent un dernier tour : {order}.</translation>
    </message>
    <message>
        <source>{player} calls Num Win with {size}! One last turn each: {order}.</source>
        <translation>{player} annonce Num Win avec {size} ! Un dernier tour chacun : {order}.</translation>
    </message>
    <message>
        <source>You complete your combination blind: {count} face down, unseen.</source>
        <translation>Vous complétez votre combinaison à l&apos;aveugle, sans regarder : {count} face cachée.</translation>
    </message>
    <message>
        <source>{player} completes their combination blind: {count} face down, unseen.</source>
        <translation>{player} complète sa combinaison à l&apos;aveugle, sans regarder : {count} face cachée.</translation>
    </message>
    <message>
        <source>Round {round} over. This round: {scores}. Totals: {totals}.</source>
        <translation>Fin de la manche {round}. Cette manche : {scores}. Totaux : {totals}.</translation>
    </message>
    <message>
        <source>The Num Win call did not give the lowest score: plus {penalty}.</source>
        <translation>L&apos;annonce Num Win n&apos;a pas donné le plus petit score : {penalty} de plus.</translation>
    </message>
    <message>
        <source>Counted: {cards}, {points}.</source>
        <translation>Compté : {cards}, {points}.</translation>
    </message>
    <message>
        <source>Game over. You win with the lowest total, {points}.</source>
        <translation>Partie terminée. Vous gagnez avec le plus petit total, {points}.</translation>
    </message>
    <message>
        <source>Game over. {names} wins with the lowest total, {points}.</source>
        <translation>Partie terminée. {names} gagne avec le plus petit total, {points}.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>La pioche est vide.</translation>
    </message>
    <message>
        <source>The discard is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <source>You could neither exchange nor add that card.</source>
        <translation>Vous ne pourriez ni échanger ni ajouter cette carte.</translation>
    </message>
    <message>
        <source>First draw from the pile or take the discard.</source>
        <translation>Piochez d&apos;abord, ou prenez la défausse.</translation>
    </message>
    <message>
        <source>A card taken from the discard must be exchanged or added.</source>
        <translation>Une carte prise dans la défausse doit être échangée ou ajoutée.</translation>
    </message>
    <message>
        <source>Only a card taken from the discard can be added.</source>
        <translation>Seule une carte prise dans la défausse peut être ajoutée.</translation>
    </message>
    <message>
        <source>You already have 5 cards or more: exchange instead.</source>
        <translation>Vous avez déjà 5 cartes ou plus : échangez plutôt.</translation>
    </message>
    <message>
        <source>Exchange or discard the drawn card first.</source>
        <translation>Échangez ou défaussez d&apos;abord la carte piochée.</translation>
    </message>
    <message>
        <source>There is no card at that position.</source>
        <translation>Il n&apos;y a pas de carte à cette position.</translation>
    </message>
    <message>
        <source>That card belongs to a claimed pair: it is protected.</source>
        <translation>Cette carte fait partie d&apos;une paire récupérée : elle est protégée.</translation>
    </message>
    <message>
        <source>Choose the target of your action card first.</source>
        <translation>Choisissez d&apos;abord la cible de votre carte action.</translation>
    </message>
    <message>
        <source>That card cannot be a target of this action.</source>
        <translation>Cette carte ne peut pas être la cible de cette action.</translation>
    </message>
    <message>
        <source>Wait: another player answers the claim before you.</source>
        <translation>Attendez : un autre joueur répond avant vous.</translation>
    </message>
    <message>
        <source>You have already answered this claim window.</source>
        <translation>Vous avez déjà répondu pour cette récupération.</translation>
    </message>
    <message>
        <source>Claim the discard or pass first.</source>
        <translation>Récupérez la défausse ou passez d&apos;abord.</translation>
    </message>
    <message>
        <source>Too late: the claim window had closed.</source>
        <translation>Trop tard : la fenêtre de récupération était fermée.</translation>
    </message>
    <message>
        <source>That claim time is not valid.</source>
        <translation>Ce temps de récupération n&apos;est pas valide.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Ce joueur n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Call Num Win or end your turn first.</source>
        <translation>Annoncez Num Win ou finissez d&apos;abord votre tour.</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>Vos coups</translation>
    </message>
    <message>
        <source>Your combination</source>
        <translation>Votre combinaison</translation>
    </message>
    <message>
        <source>Discard and pile</source>
        <translation>Défausse et pioche</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Num Win table</source>
        <translation>Table de Num Win</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Pioche : {count}</translation>
    </message>
    <message>
        <source>Discard: {card}</source>
        <translation>Défausse : {card}</translation>
    </message>
    <message>
        <source>In your hand: {card}</source>
        <translation>En main : {card}</translation>
    </message>
    <message>
        <source>Draw from the pile ({key})</source>
        <translation>Piocher ({key})</translation>
    </message>
    <message>
        <source>Take {card} from the discard ({key})</source>
        <translation>Prendre {card} dans la défausse ({key})</translation>
    </message>
    <message>
        <source>Discard {card} ({key})</source>
        <translation>Défausser {card} ({key})</translation>
    </message>
    <message>
        <source>Add {card} as a new card ({key})</source>
        <translation>Ajouter {card} comme nouvelle carte ({key})</translation>
    </message>
    <message>
        <source>Exchange with {place}</source>
        <translation>Échanger avec la {place}</translation>
    </message>
    <message>
        <source>End your turn ({key})</source>
        <translation>Finir votre tour ({key})</translation>
    </message>
    <message>
        <source>Call Num Win ({key})</source>
        <translation>Annoncer Num Win ({key})</translation>
    </message>
    <message>
        <source>Give {place}</source>
        <translation>Donner {place}</translation>
    </message>
    <message>
        <source>Take {place}</source>
        <translation>Prendre {place}</translation>
    </message>
    <message>
        <source>Back: choose another card of yours</source>
        <translation>Retour : choisir une autre de vos cartes</translation>
    </message>
    <message>
        <source>Look at {place}</source>
        <translation>Regarder {place}</translation>
    </message>
    <message>
        <source>Turn up {place}</source>
        <translation>Retourner {place}</translation>
    </message>
    <message>
        <source>Send {place} to the discard</source>
        <translation>Envoyer à la défausse {place}</translation>
    </message>
    <message>
        <source>Cancel: do not claim</source>
        <translation>Annuler : ne pas récupérer</translation>
    </message>
    <message>
        <source>Claim {card} ({key})</source>
        <translation>Récupérer {card} ({key})</translation>
    </message>
    <message>
        <source>Nothing to claim ({key})</source>
        <translation>Rien à récupérer ({key})</translation>
    </message>
    <message>
        <source>No claim window is open.</source>
        <translation>Aucune fenêtre de récupération n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>Which card matches {card}? Choose it in Your moves; Escape to cancel.</source>
        <translation>Quelle carte correspond à {card} ? Choisissez-la dans Vos coups ; Échap pour annuler.</translation>
    </message>
    <message>
        <source>No claim window is waiting for you.</source>
        <translation>Aucune récupération ne vous attend.</translation>
    </message>
    <message>
        <source>Back.</source>
        <translation>Retour.</translation>
    </message>
    <message>
        <source>Call Num Win? If another player ends the round with a lower score, you take 15 points.</source>
        <translation>Annoncer Num Win ? Si un autre joueur finit la manche avec un score plus petit, vous prenez 15 points.</translation>
    </message>
    <message>
        <source>Nothing to do with this card now. {turn}</source>
        <translation>Rien à faire avec cette carte pour le moment. {turn}</translation>
    </message>
    <message>
        <source>position {n}: {card}, face up, claimed pair (protected)</source>
        <translation>position {n} : {card}, face visible, paire récupérée (protégée)</translation>
    </message>
    <message>
        <source>position {n}: {card}, face up (Quantum)</source>
        <translation>position {n} : {card}, face visible (Quantum)</translation>
    </message>
    <message>
        <source>position {n}: face down, you saw: {card}, which acts when you exchange it out</source>
        <translation>position {n} : face cachée, vous avez vu : {card}, qui agit quand vous l&apos;échangez</translation>
    </message>
    <message>
        <source>position {n}: face down, you saw: {card}</source>
        <translation>position {n} : face cachée, vous avez vu : {card}</translation>
    </message>
    <message>
        <source>position {n}: face down, {when}</source>
        <translation>position {n} : face cachée, {when}</translation>
    </message>
    <message>
        <source>position {n}: face down, seen</source>
        <translation>position {n} : face cachée, déjà vue</translation>
    </message>
    <message>
        <source>position {n}: face down, never seen</source>
        <translation>position {n} : face cachée, jamais vue</translation>
    </message>
    <message>
        <source>position {n}: face down, its owner has seen it</source>
        <translation>position {n} : face cachée, vue par son propriétaire</translation>
    </message>
    <message>
        <source>position {n}: face down, unseen by its owner</source>
        <translation>position {n} : face cachée, jamais vue par son propriétaire</translation>
    </message>
    <message>
        <source>your {place}</source>
        <translation>votre {place}</translation>
    </message>
    <message>
        <source>{player}, {place}</source>
        <translation>{player}, {place}</translation>
    </message>
    <message>
        <source>Call Num Win ({call}) or end your turn ({end}).</source>
        <translation>Annoncez Num Win ({call}) ou finissez votre tour ({end}).</translation>
    </message>
    <message>
        <source>{player} decides whether to call Num Win.</source>
        <translation>{player} décide d&apos;annoncer ou non Num Win.</translation>
    </message>
    <message>
        <source> (last turn)</source>
        <translation> (dernier tour)</translation>
    </message>
    <message>
        <source>{player} is playing{last}. Round {round} of {rounds}.</source>
        <translation>{player} joue{last}. Manche {round} sur {rounds}.</translation>
    </message>
    <message>
        <source>Your turn: draw from the pile ({draw}) or take {card} from the discard ({take}).</source>
        <translation>À vous : piochez ({draw}) ou prenez {card} dans la défausse ({take}).</translation>
    </message>
    <message>
        <source>You hold {card}: Enter on a position of your combination exchanges it, or discard it ({discard}).</source>
        <translation>Vous tenez {card} : Entrée sur une position de votre combinaison l&apos;échange, ou défaussez-le ({discard}).</translation>
    </message>
    <message>
        <source>You hold {card} from the discard: Enter on a position of your combination exchanges it, or add it ({add}).</source>
        <translation>Vous tenez {card}, pris dans la défausse : Entrée sur une position de votre combinaison l&apos;échange, ou ajoutez-le ({add}).</translation>
    </message>
    <message>
        <source>Choose the target of your action card in Your moves.</source>
        <translation>Choisissez la cible de votre carte action dans Vos coups.</translation>
    </message>
    <message>
        <source>Claim window for {card}: press {key} if one of your cards, or a card of an opponent you remember, matches it.</source>
        <translation>Récupération de {card} : appuyez sur {key} si une de vos cartes, ou une carte d&apos;un adversaire dont vous vous souvenez, lui correspond.</translation>
    </message>
    <message>
        <source>Your answer: claim {card} ({key}) or pass ({pass_key}).</source>
        <translation>À vous de répondre : récupérez {card} ({key}) ou passez ({pass_key}).</translation>
    </message>
    <message>
        <source>{player} decides whether to claim {card}.</source>
        <translation>{player} décide de récupérer ou non {card}.</translation>
    </message>
    <message>
        <source>{player}: total {total} (rounds: {rounds})</source>
        <translation>{player} : total {total} (manches : {rounds})</translation>
    </message>
    <message>
        <source>{player} {total}</source>
        <translation>{player} {total}</translation>
    </message>
    <message>
        <source>Scores, lowest wins: {scores}. Round {round} of {rounds}.</source>
        <translation>Scores, le plus petit gagne : {scores}. Manche {round} sur {rounds}.</translation>
    </message>
    <message>
        <source>Teams: seats 1 and 3 against 2 and 4; partners share their total.</source>
        <translation>Équipes : places 1 et 3 contre 2 et 4 ; les partenaires partagent leur total.</translation>
    </message>
    <message>
        <source>Your combination, {count}: {cards}.</source>
        <translation>Votre combinaison, {count} : {cards}.</translation>
    </message>
    <message>
        <source>Discard: {card} on top, {count}. Pile: {pile}. Round {round} of {rounds}, dealt by {dealer}.</source>
        <translation>Défausse : {card} dessus, {count}. Pioche : {pile}. Manche {round} sur {rounds}, distribuée par {dealer}.</translation>
    </message>
    <message>
        <source>{player}: {count}: {cards}. Total {total}.</source>
        <translation>{player} : {count} : {cards}. Total {total}.</translation>
    </message>
    <message>
        <source>In your hand: {card}.</source>
        <translation>En main : {card}.</translation>
    </message>
    <message>
        <source>{player} has called Num Win; still to play: {order}.</source>
        <translation>{player} a annoncé Num Win ; doivent encore jouer : {order}.</translation>
    </message>
    <message>
        <source>draw from the pile</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>take the discard</source>
        <translation>prendre la défausse</translation>
    </message>
    <message>
        <source>Enter on a position</source>
        <translation>Entrée sur une position</translation>
    </message>
    <message>
        <source>exchange the card you hold with it</source>
        <translation>l&apos;échanger avec la carte que vous tenez</translation>
    </message>
    <message>
        <source>discard the card drawn from the pile</source>
        <translation>défausser la carte piochée</translation>
    </message>
    <message>
        <source>add the card taken from the discard</source>
        <translation>ajouter la carte prise dans la défausse</translation>
    </message>
    <message>
        <source>claim the discard, then choose the matching card</source>
        <translation>récupérer la défausse, puis choisir la carte qui correspond</translation>
    </message>
    <message>
        <source>nothing to claim</source>
        <translation>rien à récupérer</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>back, while choosing a card</source>
        <translation>retour, pendant le choix d&apos;une carte</translation>
    </message>
    <message>
        <source>call Num Win (asks for confirmation)</source>
        <translation>annoncer Num Win (demande confirmation)</translation>
    </message>
    <message>
        <source>end your turn without calling</source>
        <translation>finir votre tour sans annoncer</translation>
    </message>
    <message>
        <source>Enter in Your moves</source>
        <translation>Entrée dans Vos coups</translation>
    </message>
    <message>
        <source>do the move under the cursor</source>
        <translation>jouer le coup sous le curseur</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>à ce tour</translation>
    </message>
    <message>
        <source>1 turn ago</source>
        <translation>il y a 1 tour</translation>
    </message>
    <message>
        <source>{n} turns ago</source>
        <translation>il y a {n} tours</translation>
    </message>
    <message>
        <source>seen at the deal</source>
        <translation>vue à la donne</translation>
    </message>
    <message>
        <source>seen when you drew it, {ago}</source>
        <translation>vue en la piochant, {ago}</translation>
    </message>
    <message>
        <source>taken from the discard, {ago}</source>
        <translation>prise à la défausse, {ago}</translation>
    </message>
    <message>
        <source>seen with Flip, {ago}</source>
        <translation>vue avec Flip, {ago}</translation>
    </message>
    <message>
        <source>penalty card, seen {ago}</source>
        <translation>carte de pénalité, vue {ago}</translation>
    </message>
    <message>
        <source>seen {ago}</source>
        <translation>vue {ago}</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Target score</source>
        <translation>Seuil de points</translation>
    </message>
    <message>
        <source>Fixed number of rounds (0: play to the target)</source>
        <translation>Nombre de manches fixe (0 : jouer jusqu&apos;au seuil de points)</translation>
    </message>
    <message>
        <source>Teams, 2 against 2</source>
        <translation>Équipes, 2 contre 2</translation>
    </message>
    <message>
        <source>A tie for lowest also costs the Num Win caller 15</source>
        <translation>Une égalité pour le plus petit score coûte aussi 15 à qui annonce Num Win</translation>
    </message>
    <message>
        <source>Claim window in seconds (0: untimed)</source>
        <translation>Fenêtre de récupération en secondes (0 : sans limite de temps)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>practice</name>
    <message>
        <source>Undo exists only in practice matches.</source>
        <translation>L&apos;annulation n&apos;existe que dans les parties d&apos;entraînement.</translation>
    </message>
    <message>
        <source>Nothing to take back: you have not decided anything yet.</source>
        <translation>Rien à annuler : vous n&apos;avez encore rien décidé.</translation>
    </message>
    <message>
        <source>Undo waits until the claim window is closed.</source>
        <translation>L&apos;annulation attend la fin de la fenêtre de réclamation.</translation>
    </message>
    <message>
        <source>The game is over: nothing to take back.</source>
        <translation>La partie est finie : rien à annuler.</translation>
    </message>
    <message>
        <source>Undo is not available in this game: its saved moves could not be read.</source>
        <translation>L&apos;annulation n&apos;est pas possible dans cette partie : ses coups enregistrés n&apos;ont pas pu être lus.</translation>
    </message>
    <message>
        <source>Taken back: {what}</source>
        <translation>Annulé : {what}</translation>
    </message>
    <message>
        <source>Your last decision is taken back.</source>
        <translation>Votre dernière décision est annulée.</translation>
    </message>
    <message>
        <source>{player}&apos;s move after it is taken back too.</source>
        <translation>Le coup de {player} qui a suivi est annulé aussi.</translation>
    </message>
    <message>
        <source>The move played after it is taken back too.</source>
        <translation>Le coup joué ensuite est annulé aussi.</translation>
    </message>
    <message>
        <source>The {n} moves played after it are taken back too.</source>
        <translation>Les {n} coups joués ensuite sont annulés aussi.</translation>
    </message>
</context>
<context>
    <name>quit</name>
    <message>
        <source>Your place in the tutorial is kept: next time, Learn {game} goes on from there.</source>
        <translation>Votre avancée dans le tutoriel est gardée : la prochaine fois, Apprendre {game} reprend à cet endroit.</translation>
    </message>
    <message>
        <source>Your match is saved: next time, Continue the last game resumes it.</source>
        <translation>Votre partie est enregistrée : la prochaine fois, Continuer la dernière partie la reprend.</translation>
    </message>
    <message>
        <source>Quit? Your table closes and the network match stops for everyone.</source>
        <translation>Quitter ? Votre table ferme et la partie en réseau s&apos;arrête pour tout le monde.</translation>
    </message>
    <message>
        <source>Quit? You leave the network match: it is not saved on this computer.</source>
        <translation>Quitter ? Vous quittez la partie en réseau : elle n&apos;est pas enregistrée sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Quit? This match is not saved.</source>
        <translation>Quitter ? Cette partie n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>qwinto</name>
    <message>
        <source>{row} box {box}</source>
        <translation>case {box} {row}</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <translation>{colour} {value}</translation>
    </message>
    <message>
        <source>{dice}: sum {total}</source>
        <translation>{dice} : somme {total}</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation>{first} ou {last}</translation>
    </message>
    <message>
        <source>{value} must be more than {neighbour} on its left</source>
        <translation>{value} doit être plus grand que le {neighbour} à sa gauche</translation>
    </message>
    <message>
        <source>{value} must be less than {neighbour} on its right</source>
        <translation>{value} doit être plus petit que le {neighbour} à sa droite</translation>
    </message>
    <message>
        <source>{value} is already in this column, in {box}</source>
        <translation>{value} est déjà dans cette colonne, en {box}</translation>
    </message>
    <message>
        <source>this box already holds {written}</source>
        <translation>cette case contient déjà {written}</translation>
    </message>
    <message>
        <source>that is a gap in the row, never written</source>
        <translation>c&apos;est un trou de la rangée, on n&apos;y inscrit jamais rien</translation>
    </message>
    <message>
        <source>there is no box there</source>
        <translation>il n&apos;y a pas de case à cet endroit</translation>
    </message>
    <message>
        <source>{row} {points} (complete)</source>
        <translation>rangée {row} {points} (complète)</translation>
    </message>
    <message>
        <source>{row} {points} ({numbers} of 9 numbers)</source>
        <translation>rangée {row} {points} (remplie : {numbers} sur 9)</translation>
    </message>
    <message>
        <source>bonus columns {points}</source>
        <translation>colonnes bonus {points}</translation>
    </message>
    <message>
        <source>no bonus column</source>
        <translation>aucune colonne bonus</translation>
    </message>
    <message>
        <source>no misthrow</source>
        <translation>aucun coup manqué</translation>
    </message>
    <message>
        <source>Solo game: you roll every turn.</source>
        <translation>Partie en solo : vous lancez les dés à chaque tour.</translation>
    </message>
    <message>
        <source>You roll first.</source>
        <translation>Vous lancez en premier.</translation>
    </message>
    <message>
        <source>{player} rolls first.</source>
        <translation>{player} lance en premier.</translation>
    </message>
    <message>
        <source>choose your dice and roll.</source>
        <translation>choisissez vos dés et lancez.</translation>
    </message>
    <message>
        <source>You roll {dice}.</source>
        <translation>Vous lancez {dice}.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}.</source>
        <translation>{player} lance {dice}.</translation>
    </message>
    <message>
        <source>{player}: {total}.</source>
        <translation>{player} : {total}.</translation>
    </message>
    <message>
        <source>Keep it, or reroll once.</source>
        <translation>Gardez ce résultat, ou relancez une fois.</translation>
    </message>
    <message>
        <source>You keep {total}.</source>
        <translation>Vous gardez {total}.</translation>
    </message>
    <message>
        <source>{player} keeps {total}.</source>
        <translation>{player} garde {total}.</translation>
    </message>
    <message>
        <source>Write {total}.</source>
        <translation>Inscrivez {total}.</translation>
    </message>
    <message>
        <source>You fill bonus column {n} of 5: its pentagon, in the {row} row, scores {points}.</source>
        <translation>Vous remplissez la colonne bonus {n} sur 5 : son pentagone, dans la rangée {row}, rapporte {points}.</translation>
    </message>
    <message>
        <source>{player} fills bonus column {n} of 5: its pentagon, in the {row} row, scores {points}.</source>
        <translation>{player} remplit la colonne bonus {n} sur 5 : son pentagone, dans la rangée {row}, rapporte {points}.</translation>
    </message>
    <message>
        <source>misthrows {count}, minus {penalty}</source>
        <translation>coups manqués {count}, moins {penalty}</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violette</translation>
    </message>
    <message>
        <source>the {colour} die was not rolled</source>
        <translation>le dé {colour} n&apos;a pas été lancé</translation>
    </message>
    <message>
        <source>{player}: {total}: {rows}; {bonus}; {misthrows}.</source>
        <translation>{player} : {total} : {rows} ; {bonus} ; {misthrows}.</translation>
    </message>
    <message>
        <source>You reroll {dice}.</source>
        <translation>Vous relancez {dice}.</translation>
    </message>
    <message>
        <source>{player} rerolls {dice}.</source>
        <translation>{player} relance {dice}.</translation>
    </message>
    <message>
        <source>Write {total} in the {rows} row, or write nothing and mark a misthrow.</source>
        <translation>Inscrivez {total} dans la rangée {rows}, ou n&apos;inscrivez rien et cochez un coup manqué.</translation>
    </message>
    <message>
        <source>Write {total} in the {rows} row, or write nothing.</source>
        <translation>Inscrivez {total} dans la rangée {rows}, ou n&apos;inscrivez rien.</translation>
    </message>
    <message>
        <source>Sum {total}: no box of the {rows} row can take it for you.</source>
        <translation>Somme {total} : aucune case de votre rangée {rows} ne peut la recevoir.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>write nothing</source>
        <translation>ne rien inscrire</translation>
    </message>
    <message>
        <source>Your choice: {choice}. Waiting for {waiting}.</source>
        <translation>Votre choix : {choice}. On attend {waiting}.</translation>
    </message>
    <message>
        <source>{player} has decided.</source>
        <translation>{player} a choisi.</translation>
    </message>
    <message>
        <source>{box}, a pentagon</source>
        <translation>{box}, un pentagone</translation>
    </message>
    <message>
        <source>You write {value} in {box}.</source>
        <translation>Vous inscrivez {value} en {box}.</translation>
    </message>
    <message>
        <source>{player} writes {value} in {box}.</source>
        <translation>{player} inscrit {value} en {box}.</translation>
    </message>
    <message>
        <source>{player}: {value} {box}.</source>
        <translation>{player} : {value} {box}.</translation>
    </message>
    <message>
        <source>You write nothing.</source>
        <translation>Vous n&apos;inscrivez rien.</translation>
    </message>
    <message>
        <source>{player} writes nothing.</source>
        <translation>{player} n&apos;inscrit rien.</translation>
    </message>
    <message>
        <source>No box could take the sum: </source>
        <translation>Aucune case ne pouvait recevoir la somme : </translation>
    </message>
    <message>
        <source>{why}you mark misthrow {count} of 4, minus {penalty} points in all.</source>
        <translation>{why}vous cochez le coup manqué {count} sur 4, moins {penalty} points en tout.</translation>
    </message>
    <message>
        <source>{why}{player} marks misthrow {count} of 4.</source>
        <translation>{why}{player} coche le coup manqué {count} sur 4.</translation>
    </message>
    <message>
        <source>{player}: misthrow {count}.</source>
        <translation>{player} : coup manqué {count}.</translation>
    </message>
    <message>
        <source>You complete the {row} row: it scores {points}, its rightmost number. Full rows: {full}.</source>
        <translation>Vous complétez la rangée {row} : elle rapporte {points}, son nombre le plus à droite. Rangées complètes : {full}.</translation>
    </message>
    <message>
        <source>{player} completes the {row} row: it scores {points}. Full rows: {full}.</source>
        <translation>{player} complète la rangée {row} : elle rapporte {points}. Rangées complètes : {full}.</translation>
    </message>
    <message>
        <source>you filled two rows</source>
        <translation>vous avez rempli deux rangées</translation>
    </message>
    <message>
        <source>{player} filled two rows</source>
        <translation>{player} a rempli deux rangées</translation>
    </message>
    <message>
        <source>you marked a fourth misthrow</source>
        <translation>vous avez coché un quatrième coup manqué</translation>
    </message>
    <message>
        <source>{player} marked a fourth misthrow</source>
        <translation>{player} a coché un quatrième coup manqué</translation>
    </message>
    <message>
        <source>two rows are full</source>
        <translation>deux rangées sont complètes</translation>
    </message>
    <message>
        <source>a fourth misthrow was marked</source>
        <translation>un quatrième coup manqué a été coché</translation>
    </message>
    <message>
        <source>Your final score: {points}.</source>
        <translation>Votre score final : {points}.</translation>
    </message>
    <message>
        <source>You win with {points}.</source>
        <translation>Vous gagnez avec {points}.</translation>
    </message>
    <message>
        <source>{player} wins with {points}.</source>
        <translation>{player} gagne avec {points}.</translation>
    </message>
    <message>
        <source>Tie: {players} share the win with {points}.</source>
        <comment>with you</comment>
        <translation>Égalité : {players} partagez la victoire avec {points}.</translation>
    </message>
    <message>
        <source>Tie: {players} share the win with {points}.</source>
        <translation>Égalité : {players} partagent la victoire avec {points}.</translation>
    </message>
    <message>
        <source>Game over: {why}. {result}</source>
        <translation>Partie terminée : {why}. {result}</translation>
    </message>
    <message>
        <source>Final scores. {details}</source>
        <translation>Scores finaux. {details}</translation>
    </message>
    <message>
        <source>Not there: {why}.</source>
        <translation>Pas ici : {why}.</translation>
    </message>
    <message>
        <source>It is not your turn to roll.</source>
        <translation>Ce n&apos;est pas à vous de lancer.</translation>
    </message>
    <message>
        <source>You have already decided for this roll.</source>
        <translation>Vous avez déjà choisi pour ce lancer.</translation>
    </message>
    <message>
        <source>First choose your dice and roll.</source>
        <translation>Choisissez d&apos;abord vos dés et lancez.</translation>
    </message>
    <message>
        <source>Choose one, two or three dice to roll.</source>
        <translation>Choisissez un, deux ou trois dés à lancer.</translation>
    </message>
    <message>
        <source>Keep the roll or reroll first.</source>
        <translation>Gardez d&apos;abord le lancer, ou relancez.</translation>
    </message>
    <message>
        <source>Write the sum in a box, or write nothing.</source>
        <translation>Inscrivez la somme dans une case, ou n&apos;inscrivez rien.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Votre fiche</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Opponent&apos;s sheet</source>
        <translation>Fiche de l&apos;adversaire</translation>
    </message>
    <message>
        <source>This is an opponent&apos;s sheet: it is read only.</source>
        <translation>C&apos;est la fiche d&apos;un adversaire : elle se lit seulement.</translation>
    </message>
    <message>
        <source>Qwinto table</source>
        <translation>Table de Qwinto</translation>
    </message>
    <message>
        <source>{colour} die: {value}</source>
        <translation>dé {colour} : {value}</translation>
    </message>
    <message>
        <source>{colour} die, chosen</source>
        <translation>dé {colour}, choisi</translation>
    </message>
    <message>
        <source>{colour} die, not chosen</source>
        <translation>dé {colour}, non choisi</translation>
    </message>
    <message>
        <source>{colour} die, not rolled</source>
        <translation>dé {colour}, pas lancé</translation>
    </message>
    <message>
        <source>Sheet of {player}</source>
        <translation>Fiche de {player}</translation>
    </message>
    <message>
        <source>No box can take {total}: write nothing to mark your misthrow.</source>
        <translation>Aucune case ne peut recevoir {total} : n&apos;inscrivez rien pour cocher votre coup manqué.</translation>
    </message>
    <message>
        <source>Start of the row.</source>
        <translation>Début de la ligne.</translation>
    </message>
    <message>
        <source>End of the row.</source>
        <translation>Fin de la ligne.</translation>
    </message>
    <message>
        <source>Top row.</source>
        <translation>Ligne du haut.</translation>
    </message>
    <message>
        <source>Bottom row.</source>
        <translation>Ligne du bas.</translation>
    </message>
    <message>
        <source>Dice are chosen only at the start of your turn.</source>
        <translation>On ne choisit les dés qu&apos;au début de son tour.</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>choisi</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>non choisi</translation>
    </message>
    <message>
        <source>no die</source>
        <translation>aucun dé</translation>
    </message>
    <message>
        <source>{colour} {state}. You will roll: {dice}.</source>
        <translation>{colour} {state}. Vous lancerez : {dice}.</translation>
    </message>
    <message>
        <source>Choose a box on your sheet, or write nothing.</source>
        <translation>Choisissez une case de votre fiche, ou n&apos;inscrivez rien.</translation>
    </message>
    <message>
        <source>Choose at least one die first.</source>
        <translation>Choisissez d&apos;abord au moins un dé.</translation>
    </message>
    <message>
        <source>Write nothing? As the active player you mark misthrow {count} of 4, minus 5 points.</source>
        <translation>Ne rien inscrire ? Comme c&apos;est votre tour, vous cochez le coup manqué {count} sur 4, moins 5 points.</translation>
    </message>
    <message>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <source>{player}: {points}. {sheet}</source>
        <translation>{player} : {points}. {sheet}</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>Scores : {scores}.</translation>
    </message>
    <message>
        <source>O, J or Y, V or P in the Dice region</source>
        <translation>O, J ou Y, V ou P dans la zone Dés</translation>
    </message>
    <message>
        <source>choose or drop the orange, yellow (jaune) or purple (violet) die</source>
        <translation>choisir ou retirer le dé orange, jaune (yellow) ou violet (purple)</translation>
    </message>
    <message>
        <source>Space in the Dice region</source>
        <translation>Espace dans la zone Dés</translation>
    </message>
    <message>
        <source>choose or drop the focused die</source>
        <translation>choisir ou retirer le dé sous le focus</translation>
    </message>
    <message>
        <source>Enter in the Dice region</source>
        <translation>Entrée dans la zone Dés</translation>
    </message>
    <message>
        <source>roll the chosen dice, or keep the roll</source>
        <translation>lancer les dés choisis, ou garder le lancer</translation>
    </message>
    <message>
        <source>Arrows in a sheet</source>
        <translation>Flèches dans une fiche</translation>
    </message>
    <message>
        <source>move between boxes; Home and End: row ends; Ctrl+Home and Ctrl+End: corners</source>
        <translation>passer d&apos;une case à l&apos;autre ; Début et Fin : bouts de la rangée ; Ctrl+Début et Ctrl+Fin : coins de la fiche</translation>
    </message>
    <message>
        <source>Enter in your sheet</source>
        <translation>Entrée dans votre fiche</translation>
    </message>
    <message>
        <source>write the sum in the focused box</source>
        <translation>inscrire la somme dans la case sous le focus</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>your choice {value}, revealed when everyone has decided</source>
        <translation>votre choix {value}, révélé quand tout le monde aura choisi</translation>
    </message>
    <message>
        <source>{row} box {box} of 9: {content}</source>
        <translation>case {box} sur 9 de la rangée {row} : {content}</translation>
    </message>
    <message>
        <source>, pentagon</source>
        <translation>, pentagone</translation>
    </message>
    <message>
        <source>{total} can go here</source>
        <translation>{total} peut aller ici</translation>
    </message>
    <message>
        <source>{total} cannot go here: {why}</source>
        <translation>{total} ne peut pas aller ici : {why}</translation>
    </message>
    <message>
        <source>{box}: {content}</source>
        <translation>{box} : {content}</translation>
    </message>
    <message>
        <source>Alone in its column</source>
        <translation>Seule dans sa colonne</translation>
    </message>
    <message>
        <source>Bonus column {n}, with {boxes}</source>
        <translation>Colonne bonus {n}, avec {boxes}</translation>
    </message>
    <message>
        <source>Same column as {boxes}</source>
        <translation>Même colonne que {boxes}</translation>
    </message>
    <message>
        <source>{value} in box {box}</source>
        <translation>{value} en case {box}</translation>
    </message>
    <message>
        <source>{count} of 9</source>
        <translation>{count} sur 9</translation>
    </message>
    <message>
        <source>{row} row, {filled}: {numbers}.</source>
        <translation>rangée {row}, {filled} : {numbers}.</translation>
    </message>
    <message>
        <source>No misthrow.</source>
        <translation>Aucun coup manqué.</translation>
    </message>
    <message>
        <source>Misthrows: {count} of 4, minus {penalty}.</source>
        <translation>Coups manqués : {count} sur 4, moins {penalty}.</translation>
    </message>
    <message>
        <source>Score {points}. {misthrows}</source>
        <translation>Score {points}. {misthrows}</translation>
    </message>
    <message>
        <source>Turn {turn}: you choose the dice.</source>
        <translation>Tour {turn} : vous choisissez les dés.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} chooses the dice.</source>
        <translation>Tour {turn} : {player} choisit les dés.</translation>
    </message>
    <message>
        <source>first throw</source>
        <translation>premier essai</translation>
    </message>
    <message>
        <source>second throw</source>
        <translation>second essai</translation>
    </message>
    <message>
        <source>Turn {turn}, {player}, {attempt}: {dice}.</source>
        <translation>Tour {turn}, {player}, {attempt} : {dice}.</translation>
    </message>
    <message>
        <source>Your turn: choose your dice and roll. Chosen: {dice}.</source>
        <translation>À vous : choisissez vos dés et lancez. Choisis : {dice}.</translation>
    </message>
    <message>
        <source>{player} is choosing dice.</source>
        <translation>{player} choisit ses dés.</translation>
    </message>
    <message>
        <source>You rolled {dice}. Keep it, or reroll once.</source>
        <translation>Vous avez obtenu {dice}. Gardez ce résultat, ou relancez une fois.</translation>
    </message>
    <message>
        <source>{player} rolled {dice} and may reroll.</source>
        <translation>{player} a obtenu {dice} et peut relancer.</translation>
    </message>
    <message>
        <source>No box of the {rows} row can take {total}: write nothing to mark your misthrow.</source>
        <translation>Aucune case de la rangée {rows} ne peut recevoir {total} : n&apos;inscrivez rien pour cocher votre coup manqué.</translation>
    </message>
    <message>
        <source>{n} box possible</source>
        <translation>{n} case possible</translation>
    </message>
    <message>
        <source>{n} boxes possible</source>
        <translation>{n} cases possibles</translation>
    </message>
    <message>
        <source>Write {total} in the {rows} row ({boxes}), or write nothing.</source>
        <translation>Inscrivez {total} dans la rangée {rows} ({boxes}), ou n&apos;inscrivez rien.</translation>
    </message>
    <message>
        <source>Writing nothing is a misthrow for you.</source>
        <translation>Ne rien inscrire vous coûte un coup manqué.</translation>
    </message>
    <message>
        <source>no box for {total}</source>
        <translation>aucune case pour {total}</translation>
    </message>
    <message>
        <source>Sum {total}. Your choice: {choice}. Waiting for {waiting}.</source>
        <translation>Somme {total}. Votre choix : {choice}. On attend {waiting}.</translation>
    </message>
</context>
<context>
    <name>replay</name>
    <message>
        <source>Tablée: {game}</source>
        <translation>Tablée : {game}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Joueurs : {names}</translation>
    </message>
    <message>
        <source>Final scores: {scores}. Won by {winners}.</source>
        <translation>Scores finaux : {scores}. Gagnée par {winners}.</translation>
    </message>
    <message>
        <source>it was played at a table hosted on another computer, which did not send the moves of the match: this computer kept only what your seat saw</source>
        <translation>elle a été jouée à une table ouverte sur un autre ordinateur, qui n&apos;a pas envoyé les coups de la partie : cet ordinateur n&apos;a gardé que ce que votre place a vu</translation>
    </message>
    <message>
        <source>the match is not over, and a replay would reveal hidden cards</source>
        <translation>la partie n&apos;est pas finie, et la revoir montrerait des cartes encore cachées</translation>
    </message>
    <message>
        <source>it was saved by an older version of Tablée that did not keep the moves</source>
        <translation>elle a été sauvegardée par une version plus ancienne de Tablée qui ne gardait pas les coups</translation>
    </message>
    <message>
        <source>its moves no longer lead to its end</source>
        <translation>ses coups ne mènent plus à sa fin</translation>
    </message>
    <message>
        <source>Start of the match</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>Move {n} of {total}, round {round}</source>
        <translation>Coup {n} sur {total}, manche {round}</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <translation>Coup {n} sur {total}</translation>
    </message>
    <message>
        <source>Nothing to hear at this move.</source>
        <translation>Rien à entendre à ce coup.</translation>
    </message>
    <message>
        <source>{title}: {said}</source>
        <translation>{title} : {said}</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Revoir : {game}</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Export as &amp;text…</source>
        <translation>Exporter en &amp;texte…</translation>
    </message>
    <message>
        <source>Export as text</source>
        <translation>Exporter en texte</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Keys of the replay.</source>
        <translation>Touches de la revue de partie.</translation>
    </message>
    <message>
        <source>Up and Down, Home and End: move in the list of moves. Escape: close.</source>
        <translation>Haut et Bas, Début et Fin : se déplacer dans la liste des coups. Échap : fermer.</translation>
    </message>
    <message>
        <source>First move.</source>
        <translation>Premier coup.</translation>
    </message>
    <message>
        <source>Last move.</source>
        <translation>Dernier coup.</translation>
    </message>
    <message>
        <source>No other round that way.</source>
        <translation>Pas d&apos;autre manche dans ce sens.</translation>
    </message>
    <message>
        <source>Heard from your seat.</source>
        <translation>Entendue depuis votre place.</translation>
    </message>
    <message>
        <source>Heard as a spectator.</source>
        <translation>Entendue sans place à la table.</translation>
    </message>
    <message>
        <source>Heard from {player}&apos;s seat, with that player&apos;s cards.</source>
        <translation>Entendue depuis la place de {player}, avec les cartes de cette place.</translation>
    </message>
    <message>
        <source>Export the match as text</source>
        <translation>Exporter la partie en texte</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Fichiers texte (*.txt)</translation>
    </message>
    <message>
        <source>The match could not be exported: {why}</source>
        <translation>La partie n&apos;a pas pu être exportée : {why}</translation>
    </message>
    <message>
        <source>The match was written to {file}.</source>
        <translation>La partie a été écrite dans {file}.</translation>
    </message>
    <message>
        <source>This match cannot be replayed: {reason}.</source>
        <translation>Cette partie ne peut pas être revue : {reason}.</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <source>No game is on the table.</source>
        <translation>Aucune partie sur la table.</translation>
    </message>
    <message>
        <source>Nothing to say.</source>
        <translation>Rien à signaler.</translation>
    </message>
    <message>
        <source>No message there.</source>
        <translation>Pas de message ici.</translation>
    </message>
    <message>
        <source>Nothing happened since your last turn.</source>
        <translation>Rien ne s&apos;est passé depuis votre dernier tour.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>the file is not readable JSON</source>
        <translation>le fichier n&apos;est pas du JSON lisible</translation>
    </message>
    <message>
        <source>the file is not a Tablée save</source>
        <translation>le fichier n&apos;est pas une sauvegarde Tablée</translation>
    </message>
    <message>
        <source>the file comes from another version of Tablée</source>
        <translation>le fichier provient d&apos;une autre version de Tablée</translation>
    </message>
    <message>
        <source>the file was written by a newer version of Tablée (save format {version}; this version reads formats up to {current})</source>
        <translation>le fichier a été écrit par une version plus récente de Tablée (format de sauvegarde {version} ; cette version lit les formats jusqu&apos;au {current})</translation>
    </message>
    <message>
        <source>the file names a game Tablée does not know</source>
        <translation>le fichier indique un jeu que Tablée ne connaît pas</translation>
    </message>
    <message>
        <source>the file is a save of another game</source>
        <translation>le fichier est une sauvegarde d&apos;un autre jeu</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>le fichier est endommagé</translation>
    </message>
    <message>
        <source>the file is far too big to be a save</source>
        <translation>le fichier est bien trop gros pour être une sauvegarde</translation>
    </message>
    <message>
        <source>The saved game {file} could not be opened: {reason}. It was set aside as {moved}; nothing else is lost.</source>
        <translation>La partie enregistrée {file} n&apos;a pas pu être ouverte : {reason}. Elle a été mise de côté sous le nom {moved} ; rien d&apos;autre n&apos;est perdu.</translation>
    </message>
    <message>
        <source>The saved game {file} could not be opened: {reason}. The file is kept as it is.</source>
        <translation>La partie sauvegardée {file} n&apos;a pas pu être ouverte : {reason}. Le fichier est conservé tel quel.</translation>
    </message>
    <message>
        <source>{game} with {players}</source>
        <translation>{game} avec {players}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Screen reader</source>
        <translation>Lecteur d&apos;écran</translation>
    </message>
    <message>
        <source>Screen reader, direct (NVDA, JAWS, VoiceOver)</source>
        <translation>Lecteur d&apos;écran, en direct (NVDA, JAWS, VoiceOver)</translation>
    </message>
    <message>
        <source>Built-in voice</source>
        <translation>Voix intégrée</translation>
    </message>
    <message>
        <source>Second voice (pyttsx3)</source>
        <translation>Deuxième voix (pyttsx3)</translation>
    </message>
    <message>
        <source>Screen reader and voice</source>
        <translation>Lecteur d&apos;écran et voix</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>All messages</source>
        <translation>Tous les messages</translation>
    </message>
    <message>
        <source>My moves and urgent messages</source>
        <translation>Mes coups et les messages urgents</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Brief</source>
        <translation>Brève</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Detailed</source>
        <translation>Détaillée</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast (yellow on black)</source>
        <translation>Contraste élevé (jaune sur noir)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Speech output</source>
        <translation>Sortie vocale</translation>
    </message>
    <message>
        <source>Messages on the braille display</source>
        <translation>Messages sur la plage braille</translation>
    </message>
    <message>
        <source>Verbosity</source>
        <translation>Verbosité</translation>
    </message>
    <message>
        <source>Speech rate</source>
        <translation>Débit de la parole</translation>
    </message>
    <message>
        <source>Speech volume</source>
        <translation>Volume de la parole</translation>
    </message>
    <message>
        <source>Silence the other players&apos; moves</source>
        <translation>Taire les coups des autres joueurs</translation>
    </message>
    <message>
        <source>Silence draws and refills</source>
        <translation>Taire les pioches et les réapprovisionnements</translation>
    </message>
    <message>
        <source>Silence hints</source>
        <translation>Taire les conseils</translation>
    </message>
    <message>
        <source>Pause after each computer move (milliseconds)</source>
        <translation>Pause après chaque coup de l&apos;ordinateur (millisecondes)</translation>
    </message>
    <message>
        <source>Ask before costly moves</source>
        <translation>Demander confirmation avant les coups coûteux</translation>
    </message>
    <message>
        <source>Sound cues</source>
        <translation>Signaux sonores</translation>
    </message>
    <message>
        <source>Sound cue volume</source>
        <translation>Volume des signaux sonores</translation>
    </message>
    <message>
        <source>Num Win memory aid (repeat face-down cards)</source>
        <translation>Aide-mémoire Num Win (répéter les cartes face cachée)</translation>
    </message>
    <message>
        <source>Num Win claim window (milliseconds, 0 for untimed)</source>
        <translation>Fenêtre de récupération Num Win (millisecondes, 0 pour sans limite)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voix</translation>
    </message>
    <message>
        <source>Voice pitch</source>
        <translation>Hauteur de la voix</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Zoom (percent, Ctrl+Plus and Ctrl+Minus)</source>
        <translation>Zoom (pour cent, Ctrl+Plus et Ctrl+Moins)</translation>
    </message>
    <message>
        <source>Output in use</source>
        <translation>Sortie utilisée</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Change the &amp;keys…</source>
        <translation>Changer les &amp;touches…</translation>
    </message>
    <message>
        <source>Change the keys</source>
        <translation>Changer les touches</translation>
    </message>
    <message>
        <source>My &amp;tactile code…</source>
        <translation>Mon &amp;code tactile…</translation>
    </message>
    <message>
        <source>My tactile code</source>
        <translation>Mon code tactile</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
</context>
<context>
    <name>speech</name>
    <message>
        <source>{reader}, direct</source>
        <translation>{reader}, en direct</translation>
    </message>
    <message>
        <source>Screen reader, through accessibility announcements</source>
        <translation>Lecteur d&apos;écran, par les annonces d&apos;accessibilité</translation>
    </message>
    <message>
        <source>Built-in voice (speech-dispatcher)</source>
        <translation>Voix intégrée (speech-dispatcher)</translation>
    </message>
    <message>
        <source>Built-in voice (Qt)</source>
        <translation>Voix intégrée (Qt)</translation>
    </message>
    <message>
        <source>Second voice (pyttsx3)</source>
        <translation>Seconde voix (pyttsx3)</translation>
    </message>
    <message>
        <source>None: messages are only kept in the history</source>
        <translation>Aucune : les messages sont seulement gardés dans l&apos;historique</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>No opponent.</source>
        <translation>Aucun adversaire.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>No {value} here.</source>
        <translation>Pas de {value} ici.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
</context>
<context>
    <name>tactile</name>
    <message>
        <source>2 Win stars: {shape}, one or two, top right</source>
        <translation>Étoiles de 2 Win : {shape}, une ou deux, en haut à droite</translation>
    </message>
    <message>
        <source>Tactile code legend</source>
        <translation>Légende du code tactile</translation>
    </message>
    <message>
        <source>Each colour has a shape, drawn top left on the card; under it, the value as marks read from the top: a bar counts five, a dot one, a ring alone zero. Use the arrows to go through the legend.</source>
        <translation>Chaque couleur a une forme, dessinée en haut à gauche de la carte ; en dessous, la valeur en repères lus de haut en bas : une barre vaut cinq, un point un, un anneau seul zéro. Parcourez la légende avec les flèches.</translation>
    </message>
    <message>
        <source>&amp;Change my code…</source>
        <translation>&amp;Modifier mon code…</translation>
    </message>
    <message>
        <source>Change my code</source>
        <translation>Modifier mon code</translation>
    </message>
    <message>
        <source>&amp;Print sticker sheets…</source>
        <translation>&amp;Imprimer les planches d&apos;autocollants…</translation>
    </message>
    <message>
        <source>Print sticker sheets</source>
        <translation>Imprimer les planches d&apos;autocollants</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>My tactile code</source>
        <translation>Mon code tactile</translation>
    </message>
    <message>
        <source>Change the shape of each colour and the marks of each value to match the stickers on your own cards. Marks are read from the top: bar, dot or ring, separated by spaces.</source>
        <translation>Changez la forme de chaque couleur et les repères de chaque valeur pour qu&apos;ils correspondent aux autocollants de vos propres cartes. Les repères se lisent de haut en bas : barre, point ou anneau, séparés par des espaces.</translation>
    </message>
    <message>
        <source>Shape for {colour}</source>
        <translation>Forme pour {colour}</translation>
    </message>
    <message>
        <source>Marks for {value}</source>
        <translation>Repères pour {value}</translation>
    </message>
    <message>
        <source>&amp;Back to the default code</source>
        <translation>&amp;Revenir au code par défaut</translation>
    </message>
    <message>
        <source>Back to the default code</source>
        <translation>Revenir au code par défaut</translation>
    </message>
    <message>
        <source>Refused: {other} already has {shape}, and two colours cannot share a shape. Change {other} first.</source>
        <translation>Refusé : {other} a déjà {shape}, et deux couleurs ne peuvent pas avoir la même forme. Changez d&apos;abord {other}.</translation>
    </message>
    <message>
        <source>Refused: “{word}” is not a mark; use bar, dot or ring.</source>
        <translation>Refusé : « {word} » n&apos;est pas un repère ; utilisez barre, point ou anneau.</translation>
    </message>
    <message>
        <source>Refused: a value needs at least one mark.</source>
        <translation>Refusé : une valeur a besoin d&apos;au moins un repère.</translation>
    </message>
    <message>
        <source>Refused: {other} already has these marks, and two values cannot share a pattern. Change {other} first.</source>
        <translation>Refusé : {other} a déjà ces repères, et deux valeurs ne peuvent pas avoir les mêmes. Changez d&apos;abord {other}.</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <source>{change}. Saved; every card now shows it.</source>
        <translation>{change}. Enregistré ; toutes les cartes l&apos;affichent maintenant.</translation>
    </message>
    <message>
        <source>The tactile code is back to its defaults.</source>
        <translation>Le code tactile est revenu à ses valeurs par défaut.</translation>
    </message>
    <message>
        <source>a circle</source>
        <translation>un rond</translation>
    </message>
    <message>
        <source>a triangle</source>
        <translation>un triangle</translation>
    </message>
    <message>
        <source>a square</source>
        <translation>un carré</translation>
    </message>
    <message>
        <source>a diamond</source>
        <translation>un losange</translation>
    </message>
    <message>
        <source>a cross</source>
        <translation>une croix</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>un cœur</translation>
    </message>
    <message>
        <source>a hexagon</source>
        <translation>un hexagone</translation>
    </message>
    <message>
        <source>a star</source>
        <translation>une étoile</translation>
    </message>
    <message>
        <source>a pentagon</source>
        <translation>un pentagone</translation>
    </message>
    <message>
        <source>a spade</source>
        <translation>un pique</translation>
    </message>
    <message>
        <source>a playing-card heart</source>
        <translation>un cœur de carte à jouer</translation>
    </message>
    <message>
        <source>a playing-card diamond</source>
        <translation>un carreau de carte à jouer</translation>
    </message>
    <message>
        <source>a club</source>
        <translation>un trèfle</translation>
    </message>
    <message>
        <source>an arch</source>
        <translation>une arche</translation>
    </message>
    <message>
        <source>a crescent moon</source>
        <translation>un croissant de lune</translation>
    </message>
    <message>
        <source>two opposite arrows</source>
        <translation>deux flèches opposées</translation>
    </message>
    <message>
        <source>a card half filled</source>
        <translation>une carte à moitié pleine</translation>
    </message>
    <message>
        <source>an atom with its rings</source>
        <translation>un atome et ses anneaux</translation>
    </message>
    <message>
        <source>a lightning bolt</source>
        <translation>un éclair</translation>
    </message>
    <message>
        <source>a bar</source>
        <translation>une barre</translation>
    </message>
    <message>
        <source>two bars</source>
        <translation>deux barres</translation>
    </message>
    <message>
        <source>three bars</source>
        <translation>trois barres</translation>
    </message>
    <message>
        <source>a dot</source>
        <translation>un point</translation>
    </message>
    <message>
        <source>two dots</source>
        <translation>deux points</translation>
    </message>
    <message>
        <source>three dots</source>
        <translation>trois points</translation>
    </message>
    <message>
        <source>four dots</source>
        <translation>quatre points</translation>
    </message>
    <message>
        <source>a ring</source>
        <translation>un anneau</translation>
    </message>
    <message>
        <source>two rings</source>
        <translation>deux anneaux</translation>
    </message>
    <message>
        <source>{n} bars</source>
        <translation>{n} barres</translation>
    </message>
    <message>
        <source>{n} dots</source>
        <translation>{n} points</translation>
    </message>
    <message>
        <source>{n} rings</source>
        <translation>{n} anneaux</translation>
    </message>
    <message>
        <source>bar</source>
        <extracomment>One word per mark, for typing a pattern; both languages are always understood.</extracomment>
        <translation>barre</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>point</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>anneau</translation>
    </message>
    <message>
        <source>{colour}: {shape}</source>
        <translation>{colour} : {shape}</translation>
    </message>
    <message>
        <source>{value}: {pattern}</source>
        <translation>{value} : {pattern}</translation>
    </message>
</context>
<context>
    <name>tutor</name>
    <message>
        <source>(no key: choose one in Settings)</source>
        <translation>(aucune touche : choisissez-en une dans les Paramètres)</translation>
    </message>
    <message>
        <source>Undo is off during a tutorial: a wrong move is not played.</source>
        <translation>L&apos;annulation est désactivée pendant un tutoriel : un coup erroné n&apos;est pas joué.</translation>
    </message>
    <message>
        <source>Step skipped.</source>
        <translation>Étape passée.</translation>
    </message>
    <message>
        <source>Wait for your turn, then skip.</source>
        <translation>Attendez votre tour, puis passez l&apos;étape.</translation>
    </message>
    <message>
        <source>Step skipped: the move is played for you.</source>
        <translation>Étape passée : le coup est joué pour vous.</translation>
    </message>
    <message>
        <source>Tutorial left at step {step} of {total}; the Learn {game} button takes it up there.</source>
        <translation>Tutoriel quitté à l&apos;étape {step} sur {total} ; le bouton Apprendre {game} le reprend là.</translation>
    </message>
    <message>
        <source>&amp;Play a real match</source>
        <translation>&amp;Jouer une vraie partie</translation>
    </message>
    <message>
        <source>&amp;Back to the home screen</source>
        <translation>&amp;Retour à l&apos;écran d&apos;accueil</translation>
    </message>
    <message>
        <source>There is no tutorial for {game} yet.</source>
        <translation>Il n&apos;y a pas encore de tutoriel pour {game}.</translation>
    </message>
    <message>
        <source>The tutorial for {game} could not be read: its file is damaged.</source>
        <translation>Le tutoriel de {game} n&apos;a pas pu être lu : son fichier est abîmé.</translation>
    </message>
</context>
<context>
    <name>twowin</name>
    <message>
        <source>{n} star</source>
        <translation>{n} étoile</translation>
    </message>
    <message>
        <source>{n} stars</source>
        <translation>{n} étoiles</translation>
    </message>
    <message>
        <source>{digit} {colour}</source>
        <translation>{digit} {colour}</translation>
    </message>
    <message>
        <source>{value}: tens {tens}, units {units}</source>
        <translation>{value} : dizaine {tens}, unité {units}</translation>
    </message>
    <message>
        <source>{number}, {stars}</source>
        <translation>{number}, {stars}</translation>
    </message>
    <message>
        <source>no star</source>
        <translation>aucune étoile</translation>
    </message>
    <message>
        <source>{value} ({tens} and {units}, {stars})</source>
        <translation>{value} ({tens} et {units}, {stars})</translation>
    </message>
    <message>
        <source>2 Win with {players} players: {hand} cards each, {pile} cards in the pile. Each round, everyone passes a card, then composes a number higher than their last one.</source>
        <translation>2 Win à {players} joueurs : {hand} cartes chacun, {pile} cartes dans la pile. À chaque tour, tout le monde passe une carte, puis compose un nombre supérieur à son précédent.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Votre main : {cards}.</translation>
    </message>
    <message>
        <source>Round {round}. Still in: {players}.</source>
        <translation>Tour {round}. Encore en lice : {players}.</translation>
    </message>
    <message>
        <source>Round {round}.</source>
        <translation>Tour {round}.</translation>
    </message>
    <message>
        <source>Pass step: {players} each pass a card to the left.</source>
        <translation>Étape passer une carte : {players} passent chacun une carte à gauche.</translation>
    </message>
    <message>
        <source>Compose step: {players} each compose a number.</source>
        <translation>Étape composer un nombre : {players} composent chacun un nombre.</translation>
    </message>
    <message>
        <source>pass a card to {receiver}; {giver} passes one to you.</source>
        <translation>passez une carte à {receiver} ; {giver} vous en passe une.</translation>
    </message>
    <message>
        <source>compose any two-digit number: the tens card, then the units card.</source>
        <translation>composez le nombre à deux chiffres de votre choix : la carte des dizaines, puis celle des unités.</translation>
    </message>
    <message>
        <source>compose a number higher than {minimum}: the tens card, then the units card.</source>
        <translation>composez un nombre supérieur à {minimum} : la carte des dizaines, puis celle des unités.</translation>
    </message>
    <message>
        <source>Waiting for {players}.</source>
        <translation>Reste à choisir : {players}.</translation>
    </message>
    <message>
        <source>{player} has chosen.</source>
        <translation>{player} a choisi.</translation>
    </message>
    <message>
        <source>{player} has chosen; waiting for {players}.</source>
        <translation>{player} a choisi ; reste à choisir : {players}.</translation>
    </message>
    <message>
        <source>You pass {card} to {player}.</source>
        <translation>Vous passez {card} à {player}.</translation>
    </message>
    <message>
        <source>You compose {number}; it stays hidden until everyone has chosen.</source>
        <translation>Vous composez {number} ; il reste caché jusqu&apos;à ce que tout le monde ait choisi.</translation>
    </message>
    <message>
        <source>{player} passes you {card}.</source>
        <translation>{player} vous passe {card}.</translation>
    </message>
    <message>
        <source>The cards are passed: each player still in gets one from the right.</source>
        <translation>Les cartes sont passées : chaque joueur encore en lice en reçoit une de sa droite.</translation>
    </message>
    <message>
        <source>Round {round} reveal: {numbers}. {draws}</source>
        <translation>Révélation du tour {round} : {numbers}. {draws}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Numbers: {numbers}. Draws: {draws}.</source>
        <translation>Nombres : {numbers}. Pioches : {draws}.</translation>
    </message>
    <message>
        <source>{player} draws {cards}</source>
        <translation>{player} pioche {cards}</translation>
    </message>
    <message>
        <source>{player} {value}, {tens} and {units}, {stars}</source>
        <translation>{player} {value}, {tens} et {units}, {stars}</translation>
    </message>
    <message>
        <source>You draw {cards}: {reasons}.</source>
        <translation>Vous piochez {cards} : {reasons}.</translation>
    </message>
    <message>
        <source>{card} with {stars}</source>
        <translation>{card} avec {stars}</translation>
    </message>
    <message>
        <source>Round {round}: {numbers}.</source>
        <translation>Tour {round} : {numbers}.</translation>
    </message>
    <message>
        <source>You draw nothing.</source>
        <translation>Vous ne piochez rien.</translation>
    </message>
    <message>
        <source>Nobody draws.</source>
        <translation>Personne ne pioche.</translation>
    </message>
    <message>
        <source>{player} draws {cards}: {reasons}.</source>
        <translation>{player} pioche {cards} : {reasons}.</translation>
    </message>
    <message>
        <source>No card for {players}.</source>
        <translation>Aucune carte pour {players}.</translation>
    </message>
    <message>
        <source>No number has a star: nobody draws for stars.</source>
        <translation>Aucun nombre n&apos;a d&apos;étoile : personne ne pioche pour les étoiles.</translation>
    </message>
    <message>
        <source>the highest number ({value}, tied)</source>
        <translation>le nombre le plus élevé ({value}, à égalité)</translation>
    </message>
    <message>
        <source>the highest number ({value})</source>
        <translation>le nombre le plus élevé ({value})</translation>
    </message>
    <message>
        <source>the most stars ({stars}, tied)</source>
        <translation>le plus d&apos;étoiles ({stars}, à égalité)</translation>
    </message>
    <message>
        <source>the most stars ({stars})</source>
        <translation>le plus d&apos;étoiles ({stars})</translation>
    </message>
    <message>
        <source>a double</source>
        <translation>deux chiffres identiques</translation>
    </message>
    <message>
        <source>a run of 3 {colour} in the tens</source>
        <translation>une série de 3 {colour} aux dizaines</translation>
    </message>
    <message>
        <source>a run of 3 {colour} in the units</source>
        <translation>une série de 3 {colour} aux unités</translation>
    </message>
    <message>
        <source>The pile is empty: {abandoned} from the players who abandoned and {numbers} from older numbers (everyone keeps their last 5 numbers) are shuffled into a new pile of {size}.</source>
        <translation>La pile est épuisée : {abandoned} des joueurs qui ont abandonné et {numbers} des anciens nombres (chacun garde ses 5 derniers nombres) sont mélangées en une nouvelle pile de {size}.</translation>
    </message>
    <message>
        <source>New pile: {size}.</source>
        <translation>Nouvelle pile : {size}.</translation>
    </message>
    <message>
        <source>The pile is empty: you lose {cards} of your draws.</source>
        <translation>La pile est vide : vous perdez {cards} de vos pioches.</translation>
    </message>
    <message>
        <source>The pile is empty: {player} loses {cards} of their draws.</source>
        <translation>La pile est vide : {player} perd {cards} de ses pioches.</translation>
    </message>
    <message>
        <source>You draw {cards}. You hold {hand}; {pile} left in the pile.</source>
        <translation>Vous piochez {cards}. Vous avez {hand} en main ; il en reste {pile} dans la pile.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>{player} has no card left to pass and abandons.</source>
        <translation>{player} n&apos;a plus de carte à passer et abandonne.</translation>
    </message>
    <message>
        <source>{player} has fewer than two cards, cannot compose a number and abandons.</source>
        <translation>{player} a moins de deux cartes, ne peut pas composer de nombre et abandonne.</translation>
    </message>
    <message>
        <source>{player} cannot compose a number higher than {previous} and abandons, with {cards} in hand.</source>
        <translation>{player} ne peut pas composer de nombre supérieur à {previous} et abandonne, avec {cards} en main.</translation>
    </message>
    <message>
        <source>{player} abandons.</source>
        <translation>{player} abandonne.</translation>
    </message>
    <message>
        <source>You abandon; wait to see who wins.</source>
        <translation>Vous abandonnez ; patientez pour savoir qui gagne.</translation>
    </message>
    <message>
        <source>You have no card left to pass.</source>
        <translation>Vous n&apos;avez plus de carte à passer.</translation>
    </message>
    <message>
        <source>You have {cards}: too few to compose a number.</source>
        <translation>Vous avez {cards} : trop peu pour composer un nombre.</translation>
    </message>
    <message>
        <source>No two of your cards make a number higher than {previous}.</source>
        <translation>Aucune paire de vos cartes ne fait un nombre supérieur à {previous}.</translation>
    </message>
    <message>
        <source>Your best would be {best}.</source>
        <translation>Votre meilleur nombre serait {best}.</translation>
    </message>
    <message>
        <source>everyone else has abandoned</source>
        <translation>tous les autres ont abandonné</translation>
    </message>
    <message>
        <source>nobody else holds a card</source>
        <translation>personne d&apos;autre n&apos;a de carte en main</translation>
    </message>
    <message>
        <source>Game over: {why}. You win, the last one still in.</source>
        <translation>Partie terminée : {why}. Vous gagnez : personne d&apos;autre n&apos;est encore en lice.</translation>
    </message>
    <message>
        <source>Game over: {why}. {names} wins, the last one still in.</source>
        <translation>Partie terminée : {why}. {names} gagne : personne d&apos;autre n&apos;est encore en lice.</translation>
    </message>
    <message>
        <source>Game over: the last players still in abandoned together: {players}.</source>
        <translation>Partie terminée : les derniers joueurs encore en lice abandonnent en même temps : {players}.</translation>
    </message>
    <message>
        <source>You win with the most cards in hand ({cards}).</source>
        <translation>Vous gagnez avec le plus de cartes en main ({cards}).</translation>
    </message>
    <message>
        <source>{names} wins with the most cards in hand ({cards}).</source>
        <translation>{names} gagne avec le plus de cartes en main ({cards}).</translation>
    </message>
    <message>
        <source>Tied on cards ({cards}); you win with the smallest last number ({lasts}).</source>
        <translation>Égalité de cartes ({cards}) ; vous gagnez avec le plus petit dernier nombre ({lasts}).</translation>
    </message>
    <message>
        <source>Tied on cards ({cards}); {names} wins with the smallest last number ({lasts}).</source>
        <translation>Égalité de cartes ({cards}) ; {names} gagne avec le plus petit dernier nombre ({lasts}).</translation>
    </message>
    <message>
        <source>Tied on cards ({cards}) and on the last number ({lasts}): {names} share the win.</source>
        <comment>with you</comment>
        <translation>Égalité de cartes ({cards}) et de dernier nombre ({lasts}) : {names} partagez la victoire.</translation>
    </message>
    <message>
        <source>Tied on cards ({cards}) and on the last number ({lasts}): {names} share the win.</source>
        <translation>Égalité de cartes ({cards}) et de dernier nombre ({lasts}) : {names} se partagent la victoire.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>You have abandoned: you no longer play.</source>
        <translation>Vous avez abandonné : vous ne jouez plus.</translation>
    </message>
    <message>
        <source>You have already chosen; wait for the others.</source>
        <translation>Vous avez déjà choisi ; attendez les autres.</translation>
    </message>
    <message>
        <source>This is the pass step: choose a card to pass.</source>
        <translation>C&apos;est l&apos;étape passer une carte : choisissez une carte à passer.</translation>
    </message>
    <message>
        <source>This is the compose step: choose the tens card, then the units card.</source>
        <translation>C&apos;est l&apos;étape composer un nombre : choisissez la carte des dizaines, puis celle des unités.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>You picked the same card twice: choose another card for the units.</source>
        <translation>Vous avez pris deux fois la même carte : choisissez une autre carte pour les unités.</translation>
    </message>
    <message>
        <source>{value} is not higher than your {previous}.</source>
        <translation>{value} n&apos;est pas supérieur à votre {previous}.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Cette place n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Your numbers</source>
        <translation>Vos nombres</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>2 Win table</source>
        <translation>Table de 2 Win</translation>
    </message>
    <message>
        <source>This is your tens card: choose another card for the units, or Escape to put it back.</source>
        <translation>C&apos;est votre carte des dizaines : choisissez une autre carte pour les unités, ou Échap pour la reposer.</translation>
    </message>
    <message>
        <source>Tens: {card}.</source>
        <translation>Dizaines : {card}.</translation>
    </message>
    <message>
        <source>Enter again or {key} to confirm; Escape to change.</source>
        <translation>Entrée encore une fois ou {key} pour confirmer ; Échap pour changer.</translation>
    </message>
    <message>
        <source>Choose another units card, or Escape to change the tens card.</source>
        <translation>Choisissez une autre carte des unités, ou Échap pour changer la carte des dizaines.</translation>
    </message>
    <message>
        <source>This is the pass step: Enter on a card passes it.</source>
        <translation>C&apos;est l&apos;étape passer une carte : Entrée sur une carte la passe.</translation>
    </message>
    <message>
        <source>Choose the tens card first.</source>
        <translation>Choisissez d&apos;abord la carte des dizaines.</translation>
    </message>
    <message>
        <source>Now choose the units card.</source>
        <translation>Choisissez maintenant la carte des unités.</translation>
    </message>
    <message>
        <source>Units card put back: choose the units card.</source>
        <translation>Carte des unités reposée : choisissez la carte des unités.</translation>
    </message>
    <message>
        <source>Tens card put back: choose the tens card.</source>
        <translation>Carte des dizaines reposée : choisissez la carte des dizaines.</translation>
    </message>
    <message>
        <source>runs: none yet</source>
        <translation>séries : aucune pour l&apos;instant</translation>
    </message>
    <message>
        <source>runs: tens {tens} {t} of {of}, units {units} {u} of {of}</source>
        <translation>séries : dizaines {tens} {t} sur {of}, unités {units} {u} sur {of}</translation>
    </message>
    <message>
        <source>no number yet</source>
        <translation>aucun nombre pour l&apos;instant</translation>
    </message>
    <message>
        <source>last number {number}</source>
        <translation>dernier nombre {number}</translation>
    </message>
    <message>
        <source>You chose to pass {card} to {player}.</source>
        <translation>Vous avez choisi de passer {card} à {player}.</translation>
    </message>
    <message>
        <source>You chose {number}; it stays hidden until everyone has chosen.</source>
        <translation>Vous avez choisi {number} ; il reste caché jusqu&apos;à ce que tout le monde ait choisi.</translation>
    </message>
    <message>
        <source>No number yet: in round 1 any number will do.</source>
        <translation>Aucun nombre pour l&apos;instant : au premier tour, tout nombre convient.</translation>
    </message>
    <message>
        <source>Nobody has chosen yet.</source>
        <translation>Personne n&apos;a encore choisi.</translation>
    </message>
    <message>
        <source>Chosen: {chosen}; waiting for {waiting}.</source>
        <translation>Ont choisi : {chosen} ; reste à choisir : {waiting}.</translation>
    </message>
    <message>
        <source>pass step</source>
        <translation>étape passer une carte</translation>
    </message>
    <message>
        <source>compose step</source>
        <translation>étape composer un nombre</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation>La partie est terminée : victoire de {names}.</translation>
    </message>
    <message>
        <source>You have abandoned. Round {round}, {step}: {waiting}</source>
        <translation>Vous avez abandonné. Tour {round}, {step} : {waiting}</translation>
    </message>
    <message>
        <source>Your turn, round {round}: pass a card to {receiver}; {giver} passes one to you. Enter on a card of your hand passes it.</source>
        <translation>À vous, tour {round} : passez une carte à {receiver} ; {giver} vous en passe une. Entrée sur une carte de votre main la passe.</translation>
    </message>
    <message>
        <source>Your turn, round {round}: compose any number; yours go from {low} to {high}.</source>
        <translation>À vous, tour {round} : composez le nombre de votre choix ; vos cartes permettent de {low} à {high}.</translation>
    </message>
    <message>
        <source>Your turn, round {round}: compose a number higher than {previous}; yours go from {low} to {high}.</source>
        <translation>À vous, tour {round} : composez un nombre supérieur à {previous} ; vos cartes permettent de {low} à {high}.</translation>
    </message>
    <message>
        <source>Enter on a card of your hand picks the tens card.</source>
        <translation>Entrée sur une carte de votre main la prend pour les dizaines.</translation>
    </message>
    <message>
        <source>Tens picked: {card}; now the units card.</source>
        <translation>Dizaines choisies : {card} ; maintenant la carte des unités.</translation>
    </message>
    <message>
        <source>Picked: {value}; Enter again or {key} confirms it, Escape changes it.</source>
        <translation>Nombre choisi : {value} ; Entrée encore une fois ou {key} le confirme, Échap le change.</translation>
    </message>
    <message>
        <source>Your hand, {cards}: {list}.</source>
        <translation>Votre main, {cards} : {list}.</translation>
    </message>
    <message>
        <source>Your last number: {number}; {runs}.</source>
        <translation>Votre dernier nombre : {number} ; {runs}.</translation>
    </message>
    <message>
        <source>You have no number yet.</source>
        <translation>Vous n&apos;avez pas encore de nombre.</translation>
    </message>
    <message>
        <source>{player} {last}</source>
        <translation>{player} {last}</translation>
    </message>
    <message>
        <source>Game over. Last numbers: {lasts}. Pile: {pile}.</source>
        <translation>Partie terminée. Derniers nombres : {lasts}. Pile : {pile}.</translation>
    </message>
    <message>
        <source>Round {round}, {step}. {waiting} Last numbers: {lasts}. Pile: {pile}.</source>
        <translation>Tour {round}, {step}. {waiting} Derniers nombres : {lasts}. Pile : {pile}.</translation>
    </message>
    <message>
        <source>{n} number composed</source>
        <translation>{n} nombre composé</translation>
    </message>
    <message>
        <source>{n} numbers composed</source>
        <translation>{n} nombres composés</translation>
    </message>
    <message>
        <source>, {composed}, {runs}</source>
        <translation>, {composed}, {runs}</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>a abandonné</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>encore en lice</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>a choisi</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>choisit</translation>
    </message>
    <message>
        <source>{player}: {state}, {cards} in hand, {last}, {runs}.</source>
        <translation>{player} : {state}, {cards} en main, {last}, {runs}.</translation>
    </message>
    <message>
        <source>{player}: {status}, {cards}, last number {last}</source>
        <translation>{player} : {status}, {cards}, dernier nombre {last}</translation>
    </message>
    <message>
        <source>Winner: {names}.</source>
        <translation>Victoire : {names}.</translation>
    </message>
    <message>
        <source>{card}, chosen as tens</source>
        <translation>{card}, choisi pour les dizaines</translation>
    </message>
    <message>
        <source>{card}, chosen as units</source>
        <translation>{card}, choisi pour les unités</translation>
    </message>
    <message>
        <source>{card}, to pass</source>
        <translation>{card}, à passer</translation>
    </message>
    <message>
        <source>{card}, in your number</source>
        <translation>{card}, dans votre nombre</translation>
    </message>
    <message>
        <source>No units card makes a number higher than {previous} with this tens: press Escape and choose a higher tens card.</source>
        <translation>Aucune carte des unités ne fait un nombre supérieur à {previous} avec ces dizaines : appuyez sur Échap et choisissez des dizaines plus hautes.</translation>
    </message>
    <message>
        <source>Now choose the units card: any card will do.</source>
        <translation>Choisissez maintenant la carte des unités : n&apos;importe laquelle convient.</translation>
    </message>
    <message>
        <source>Now choose the units card: {low} or more.</source>
        <translation>Choisissez maintenant la carte des unités : {low} ou plus.</translation>
    </message>
    <message>
        <source>{value}: your first number, any number will do, good.</source>
        <translation>{value} : votre premier nombre, tout nombre convient, c&apos;est bon.</translation>
    </message>
    <message>
        <source>{value}: higher than your {previous}, good.</source>
        <translation>{value} : supérieur à votre {previous}, c&apos;est bon.</translation>
    </message>
    <message>
        <source>{value}: not higher than your {previous}.</source>
        <translation>{value} : pas supérieur à votre {previous}.</translation>
    </message>
    <message>
        <source>Enter in your hand, pass step</source>
        <translation>Entrée dans votre main, étape passer une carte</translation>
    </message>
    <message>
        <source>pass that card</source>
        <translation>passer cette carte</translation>
    </message>
    <message>
        <source>Enter in your hand, compose step</source>
        <translation>Entrée dans votre main, étape composer un nombre</translation>
    </message>
    <message>
        <source>pick the tens card, then the units card; the number and whether it is allowed are said</source>
        <translation>prendre la carte des dizaines, puis celle des unités ; le nombre est annoncé, et s&apos;il est permis</translation>
    </message>
    <message>
        <source>Enter again on the units card, or {key}</source>
        <translation>Entrée encore une fois sur la carte des unités, ou {key}</translation>
    </message>
    <message>
        <source>confirm the number</source>
        <translation>confirmer le nombre</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>put back the last card picked</source>
        <translation>reposer la dernière carte prise</translation>
    </message>
    <message>
        <source>a digit</source>
        <translation>un chiffre</translation>
    </message>
    <message>
        <source>jump to the next card of that digit</source>
        <translation>aller à la prochaine carte de ce chiffre</translation>
    </message>
</context>
<context>
    <name>vingtdeux</name>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>selected</source>
        <comment>the queen</comment>
        <translation>sélectionnée</translation>
    </message>
    <message>
        <source>not selected</source>
        <comment>the queen</comment>
        <translation>non sélectionnée</translation>
    </message>
    <message>
        <source>selected</source>
        <comment>a card other than the queen</comment>
        <translation>sélectionné</translation>
    </message>
    <message>
        <source>not selected</source>
        <comment>a card other than the queen</comment>
        <translation>non sélectionné</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <comment>the queen</comment>
        <translation>{card}, sélectionnée</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <comment>a card other than the queen</comment>
        <translation>{card}, sélectionné</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>un valet</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>une dame</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>un roi</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>un as</translation>
    </message>
    <message>
        <source>an {rank}</source>
        <translation>un {rank}</translation>
    </message>
    <message>
        <source>a {rank}</source>
        <translation>un {rank}</translation>
    </message>
    <message>
        <source>the jack</source>
        <translation>le valet</translation>
    </message>
    <message>
        <source>the queen</source>
        <translation>la dame</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>le roi</translation>
    </message>
    <message>
        <source>the ace</source>
        <translation>l&apos;as</translation>
    </message>
    <message>
        <source>the {rank}</source>
        <translation>le {rank}</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>2</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>3</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>4</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>5</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>6</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>9</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two {ranks}</source>
        <translation>deux {ranks}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>trois {ranks}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>quatre {ranks}</translation>
    </message>
    <message>
        <source>you keep the lead</source>
        <translation>vous gardez la main</translation>
    </message>
    <message>
        <source>{player} keeps the lead</source>
        <translation>{player} garde la main</translation>
    </message>
    <message>
        <source>{rank} for {player}</source>
        <translation>{rank} pour {player}</translation>
    </message>
    <message>
        <source>{players} tie for the highest card and draw again.</source>
        <comment>with you</comment>
        <translation>{players} êtes à égalité pour la plus haute carte et tirez à nouveau.</translation>
    </message>
    <message>
        <source>{players} tie for the highest card and draw again.</source>
        <translation>{players} sont à égalité pour la plus haute carte et tirent à nouveau.</translation>
    </message>
    <message>
        <source>Highest card: you deal first.</source>
        <translation>Plus haute carte : vous donnez en premier.</translation>
    </message>
    <message>
        <source>Highest card: {player} deals first.</source>
        <translation>Plus haute carte : {player} donne en premier.</translation>
    </message>
    <message>
        <source>Draw for the first dealer: {draws}. {outcome}</source>
        <translation>Tirage du premier donneur : {draws}. {outcome}</translation>
    </message>
    <message>
        <source>You deal {cards} each.</source>
        <translation>Vous distribuez {cards} à chacun.</translation>
    </message>
    <message>
        <source>{player} deals {cards} each.</source>
        <translation>{player} distribue {cards} à chacun.</translation>
    </message>
    <message>
        <source>You took the last trick with {rank}, worth {points}: you deal {cards} each.</source>
        <translation>Vous avez pris la dernière levée avec {rank}, qui vaut {points} : vous distribuez {cards} à chacun.</translation>
    </message>
    <message>
        <source>{player} took the last trick with {rank}, worth {points}: {player} deals {cards} each.</source>
        <translation>{player} a pris la dernière levée avec {rank}, qui vaut {points} : {player} distribue {cards} à chacun.</translation>
    </message>
    <message>
        <source>Hand {n}.</source>
        <translation>Manche {n}.</translation>
    </message>
    <message>
        <source>The pack is too short: {cards} each instead.</source>
        <translation>Le paquet ne suffit pas : {cards} chacun seulement.</translation>
    </message>
    <message>
        <source>Being eliminated, you get no cards, then leave the table.</source>
        <translation>Hors jeu, vous ne recevez pas de cartes, puis vous quittez la table.</translation>
    </message>
    <message>
        <source>Being eliminated, {player} gets no cards, then leaves the table.</source>
        <translation>Hors jeu, {player} ne reçoit pas de cartes, puis quitte la table.</translation>
    </message>
    <message>
        <source>Stock: {cards}.</source>
        <translation>Pioche : {cards}.</translation>
    </message>
    <message>
        <source>You exchange first, then lead.</source>
        <translation>Vous échangez en premier, puis vous entamez.</translation>
    </message>
    <message>
        <source>{player} exchanges first, then leads.</source>
        <translation>{player} échange en premier, puis entame.</translation>
    </message>
    <message>
        <source>Hand {n}: {cards} each.</source>
        <translation>Manche {n} : {cards} chacun.</translation>
    </message>
    <message>
        <source>Your cards: {cards}.</source>
        <translation>Vos cartes : {cards}.</translation>
    </message>
    <message>
        <source>The stock is empty: you cannot exchange.</source>
        <translation>La pioche est vide : vous ne pouvez pas échanger.</translation>
    </message>
    <message>
        <source>The stock is empty: {player} cannot exchange.</source>
        <translation>La pioche est vide : {player} ne peut pas échanger.</translation>
    </message>
    <message>
        <source>You keep all your cards.</source>
        <translation>Vous gardez toutes vos cartes.</translation>
    </message>
    <message>
        <source>{player} keeps all their cards.</source>
        <translation>{player} garde toutes ses cartes.</translation>
    </message>
    <message>
        <source>You discard {discarded} and draw {drawn}. Stock: {stock}.</source>
        <translation>Vous défaussez {discarded} et piochez {drawn}. Pioche : {stock}.</translation>
    </message>
    <message>
        <source>{player} exchanges {cards}. Stock: {stock}.</source>
        <translation>{player} échange {cards}. Pioche : {stock}.</translation>
    </message>
    <message>
        <source>exchange. Select the cards to discard with Space, then {exchange}; or keep all with {keep}.</source>
        <translation>échange. Sélectionnez les cartes à défausser avec Espace, puis {exchange} ; ou gardez tout avec {keep}.</translation>
    </message>
    <message>
        <source>lead trick {n}: one card, or several of one rank, keeping one card.</source>
        <translation>entamez la levée {n} : une carte, ou plusieurs de même valeur, en gardant une carte.</translation>
    </message>
    <message>
        <source>play a card that equals or beats {best}, played by {player}, or your lowest card.</source>
        <translation>jouez une carte qui égale ou bat {best} de {player}, ou votre carte la plus basse.</translation>
    </message>
    <message>
        <source>play {count} cards that equal or beat {best}, played by {player}, or your {count} lowest cards.</source>
        <translation>jouez {count} cartes qui égalent ou battent {best} de {player}, ou vos {count} cartes les plus basses.</translation>
    </message>
    <message>
        <source>You lead {cards}.</source>
        <translation>Vous entamez avec {cards}.</translation>
    </message>
    <message>
        <source>{player} leads {cards}.</source>
        <translation>{player} entame avec {cards}.</translation>
    </message>
    <message>
        <source>You play {cards}: beats {previous}, you take the lead.</source>
        <translation>Vous jouez {cards} : bat {previous}, vous prenez la main.</translation>
    </message>
    <message>
        <source>{player} plays {cards}: beats {previous} and takes the lead.</source>
        <translation>{player} joue {cards} : bat {previous} et prend la main.</translation>
    </message>
    <message>
        <source>You play {cards}: equals {previous}, you take the lead.</source>
        <translation>Vous jouez {cards} : égale {previous}, vous prenez la main.</translation>
    </message>
    <message>
        <source>{player} plays {cards}: equals {previous} and takes the lead.</source>
        <translation>{player} joue {cards} : égale {previous} et prend la main.</translation>
    </message>
    <message>
        <source>You play your lowest card, {cards}; {holder}.</source>
        <translation>Vous jouez votre carte la plus basse, {cards} ; {holder}.</translation>
    </message>
    <message>
        <source>{player} plays their lowest card, {cards}; {holder}.</source>
        <translation>{player} joue sa carte la plus basse, {cards} ; {holder}.</translation>
    </message>
    <message>
        <source>You play your lowest cards, {cards}; {holder}.</source>
        <translation>Vous jouez vos cartes les plus basses, {cards} ; {holder}.</translation>
    </message>
    <message>
        <source>{player} plays their lowest cards, {cards}; {holder}.</source>
        <translation>{player} joue ses cartes les plus basses, {cards} ; {holder}.</translation>
    </message>
    <message>
        <source>{player}: {cards}.</source>
        <translation>{player} : {cards}.</translation>
    </message>
    <message>
        <source>You take trick {n} with {best} and lead next.</source>
        <translation>Vous prenez la levée {n} avec {best} et entamez la suivante.</translation>
    </message>
    <message>
        <source>{player} takes trick {n} with {best} and leads next.</source>
        <translation>{player} prend la levée {n} avec {best} et entame la suivante.</translation>
    </message>
    <message>
        <source>One card left each: the last trick.</source>
        <translation>Une carte chacun : c&apos;est la dernière levée.</translation>
    </message>
    <message>
        <source>{cards} left each.</source>
        <translation>Il reste {cards} à chacun.</translation>
    </message>
    <message>
        <source>You take it with {rank} and keep it as a scoring card.</source>
        <translation>Vous la prenez avec {rank} et gardez cette carte comme carte à points.</translation>
    </message>
    <message>
        <source>{player} takes it with {rank} and keeps it as a scoring card.</source>
        <translation>{player} la prend avec {rank} et garde cette carte comme carte à points.</translation>
    </message>
    <message>
        <source>Tie on {rank}: {players} each keep your own card as a scoring card.</source>
        <translation>Égalité sur {rank} : {players} gardez chacun votre carte comme carte à points.</translation>
    </message>
    <message>
        <source>Tie on {rank}: {players} each keep their own card as a scoring card.</source>
        <translation>Égalité sur {rank} : {players} gardent chacun leur carte comme carte à points.</translation>
    </message>
    <message>
        <source>Last trick: {plays}. {outcome}</source>
        <translation>Dernière levée : {plays}. {outcome}</translation>
    </message>
    <message>
        <source>Last trick: {outcome}</source>
        <translation>Dernière levée : {outcome}</translation>
    </message>
    <message>
        <source>You score {points}; total {total}.</source>
        <translation>Vous marquez {points} ; total {total}.</translation>
    </message>
    <message>
        <source>{player} scores {points}; total {total}.</source>
        <translation>{player} marque {points} ; total {total}.</translation>
    </message>
    <message>
        <source>With {total} points, you are eliminated.</source>
        <translation>Avec {total} points, vous êtes hors jeu.</translation>
    </message>
    <message>
        <source>With {total} points, {player} is eliminated.</source>
        <translation>Avec {total} points, {player} est hors jeu.</translation>
    </message>
    <message>
        <source>Game over. You win: the last player left.</source>
        <translation>Partie terminée. Vous gagnez : personne d&apos;autre n&apos;est encore en lice.</translation>
    </message>
    <message>
        <source>Game over. {player} wins: the last player left.</source>
        <translation>Partie terminée. {player} gagne : personne d&apos;autre n&apos;est encore en lice.</translation>
    </message>
    <message>
        <source>Game over. Everyone left reached 22 together: the lowest score wins, {players} with {points}.</source>
        <translation>Partie terminée. Tous les joueurs restants atteignent 22 en même temps : le score le plus bas gagne, {players} avec {points}.</translation>
    </message>
    <message>
        <source>Game over. Everyone left reached 22 together: {players} share the win with {points}.</source>
        <comment>with you</comment>
        <translation>Partie terminée. Tous les joueurs restants atteignent 22 en même temps : {players} vous partagez la victoire avec {points}.</translation>
    </message>
    <message>
        <source>Game over. Everyone left reached 22 together: {players} share the win with {points}.</source>
        <translation>Partie terminée. Tous les joueurs restants atteignent 22 en même temps : {players} se partagent la victoire avec {points}.</translation>
    </message>
    <message>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <source>{head} Points: {totals}.</source>
        <translation>{head} Points : {totals}.</translation>
    </message>
    <message>
        <source>You must play {cards}.</source>
        <translation>Vous devez jouer {cards}.</translation>
    </message>
    <message>
        <source>You must keep one card for the last trick: lead at most {cards}.</source>
        <translation>Vous devez garder une carte pour la dernière levée : entamez avec {cards} au plus.</translation>
    </message>
    <message>
        <source>{played} does not equal or beat {best}, and it is not your lowest card ({lowest}).</source>
        <translation>{played} n&apos;égale ni ne bat {best}, et ce n&apos;est pas votre carte la plus basse ({lowest}).</translation>
    </message>
    <message>
        <source>{played} do not equal or beat {best}, and these are not your {count} lowest cards ({lowest}).</source>
        <translation>{played} n&apos;égalent ni ne battent {best}, et ce ne sont pas vos {count} cartes les plus basses ({lowest}).</translation>
    </message>
    <message>
        <source>The stock has only {cards}: exchange at most that many.</source>
        <translation>La pioche n&apos;a plus que {cards} : échangez-en au plus autant.</translation>
    </message>
    <message>
        <source>A lead must be one card, or cards of one rank.</source>
        <translation>Une entame doit être une carte, ou des cartes de même valeur.</translation>
    </message>
    <message>
        <source>Select cards with Space first.</source>
        <translation>Sélectionnez d&apos;abord des cartes avec Espace.</translation>
    </message>
    <message>
        <source>Each card can be played only once.</source>
        <translation>Chaque carte ne peut être jouée qu&apos;une fois.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>This is the exchange: exchange the selected cards ({exchange}) or keep all ({keep}).</source>
        <translation>C&apos;est le moment de l&apos;échange : échangez les cartes sélectionnées ({exchange}) ou gardez tout ({keep}).</translation>
    </message>
    <message>
        <source>The exchange is over: play cards.</source>
        <translation>L&apos;échange est terminé : jouez des cartes.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Current trick</source>
        <translation>Levée en cours</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Twenty-Two table</source>
        <translation>Table de Vingt-deux</translation>
    </message>
    <message>
        <source>Your points: {points}. Hand {n}, dealer: {player}.</source>
        <translation>Vos points : {points}. Manche {n}, donneur : {player}.</translation>
    </message>
    <message>
        <source>{card} {state}. {effect}</source>
        <translation>{card} {state}. {effect}</translation>
    </message>
    <message>
        <source>Select cards with Space first, or press Enter on a single card.</source>
        <translation>Sélectionnez d&apos;abord des cartes avec Espace, ou appuyez sur Entrée sur une seule carte.</translation>
    </message>
    <message>
        <source>You lead this trick: there are no lowest cards to follow with. Play one card, or several of one rank.</source>
        <translation>Vous entamez cette levée : il n&apos;y a pas de cartes les plus basses à fournir. Jouez une carte, ou plusieurs de même valeur.</translation>
    </message>
    <message>
        <source>They take the lead.</source>
        <translation>Elles prennent la main.</translation>
    </message>
    <message>
        <source>They do not take the lead.</source>
        <translation>Elles ne prennent pas la main.</translation>
    </message>
    <message>
        <source>Play your {count} lowest cards, {cards}? {what}</source>
        <translation>Jouer vos {count} cartes les plus basses, {cards} ? {what}</translation>
    </message>
    <message>
        <source>Play your lowest card, {cards}? It takes the lead.</source>
        <translation>Jouer votre carte la plus basse, {cards} ? Elle prend la main.</translation>
    </message>
    <message>
        <source>Play your lowest card, {cards}? It does not take the lead.</source>
        <translation>Jouer votre carte la plus basse, {cards} ? Elle ne prend pas la main.</translation>
    </message>
    <message>
        <source>Select the cards to discard with Space first, or keep all with {key}.</source>
        <translation>Sélectionnez d&apos;abord les cartes à défausser avec Espace, ou gardez tout avec {key}.</translation>
    </message>
    <message>
        <source>led</source>
        <translation>entame</translation>
    </message>
    <message>
        <source>beats, takes the lead</source>
        <translation>bat, prend la main</translation>
    </message>
    <message>
        <source>equals, takes the lead</source>
        <translation>égale, prend la main</translation>
    </message>
    <message>
        <source>lowest cards</source>
        <translation>plus basses</translation>
    </message>
    <message>
        <source>last card</source>
        <translation>dernière carte</translation>
    </message>
    <message>
        <source>{player}: {cards}, {effect}</source>
        <translation>{player} : {cards}, {effect}</translation>
    </message>
    <message>
        <source>{player}: exchanged {cards}</source>
        <translation>{player} : a échangé {cards}</translation>
    </message>
    <message>
        <source>{player}: kept all</source>
        <translation>{player} : a tout gardé</translation>
    </message>
    <message>
        <source>Previous trick: {player} took it with {cards}</source>
        <translation>Levée précédente : prise par {player} avec {cards}</translation>
    </message>
    <message>
        <source>Exchange round. Stock: {cards}.</source>
        <translation>Tour d&apos;échange. Pioche : {cards}.</translation>
    </message>
    <message>
        <source>Trick {n}: {player} leads.</source>
        <translation>Levée {n} : {player} entame.</translation>
    </message>
    <message>
        <source>Trick {n}: to beat {cards} ({player}).</source>
        <translation>Levée {n} : à battre {cards} ({player}).</translation>
    </message>
    <message>
        <source>{player}: eliminated with {points} points</source>
        <translation>{player} : hors jeu avec {points} points</translation>
    </message>
    <message>
        <source> ({cards})</source>
        <translation> ({cards})</translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, donneur</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>Aucune carte sélectionnée.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Sélection : {cards}.</translation>
    </message>
    <message>
        <source>To exchange: {cards}.</source>
        <translation>À échanger : {cards}.</translation>
    </message>
    <message>
        <source>{points} from elimination</source>
        <translation>à {points} de l&apos;élimination</translation>
    </message>
    <message>
        <source>{cards}: {n} of {count} to play.</source>
        <translation>{cards} : {n} sur {count} à jouer.</translation>
    </message>
    <message>
        <source>{player}: {cards} in hand, {points}</source>
        <translation>{player} : {cards} en main, {points}</translation>
    </message>
    <message>
        <source>{cards}: {why}</source>
        <translation>{cards} : {why}</translation>
    </message>
    <message>
        <source>{cards}: you can lead this.</source>
        <translation>{cards} : vous pouvez entamer avec.</translation>
    </message>
    <message>
        <source>{cards}: beats {best} and takes the lead.</source>
        <translation>{cards} : bat {best} et prend la main.</translation>
    </message>
    <message>
        <source>{cards}: equals {best} and takes the lead.</source>
        <translation>{cards} : égale {best} et prend la main.</translation>
    </message>
    <message>
        <source>{cards}: your lowest cards; {player} keeps the lead.</source>
        <translation>{cards} : vos cartes les plus basses ; {player} garde la main.</translation>
    </message>
    <message>
        <source>{cards}: your lowest card; {player} keeps the lead.</source>
        <translation>{cards} : votre carte la plus basse ; {player} garde la main.</translation>
    </message>
    <message>
        <source>{player} is exchanging.</source>
        <translation>{player} échange.</translation>
    </message>
    <message>
        <source>{player} is playing. {trick}</source>
        <translation>{player} joue. {trick}</translation>
    </message>
    <message>
        <source>Your turn to exchange: select the cards to discard with Space, then {exchange}; or keep all with {keep}. Stock: {cards}.</source>
        <translation>À vous d&apos;échanger : sélectionnez les cartes à défausser avec Espace, puis {exchange} ; ou gardez tout avec {keep}. Pioche : {cards}.</translation>
    </message>
    <message>
        <source>Your turn to lead trick {n}: one card, or several of one rank, keeping one card. Select with Space, play with Enter.</source>
        <translation>À vous d&apos;entamer la levée {n} : une carte, ou plusieurs de même valeur, en gardant une carte. Sélectionnez avec Espace, jouez avec Entrée.</translation>
    </message>
    <message>
        <source>Your turn: play a card that equals or beats {best}, played by {player}, or your lowest card, {lowest}, with {key}.</source>
        <translation>À vous : jouez une carte qui égale ou bat {best} de {player}, ou votre carte la plus basse, {lowest}, avec {key}.</translation>
    </message>
    <message>
        <source>Your turn: play {count} cards that equal or beat {best}, played by {player}, or your {count} lowest cards, {lowest}, with {key}.</source>
        <translation>À vous : jouez {count} cartes qui égalent ou battent {best} de {player}, ou vos {count} cartes les plus basses, {lowest}, avec {key}.</translation>
    </message>
    <message>
        <source>no scoring card</source>
        <translation>aucune carte à points</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>{player} {points} ({pile}; {state})</source>
        <translation>{player} {points} ({pile} ; {state})</translation>
    </message>
    <message>
        <source>Points ({limit} eliminates): {scores}.</source>
        <translation>Points (hors jeu à {limit}) : {scores}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Votre main est vide.</translation>
    </message>
    <message>
        <source>Your hand, {count}: {cards}.</source>
        <translation>Votre main, {count} : {cards}.</translation>
    </message>
    <message>
        <source>Hand {n}, dealer: {player}.</source>
        <translation>Manche {n}, donneur : {player}.</translation>
    </message>
    <message>
        <source>Space in your hand</source>
        <translation>Espace dans votre main</translation>
    </message>
    <message>
        <source>select or deselect the card; you hear what the selection would do</source>
        <translation>sélectionner ou désélectionner la carte ; vous entendez ce que ferait la sélection</translation>
    </message>
    <message>
        <source>Enter in your hand</source>
        <translation>Entrée dans votre main</translation>
    </message>
    <message>
        <source>play the selected cards (or the focused card), or exchange the selection</source>
        <translation>jouer les cartes sélectionnées (ou la carte sous le focus), ou échanger la sélection</translation>
    </message>
    <message>
        <source>2 to 9, 1 for 10, J, Q, K, A</source>
        <translation>2 à 9, 1 pour 10, J, Q, K, A</translation>
    </message>
    <message>
        <source>jump to the next card of that rank</source>
        <translation>aller à la prochaine carte de cette valeur</translation>
    </message>
    <message>
        <source>play the selected cards</source>
        <translation>jouer les cartes sélectionnées</translation>
    </message>
    <message>
        <source>play your lowest cards (asks first)</source>
        <translation>jouer vos cartes les plus basses (avec confirmation)</translation>
    </message>
    <message>
        <source>exchange the selected cards</source>
        <translation>échanger les cartes sélectionnées</translation>
    </message>
    <message>
        <source>keep all your cards (no exchange)</source>
        <translation>garder toutes vos cartes (pas d&apos;échange)</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>{n} {colour} card</source>
        <translation>{n} carte {colour}</translation>
    </message>
    <message>
        <source>{n} {colour} cards</source>
        <translation>{n} cartes {colour}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <extracomment>French "de"/"que" before a name that starts with a vowel: "d&apos;Ann", "qu&apos;Inès". Only a capital starts it: the fixed words of the translations are written elided already, so a capital after "de " is a name put in (players&apos; names; never H, which may be aspirated).</extracomment>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>{label}: {text}</source>
        <translation>{label} : {text}</translation>
    </message>
    <message>
        <source>{n} point</source>
        <translation>{n} point</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} points</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n} carte</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartes</translation>
    </message>
</context>
</TS>
