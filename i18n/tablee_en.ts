<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>actions</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>&amp;Host a network game</source>
        <translation>&amp;Host a network game</translation>
    </message>
    <message>
        <source>&amp;Join a network game</source>
        <translation>&amp;Join a network game</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Save game</translation>
    </message>
    <message>
        <source>&amp;Open a saved game</source>
        <translation>&amp;Open a saved game</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Se&amp;ttings</translation>
    </message>
    <message>
        <source>Match &amp;history and statistics</source>
        <translation>Match &amp;history and statistics</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Keys of this screen</source>
        <translation>&amp;Keys of this screen</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Rules of this game</translation>
    </message>
    <message>
        <source>Next region</source>
        <translation>Next region</translation>
    </message>
    <message>
        <source>Previous region</source>
        <translation>Previous region</translation>
    </message>
    <message>
        <source>Whose turn, and what to do</source>
        <translation>Whose turn, and what to do</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Score details</source>
        <translation>Score details</translation>
    </message>
    <message>
        <source>My hand or sheet</source>
        <translation>My hand or sheet</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>The table</translation>
    </message>
    <message>
        <source>Next opponent</source>
        <translation>Next opponent</translation>
    </message>
    <message>
        <source>Previous opponent</source>
        <translation>Previous opponent</translation>
    </message>
    <message>
        <source>What happened since my last turn</source>
        <translation>What happened since my last turn</translation>
    </message>
    <message>
        <source>Roll the chosen &amp;dice</source>
        <translation>Roll the chosen &amp;dice</translation>
    </message>
    <message>
        <source>&amp;Keep the roll</source>
        <translation>&amp;Keep the roll</translation>
    </message>
    <message>
        <source>&amp;Reroll the same dice</source>
        <translation>&amp;Reroll the same dice</translation>
    </message>
    <message>
        <source>Write nothing (&amp;mark nothing)</source>
        <translation>Write nothing (&amp;mark nothing)</translation>
    </message>
    <message>
        <source>&amp;Draw from the pile</source>
        <translation>&amp;Draw from the pile</translation>
    </message>
    <message>
        <source>&amp;Take the discard</source>
        <translation>&amp;Take the discard</translation>
    </message>
    <message>
        <source>Discard the drawn card</source>
        <translation>Discard the drawn card</translation>
    </message>
    <message>
        <source>Add the taken card to your combination</source>
        <translation>Add the taken card to your combination</translation>
    </message>
    <message>
        <source>&amp;Claim the discard</source>
        <translation>&amp;Claim the discard</translation>
    </message>
    <message>
        <source>Nothing to claim (pass)</source>
        <translation>Nothing to claim (pass)</translation>
    </message>
    <message>
        <source>Call Num &amp;Win</source>
        <translation>Call Num &amp;Win</translation>
    </message>
    <message>
        <source>&amp;End your turn</source>
        <translation>&amp;End your turn</translation>
    </message>
    <message>
        <source>&amp;Play the selected cards</source>
        <translation>&amp;Play the selected cards</translation>
    </message>
    <message>
        <source>Play my &amp;lowest cards</source>
        <translation>Play my &amp;lowest cards</translation>
    </message>
    <message>
        <source>&amp;Exchange the selected cards</source>
        <translation>&amp;Exchange the selected cards</translation>
    </message>
    <message>
        <source>&amp;Keep all my cards (no exchange)</source>
        <translation>&amp;Keep all my cards (no exchange)</translation>
    </message>
    <message>
        <source>Confirm your number</source>
        <translation>Confirm your number</translation>
    </message>
    <message>
        <source>&amp;Hint: what a strong player would do (again: the second choice)</source>
        <translation>&amp;Hint: what a strong player would do (again: the second choice)</translation>
    </message>
    <message>
        <source>&amp;Undo your last decision (practice)</source>
        <translation>&amp;Undo your last decision (practice)</translation>
    </message>
    <message>
        <source>Learn this game: a guided &amp;tutorial</source>
        <translation>Learn this game: a guided &amp;tutorial</translation>
    </message>
    <message>
        <source>Skip this tutorial step</source>
        <translation>Skip this tutorial step</translation>
    </message>
    <message>
        <source>Repeat the last message</source>
        <translation>Repeat the last message</translation>
    </message>
    <message>
        <source>Older message</source>
        <translation>Older message</translation>
    </message>
    <message>
        <source>Newer message</source>
        <translation>Newer message</translation>
    </message>
    <message>
        <source>Oldest message</source>
        <translation>Oldest message</translation>
    </message>
    <message>
        <source>Newest message</source>
        <translation>Newest message</translation>
    </message>
    <message>
        <source>Stop speech (also the Ctrl key alone)</source>
        <translation>Stop speech (also the Ctrl key alone)</translation>
    </message>
    <message>
        <source>Tactile code &amp;legend</source>
        <translation>Tactile code &amp;legend</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Reset zoom</translation>
    </message>
    <message>
        <source>&amp;Print sticker sheets (PDF)…</source>
        <translation>&amp;Print sticker sheets (PDF)…</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Next move</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Previous move</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>Previous round</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>First move</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Last move</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards (once the match is over)</source>
        <translation>Show every player&apos;s cards (once the match is over)</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>tablee: the data folder {folder} cannot be used: {why}.</source>
        <translation>tablee: the data folder {folder} cannot be used: {why}.</translation>
    </message>
    <message>
        <source>tablee: the match history {file} cannot be read ({why}).</source>
        <translation>tablee: the match history {file} cannot be read ({why}).</translation>
    </message>
    <message>
        <source>tablee: {file} cannot be written: {why}.</source>
        <translation>tablee: {file} cannot be written: {why}.</translation>
    </message>
    <message>
        <source>tablee: matches written to {file}: {count}.</source>
        <translation>tablee: matches written to {file}: {count}.</translation>
    </message>
    <message>
        <source>Tablée: accessible tabletop games, alone against the computer or with friends.</source>
        <translation>Tablée: accessible tabletop games, alone against the computer or with friends.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>usage: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>show this help message and exit</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>invalid %(type)s value: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>invalid choice: %(value)r (choose from %(choices)s)</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>expected one argument</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>ignored explicit argument %r</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unrecognized arguments: %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>ambiguous option: %(option)s could match %(matches)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>the following arguments are required: %s</translation>
    </message>
    <message>
        <source>the language (default: the one chosen in Settings, else the system&apos;s)</source>
        <translation>the language (default: the one chosen in Settings, else the system&apos;s)</translation>
    </message>
    <message>
        <source>GAME</source>
        <translation>GAME</translation>
    </message>
    <message>
        <source>start a match of this game at once: twowin, gap, vingtdeux, qwinto or numwin</source>
        <translation>start a match of this game at once: twowin, gap, vingtdeux, qwinto or numwin</translation>
    </message>
    <message>
        <source>with --game: the number of players</source>
        <translation>with --game: the number of players</translation>
    </message>
    <message>
        <source>with --game: the deal&apos;s number (the same number deals the same match)</source>
        <translation>with --game: the deal&apos;s number (the same number deals the same match)</translation>
    </message>
    <message>
        <source>LEVELS</source>
        <translation>LEVELS</translation>
    </message>
    <message>
        <source>with --game: the computer players&apos; levels from seat 2 on, e.g. strong,normal (easy, normal, strong)</source>
        <translation>with --game: the computer players&apos; levels from seat 2 on, e.g. strong,normal (easy, normal, strong)</translation>
    </message>
    <message>
        <source>with --game: seat 1 is a computer player too (watch a match)</source>
        <translation>with --game: seat 1 is a computer player too (watch a match)</translation>
    </message>
    <message>
        <source>start this game&apos;s tutorial at once</source>
        <translation>start this game&apos;s tutorial at once</translation>
    </message>
    <message>
        <source>resume the last match, saved as you left it</source>
        <translation>resume the last match, saved as you left it</translation>
    </message>
    <message>
        <source>the computer players&apos; pause before each move, in milliseconds</source>
        <translation>the computer players&apos; pause before each move, in milliseconds</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>keep the settings, saved matches and history in this folder</source>
        <translation>keep the settings, saved matches and history in this folder</translation>
    </message>
    <message>
        <source>where the messages are said (default: the one chosen in Settings)</source>
        <translation>where the messages are said (default: the one chosen in Settings)</translation>
    </message>
    <message>
        <source>show the window a moment, then quit (a check that the app starts)</source>
        <translation>show the window a moment, then quit (a check that the app starts)</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>FILE.csv</translation>
    </message>
    <message>
        <source>write the match history as a spreadsheet (CSV) and quit</source>
        <translation>write the match history as a spreadsheet (CSV) and quit</translation>
    </message>
    <message>
        <source>Host Tablée matches on the local network.</source>
        <translation>Host Tablée matches on the local network.</translation>
    </message>
    <message>
        <source>the language of these messages (default: the system&apos;s)</source>
        <translation>the language of these messages (default: the system&apos;s)</translation>
    </message>
    <message>
        <source>the game to host</source>
        <translation>the game to host</translation>
    </message>
    <message>
        <source>the number of players at each table</source>
        <translation>the number of players at each table</translation>
    </message>
    <message>
        <source>SEATS</source>
        <translation>SEATS</translation>
    </message>
    <message>
        <source>one per seat: remote or bot:LEVEL (default: all remote)</source>
        <translation>one per seat: remote or bot:LEVEL (default: all remote)</translation>
    </message>
    <message>
        <source>the port to listen on (0 picks a free one)</source>
        <translation>the port to listen on (0 picks a free one)</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADDRESS</translation>
    </message>
    <message>
        <source>the address to listen on</source>
        <translation>the address to listen on</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>the join code (default: 4 random letters and digits)</source>
        <translation>the join code (default: 4 random letters and digits)</translation>
    </message>
    <message>
        <source>the first table&apos;s deal number (the same number deals the same match)</source>
        <translation>the first table&apos;s deal number (the same number deals the same match)</translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation>KEY=VALUE</translation>
    </message>
    <message>
        <source>a game option, e.g. rounds=3 (once for each option)</source>
        <translation>a game option, e.g. rounds=3 (once for each option)</translation>
    </message>
    <message>
        <source>host K tables of the same set-up</source>
        <translation>host K tables of the same set-up</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>write every table&apos;s full event log to this file (JSON Lines)</source>
        <translation>write every table&apos;s full event log to this file (JSON Lines)</translation>
    </message>
    <message>
        <source>take back the saved tables</source>
        <translation>take back the saved tables</translation>
    </message>
    <message>
        <source>where the tables are saved</source>
        <translation>where the tables are saved</translation>
    </message>
    <message>
        <source>WHO</source>
        <translation>WHO</translation>
    </message>
    <message>
        <source>while a player is away: wait, or bot:LEVEL plays the seat</source>
        <translation>while a player is away: wait, or bot:LEVEL plays the seat</translation>
    </message>
    <message>
        <source>announce the tables on the local network (mDNS): Tablée&apos;s “Join a network game” lists them</source>
        <translation>announce the tables on the local network (mDNS): Tablée&apos;s “Join a network game” lists them</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>the host&apos;s name, in announcements</source>
        <translation>the host&apos;s name, in announcements</translation>
    </message>
    <message>
        <source>at exit: the worst event-loop stall and counts, as JSON</source>
        <translation>at exit: the worst event-loop stall and counts, as JSON</translation>
    </message>
    <message>
        <source>--option: {game} has no options.</source>
        <translation>--option: {game} has no options.</translation>
    </message>
    <message>
        <source>--option: {game} has no option “{option}”; its options are {known}.</source>
        <translation>--option: {game} has no option “{option}”; its options are {known}.</translation>
    </message>
    <message>
        <source>--option: {option}={value} is not one of its values; {game}&apos;s options are {known}.</source>
        <translation>--option: {option}={value} is not one of its values; {game}&apos;s options are {known}.</translation>
    </message>
    <message>
        <source>--seats: {given} seats given, more than the players ({players}).</source>
        <translation>--seats: {given} seats given, more than the players ({players}).</translation>
    </message>
    <message>
        <source>--seats: “{item}” is not a seat: remote, or bot:LEVEL ({levels}).</source>
        <translation>--seats: “{item}” is not a seat: remote, or bot:LEVEL ({levels}).</translation>
    </message>
    <message>
        <source>--seats: “{level}” is not a computer level of {game}; its levels are {levels}.</source>
        <translation>--seats: “{level}” is not a computer level of {game}; its levels are {levels}.</translation>
    </message>
    <message>
        <source>--absent: wait, or bot:LEVEL ({levels}).</source>
        <translation>--absent: wait, or bot:LEVEL ({levels}).</translation>
    </message>
    <message>
        <source>--game and --players are needed (or --continue).</source>
        <translation>--game and --players are needed (or --continue).</translation>
    </message>
    <message>
        <source>tablee-host: the saved tables cannot be read: {why}.</source>
        <translation>tablee-host: the saved tables cannot be read: {why}.</translation>
    </message>
    <message>
        <source>tablee-host: there is no saved table to continue.</source>
        <translation>tablee-host: there is no saved table to continue.</translation>
    </message>
    <message>
        <source>--code: 1 to 16 letters or digits.</source>
        <translation>--code: 1 to 16 letters or digits.</translation>
    </message>
    <message>
        <source>listening on {address}:{port} code {code}</source>
        <translation>listening on {address}:{port} code {code}</translation>
    </message>
    <message>
        <source>Join a Tablée match on the local network with a computer player.</source>
        <translation>Join a Tablée match on the local network with a computer player.</translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation>HOST:PORT</translation>
    </message>
    <message>
        <source>the host&apos;s address and port, as tablee-host prints them</source>
        <translation>the host&apos;s address and port, as tablee-host prints them</translation>
    </message>
    <message>
        <source>the table&apos;s join code</source>
        <translation>the table&apos;s join code</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>LEVEL</translation>
    </message>
    <message>
        <source>the computer player&apos;s level: easy, normal or strong</source>
        <translation>the computer player&apos;s level: easy, normal or strong</translation>
    </message>
    <message>
        <source>write every frame received to this file (JSON Lines)</source>
        <translation>write every frame received to this file (JSON Lines)</translation>
    </message>
    <message>
        <source>the player&apos;s name at the table (default: the level, "bot" and a number)</source>
        <translation>the player&apos;s name at the table (default: the level, "bot" and a number)</translation>
    </message>
    <message>
        <source>the language of these messages and of the host&apos;s (default: the system&apos;s)</source>
        <translation>the language of these messages and of the host&apos;s (default: the system&apos;s)</translation>
    </message>
    <message>
        <source>give up after S seconds away from the host</source>
        <translation>give up after S seconds away from the host</translation>
    </message>
    <message>
        <source>the pause before each move, in milliseconds</source>
        <translation>the pause before each move, in milliseconds</translation>
    </message>
    <message>
        <source>tablee-client: the host refused to seat us.</source>
        <translation>tablee-client: the host refused to seat us.</translation>
    </message>
    <message>
        <source>tablee-client: the host is gone.</source>
        <translation>tablee-client: the host is gone.</translation>
    </message>
</context>
<context>
    <name>colour</name>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>pink</translation>
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
        <translation>red</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>pink</translation>
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
        <translation>red</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>pink</translation>
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
        <translation>The data file {file} could not be used: {reason}. It was set aside as {moved}; Tablée uses its own copy instead, and nothing else is lost.</translation>
    </message>
</context>
<context>
    <name>end</name>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Play &amp;again</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>&amp;Replay the match</source>
        <translation>&amp;Replay the match</translation>
    </message>
    <message>
        <source>Replay the match</source>
        <translation>Replay the match</translation>
    </message>
    <message>
        <source>Back to the &amp;home screen</source>
        <translation>Back to the &amp;home screen</translation>
    </message>
    <message>
        <source>Back to the home screen</source>
        <translation>Back to the home screen</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>{game} stickers</source>
        <translation>{game} stickers</translation>
    </message>
    <message>
        <source>The legend of the tactile code</source>
        <translation>The legend of the tactile code</translation>
    </message>
    <message>
        <source>Saved {stickers} on {pages} in {path}.</source>
        <translation>Saved {stickers} on {pages} in {path}.</translation>
    </message>
    <message>
        <source>{n} item</source>
        <translation>{n} item</translation>
    </message>
    <message>
        <source>{n} items</source>
        <translation>{n} items</translation>
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
        <translation>Print sticker sheets</translation>
    </message>
    <message>
        <source>Which sheet?</source>
        <translation>Which sheet?</translation>
    </message>
    <message>
        <source>Save the PDF</source>
        <translation>Save the PDF</translation>
    </message>
    <message>
        <source>The PDF could not be written: {why}</source>
        <translation>The PDF could not be written: {why}</translation>
    </message>
    <message>
        <source>{game}: tactile stickers</source>
        <translation>{game}: tactile stickers</translation>
    </message>
    <message>
        <source>{game}: stickers {first} to {last} of {total}, real size; cut along the outlines.</source>
        <translation>{game}: stickers {first} to {last} of {total}, real size; cut along the outlines.</translation>
    </message>
    <message>
        <source>Tactile code legend</source>
        <translation>Tactile code legend</translation>
    </message>
    <message>
        <source>Tactile code legend, page {page}</source>
        <translation>Tactile code legend, page {page}</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>There is no game to save.</source>
        <translation>There is no game to save.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Tablée saves (*.json)</source>
        <translation>Tablée saves (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: {why}</source>
        <translation>The game could not be saved: {why}</translation>
    </message>
    <message>
        <source>Game saved as {file}.</source>
        <translation>Game saved as {file}.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Tablée&apos;s saved games folder</source>
        <translation>Tablée&apos;s saved games folder</translation>
    </message>
    <message>
        <source>Tablée&apos;s data folder</source>
        <translation>Tablée&apos;s data folder</translation>
    </message>
    <message>
        <source>your home folder</source>
        <translation>your home folder</translation>
    </message>
    <message>
        <source>{folder}, in your home folder</source>
        <translation>{folder}, in your home folder</translation>
    </message>
    <message>
        <source>{folder} in {parent}, in your home folder</source>
        <translation>{folder} in {parent}, in your home folder</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>File name</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>File &amp;name:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Folder:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Another &amp;folder…</source>
        <translation>Another &amp;folder…</translation>
    </message>
    <message>
        <source>Another folder</source>
        <translation>Another folder</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Type a name for the file.</source>
        <translation>Type a name for the file.</translation>
    </message>
    <message>
        <source>A file name cannot hold / or \: the folder is chosen apart.</source>
        <translation>A file name cannot hold / or \: the folder is chosen apart.</translation>
    </message>
    <message>
        <source>{file} is already in this folder. Replace it?</source>
        <translation>{file} is already in this folder. Replace it?</translation>
    </message>
    <message>
        <source>&amp;Files in {folder}:</source>
        <translation>&amp;Files in {folder}:</translation>
    </message>
    <message>
        <source>There is no file to open in {folder}.</source>
        <translation>There is no file to open in {folder}.</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Files</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Another file</source>
        <translation>Another file</translation>
    </message>
    <message>
        <source>&amp;Another file…</source>
        <translation>&amp;Another file…</translation>
    </message>
</context>
<context>
    <name>focus</name>
    <message>
        <source>checked</source>
        <translation>checked</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>not checked</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>check box</source>
        <translation>check box</translation>
    </message>
    <message>
        <source>button</source>
        <translation>button</translation>
    </message>
    <message>
        <source>combo box</source>
        <translation>combo box</translation>
    </message>
    <message>
        <source>spin box</source>
        <translation>spin box</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>edit</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>blank</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>selected</translation>
    </message>
    <message>
        <source>list</source>
        <translation>list</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>unavailable</translation>
    </message>
    <message>
        <source>space</source>
        <translation>space</translation>
    </message>
    <message>
        <source>hyphen</source>
        <translation>hyphen</translation>
    </message>
    <message>
        <source>apostrophe</source>
        <translation>apostrophe</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>dot</translation>
    </message>
    <message>
        <source>comma</source>
        <translation>comma</translation>
    </message>
    <message>
        <source>colon</source>
        <translation>colon</translation>
    </message>
    <message>
        <source>underscore</source>
        <translation>underscore</translation>
    </message>
    <message>
        <source>at sign</source>
        <translation>at sign</translation>
    </message>
    <message>
        <source>{text} selected</source>
        <translation>{text} selected</translation>
    </message>
    <message>
        <source>{text} deselected</source>
        <translation>{text} deselected</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>GAP</source>
        <translation>GAP</translation>
    </message>
    <message>
        <source>2 Win</source>
        <translation>2 Win</translation>
    </message>
    <message>
        <source>Twenty-Two</source>
        <translation>Twenty-Two</translation>
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
        <translation>Collect cards for the widest gap between your most and least collected colours.</translation>
    </message>
    <message>
        <source>Everyone at once: pass a card, then compose an ever higher two-digit number.</source>
        <translation>Everyone at once: pass a card, then compose an ever higher two-digit number.</translation>
    </message>
    <message>
        <source>A trick game where you avoid taking the last trick; 22 points and you are out.</source>
        <translation>A trick game where you avoid taking the last trick; 22 points and you are out.</translation>
    </message>
    <message>
        <source>Roll coloured dice and fill your score sheet in rising order.</source>
        <translation>Roll coloured dice and fill your score sheet in rising order.</translation>
    </message>
    <message>
        <source>Remember your face-down cards and build the lowest combination of five.</source>
        <translation>Remember your face-down cards and build the lowest combination of five.</translation>
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
        <translation>Colours removed for this game: {colours}.</translation>
    </message>
    <message>
        <source>You start.</source>
        <translation>You start.</translation>
    </message>
    <message>
        <source>{player} starts.</source>
        <translation>{player} starts.</translation>
    </message>
    <message>
        <source>Round {round}. {starter} Middle: {middle}.</source>
        <translation>Round {round}. {starter} Middle: {middle}.</translation>
    </message>
    <message>
        <source>Round {round}.</source>
        <translation>Round {round}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Your hand: {cards}.</translation>
    </message>
    <message>
        <source>play a card.</source>
        <translation>play a card.</translation>
    </message>
    <message>
        <source>You play {card}. Choose which card to take from the middle: {options}.</source>
        <translation>You play {card}. Choose which card to take from the middle: {options}.</translation>
    </message>
    <message>
        <source>Choose a card to take.</source>
        <translation>Choose a card to take.</translation>
    </message>
    <message>
        <source>same value</source>
        <translation>same value</translation>
    </message>
    <message>
        <source>adjacent values</source>
        <translation>adjacent values</translation>
    </message>
    <message>
        <source>You take {taken}.</source>
        <translation>You take {taken}.</translation>
    </message>
    <message>
        <source>{player} takes {taken}.</source>
        <translation>{player} takes {taken}.</translation>
    </message>
    <message>
        <source>You play {card} and take {taken} ({why}).</source>
        <translation>You play {card} and take {taken} ({why}).</translation>
    </message>
    <message>
        <source>{player} plays {card} and takes {taken} ({why}).</source>
        <translation>{player} plays {card} and takes {taken} ({why}).</translation>
    </message>
    <message>
        <source>{player}: {card}, takes {taken}.</source>
        <translation>{player}: {card}, takes {taken}.</translation>
    </message>
    <message>
        <source>You play {card}: nothing to take, it goes to the middle.</source>
        <translation>You play {card}: nothing to take, it goes to the middle.</translation>
    </message>
    <message>
        <source>{player} plays {card}: nothing to take, it goes to the middle.</source>
        <translation>{player} plays {card}: nothing to take, it goes to the middle.</translation>
    </message>
    <message>
        <source>{player}: {card} to the middle.</source>
        <translation>{player}: {card} to the middle.</translation>
    </message>
    <message>
        <source>Middle refilled with {cards}; {left} left in the pile.</source>
        <translation>Middle refilled with {cards}; {left} left in the pile.</translation>
    </message>
    <message>
        <source>Middle refilled with {cards}; the pile is empty.</source>
        <translation>Middle refilled with {cards}; the pile is empty.</translation>
    </message>
    <message>
        <source>Refill: {cards}.</source>
        <translation>Refill: {cards}.</translation>
    </message>
    <message>
        <source>Round {round} over. {scores}</source>
        <translation>Round {round} over. {scores}</translation>
    </message>
    <message>
        <source>Round over. Totals: {totals}.</source>
        <translation>Round over. Totals: {totals}.</translation>
    </message>
    <message>
        <source>You score {positive} minus {negative}, that is {score}; total {total}.</source>
        <translation>You score {positive} minus {negative}, that is {score}; total {total}.</translation>
    </message>
    <message>
        <source>{player} scores {positive} minus {negative}, that is {score}; total {total}.</source>
        <translation>{player} scores {positive} minus {negative}, that is {score}; total {total}.</translation>
    </message>
    <message>
        <source>most points</source>
        <translation>most points</translation>
    </message>
    <message>
        <source>tie broken by the best single round</source>
        <translation>tie broken by the best single round</translation>
    </message>
    <message>
        <source>tie broken by who scored that best round first</source>
        <translation>tie broken by who scored that best round first</translation>
    </message>
    <message>
        <source>a perfect tie: the win is shared</source>
        <translation>a perfect tie: the win is shared</translation>
    </message>
    <message>
        <source>Game over. You win with {points} ({why}).</source>
        <translation>Game over. You win with {points} ({why}).</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}, {points} ({why}).</source>
        <translation>Game over. Winner: {names}, {points} ({why}).</translation>
    </message>
    <message>
        <source>Take one card of each adjacent value, from those offered.</source>
        <translation>Take one card of each adjacent value, from those offered.</translation>
    </message>
    <message>
        <source>{n} ({colours})</source>
        <translation>{n} ({colours})</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>{player} plays {card} and chooses the card to take from the middle: {options}.</source>
        <translation>{player} plays {card} and chooses the card to take from the middle: {options}.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>First choose which card to take from the middle.</source>
        <translation>First choose which card to take from the middle.</translation>
    </message>
    <message>
        <source>Play a card from your hand first.</source>
        <translation>Play a card from your hand first.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Middle</translation>
    </message>
    <message>
        <source>Your collection</source>
        <translation>Your collection</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>GAP table</source>
        <translation>GAP table</translation>
    </message>
    <message>
        <source>{card}, can be taken</source>
        <translation>{card}, can be taken</translation>
    </message>
    <message>
        <source>{colour}: {count} ({values})</source>
        <translation>{colour}: {count} ({values})</translation>
    </message>
    <message>
        <source>The middle is only for choosing a card to take, after you play.</source>
        <translation>The middle is only for choosing a card to take, after you play.</translation>
    </message>
    <message>
        <source>{card} chosen. Now choose one of: {options}.</source>
        <translation>{card} chosen. Now choose one of: {options}.</translation>
    </message>
    <message>
        <source>Your turn: choose which card to take from the middle.</source>
        <translation>Your turn: choose which card to take from the middle.</translation>
    </message>
    <message>
        <source>Your turn: play a card from your hand.</source>
        <translation>Your turn: play a card from your hand.</translation>
    </message>
    <message>
        <source>{player} is playing. Round {round}.</source>
        <translation>{player} is playing. Round {round}.</translation>
    </message>
    <message>
        <source>{player}: total {total}, rounds {rounds}</source>
        <translation>{player}: total {total}, rounds {rounds}</translation>
    </message>
    <message>
        <source>{player}: total {total}, this round so far {positive} minus {negative}, rounds {rounds}</source>
        <translation>{player}: total {total}, this round so far {positive} minus {negative}, rounds {rounds}</translation>
    </message>
    <message>
        <source>{player} {total}</source>
        <translation>{player} {total}</translation>
    </message>
    <message>
        <source>target {target}</source>
        <translation>target {target}</translation>
    </message>
    <message>
        <source>{n} round</source>
        <translation>{n} round</translation>
    </message>
    <message>
        <source>{n} rounds</source>
        <translation>{n} rounds</translation>
    </message>
    <message>
        <source>Collected: {cards}.</source>
        <translation>Collected: {cards}.</translation>
    </message>
    <message>
        <source>Nothing collected yet.</source>
        <translation>Nothing collected yet.</translation>
    </message>
    <message>
        <source>Middle: {cards}. Pile: {pile}.</source>
        <translation>Middle: {cards}. Pile: {pile}.</translation>
    </message>
    <message>
        <source>{player}: {cards} in hand; collected: {collected}; total {total}.</source>
        <translation>{player}: {cards} in hand; collected: {collected}; total {total}.</translation>
    </message>
    <message>
        <source>Scores: {scores}; {target}.</source>
        <translation>Scores: {scores}; {target}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Your hand is empty.</translation>
    </message>
    <message>
        <source>{player}: {cards} in hand; nothing collected; total {total}.</source>
        <translation>{player}: {cards} in hand; nothing collected; total {total}.</translation>
    </message>
    <message>
        <source>Enter in your hand</source>
        <translation>Enter in your hand</translation>
    </message>
    <message>
        <source>play the card</source>
        <translation>play the card</translation>
    </message>
    <message>
        <source>a digit</source>
        <translation>a digit</translation>
    </message>
    <message>
        <source>jump to the next card of that value</source>
        <translation>jump to the next card of that value</translation>
    </message>
    <message>
        <source>Enter in the middle</source>
        <translation>Enter in the middle</translation>
    </message>
    <message>
        <source>take that card, when you must choose</source>
        <translation>take that card, when you must choose</translation>
    </message>
</context>
<context>
    <name>handover</name>
    <message>
        <source>Pass the keyboard to {name}, then press Enter when ready.</source>
        <translation>Pass the keyboard to {name}, then press Enter when ready.</translation>
    </message>
    <message>
        <source>{name} is ready</source>
        <translation>{name} is ready</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Keys of this screen.</source>
        <translation>Keys of this screen.</translation>
    </message>
    <message>
        <source>Ctrl alone: stop speech. Tab and Shift+Tab: next and previous control.</source>
        <translation>Ctrl alone: stop speech. Tab and Shift+Tab: next and previous control.</translation>
    </message>
    <message>
        <source>No next heading.</source>
        <translation>No next heading.</translation>
    </message>
    <message>
        <source>No previous heading.</source>
        <translation>No previous heading.</translation>
    </message>
    <message>
        <source>H and Shift+H: next and previous heading. Escape: close.</source>
        <translation>H and Shift+H: next and previous heading. Escape: close.</translation>
    </message>
    <message>
        <source>Every game table</source>
        <translation>Every game table</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Everywhere</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Choose a game first: the rules of the game on the table are read here.</source>
        <translation>Choose a game first: the rules of the game on the table are read here.</translation>
    </message>
    <message>
        <source>The rules help for this game is missing.</source>
        <translation>The rules help for this game is missing.</translation>
    </message>
    <message>
        <source>The tactile code legend is missing.</source>
        <translation>The tactile code legend is missing.</translation>
    </message>
    <message>
        <source>Tactile code legend</source>
        <translation>Tactile code legend</translation>
    </message>
</context>
<context>
    <name>hints</name>
    <message>
        <source>the move {kind}</source>
        <translation>the move {kind}</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>play {card}</translation>
    </message>
    <message>
        <source>take {cards}</source>
        <translation>take {cards}</translation>
    </message>
    <message>
        <source>take nothing</source>
        <translation>take nothing</translation>
    </message>
    <message>
        <source>pass {card}</source>
        <translation>pass {card}</translation>
    </message>
    <message>
        <source>make {number}: tens {tens}, units {units}</source>
        <translation>make {number}: tens {tens}, units {units}</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>play {cards}</translation>
    </message>
    <message>
        <source>exchange {cards}</source>
        <translation>exchange {cards}</translation>
    </message>
    <message>
        <source>keep all your cards</source>
        <translation>keep all your cards</translation>
    </message>
    <message>
        <source>roll the {die} die alone</source>
        <translation>roll the {die} die alone</translation>
    </message>
    <message>
        <source>roll the {dice} dice</source>
        <translation>roll the {dice} dice</translation>
    </message>
    <message>
        <source>write {total} in {box}</source>
        <translation>write {total} in {box}</translation>
    </message>
    <message>
        <source>keep the roll</source>
        <translation>keep the roll</translation>
    </message>
    <message>
        <source>reroll the same dice</source>
        <translation>reroll the same dice</translation>
    </message>
    <message>
        <source>write nothing</source>
        <translation>write nothing</translation>
    </message>
    <message>
        <source>use your position {n}</source>
        <translation>use your position {n}</translation>
    </message>
    <message>
        <source>turn up {place}</source>
        <translation>turn up {place}</translation>
    </message>
    <message>
        <source>send {place} to the discard</source>
        <translation>send {place} to the discard</translation>
    </message>
    <message>
        <source>claim the discard with {place}</source>
        <translation>claim the discard with {place}</translation>
    </message>
    <message>
        <source>swap your position {own} with {place}</source>
        <translation>swap your position {own} with {place}</translation>
    </message>
    <message>
        <source>draw from the pile</source>
        <translation>draw from the pile</translation>
    </message>
    <message>
        <source>take the discard</source>
        <translation>take the discard</translation>
    </message>
    <message>
        <source>discard the drawn card</source>
        <translation>discard the drawn card</translation>
    </message>
    <message>
        <source>add the card to your combination</source>
        <translation>add the card to your combination</translation>
    </message>
    <message>
        <source>claim nothing</source>
        <translation>claim nothing</translation>
    </message>
    <message>
        <source>call Num Win</source>
        <translation>call Num Win</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>end your turn</translation>
    </message>
    <message>
        <source>It takes nothing and feeds the middle.</source>
        <translation>It takes nothing and feeds the middle.</translation>
    </message>
    <message>
        <source>It takes {cards} and changes your round score by {gain}.</source>
        <translation>It takes {cards} and changes your round score by {gain}.</translation>
    </message>
    <message>
        <source>That is a misthrow, but every box left would cost more.</source>
        <translation>That is a misthrow, but every box left would cost more.</translation>
    </message>
    <message>
        <source>The strong player&apos;s simulations rate it {n} out of 100.</source>
        <translation>The strong player&apos;s simulations rate it {n} out of 100.</translation>
    </message>
    <message>
        <source>It leads to about {points} at the end.</source>
        <translation>It leads to about {points} at the end.</translation>
    </message>
    <message>
        <source>Without it your hand keeps a strength of {n}.</source>
        <translation>Without it your hand keeps a strength of {n}.</translation>
    </message>
    <message>
        <source>It is the card your hand misses least (strength left {n}).</source>
        <translation>It is the card your hand misses least (strength left {n}).</translation>
    </message>
    <message>
        <source>It is the placement that lowers your expected total most.</source>
        <translation>It is the placement that lowers your expected total most.</translation>
    </message>
    <message>
        <source>It leaves your combination estimated at about {points}.</source>
        <translation>It leaves your combination estimated at about {points}.</translation>
    </message>
    <message>
        <source>The strong player would not choose it first.</source>
        <translation>The strong player would not choose it first.</translation>
    </message>
    <message>
        <source>It is the strong player&apos;s choice here.</source>
        <translation>It is the strong player&apos;s choice here.</translation>
    </message>
    <message>
        <source>The strong player gives no measure of the difference.</source>
        <translation>The strong player gives no measure of the difference.</translation>
    </message>
    <message>
        <source>It is about as good as the first choice.</source>
        <translation>It is about as good as the first choice.</translation>
    </message>
    <message>
        <source>It leaves you a higher expected total than the first choice.</source>
        <translation>It leaves you a higher expected total than the first choice.</translation>
    </message>
    <message>
        <source>The strong player rates it below the first choice.</source>
        <translation>The strong player rates it below the first choice.</translation>
    </message>
    <message>
        <source>That is {n} out of 100 less than the first choice.</source>
        <translation>That is {n} out of 100 less than the first choice.</translation>
    </message>
    <message>
        <source>That is {n} less than the first choice.</source>
        <translation>That is {n} less than the first choice.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Hint: {move}.</translation>
    </message>
    <message>
        <source>Second choice: {move}.</source>
        <translation>Second choice: {move}.</translation>
    </message>
    <message>
        <source>Hints exist only in practice matches.</source>
        <translation>Hints exist only in practice matches.</translation>
    </message>
    <message>
        <source>No decision of yours to hint at now.</source>
        <translation>No decision of yours to hint at now.</translation>
    </message>
    <message>
        <source>Nothing you remember matches the discard well enough to claim it.</source>
        <translation>Nothing you remember matches the discard well enough to claim it.</translation>
    </message>
    <message>
        <source>Passing changes nothing in your combination.</source>
        <translation>Passing changes nothing in your combination.</translation>
    </message>
    <message>
        <source>It gives away the card the strong player values highest for a lower one.</source>
        <translation>It gives away the card the strong player values highest for a lower one.</translation>
    </message>
    <message>
        <source>It lowers your expected total by about {points}.</source>
        <translation>It lowers your expected total by about {points}.</translation>
    </message>
    <message>
        <source>It sends away a card that pairs with one of yours: you can claim it at once.</source>
        <translation>It sends away a card that pairs with one of yours: you can claim it at once.</translation>
    </message>
    <message>
        <source>It costs that player the card the strong player expects them to miss most.</source>
        <translation>It costs that player the card the strong player expects them to miss most.</translation>
    </message>
    <message>
        <source>It costs that player about {points}.</source>
        <translation>It costs that player about {points}.</translation>
    </message>
    <message>
        <source>The strong player remembers no match there: a wrong claim costs a penalty card.</source>
        <translation>The strong player remembers no match there: a wrong claim costs a penalty card.</translation>
    </message>
    <message>
        <source>You have not seen that card: a claim there is a gamble.</source>
        <translation>You have not seen that card: a claim there is a gamble.</translation>
    </message>
    <message>
        <source>A Rainbow pairs with any card but an action card: keeping it for the end is usually worth more.</source>
        <translation>A Rainbow pairs with any card but an action card: keeping it for the end is usually worth more.</translation>
    </message>
    <message>
        <source>The strong player remembers a match there: a right claim makes a pair worth 0.</source>
        <translation>The strong player remembers a match there: a right claim makes a pair worth 0.</translation>
    </message>
    <message>
        <source>The strong player remembers a match there: both cards would come to you as a pair worth 0.</source>
        <translation>The strong player remembers a match there: both cards would come to you as a pair worth 0.</translation>
    </message>
    <message>
        <source>A right claim makes a pair worth 0: about {points} saved.</source>
        <translation>A right claim makes a pair worth 0: about {points} saved.</translation>
    </message>
    <message>
        <source>Both cards come to you as a pair worth 0, and fewer cards are drawn blind: about {points} saved.</source>
        <translation>Both cards come to you as a pair worth 0, and fewer cards are drawn blind: about {points} saved.</translation>
    </message>
    <message>
        <source>The strong player expects your score to be the lowest often enough to risk the 15 points.</source>
        <translation>The strong player expects your score to be the lowest often enough to risk the 15 points.</translation>
    </message>
    <message>
        <source>The strong player does not expect your score to be the lowest often enough to risk the 15 points.</source>
        <translation>The strong player does not expect your score to be the lowest often enough to risk the 15 points.</translation>
    </message>
    <message>
        <source>In {share} of 100 deals of the cards you have not seen, your score is the lowest; the strong player calls from {threshold}.</source>
        <translation>In {share} of 100 deals of the cards you have not seen, your score is the lowest; the strong player calls from {threshold}.</translation>
    </message>
    <message>
        <source>Your score is the lowest in only {share} of 100 deals of the cards you have not seen; the strong player calls from {threshold}.</source>
        <translation>Your score is the lowest in only {share} of 100 deals of the cards you have not seen; the strong player calls from {threshold}.</translation>
    </message>
    <message>
        <source>The strong player would call: your score is the lowest in {share} of 100 deals of the cards you have not seen.</source>
        <translation>The strong player would call: your score is the lowest in {share} of 100 deals of the cards you have not seen.</translation>
    </message>
    <message>
        <source>You already know that card: looking again only refreshes your memory.</source>
        <translation>You already know that card: looking again only refreshes your memory.</translation>
    </message>
    <message>
        <source>You have not seen that card yet: now you will know it.</source>
        <translation>You have not seen that card yet: now you will know it.</translation>
    </message>
    <message>
        <source>It shows you a card of yours you have not seen; everyone sees it too.</source>
        <translation>It shows you a card of yours you have not seen; everyone sees it too.</translation>
    </message>
    <message>
        <source>You already know that card: turning it up only shows it to the others.</source>
        <translation>You already know that card: turning it up only shows it to the others.</translation>
    </message>
    <message>
        <source>Nobody at the table has shown you that card: now everyone will know it.</source>
        <translation>Nobody at the table has shown you that card: now everyone will know it.</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>The match history is in use by another Tablée window; try again in a moment.</source>
        <translation>The match history is in use by another Tablée window; try again in a moment.</translation>
    </message>
    <message>
        <source>The match history could not be read: {why}.</source>
        <translation>The match history could not be read: {why}.</translation>
    </message>
    <message>
        <source>The match history is in use by another Tablée window; this match will be recorded as soon as it is free.</source>
        <translation>The match history is in use by another Tablée window; this match will be recorded as soon as it is free.</translation>
    </message>
    <message>
        <source>The match could not be recorded in the history: {why}. Tablée will try again.</source>
        <translation>The match could not be recorded in the history: {why}. Tablée will try again.</translation>
    </message>
    <message>
        <source>The match history was written by a newer version of Tablée (history format {version}); it is kept as it is, and matches are not recorded.</source>
        <translation>The match history was written by a newer version of Tablée (history format {version}); it is kept as it is, and matches are not recorded.</translation>
    </message>
    <message>
        <source>The match history was damaged; it was set aside as {moved} and a new history is started. Nothing else is lost.</source>
        <translation>The match history was damaged; it was set aside as {moved} and a new history is started. Nothing else is lost.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Your score</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <source>newest first</source>
        <translation>newest first</translation>
    </message>
    <message>
        <source>oldest first</source>
        <translation>oldest first</translation>
    </message>
    <message>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <source>result</source>
        <translation>result</translation>
    </message>
    <message>
        <source>your score</source>
        <translation>your score</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>duration</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Match history</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Sort by</source>
        <translation>&amp;Sort by</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>&amp;Replay the match</source>
        <translation>&amp;Replay the match</translation>
    </message>
    <message>
        <source>Replay the match</source>
        <translation>Replay the match</translation>
    </message>
    <message>
        <source>Export the match as &amp;text…</source>
        <translation>Export the match as &amp;text…</translation>
    </message>
    <message>
        <source>Export the match as text</source>
        <translation>Export the match as text</translation>
    </message>
    <message>
        <source>Export the history as &amp;CSV…</source>
        <translation>Export the history as &amp;CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Export the history as CSV</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Reading the history…</translation>
    </message>
    <message>
        <source>Match history: {count} recorded.</source>
        <translation>Match history: {count} recorded.</translation>
    </message>
    <message>
        <source>No match is chosen.</source>
        <translation>No match is chosen.</translation>
    </message>
    <message>
        <source>This match cannot be replayed: only finished matches can.</source>
        <translation>This match cannot be replayed: only finished matches can.</translation>
    </message>
    <message>
        <source>This match cannot be replayed: its moves were not recorded.</source>
        <translation>This match cannot be replayed: its moves were not recorded.</translation>
    </message>
    <message>
        <source>This match cannot be exported: only finished matches can.</source>
        <translation>This match cannot be exported: only finished matches can.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported: {why}</source>
        <translation>The history could not be exported: {why}</translation>
    </message>
    <message>
        <source>The history was written to {file}.</source>
        <translation>The history was written to {file}.</translation>
    </message>
    <message>
        <source>against easy bots {won} of {played}</source>
        <translation>against easy bots {won} of {played}</translation>
    </message>
    <message>
        <source>against normal bots {won} of {played}</source>
        <translation>against normal bots {won} of {played}</translation>
    </message>
    <message>
        <source>against strong bots {won} of {played}</source>
        <translation>against strong bots {won} of {played}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>watched</source>
        <translation>watched</translation>
    </message>
    <message>
        <source>{n} match</source>
        <translation>{n} match</translation>
    </message>
    <message>
        <source>{n} matches</source>
        <translation>{n} matches</translation>
    </message>
    <message>
        <source>{n} win</source>
        <translation>{n} win</translation>
    </message>
    <message>
        <source>{n} wins</source>
        <translation>{n} wins</translation>
    </message>
    <message>
        <source>{game}: {matches}, {wins}</source>
        <translation>{game}: {matches}, {wins}</translation>
    </message>
    <message>
        <source>({rate}% won)</source>
        <translation>({rate}% won)</translation>
    </message>
    <message>
        <source>against {level} bots {won} of {played}</source>
        <translation>against {level} bots {won} of {played}</translation>
    </message>
    <message>
        <source>best score {best}, average {average}</source>
        <translation>best score {best}, average {average}</translation>
    </message>
    <message>
        <source>current streak: {current}, best streak: {best}</source>
        <translation>current streak: {current}, best streak: {best}</translation>
    </message>
    <message>
        <source>{n} abandoned match</source>
        <translation>{n} abandoned match</translation>
    </message>
    <message>
        <source>{n} abandoned matches</source>
        <translation>{n} abandoned matches</translation>
    </message>
    <message>
        <source>No match recorded yet.</source>
        <translation>No match recorded yet.</translation>
    </message>
    <message>
        <source>{game}: no match recorded yet.</source>
        <translation>{game}: no match recorded yet.</translation>
    </message>
    <message>
        <source>No statistics yet: they count the matches you play, not those you watch.</source>
        <translation>No statistics yet: they count the matches you play, not those you watch.</translation>
    </message>
    <message>
        <source>{game}: no statistics yet; they count the matches you play, not those you watch.</source>
        <translation>{game}: no statistics yet; they count the matches you play, not those you watch.</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>under a minute</translation>
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
        <translation>you ({name})</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name} (bot, {level})</translation>
    </message>
    <message>
        <source>{name} (remote)</source>
        <translation>{name} (remote)</translation>
    </message>
    <message>
        <source>{game}, {when}, {outcome}: {seats}; {duration}</source>
        <translation>{game}, {when}, {outcome}: {seats}; {duration}</translation>
    </message>
</context>
<context>
    <name>home</name>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Seat {n}:</translation>
    </message>
    <message>
        <source>Seat {n} player:</source>
        <translation>Seat {n} player:</translation>
    </message>
    <message>
        <source>Seat {n} name</source>
        <translation>Seat {n} name</translation>
    </message>
    <message>
        <source>Seat {n} player</source>
        <translation>Seat {n} player</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Tablée: choose a game</source>
        <translation>Tablée: choose a game</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Number of players:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>&amp;Practice match: hints and undo</source>
        <translation>&amp;Practice match: hints and undo</translation>
    </message>
    <message>
        <source>Practice match: hints and undo</source>
        <translation>Practice match: hints and undo</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Start the game</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continue the last game</translation>
    </message>
    <message>
        <source>Take &amp;back the network table you hosted</source>
        <translation>Take &amp;back the network table you hosted</translation>
    </message>
    <message>
        <source>Take back the network table you hosted</source>
        <translation>Take back the network table you hosted</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continue the last game</translation>
    </message>
    <message>
        <source>&amp;Learn {game}: a guided tutorial</source>
        <translation>&amp;Learn {game}: a guided tutorial</translation>
    </message>
</context>
<context>
    <name>keys</name>
    <message>
        <source>no key</source>
        <translation>no key</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Actions and their keys</source>
        <translation>Actions and their keys</translation>
    </message>
    <message>
        <source>Enter: change the key. Delete: back to the default key.</source>
        <translation>Enter: change the key. Delete: back to the default key.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>New key for {action}</source>
        <translation>New key for {action}</translation>
    </message>
    <message>
        <source>Press the new key for {action}</source>
        <translation>Press the new key for {action}</translation>
    </message>
    <message>
        <source>{key} is already used by {action}; nothing changed.</source>
        <translation>{key} is already used by {action}; nothing changed.</translation>
    </message>
    <message>
        <source>{action}: {key}.</source>
        <translation>{action}: {key}.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <source>{option}: there is no game “{id}”. The games are {ids}.</source>
        <translation>{option}: there is no game “{id}”. The games are {ids}.</translation>
    </message>
    <message>
        <source>--players: {game} is played by {low} to {high} players.</source>
        <translation>--players: {game} is played by {low} to {high} players.</translation>
    </message>
    <message>
        <source>--levels: “{level}” is not a computer level; the levels are {levels}.</source>
        <translation>--levels: “{level}” is not a computer level; the levels are {levels}.</translation>
    </message>
    <message>
        <source>--bot-pause: the pause is a number of milliseconds, 0 or more.</source>
        <translation>--bot-pause: the pause is a number of milliseconds, 0 or more.</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>strong</translation>
    </message>
</context>
<context>
    <name>lowvision</name>
    <message>
        <source>Zoom {percent}%</source>
        <extracomment>Other keys for zoom in, whatever the layout: Ctrl+= (no Shift on QWERTY), numpad +.</extracomment>
        <translation>Zoom {percent}%</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>An internal error occurred; your game is saved.</source>
        <translation>An internal error occurred; your game is saved.</translation>
    </message>
    <message>
        <source>Some settings were not valid and are back to their defaults: {keys}.</source>
        <translation>Some settings were not valid and are back to their defaults: {keys}.</translation>
    </message>
    <message>
        <source>Tablée</source>
        <translation>Tablée</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Review</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation>&amp;Actions</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Recent messages</source>
        <translation>Recent messages</translation>
    </message>
    <message>
        <source>The game could not be saved: {why}</source>
        <translation>The game could not be saved: {why}</translation>
    </message>
    <message>
        <source>{game}: a new game with {players}.</source>
        <translation>{game}: a new game with {players}.</translation>
    </message>
    <message>
        <source>{game}: the saved game resumes, with {players}.</source>
        <translation>{game}: the saved game resumes, with {players}.</translation>
    </message>
    <message>
        <source>Welcome to Tablée. Choose a game with the Up and Down arrows, then press Enter to play it. Tab reaches the players and the options; F1 lists the keys of every screen.</source>
        <translation>Welcome to Tablée. Choose a game with the Up and Down arrows, then press Enter to play it. Tab reaches the players and the options; F1 lists the keys of every screen.</translation>
    </message>
    <message>
        <source>Speech is unavailable: no screen reader and no voice was found. Every message is shown in the Messages region. On Linux, install speech-dispatcher and espeak-ng to hear a voice.</source>
        <translation>Speech is unavailable: no screen reader and no voice was found. Every message is shown in the Messages region. On Linux, install speech-dispatcher and espeak-ng to hear a voice.</translation>
    </message>
    <message>
        <source>The built-in voice is unavailable; messages go to the screen reader and the Messages region.</source>
        <translation>The built-in voice is unavailable; messages go to the screen reader and the Messages region.</translation>
    </message>
</context>
<context>
    <name>narration</name>
    <message>
        <source>Your turn: {expected}</source>
        <translation>Your turn: {expected}</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn.</source>
        <translation>{player}&apos;s turn.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
</context>
<context>
    <name>net</name>
    <message>
        <source>no seat free</source>
        <translation>no seat free</translation>
    </message>
    <message>
        <source>1 seat free</source>
        <translation>1 seat free</translation>
    </message>
    <message>
        <source>{n} seats free</source>
        <translation>{n} seats free</translation>
    </message>
    <message>
        <source>{game}, {players} players, hosted by {host}, {free}</source>
        <translation>{game}, {players} players, hosted by {host}, {free}</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Host a network game</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Number of players:</translation>
    </message>
    <message>
        <source>Seat 1, your name:</source>
        <translation>Seat 1, your name:</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Wait for them</translation>
    </message>
    <message>
        <source>A computer plays for them</source>
        <translation>A computer plays for them</translation>
    </message>
    <message>
        <source>While a player is away:</source>
        <translation>While a player is away:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>any free port</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Announce the table on the local network</source>
        <translation>Announce the table on the local network</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>A player on another computer</source>
        <translation>A player on another computer</translation>
    </message>
    <message>
        <source>A player at this computer</source>
        <translation>A player at this computer</translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Seat {n}:</translation>
    </message>
    <message>
        <source>Seat {n} name:</source>
        <translation>Seat {n} name:</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>the name of a host who gave none</comment>
        <translation>Host</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Join a network game</translation>
    </message>
    <message>
        <source>Tables on the local network:</source>
        <translation>Tables on the local network:</translation>
    </message>
    <message>
        <source>Address (computer:port):</source>
        <translation>Address (computer:port):</translation>
    </message>
    <message>
        <source>For example 192.168.1.20:47474.</source>
        <translation>For example 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Join code:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Your name:</translation>
    </message>
    <message>
        <source>Players at this computer:</source>
        <translation>Players at this computer:</translation>
    </message>
    <message>
        <source>Player {n} at this computer, name:</source>
        <translation>Player {n} at this computer, name:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Table found: {table}.</source>
        <translation>Table found: {table}.</translation>
    </message>
    <message>
        <source>{n} tables found: {tables}.</source>
        <translation>{n} tables found: {tables}.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as computer:port, for example 192.168.1.20:47474.</source>
        <translation>Type the host&apos;s address as computer:port, for example 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Type the join code the host gave you.</source>
        <translation>Type the join code the host gave you.</translation>
    </message>
    <message>
        <source>Waiting for the players</source>
        <translation>Waiting for the players</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>Join code: {code}</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Address: {address}</translation>
    </message>
    <message>
        <source>{game} with {players}; join code {code}</source>
        <translation>{game} with {players}; join code {code}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>The network game you hosted cannot be taken back.</source>
        <translation>The network game you hosted cannot be taken back.</translation>
    </message>
    <message>
        <source>The table could not be opened: {why}</source>
        <translation>The table could not be opened: {why}</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Guest</translation>
    </message>
    <message>
        <source>Your table is open again. Address: {address}.</source>
        <translation>Your table is open again. Address: {address}.</translation>
    </message>
    <message>
        <source>Your table is open. Address: {address}.</source>
        <translation>Your table is open. Address: {address}.</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>Waiting for the other players.</translation>
    </message>
    <message>
        <source>Your table is closed: nobody can join it now.</source>
        <translation>Your table is closed: nobody can join it now.</translation>
    </message>
    <message>
        <source>You have left the table.</source>
        <translation>You have left the table.</translation>
    </message>
    <message>
        <source>{name} joins the table.</source>
        <translation>{name} joins the table.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} has left the table.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} is back at the table.</translation>
    </message>
    <message>
        <source>Waiting for {name} to come back.</source>
        <translation>Waiting for {name} to come back.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>The computer plays for {name} until they come back.</translation>
    </message>
    <message>
        <source>The connection to the host is lost. Trying again…</source>
        <translation>The connection to the host is lost. Trying again…</translation>
    </message>
    <message>
        <source>The host cannot be reached any more.</source>
        <translation>The host cannot be reached any more.</translation>
    </message>
    <message>
        <source>The join code is not right.</source>
        <translation>The join code is not right.</translation>
    </message>
    <message>
        <source>This table has no free seat.</source>
        <translation>This table has no free seat.</translation>
    </message>
    <message>
        <source>This host runs another version of Tablée.</source>
        <translation>This host runs another version of Tablée.</translation>
    </message>
    <message>
        <source>This table has too few free seats for the players at this computer (free seats: {free}; players here: {wanted}). Nobody was seated.</source>
        <translation>This table has too few free seats for the players at this computer (free seats: {free}; players here: {wanted}). Nobody was seated.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection to the host is lost. Trying again…</source>
        <translation>{name}&apos;s connection to the host is lost. Trying again…</translation>
    </message>
    <message>
        <source>The host refused to seat you.</source>
        <translation>The host refused to seat you.</translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation>You are back at the table.</translation>
    </message>
    <message>
        <source>Nothing happened while you were away.</source>
        <translation>Nothing happened while you were away.</translation>
    </message>
    <message>
        <source>While you were away: {said}</source>
        <translation>While you were away: {said}</translation>
    </message>
    <message>
        <source>While you were away, {n} messages (all in the history); the last ones: {said}</source>
        <translation>While you were away, {n} messages (all in the history); the last ones: {said}</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Waiting for {names}.</translation>
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
        <translation>swap one of your cards with an opponent&apos;s, face down</translation>
    </message>
    <message>
        <source>look at one of your face-down cards</source>
        <translation>look at one of your face-down cards</translation>
    </message>
    <message>
        <source>turn any face-down card face up until the end of the round</source>
        <translation>turn any face-down card face up until the end of the round</translation>
    </message>
    <message>
        <source>send any unprotected card of an opponent to the discard</source>
        <translation>send any unprotected card of an opponent to the discard</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>a hidden card</translation>
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
        <translation>your card at position {n}</translation>
    </message>
    <message>
        <source>{player}&apos;s card at position {n}</source>
        <translation>{player}&apos;s card at position {n}</translation>
    </message>
    <message>
        <source>Your card at position {a} moves up to position {b}.</source>
        <translation>Your card at position {a} moves up to position {b}.</translation>
    </message>
    <message>
        <source>{player}&apos;s card at position {a} moves up to position {b}.</source>
        <translation>{player}&apos;s card at position {a} moves up to position {b}.</translation>
    </message>
    <message>
        <source>Your cards at positions {a} and {z} move up one place.</source>
        <translation>Your cards at positions {a} and {z} move up one place.</translation>
    </message>
    <message>
        <source>{player}&apos;s cards at positions {a} and {z} move up one place.</source>
        <translation>{player}&apos;s cards at positions {a} and {z} move up one place.</translation>
    </message>
    <message>
        <source>Your cards at positions {a} to {z} move up one place.</source>
        <translation>Your cards at positions {a} to {z} move up one place.</translation>
    </message>
    <message>
        <source>{player}&apos;s cards at positions {a} to {z} move up one place.</source>
        <translation>{player}&apos;s cards at positions {a} to {z} move up one place.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}. You deal and play first. Everyone gets 2 face-down cards. The discard shows {card}; {pile} in the pile.</source>
        <translation>Round {round} of {rounds}. You deal and play first. Everyone gets 2 face-down cards. The discard shows {card}; {pile} in the pile.</translation>
    </message>
    <message>
        <source>Round {round}.</source>
        <translation>Round {round}.</translation>
    </message>
    <message>
        <source>Memorise: your card at position {n} is {card}.</source>
        <translation>Memorise: your card at position {n} is {card}.</translation>
    </message>
    <message>
        <source>Your partner {player} shows you their card at position {n}: {card}.</source>
        <translation>Your partner {player} shows you their card at position {n}: {card}.</translation>
    </message>
    <message>
        <source>Your card at position {n} is {card}.</source>
        <translation>Your card at position {n} is {card}.</translation>
    </message>
    <message>
        <source>Your penalty card at position {n} is {card}.</source>
        <translation>Your penalty card at position {n} is {card}.</translation>
    </message>
    <message>
        <source>Your last turn: draw from the pile or take the discard.</source>
        <translation>Your last turn: draw from the pile or take the discard.</translation>
    </message>
    <message>
        <source>Your last turn.</source>
        <translation>Your last turn.</translation>
    </message>
    <message>
        <source>{player}&apos;s last turn.</source>
        <translation>{player}&apos;s last turn.</translation>
    </message>
    <message>
        <source>draw from the pile or take the discard.</source>
        <translation>draw from the pile or take the discard.</translation>
    </message>
    <message>
        <source>No card can be drawn: your turn is skipped.</source>
        <translation>No card can be drawn: your turn is skipped.</translation>
    </message>
    <message>
        <source>No card can be drawn: {player}&apos;s turn is skipped.</source>
        <translation>No card can be drawn: {player}&apos;s turn is skipped.</translation>
    </message>
    <message>
        <source>You draw {card} from the pile. Exchange it with a position, or discard it.</source>
        <translation>You draw {card} from the pile. Exchange it with a position, or discard it.</translation>
    </message>
    <message>
        <source>{player} draws from the pile ({left} left).</source>
        <translation>{player} draws from the pile ({left} left).</translation>
    </message>
    <message>
        <source>{player} draws.</source>
        <translation>{player} draws.</translation>
    </message>
    <message>
        <source>You take {card} from the discard: exchange it or add it.</source>
        <translation>You take {card} from the discard: exchange it or add it.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the discard.</source>
        <translation>{player} takes {card} from the discard.</translation>
    </message>
    <message>
        <source>{card} is now face down at your position {n}; it will act when you exchange it out.</source>
        <translation>{card} is now face down at your position {n}; it will act when you exchange it out.</translation>
    </message>
    <message>
        <source>{card} is now face down at your position {n}.</source>
        <translation>{card} is now face down at your position {n}.</translation>
    </message>
    <message>
        <source>{player}: {card} discarded.</source>
        <translation>{player}: {card} discarded.</translation>
    </message>
    <message>
        <source>{action} acts: {effect}. Choose the target in Your moves.</source>
        <translation>{action} acts: {effect}. Choose the target in Your moves.</translation>
    </message>
    <message>
        <source>Choose the target.</source>
        <translation>Choose the target.</translation>
    </message>
    <message>
        <source>{player} plays {action}.</source>
        <translation>{player} plays {action}.</translation>
    </message>
    <message>
        <source>{action} has no possible target: it is lost.</source>
        <translation>{action} has no possible target: it is lost.</translation>
    </message>
    <message>
        <source>Swipe: you swap your card at position {own} with {target}, face down. Each card keeps whoever knew it.</source>
        <translation>Swipe: you swap your card at position {own} with {target}, face down. Each card keeps whoever knew it.</translation>
    </message>
    <message>
        <source>Swipe: {player} swaps their card at position {own} with {target}, face down. Each card keeps whoever knew it.</source>
        <translation>Swipe: {player} swaps their card at position {own} with {target}, face down. Each card keeps whoever knew it.</translation>
    </message>
    <message>
        <source>Quantum: you turn up {target}: {card}. Everyone sees it until the end of the round.</source>
        <translation>Quantum: you turn up {target}: {card}. Everyone sees it until the end of the round.</translation>
    </message>
    <message>
        <source>Quantum: {player} turns up {target}: {card}. Everyone sees it until the end of the round.</source>
        <translation>Quantum: {player} turns up {target}: {card}. Everyone sees it until the end of the round.</translation>
    </message>
    <message>
        <source>{card}: claim now.</source>
        <translation>{card}: claim now.</translation>
    </message>
    <message>
        <source>{card}: claims in turn.</source>
        <translation>{card}: claims in turn.</translation>
    </message>
    <message>
        <source>Claim window closed: nobody claims {card}.</source>
        <translation>Claim window closed: nobody claims {card}.</translation>
    </message>
    <message>
        <source>No claim.</source>
        <translation>No claim.</translation>
    </message>
    <message>
        <source>{player} after {time}</source>
        <translation>{player} after {time}</translation>
    </message>
    <message>
        <source>Claim window closed: you claim {card} first.</source>
        <translation>Claim window closed: you claim {card} first.</translation>
    </message>
    <message>
        <source>Claim window closed: {player} claims {card} first.</source>
        <translation>Claim window closed: {player} claims {card} first.</translation>
    </message>
    <message>
        <source>Claims: {times}.</source>
        <translation>Claims: {times}.</translation>
    </message>
    <message>
        <source>A tie: the nearest seat after the discarder wins.</source>
        <translation>A tie: the nearest seat after the discarder wins.</translation>
    </message>
    <message>
        <source>The pair is now at positions {a} and {b} of your combination.</source>
        <translation>The pair is now at positions {a} and {b} of your combination.</translation>
    </message>
    <message>
        <source>{card} is now at position {n} of your combination.</source>
        <translation>{card} is now at position {n} of your combination.</translation>
    </message>
    <message>
        <source>Right! {Target}, {matched}, pairs with {card}: both are face up and protected, and count 0.</source>
        <translation>Right! {Target}, {matched}, pairs with {card}: both are face up and protected, and count 0.</translation>
    </message>
    <message>
        <source>Right! You take {target}, {matched}, with {card}: the pair joins your combination, face up and protected.</source>
        <translation>Right! You take {target}, {matched}, with {card}: the pair joins your combination, face up and protected.</translation>
    </message>
    <message>
        <source>Right! {player} takes {target}, {matched}, with {card}: the pair joins {player}&apos;s combination, face up and protected.</source>
        <translation>Right! {player} takes {target}, {matched}, with {card}: the pair joins {player}&apos;s combination, face up and protected.</translation>
    </message>
    <message>
        <source>Right! {Target}, {matched}, pairs with {card}: it is face up and protected, and {card} joins your combination.</source>
        <translation>Right! {Target}, {matched}, pairs with {card}: it is face up and protected, and {card} joins your combination.</translation>
    </message>
    <message>
        <source>Right! {Target}, {matched}, pairs with {card}: it is face up and protected, and {card} joins {player}&apos;s combination.</source>
        <translation>Right! {Target}, {matched}, pairs with {card}: it is face up and protected, and {card} joins {player}&apos;s combination.</translation>
    </message>
    <message>
        <source>Wrong: {target} does not match {card}. {card} stays on the discard; you draw a penalty card and may not call Num Win this turn.</source>
        <translation>Wrong: {target} does not match {card}. {card} stays on the discard; you draw a penalty card and may not call Num Win this turn.</translation>
    </message>
    <message>
        <source>Wrong: {target} does not match {card}. Nothing moves; you draw a penalty card face down, without looking at it.</source>
        <translation>Wrong: {target} does not match {card}. Nothing moves; you draw a penalty card face down, without looking at it.</translation>
    </message>
    <message>
        <source>Wrong: {player} named {target}, which does not match {card}. Nothing moves; {player} draws a penalty card face down, unseen even by them.</source>
        <translation>Wrong: {player} named {target}, which does not match {card}. Nothing moves; {player} draws a penalty card face down, unseen even by them.</translation>
    </message>
    <message>
        <source>You may call Num Win ({call}), or end your turn ({end}).</source>
        <translation>You may call Num Win ({call}), or end your turn ({end}).</translation>
    </message>
    <message>
        <source>Call Num Win or end your turn.</source>
        <translation>Call Num Win or end your turn.</translation>
    </message>
    <message>
        <source>Nobody can draw any more: the round ends without a call.</source>
        <translation>Nobody can draw any more: the round ends without a call.</translation>
    </message>
    <message>
        <source>Round over. Totals: {totals}.</source>
        <translation>Round over. Totals: {totals}.</translation>
    </message>
    <message>
        <source>You reveal {cards}.</source>
        <translation>You reveal {cards}.</translation>
    </message>
    <message>
        <source>{player} reveals {cards}.</source>
        <translation>{player} reveals {cards}.</translation>
    </message>
    <message>
        <source>Claimed pairs, 0: {cards}.</source>
        <translation>Claimed pairs, 0: {cards}.</translation>
    </message>
    <message>
        <source>{a} with {b}</source>
        <translation>{a} with {b}</translation>
    </message>
    <message>
        <source>Pairs cancelled: {pairs}.</source>
        <translation>Pairs cancelled: {pairs}.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>{side}: {score} this round, total {total}.</source>
        <translation>{side}: {score} this round, total {total}.</translation>
    </message>
    <message>
        <source>{side}: {points} plus {penalty} because the Num Win call did not give the lowest score, {score} this round, total {total}.</source>
        <translation>{side}: {points} plus {penalty} because the Num Win call did not give the lowest score, {score} this round, total {total}.</translation>
    </message>
    <message>
        <source>{side}: {score} this round, and the Num Win call succeeded; total {total}.</source>
        <translation>{side}: {score} this round, and the Num Win call succeeded; total {total}.</translation>
    </message>
    <message>
        <source>Game over. Shared win, lowest total {points}: {names}.</source>
        <translation>Game over. Shared win, lowest total {points}: {names}.</translation>
    </message>
    <message>
        <source>The pile is empty: the discard, except its top card, is shuffled into a new pile of {count}.</source>
        <translation>The pile is empty: the discard, except its top card, is shuffled into a new pile of {count}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}. {dealer} deals and plays first. Everyone gets 2 face-down cards. The discard shows {card}; {pile} in the pile.</source>
        <translation>Round {round} of {rounds}. {dealer} deals and plays first. Everyone gets 2 face-down cards. The discard shows {card}; {pile} in the pile.</translation>
    </message>
    <message>
        <source>You add {card} face down at position {n}; you have {size}.</source>
        <translation>You add {card} face down at position {n}; you have {size}.</translation>
    </message>
    <message>
        <source>{player} adds {card} face down at position {n} and has {size}.</source>
        <translation>{player} adds {card} face down at position {n} and has {size}.</translation>
    </message>
    <message>
        <source>{card} to the discard: you discard it.</source>
        <translation>{card} to the discard: you discard it.</translation>
    </message>
    <message>
        <source>{card} to the discard: {player} discards it, just drawn.</source>
        <translation>{card} to the discard: {player} discards it, just drawn.</translation>
    </message>
    <message>
        <source>{card} to the discard, from your position {n}.</source>
        <translation>{card} to the discard, from your position {n}.</translation>
    </message>
    <message>
        <source>{card} to the discard, from {player}&apos;s position {n}.</source>
        <translation>{card} to the discard, from {player}&apos;s position {n}.</translation>
    </message>
    <message>
        <source>{card} to the discard: your Flash sends {target} there.</source>
        <translation>{card} to the discard: your Flash sends {target} there.</translation>
    </message>
    <message>
        <source>{card} to the discard: {player}&apos;s Flash sends {target} there.</source>
        <translation>{card} to the discard: {player}&apos;s Flash sends {target} there.</translation>
    </message>
    <message>
        <source>{player} looks at their card at position {n}.</source>
        <translation>{player} looks at their card at position {n}.</translation>
    </message>
    <message>
        <source>Claim now with {key}.</source>
        <translation>Claim now with {key}.</translation>
    </message>
    <message>
        <source>Claim now.</source>
        <translation>Claim now.</translation>
    </message>
    <message>
        <source>Each player in turn, from {player}, may claim {card} ({key}) or pass ({pass_key}).</source>
        <translation>Each player in turn, from {player}, may claim {card} ({key}) or pass ({pass_key}).</translation>
    </message>
    <message>
        <source>{card} is at position {n}.</source>
        <translation>{card} is at position {n}.</translation>
    </message>
    <message>
        <source>Wrong: {target} does not match {card}. {card} stays on the discard; {player} draws a penalty card that nobody else sees, and may not call Num Win this turn.</source>
        <translation>Wrong: {target} does not match {card}. {card} stays on the discard; {player} draws a penalty card that nobody else sees, and may not call Num Win this turn.</translation>
    </message>
    <message>
        <source>You call Num Win with {size}! The others play one last turn: {order}.</source>
        <translation>You call Num Win with {size}! The others play one last turn: {order}.</translation>
    </message>
    <message>
        <source>{player} calls Num Win with {size}! One last turn each: {order}.</source>
        <translation>{player} calls Num Win with {size}! One last turn each: {order}.</translation>
    </message>
    <message>
        <source>You complete your combination blind: {count} face down, unseen.</source>
        <translation>You complete your combination blind: {count} face down, unseen.</translation>
    </message>
    <message>
        <source>{player} completes their combination blind: {count} face down, unseen.</source>
        <translation>{player} completes their combination blind: {count} face down, unseen.</translation>
    </message>
    <message>
        <source>Round {round} over. This round: {scores}. Totals: {totals}.</source>
        <translation>Round {round} over. This round: {scores}. Totals: {totals}.</translation>
    </message>
    <message>
        <source>The Num Win call did not give the lowest score: plus {penalty}.</source>
        <translation>The Num Win call did not give the lowest score: plus {penalty}.</translation>
    </message>
    <message>
        <source>Counted: {cards}, {points}.</source>
        <translation>Counted: {cards}, {points}.</translation>
    </message>
    <message>
        <source>Game over. You win with the lowest total, {points}.</source>
        <translation>Game over. You win with the lowest total, {points}.</translation>
    </message>
    <message>
        <source>Game over. {names} wins with the lowest total, {points}.</source>
        <translation>Game over. {names} wins with the lowest total, {points}.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>The pile is empty.</translation>
    </message>
    <message>
        <source>The discard is empty.</source>
        <translation>The discard is empty.</translation>
    </message>
    <message>
        <source>You could neither exchange nor add that card.</source>
        <translation>You could neither exchange nor add that card.</translation>
    </message>
    <message>
        <source>First draw from the pile or take the discard.</source>
        <translation>First draw from the pile or take the discard.</translation>
    </message>
    <message>
        <source>A card taken from the discard must be exchanged or added.</source>
        <translation>A card taken from the discard must be exchanged or added.</translation>
    </message>
    <message>
        <source>Only a card taken from the discard can be added.</source>
        <translation>Only a card taken from the discard can be added.</translation>
    </message>
    <message>
        <source>You already have 5 cards or more: exchange instead.</source>
        <translation>You already have 5 cards or more: exchange instead.</translation>
    </message>
    <message>
        <source>Exchange or discard the drawn card first.</source>
        <translation>Exchange or discard the drawn card first.</translation>
    </message>
    <message>
        <source>There is no card at that position.</source>
        <translation>There is no card at that position.</translation>
    </message>
    <message>
        <source>That card belongs to a claimed pair: it is protected.</source>
        <translation>That card belongs to a claimed pair: it is protected.</translation>
    </message>
    <message>
        <source>Choose the target of your action card first.</source>
        <translation>Choose the target of your action card first.</translation>
    </message>
    <message>
        <source>That card cannot be a target of this action.</source>
        <translation>That card cannot be a target of this action.</translation>
    </message>
    <message>
        <source>Wait: another player answers the claim before you.</source>
        <translation>Wait: another player answers the claim before you.</translation>
    </message>
    <message>
        <source>You have already answered this claim window.</source>
        <translation>You have already answered this claim window.</translation>
    </message>
    <message>
        <source>Claim the discard or pass first.</source>
        <translation>Claim the discard or pass first.</translation>
    </message>
    <message>
        <source>Too late: the claim window had closed.</source>
        <translation>Too late: the claim window had closed.</translation>
    </message>
    <message>
        <source>That claim time is not valid.</source>
        <translation>That claim time is not valid.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>There is no such player.</translation>
    </message>
    <message>
        <source>Call Num Win or end your turn first.</source>
        <translation>Call Num Win or end your turn first.</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>Your moves</translation>
    </message>
    <message>
        <source>Your combination</source>
        <translation>Your combination</translation>
    </message>
    <message>
        <source>Discard and pile</source>
        <translation>Discard and pile</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Num Win table</source>
        <translation>Num Win table</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Pile: {count}</translation>
    </message>
    <message>
        <source>Discard: {card}</source>
        <translation>Discard: {card}</translation>
    </message>
    <message>
        <source>In your hand: {card}</source>
        <translation>In your hand: {card}</translation>
    </message>
    <message>
        <source>Draw from the pile ({key})</source>
        <translation>Draw from the pile ({key})</translation>
    </message>
    <message>
        <source>Take {card} from the discard ({key})</source>
        <translation>Take {card} from the discard ({key})</translation>
    </message>
    <message>
        <source>Discard {card} ({key})</source>
        <translation>Discard {card} ({key})</translation>
    </message>
    <message>
        <source>Add {card} as a new card ({key})</source>
        <translation>Add {card} as a new card ({key})</translation>
    </message>
    <message>
        <source>Exchange with {place}</source>
        <translation>Exchange with {place}</translation>
    </message>
    <message>
        <source>End your turn ({key})</source>
        <translation>End your turn ({key})</translation>
    </message>
    <message>
        <source>Call Num Win ({key})</source>
        <translation>Call Num Win ({key})</translation>
    </message>
    <message>
        <source>Give {place}</source>
        <translation>Give {place}</translation>
    </message>
    <message>
        <source>Take {place}</source>
        <translation>Take {place}</translation>
    </message>
    <message>
        <source>Back: choose another card of yours</source>
        <translation>Back: choose another card of yours</translation>
    </message>
    <message>
        <source>Look at {place}</source>
        <translation>Look at {place}</translation>
    </message>
    <message>
        <source>Turn up {place}</source>
        <translation>Turn up {place}</translation>
    </message>
    <message>
        <source>Send {place} to the discard</source>
        <translation>Send {place} to the discard</translation>
    </message>
    <message>
        <source>Cancel: do not claim</source>
        <translation>Cancel: do not claim</translation>
    </message>
    <message>
        <source>Claim {card} ({key})</source>
        <translation>Claim {card} ({key})</translation>
    </message>
    <message>
        <source>Nothing to claim ({key})</source>
        <translation>Nothing to claim ({key})</translation>
    </message>
    <message>
        <source>No claim window is open.</source>
        <translation>No claim window is open.</translation>
    </message>
    <message>
        <source>Which card matches {card}? Choose it in Your moves; Escape to cancel.</source>
        <translation>Which card matches {card}? Choose it in Your moves; Escape to cancel.</translation>
    </message>
    <message>
        <source>No claim window is waiting for you.</source>
        <translation>No claim window is waiting for you.</translation>
    </message>
    <message>
        <source>Back.</source>
        <translation>Back.</translation>
    </message>
    <message>
        <source>Call Num Win? If another player ends the round with a lower score, you take 15 points.</source>
        <translation>Call Num Win? If another player ends the round with a lower score, you take 15 points.</translation>
    </message>
    <message>
        <source>Nothing to do with this card now. {turn}</source>
        <translation>Nothing to do with this card now. {turn}</translation>
    </message>
    <message>
        <source>position {n}: {card}, face up, claimed pair (protected)</source>
        <translation>position {n}: {card}, face up, claimed pair (protected)</translation>
    </message>
    <message>
        <source>position {n}: {card}, face up (Quantum)</source>
        <translation>position {n}: {card}, face up (Quantum)</translation>
    </message>
    <message>
        <source>position {n}: face down, you saw: {card}, which acts when you exchange it out</source>
        <translation>position {n}: face down, you saw: {card}, which acts when you exchange it out</translation>
    </message>
    <message>
        <source>position {n}: face down, you saw: {card}</source>
        <translation>position {n}: face down, you saw: {card}</translation>
    </message>
    <message>
        <source>position {n}: face down, {when}</source>
        <translation>position {n}: face down, {when}</translation>
    </message>
    <message>
        <source>position {n}: face down, seen</source>
        <translation>position {n}: face down, seen</translation>
    </message>
    <message>
        <source>position {n}: face down, never seen</source>
        <translation>position {n}: face down, never seen</translation>
    </message>
    <message>
        <source>position {n}: face down, its owner has seen it</source>
        <translation>position {n}: face down, its owner has seen it</translation>
    </message>
    <message>
        <source>position {n}: face down, unseen by its owner</source>
        <translation>position {n}: face down, unseen by its owner</translation>
    </message>
    <message>
        <source>your {place}</source>
        <translation>your {place}</translation>
    </message>
    <message>
        <source>{player}, {place}</source>
        <translation>{player}, {place}</translation>
    </message>
    <message>
        <source>Call Num Win ({call}) or end your turn ({end}).</source>
        <translation>Call Num Win ({call}) or end your turn ({end}).</translation>
    </message>
    <message>
        <source>{player} decides whether to call Num Win.</source>
        <translation>{player} decides whether to call Num Win.</translation>
    </message>
    <message>
        <source> (last turn)</source>
        <translation> (last turn)</translation>
    </message>
    <message>
        <source>{player} is playing{last}. Round {round} of {rounds}.</source>
        <translation>{player} is playing{last}. Round {round} of {rounds}.</translation>
    </message>
    <message>
        <source>Your turn: draw from the pile ({draw}) or take {card} from the discard ({take}).</source>
        <translation>Your turn: draw from the pile ({draw}) or take {card} from the discard ({take}).</translation>
    </message>
    <message>
        <source>You hold {card}: Enter on a position of your combination exchanges it, or discard it ({discard}).</source>
        <translation>You hold {card}: Enter on a position of your combination exchanges it, or discard it ({discard}).</translation>
    </message>
    <message>
        <source>You hold {card} from the discard: Enter on a position of your combination exchanges it, or add it ({add}).</source>
        <translation>You hold {card} from the discard: Enter on a position of your combination exchanges it, or add it ({add}).</translation>
    </message>
    <message>
        <source>Choose the target of your action card in Your moves.</source>
        <translation>Choose the target of your action card in Your moves.</translation>
    </message>
    <message>
        <source>Claim window for {card}: press {key} if one of your cards, or a card of an opponent you remember, matches it.</source>
        <translation>Claim window for {card}: press {key} if one of your cards, or a card of an opponent you remember, matches it.</translation>
    </message>
    <message>
        <source>Your answer: claim {card} ({key}) or pass ({pass_key}).</source>
        <translation>Your answer: claim {card} ({key}) or pass ({pass_key}).</translation>
    </message>
    <message>
        <source>{player} decides whether to claim {card}.</source>
        <translation>{player} decides whether to claim {card}.</translation>
    </message>
    <message>
        <source>{player}: total {total} (rounds: {rounds})</source>
        <translation>{player}: total {total} (rounds: {rounds})</translation>
    </message>
    <message>
        <source>{player} {total}</source>
        <translation>{player} {total}</translation>
    </message>
    <message>
        <source>Scores, lowest wins: {scores}. Round {round} of {rounds}.</source>
        <translation>Scores, lowest wins: {scores}. Round {round} of {rounds}.</translation>
    </message>
    <message>
        <source>Teams: seats 1 and 3 against 2 and 4; partners share their total.</source>
        <translation>Teams: seats 1 and 3 against 2 and 4; partners share their total.</translation>
    </message>
    <message>
        <source>Your combination, {count}: {cards}.</source>
        <translation>Your combination, {count}: {cards}.</translation>
    </message>
    <message>
        <source>Discard: {card} on top, {count}. Pile: {pile}. Round {round} of {rounds}, dealt by {dealer}.</source>
        <translation>Discard: {card} on top, {count}. Pile: {pile}. Round {round} of {rounds}, dealt by {dealer}.</translation>
    </message>
    <message>
        <source>{player}: {count}: {cards}. Total {total}.</source>
        <translation>{player}: {count}: {cards}. Total {total}.</translation>
    </message>
    <message>
        <source>In your hand: {card}.</source>
        <translation>In your hand: {card}.</translation>
    </message>
    <message>
        <source>{player} has called Num Win; still to play: {order}.</source>
        <translation>{player} has called Num Win; still to play: {order}.</translation>
    </message>
    <message>
        <source>draw from the pile</source>
        <translation>draw from the pile</translation>
    </message>
    <message>
        <source>take the discard</source>
        <translation>take the discard</translation>
    </message>
    <message>
        <source>Enter on a position</source>
        <translation>Enter on a position</translation>
    </message>
    <message>
        <source>exchange the card you hold with it</source>
        <translation>exchange the card you hold with it</translation>
    </message>
    <message>
        <source>discard the card drawn from the pile</source>
        <translation>discard the card drawn from the pile</translation>
    </message>
    <message>
        <source>add the card taken from the discard</source>
        <translation>add the card taken from the discard</translation>
    </message>
    <message>
        <source>claim the discard, then choose the matching card</source>
        <translation>claim the discard, then choose the matching card</translation>
    </message>
    <message>
        <source>nothing to claim</source>
        <translation>nothing to claim</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>back, while choosing a card</source>
        <translation>back, while choosing a card</translation>
    </message>
    <message>
        <source>call Num Win (asks for confirmation)</source>
        <translation>call Num Win (asks for confirmation)</translation>
    </message>
    <message>
        <source>end your turn without calling</source>
        <translation>end your turn without calling</translation>
    </message>
    <message>
        <source>Enter in Your moves</source>
        <translation>Enter in Your moves</translation>
    </message>
    <message>
        <source>do the move under the cursor</source>
        <translation>do the move under the cursor</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>this turn</translation>
    </message>
    <message>
        <source>1 turn ago</source>
        <translation>1 turn ago</translation>
    </message>
    <message>
        <source>{n} turns ago</source>
        <translation>{n} turns ago</translation>
    </message>
    <message>
        <source>seen at the deal</source>
        <translation>seen at the deal</translation>
    </message>
    <message>
        <source>seen when you drew it, {ago}</source>
        <translation>seen when you drew it, {ago}</translation>
    </message>
    <message>
        <source>taken from the discard, {ago}</source>
        <translation>taken from the discard, {ago}</translation>
    </message>
    <message>
        <source>seen with Flip, {ago}</source>
        <translation>seen with Flip, {ago}</translation>
    </message>
    <message>
        <source>penalty card, seen {ago}</source>
        <translation>penalty card, seen {ago}</translation>
    </message>
    <message>
        <source>seen {ago}</source>
        <translation>seen {ago}</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
    </message>
    <message>
        <source>Fixed number of rounds (0: play to the target)</source>
        <translation>Fixed number of rounds (0: play to the target)</translation>
    </message>
    <message>
        <source>Teams, 2 against 2</source>
        <translation>Teams, 2 against 2</translation>
    </message>
    <message>
        <source>A tie for lowest also costs the Num Win caller 15</source>
        <translation>A tie for lowest also costs the Num Win caller 15</translation>
    </message>
    <message>
        <source>Claim window in seconds (0: untimed)</source>
        <translation>Claim window in seconds (0: untimed)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>practice</name>
    <message>
        <source>Undo exists only in practice matches.</source>
        <translation>Undo exists only in practice matches.</translation>
    </message>
    <message>
        <source>Nothing to take back: you have not decided anything yet.</source>
        <translation>Nothing to take back: you have not decided anything yet.</translation>
    </message>
    <message>
        <source>Undo waits until the claim window is closed.</source>
        <translation>Undo waits until the claim window is closed.</translation>
    </message>
    <message>
        <source>The game is over: nothing to take back.</source>
        <translation>The game is over: nothing to take back.</translation>
    </message>
    <message>
        <source>Undo is not available in this game: its saved moves could not be read.</source>
        <translation>Undo is not available in this game: its saved moves could not be read.</translation>
    </message>
    <message>
        <source>Taken back: {what}</source>
        <translation>Taken back: {what}</translation>
    </message>
    <message>
        <source>Your last decision is taken back.</source>
        <translation>Your last decision is taken back.</translation>
    </message>
    <message>
        <source>{player}&apos;s move after it is taken back too.</source>
        <translation>{player}&apos;s move after it is taken back too.</translation>
    </message>
    <message>
        <source>The move played after it is taken back too.</source>
        <translation>The move played after it is taken back too.</translation>
    </message>
    <message>
        <source>The {n} moves played after it are taken back too.</source>
        <translation>The {n} moves played after it are taken back too.</translation>
    </message>
</context>
<context>
    <name>quit</name>
    <message>
        <source>Your place in the tutorial is kept: next time, Learn {game} goes on from there.</source>
        <translation>Your place in the tutorial is kept: next time, Learn {game} goes on from there.</translation>
    </message>
    <message>
        <source>Your match is saved: next time, Continue the last game resumes it.</source>
        <translation>Your match is saved: next time, Continue the last game resumes it.</translation>
    </message>
    <message>
        <source>Quit? Your table closes and the network match stops for everyone.</source>
        <translation>Quit? Your table closes and the network match stops for everyone.</translation>
    </message>
    <message>
        <source>Quit? You leave the network match: it is not saved on this computer.</source>
        <translation>Quit? You leave the network match: it is not saved on this computer.</translation>
    </message>
    <message>
        <source>Quit? This match is not saved.</source>
        <translation>Quit? This match is not saved.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
</context>
<context>
    <name>qwinto</name>
    <message>
        <source>{row} box {box}</source>
        <translation>{row} box {box}</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <translation>{colour} {value}</translation>
    </message>
    <message>
        <source>{dice}: sum {total}</source>
        <translation>{dice}: sum {total}</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation>{first} or {last}</translation>
    </message>
    <message>
        <source>{value} must be more than {neighbour} on its left</source>
        <translation>{value} must be more than {neighbour} on its left</translation>
    </message>
    <message>
        <source>{value} must be less than {neighbour} on its right</source>
        <translation>{value} must be less than {neighbour} on its right</translation>
    </message>
    <message>
        <source>{value} is already in this column, in {box}</source>
        <translation>{value} is already in this column, in {box}</translation>
    </message>
    <message>
        <source>this box already holds {written}</source>
        <translation>this box already holds {written}</translation>
    </message>
    <message>
        <source>that is a gap in the row, never written</source>
        <translation>that is a gap in the row, never written</translation>
    </message>
    <message>
        <source>there is no box there</source>
        <translation>there is no box there</translation>
    </message>
    <message>
        <source>{row} {points} (complete)</source>
        <translation>{row} {points} (complete)</translation>
    </message>
    <message>
        <source>{row} {points} ({numbers} of 9 numbers)</source>
        <translation>{row} {points} ({numbers} of 9 numbers)</translation>
    </message>
    <message>
        <source>bonus columns {points}</source>
        <translation>bonus columns {points}</translation>
    </message>
    <message>
        <source>no bonus column</source>
        <translation>no bonus column</translation>
    </message>
    <message>
        <source>no misthrow</source>
        <translation>no misthrow</translation>
    </message>
    <message>
        <source>Solo game: you roll every turn.</source>
        <translation>Solo game: you roll every turn.</translation>
    </message>
    <message>
        <source>You roll first.</source>
        <translation>You roll first.</translation>
    </message>
    <message>
        <source>{player} rolls first.</source>
        <translation>{player} rolls first.</translation>
    </message>
    <message>
        <source>choose your dice and roll.</source>
        <translation>choose your dice and roll.</translation>
    </message>
    <message>
        <source>You roll {dice}.</source>
        <translation>You roll {dice}.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}.</source>
        <translation>{player} rolls {dice}.</translation>
    </message>
    <message>
        <source>{player}: {total}.</source>
        <translation>{player}: {total}.</translation>
    </message>
    <message>
        <source>Keep it, or reroll once.</source>
        <translation>Keep it, or reroll once.</translation>
    </message>
    <message>
        <source>You keep {total}.</source>
        <translation>You keep {total}.</translation>
    </message>
    <message>
        <source>{player} keeps {total}.</source>
        <translation>{player} keeps {total}.</translation>
    </message>
    <message>
        <source>Write {total}.</source>
        <translation>Write {total}.</translation>
    </message>
    <message>
        <source>You fill bonus column {n} of 5: its pentagon, in the {row} row, scores {points}.</source>
        <translation>You fill bonus column {n} of 5: its pentagon, in the {row} row, scores {points}.</translation>
    </message>
    <message>
        <source>{player} fills bonus column {n} of 5: its pentagon, in the {row} row, scores {points}.</source>
        <translation>{player} fills bonus column {n} of 5: its pentagon, in the {row} row, scores {points}.</translation>
    </message>
    <message>
        <source>misthrows {count}, minus {penalty}</source>
        <translation>misthrows {count}, minus {penalty}</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>the {colour} die was not rolled</source>
        <translation>the {colour} die was not rolled</translation>
    </message>
    <message>
        <source>{player}: {total}: {rows}; {bonus}; {misthrows}.</source>
        <translation>{player}: {total}: {rows}; {bonus}; {misthrows}.</translation>
    </message>
    <message>
        <source>You reroll {dice}.</source>
        <translation>You reroll {dice}.</translation>
    </message>
    <message>
        <source>{player} rerolls {dice}.</source>
        <translation>{player} rerolls {dice}.</translation>
    </message>
    <message>
        <source>Write {total} in the {rows} row, or write nothing and mark a misthrow.</source>
        <translation>Write {total} in the {rows} row, or write nothing and mark a misthrow.</translation>
    </message>
    <message>
        <source>Write {total} in the {rows} row, or write nothing.</source>
        <translation>Write {total} in the {rows} row, or write nothing.</translation>
    </message>
    <message>
        <source>Sum {total}: no box of the {rows} row can take it for you.</source>
        <translation>Sum {total}: no box of the {rows} row can take it for you.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>write nothing</source>
        <translation>write nothing</translation>
    </message>
    <message>
        <source>Your choice: {choice}. Waiting for {waiting}.</source>
        <translation>Your choice: {choice}. Waiting for {waiting}.</translation>
    </message>
    <message>
        <source>{player} has decided.</source>
        <translation>{player} has decided.</translation>
    </message>
    <message>
        <source>{box}, a pentagon</source>
        <translation>{box}, a pentagon</translation>
    </message>
    <message>
        <source>You write {value} in {box}.</source>
        <translation>You write {value} in {box}.</translation>
    </message>
    <message>
        <source>{player} writes {value} in {box}.</source>
        <translation>{player} writes {value} in {box}.</translation>
    </message>
    <message>
        <source>{player}: {value} {box}.</source>
        <translation>{player}: {value} {box}.</translation>
    </message>
    <message>
        <source>You write nothing.</source>
        <translation>You write nothing.</translation>
    </message>
    <message>
        <source>{player} writes nothing.</source>
        <translation>{player} writes nothing.</translation>
    </message>
    <message>
        <source>No box could take the sum: </source>
        <translation>No box could take the sum: </translation>
    </message>
    <message>
        <source>{why}you mark misthrow {count} of 4, minus {penalty} points in all.</source>
        <translation>{why}you mark misthrow {count} of 4, minus {penalty} points in all.</translation>
    </message>
    <message>
        <source>{why}{player} marks misthrow {count} of 4.</source>
        <translation>{why}{player} marks misthrow {count} of 4.</translation>
    </message>
    <message>
        <source>{player}: misthrow {count}.</source>
        <translation>{player}: misthrow {count}.</translation>
    </message>
    <message>
        <source>You complete the {row} row: it scores {points}, its rightmost number. Full rows: {full}.</source>
        <translation>You complete the {row} row: it scores {points}, its rightmost number. Full rows: {full}.</translation>
    </message>
    <message>
        <source>{player} completes the {row} row: it scores {points}. Full rows: {full}.</source>
        <translation>{player} completes the {row} row: it scores {points}. Full rows: {full}.</translation>
    </message>
    <message>
        <source>you filled two rows</source>
        <translation>you filled two rows</translation>
    </message>
    <message>
        <source>{player} filled two rows</source>
        <translation>{player} filled two rows</translation>
    </message>
    <message>
        <source>you marked a fourth misthrow</source>
        <translation>you marked a fourth misthrow</translation>
    </message>
    <message>
        <source>{player} marked a fourth misthrow</source>
        <translation>{player} marked a fourth misthrow</translation>
    </message>
    <message>
        <source>two rows are full</source>
        <translation>two rows are full</translation>
    </message>
    <message>
        <source>a fourth misthrow was marked</source>
        <translation>a fourth misthrow was marked</translation>
    </message>
    <message>
        <source>Your final score: {points}.</source>
        <translation>Your final score: {points}.</translation>
    </message>
    <message>
        <source>You win with {points}.</source>
        <translation>You win with {points}.</translation>
    </message>
    <message>
        <source>{player} wins with {points}.</source>
        <translation>{player} wins with {points}.</translation>
    </message>
    <message>
        <source>Tie: {players} share the win with {points}.</source>
        <comment>with you</comment>
        <translation>Tie: {players} share the win with {points}.</translation>
    </message>
    <message>
        <source>Tie: {players} share the win with {points}.</source>
        <translation>Tie: {players} share the win with {points}.</translation>
    </message>
    <message>
        <source>Game over: {why}. {result}</source>
        <translation>Game over: {why}. {result}</translation>
    </message>
    <message>
        <source>Final scores. {details}</source>
        <translation>Final scores. {details}</translation>
    </message>
    <message>
        <source>Not there: {why}.</source>
        <translation>Not there: {why}.</translation>
    </message>
    <message>
        <source>It is not your turn to roll.</source>
        <translation>It is not your turn to roll.</translation>
    </message>
    <message>
        <source>You have already decided for this roll.</source>
        <translation>You have already decided for this roll.</translation>
    </message>
    <message>
        <source>First choose your dice and roll.</source>
        <translation>First choose your dice and roll.</translation>
    </message>
    <message>
        <source>Choose one, two or three dice to roll.</source>
        <translation>Choose one, two or three dice to roll.</translation>
    </message>
    <message>
        <source>Keep the roll or reroll first.</source>
        <translation>Keep the roll or reroll first.</translation>
    </message>
    <message>
        <source>Write the sum in a box, or write nothing.</source>
        <translation>Write the sum in a box, or write nothing.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Your sheet</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Opponent&apos;s sheet</source>
        <translation>Opponent&apos;s sheet</translation>
    </message>
    <message>
        <source>This is an opponent&apos;s sheet: it is read only.</source>
        <translation>This is an opponent&apos;s sheet: it is read only.</translation>
    </message>
    <message>
        <source>Qwinto table</source>
        <translation>Qwinto table</translation>
    </message>
    <message>
        <source>{colour} die: {value}</source>
        <translation>{colour} die: {value}</translation>
    </message>
    <message>
        <source>{colour} die, chosen</source>
        <translation>{colour} die, chosen</translation>
    </message>
    <message>
        <source>{colour} die, not chosen</source>
        <translation>{colour} die, not chosen</translation>
    </message>
    <message>
        <source>{colour} die, not rolled</source>
        <translation>{colour} die, not rolled</translation>
    </message>
    <message>
        <source>Sheet of {player}</source>
        <translation>Sheet of {player}</translation>
    </message>
    <message>
        <source>No box can take {total}: write nothing to mark your misthrow.</source>
        <translation>No box can take {total}: write nothing to mark your misthrow.</translation>
    </message>
    <message>
        <source>Start of the row.</source>
        <translation>Start of the row.</translation>
    </message>
    <message>
        <source>End of the row.</source>
        <translation>End of the row.</translation>
    </message>
    <message>
        <source>Top row.</source>
        <translation>Top row.</translation>
    </message>
    <message>
        <source>Bottom row.</source>
        <translation>Bottom row.</translation>
    </message>
    <message>
        <source>Dice are chosen only at the start of your turn.</source>
        <translation>Dice are chosen only at the start of your turn.</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>not chosen</translation>
    </message>
    <message>
        <source>no die</source>
        <translation>no die</translation>
    </message>
    <message>
        <source>{colour} {state}. You will roll: {dice}.</source>
        <translation>{colour} {state}. You will roll: {dice}.</translation>
    </message>
    <message>
        <source>Choose a box on your sheet, or write nothing.</source>
        <translation>Choose a box on your sheet, or write nothing.</translation>
    </message>
    <message>
        <source>Choose at least one die first.</source>
        <translation>Choose at least one die first.</translation>
    </message>
    <message>
        <source>Write nothing? As the active player you mark misthrow {count} of 4, minus 5 points.</source>
        <translation>Write nothing? As the active player you mark misthrow {count} of 4, minus 5 points.</translation>
    </message>
    <message>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <source>{player}: {points}. {sheet}</source>
        <translation>{player}: {points}. {sheet}</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>Scores: {scores}.</translation>
    </message>
    <message>
        <source>O, J or Y, V or P in the Dice region</source>
        <translation>O, J or Y, V or P in the Dice region</translation>
    </message>
    <message>
        <source>choose or drop the orange, yellow (jaune) or purple (violet) die</source>
        <translation>choose or drop the orange, yellow (jaune) or purple (violet) die</translation>
    </message>
    <message>
        <source>Space in the Dice region</source>
        <translation>Space in the Dice region</translation>
    </message>
    <message>
        <source>choose or drop the focused die</source>
        <translation>choose or drop the focused die</translation>
    </message>
    <message>
        <source>Enter in the Dice region</source>
        <translation>Enter in the Dice region</translation>
    </message>
    <message>
        <source>roll the chosen dice, or keep the roll</source>
        <translation>roll the chosen dice, or keep the roll</translation>
    </message>
    <message>
        <source>Arrows in a sheet</source>
        <translation>Arrows in a sheet</translation>
    </message>
    <message>
        <source>move between boxes; Home and End: row ends; Ctrl+Home and Ctrl+End: corners</source>
        <translation>move between boxes; Home and End: row ends; Ctrl+Home and Ctrl+End: corners</translation>
    </message>
    <message>
        <source>Enter in your sheet</source>
        <translation>Enter in your sheet</translation>
    </message>
    <message>
        <source>write the sum in the focused box</source>
        <translation>write the sum in the focused box</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>your choice {value}, revealed when everyone has decided</source>
        <translation>your choice {value}, revealed when everyone has decided</translation>
    </message>
    <message>
        <source>{row} box {box} of 9: {content}</source>
        <translation>{row} box {box} of 9: {content}</translation>
    </message>
    <message>
        <source>, pentagon</source>
        <translation>, pentagon</translation>
    </message>
    <message>
        <source>{total} can go here</source>
        <translation>{total} can go here</translation>
    </message>
    <message>
        <source>{total} cannot go here: {why}</source>
        <translation>{total} cannot go here: {why}</translation>
    </message>
    <message>
        <source>{box}: {content}</source>
        <translation>{box}: {content}</translation>
    </message>
    <message>
        <source>Alone in its column</source>
        <translation>Alone in its column</translation>
    </message>
    <message>
        <source>Bonus column {n}, with {boxes}</source>
        <translation>Bonus column {n}, with {boxes}</translation>
    </message>
    <message>
        <source>Same column as {boxes}</source>
        <translation>Same column as {boxes}</translation>
    </message>
    <message>
        <source>{value} in box {box}</source>
        <translation>{value} in box {box}</translation>
    </message>
    <message>
        <source>{count} of 9</source>
        <translation>{count} of 9</translation>
    </message>
    <message>
        <source>{row} row, {filled}: {numbers}.</source>
        <translation>{row} row, {filled}: {numbers}.</translation>
    </message>
    <message>
        <source>No misthrow.</source>
        <translation>No misthrow.</translation>
    </message>
    <message>
        <source>Misthrows: {count} of 4, minus {penalty}.</source>
        <translation>Misthrows: {count} of 4, minus {penalty}.</translation>
    </message>
    <message>
        <source>Score {points}. {misthrows}</source>
        <translation>Score {points}. {misthrows}</translation>
    </message>
    <message>
        <source>Turn {turn}: you choose the dice.</source>
        <translation>Turn {turn}: you choose the dice.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} chooses the dice.</source>
        <translation>Turn {turn}: {player} chooses the dice.</translation>
    </message>
    <message>
        <source>first throw</source>
        <translation>first throw</translation>
    </message>
    <message>
        <source>second throw</source>
        <translation>second throw</translation>
    </message>
    <message>
        <source>Turn {turn}, {player}, {attempt}: {dice}.</source>
        <translation>Turn {turn}, {player}, {attempt}: {dice}.</translation>
    </message>
    <message>
        <source>Your turn: choose your dice and roll. Chosen: {dice}.</source>
        <translation>Your turn: choose your dice and roll. Chosen: {dice}.</translation>
    </message>
    <message>
        <source>{player} is choosing dice.</source>
        <translation>{player} is choosing dice.</translation>
    </message>
    <message>
        <source>You rolled {dice}. Keep it, or reroll once.</source>
        <translation>You rolled {dice}. Keep it, or reroll once.</translation>
    </message>
    <message>
        <source>{player} rolled {dice} and may reroll.</source>
        <translation>{player} rolled {dice} and may reroll.</translation>
    </message>
    <message>
        <source>No box of the {rows} row can take {total}: write nothing to mark your misthrow.</source>
        <translation>No box of the {rows} row can take {total}: write nothing to mark your misthrow.</translation>
    </message>
    <message>
        <source>{n} box possible</source>
        <translation>{n} box possible</translation>
    </message>
    <message>
        <source>{n} boxes possible</source>
        <translation>{n} boxes possible</translation>
    </message>
    <message>
        <source>Write {total} in the {rows} row ({boxes}), or write nothing.</source>
        <translation>Write {total} in the {rows} row ({boxes}), or write nothing.</translation>
    </message>
    <message>
        <source>Writing nothing is a misthrow for you.</source>
        <translation>Writing nothing is a misthrow for you.</translation>
    </message>
    <message>
        <source>no box for {total}</source>
        <translation>no box for {total}</translation>
    </message>
    <message>
        <source>Sum {total}. Your choice: {choice}. Waiting for {waiting}.</source>
        <translation>Sum {total}. Your choice: {choice}. Waiting for {waiting}.</translation>
    </message>
</context>
<context>
    <name>replay</name>
    <message>
        <source>Tablée: {game}</source>
        <translation>Tablée: {game}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Players: {names}</translation>
    </message>
    <message>
        <source>Final scores: {scores}. Won by {winners}.</source>
        <translation>Final scores: {scores}. Won by {winners}.</translation>
    </message>
    <message>
        <source>it was played at a table hosted on another computer, which did not send the moves of the match: this computer kept only what your seat saw</source>
        <translation>it was played at a table hosted on another computer, which did not send the moves of the match: this computer kept only what your seat saw</translation>
    </message>
    <message>
        <source>the match is not over, and a replay would reveal hidden cards</source>
        <translation>the match is not over, and a replay would reveal hidden cards</translation>
    </message>
    <message>
        <source>it was saved by an older version of Tablée that did not keep the moves</source>
        <translation>it was saved by an older version of Tablée that did not keep the moves</translation>
    </message>
    <message>
        <source>its moves no longer lead to its end</source>
        <translation>its moves no longer lead to its end</translation>
    </message>
    <message>
        <source>Start of the match</source>
        <translation>Start of the match</translation>
    </message>
    <message>
        <source>Move {n} of {total}, round {round}</source>
        <translation>Move {n} of {total}, round {round}</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <translation>Move {n} of {total}</translation>
    </message>
    <message>
        <source>Nothing to hear at this move.</source>
        <translation>Nothing to hear at this move.</translation>
    </message>
    <message>
        <source>{title}: {said}</source>
        <translation>{title}: {said}</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Replay: {game}</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Export as &amp;text…</source>
        <translation>Export as &amp;text…</translation>
    </message>
    <message>
        <source>Export as text</source>
        <translation>Export as text</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Keys of the replay.</source>
        <translation>Keys of the replay.</translation>
    </message>
    <message>
        <source>Up and Down, Home and End: move in the list of moves. Escape: close.</source>
        <translation>Up and Down, Home and End: move in the list of moves. Escape: close.</translation>
    </message>
    <message>
        <source>First move.</source>
        <translation>First move.</translation>
    </message>
    <message>
        <source>Last move.</source>
        <translation>Last move.</translation>
    </message>
    <message>
        <source>No other round that way.</source>
        <translation>No other round that way.</translation>
    </message>
    <message>
        <source>Heard from your seat.</source>
        <translation>Heard from your seat.</translation>
    </message>
    <message>
        <source>Heard as a spectator.</source>
        <translation>Heard as a spectator.</translation>
    </message>
    <message>
        <source>Heard from {player}&apos;s seat, with that player&apos;s cards.</source>
        <translation>Heard from {player}&apos;s seat, with that player&apos;s cards.</translation>
    </message>
    <message>
        <source>Export the match as text</source>
        <translation>Export the match as text</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Text files (*.txt)</translation>
    </message>
    <message>
        <source>The match could not be exported: {why}</source>
        <translation>The match could not be exported: {why}</translation>
    </message>
    <message>
        <source>The match was written to {file}.</source>
        <translation>The match was written to {file}.</translation>
    </message>
    <message>
        <source>This match cannot be replayed: {reason}.</source>
        <translation>This match cannot be replayed: {reason}.</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <source>No game is on the table.</source>
        <translation>No game is on the table.</translation>
    </message>
    <message>
        <source>Nothing to say.</source>
        <translation>Nothing to say.</translation>
    </message>
    <message>
        <source>No message there.</source>
        <translation>No message there.</translation>
    </message>
    <message>
        <source>Nothing happened since your last turn.</source>
        <translation>Nothing happened since your last turn.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>the file is not readable JSON</source>
        <translation>the file is not readable JSON</translation>
    </message>
    <message>
        <source>the file is not a Tablée save</source>
        <translation>the file is not a Tablée save</translation>
    </message>
    <message>
        <source>the file comes from another version of Tablée</source>
        <translation>the file comes from another version of Tablée</translation>
    </message>
    <message>
        <source>the file was written by a newer version of Tablée (save format {version}; this version reads formats up to {current})</source>
        <translation>the file was written by a newer version of Tablée (save format {version}; this version reads formats up to {current})</translation>
    </message>
    <message>
        <source>the file names a game Tablée does not know</source>
        <translation>the file names a game Tablée does not know</translation>
    </message>
    <message>
        <source>the file is a save of another game</source>
        <translation>the file is a save of another game</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>the file is damaged</translation>
    </message>
    <message>
        <source>the file is far too big to be a save</source>
        <translation>the file is far too big to be a save</translation>
    </message>
    <message>
        <source>The saved game {file} could not be opened: {reason}. It was set aside as {moved}; nothing else is lost.</source>
        <translation>The saved game {file} could not be opened: {reason}. It was set aside as {moved}; nothing else is lost.</translation>
    </message>
    <message>
        <source>The saved game {file} could not be opened: {reason}. The file is kept as it is.</source>
        <translation>The saved game {file} could not be opened: {reason}. The file is kept as it is.</translation>
    </message>
    <message>
        <source>{game} with {players}</source>
        <translation>{game} with {players}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>Screen reader</source>
        <translation>Screen reader</translation>
    </message>
    <message>
        <source>Screen reader, direct (NVDA, JAWS, VoiceOver)</source>
        <translation>Screen reader, direct (NVDA, JAWS, VoiceOver)</translation>
    </message>
    <message>
        <source>Built-in voice</source>
        <translation>Built-in voice</translation>
    </message>
    <message>
        <source>Second voice (pyttsx3)</source>
        <translation>Second voice (pyttsx3)</translation>
    </message>
    <message>
        <source>Screen reader and voice</source>
        <translation>Screen reader and voice</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>All messages</source>
        <translation>All messages</translation>
    </message>
    <message>
        <source>My moves and urgent messages</source>
        <translation>My moves and urgent messages</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Brief</source>
        <translation>Brief</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Detailed</source>
        <translation>Detailed</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>High contrast (yellow on black)</source>
        <translation>High contrast (yellow on black)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Speech output</source>
        <translation>Speech output</translation>
    </message>
    <message>
        <source>Messages on the braille display</source>
        <translation>Messages on the braille display</translation>
    </message>
    <message>
        <source>Verbosity</source>
        <translation>Verbosity</translation>
    </message>
    <message>
        <source>Speech rate</source>
        <translation>Speech rate</translation>
    </message>
    <message>
        <source>Speech volume</source>
        <translation>Speech volume</translation>
    </message>
    <message>
        <source>Silence the other players&apos; moves</source>
        <translation>Silence the other players&apos; moves</translation>
    </message>
    <message>
        <source>Silence draws and refills</source>
        <translation>Silence draws and refills</translation>
    </message>
    <message>
        <source>Silence hints</source>
        <translation>Silence hints</translation>
    </message>
    <message>
        <source>Pause after each computer move (milliseconds)</source>
        <translation>Pause after each computer move (milliseconds)</translation>
    </message>
    <message>
        <source>Ask before costly moves</source>
        <translation>Ask before costly moves</translation>
    </message>
    <message>
        <source>Sound cues</source>
        <translation>Sound cues</translation>
    </message>
    <message>
        <source>Sound cue volume</source>
        <translation>Sound cue volume</translation>
    </message>
    <message>
        <source>Num Win memory aid (repeat face-down cards)</source>
        <translation>Num Win memory aid (repeat face-down cards)</translation>
    </message>
    <message>
        <source>Num Win claim window (milliseconds, 0 for untimed)</source>
        <translation>Num Win claim window (milliseconds, 0 for untimed)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voice</translation>
    </message>
    <message>
        <source>Voice pitch</source>
        <translation>Voice pitch</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <source>Zoom (percent, Ctrl+Plus and Ctrl+Minus)</source>
        <translation>Zoom (percent, Ctrl+Plus and Ctrl+Minus)</translation>
    </message>
    <message>
        <source>Output in use</source>
        <translation>Output in use</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Change the &amp;keys…</source>
        <translation>Change the &amp;keys…</translation>
    </message>
    <message>
        <source>Change the keys</source>
        <translation>Change the keys</translation>
    </message>
    <message>
        <source>My &amp;tactile code…</source>
        <translation>My &amp;tactile code…</translation>
    </message>
    <message>
        <source>My tactile code</source>
        <translation>My tactile code</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Default</translation>
    </message>
</context>
<context>
    <name>speech</name>
    <message>
        <source>{reader}, direct</source>
        <translation>{reader}, direct</translation>
    </message>
    <message>
        <source>Screen reader, through accessibility announcements</source>
        <translation>Screen reader, through accessibility announcements</translation>
    </message>
    <message>
        <source>Built-in voice (speech-dispatcher)</source>
        <translation>Built-in voice (speech-dispatcher)</translation>
    </message>
    <message>
        <source>Built-in voice (Qt)</source>
        <translation>Built-in voice (Qt)</translation>
    </message>
    <message>
        <source>Second voice (pyttsx3)</source>
        <translation>Second voice (pyttsx3)</translation>
    </message>
    <message>
        <source>None: messages are only kept in the history</source>
        <translation>None: messages are only kept in the history</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>No opponent.</source>
        <translation>No opponent.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(empty)</translation>
    </message>
    <message>
        <source>No {value} here.</source>
        <translation>No {value} here.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
</context>
<context>
    <name>tactile</name>
    <message>
        <source>2 Win stars: {shape}, one or two, top right</source>
        <translation>2 Win stars: {shape}, one or two, top right</translation>
    </message>
    <message>
        <source>Tactile code legend</source>
        <translation>Tactile code legend</translation>
    </message>
    <message>
        <source>Each colour has a shape, drawn top left on the card; under it, the value as marks read from the top: a bar counts five, a dot one, a ring alone zero. Use the arrows to go through the legend.</source>
        <translation>Each colour has a shape, drawn top left on the card; under it, the value as marks read from the top: a bar counts five, a dot one, a ring alone zero. Use the arrows to go through the legend.</translation>
    </message>
    <message>
        <source>&amp;Change my code…</source>
        <translation>&amp;Change my code…</translation>
    </message>
    <message>
        <source>Change my code</source>
        <translation>Change my code</translation>
    </message>
    <message>
        <source>&amp;Print sticker sheets…</source>
        <translation>&amp;Print sticker sheets…</translation>
    </message>
    <message>
        <source>Print sticker sheets</source>
        <translation>Print sticker sheets</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>My tactile code</source>
        <translation>My tactile code</translation>
    </message>
    <message>
        <source>Change the shape of each colour and the marks of each value to match the stickers on your own cards. Marks are read from the top: bar, dot or ring, separated by spaces.</source>
        <translation>Change the shape of each colour and the marks of each value to match the stickers on your own cards. Marks are read from the top: bar, dot or ring, separated by spaces.</translation>
    </message>
    <message>
        <source>Shape for {colour}</source>
        <translation>Shape for {colour}</translation>
    </message>
    <message>
        <source>Marks for {value}</source>
        <translation>Marks for {value}</translation>
    </message>
    <message>
        <source>&amp;Back to the default code</source>
        <translation>&amp;Back to the default code</translation>
    </message>
    <message>
        <source>Back to the default code</source>
        <translation>Back to the default code</translation>
    </message>
    <message>
        <source>Refused: {other} already has {shape}, and two colours cannot share a shape. Change {other} first.</source>
        <translation>Refused: {other} already has {shape}, and two colours cannot share a shape. Change {other} first.</translation>
    </message>
    <message>
        <source>Refused: “{word}” is not a mark; use bar, dot or ring.</source>
        <translation>Refused: “{word}” is not a mark; use bar, dot or ring.</translation>
    </message>
    <message>
        <source>Refused: a value needs at least one mark.</source>
        <translation>Refused: a value needs at least one mark.</translation>
    </message>
    <message>
        <source>Refused: {other} already has these marks, and two values cannot share a pattern. Change {other} first.</source>
        <translation>Refused: {other} already has these marks, and two values cannot share a pattern. Change {other} first.</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refused: {reason}</translation>
    </message>
    <message>
        <source>{change}. Saved; every card now shows it.</source>
        <translation>{change}. Saved; every card now shows it.</translation>
    </message>
    <message>
        <source>The tactile code is back to its defaults.</source>
        <translation>The tactile code is back to its defaults.</translation>
    </message>
    <message>
        <source>a circle</source>
        <translation>a circle</translation>
    </message>
    <message>
        <source>a triangle</source>
        <translation>a triangle</translation>
    </message>
    <message>
        <source>a square</source>
        <translation>a square</translation>
    </message>
    <message>
        <source>a diamond</source>
        <translation>a diamond</translation>
    </message>
    <message>
        <source>a cross</source>
        <translation>a cross</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>a heart</translation>
    </message>
    <message>
        <source>a hexagon</source>
        <translation>a hexagon</translation>
    </message>
    <message>
        <source>a star</source>
        <translation>a star</translation>
    </message>
    <message>
        <source>a pentagon</source>
        <translation>a pentagon</translation>
    </message>
    <message>
        <source>a spade</source>
        <translation>a spade</translation>
    </message>
    <message>
        <source>a playing-card heart</source>
        <translation>a playing-card heart</translation>
    </message>
    <message>
        <source>a playing-card diamond</source>
        <translation>a playing-card diamond</translation>
    </message>
    <message>
        <source>a club</source>
        <translation>a club</translation>
    </message>
    <message>
        <source>an arch</source>
        <translation>an arch</translation>
    </message>
    <message>
        <source>a crescent moon</source>
        <translation>a crescent moon</translation>
    </message>
    <message>
        <source>two opposite arrows</source>
        <translation>two opposite arrows</translation>
    </message>
    <message>
        <source>a card half filled</source>
        <translation>a card half filled</translation>
    </message>
    <message>
        <source>an atom with its rings</source>
        <translation>an atom with its rings</translation>
    </message>
    <message>
        <source>a lightning bolt</source>
        <translation>a lightning bolt</translation>
    </message>
    <message>
        <source>a bar</source>
        <translation>a bar</translation>
    </message>
    <message>
        <source>two bars</source>
        <translation>two bars</translation>
    </message>
    <message>
        <source>three bars</source>
        <translation>three bars</translation>
    </message>
    <message>
        <source>a dot</source>
        <translation>a dot</translation>
    </message>
    <message>
        <source>two dots</source>
        <translation>two dots</translation>
    </message>
    <message>
        <source>three dots</source>
        <translation>three dots</translation>
    </message>
    <message>
        <source>four dots</source>
        <translation>four dots</translation>
    </message>
    <message>
        <source>a ring</source>
        <translation>a ring</translation>
    </message>
    <message>
        <source>two rings</source>
        <translation>two rings</translation>
    </message>
    <message>
        <source>{n} bars</source>
        <translation>{n} bars</translation>
    </message>
    <message>
        <source>{n} dots</source>
        <translation>{n} dots</translation>
    </message>
    <message>
        <source>{n} rings</source>
        <translation>{n} rings</translation>
    </message>
    <message>
        <source>bar</source>
        <extracomment>One word per mark, for typing a pattern; both languages are always understood.</extracomment>
        <translation>bar</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>dot</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>ring</translation>
    </message>
    <message>
        <source>{colour}: {shape}</source>
        <translation>{colour}: {shape}</translation>
    </message>
    <message>
        <source>{value}: {pattern}</source>
        <translation>{value}: {pattern}</translation>
    </message>
</context>
<context>
    <name>tutor</name>
    <message>
        <source>(no key: choose one in Settings)</source>
        <translation>(no key: choose one in Settings)</translation>
    </message>
    <message>
        <source>Undo is off during a tutorial: a wrong move is not played.</source>
        <translation>Undo is off during a tutorial: a wrong move is not played.</translation>
    </message>
    <message>
        <source>Step skipped.</source>
        <translation>Step skipped.</translation>
    </message>
    <message>
        <source>Wait for your turn, then skip.</source>
        <translation>Wait for your turn, then skip.</translation>
    </message>
    <message>
        <source>Step skipped: the move is played for you.</source>
        <translation>Step skipped: the move is played for you.</translation>
    </message>
    <message>
        <source>Tutorial left at step {step} of {total}; the Learn {game} button takes it up there.</source>
        <translation>Tutorial left at step {step} of {total}; the Learn {game} button takes it up there.</translation>
    </message>
    <message>
        <source>&amp;Play a real match</source>
        <translation>&amp;Play a real match</translation>
    </message>
    <message>
        <source>&amp;Back to the home screen</source>
        <translation>&amp;Back to the home screen</translation>
    </message>
    <message>
        <source>There is no tutorial for {game} yet.</source>
        <translation>There is no tutorial for {game} yet.</translation>
    </message>
    <message>
        <source>The tutorial for {game} could not be read: its file is damaged.</source>
        <translation>The tutorial for {game} could not be read: its file is damaged.</translation>
    </message>
</context>
<context>
    <name>twowin</name>
    <message>
        <source>{n} star</source>
        <translation>{n} star</translation>
    </message>
    <message>
        <source>{n} stars</source>
        <translation>{n} stars</translation>
    </message>
    <message>
        <source>{digit} {colour}</source>
        <translation>{digit} {colour}</translation>
    </message>
    <message>
        <source>{value}: tens {tens}, units {units}</source>
        <translation>{value}: tens {tens}, units {units}</translation>
    </message>
    <message>
        <source>{number}, {stars}</source>
        <translation>{number}, {stars}</translation>
    </message>
    <message>
        <source>no star</source>
        <translation>no star</translation>
    </message>
    <message>
        <source>{value} ({tens} and {units}, {stars})</source>
        <translation>{value} ({tens} and {units}, {stars})</translation>
    </message>
    <message>
        <source>2 Win with {players} players: {hand} cards each, {pile} cards in the pile. Each round, everyone passes a card, then composes a number higher than their last one.</source>
        <translation>2 Win with {players} players: {hand} cards each, {pile} cards in the pile. Each round, everyone passes a card, then composes a number higher than their last one.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Your hand: {cards}.</translation>
    </message>
    <message>
        <source>Round {round}. Still in: {players}.</source>
        <translation>Round {round}. Still in: {players}.</translation>
    </message>
    <message>
        <source>Round {round}.</source>
        <translation>Round {round}.</translation>
    </message>
    <message>
        <source>Pass step: {players} each pass a card to the left.</source>
        <translation>Pass step: {players} each pass a card to the left.</translation>
    </message>
    <message>
        <source>Compose step: {players} each compose a number.</source>
        <translation>Compose step: {players} each compose a number.</translation>
    </message>
    <message>
        <source>pass a card to {receiver}; {giver} passes one to you.</source>
        <translation>pass a card to {receiver}; {giver} passes one to you.</translation>
    </message>
    <message>
        <source>compose any two-digit number: the tens card, then the units card.</source>
        <translation>compose any two-digit number: the tens card, then the units card.</translation>
    </message>
    <message>
        <source>compose a number higher than {minimum}: the tens card, then the units card.</source>
        <translation>compose a number higher than {minimum}: the tens card, then the units card.</translation>
    </message>
    <message>
        <source>Waiting for {players}.</source>
        <translation>Waiting for {players}.</translation>
    </message>
    <message>
        <source>{player} has chosen.</source>
        <translation>{player} has chosen.</translation>
    </message>
    <message>
        <source>{player} has chosen; waiting for {players}.</source>
        <translation>{player} has chosen; waiting for {players}.</translation>
    </message>
    <message>
        <source>You pass {card} to {player}.</source>
        <translation>You pass {card} to {player}.</translation>
    </message>
    <message>
        <source>You compose {number}; it stays hidden until everyone has chosen.</source>
        <translation>You compose {number}; it stays hidden until everyone has chosen.</translation>
    </message>
    <message>
        <source>{player} passes you {card}.</source>
        <translation>{player} passes you {card}.</translation>
    </message>
    <message>
        <source>The cards are passed: each player still in gets one from the right.</source>
        <translation>The cards are passed: each player still in gets one from the right.</translation>
    </message>
    <message>
        <source>Round {round} reveal: {numbers}. {draws}</source>
        <translation>Round {round} reveal: {numbers}. {draws}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Numbers: {numbers}. Draws: {draws}.</source>
        <translation>Numbers: {numbers}. Draws: {draws}.</translation>
    </message>
    <message>
        <source>{player} draws {cards}</source>
        <translation>{player} draws {cards}</translation>
    </message>
    <message>
        <source>{player} {value}, {tens} and {units}, {stars}</source>
        <translation>{player} {value}, {tens} and {units}, {stars}</translation>
    </message>
    <message>
        <source>You draw {cards}: {reasons}.</source>
        <translation>You draw {cards}: {reasons}.</translation>
    </message>
    <message>
        <source>{card} with {stars}</source>
        <translation>{card} with {stars}</translation>
    </message>
    <message>
        <source>Round {round}: {numbers}.</source>
        <translation>Round {round}: {numbers}.</translation>
    </message>
    <message>
        <source>You draw nothing.</source>
        <translation>You draw nothing.</translation>
    </message>
    <message>
        <source>Nobody draws.</source>
        <translation>Nobody draws.</translation>
    </message>
    <message>
        <source>{player} draws {cards}: {reasons}.</source>
        <translation>{player} draws {cards}: {reasons}.</translation>
    </message>
    <message>
        <source>No card for {players}.</source>
        <translation>No card for {players}.</translation>
    </message>
    <message>
        <source>No number has a star: nobody draws for stars.</source>
        <translation>No number has a star: nobody draws for stars.</translation>
    </message>
    <message>
        <source>the highest number ({value}, tied)</source>
        <translation>the highest number ({value}, tied)</translation>
    </message>
    <message>
        <source>the highest number ({value})</source>
        <translation>the highest number ({value})</translation>
    </message>
    <message>
        <source>the most stars ({stars}, tied)</source>
        <translation>the most stars ({stars}, tied)</translation>
    </message>
    <message>
        <source>the most stars ({stars})</source>
        <translation>the most stars ({stars})</translation>
    </message>
    <message>
        <source>a double</source>
        <translation>a double</translation>
    </message>
    <message>
        <source>a run of 3 {colour} in the tens</source>
        <translation>a run of 3 {colour} in the tens</translation>
    </message>
    <message>
        <source>a run of 3 {colour} in the units</source>
        <translation>a run of 3 {colour} in the units</translation>
    </message>
    <message>
        <source>The pile is empty: {abandoned} from the players who abandoned and {numbers} from older numbers (everyone keeps their last 5 numbers) are shuffled into a new pile of {size}.</source>
        <translation>The pile is empty: {abandoned} from the players who abandoned and {numbers} from older numbers (everyone keeps their last 5 numbers) are shuffled into a new pile of {size}.</translation>
    </message>
    <message>
        <source>New pile: {size}.</source>
        <translation>New pile: {size}.</translation>
    </message>
    <message>
        <source>The pile is empty: you lose {cards} of your draws.</source>
        <translation>The pile is empty: you lose {cards} of your draws.</translation>
    </message>
    <message>
        <source>The pile is empty: {player} loses {cards} of their draws.</source>
        <translation>The pile is empty: {player} loses {cards} of their draws.</translation>
    </message>
    <message>
        <source>You draw {cards}. You hold {hand}; {pile} left in the pile.</source>
        <translation>You draw {cards}. You hold {hand}; {pile} left in the pile.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>{player} has no card left to pass and abandons.</source>
        <translation>{player} has no card left to pass and abandons.</translation>
    </message>
    <message>
        <source>{player} has fewer than two cards, cannot compose a number and abandons.</source>
        <translation>{player} has fewer than two cards, cannot compose a number and abandons.</translation>
    </message>
    <message>
        <source>{player} cannot compose a number higher than {previous} and abandons, with {cards} in hand.</source>
        <translation>{player} cannot compose a number higher than {previous} and abandons, with {cards} in hand.</translation>
    </message>
    <message>
        <source>{player} abandons.</source>
        <translation>{player} abandons.</translation>
    </message>
    <message>
        <source>You abandon; wait to see who wins.</source>
        <translation>You abandon; wait to see who wins.</translation>
    </message>
    <message>
        <source>You have no card left to pass.</source>
        <translation>You have no card left to pass.</translation>
    </message>
    <message>
        <source>You have {cards}: too few to compose a number.</source>
        <translation>You have {cards}: too few to compose a number.</translation>
    </message>
    <message>
        <source>No two of your cards make a number higher than {previous}.</source>
        <translation>No two of your cards make a number higher than {previous}.</translation>
    </message>
    <message>
        <source>Your best would be {best}.</source>
        <translation>Your best would be {best}.</translation>
    </message>
    <message>
        <source>everyone else has abandoned</source>
        <translation>everyone else has abandoned</translation>
    </message>
    <message>
        <source>nobody else holds a card</source>
        <translation>nobody else holds a card</translation>
    </message>
    <message>
        <source>Game over: {why}. You win, the last one still in.</source>
        <translation>Game over: {why}. You win, the last one still in.</translation>
    </message>
    <message>
        <source>Game over: {why}. {names} wins, the last one still in.</source>
        <translation>Game over: {why}. {names} wins, the last one still in.</translation>
    </message>
    <message>
        <source>Game over: the last players still in abandoned together: {players}.</source>
        <translation>Game over: the last players still in abandoned together: {players}.</translation>
    </message>
    <message>
        <source>You win with the most cards in hand ({cards}).</source>
        <translation>You win with the most cards in hand ({cards}).</translation>
    </message>
    <message>
        <source>{names} wins with the most cards in hand ({cards}).</source>
        <translation>{names} wins with the most cards in hand ({cards}).</translation>
    </message>
    <message>
        <source>Tied on cards ({cards}); you win with the smallest last number ({lasts}).</source>
        <translation>Tied on cards ({cards}); you win with the smallest last number ({lasts}).</translation>
    </message>
    <message>
        <source>Tied on cards ({cards}); {names} wins with the smallest last number ({lasts}).</source>
        <translation>Tied on cards ({cards}); {names} wins with the smallest last number ({lasts}).</translation>
    </message>
    <message>
        <source>Tied on cards ({cards}) and on the last number ({lasts}): {names} share the win.</source>
        <comment>with you</comment>
        <translation>Tied on cards ({cards}) and on the last number ({lasts}): {names} share the win.</translation>
    </message>
    <message>
        <source>Tied on cards ({cards}) and on the last number ({lasts}): {names} share the win.</source>
        <translation>Tied on cards ({cards}) and on the last number ({lasts}): {names} share the win.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>You have abandoned: you no longer play.</source>
        <translation>You have abandoned: you no longer play.</translation>
    </message>
    <message>
        <source>You have already chosen; wait for the others.</source>
        <translation>You have already chosen; wait for the others.</translation>
    </message>
    <message>
        <source>This is the pass step: choose a card to pass.</source>
        <translation>This is the pass step: choose a card to pass.</translation>
    </message>
    <message>
        <source>This is the compose step: choose the tens card, then the units card.</source>
        <translation>This is the compose step: choose the tens card, then the units card.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>You picked the same card twice: choose another card for the units.</source>
        <translation>You picked the same card twice: choose another card for the units.</translation>
    </message>
    <message>
        <source>{value} is not higher than your {previous}.</source>
        <translation>{value} is not higher than your {previous}.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>There is no such seat.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Your numbers</source>
        <translation>Your numbers</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>2 Win table</source>
        <translation>2 Win table</translation>
    </message>
    <message>
        <source>This is your tens card: choose another card for the units, or Escape to put it back.</source>
        <translation>This is your tens card: choose another card for the units, or Escape to put it back.</translation>
    </message>
    <message>
        <source>Tens: {card}.</source>
        <translation>Tens: {card}.</translation>
    </message>
    <message>
        <source>Enter again or {key} to confirm; Escape to change.</source>
        <translation>Enter again or {key} to confirm; Escape to change.</translation>
    </message>
    <message>
        <source>Choose another units card, or Escape to change the tens card.</source>
        <translation>Choose another units card, or Escape to change the tens card.</translation>
    </message>
    <message>
        <source>This is the pass step: Enter on a card passes it.</source>
        <translation>This is the pass step: Enter on a card passes it.</translation>
    </message>
    <message>
        <source>Choose the tens card first.</source>
        <translation>Choose the tens card first.</translation>
    </message>
    <message>
        <source>Now choose the units card.</source>
        <translation>Now choose the units card.</translation>
    </message>
    <message>
        <source>Units card put back: choose the units card.</source>
        <translation>Units card put back: choose the units card.</translation>
    </message>
    <message>
        <source>Tens card put back: choose the tens card.</source>
        <translation>Tens card put back: choose the tens card.</translation>
    </message>
    <message>
        <source>runs: none yet</source>
        <translation>runs: none yet</translation>
    </message>
    <message>
        <source>runs: tens {tens} {t} of {of}, units {units} {u} of {of}</source>
        <translation>runs: tens {tens} {t} of {of}, units {units} {u} of {of}</translation>
    </message>
    <message>
        <source>no number yet</source>
        <translation>no number yet</translation>
    </message>
    <message>
        <source>last number {number}</source>
        <translation>last number {number}</translation>
    </message>
    <message>
        <source>You chose to pass {card} to {player}.</source>
        <translation>You chose to pass {card} to {player}.</translation>
    </message>
    <message>
        <source>You chose {number}; it stays hidden until everyone has chosen.</source>
        <translation>You chose {number}; it stays hidden until everyone has chosen.</translation>
    </message>
    <message>
        <source>No number yet: in round 1 any number will do.</source>
        <translation>No number yet: in round 1 any number will do.</translation>
    </message>
    <message>
        <source>Nobody has chosen yet.</source>
        <translation>Nobody has chosen yet.</translation>
    </message>
    <message>
        <source>Chosen: {chosen}; waiting for {waiting}.</source>
        <translation>Chosen: {chosen}; waiting for {waiting}.</translation>
    </message>
    <message>
        <source>pass step</source>
        <translation>pass step</translation>
    </message>
    <message>
        <source>compose step</source>
        <translation>compose step</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation>The game is over: {names} won.</translation>
    </message>
    <message>
        <source>You have abandoned. Round {round}, {step}: {waiting}</source>
        <translation>You have abandoned. Round {round}, {step}: {waiting}</translation>
    </message>
    <message>
        <source>Your turn, round {round}: pass a card to {receiver}; {giver} passes one to you. Enter on a card of your hand passes it.</source>
        <translation>Your turn, round {round}: pass a card to {receiver}; {giver} passes one to you. Enter on a card of your hand passes it.</translation>
    </message>
    <message>
        <source>Your turn, round {round}: compose any number; yours go from {low} to {high}.</source>
        <translation>Your turn, round {round}: compose any number; yours go from {low} to {high}.</translation>
    </message>
    <message>
        <source>Your turn, round {round}: compose a number higher than {previous}; yours go from {low} to {high}.</source>
        <translation>Your turn, round {round}: compose a number higher than {previous}; yours go from {low} to {high}.</translation>
    </message>
    <message>
        <source>Enter on a card of your hand picks the tens card.</source>
        <translation>Enter on a card of your hand picks the tens card.</translation>
    </message>
    <message>
        <source>Tens picked: {card}; now the units card.</source>
        <translation>Tens picked: {card}; now the units card.</translation>
    </message>
    <message>
        <source>Picked: {value}; Enter again or {key} confirms it, Escape changes it.</source>
        <translation>Picked: {value}; Enter again or {key} confirms it, Escape changes it.</translation>
    </message>
    <message>
        <source>Your hand, {cards}: {list}.</source>
        <translation>Your hand, {cards}: {list}.</translation>
    </message>
    <message>
        <source>Your last number: {number}; {runs}.</source>
        <translation>Your last number: {number}; {runs}.</translation>
    </message>
    <message>
        <source>You have no number yet.</source>
        <translation>You have no number yet.</translation>
    </message>
    <message>
        <source>{player} {last}</source>
        <translation>{player} {last}</translation>
    </message>
    <message>
        <source>Game over. Last numbers: {lasts}. Pile: {pile}.</source>
        <translation>Game over. Last numbers: {lasts}. Pile: {pile}.</translation>
    </message>
    <message>
        <source>Round {round}, {step}. {waiting} Last numbers: {lasts}. Pile: {pile}.</source>
        <translation>Round {round}, {step}. {waiting} Last numbers: {lasts}. Pile: {pile}.</translation>
    </message>
    <message>
        <source>{n} number composed</source>
        <translation>{n} number composed</translation>
    </message>
    <message>
        <source>{n} numbers composed</source>
        <translation>{n} numbers composed</translation>
    </message>
    <message>
        <source>, {composed}, {runs}</source>
        <translation>, {composed}, {runs}</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>still in</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>has chosen</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>choosing</translation>
    </message>
    <message>
        <source>{player}: {state}, {cards} in hand, {last}, {runs}.</source>
        <translation>{player}: {state}, {cards} in hand, {last}, {runs}.</translation>
    </message>
    <message>
        <source>{player}: {status}, {cards}, last number {last}</source>
        <translation>{player}: {status}, {cards}, last number {last}</translation>
    </message>
    <message>
        <source>Winner: {names}.</source>
        <translation>Winner: {names}.</translation>
    </message>
    <message>
        <source>{card}, chosen as tens</source>
        <translation>{card}, chosen as tens</translation>
    </message>
    <message>
        <source>{card}, chosen as units</source>
        <translation>{card}, chosen as units</translation>
    </message>
    <message>
        <source>{card}, to pass</source>
        <translation>{card}, to pass</translation>
    </message>
    <message>
        <source>{card}, in your number</source>
        <translation>{card}, in your number</translation>
    </message>
    <message>
        <source>No units card makes a number higher than {previous} with this tens: press Escape and choose a higher tens card.</source>
        <translation>No units card makes a number higher than {previous} with this tens: press Escape and choose a higher tens card.</translation>
    </message>
    <message>
        <source>Now choose the units card: any card will do.</source>
        <translation>Now choose the units card: any card will do.</translation>
    </message>
    <message>
        <source>Now choose the units card: {low} or more.</source>
        <translation>Now choose the units card: {low} or more.</translation>
    </message>
    <message>
        <source>{value}: your first number, any number will do, good.</source>
        <translation>{value}: your first number, any number will do, good.</translation>
    </message>
    <message>
        <source>{value}: higher than your {previous}, good.</source>
        <translation>{value}: higher than your {previous}, good.</translation>
    </message>
    <message>
        <source>{value}: not higher than your {previous}.</source>
        <translation>{value}: not higher than your {previous}.</translation>
    </message>
    <message>
        <source>Enter in your hand, pass step</source>
        <translation>Enter in your hand, pass step</translation>
    </message>
    <message>
        <source>pass that card</source>
        <translation>pass that card</translation>
    </message>
    <message>
        <source>Enter in your hand, compose step</source>
        <translation>Enter in your hand, compose step</translation>
    </message>
    <message>
        <source>pick the tens card, then the units card; the number and whether it is allowed are said</source>
        <translation>pick the tens card, then the units card; the number and whether it is allowed are said</translation>
    </message>
    <message>
        <source>Enter again on the units card, or {key}</source>
        <translation>Enter again on the units card, or {key}</translation>
    </message>
    <message>
        <source>confirm the number</source>
        <translation>confirm the number</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>put back the last card picked</source>
        <translation>put back the last card picked</translation>
    </message>
    <message>
        <source>a digit</source>
        <translation>a digit</translation>
    </message>
    <message>
        <source>jump to the next card of that digit</source>
        <translation>jump to the next card of that digit</translation>
    </message>
</context>
<context>
    <name>vingtdeux</name>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} of {suit}</translation>
    </message>
    <message>
        <source>selected</source>
        <comment>the queen</comment>
        <translation>selected</translation>
    </message>
    <message>
        <source>not selected</source>
        <comment>the queen</comment>
        <translation>not selected</translation>
    </message>
    <message>
        <source>selected</source>
        <comment>a card other than the queen</comment>
        <translation>selected</translation>
    </message>
    <message>
        <source>not selected</source>
        <comment>a card other than the queen</comment>
        <translation>not selected</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <comment>the queen</comment>
        <translation>{card}, selected</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <comment>a card other than the queen</comment>
        <translation>{card}, selected</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>a jack</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>a queen</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>a king</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>an ace</translation>
    </message>
    <message>
        <source>an {rank}</source>
        <translation>an {rank}</translation>
    </message>
    <message>
        <source>a {rank}</source>
        <translation>a {rank}</translation>
    </message>
    <message>
        <source>the jack</source>
        <translation>the jack</translation>
    </message>
    <message>
        <source>the queen</source>
        <translation>the queen</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>the king</translation>
    </message>
    <message>
        <source>the ace</source>
        <translation>the ace</translation>
    </message>
    <message>
        <source>the {rank}</source>
        <translation>the {rank}</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>twos</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>threes</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>fours</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>fives</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sixes</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sevens</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>eights</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nines</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tens</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jacks</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>queens</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>kings</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>aces</translation>
    </message>
    <message>
        <source>two {ranks}</source>
        <translation>two {ranks}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>three {ranks}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>four {ranks}</translation>
    </message>
    <message>
        <source>you keep the lead</source>
        <translation>you keep the lead</translation>
    </message>
    <message>
        <source>{player} keeps the lead</source>
        <translation>{player} keeps the lead</translation>
    </message>
    <message>
        <source>{rank} for {player}</source>
        <translation>{rank} for {player}</translation>
    </message>
    <message>
        <source>{players} tie for the highest card and draw again.</source>
        <comment>with you</comment>
        <translation>{players} tie for the highest card and draw again.</translation>
    </message>
    <message>
        <source>{players} tie for the highest card and draw again.</source>
        <translation>{players} tie for the highest card and draw again.</translation>
    </message>
    <message>
        <source>Highest card: you deal first.</source>
        <translation>Highest card: you deal first.</translation>
    </message>
    <message>
        <source>Highest card: {player} deals first.</source>
        <translation>Highest card: {player} deals first.</translation>
    </message>
    <message>
        <source>Draw for the first dealer: {draws}. {outcome}</source>
        <translation>Draw for the first dealer: {draws}. {outcome}</translation>
    </message>
    <message>
        <source>You deal {cards} each.</source>
        <translation>You deal {cards} each.</translation>
    </message>
    <message>
        <source>{player} deals {cards} each.</source>
        <translation>{player} deals {cards} each.</translation>
    </message>
    <message>
        <source>You took the last trick with {rank}, worth {points}: you deal {cards} each.</source>
        <translation>You took the last trick with {rank}, worth {points}: you deal {cards} each.</translation>
    </message>
    <message>
        <source>{player} took the last trick with {rank}, worth {points}: {player} deals {cards} each.</source>
        <translation>{player} took the last trick with {rank}, worth {points}: {player} deals {cards} each.</translation>
    </message>
    <message>
        <source>Hand {n}.</source>
        <translation>Hand {n}.</translation>
    </message>
    <message>
        <source>The pack is too short: {cards} each instead.</source>
        <translation>The pack is too short: {cards} each instead.</translation>
    </message>
    <message>
        <source>Being eliminated, you get no cards, then leave the table.</source>
        <translation>Being eliminated, you get no cards, then leave the table.</translation>
    </message>
    <message>
        <source>Being eliminated, {player} gets no cards, then leaves the table.</source>
        <translation>Being eliminated, {player} gets no cards, then leaves the table.</translation>
    </message>
    <message>
        <source>Stock: {cards}.</source>
        <translation>Stock: {cards}.</translation>
    </message>
    <message>
        <source>You exchange first, then lead.</source>
        <translation>You exchange first, then lead.</translation>
    </message>
    <message>
        <source>{player} exchanges first, then leads.</source>
        <translation>{player} exchanges first, then leads.</translation>
    </message>
    <message>
        <source>Hand {n}: {cards} each.</source>
        <translation>Hand {n}: {cards} each.</translation>
    </message>
    <message>
        <source>Your cards: {cards}.</source>
        <translation>Your cards: {cards}.</translation>
    </message>
    <message>
        <source>The stock is empty: you cannot exchange.</source>
        <translation>The stock is empty: you cannot exchange.</translation>
    </message>
    <message>
        <source>The stock is empty: {player} cannot exchange.</source>
        <translation>The stock is empty: {player} cannot exchange.</translation>
    </message>
    <message>
        <source>You keep all your cards.</source>
        <translation>You keep all your cards.</translation>
    </message>
    <message>
        <source>{player} keeps all their cards.</source>
        <translation>{player} keeps all their cards.</translation>
    </message>
    <message>
        <source>You discard {discarded} and draw {drawn}. Stock: {stock}.</source>
        <translation>You discard {discarded} and draw {drawn}. Stock: {stock}.</translation>
    </message>
    <message>
        <source>{player} exchanges {cards}. Stock: {stock}.</source>
        <translation>{player} exchanges {cards}. Stock: {stock}.</translation>
    </message>
    <message>
        <source>exchange. Select the cards to discard with Space, then {exchange}; or keep all with {keep}.</source>
        <translation>exchange. Select the cards to discard with Space, then {exchange}; or keep all with {keep}.</translation>
    </message>
    <message>
        <source>lead trick {n}: one card, or several of one rank, keeping one card.</source>
        <translation>lead trick {n}: one card, or several of one rank, keeping one card.</translation>
    </message>
    <message>
        <source>play a card that equals or beats {best}, played by {player}, or your lowest card.</source>
        <translation>play a card that equals or beats {best}, played by {player}, or your lowest card.</translation>
    </message>
    <message>
        <source>play {count} cards that equal or beat {best}, played by {player}, or your {count} lowest cards.</source>
        <translation>play {count} cards that equal or beat {best}, played by {player}, or your {count} lowest cards.</translation>
    </message>
    <message>
        <source>You lead {cards}.</source>
        <translation>You lead {cards}.</translation>
    </message>
    <message>
        <source>{player} leads {cards}.</source>
        <translation>{player} leads {cards}.</translation>
    </message>
    <message>
        <source>You play {cards}: beats {previous}, you take the lead.</source>
        <translation>You play {cards}: beats {previous}, you take the lead.</translation>
    </message>
    <message>
        <source>{player} plays {cards}: beats {previous} and takes the lead.</source>
        <translation>{player} plays {cards}: beats {previous} and takes the lead.</translation>
    </message>
    <message>
        <source>You play {cards}: equals {previous}, you take the lead.</source>
        <translation>You play {cards}: equals {previous}, you take the lead.</translation>
    </message>
    <message>
        <source>{player} plays {cards}: equals {previous} and takes the lead.</source>
        <translation>{player} plays {cards}: equals {previous} and takes the lead.</translation>
    </message>
    <message>
        <source>You play your lowest card, {cards}; {holder}.</source>
        <translation>You play your lowest card, {cards}; {holder}.</translation>
    </message>
    <message>
        <source>{player} plays their lowest card, {cards}; {holder}.</source>
        <translation>{player} plays their lowest card, {cards}; {holder}.</translation>
    </message>
    <message>
        <source>You play your lowest cards, {cards}; {holder}.</source>
        <translation>You play your lowest cards, {cards}; {holder}.</translation>
    </message>
    <message>
        <source>{player} plays their lowest cards, {cards}; {holder}.</source>
        <translation>{player} plays their lowest cards, {cards}; {holder}.</translation>
    </message>
    <message>
        <source>{player}: {cards}.</source>
        <translation>{player}: {cards}.</translation>
    </message>
    <message>
        <source>You take trick {n} with {best} and lead next.</source>
        <translation>You take trick {n} with {best} and lead next.</translation>
    </message>
    <message>
        <source>{player} takes trick {n} with {best} and leads next.</source>
        <translation>{player} takes trick {n} with {best} and leads next.</translation>
    </message>
    <message>
        <source>One card left each: the last trick.</source>
        <translation>One card left each: the last trick.</translation>
    </message>
    <message>
        <source>{cards} left each.</source>
        <translation>{cards} left each.</translation>
    </message>
    <message>
        <source>You take it with {rank} and keep it as a scoring card.</source>
        <translation>You take it with {rank} and keep it as a scoring card.</translation>
    </message>
    <message>
        <source>{player} takes it with {rank} and keeps it as a scoring card.</source>
        <translation>{player} takes it with {rank} and keeps it as a scoring card.</translation>
    </message>
    <message>
        <source>Tie on {rank}: {players} each keep your own card as a scoring card.</source>
        <translation>Tie on {rank}: {players} each keep your own card as a scoring card.</translation>
    </message>
    <message>
        <source>Tie on {rank}: {players} each keep their own card as a scoring card.</source>
        <translation>Tie on {rank}: {players} each keep their own card as a scoring card.</translation>
    </message>
    <message>
        <source>Last trick: {plays}. {outcome}</source>
        <translation>Last trick: {plays}. {outcome}</translation>
    </message>
    <message>
        <source>Last trick: {outcome}</source>
        <translation>Last trick: {outcome}</translation>
    </message>
    <message>
        <source>You score {points}; total {total}.</source>
        <translation>You score {points}; total {total}.</translation>
    </message>
    <message>
        <source>{player} scores {points}; total {total}.</source>
        <translation>{player} scores {points}; total {total}.</translation>
    </message>
    <message>
        <source>With {total} points, you are eliminated.</source>
        <translation>With {total} points, you are eliminated.</translation>
    </message>
    <message>
        <source>With {total} points, {player} is eliminated.</source>
        <translation>With {total} points, {player} is eliminated.</translation>
    </message>
    <message>
        <source>Game over. You win: the last player left.</source>
        <translation>Game over. You win: the last player left.</translation>
    </message>
    <message>
        <source>Game over. {player} wins: the last player left.</source>
        <translation>Game over. {player} wins: the last player left.</translation>
    </message>
    <message>
        <source>Game over. Everyone left reached 22 together: the lowest score wins, {players} with {points}.</source>
        <translation>Game over. Everyone left reached 22 together: the lowest score wins, {players} with {points}.</translation>
    </message>
    <message>
        <source>Game over. Everyone left reached 22 together: {players} share the win with {points}.</source>
        <comment>with you</comment>
        <translation>Game over. Everyone left reached 22 together: {players} share the win with {points}.</translation>
    </message>
    <message>
        <source>Game over. Everyone left reached 22 together: {players} share the win with {points}.</source>
        <translation>Game over. Everyone left reached 22 together: {players} share the win with {points}.</translation>
    </message>
    <message>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <source>{head} Points: {totals}.</source>
        <translation>{head} Points: {totals}.</translation>
    </message>
    <message>
        <source>You must play {cards}.</source>
        <translation>You must play {cards}.</translation>
    </message>
    <message>
        <source>You must keep one card for the last trick: lead at most {cards}.</source>
        <translation>You must keep one card for the last trick: lead at most {cards}.</translation>
    </message>
    <message>
        <source>{played} does not equal or beat {best}, and it is not your lowest card ({lowest}).</source>
        <translation>{played} does not equal or beat {best}, and it is not your lowest card ({lowest}).</translation>
    </message>
    <message>
        <source>{played} do not equal or beat {best}, and these are not your {count} lowest cards ({lowest}).</source>
        <translation>{played} do not equal or beat {best}, and these are not your {count} lowest cards ({lowest}).</translation>
    </message>
    <message>
        <source>The stock has only {cards}: exchange at most that many.</source>
        <translation>The stock has only {cards}: exchange at most that many.</translation>
    </message>
    <message>
        <source>A lead must be one card, or cards of one rank.</source>
        <translation>A lead must be one card, or cards of one rank.</translation>
    </message>
    <message>
        <source>Select cards with Space first.</source>
        <translation>Select cards with Space first.</translation>
    </message>
    <message>
        <source>Each card can be played only once.</source>
        <translation>Each card can be played only once.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>This is the exchange: exchange the selected cards ({exchange}) or keep all ({keep}).</source>
        <translation>This is the exchange: exchange the selected cards ({exchange}) or keep all ({keep}).</translation>
    </message>
    <message>
        <source>The exchange is over: play cards.</source>
        <translation>The exchange is over: play cards.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Current trick</source>
        <translation>Current trick</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Twenty-Two table</source>
        <translation>Twenty-Two table</translation>
    </message>
    <message>
        <source>Your points: {points}. Hand {n}, dealer: {player}.</source>
        <translation>Your points: {points}. Hand {n}, dealer: {player}.</translation>
    </message>
    <message>
        <source>{card} {state}. {effect}</source>
        <translation>{card} {state}. {effect}</translation>
    </message>
    <message>
        <source>Select cards with Space first, or press Enter on a single card.</source>
        <translation>Select cards with Space first, or press Enter on a single card.</translation>
    </message>
    <message>
        <source>You lead this trick: there are no lowest cards to follow with. Play one card, or several of one rank.</source>
        <translation>You lead this trick: there are no lowest cards to follow with. Play one card, or several of one rank.</translation>
    </message>
    <message>
        <source>They take the lead.</source>
        <translation>They take the lead.</translation>
    </message>
    <message>
        <source>They do not take the lead.</source>
        <translation>They do not take the lead.</translation>
    </message>
    <message>
        <source>Play your {count} lowest cards, {cards}? {what}</source>
        <translation>Play your {count} lowest cards, {cards}? {what}</translation>
    </message>
    <message>
        <source>Play your lowest card, {cards}? It takes the lead.</source>
        <translation>Play your lowest card, {cards}? It takes the lead.</translation>
    </message>
    <message>
        <source>Play your lowest card, {cards}? It does not take the lead.</source>
        <translation>Play your lowest card, {cards}? It does not take the lead.</translation>
    </message>
    <message>
        <source>Select the cards to discard with Space first, or keep all with {key}.</source>
        <translation>Select the cards to discard with Space first, or keep all with {key}.</translation>
    </message>
    <message>
        <source>led</source>
        <translation>led</translation>
    </message>
    <message>
        <source>beats, takes the lead</source>
        <translation>beats, takes the lead</translation>
    </message>
    <message>
        <source>equals, takes the lead</source>
        <translation>equals, takes the lead</translation>
    </message>
    <message>
        <source>lowest cards</source>
        <translation>lowest cards</translation>
    </message>
    <message>
        <source>last card</source>
        <translation>last card</translation>
    </message>
    <message>
        <source>{player}: {cards}, {effect}</source>
        <translation>{player}: {cards}, {effect}</translation>
    </message>
    <message>
        <source>{player}: exchanged {cards}</source>
        <translation>{player}: exchanged {cards}</translation>
    </message>
    <message>
        <source>{player}: kept all</source>
        <translation>{player}: kept all</translation>
    </message>
    <message>
        <source>Previous trick: {player} took it with {cards}</source>
        <translation>Previous trick: {player} took it with {cards}</translation>
    </message>
    <message>
        <source>Exchange round. Stock: {cards}.</source>
        <translation>Exchange round. Stock: {cards}.</translation>
    </message>
    <message>
        <source>Trick {n}: {player} leads.</source>
        <translation>Trick {n}: {player} leads.</translation>
    </message>
    <message>
        <source>Trick {n}: to beat {cards} ({player}).</source>
        <translation>Trick {n}: to beat {cards} ({player}).</translation>
    </message>
    <message>
        <source>{player}: eliminated with {points} points</source>
        <translation>{player}: eliminated with {points} points</translation>
    </message>
    <message>
        <source> ({cards})</source>
        <translation> ({cards})</translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, dealer</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>Nothing selected.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Selected: {cards}.</translation>
    </message>
    <message>
        <source>To exchange: {cards}.</source>
        <translation>To exchange: {cards}.</translation>
    </message>
    <message>
        <source>{points} from elimination</source>
        <translation>{points} from elimination</translation>
    </message>
    <message>
        <source>{cards}: {n} of {count} to play.</source>
        <translation>{cards}: {n} of {count} to play.</translation>
    </message>
    <message>
        <source>{player}: {cards} in hand, {points}</source>
        <translation>{player}: {cards} in hand, {points}</translation>
    </message>
    <message>
        <source>{cards}: {why}</source>
        <translation>{cards}: {why}</translation>
    </message>
    <message>
        <source>{cards}: you can lead this.</source>
        <translation>{cards}: you can lead this.</translation>
    </message>
    <message>
        <source>{cards}: beats {best} and takes the lead.</source>
        <translation>{cards}: beats {best} and takes the lead.</translation>
    </message>
    <message>
        <source>{cards}: equals {best} and takes the lead.</source>
        <translation>{cards}: equals {best} and takes the lead.</translation>
    </message>
    <message>
        <source>{cards}: your lowest cards; {player} keeps the lead.</source>
        <translation>{cards}: your lowest cards; {player} keeps the lead.</translation>
    </message>
    <message>
        <source>{cards}: your lowest card; {player} keeps the lead.</source>
        <translation>{cards}: your lowest card; {player} keeps the lead.</translation>
    </message>
    <message>
        <source>{player} is exchanging.</source>
        <translation>{player} is exchanging.</translation>
    </message>
    <message>
        <source>{player} is playing. {trick}</source>
        <translation>{player} is playing. {trick}</translation>
    </message>
    <message>
        <source>Your turn to exchange: select the cards to discard with Space, then {exchange}; or keep all with {keep}. Stock: {cards}.</source>
        <translation>Your turn to exchange: select the cards to discard with Space, then {exchange}; or keep all with {keep}. Stock: {cards}.</translation>
    </message>
    <message>
        <source>Your turn to lead trick {n}: one card, or several of one rank, keeping one card. Select with Space, play with Enter.</source>
        <translation>Your turn to lead trick {n}: one card, or several of one rank, keeping one card. Select with Space, play with Enter.</translation>
    </message>
    <message>
        <source>Your turn: play a card that equals or beats {best}, played by {player}, or your lowest card, {lowest}, with {key}.</source>
        <translation>Your turn: play a card that equals or beats {best}, played by {player}, or your lowest card, {lowest}, with {key}.</translation>
    </message>
    <message>
        <source>Your turn: play {count} cards that equal or beat {best}, played by {player}, or your {count} lowest cards, {lowest}, with {key}.</source>
        <translation>Your turn: play {count} cards that equal or beat {best}, played by {player}, or your {count} lowest cards, {lowest}, with {key}.</translation>
    </message>
    <message>
        <source>no scoring card</source>
        <translation>no scoring card</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminated</translation>
    </message>
    <message>
        <source>{player} {points} ({pile}; {state})</source>
        <translation>{player} {points} ({pile}; {state})</translation>
    </message>
    <message>
        <source>Points ({limit} eliminates): {scores}.</source>
        <translation>Points ({limit} eliminates): {scores}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Your hand is empty.</translation>
    </message>
    <message>
        <source>Your hand, {count}: {cards}.</source>
        <translation>Your hand, {count}: {cards}.</translation>
    </message>
    <message>
        <source>Hand {n}, dealer: {player}.</source>
        <translation>Hand {n}, dealer: {player}.</translation>
    </message>
    <message>
        <source>Space in your hand</source>
        <translation>Space in your hand</translation>
    </message>
    <message>
        <source>select or deselect the card; you hear what the selection would do</source>
        <translation>select or deselect the card; you hear what the selection would do</translation>
    </message>
    <message>
        <source>Enter in your hand</source>
        <translation>Enter in your hand</translation>
    </message>
    <message>
        <source>play the selected cards (or the focused card), or exchange the selection</source>
        <translation>play the selected cards (or the focused card), or exchange the selection</translation>
    </message>
    <message>
        <source>2 to 9, 1 for 10, J, Q, K, A</source>
        <translation>2 to 9, 1 for 10, J, Q, K, A</translation>
    </message>
    <message>
        <source>jump to the next card of that rank</source>
        <translation>jump to the next card of that rank</translation>
    </message>
    <message>
        <source>play the selected cards</source>
        <translation>play the selected cards</translation>
    </message>
    <message>
        <source>play your lowest cards (asks first)</source>
        <translation>play your lowest cards (asks first)</translation>
    </message>
    <message>
        <source>exchange the selected cards</source>
        <translation>exchange the selected cards</translation>
    </message>
    <message>
        <source>keep all your cards (no exchange)</source>
        <translation>keep all your cards (no exchange)</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>{n} {colour} card</source>
        <translation>{n} {colour} card</translation>
    </message>
    <message>
        <source>{n} {colour} cards</source>
        <translation>{n} {colour} cards</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <extracomment>French "de"/"que" before a name that starts with a vowel: "d&apos;Ann", "qu&apos;Inès". Only a capital starts it: the fixed words of the translations are written elided already, so a capital after "de " is a name put in (players&apos; names; never H, which may be aspirated).</extracomment>
        <translation>{first} and {last}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>{label}: {text}</source>
        <translation>{label}: {text}</translation>
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
        <translation>{n} card</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cards</translation>
    </message>
</context>
</TS>
