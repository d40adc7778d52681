<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Traversone Desktop</source>
        <translation>Informazioni su Traversone Desktop</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versione %1</translation>
    </message>
    <message>
        <source>Traversone and its family of Italian card games — Ciapanò, Kifameno, Busca, Mattazza and Tressette — for the whole family, at one computer, with no network and no account.</source>
        <translation>Il Traversone e la sua famiglia di giochi di carte italiani — Ciapanò, Kifameno, Busca, Mattazza e Tressette — per tutta la famiglia, davanti a un solo computer, senza rete e senza account.</translation>
    </message>
    <message>
        <source>The bots play fair</source>
        <translation>I bot giocano pulito</translation>
    </message>
    <message>
        <source>The bots never see anyone else&apos;s cards. Each bot is told only what its own seat may know: its hand, the cards already played, and what everyone saw. They guess the rest, as you do.</source>
        <translation>I bot non vedono mai le carte degli altri. Ogni bot sa soltanto ciò che si può sapere dal suo posto: la propria mano, le carte già giocate e ciò che tutti hanno visto. Il resto lo indovina, proprio come fai tu.</translation>
    </message>
    <message>
        <source>Every deal is shuffled from a seed the score sheet shows under Details, so any deal can be replayed and checked.</source>
        <translation>Ogni mano è mescolata a partire da un codice che il segnapunti mostra sotto Dettagli, così qualsiasi mano si può rigiocare e verificare.</translation>
    </message>
    <message>
        <source>Rules, program and card art by the Traversone Desktop developers. The cards are drawn by the program&apos;s own code, after the regional Italian patterns.</source>
        <translation>Regole, programma e disegni delle carte: gli sviluppatori di Traversone Desktop. Le carte sono disegnate dal codice del programma stesso, sul modello dei mazzi regionali italiani.</translation>
    </message>
    <message>
        <source>The sounds are made by the program too, from numbers: nothing is recorded.</source>
        <translation>Anche i suoni li crea il programma, con dei calcoli: niente è registrato.</translation>
    </message>
    <message>
        <source>Fonts: Cinzel, by the Cinzel Project Authors, on the cards and in the titles; everywhere else Traversone Sans, which is Adobe&apos;s Source Sans 3 under a name of its own, as its licence asks of a shortened copy.</source>
        <translation>Caratteri: Cinzel, degli autori del progetto Cinzel, sulle carte e nei titoli; in tutto il resto Traversone Sans, cioè il Source Sans 3 di Adobe con un nome proprio, come la sua licenza richiede per una versione ridotta.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later.</source>
        <translation>Licenza: GNU General Public License, versione 3 o successiva.</translation>
    </message>
    <message>
        <source>Traversone Desktop — GNU General Public License 3.0 or later.</source>
        <translation>Traversone Desktop — GNU General Public License 3.0 o successiva.</translation>
    </message>
    <message>
        <source>Qt, PySide6 and Shiboken6 — © The Qt Company, under the GNU Lesser General Public License 3.0.</source>
        <translation>Qt, PySide6 e Shiboken6 — © The Qt Company, con licenza GNU Lesser General Public License 3.0.</translation>
    </message>
    <message>
        <source>Python — © Python Software Foundation, under the PSF License 2.0.</source>
        <translation>Python — © Python Software Foundation, con licenza PSF License 2.0.</translation>
    </message>
    <message>
        <source>%1 — %2, under the SIL Open Font License 1.1.</source>
        <translation>%1 — %2, con licenza SIL Open Font License 1.1.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Informazioni</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Riconoscimenti</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licenze</translation>
    </message>
    <message>
        <source>Licence document</source>
        <translation>Documento di licenza</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Testo della licenza</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Declare: %1</source>
        <translation>Accusa: %1</translation>
    </message>
    <message>
        <source>Lead with a signal:</source>
        <translation>Apri con un segnale:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Lead without a signal</source>
        <translation>Apri senza segnale</translation>
    </message>
    <message>
        <source>Signal: %1</source>
        <translation>Segnale: %1</translation>
    </message>
    <message>
        <source>Call out</source>
        <translation>Mi chiamo fuori</translation>
    </message>
    <message>
        <source>Chiamarsi fuori: the target is reached, and the match is won at once</source>
        <translation>Chiamarsi fuori: il traguardo è raggiunto, e la partita è vinta subito</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Traversone and its family of Italian card games.</source>
        <translation>Il Traversone e la sua famiglia di giochi di carte italiani.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>bots play a whole match by themselves</source>
        <translation>i bot giocano da soli una partita intera</translation>
    </message>
    <message>
        <source>with --demo: play N deals headless, then exit</source>
        <translation>con --demo: gioca N mani senza finestra, poi esce</translation>
    </message>
    <message>
        <source>animation speed for this run</source>
        <translation>la velocità delle animazioni, per questa volta</translation>
    </message>
    <message>
        <source>write a PNG of the window at the end, then exit</source>
        <translation>alla fine salva un&apos;immagine PNG della finestra, poi esce</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxA</translation>
    </message>
    <message>
        <source>window size for --screenshot (default 1280x800)</source>
        <translation>la misura della finestra per --screenshot (se manca, 1280x800)</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>CARTELLA</translation>
    </message>
    <message>
        <source>keep settings, saves and statistics under DIR</source>
        <translation>tiene impostazioni, salvataggi e statistiche in CARTELLA</translation>
    </message>
    <message>
        <source>interface language for this run</source>
        <translation>la lingua dell&apos;interfaccia, per questa volta</translation>
    </message>
    <message>
        <source>SEED</source>
        <translation>CODICE</translation>
    </message>
    <message>
        <source>match seed (the same seed deals the same cards)</source>
        <translation>il codice che mescola la partita (lo stesso codice distribuisce le stesse carte)</translation>
    </message>
    <message>
        <source>the game of a new match: you against bots (with --demo: bots only; default traversone)</source>
        <translation>il gioco di una nuova partita: tu contro i bot (con --demo: solo bot; se manca, traversone)</translation>
    </message>
    <message>
        <source>the level of the new match&apos;s bots (default %1; with --demo: %2)</source>
        <translation>il livello dei bot della nuova partita (se manca, %1; con --demo: %2)</translation>
    </message>
    <message>
        <source>no file name</source>
        <translation>manca il nome del file</translation>
    </message>
    <message>
        <source>a saved match to open cannot be combined with %1: the save already sets the game, the players and the cards</source>
        <translation>una partita salvata da aprire non si può combinare con %1: il gioco, i giocatori e le carte li stabilisce già il salvataggio</translation>
    </message>
    <message>
        <source>GAME</source>
        <translation>GIOCO</translation>
    </message>
    <message>
        <source>a saved match to open, as Open… in the Game menu does</source>
        <translation>una partita salvata da aprire, come fa Apri… nel menu Partita</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>GIOCATORI</translation>
    </message>
    <message>
        <source>the new match&apos;s table size</source>
        <translation>quanti giocatori siedono al tavolo</translation>
    </message>
    <message>
        <source>check a save file and exit: 0 if it would open, 2 (and why) if not</source>
        <translation>controlla un file salvato ed esce: 0 se si aprirebbe, altrimenti 2 (e il perché)</translation>
    </message>
    <message>
        <source>check this installation offscreen (one bots-only deal), then exit</source>
        <translation>controlla questa installazione senza finestra (una mano di soli bot), poi esce</translation>
    </message>
    <message>
        <source>%1 is out of range: a seed goes from -%2 to %2</source>
        <translation>%1 è fuori dai limiti: un codice va da -%2 a %2</translation>
    </message>
    <message>
        <source>bad --size %1: expected WIDTHxHEIGHT, from 640x480 to %2x%2</source>
        <translation>--size %1 non va: serve LARGHEZZAxALTEZZA, da 640x480 a %2x%2</translation>
    </message>
    <message>
        <source>cannot write --screenshot %1: %2</source>
        <translation>non si può scrivere --screenshot %1: %2</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>la cartella non esiste</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>è una cartella</translation>
    </message>
    <message>
        <source>no saved match at %1: it is a folder</source>
        <translation>nessuna partita salvata in %1: è una cartella</translation>
    </message>
    <message>
        <source>no saved match at %1</source>
        <translation>nessuna partita salvata in %1</translation>
    </message>
    <message>
        <source>no saved match at %1: %2</source>
        <translation>nessuna partita salvata in %1: %2</translation>
    </message>
    <message>
        <source>--deals must be at least 1, not %1</source>
        <translation>--deals deve essere almeno 1, non %1</translation>
    </message>
    <message>
        <source>--deals needs --demo</source>
        <translation>--deals va con --demo</translation>
    </message>
    <message>
        <source>already running; its window came forward to open the save</source>
        <translation>è già aperto; la sua finestra è stata portata in primo piano per aprire il salvataggio</translation>
    </message>
    <message>
        <source>already running; its window came forward</source>
        <translation>è già aperto; la sua finestra è stata portata in primo piano</translation>
    </message>
    <message>
        <source>an imported deck was left out: %1</source>
        <translation>un mazzo aggiunto non è stato caricato: %1</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1</source>
        <translation>non si può scrivere l&apos;immagine %1</translation>
    </message>
    <message>
        <source>%1 has too many digits</source>
        <translation>%1 ha troppe cifre</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 non è un numero intero</translation>
    </message>
    <message>
        <source>unknown variant %1; variants are: %2</source>
        <translation>il gioco %1 non esiste; i giochi sono: %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 is played by %2 players, not %3</source>
        <translation>%1 si gioca in %2, non in %3</translation>
    </message>
    <message>
        <source>%1; for %2 players: %3</source>
        <translation>%1; in %2 si gioca a: %3</translation>
    </message>
    <message>
        <source>Linux: add Traversone to this user&apos;s application menu, then exit</source>
        <translation>Linux: aggiunge Traversone al menu delle applicazioni di questo utente, poi esce</translation>
    </message>
    <message>
        <source>Linux: remove what --install-desktop-entry added, then exit</source>
        <translation>Linux: toglie ciò che ha aggiunto --install-desktop-entry, poi esce</translation>
    </message>
    <message>
        <source>desktop entries are for Linux; the Windows installer and the macOS disk image add the program to the menu</source>
        <translation>le voci del menu delle applicazioni sono per Linux; su Windows e su macOS il programma di installazione e l&apos;immagine disco aggiungono il programma al menu</translation>
    </message>
    <message>
        <source>cannot remove the desktop entry: %1</source>
        <translation>non si può togliere la voce del menu: %1</translation>
    </message>
    <message>
        <source>cannot write the desktop entry: %1</source>
        <translation>non si può scrivere la voce del menu: %1</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>tolto %1</translation>
    </message>
    <message>
        <source>installed %1</source>
        <translation>installato %1</translation>
    </message>
    <message>
        <source>nothing to remove: no desktop entry was installed</source>
        <translation>niente da togliere: nessuna voce del menu era stata installata</translation>
    </message>
    <message>
        <source>Qt&apos;s X11 display needs %1, which cannot be loaded here; install with: %2 (Debian, Ubuntu) or %3 (Fedora)</source>
        <translation>la finestra X11 di Qt ha bisogno di %1, che qui non si può caricare; si installa con: %2 (Debian, Ubuntu) o %3 (Fedora)</translation>
    </message>
    <message>
        <source>no X11 display to open the window on (DISPLAY is not set); start it from the desktop, or use --screenshot for a run without a window</source>
        <translation>nessuno schermo X11 su cui aprire la finestra (DISPLAY non è impostato); avvialo dal desktop, oppure usa --screenshot per un avvio senza finestra</translation>
    </message>
    <message>
        <source>Qt&apos;s X11 plugin cannot load: %1</source>
        <translation>il plugin X11 di Qt non si carica: %1</translation>
    </message>
    <message>
        <source>%1, %2 players, finished, %3 moves</source>
        <translation>%1, %2 giocatori, finita, mosse: %3</translation>
    </message>
    <message>
        <source>%1, %2 players, deal %3, %4 moves</source>
        <translation>%1, %2 giocatori, mano %3, mosse: %4</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Traversone hit an unexpected error: %1

The details were written to %2. The game may go on, but saving and starting a new game is safest.</source>
        <translation>Traversone ha incontrato un errore imprevisto: %1

I dettagli sono stati scritti in %2. Il gioco può continuare, ma la cosa più sicura è salvare e iniziare una nuova partita.</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <source>cannot use the data folder %1: %2 is in the way and cannot be removed</source>
        <translation>non si può usare la cartella dei dati %1: c&apos;è %2, che non si può togliere</translation>
    </message>
    <message>
        <source>Traversone is already running with the data folder %1 (process %2); use that window, or give this one another --data-dir</source>
        <translation>Traversone è già aperto con la cartella dei dati %1 (processo %2); usa quella finestra, oppure avvia questa copia con un&apos;altra cartella (--data-dir)</translation>
    </message>
    <message>
        <source>Traversone is already running with the data folder %1; use that window, or give this one another --data-dir</source>
        <translation>Traversone è già aperto con la cartella dei dati %1; usa quella finestra, oppure avvia questa copia con un&apos;altra cartella (--data-dir)</translation>
    </message>
    <message>
        <source>--data-dir needs a folder name, not an empty one</source>
        <translation>--data-dir vuole il nome di una cartella, non un nome vuoto</translation>
    </message>
    <message>
        <source>cannot use the data folder %1: %2</source>
        <translation>non si può usare la cartella dei dati %1: %2</translation>
    </message>
    <message>
        <source>it is a file, not a folder</source>
        <translation>è un file, non una cartella</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>non è una cartella</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>End of deal %1</source>
        <translation>Fine della mano %1</translation>
    </message>
    <message>
        <source>dealt by %1</source>
        <translation>mazziere: %1</translation>
    </message>
    <message>
        <source>tie-break deal</source>
        <translation>mano di spareggio</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>Mano &amp;successiva</translation>
    </message>
    <message>
        <source>Scores of this deal</source>
        <translation>Punti di questa mano</translation>
    </message>
    <message>
        <source>You took every point: everyone else scores 11!</source>
        <translation>Hai preso tutti i punti: tutti gli altri segnano 11!</translation>
    </message>
    <message>
        <source>%1 took every point: everyone else scores 11!</source>
        <translation>Tutti i punti a %1: tutti gli altri segnano 11!</translation>
    </message>
    <message>
        <source>In the match</source>
        <translation>Nella partita</translation>
    </message>
    <message>
        <source>none</source>
        <comment>in place of the scoring cards a player did not take</comment>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Practice deal</source>
        <translation>Mano di prova</translation>
    </message>
    <message>
        <source>Deal %1, played again</source>
        <translation>Mano %1, rigiocata</translation>
    </message>
    <message>
        <source>dealt by you</source>
        <translation>mazziere: tu</translation>
    </message>
    <message>
        <source>&amp;Back to the match</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <source>&amp;See the result</source>
        <translation>&amp;Vedi il risultato</translation>
    </message>
    <message>
        <source>&amp;Skip to the result</source>
        <translation>Salta al &amp;risultato</translation>
    </message>
    <message>
        <source>The others play the rest of the match at once, without animations; then the result shows.</source>
        <translation>Gli altri giocano subito il resto della partita, senza animazioni; poi si vede il risultato.</translation>
    </message>
    <message>
        <source>Your side took every point: everyone else scores 11!</source>
        <translation>La vostra coppia ha preso tutti i punti: tutti gli altri segnano 11!</translation>
    </message>
    <message>
        <source>%1 took every trick!</source>
        <translation>Tutte le prese a %1!</translation>
    </message>
    <message>
        <source>You took every trick!</source>
        <translation>Hai fatto tutte le prese!</translation>
    </message>
    <message>
        <source>Your side took every trick!</source>
        <translation>La vostra coppia ha fatto tutte le prese!</translation>
    </message>
    <message>
        <source>CAPPOTTO!</source>
        <translation>CAPPOTTO!</translation>
    </message>
    <message>
        <source>Cappotto!</source>
        <translation>Cappotto!</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Presi</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Accusi</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Questa mano</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Punti partita</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Fractions are dropped. You took the last trick and score the rest of 11: %2.</source>
        <translation>Le frazioni non contano. L&apos;ultima presa è tua, quindi segni il resto fino a 11: %2.</translation>
    </message>
    <message>
        <source>Fractions are dropped. %1 took the last trick and scores the rest of 11: %2.</source>
        <translation>Le frazioni non contano. L&apos;ultima presa va a %1, che segna il resto fino a 11: %2.</translation>
    </message>
    <message>
        <source>Fractions are dropped. Your side took the last trick and scores the rest of 11: %2.</source>
        <translation>Le frazioni non contano. L&apos;ultima presa è della vostra coppia, che segna il resto fino a 11: %2.</translation>
    </message>
    <message>
        <source>Fractions are dropped. %1 took the last trick and score the rest of 11: %2.</source>
        <comment>%1: both players of a side</comment>
        <translation>Le frazioni non contano. L&apos;ultima presa va a %1, che segnano il resto fino a 11: %2.</translation>
    </message>
    <message>
        <source>Fractions are dropped. You took the last trick, which adds one point: %2 this deal.</source>
        <translation>Le frazioni non contano. L&apos;ultima presa è tua e vale un punto in più: %2 in questa mano.</translation>
    </message>
    <message>
        <source>You declared %2: %3.</source>
        <translation>Il tuo accuso: %2, %3.</translation>
    </message>
    <message>
        <source>%1 declared %2: %3.</source>
        <translation>Accuso di %1: %2, %3.</translation>
    </message>
    <message>
        <source>Fractions are dropped. %1 took the last trick, which adds one point: %2 this deal.</source>
        <translation>Le frazioni non contano. L&apos;ultima presa va a %1 e vale un punto in più: %2 in questa mano.</translation>
    </message>
    <message>
        <source>Fractions are dropped. Your side took the last trick, which adds one point: %2 this deal.</source>
        <translation>Le frazioni non contano. L&apos;ultima presa è della vostra coppia e vale un punto in più: %2 in questa mano.</translation>
    </message>
    <message>
        <source>Your side took the last trick: one point more.</source>
        <translation>L&apos;ultima presa è della vostra coppia: un punto in più.</translation>
    </message>
    <message>
        <source>You took the last trick, worth %2.</source>
        <translation>L&apos;ultima presa è tua: vale %2.</translation>
    </message>
    <message>
        <source>%1 took the last trick, worth %2.</source>
        <translation>Ultima presa a %1: vale %2.</translation>
    </message>
    <message>
        <source>Your side called out (chiamarsi fuori) and won the match!</source>
        <translation>Chiamandosi fuori, la vostra coppia ha vinto la partita!</translation>
    </message>
    <message>
        <source>Fractions are dropped.</source>
        <translation>Le frazioni non contano.</translation>
    </message>
    <message>
        <source>The dealer&apos;s discard went with the last trick.</source>
        <translation>Lo scarto del mazziere è andato con l&apos;ultima presa.</translation>
    </message>
    <message>
        <source>Tie-break deal: the totals stay as they were; the best score in this deal breaks the tie.</source>
        <translation>Mano di spareggio: i totali restano invariati; il punteggio migliore di questa mano rompe la parità.</translation>
    </message>
    <message>
        <source>Nothing taken, so each pays the busche: %1.</source>
        <translation>Niente preso, quindi ognuno paga le busche: %1.</translation>
    </message>
    <message>
        <source>No trick taken, so a game point each: %1.</source>
        <translation>Nessuna presa, quindi un punto partita a testa: %1.</translation>
    </message>
    <message>
        <source>You are out of the match (total %2).</source>
        <translation>Sei fuori dalla partita (totale %2).</translation>
    </message>
    <message>
        <source>%1 is out of the match (total %2).</source>
        <translation>%1 esce dalla partita (totale %2).</translation>
    </message>
    <message>
        <source>You took the last trick: one point more.</source>
        <translation>L&apos;ultima presa è tua: un punto in più.</translation>
    </message>
    <message>
        <source>Scoring cards</source>
        <translation>Carte che contano</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>ultima presa</translation>
    </message>
    <message>
        <source>Scoring cards you took: %2</source>
        <translation>Carte che contano prese da te: %2</translation>
    </message>
    <message>
        <source>Scoring cards %1 took: %2</source>
        <translation>Carte che contano prese da %1: %2</translation>
    </message>
    <message>
        <source>You took no scoring card</source>
        <translation>Non hai preso carte che contano</translation>
    </message>
    <message>
        <source>%1 took no scoring card</source>
        <translation>%1 non ha preso carte che contano</translation>
    </message>
    <message>
        <source>%1 took the last trick: one point more.</source>
        <translation>Ultima presa a %1: un punto in più.</translation>
    </message>
    <message>
        <source>You called out (chiamarsi fuori) and won the match!</source>
        <translation>Chiamandoti fuori hai vinto la partita!</translation>
    </message>
    <message>
        <source>%1 called out (chiamarsi fuori) and won the match!</source>
        <translation>Chiamandosi fuori, %1 ha vinto la partita!</translation>
    </message>
    <message>
        <source>You took nothing, so you pay the busche.</source>
        <translation>Non hai preso niente: paghi le busche.</translation>
    </message>
    <message>
        <source>%1 took nothing, so they pay the busche.</source>
        <translation>%1 non ha preso niente: paga le busche.</translation>
    </message>
    <message>
        <source>You took no trick: a game point.</source>
        <translation>Non hai fatto prese: un punto partita.</translation>
    </message>
    <message>
        <source>%1 took no trick: a game point.</source>
        <translation>%1 non ha fatto prese: un punto partita.</translation>
    </message>
    <message>
        <source>You took the most: %2.</source>
        <translation>Hai preso più di tutti: %2.</translation>
    </message>
    <message>
        <source>%1 took the most: %2.</source>
        <translation>%1 ha preso più di tutti: %2.</translation>
    </message>
    <message>
        <source>The most taken: %1 (%2).</source>
        <translation>Chi ha preso di più: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>DeckFile</name>
    <message>
        <source>%1 must hold a JSON object</source>
        <translation>%1 deve contenere un oggetto JSON</translation>
    </message>
    <message>
        <source>%1: format %2 is not supported (this version reads format %3)</source>
        <translation>%1: il formato %2 non è supportato (questa versione legge il formato %3)</translation>
    </message>
    <message>
        <source>%1: suit_system must be one of %2, not %3</source>
        <translation>%1: suit_system deve essere uno tra %2, non %3</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must give &quot;it&quot; and/or &quot;en&quot;</source>
        <translation>%1: &quot;%2&quot; deve indicare &quot;it&quot; e/o &quot;en&quot;</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; in &quot;%3&quot; must be a name of 1 to 60 characters</source>
        <translation>%1: &quot;%2&quot; in &quot;%3&quot; deve essere un nome da 1 a 60 caratteri</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; in &quot;%3&quot; must be a list of %4 names of 1 to 60 characters</source>
        <translation>%1: &quot;%2&quot; in &quot;%3&quot; deve essere un elenco di %4 nomi da 1 a 60 caratteri</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>%1 is neither a folder nor a .zip file</source>
        <translation>%1 non è né una cartella né un file .zip</translation>
    </message>
    <message>
        <source>%1 is not a readable .zip archive (%2)</source>
        <translation>%1 non è un archivio .zip leggibile (%2)</translation>
    </message>
    <message>
        <source>%1 unpacks to more than %2 MB; is it really a deck?</source>
        <translation>%1 supera i %2 MB una volta estratto: è davvero un mazzo?</translation>
    </message>
    <message>
        <source>%1 cannot be read from the archive (%2)</source>
        <translation>impossibile leggere %1 dall&apos;archivio (%2)</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 non è un file normale</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>%1 is locked with a password in the archive: make the .zip again without one</source>
        <translation>%1 è protetto da una password nell&apos;archivio: rifai il file .zip senza password</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB</source>
        <translation>%1 supera i %2 MB</translation>
    </message>
    <message>
        <source>%1 is a drawing of more than %2 shapes, too many to draw: save it as PNG</source>
        <translation>%1 è un disegno di più di %2 forme, troppe da disegnare: salvalo come PNG</translation>
    </message>
    <message>
        <source>%1 has no %2</source>
        <translation>%1 non contiene %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (%2)</source>
        <translation>%1 non è un JSON valido (%2)</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>immagini mancanti: %1</translation>
    </message>
    <message>
        <source>not a readable PNG, JPEG or SVG picture: %1</source>
        <translation>immagini PNG, JPEG o SVG non leggibili: %1</translation>
    </message>
    <message>
        <source>an iPhone saves its photos as JPEG with Settings › Camera › Formats › Most Compatible</source>
        <translation>un iPhone salva le foto in JPEG con Impostazioni › Fotocamera › Formati › Più compatibile</translation>
    </message>
    <message>
        <source>the cards are %1 times as tall as wide; a playing card is %2 to %3</source>
        <translation>le carte sono alte %1 volte la loro larghezza; in una carta da gioco il rapporto va da %2 a %3</translation>
    </message>
    <message>
        <source>not the shape of the other cards: %1</source>
        <translation>forma diversa dalle altre carte: %1</translation>
    </message>
    <message>
        <source>cannot copy the deck into %1: %2</source>
        <translation>impossibile copiare il mazzo in %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossibile scrivere %1</translation>
    </message>
    <message>
        <source>cannot write the deck into %1: %2</source>
        <translation>impossibile scrivere il mazzo in %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1 into %2</source>
        <translation>impossibile scrivere %1 in %2</translation>
    </message>
    <message>
        <source>the imported decks in %1 cannot be read: %2</source>
        <translation>i mazzi aggiunti in %1 non si possono leggere: %2</translation>
    </message>
    <message>
        <source>%1: its %2 is damaged (%3)</source>
        <translation>%1: il suo %2 è danneggiato (%3)</translation>
    </message>
    <message>
        <source>%1: its folder cannot be read: %2</source>
        <translation>%1: la sua cartella non si può leggere: %2</translation>
    </message>
    <message>
        <source>%1: the picture of %2 is missing or unreadable</source>
        <translation>%1: l&apos;immagine di %2 manca o non è leggibile</translation>
    </message>
</context>
<context>
    <name>DeckImport</name>
    <message>
        <source>Add a deck</source>
        <translation>Aggiungi un mazzo</translation>
    </message>
    <message>
        <source>Card decks (%1)</source>
        <translation>Mazzi di carte (%1)</translation>
    </message>
    <message>
        <source>This deck cannot be used: %1</source>
        <translation>Questo mazzo non si può usare: %1</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>The deck you chose cannot be opened, so the table shows %2 instead:
%1

Add the deck again, or choose another, in Preferences.</source>
        <translation>Il mazzo che hai scelto non si può aprire, quindi sul tavolo ci sono le carte %2:
%1

Aggiungi di nuovo il mazzo, o scegline un altro, nelle Preferenze.</translation>
    </message>
    <message>
        <source>Adding the deck…</source>
        <translation>Sto aggiungendo il mazzo…</translation>
    </message>
    <message>
        <source>Adding the decks…</source>
        <translation>Sto aggiungendo i mazzi…</translation>
    </message>
    <message>
        <source>Remove deck</source>
        <translation>Rimuovi il mazzo</translation>
    </message>
    <message>
        <source>Remove the deck “%1”? Its pictures are deleted from this computer; games played with it go on with the standard cards.</source>
        <translation>Rimuovere il mazzo «%1»? Le sue immagini vengono cancellate da questo computer; le partite giocate con esso continuano con le carte standard.</translation>
    </message>
</context>
<context>
    <name>Declarations</name>
    <message>
        <source>threes</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>due</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>assi</translation>
    </message>
    <message>
        <source>Napoletana of %1</source>
        <translation>Napoletana di %1</translation>
    </message>
    <message>
        <source>three %1 without %2</source>
        <translation>tre %1 senza %2</translation>
    </message>
    <message>
        <source>four %1</source>
        <translation>quattro %1</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <source>You play %2</source>
        <translation>Giochi %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 gioca %2</translation>
    </message>
    <message>
        <source>You lead with a signal: %2</source>
        <translation>Apri e segnali: %2</translation>
    </message>
    <message>
        <source>%1 leads with a signal: %2</source>
        <translation>%1 apre e segnala: %2</translation>
    </message>
    <message>
        <source>You declare %2 (%3)</source>
        <translation>Accusi %2 (%3)</translation>
    </message>
    <message>
        <source>%1 declares %2 (%3)</source>
        <translation>%1 accusa %2 (%3)</translation>
    </message>
    <message>
        <source>Cappotto!</source>
        <translation>Cappotto!</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 esce dalla partita</translation>
    </message>
    <message>
        <source>You are out</source>
        <translation>Sei fuori dalla partita</translation>
    </message>
    <message>
        <source>You and %1 are out</source>
        <translation>Tu e %1 siete fuori dalla partita</translation>
    </message>
    <message>
        <source>%1 are out</source>
        <translation>%1 escono dalla partita</translation>
    </message>
    <message>
        <source>You take the trick with %2</source>
        <translation>La presa è tua, con %2</translation>
    </message>
    <message>
        <source>You take the trick: %2</source>
        <translation>Prendi tu: %2</translation>
    </message>
    <message>
        <source>%1 takes the trick with %2</source>
        <translation>La presa va a %1, con %2</translation>
    </message>
    <message>
        <source>You call out!</source>
        <translation>Ti chiami fuori!</translation>
    </message>
    <message>
        <source>%1 calls out!</source>
        <translation>%1 si chiama fuori!</translation>
    </message>
    <message>
        <source>%1 takes the trick: %2</source>
        <translation>%1 prende: %2</translation>
    </message>
</context>
<context>
    <name>Disk</name>
    <message>
        <source>The disk is full.</source>
        <translation>Il disco è pieno.</translation>
    </message>
</context>
<context>
    <name>Furniture</name>
    <message>
        <source>Practice</source>
        <comment>a name plate&apos;s score row, in a practice deal</comment>
        <translation>Prova</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Totale %1</translation>
    </message>
    <message>
        <source>taken %1</source>
        <translation>presi %1</translation>
    </message>
    <message>
        <source>Out · total %1</source>
        <translation>Fuori · totale %1</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>Out · %1</source>
        <comment>a small name plate&apos;s score row</comment>
        <translation>Fuori · %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Tallone: %1</translation>
    </message>
    <message>
        <source>Discard, for the last trick</source>
        <translation>Scarto, per l&apos;ultima presa</translation>
    </message>
    <message>
        <source>%2 (you)</source>
        <comment>the signal on this trick, which you gave</comment>
        <translation>%2 (tuo)</translation>
    </message>
    <message>
        <source>%2 (%1)</source>
        <comment>the signal on this trick, then who gave it</comment>
        <translation>%2 (%1)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Lay a card aside, face down, for the last trick</source>
        <translation>Scarta una carta coperta: andrà con l&apos;ultima presa</translation>
    </message>
    <message>
        <source>%1, your turn: play a card</source>
        <translation>%1, tocca a te: gioca una carta</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Tocca a te: gioca una carta</translation>
    </message>
    <message>
        <source>The match is over. F2 starts a new one.</source>
        <translation>La partita è finita. F2 ne inizia una nuova.</translation>
    </message>
    <message>
        <source>A bot could not think this move through; it plays by rule of thumb.</source>
        <translation>Un bot non è riuscito a ragionare su questa mossa; gioca a occhio.</translation>
    </message>
    <message>
        <source>A bot chose an illegal move; it plays another.</source>
        <translation>Un bot ha scelto una mossa non valida; ne gioca un&apos;altra.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Partita in sospeso</translation>
    </message>
    <message>
        <source>The autosaved match could not be used and has been set aside.

%1</source>
        <translation>La partita salvata automaticamente non si può usare ed è stata messa da parte.

%1</translation>
    </message>
    <message>
        <source>You have an unfinished match: %1.

Go on where you left off?</source>
        <translation>Hai una partita in sospeso: %1.

Vuoi riprenderla da dove si era interrotta?</translation>
    </message>
    <message>
        <source>Finished matches are waiting to be added to the statistics, which cannot be written. %1

They are kept, and added at a later start.</source>
        <translation>Alcune partite finite aspettano di entrare nelle statistiche, che ora non si possono scrivere. %1

Sono conservate e verranno aggiunte a un prossimo avvio.</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Salvataggio automatico</translation>
    </message>
    <message>
        <source>The match could not be saved automatically. %1

Save it to a file to be sure to keep it. Play goes on either way, and the autosave keeps trying.</source>
        <translation>Non è stato possibile salvare automaticamente la partita. %1

Salvala in un file per non perderla. Il gioco va avanti comunque, e il salvataggio automatico continua a riprovare.</translation>
    </message>
    <message>
        <source>The match could not be added to the statistics. %1

It is kept, and added at a later start.</source>
        <translation>Non è stato possibile aggiungere la partita alle statistiche. %1

È conservata e verrà aggiunta a un prossimo avvio.</translation>
    </message>
    <message>
        <source>%1 could not be written. %2</source>
        <translation>Non è stato possibile scrivere %1. %2</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abbandonala</translation>
    </message>
    <message>
        <source>The statistics cannot be opened. %1</source>
        <translation>Impossibile aprire le statistiche. %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>The match in progress cannot be kept for the next start. %1

Save it to a file before closing?</source>
        <translation>La partita in corso non può essere conservata per il prossimo avvio. %1

Vuoi salvarla in un file prima di chiudere?</translation>
    </message>
    <message>
        <source>Discard the match</source>
        <translation>Elimina la partita</translation>
    </message>
    <message>
        <source>Throw the unfinished match away? It cannot be brought back.</source>
        <translation>Buttare via la partita in sospeso? Non si potrà più riprendere.</translation>
    </message>
    <message>
        <source>%1 (%2), deal %3, %4</source>
        <comment>the game, its players, the deal, when</comment>
        <translation>%1 (%2), mano %3, %4</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>&amp;Salva con nome…</translation>
    </message>
    <message>
        <source>&amp;Save to a file…</source>
        <translation>&amp;Salva in un file…</translation>
    </message>
    <message>
        <source>&amp;Go on playing</source>
        <translation>Continua a &amp;giocare</translation>
    </message>
    <message>
        <source>&amp;Close without saving</source>
        <translation>&amp;Chiudi senza salvare</translation>
    </message>
    <message>
        <source>The match in progress was saved by a newer version of Traversone Desktop, which this one cannot open. It is kept: update the game to play it again.</source>
        <translation>La partita in sospeso è stata salvata da una versione più recente di Traversone Desktop, che questa non può aprire. Viene conservata: aggiorna il gioco per riprenderla.</translation>
    </message>
    <message>
        <source>Unfinished match %2 of %3, the most recently played first: %1.

Go on where you left off?</source>
        <translation>Partita in sospeso %2 di %3, dalla più recente: %1.

Vuoi riprenderla da dove si era interrotta?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Non ora</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Eliminala</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Tienila</translation>
    </message>
    <message>
        <source>The match could not be added to the statistics. %1

It is kept as it was last saved: the next start offers to play on from there.</source>
        <translation>Non è stato possibile aggiungere la partita alle statistiche. %1

È conservata com&apos;era all&apos;ultimo salvataggio: al prossimo avvio potrai riprenderla da lì.</translation>
    </message>
    <message>
        <source>match</source>
        <comment>the file name a save is offered under, before .json</comment>
        <translation>partita</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Traversone saves (*.json)</source>
        <translation>Salvataggi di Traversone (*.json)</translation>
    </message>
    <message>
        <source>%1 is the game&apos;s own autosave, which is written over when another match begins. Save the match to another file.</source>
        <translation>%1 è il salvataggio automatico del gioco, che viene sovrascritto quando inizia un&apos;altra partita. Salva la partita in un altro file.</translation>
    </message>
    <message>
        <source>%1 is one of the files the game keeps for itself, and saving there would overwrite what it holds. Save the match to another file.</source>
        <translation>%1 è uno dei file che il gioco tiene per sé, e salvarci sopra farebbe perdere ciò che contiene. Salva la partita in un altro file.</translation>
    </message>
    <message>
        <source>%1 is marked read-only, so it stays as it is. Save the match to another file.</source>
        <translation>%1 è segnato come di sola lettura, quindi resta com&apos;è. Salva la partita in un altro file.</translation>
    </message>
    <message>
        <source>Match in progress</source>
        <translation>Partita in corso</translation>
    </message>
    <message>
        <source>Leave the match in progress?</source>
        <translation>Lasciare la partita in corso?</translation>
    </message>
    <message>
        <source>The new match takes its place. Save it first to play it another time.</source>
        <translation>La nuova partita prende il suo posto. Salvala prima, per riprenderla un&apos;altra volta.</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>Traversone saves (*.json);;All files (*)</source>
        <translation>Salvataggi di Traversone (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>%1 cannot be opened.

%2</source>
        <translation>Impossibile aprire %1.

%2</translation>
    </message>
    <message>
        <source>The match in %1 is already over.</source>
        <translation>La partita in %1 è già finita.</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>In tavola: %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <comment>a card of the trick, and who played it</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Suggerimento: %1. %2</translation>
    </message>
    <message>
        <source>Card, face down</source>
        <translation>Carta coperta</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Ora quella carta non si può giocare.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Laid aside, this point card can no longer make you take a trick: it goes to whoever takes the last one.</source>
        <translation>Messa da parte, questa carta che vale punti non ti farà più prendere: va a chi fa l&apos;ultima presa.</translation>
    </message>
    <message>
        <source>Laid aside, it can no longer make you take a trick: it goes to whoever takes the last one.</source>
        <translation>Messa da parte, non ti farà più prendere: va a chi fa l&apos;ultima presa.</translation>
    </message>
    <message>
        <source>Your lowest card of its suit: a cheap lead.</source>
        <translation>La tua carta più bassa di quel seme: un&apos;apertura che costa poco.</translation>
    </message>
    <message>
        <source>Your strongest card of its suit: the best chance to take the trick.</source>
        <translation>La tua carta più forte di quel seme: la migliore occasione di fare la presa.</translation>
    </message>
    <message>
        <source>It leads a suit in which you keep stronger and weaker cards.</source>
        <translation>Apre un seme in cui ti restano carte più forti e più deboli.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: it adds a point card to it.</source>
        <translation>Sta vincendo il tuo compagno: aggiungi alla presa una carta che vale punti.</translation>
    </message>
    <message>
        <source>You cannot follow suit: it gives away as few points as you can.</source>
        <translation>Non puoi rispondere al seme: regali meno punti che puoi.</translation>
    </message>
    <message>
        <source>You cannot follow suit: it gets rid of a point card.</source>
        <translation>Non puoi rispondere al seme: ti liberi di una carta che vale punti.</translation>
    </message>
    <message>
        <source>You cannot follow suit: it gives away nothing.</source>
        <translation>Non puoi rispondere al seme: non regali niente.</translation>
    </message>
    <message>
        <source>It beats every card in the trick so far.</source>
        <translation>Batte tutte le carte giocate finora in questa presa.</translation>
    </message>
    <message>
        <source>It stays under the card winning the trick.</source>
        <translation>Resta sotto la carta che sta vincendo la presa.</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Choose a card of your hand</source>
        <translation>Scegli una carta della tua mano</translation>
    </message>
    <message>
        <source>Play the chosen card</source>
        <translation>Gioca la carta scelta</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Invio, Spazio</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Sinistra, Destra</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the buttons above your hand: a signal, a declaration, calling out (Tressette)</source>
        <translation>Passa ai pulsanti sopra la tua mano: un segnale, un accuso, chiamarsi fuori (Tressette)</translation>
    </message>
    <message>
        <source>Among the signals: choose another</source>
        <translation>Tra i segnali: scegline un altro</translation>
    </message>
    <message>
        <source>Show your cards, when the computer is passed to you</source>
        <translation>Mostra le tue carte, quando il computer passa a te</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a window, or cancel</source>
        <translation>Chiudi una finestra, o annulla</translation>
    </message>
    <message>
        <source>Alt + letter</source>
        <translation>Alt + lettera</translation>
    </message>
    <message>
        <source>The menu entry or the control with that letter underlined</source>
        <translation>La voce di menu o il comando con quella lettera sottolineata</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Practice deal over: back to your match</source>
        <translation>Mano di prova finita: si torna alla tua partita</translation>
    </message>
    <message>
        <source>&amp;Add a deck…</source>
        <translation>&amp;Aggiungi un mazzo…</translation>
    </message>
    <message>
        <source>&amp;Remove “%1”…</source>
        <translation>&amp;Rimuovi «%1»…</translation>
    </message>
    <message>
        <source>The cards are as large as this window allows</source>
        <translation>Le carte sono grandi quanto questa finestra consente</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Practice deal: it does not count</source>
        <translation>Mano di prova: non conta</translation>
    </message>
    <message>
        <source>Practice deal: it does not count, and your match waits for you</source>
        <translation>Mano di prova: non conta, e la tua partita ti aspetta</translation>
    </message>
    <message>
        <source>Practice deal over: back to the finished match</source>
        <translation>Mano di prova finita: si torna alla partita conclusa</translation>
    </message>
    <message>
        <source>Welcome! The rules are under %1.</source>
        <translation>Benvenuti! Le regole sono in %1.</translation>
    </message>
    <message>
        <source>%1 suggests a card.</source>
        <translation>%1 suggerisce una carta.</translation>
    </message>
    <message>
        <source>You can call out now and win. The button is above your hand; play a card again to play on.</source>
        <translation>Puoi chiamarti fuori e vincere subito. Il pulsante è sopra la tua mano; gioca di nuovo una carta per continuare.</translation>
    </message>
    <message>
        <source>Not declared yet: %1 (%2). Declare above your hand, or play a card again to give up the points.</source>
        <translation>Non hai ancora accusato: %1 (%2). Accusa con il pulsante sopra la tua mano, o gioca di nuovo una carta per rinunciare ai punti.</translation>
    </message>
    <message>
        <source>Hint: declare %1</source>
        <translation>Suggerimento: accusa %1</translation>
    </message>
    <message>
        <source>Hint: call out now</source>
        <translation>Suggerimento: chiamati fuori adesso</translation>
    </message>
    <message>
        <source>The others play the rest of the match…</source>
        <translation>Gli altri giocano il resto della partita…</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal</source>
        <translation>In questa mano non è stata ancora fatta nessuna presa</translation>
    </message>
    <message>
        <source>A bot plays for you</source>
        <translation>Un bot gioca per te</translation>
    </message>
    <message>
        <source>A bot plays for %1</source>
        <translation>Un bot gioca per %1</translation>
    </message>
    <message>
        <source>Practice deal</source>
        <translation>Mano di prova</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Ani&amp;mation speed</source>
        <translation>&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Veloce</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Istantanea</translation>
    </message>
    <message>
        <source>&amp;Small</source>
        <translation>&amp;Piccole</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>&amp;Grandi</translation>
    </message>
    <message>
        <source>&amp;Extra large</source>
        <translation>&amp;Molto grandi</translation>
    </message>
    <message>
        <source>&amp;Bigger cards</source>
        <translation>&amp;Ingrandisci le carte</translation>
    </message>
    <message>
        <source>S&amp;maller cards</source>
        <translation>&amp;Rimpicciolisci le carte</translation>
    </message>
    <message>
        <source>&amp;Show points taken</source>
        <translation>&amp;Mostra i punti presi</translation>
    </message>
    <message>
        <source>&amp;Highlight playable cards</source>
        <translation>&amp;Evidenzia le carte giocabili</translation>
    </message>
    <message>
        <source>Allow &amp;undo (games against bots only)</source>
        <translation>Consenti di &amp;annullare (solo contro i bot)</translation>
    </message>
    <message>
        <source>&amp;Score sheet…</source>
        <translation>Se&amp;gnapunti…</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished match(es) wait(s) for the next start</source>
        <translation>
            <numerusform>%n partita in sospeso ti aspetta al prossimo&#xa0;avvio</numerusform>
            <numerusform>%n partite in sospeso ti aspettano al prossimo&#xa0;avvio</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>&amp;Rivincita</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Review last trick</source>
        <translation>&amp;Rivedi l&apos;ultima presa</translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Annulla la mia ultima carta</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Gio&amp;catori</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Mazzo</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Suoni</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>&amp;Dimensione delle carte</translation>
    </message>
    <message>
        <source>&amp;Aids</source>
        <translation>&amp;Aiuti</translation>
    </message>
    <message>
        <source>Offer hi&amp;nts</source>
        <translation>&amp;Offri suggerimenti</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;iuto</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regole di questo gioco</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasti</translation>
    </message>
    <message>
        <source>&amp;About Traversone</source>
        <translation>&amp;Informazioni su Traversone</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Gio&amp;catori:</translation>
    </message>
    <message>
        <source>Two seats are called “%1”: give each player a name of their own, so that the pass screen and the scores tell them apart.</source>
        <translation>Due posti si chiamano «%1»: dai a ogni giocatore un nome diverso, perché «Passa a…» e i punteggi li distinguano.</translation>
    </message>
    <message>
        <source>Seat %1 is still called “%2”: with two or more people at the screen, give each one their own name, so that the pass screen calls them by it and the table tells them apart.</source>
        <translation>Il posto %1 si chiama ancora «%2»: con due o più persone davanti allo schermo, dai a ognuna il suo nome, perché «Passa a…» le chiami per nome e il tavolo le distingua.</translation>
    </message>
    <message>
        <source>&amp;Kind of match:</source>
        <translation>&amp;Modalità:</translation>
    </message>
    <message>
        <source>Lowest total wins</source>
        <translation>Vince il totale più basso</translation>
    </message>
    <message>
        <source>By elimination</source>
        <translation>A eliminazione</translation>
    </message>
    <message>
        <source>&amp;Winners left standing:</source>
        <translation>&amp;Vincitori rimasti in gioco:</translation>
    </message>
    <message>
        <source>&amp;Three-player pack:</source>
        <translation>Ma&amp;zzo in tre:</translation>
    </message>
    <message>
        <source>Dealer takes 14, discards one</source>
        <translation>Il mazziere prende 14 carte e ne scarta una</translation>
    </message>
    <message>
        <source>&amp;Fractions of a point:</source>
        <translation>Fr&amp;azioni di punto:</translation>
    </message>
    <message>
        <source>Remove the %1</source>
        <translation>Si toglie il %1</translation>
    </message>
    <message>
        <source>Go to the last trick (the rest of 11)</source>
        <translation>All&apos;ultima presa (il resto fino a 11)</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Non contano</translation>
    </message>
    <message>
        <source>First &amp;lead:</source>
        <translation>Prima &amp;uscita:</translation>
    </message>
    <message>
        <source>Eldest hand</source>
        <translation>Primo di mano</translation>
    </message>
    <message>
        <source>&amp;Declare:</source>
        <translation>&amp;Quando accusare:</translation>
    </message>
    <message>
        <source>Holder of the %1</source>
        <translation>Chi ha il %1</translation>
    </message>
    <message>
        <source>At your first turn</source>
        <translation>Al primo turno</translation>
    </message>
    <message>
        <source>In the second trick</source>
        <translation>Alla seconda presa</translation>
    </message>
    <message>
        <source>Play goes anticlockwise. Seats %1 and %2, in one colour, play against %3 and %4. The first human sits at the bottom.</source>
        <translation>Si gioca in senso antiorario. I posti %1 e %2, dello stesso colore, giocano contro il %3 e il %4. Il primo giocatore umano siede in basso.</translation>
    </message>
    <message>
        <source>Play goes anticlockwise, seat by seat. The first human sits at the bottom of the table.</source>
        <translation>Si gioca in senso antiorario, un posto dopo l&apos;altro. Il primo giocatore umano siede in basso.</translation>
    </message>
    <message>
        <source>&amp;Cappotto needs the last trick too</source>
        <translation>Il cappotto richiede anche &amp;l&apos;ultima presa</translation>
    </message>
    <message>
        <source>Cappotto w&amp;ins the match at once</source>
        <translation>Con il cappotto si vince su&amp;bito la partita</translation>
    </message>
    <message>
        <source>The last trick &amp;adds one point</source>
        <translation>L&apos;ul&amp;tima presa vale un punto in più</translation>
    </message>
    <message>
        <source>Decla&amp;rations (accusi)</source>
        <translation>Accu&amp;si</translation>
    </message>
    <message>
        <source>Sig&amp;nals on the lead (busso, volo, striscio)</source>
        <translation>S&amp;egnali in apertura (busso, volo, striscio)</translation>
    </message>
    <message>
        <source>Preview of the chosen cards</source>
        <translation>Anteprima delle carte scelte</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>&amp;Quick game</source>
        <translation>Partita &amp;rapida</translation>
    </message>
    <message>
        <source>You against three hard bots at Traversone, with the cards chosen here</source>
        <translation>Tu contro tre bot difficili a Traversone, con le carte scelte qui</translation>
    </message>
    <message>
        <source>Busche that end the &amp;match:</source>
        <translation>Busche che chiudono la &amp;partita:</translation>
    </message>
    <message>
        <source>Game points that &amp;lose:</source>
        <translation>Punti partita per &amp;perdere:</translation>
    </message>
    <message>
        <source>Points to &amp;win:</source>
        <translation>Punti per &amp;vincere:</translation>
    </message>
    <message>
        <source>&amp;Out at points:</source>
        <translation>Eliminazione a &amp;punti:</translation>
    </message>
    <message>
        <source>Match &amp;ends at points:</source>
        <translation>La partita finisce a &amp;punti:</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Con queste regole non si può giocare: %1</translation>
    </message>
</context>
<context>
    <name>OSError</name>
    <message>
        <source>there is no such file or folder</source>
        <translation>il file o la cartella non esiste</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>una parte del percorso è un file, non una cartella</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>è una cartella</translation>
    </message>
    <message>
        <source>it already exists</source>
        <translation>esiste già</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permesso negato</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>il disco è di sola lettura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>il nome è troppo lungo</translation>
    </message>
    <message>
        <source>the path has too many symbolic links</source>
        <translation>troppi collegamenti simbolici nel percorso</translation>
    </message>
    <message>
        <source>the disk failed to read or write</source>
        <translation>errore di lettura o scrittura sul disco</translation>
    </message>
    <message>
        <source>there is no such user on this computer</source>
        <translation>su questo computer non c&apos;è un utente con questo nome</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to seat %1</source>
        <translation>Passa al posto %1</translation>
    </message>
    <message>
        <source>Every hand is hidden. Click when only you can see the screen.</source>
        <translation>Tutte le mani sono coperte. Fai clic quando solo tu vedi lo schermo.</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>Mostra le mie carte</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passa a %1</translation>
    </message>
    <message>
        <source>Every hand is hidden. %1, click when only you can see the screen.</source>
        <translation>Tutte le mani sono coperte. %1, fai clic quando solo tu vedi lo schermo.</translation>
    </message>
    <message>
        <source>I&apos;m %1: show my cards</source>
        <translation>Sono %1: mostra le mie carte</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>Romagna&apos;s version: the most points cost a game point, but whoever takes no trick pays instead; %n game point(s) and you lose.</source>
        <translation>
            <numerusform>La versione romagnola: chi prende più punti paga un punto partita, ma chi non fa nemmeno una presa paga al suo posto; a %n punto partita si perde.</numerusform>
            <numerusform>La versione romagnola: chi prende più punti paga un punto partita, ma chi non fa nemmeno una presa paga al suo posto; a %n punti partita si perde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n busche</source>
        <translation>
            <numerusform>%n busca</numerusform>
            <numerusform>%n busche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n punto partita</numerusform>
            <numerusform>%n punti partita</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 e %n altra</numerusform>
            <numerusform>%1 e %n altre</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Playing aids</source>
        <translation>Aiuti al gioco</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Lingua del sistema (%1)</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Carte:</translation>
    </message>
    <message>
        <source>A&amp;nimation speed:</source>
        <translation>&amp;Velocità delle animazioni:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Dimensione delle carte:</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Dimensione delle carte</translation>
    </message>
    <message>
        <source>&amp;Add a deck…</source>
        <translation>&amp;Aggiungi un mazzo…</translation>
    </message>
    <message>
        <source>Play with your own cards: a .zip or folder with deck.json and a picture of every card</source>
        <translation>Gioca con le tue carte: un file .zip o una cartella con la descrizione del mazzo e un&apos;immagine di ogni carta</translation>
    </message>
    <message>
        <source>Remo&amp;ve this deck</source>
        <translation>Ri&amp;muovi questo mazzo</translation>
    </message>
    <message>
        <source>Show a corner &amp;index on every deck</source>
        <translation>Mostra gli &amp;indici negli angoli su ogni mazzo</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Suoni</translation>
    </message>
    <message>
        <source>Show the &amp;points each player has taken</source>
        <translation>Mostra i &amp;punti presi da ogni giocatore</translation>
    </message>
    <message>
        <source>&amp;Highlight the cards you may play</source>
        <translation>&amp;Evidenzia le carte che puoi giocare</translation>
    </message>
    <message>
        <source>&amp;Offer hints</source>
        <translation>&amp;Offri suggerimenti</translation>
    </message>
    <message>
        <source>Allow &amp;undoing your last card (against bots only)</source>
        <translation>Consenti di a&amp;nnullare l&apos;ultima carta (solo contro i bot)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Traversone</source>
        <translation>Traversone</translation>
    </message>
    <message>
        <source>Ciapanò</source>
        <translation>Ciapanò</translation>
    </message>
    <message>
        <source>Traversone in pairs</source>
        <translation>Traversone a coppie</translation>
    </message>
    <message>
        <source>Kifameno</source>
        <translation>Kifameno</translation>
    </message>
    <message>
        <source>Busca</source>
        <translation>Busca</translation>
    </message>
    <message>
        <source>Mattazza</source>
        <translation>Mattazza</translation>
    </message>
    <message>
        <source>Tressette</source>
        <translation>Tressette</translation>
    </message>
    <message>
        <source>Tressette for two</source>
        <translation>Tressette a due</translation>
    </message>
    <message>
        <source>No trumps: take as few points as you can. Lowest total wins when someone reaches %1.</source>
        <translation>Senza briscola: prendi meno punti che puoi. Quando qualcuno arriva a %1 vince il totale più basso.</translation>
    </message>
    <message>
        <source>Traversone by elimination: reach %1 and you are out; the last one left wins.</source>
        <translation>Traversone a eliminazione: chi arriva a %1 esce; vince l&apos;ultimo rimasto.</translation>
    </message>
    <message>
        <source>Traversone by elimination: reach %1 and you are out; the last %2 left win.</source>
        <translation>Traversone a eliminazione: chi arriva a %1 esce; vincono gli ultimi %2 rimasti.</translation>
    </message>
    <message>
        <source>The classic: two pairs try to take points, with declarations and signals. First to %1 wins.</source>
        <translation>Il classico: due coppie cercano di fare punti, con accusi e segnali. Vince chi arriva prima a %1.</translation>
    </message>
    <message>
        <source>Traversone in two pairs facing each other, with signals to your partner.</source>
        <translation>Traversone in due coppie, compagni uno di fronte all&apos;altro, con i segnali al compagno.</translation>
    </message>
    <message>
        <source>Traversone with ten cards each, for two to four; with two or three, the rest of the pack is a stock to draw from.</source>
        <translation>Traversone con dieci carte a testa, da due a quattro; in due o in tre, il resto del mazzo è un tallone da cui pescare.</translation>
    </message>
    <message>
        <source>Avoid the ace of coins and taking the most points, yet take at least one point: penalties are called busche.</source>
        <translation>Evita l&apos;asso di denari e di prendere più punti di tutti, ma non restare a zero: le penalità si chiamano busche.</translation>
    </message>
    <message>
        <source>Tressette face to face, drawing from the stock; both draws are shown.</source>
        <translation>Tressette a tu per tu, pescando dal tallone; entrambe le carte pescate si vedono.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Cartella</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Collegamento</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unità</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Tipo di file:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Non tocca a te.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>You must follow suit.</source>
        <translation>Devi rispondere al seme.</translation>
    </message>
    <message>
        <source>Nobody was dealt the %2: you lead, as the eldest hand.</source>
        <translation>Nessuno ha ricevuto il %2: esci tu, primo di mano.</translation>
    </message>
    <message>
        <source>Nobody was dealt the %2: %1 leads, as the eldest hand.</source>
        <translation>Nessuno ha ricevuto il %2: esce %1, primo di mano.</translation>
    </message>
    <message>
        <source>You may not lead %1 in the first trick.</source>
        <translation>Alla prima presa non si può aprire a %1.</translation>
    </message>
    <message>
        <source>The Pita (%1) may not be played in the first trick.</source>
        <translation>La Pita (%1) non si può giocare alla prima presa.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Ora quella carta non si può giocare.</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation>Le regole di %1 non sono disponibili.</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regole: %1</translation>
    </message>
    <message>
        <source>In this match, unlike this page:</source>
        <translation>In questa partita, a differenza di questa pagina:</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Testo più piccolo</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Testo più grande</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>There is no such file.</source>
        <translation>Il file non esiste.</translation>
    </message>
    <message>
        <source>It is a folder, not a saved match.</source>
        <translation>È una cartella, non una partita salvata.</translation>
    </message>
    <message>
        <source>It cannot be read: it may belong to another user or be on a disk that is gone.</source>
        <translation>Non si può leggere: forse appartiene a un altro utente o sta su un disco che non c&apos;è più.</translation>
    </message>
    <message>
        <source>It is not a Traversone saved match, or it is damaged.</source>
        <translation>Non è una partita salvata di Traversone, o è danneggiata.</translation>
    </message>
    <message>
        <source>It was saved by a newer version of Traversone Desktop. Update this one to open it.</source>
        <translation>È stata salvata da una versione più recente di Traversone Desktop. Aggiorna questa per aprirla.</translation>
    </message>
    <message>
        <source>It is a Traversone saved match, but it is damaged and cannot be used.</source>
        <translation>È una partita salvata di Traversone, ma è danneggiata e non si può usare.</translation>
    </message>
    <message>
        <source>Another program is using the file just now.</source>
        <translation>Un altro programma sta usando il file proprio adesso.</translation>
    </message>
    <message>
        <source>The folder is read-only, or belongs to another user.</source>
        <translation>La cartella è di sola lettura, o appartiene a un altro utente.</translation>
    </message>
    <message>
        <source>The folder is no longer there.</source>
        <translation>La cartella non c&apos;è più.</translation>
    </message>
    <message>
        <source>The folder cannot be written just now.</source>
        <translation>Al momento non si può scrivere nella cartella.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>%1 · out at %2 · deals played: %3</source>
        <translation>%1 · fuori a %2 · mani giocate: %3</translation>
    </message>
    <message>
        <source>%1 · target %2 · deals played: %3</source>
        <translation>%1 · traguardo %2 · mani giocate: %3</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Codice</translation>
    </message>
    <message>
        <source>The seed that shuffled the deal: the same seed deals the same cards again.</source>
        <translation>Il codice che ha mescolato la mano: lo stesso codice distribuisce di nuovo le stesse carte.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>traguardo %1</translation>
    </message>
    <message>
        <source>out at %1</source>
        <translation>fuori a %1</translation>
    </message>
    <message>
        <source>No deal has ended yet. Each one is written here as it ends, with everyone&apos;s total.</source>
        <translation>Nessuna mano è ancora finita. Ogni mano viene registrata qui appena finisce, con il totale di tutti.</translation>
    </message>
    <message>
        <source>Chart of the totals after each deal</source>
        <translation>Grafico dei totali dopo ogni mano</translation>
    </message>
    <message>
        <source>Every deal of the match</source>
        <translation>Tutte le mani della partita</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Dettagli</translation>
    </message>
    <message>
        <source>Show each deal&apos;s seed</source>
        <translation>Mostra il codice di ogni mano</translation>
    </message>
    <message>
        <source>Play this deal again for practice: it does not count, and your match waits until the practice deal is over.</source>
        <translation>Rigioca questa mano per prova: non conta, e la tua partita aspetta finché la mano di prova non è finita.</translation>
    </message>
    <message>
        <source>&amp;Practise the selected deal</source>
        <translation>&amp;Rigioca per prova la mano scelta</translation>
    </message>
    <message>
        <source>Practise this deal again (it does not count)</source>
        <translation>Rigioca questa mano per prova (non conta)</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori</translation>
    </message>
    <message>
        <source>+%1 = %2</source>
        <translation>+%1 = %2</translation>
    </message>
    <message>
        <source>Tie-break deal: totals unchanged</source>
        <translation>Mano di spareggio: totali invariati</translation>
    </message>
</context>
<context>
    <name>ScoringShow</name>
    <message>
        <source>Cappotto!</source>
        <translation>Cappotto!</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>Seat &amp;%1</source>
        <translation>Posto &amp;%1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nome del posto %1</translation>
    </message>
    <message>
        <source>Seat %1: human or bot</source>
        <translation>Posto %1: umano o bot</translation>
    </message>
    <message>
        <source>Seat %1: bot level</source>
        <translation>Posto %1: livello del bot</translation>
    </message>
    <message>
        <source>How strongly this bot plays</source>
        <translation>Quanto bene gioca questo bot</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
</context>
<context>
    <name>Signals</name>
    <message>
        <source>Busso</source>
        <translation>Busso</translation>
    </message>
    <message>
        <source>Volo</source>
        <translation>Volo</translation>
    </message>
    <message>
        <source>Striscio</source>
        <translation>Striscio</translation>
    </message>
    <message>
        <source>Play your best of this suit and lead it back</source>
        <translation>Gioca la tua carta più forte di questo seme e ritornamelo</translation>
    </message>
    <message>
        <source>This was my last card of this suit</source>
        <translation>Era la mia ultima carta di questo seme</translation>
    </message>
    <message>
        <source>I hold more of this suit</source>
        <translation>Ho ancora altre carte di questo seme</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Traversone is already open with the data folder %1. Use that window, or close it and start again.</source>
        <translation>Traversone è già aperto con la cartella dei dati %1. Usa quella finestra, oppure chiudila e riavvia.</translation>
    </message>
    <message>
        <source>Traversone cannot start: %1</source>
        <translation>Traversone non può avviarsi: %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>They were written by a newer version of Traversone: this one leaves them as they are, and the newer one adds the matches played here.</source>
        <translation>Le ha scritte una versione più recente di Traversone: questa le lascia come sono, e quella più recente aggiungerà le partite giocate qui.</translation>
    </message>
    <message>
        <source>Another program is using the statistics file just now.</source>
        <translation>Un altro programma sta usando il file delle statistiche proprio adesso.</translation>
    </message>
    <message>
        <source>The statistics file cannot be written in its folder.</source>
        <translation>Il file delle statistiche non si può scrivere nella sua cartella.</translation>
    </message>
    <message>
        <source>The statistics file cannot be used just now.</source>
        <translation>Il file delle statistiche ora non si può usare.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>The statistics file was damaged and could not be read. It has been kept as %1 and new statistics have been started.</source>
        <translation>Il file delle statistiche era danneggiato e non si poteva leggere. È stato conservato come %1 e sono state avviate nuove statistiche.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>The best final total of a match: the lowest in the games where the fewest points win, the highest in Tressette</source>
        <translation>Il miglior totale finale di una partita: il più basso nei giochi dove vince chi fa meno punti, il più alto nel Tressette</translation>
    </message>
    <message>
        <source>No match has been counted yet. Each match played to its end with someone at the table is counted here: every player&apos;s matches, wins, points per deal and cappotti. Matches among bots alone are not.</source>
        <translation>Nessuna partita è stata ancora contata. Ogni partita giocata fino in fondo con qualcuno al tavolo si conta qui: per ogni giocatore partite, vittorie, punti per mano e cappotti. Le partite fra soli bot non si contano.</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Punti per mano</translation>
    </message>
    <message>
        <source>Cappotti</source>
        <translation>Cappotti</translation>
    </message>
    <message>
        <source>% won</source>
        <translation>% vittorie</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Peggiore</translation>
    </message>
    <message>
        <source>The share of the matches won</source>
        <translation>La percentuale di partite vinte</translation>
    </message>
    <message>
        <source>The worst final total of a match</source>
        <translation>Il peggior totale finale di una partita</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>&amp;Reset player…</source>
        <translation>&amp;Azzera giocatore…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Esporta CSV…</translation>
    </message>
    <message>
        <source>The statistics cannot be read or written now. %1</source>
        <translation>Ora non è possibile leggere o scrivere le statistiche. %1</translation>
    </message>
    <message>
        <source>Score per deal</source>
        <translation>Punteggio per mano</translation>
    </message>
    <message>
        <source>Busche per deal</source>
        <translation>Busche per mano</translation>
    </message>
    <message>
        <source>Game points per deal</source>
        <translation>Punti partita per mano</translation>
    </message>
    <message>
        <source>Reset player</source>
        <translation>Azzera giocatore</translation>
    </message>
    <message>
        <source>Forget all your results, in every game? This cannot be undone.</source>
        <translation>Cancellare tutti i tuoi risultati, in ogni gioco? Non si potrà tornare indietro.</translation>
    </message>
    <message>
        <source>Forget every result of %1, in every game? This cannot be undone.</source>
        <translation>Cancellare tutti i risultati di %1, in ogni gioco? Non si potrà tornare indietro.</translation>
    </message>
    <message>
        <source>traversone-statistics</source>
        <comment>the file name offered, before .csv</comment>
        <translation>traversone-statistiche</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Esporta le statistiche</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 is one of the files the game keeps for itself, and saving there would overwrite what it holds. Save the statistics to another file.</source>
        <translation>%1 è uno dei file che il gioco tiene per sé, e salvarci sopra farebbe perdere ciò che contiene. Salva le statistiche in un altro file.</translation>
    </message>
    <message>
        <source>%1 is marked read-only, so it stays as it is. Save the statistics to another file.</source>
        <translation>%1 è segnato come di sola lettura, quindi resta com&apos;è. Salva le statistiche in un altro file.</translation>
    </message>
    <message>
        <source>%1 could not be written. %2</source>
        <translation>Non è stato possibile scrivere %1. %2</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
</context>
<context>
    <name>TrickReviewDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Presa da %1</translation>
    </message>
    <message>
        <source>You took it</source>
        <translation>Presa tua</translation>
    </message>
    <message>
        <source>You led with a signal: %2 (“%3”)</source>
        <translation>Hai aperto segnalando: %2 («%3»)</translation>
    </message>
    <message>
        <source>%1 led with a signal: %2 (“%3”)</source>
        <translation>%1 ha aperto segnalando: %2 («%3»)</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>%1: won %2 of %3</source>
        <translation>%1: vinte %2 su %3</translation>
    </message>
</context>
<context>
    <name>WinnerDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>You and %1 finish %2 behind %3.</source>
        <translation>Tu e %1 finite a %2 da %3.</translation>
    </message>
    <message>
        <source>%1 finish %2 behind %3.</source>
        <translation>%1 finiscono a %2 da %3.</translation>
    </message>
    <message>
        <source>You finish %2 behind %3.</source>
        <translation>Finisci a %2 da %3.</translation>
    </message>
    <message>
        <source>%1 finishes %2 behind %3.</source>
        <translation>%1 finisce a %2 da %3.</translation>
    </message>
    <message>
        <source>You finish %2 of %3: out after deal %4.</source>
        <translation>Finisci al %2 posto su %3: fuori dopo la mano %4.</translation>
    </message>
    <message>
        <source>%1 finishes %2 of %3: out after deal %4.</source>
        <translation>%1 finisce al %2 posto su %3: fuori dopo la mano %4.</translation>
    </message>
    <message>
        <source>You finish %2 of %3, %4 behind %5.</source>
        <translation>Finisci al %2 posto su %3, a %4 da %5.</translation>
    </message>
    <message>
        <source>%1 finishes %2 of %3, %4 behind %5.</source>
        <translation>%1 finisce al %2 posto su %3, a %4 da %5.</translation>
    </message>
    <message>
        <source>You finish %2 of %3.</source>
        <translation>Finisci al %2 posto su %3.</translation>
    </message>
    <message>
        <source>%1 finishes %2 of %3.</source>
        <translation>%1 finisce al %2 posto su %3.</translation>
    </message>
    <message>
        <source>second</source>
        <translation>secondo</translation>
    </message>
    <message>
        <source>third</source>
        <translation>terzo</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>quarto</translation>
    </message>
    <message>
        <source>fifth</source>
        <translation>quinto</translation>
    </message>
    <message>
        <source>%1 · deals played: %2</source>
        <translation>%1 · mani giocate: %2</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Fuori</translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation>%1.  %2</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>after deal %1</source>
        <translation>dopo la mano %1</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>Winners</name>
    <message>
        <source>You and %1 win!</source>
        <translation>Avete vinto tu e %1!</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>Vincono %1!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Vince %1!</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argomenti</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opzioni</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostra questo aiuto ed esce</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>%(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argomenti sconosciuti: %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>non va insieme a %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>non vuole un valore, ma ha avuto %r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>vuole un valore</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opzione ambigua: %(option)s può essere %(matches)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>%(value)r non è tra le scelte (%(choices)s)</translation>
    </message>
</context>
</TS>
