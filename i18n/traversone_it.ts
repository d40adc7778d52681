<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Crash</source>
        <comment>Something went wrong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash</source>
        <comment>Traversone hit an unexpected error: %1

The details were written to %2. The game may go on, but saving and starting a new game is safest.</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Traversone Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traversone and its family of Italian card games — Ciapanò, Kifameno, Busca, Mattazza and Tressette — for the whole family, at one computer, with no network and no account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bots play fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bots never see anyone&apos;s cards. Each bot is told only what its own seat may know: its hand, the cards already played, and what everyone saw. They guess the rest, as you do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deal is shuffled from a seed shown in the score sheet, so any deal can be replayed and checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules, program and card art by the Traversone Desktop developers. The cards are drawn by the program&apos;s own code, after the regional Italian patterns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, under the SIL Open Font License 1.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Font licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Declare: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead with a signal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chiamarsi fuori: your side has reached the target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>%1 · last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealt by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie-break deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores of this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took every point: everyone else scores 11!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took every trick!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cappotto!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fractions are dropped. %1 took the last trick and scores the rest of 11: 11 − %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fractions are dropped. %1 took the last trick, which adds one point: %2 this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fractions are dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s discard went with the last trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-break deal: the totals stay as they were; the best score in this deal breaks the tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of the match (total %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 called themselves out (chiamarsi fuori) and win the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took the last trick: one point more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Napoletana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declared %2 (%3): %4 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took the last trick, worth 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing taken by %1: they pay the busche.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick for %1: a game point each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most taken: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Declarations</name>
    <message>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Napoletana of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three %1 without %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Lay a card aside, face down, for the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, your turn: play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot chose an illegal move; it plays another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosaved match could not be used and has been set aside.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an unfinished match: %1.

Go on where you left off?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, deal %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match could not be saved: %1

You can go on playing, but it will not be kept if the program stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match could not be added to the statistics: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traversone saves (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traversone saves (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match in %1 is already over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Practice deal over: back to your match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: declare %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: claim the game now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot plays for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traversone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Aids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show points taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight playable cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow undo (games against bots only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Traversone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Match ends:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest total wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Winners left standing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cappotto needs the last trick too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cappotto wins the match at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-player &amp;pack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer takes 14, discards one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the 4 of batons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations (accusi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signals on the lead (busso, volo, striscio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play goes anticlockwise, seat by seat. The first human sits at the bottom of the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview of the chosen cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You against three medium bots: Traversone, Napoletane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busche that end the &amp;match:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game points that &amp;lose:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points to &amp;win:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out at &amp;points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match ends at &amp;points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hand is hidden. %1, click when only you can see the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;m %1: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing aids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the points each player has taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight the cards you may play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow undoing your last card (against bots only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Traversone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ciapanò</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traversone in pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kifameno</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mattazza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tressette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tressette for two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players, no trumps: take as few points as you can. Lowest total wins when someone reaches 21.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traversone by elimination: reach 31 and you are out; the last one left wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traversone in two pairs facing each other, with signals to your partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten cards each and a stock to draw from: for two, three or four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid the ace of coins and the most points, or take nothing at all: penalties are called busche.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Romagna&apos;s version: the most points, or no trick at all, costs a game point; five game points and you lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classic: two pairs try to take points, with declarations and signals. First to 21 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tressette face to face, drawing from the stock; both draws are shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins may not be led in the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ace of coins may not be played in the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · target %2 · deals played: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart of the totals after each deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deal of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay selected deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-break deal: totals unchanged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>Seat &amp;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: human or bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: bot level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How strongly this bot plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <source>%1 &amp; %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Signals</name>
    <message>
        <source>Busso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Striscio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play your best of this suit and lead it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This was my last card of this suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I hold more of this suit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file was damaged and could not be read. It has been kept as %1 and new statistics have been started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cappotti</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every result of %1, in every game? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1 leads with a signal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 claims the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cappotto!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out · total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrickReviewDialog</name>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinnerDialog</name>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · deals played: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>%n point(s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
