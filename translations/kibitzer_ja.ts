<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Kibitzer</source>
        <translation>Kibitzer について</translation>
    </message>
    <message>
        <source>Kibitzer</source>
        <translation>Kibitzer</translation>
    </message>
    <message>
        <source>A companion for physical tabletop games: the players move real pieces, Kibitzer tracks the game, warns when a step breaks a rule (it never blocks: the table is the truth), looks rules up in Japanese or English and keeps the result.</source>
        <translation>実物のボードゲームのためのお供です。プレイヤーは本物の駒を動かし、Kibitzer はゲームの進行を記録して、ルールに反する手があれば警告します（記録を止めることはしません。卓の上で起きたことが優先です）。ルールを日本語と英語で調べられ、結果も保存します。</translation>
    </message>
</context>
<context>
    <name>LcCardEditor</name>
    <message>
        <source>Chess card</source>
        <translation>チェスカード</translation>
    </message>
    <message>
        <source>&amp;English name:</source>
        <translation>英語名(&amp;E)：</translation>
    </message>
    <message>
        <source>e.g. Knight Leap</source>
        <translation>例：Knight Leap</translation>
    </message>
    <message>
        <source>&amp;Japanese name:</source>
        <translation>日本語名(&amp;J)：</translation>
    </message>
    <message>
        <source>e.g. ナイトリープ</source>
        <translation>例：ナイトリープ</translation>
    </message>
    <message>
        <source>I&amp;d:</source>
        <translation>ID(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K)：</translation>
    </message>
    <message>
        <source>Usable in:</source>
        <translation>使えるフェイズ：</translation>
    </message>
    <message>
        <source>the &amp;attack phase</source>
        <translation>アタックフェイズ(&amp;A)</translation>
    </message>
    <message>
        <source>the e&amp;scape phase</source>
        <translation>エスケープフェイズ(&amp;S)</translation>
    </message>
    <message>
        <source>Text (E&amp;nglish):</source>
        <translation>テキスト・英語(&amp;N)：</translation>
    </message>
    <message>
        <source>Optional: the card&apos;s effect text</source>
        <translation>任意：カードの効果テキスト</translation>
    </message>
    <message>
        <source>Te&amp;xt (Japanese):</source>
        <translation>テキスト・日本語(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>範囲(&amp;P)：</translation>
    </message>
    <message>
        <source>Arrow keys and Space, or click.</source>
        <translation>矢印キーとスペース、またはクリックで指定します。</translation>
    </message>
</context>
<context>
    <name>LcCardLibraryDialog</name>
    <message>
        <source>Lethal Checkmate card library[*]</source>
        <translation>リーサルチェックメイトのカードライブラリ[*]</translation>
    </message>
    <message>
        <source>The chess cards your table plays with. Enter them once; every new game of Lethal Checkmate takes its card set from here (a game keeps the set it started with).</source>
        <translation>この卓で使うチェスカードです。一度入力すれば、リーサルチェックメイトの新しいゲームはすべてここからカードセットを取ります（進行中のゲームは開始時のセットのままです）。</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>複製(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>JSON を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport JSON…</source>
        <translation>JSON に書き出す(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T)：</translation>
    </message>
    <message>
        <source>e.g. Friday night, game 1</source>
        <translation>例：金曜の夜 第1戦</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>プレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>先攻(&amp;F)：</translation>
    </message>
    <message>
        <source>Game options</source>
        <translation>ゲームのオプション</translation>
    </message>
    <message>
        <source>&amp;Hand limits (HP step 1 / 2 / 3):</source>
        <translation>手札の上限（体力の段階 1 / 2 / 3）(&amp;H)：</translation>
    </message>
    <message>
        <source>Chess cards:</source>
        <translation>チェスカード：</translation>
    </message>
    <message>
        <source>Card &amp;library…</source>
        <translation>カードライブラリ(&amp;L)…</translation>
    </message>
    <message>
        <source>Number of pla&amp;yers:</source>
        <translation>プレイ人数(&amp;Y)：</translation>
    </message>
    <message>
        <source>Starting &amp;gold:</source>
        <translation>最初の金貨(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Supported players per end phase:</source>
        <translation>ラウンド終了時に援護を受ける人数(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Monster deck size:</source>
        <translation>モンスターの山札の枚数(&amp;M)：</translation>
    </message>
</context>
<context>
    <name>kbz::AboutDialog</name>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Built with Qt %1</source>
        <translation>Qt %1 でビルド</translation>
    </message>
    <message>
        <source>Copyright © 2026 Kibitzer contributors.&lt;br&gt;Kibitzer is free software: you may share and change it under the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with NO WARRANTY.</source>
        <translation>Copyright © 2026 Kibitzer contributors.&lt;br&gt;Kibitzer はフリーソフトウェアです。&lt;a href=&quot;%1&quot;&gt;GNU 一般公衆利用許諾書（GPL）&lt;/a&gt;のバージョン 3 またはそれ以降のバージョンの下で、共有・改変できます。無保証です。</translation>
    </message>
</context>
<context>
    <name>kbz::AnyStepButton</name>
    <message>
        <source>Any step…</source>
        <translation>任意の手…</translation>
    </message>
    <message>
        <source>Enter any step of the game for any player, whatever the phase (Ctrl+E)</source>
        <translation>フェイズに関係なく、どのプレイヤーのどの手も入力します（Ctrl+E）</translation>
    </message>
</context>
<context>
    <name>kbz::AnyStepDialog</name>
    <message>
        <source>Enter any step</source>
        <translation>任意の手を入力</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>手(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation>誰が(&amp;W)：</translation>
    </message>
    <message>
        <source>Every step of the game, for every player, whatever the phase: what the table did. A step against the rules is recorded after its warning, as everywhere.</source>
        <translation>フェイズに関係なく、どのプレイヤーのどの手も入力できます。卓の上で起きたことを記録してください。ルールに反する手は、いつもどおり警告のあとで記録されます。</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>記録(&amp;R)</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>卓</translation>
    </message>
</context>
<context>
    <name>kbz::CardLibraryDialogBase</name>
    <message>
        <source>1 card</source>
        <translation>1 枚</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 枚</translation>
    </message>
    <message>
        <source>unsaved changes</source>
        <translation>未保存の変更あり</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Add a card (Insert)</source>
        <translation>カードを追加 (Insert)</translation>
    </message>
    <message>
        <source>Copy the selected card into a new one (Ctrl+D)</source>
        <translation>選んだカードを複製して新しいカードを作る (Ctrl+D)</translation>
    </message>
    <message>
        <source>Add the cards of a JSON file; cards with the same id are replaced (Ctrl+I)</source>
        <translation>JSON ファイルのカードを追加します。同じ ID のカードは置き換えます (Ctrl+I)</translation>
    </message>
    <message>
        <source>Write the cards to a JSON file (Ctrl+E)</source>
        <translation>カードを JSON ファイルに書き出す (Ctrl+E)</translation>
    </message>
    <message>
        <source>Save the library (Ctrl+S)</source>
        <translation>ライブラリを保存 (Ctrl+S)</translation>
    </message>
    <message>
        <source>The card library could not be read: %1</source>
        <translation>カードライブラリを読み込めませんでした：%1</translation>
    </message>
    <message>
        <source>Card files (*.json);;All files (*)</source>
        <translation>カードファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 を読み込む</translation>
    </message>
    <message>
        <source>Cannot import the cards</source>
        <translation>カードを読み込めません</translation>
    </message>
    <message>
        <source>%1
%2

The library was not changed.</source>
        <translation>%1
%2

ライブラリは変更していません。</translation>
    </message>
    <message>
        <source>Import failed; the library was not changed.</source>
        <translation>読み込みに失敗しました。ライブラリは変更していません。</translation>
    </message>
    <message>
        <source>%1 holds no change to the library.</source>
        <translation>%1 にはライブラリへの変更がありません。</translation>
    </message>
    <message>
        <source>Imported %1: %2 new, %3 replaced. Ctrl+Z undoes the import.</source>
        <translation>%1 を読み込みました：新規 %2 枚、置き換え %3 枚。Ctrl+Z で読み込みを取り消せます。</translation>
    </message>
    <message>
        <source>Cannot export the cards</source>
        <translation>カードを書き出せません</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation>%1を %2 に書き出しました。</translation>
    </message>
    <message>
        <source>Cannot save the card library</source>
        <translation>カードライブラリを保存できません</translation>
    </message>
    <message>
        <source>%1

Your changes are still here; nothing was saved.</source>
        <translation>%1

変更はこのまま残っています。何も保存していません。</translation>
    </message>
    <message>
        <source>The card library</source>
        <translation>カードライブラリ</translation>
    </message>
</context>
<context>
    <name>kbz::CardStore</name>
    <message>
        <source>The card library could not be saved.</source>
        <translation>カードライブラリを保存できませんでした。</translation>
    </message>
    <message>
        <source>The card library could not be read.</source>
        <translation>カードライブラリを読み込めませんでした。</translation>
    </message>
</context>
<context>
    <name>kbz::ClubDialog</name>
    <message>
        <source>Push finished games to the club</source>
        <translation>終了したゲームをクラブへ送る</translation>
    </message>
    <message>
        <source>Pull the club&apos;s games</source>
        <translation>クラブのゲームを取り込む</translation>
    </message>
    <message>
        <source>Copies the finished games of this computer to the club&apos;s server. Each game is copied once, however often you push.</source>
        <translation>このコンピューターの終了したゲームをクラブのサーバーへコピーします。何度送っても、各ゲームは一度だけコピーされます。</translation>
    </message>
    <message>
        <source>Copies the club&apos;s finished games to this computer. Each game is copied once, however often you pull.</source>
        <translation>クラブの終了したゲームをこのコンピューターへコピーします。何度取り込んでも、各ゲームは一度だけコピーされます。</translation>
    </message>
    <message>
        <source>Club &amp;server:</source>
        <translation>クラブのサーバー(&amp;S)：</translation>
    </message>
    <message>
        <source>empty: from ~/.pgpass</source>
        <translation>空欄：~/.pgpass を使います</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>パスワード(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>接続(&amp;C)</translation>
    </message>
    <message>
        <source>Name in the games</source>
        <translation>ゲーム内の名前</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Push</source>
        <translation>送る(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;ull</source>
        <translation>取り込む(&amp;U)</translation>
    </message>
    <message>
        <source>The club server&apos;s address is not a postgresql:// URL: %1. Example: %2</source>
        <translation>クラブのサーバーのアドレスが postgresql:// の URL ではありません：%1。例：%2</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <source>%1 finished games to push to %2 (%3 are there already).</source>
        <translation>%2 へ送る終了したゲーム：%1 件（%3 件は送信済み）。</translation>
    </message>
    <message>
        <source>%1 finished games to pull from %2 (%3 are here already).</source>
        <translation>%2 から取り込む終了したゲーム：%1 件（%3 件は取り込み済み）。</translation>
    </message>
    <message>
        <source>%1 (the same name)</source>
        <translation>%1（同じ名前）</translation>
    </message>
    <message>
        <source>New player “%1” (similar names exist)</source>
        <translation>新しいプレイヤー「%1」（似た名前あり）</translation>
    </message>
    <message>
        <source>New player “%1”</source>
        <translation>新しいプレイヤー「%1」</translation>
    </message>
    <message>
        <source>%1 (similar name)</source>
        <translation>%1（似た名前）</translation>
    </message>
    <message>
        <source>Nothing to copy.</source>
        <translation>コピーするものはありません。</translation>
    </message>
    <message>
        <source>Check the players: new names become new players unless you choose an existing one.</source>
        <translation>プレイヤーを確認してください：既存のプレイヤーを選ばない限り、新しい名前は新しいプレイヤーになります。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Copying…</source>
        <translation>コピーしています…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Pushed %1 games to %2.</source>
        <translation>%1 件のゲームを %2 へ送りました。</translation>
    </message>
    <message>
        <source>Pulled %1 games from %2.</source>
        <translation>%1 件のゲームを %2 から取り込みました。</translation>
    </message>
    <message>
        <source>Cancelled: the games copied before stay copied, whole; nothing else was written.</source>
        <translation>キャンセルしました：それまでにコピーしたゲームは欠けることなく残り、ほかには何も書き込んでいません。</translation>
    </message>
    <message>
        <source>Not copied: %1.</source>
        <translation>コピーしなかったもの：%1。</translation>
    </message>
    <message>
        <source>The games copied before stay copied, whole.</source>
        <translation>それまでにコピーしたゲームは欠けることなく残っています。</translation>
    </message>
    <message>
        <source>Cannot connect to the server %1: it does not answer. Check the address and the network; nothing was written.</source>
        <translation>サーバー %1 に接続できません：応答がありません。アドレスとネットワークを確認してください。何も書き込んでいません。</translation>
    </message>
</context>
<context>
    <name>kbz::ClubMenu</name>
    <message>
        <source>C&amp;lub</source>
        <translation>クラブ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Push finished games…</source>
        <translation>終了したゲームを送る(&amp;P)…</translation>
    </message>
    <message>
        <source>P&amp;ull club games…</source>
        <translation>クラブのゲームを取り込む(&amp;U)…</translation>
    </message>
</context>
<context>
    <name>kbz::ComboEditor</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>x, y</source>
        <translation>x, y</translation>
    </message>
    <message>
        <source>a square, e.g. B4</source>
        <translation>マス（例：B4）</translation>
    </message>
</context>
<context>
    <name>kbz::Database</name>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 はファイルではありません。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 は存在しません。</translation>
    </message>
    <message>
        <source>Cannot create the folder for %1.</source>
        <translation>%1 のフォルダーを作成できません。</translation>
    </message>
    <message>
        <source>Cannot create the lock file beside %1.</source>
        <translation>%1 の横にロックファイルを作成できません。</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 を読み込めません。</translation>
    </message>
    <message>
        <source>%1 is not a Kibitzer database (it is not an SQLite file). It was left untouched.</source>
        <translation>%1 は Kibitzer のデータベースではありません（SQLite ファイルではありません）。ファイルには手を加えていません。</translation>
    </message>
    <message>
        <source>%1 is damaged and cannot be read safely. It was left untouched; restore a backup or open another file.</source>
        <translation>%1 は壊れているため安全に読み込めません。ファイルには手を加えていません。バックアップから復元するか、別のファイルを開いてください。</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not Kibitzer&apos;s. It was left untouched.</source>
        <translation>%1 は Kibitzer ではなく別のプログラムの SQLite データベースです。ファイルには手を加えていません。</translation>
    </message>
    <message>
        <source>%1 was written by a newer Kibitzer (schema %2, this one knows %3). Update Kibitzer to open it; the file was left untouched.</source>
        <translation>%1 は新しい版の Kibitzer で書かれています（スキーマ %2、この版が扱えるのは %3 まで）。開くには Kibitzer を更新してください。ファイルには手を加えていません。</translation>
    </message>
    <message>
        <source>Cannot open %1.</source>
        <translation>%1 を開けません。</translation>
    </message>
    <message>
        <source>Cannot configure %1.</source>
        <translation>%1 を設定できません。</translation>
    </message>
    <message>
        <source>Cannot switch %1 to write-ahead logging.</source>
        <translation>%1 をログ先行書き込み（WAL）モードに切り替えられません。</translation>
    </message>
    <message>
        <source>Cannot upgrade %1.</source>
        <translation>%1 を更新できません。</translation>
    </message>
    <message>
        <source>%1 is already open for writing in another program. Close it there first; two programs must never write one journal.</source>
        <translation>%1 は別のプログラムで書き込み用に開かれています。先にそちらを閉じてください。1つの記録に2つのプログラムが同時に書き込むことはできません。</translation>
    </message>
    <message>
        <source>%1 is already open in another Kibitzer: %4 (process %2 on %3). Close it there first; two programs must never write one journal.</source>
        <translation>%1 は別の Kibitzer（%4、%3 のプロセス %2）で開かれています。先にそちらを閉じてください。1つの記録に2つのプログラムが同時に書き込むことはできません。</translation>
    </message>
    <message>
        <source>%1 is read-only (its write permission is off), so nothing can be recorded in it. It was left untouched; make it writable or open a copy.</source>
        <translation>%1 は読み取り専用（書き込み権限がオフ）のため、何も記録できません。ファイルには手を加えていません。書き込めるようにするか、コピーを開いてください。</translation>
    </message>
    <message>
        <source>%1 cannot be created: its folder cannot be written.</source>
        <translation>%1 を作成できません。フォルダーに書き込めません。</translation>
    </message>
    <message>
        <source>%1 is being written through another path to the same file (a hard link) by %4 (process %2 on %3). Read it through the path that program uses, or close it there first.</source>
        <translation>%1 は、同じファイルへの別のパス（ハードリンク）を通して %4（%3 のプロセス %2）が書き込み中です。そのプログラムが使っているパスで読み込むか、先にそちらを閉じてください。</translation>
    </message>
    <message>
        <source>%1 is an empty file (0 bytes), not a Kibitzer database yet: it holds no games. It was left untouched.</source>
        <translation>%1 は空のファイル（0 バイト）で、まだ Kibitzer のデータベースではありません。ゲームは入っていません。ファイルには手を加えていません。</translation>
    </message>
    <message>
        <source>The folder of %1 cannot be written. The database needs to keep its write-ahead log (-wal, -shm) beside the file; make the folder writable or move the file to a writable folder. The file was left untouched.</source>
        <translation>%1 のフォルダーに書き込めません。データベースはファイルの横にログ先行書き込み（-wal、-shm）を置く必要があります。フォルダーを書き込めるようにするか、書き込めるフォルダーにファイルを移してください。ファイルには手を加えていません。</translation>
    </message>
    <message>
        <source>%1 is an empty SQLite database, not a Kibitzer database yet: it holds no games. It was left untouched.</source>
        <translation>%1 は空の SQLite データベースで、まだ Kibitzer のデータベースではありません。ゲームは入っていません。ファイルには手を加えていません。</translation>
    </message>
    <message>
        <source>The disk is full: free some space, then try again.</source>
        <translation>ディスクがいっぱいです。空き容量を確保してから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The disk reported an input/output error.</source>
        <translation>ディスクが入出力エラーを報告しました。</translation>
    </message>
    <message>
        <source>Another program holds a lock on the database file: close it, then try again.</source>
        <translation>別のプログラムがデータベースファイルをロックしています。そのプログラムを閉じてから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The database URL cannot be used: %1. Write it as postgresql://USER:PASSWORD@HOST:PORT/DATABASE.</source>
        <translation>データベースの URL を使えません：%1。postgresql://USER:PASSWORD@HOST:PORT/DATABASE の形で指定してください。</translation>
    </message>
    <message>
        <source>%1 (server %2) cannot be opened: this installation has no PostgreSQL support (Qt&apos;s QPSQL driver, Debian package libqt6sql6-psql).</source>
        <translation>%1（サーバー %2）を開けません。この環境には PostgreSQL 対応（Qt の QPSQL ドライバー、Debian パッケージ libqt6sql6-psql）が入っていません。</translation>
    </message>
    <message>
        <source>The server %2 refused the user or the password for %1. Nothing was written.</source>
        <translation>サーバー %2 が %1 のユーザー名またはパスワードを拒否しました。何も書き込んでいません。</translation>
    </message>
    <message>
        <source>Cannot connect to the server %2 for %1. Check the address and that the server is running; nothing was written.</source>
        <translation>%1 のサーバー %2 に接続できません。アドレスとサーバーが動いていることを確認してください。何も書き込んでいません。</translation>
    </message>
    <message>
        <source>Cannot configure %1 (server %2).</source>
        <translation>%1（サーバー %2）を設定できません。</translation>
    </message>
    <message>
        <source>%1 (server %2) is an empty database, not a Kibitzer database yet: it holds no games. It was left untouched.</source>
        <translation>%1（サーバー %2）は空のデータベースで、まだ Kibitzer のデータベースではありません。ゲームは入っていません。データベースには手を加えていません。</translation>
    </message>
    <message>
        <source>Cannot read %1 (server %2).</source>
        <translation>%1（サーバー %2）を読み込めません。</translation>
    </message>
    <message>
        <source>%1 (server %2) is a database of another program, not Kibitzer&apos;s. It was left untouched.</source>
        <translation>%1（サーバー %2）は Kibitzer ではなく別のプログラムのデータベースです。データベースには手を加えていません。</translation>
    </message>
    <message>
        <source>%1 (server %2) was written by a newer Kibitzer (schema %3, this one knows %4). Update Kibitzer to open it; the database was left untouched.</source>
        <translation>%1（サーバー %2）は新しい版の Kibitzer で書かれています（スキーマ %3、この版が扱えるのは %4 まで）。開くには Kibitzer を更新してください。データベースには手を加えていません。</translation>
    </message>
    <message>
        <source>Cannot upgrade %1 (server %2).</source>
        <translation>%1（サーバー %2）を更新できません。</translation>
    </message>
    <message>
        <source>The connection to the server %2 for %1 was lost.</source>
        <translation>%1 のサーバー %2 との接続が切れました。</translation>
    </message>
</context>
<context>
    <name>kbz::DatabaseCheckRunner</name>
    <message>
        <source>Checking the database %1…</source>
        <translation>データベース %1 を検査しています…</translation>
    </message>
    <message>
        <source>Kibitzer was not closed normally last time: checking the database %1…</source>
        <translation>前回 Kibitzer が正常に終了しませんでした。データベース %1 を検査しています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Check database</source>
        <translation>データベースの検査</translation>
    </message>
    <message>
        <source>The database is sound: SQLite checked every page and record and found nothing wrong.</source>
        <translation>データベースは正常です。SQLite がすべてのページと記録を検査し、問題は見つかりませんでした。</translation>
    </message>
    <message>
        <source>Database checked: nothing wrong.</source>
        <translation>データベースを検査しました：問題はありません。</translation>
    </message>
    <message>
        <source>The database is damaged. Export the games you need from the game history, then restore a backup.

%1</source>
        <translation>データベースが破損しています。必要なゲームをゲーム履歴から書き出してから、バックアップを復元してください。

%1</translation>
    </message>
    <message>
        <source>The database is damaged.</source>
        <translation>データベースが破損しています。</translation>
    </message>
    <message>
        <source>The database check was cancelled; nothing was changed.</source>
        <translation>データベースの検査を中止しました。何も変更していません。</translation>
    </message>
    <message>
        <source>The database could not be checked.

%1</source>
        <translation>データベースを検査できませんでした。

%1</translation>
    </message>
    <message>
        <source>The database could not be checked.</source>
        <translation>データベースを検査できませんでした。</translation>
    </message>
</context>
<context>
    <name>kbz::FindingsModel</name>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>指摘</translation>
    </message>
</context>
<context>
    <name>kbz::GameExport</name>
    <message>
        <source>Export journal</source>
        <translation>記録の書き出し</translation>
    </message>
    <message>
        <source>Journal files (*.jsonl)</source>
        <translation>記録ファイル (*.jsonl)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しの失敗</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Nothing was exported: %1</source>
        <translation>何も書き出していません：%1</translation>
    </message>
</context>
<context>
    <name>kbz::GameOverPanel</name>
    <message>
        <source>under a minute</source>
        <translation>1分未満</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1時間%2分</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>再戦(&amp;R)</translation>
    </message>
    <message>
        <source>A new game with the same players and options, the first player rotated.</source>
        <translation>同じプレイヤーと設定で新しいゲームを始めます。先手は次のプレイヤーに移ります。</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>E&amp;xport journal…</source>
        <translation>記録の書き出し(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>盤面(&amp;B)</translation>
    </message>
    <message>
        <source>Back to the board; the summary stays a click away.</source>
        <translation>盤面に戻ります。結果の画面にはボタン1つで戻れます。</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <source>A draw: %1</source>
        <translation>引分け：%1</translation>
    </message>
    <message>
        <source>Victory: %1</source>
        <translation>勝利：%1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引分け</translation>
    </message>
    <message>
        <source>Victory</source>
        <comment>a player&apos;s result at the end</comment>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>敗北</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Steps recorded</source>
        <translation>記録した手</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>プレイ時間</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>PDF として保存(&amp;D)…</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>印刷(&amp;P)</translation>
    </message>
    <message>
        <source>Print the summary, or save it as a PDF.</source>
        <translation>結果を印刷するか、PDF として保存します。</translation>
    </message>
    <message>
        <source>Summary saved as PDF: %1</source>
        <translation>結果を PDF として保存しました：%1</translation>
    </message>
</context>
<context>
    <name>kbz::GamePage</name>
    <message>
        <source>Not recorded: %1</source>
        <translation>記録しませんでした：%1</translation>
    </message>
    <message>
        <source>Recorded: %1</source>
        <translation>記録しました：%1</translation>
    </message>
    <message>
        <source>Cannot record this step</source>
        <translation>この手は記録できません</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>記録されていません</translation>
    </message>
    <message>
        <source>The step could not be saved. Nothing was recorded.

%1</source>
        <translation>手を保存できませんでした。何も記録されていません。

%1</translation>
    </message>
    <message>
        <source>Undo failed</source>
        <translation>元に戻せませんでした</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>元に戻しました：%1</translation>
    </message>
    <message>
        <source>Redo failed</source>
        <translation>やり直せませんでした</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>やり直しました：%1</translation>
    </message>
    <message>
        <source>&amp;Journal</source>
        <translation>記録(&amp;J)</translation>
    </message>
    <message>
        <source>Findin&amp;gs of the step being entered</source>
        <translation>入力中の手への指摘(&amp;G)</translation>
    </message>
    <message>
        <source>Findin&amp;gs of step %1</source>
        <translation>手 %1 への指摘(&amp;G)</translation>
    </message>
    <message>
        <source>Findin&amp;gs</source>
        <translation>指摘(&amp;G)</translation>
    </message>
    <message>
        <source>Findin&amp;gs of the setup</source>
        <translation>ゲームの準備への指摘(&amp;G)</translation>
    </message>
    <message>
        <source>Looking back at step %1: nothing can be recorded onto a past state. Esc returns to now.</source>
        <translation>%1 手目を振り返り中です。過去の状態には何も記録できません。Esc で現在に戻ります。</translation>
    </message>
    <message>
        <source>Game &amp;summary</source>
        <translation>ゲームの結果(&amp;S)</translation>
    </message>
    <message>
        <source>The winner, the score sheet and a rematch.</source>
        <translation>勝者、得点表、再戦のボタンです。</translation>
    </message>
    <message>
        <source>Connected to the server again; the game is up to date.</source>
        <translation>サーバーに再接続しました。ゲームは最新の状態です。</translation>
    </message>
    <message>
        <source>The game could not be read again from the server: %1</source>
        <translation>サーバーからゲームを読み直せませんでした：%1</translation>
    </message>
    <message>
        <source>Recorded on another laptop: %1</source>
        <translation>別のノートPCで記録されました：%1</translation>
    </message>
    <message>
        <source>Undone on another laptop: %1</source>
        <translation>別のノートPCで元に戻されました：%1</translation>
    </message>
    <message>
        <source>Redone on another laptop: %1</source>
        <translation>別のノートPCでやり直されました：%1</translation>
    </message>
    <message>
        <source>%1 Nothing can be recorded until it is back: Kibitzer connects again by itself and then shows what was recorded meanwhile.</source>
        <translation>%1 接続が戻るまで何も記録できません。Kibitzer は自動で再接続し、その間に記録された内容を表示します。</translation>
    </message>
    <message>
        <source>Another laptop changed the game first.</source>
        <translation>別のノートPCが先にゲームを変更しました。</translation>
    </message>
    <message>
        <source>“%1” was recorded on another laptop first.</source>
        <translation>別のノートPCで先に「%1」が記録されました。</translation>
    </message>
    <message>
        <source>“%1” was undone on another laptop first.</source>
        <translation>別のノートPCで先に「%1」が元に戻されました。</translation>
    </message>
    <message>
        <source>“%1” was redone on another laptop first.</source>
        <translation>別のノートPCで先に「%1」がやり直されました。</translation>
    </message>
    <message>
        <source>The game now shows what the other laptop did.</source>
        <translation>いまは別のノートPCでの操作を反映した状態を表示しています。</translation>
    </message>
    <message>
        <source>Your step “%1” was not recorded.</source>
        <translation>あなたの手「%1」は記録されていません。</translation>
    </message>
    <message>
        <source>Your undo of “%1” was not made.</source>
        <translation>「%1」を元に戻す操作は行われていません。</translation>
    </message>
    <message>
        <source>Your redo of “%1” was not made.</source>
        <translation>「%1」のやり直しは行われていません。</translation>
    </message>
    <message>
        <source>This game has no step form: enter its steps in the step entry.</source>
        <translation>このゲームには手のフォームがありません。手の入力欄で入力してください。</translation>
    </message>
</context>
<context>
    <name>kbz::GenericStepView</name>
    <message>
        <source>The payload is not a JSON object</source>
        <translation>内容が JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>手(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation>誰が(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Details (JSON):</source>
        <translation>詳細（JSON）(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>記録(&amp;R)</translation>
    </message>
</context>
<context>
    <name>kbz::GuidancePanel</name>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>次：%1</translation>
    </message>
    <message>
        <source>Next: the table</source>
        <translation>次：卓全体</translation>
    </message>
    <message>
        <source>Expected: %1</source>
        <translation>次に来る手：%1</translation>
    </message>
</context>
<context>
    <name>kbz::HistoryBrowser</name>
    <message>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>This game is open in the window: close it first.</source>
        <translation>このゲームはウィンドウで開いています。先に閉じてください。</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>ゲーム数：%1</translation>
    </message>
    <message>
        <source>Journal exported: %1</source>
        <translation>記録を書き出しました：%1</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>ゲームの削除</translation>
    </message>
    <message>
        <source>Delete game %1 “%2” with its whole journal? This cannot be undone; export its journal first to keep a copy.</source>
        <translation>ゲーム %1「%2」を記録ごと削除しますか？元に戻せません。残す場合は先に記録を書き出してください。</translation>
    </message>
    <message>
        <source>Game %1 deleted.</source>
        <translation>ゲーム %1 を削除しました。</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>ゲーム履歴</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>状態(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T)：</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>すべての状態</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>対戦中</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>全員</translation>
    </message>
    <message>
        <source>Words of the title</source>
        <translation>タイトルの語句</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>開始日(&amp;F)</translation>
    </message>
    <message>
        <source>U&amp;ntil</source>
        <translation>終了日(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Export journal…</source>
        <translation>記録の書き出し(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>結果の書き出し</translation>
    </message>
    <message>
        <source>None of the games shown is finished, so there are no results to export.</source>
        <translation>表示中のゲームに終了したものがないため、書き出す結果がありません。</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>BG Stats files (*.json);;All files (*)</source>
        <translation>BG Stats ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The results could not be written to %1: %2

Nothing was written; choose another folder.</source>
        <translation>結果を %1 に書き込めませんでした：%2

何も書き込まれていません。別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Results exported (finished games: %1): %2</source>
        <translation>結果を書き出しました（終了したゲーム：%1）：%2</translation>
    </message>
    <message>
        <source>Export &amp;results</source>
        <translation>結果の書き出し(&amp;R)</translation>
    </message>
    <message>
        <source>The finished games the filters select, with their players, scores and winners</source>
        <translation>絞り込みで選ばれた終了済みのゲームを、プレイヤー・スコア・勝者とともに書き出します</translation>
    </message>
    <message>
        <source>As &amp;CSV…</source>
        <translation>CSV 形式(&amp;C)…</translation>
    </message>
    <message>
        <source>For &amp;BG Stats (JSON)…</source>
        <translation>BG Stats 用（JSON）(&amp;B)…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>プレイヤー(&amp;Y)…</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <translation>%1（プレイヤー %2）</translation>
    </message>
    <message>
        <source>Reading the finished games…</source>
        <translation>終了したゲームを読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>kbz::HistoryModel</name>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>対戦中</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>The game could not be deleted.</source>
        <translation>ゲームを削除できませんでした。</translation>
    </message>
    <message>
        <source>↳ branch of #%1 at step %2</source>
        <translation>↳ #%1 の %2 手目から分岐</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kbz::Journal</name>
    <message>
        <source>The journal could not be written.</source>
        <translation>記録を書き込めませんでした。</translation>
    </message>
    <message>
        <source>There is no game %1.</source>
        <translation>ゲーム %1 はありません。</translation>
    </message>
    <message>
        <source>Step %2 of game %1 in the database is damaged: another program may have changed it. The game was not opened; nothing was written.</source>
        <translation>データベースにあるゲーム %1 の %2 手目が壊れています。別のプログラムが書き換えた可能性があります。ゲームは開いておらず、何も書き込んでいません。</translation>
    </message>
    <message>
        <source>The setup of game %1 in the database is damaged: another program may have changed it. The game was not opened; nothing was written.</source>
        <translation>データベースにあるゲーム %1 の設定が壊れています。別のプログラムが書き換えた可能性があります。ゲームは開いておらず、何も書き込んでいません。</translation>
    </message>
    <message>
        <source>Game %1 changed on another computer first; nothing was written.</source>
        <translation>ゲーム %1 は別のコンピューターで先に変更されました。何も書き込んでいません。</translation>
    </message>
    <message>
        <source>The connection to the server was lost while this was being saved, and the server cannot be reached to ask whether it kept it: it is shown as not recorded. When the connection is back the game is read again and shows what the server has.</source>
        <translation>保存中にサーバーとの接続が切れ、サーバーに保存されたかどうかを確認できません。記録されていないものとして表示します。接続が戻るとゲームを読み直し、サーバーにある内容を表示します。</translation>
    </message>
</context>
<context>
    <name>kbz::JournalImport</name>
    <message>
        <source>&quot;%1&quot; is not a game id.</source>
        <translation>「%1」はゲーム ID ではありません。</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 を読み込めません。</translation>
    </message>
</context>
<context>
    <name>kbz::JournalModel</name>
    <message>
        <source>Recorded anyway despite the warnings</source>
        <translation>警告を承知で記録しました</translation>
    </message>
    <message>
        <source>Undone (can be redone)</source>
        <translation>取り消し済み（やり直せます）</translation>
    </message>
    <message>
        <source>%1. [%2] %3</source>
        <extracomment>A journal line with a bookmark: the step&apos;s number, the bookmark&apos;s name, the step</extracomment>
        <translation>%1. 【%2】%3</translation>
    </message>
</context>
<context>
    <name>kbz::KeyboardShortcuts</name>
    <message>
        <source>Open the rule the step&apos;s warning cites</source>
        <translation>入力中の手の警告が示すルールを開く</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>このキー一覧</translation>
    </message>
    <message>
        <source>Go to: %1</source>
        <translation>移動：%1</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>The keys of the game view as it is now (each tool has its own: open this list again at another step).</source>
        <translation>いまのゲーム画面で使えるキーです（ツールごとに異なります。別の手順でもう一度開いてください）。</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>はたらき</translation>
    </message>
</context>
<context>
    <name>kbz::Launch</name>
    <message>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <source>Give one journal file at a time.</source>
        <translation>記録ファイルは1つずつ指定してください。</translation>
    </message>
    <message>
        <source>Give either --open ID or a journal file, not both.</source>
        <translation>--open ID か記録ファイルのどちらか一方を指定してください。</translation>
    </message>
    <message>
        <source>%1 was imported before: this is that game (%2).</source>
        <translation>%1 は以前に取り込み済みです。そのゲーム（%2）を開きました。</translation>
    </message>
    <message>
        <source>%1 imported as game %2.</source>
        <translation>%1 をゲーム %2 として取り込みました。</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 を確認しています…</translation>
    </message>
    <message>
        <source>%1 was not imported (cancelled): nothing was stored.</source>
        <translation>%1 の取り込みを取り消しました。何も保存していません。</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 を取り込んでいます…</translation>
    </message>
</context>
<context>
    <name>kbz::ListEditor</name>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Remove this entry</source>
        <translation>この項目を削除</translation>
    </message>
</context>
<context>
    <name>kbz::LongWork</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>kbz::LookBackBanner</name>
    <message>
        <source>As of step %1 of %2 (looking back)</source>
        <translation>%1 手目の時点（全 %2 手、振り返り中）</translation>
    </message>
    <message>
        <source>%1 — bookmark “%2”</source>
        <translation>%1 — しおり「%2」</translation>
    </message>
    <message>
        <source>Step %1 cannot be shown</source>
        <translation>%1 手目を表示できません</translation>
    </message>
    <message>
        <source>New game from here</source>
        <translation>ここから新しいゲーム</translation>
    </message>
    <message>
        <source>Start a new game whose journal is the first %1 steps of this one</source>
        <translation>このゲームの最初の %1 手を記録とする新しいゲームを始めます。</translation>
    </message>
    <message>
        <source>Back to now (Esc)</source>
        <translation>現在に戻る（Esc）</translation>
    </message>
</context>
<context>
    <name>kbz::MainWindow</name>
    <message>
        <source>Kibitzer</source>
        <translation>Kibitzer</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>データベースを開けません</translation>
    </message>
    <message>
        <source>%1

The file was not changed.
%2</source>
        <translation>%1

ファイルは変更されていません。
%2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>データベースを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>ゲームを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Search rules…</source>
        <translation>ルールを検索(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;About Kibitzer</source>
        <translation>Kibitzer について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>元に戻す：%1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>やり直す：%1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>ゲームを開始できません</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>新しいゲーム：%1</translation>
    </message>
    <message>
        <source>Cannot resume the game</source>
        <translation>ゲームを再開できません</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>データベースを開く</translation>
    </message>
    <message>
        <source>Kibitzer databases (*.sqlite *.db);;All files (*)</source>
        <translation>Kibitzer データベース (*.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>カード(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Lethal Checkmate card library…</source>
        <translation>リーサルチェックメイトのカードライブラリ(&amp;L)…</translation>
    </message>
    <message>
        <source>Card library saved: %1.</source>
        <translation>カードライブラリを保存しました：%1。</translation>
    </message>
    <message>
        <source>Lords of &amp;War card library…</source>
        <translation>ロード・オブ・ウォーのカードライブラリ(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Rook &amp;&amp; Raiders card library…</source>
        <translation>ルーク&amp;&amp;レイダースのカードライブラリ(&amp;R)…</translation>
    </message>
    <message>
        <source>Opening game %1…</source>
        <translation>ゲーム %1 を開いています…</translation>
    </message>
    <message>
        <source>Opening the game was cancelled.</source>
        <translation>ゲームを開くのを取り消しました。</translation>
    </message>
    <message>
        <source>Journal exported: %1</source>
        <translation>記録を書き出しました：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 %2 (rematch)</source>
        <translation>%1 %2（再戦）</translation>
    </message>
    <message>
        <source>&amp;Start a game</source>
        <translation>ゲームを選んで開始(&amp;S)</translation>
    </message>
    <message>
        <source>Open a game to see its keys.</source>
        <translation>キーを見るにはゲームを開いてください。</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts of the game…</source>
        <translation>ゲームのキーボードショートカット(&amp;K)…</translation>
    </message>
    <message>
        <source>Game &amp;history…</source>
        <translation>ゲーム履歴(&amp;H)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>Check &amp;database…</source>
        <translation>データベースの検査(&amp;D)…</translation>
    </message>
    <message>
        <source>Li&amp;ght Wars units, tactics and map…</source>
        <translation>ライトウォーズのユニット・戦術タイル・マップ(&amp;G)…</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>menu</comment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Enter any step…</source>
        <translation>任意の手を入力…</translation>
    </message>
</context>
<context>
    <name>kbz::Message</name>
    <message>
        <source>; </source>
        <extracomment>Between a journal line&apos;s sentences (&quot;A hits B for 2; B faints&quot;).</extracomment>
        <translation>。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>kbz::MessageBoxes</name>
    <message>
        <source>The rules say this step is not allowed:
%1

Record it anyway? The table is the truth; the override is noted in the journal.</source>
        <translation>ルール上、この手は認められていません：
%1

それでも記録しますか？卓の上で起きたことが優先です。ルールに反して記録したことは記録に残ります。</translation>
    </message>
    <message>
        <source>Record anyway?</source>
        <translation>それでも記録しますか？</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1に保存していない変更があります。閉じる前に保存しますか？</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>ルール %1</translation>
    </message>
    <message>
        <source>Opens rule %1 in the rule browser (F1), then asks again.</source>
        <translation>ルール %1 を開き (F1)、もう一度確認します。</translation>
    </message>
</context>
<context>
    <name>kbz::NewGameDialog</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>%1 from the table&apos;s library</source>
        <translation>卓のライブラリから %1</translation>
    </message>
    <message>
        <source>the shipped cards</source>
        <translation>同梱のカード</translation>
    </message>
    <message>
        <source>The card library could not be read (%1); the game will use the shipped cards.</source>
        <translation>カードライブラリを読み込めませんでした（%1）。このゲームでは同梱のカードを使います。</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>Chess cards:</source>
        <translation>チェスカード：</translation>
    </message>
    <message>
        <source>Unit and monster cards:</source>
        <translation>ユニットとモンスターのカード：</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>The face-down monsters left in the deck, when the table knows it</source>
        <translation>裏向きのモンスターの山札に残っている枚数（わかっている場合）</translation>
    </message>
    <message>
        <source>How many players, most threatened first, remove a damage cube in each end phase (1 for 1-2 players, 2 for 3-4 unless you change it)</source>
        <translation>ラウンド終了時に援護を受けてダメージキューブを1つ取り除くプレイヤーの人数（モンスターの多いプレイヤーから順に。変更しなければ1〜2人プレイで1人、3〜4人プレイで2人）</translation>
    </message>
    <message>
        <source>Unit cards:</source>
        <translation>ユニットカード：</translation>
    </message>
    <message>
        <source>Units and tactics:</source>
        <translation>ユニットと戦術タイル：</translation>
    </message>
    <message>
        <source>S&amp;tart player:</source>
        <translation>スタートプレイヤー(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>先攻(&amp;F)：</translation>
    </message>
    <message>
        <source>Combat phases:</source>
        <translation>戦闘フェイズ：</translation>
    </message>
    <message>
        <source>Years 1 and 2</source>
        <translation>1年目と2年目</translation>
    </message>
    <message>
        <source>Year 2 only</source>
        <translation>2年目のみ</translation>
    </message>
    <message>
        <source>Track both years&apos; combat phases, or start with year 2&apos;s</source>
        <translation>両方の年の戦闘フェイズを記録するか、2年目から始めるか</translation>
    </message>
</context>
<context>
    <name>kbz::PhoneServer</name>
    <message>
        <source>The laptop took your seat back. You follow the game as a spectator.</source>
        <translation>ノートPCがあなたの席を取り戻しました。観戦者としてゲームを見られます。</translation>
    </message>
    <message>
        <source>The game is closed.</source>
        <translation>ゲームは閉じられています。</translation>
    </message>
    <message>
        <source>This invitation is not valid any more: scan the code on the laptop again.</source>
        <translation>この招待はもう有効ではありません。ノートPCのコードをもう一度読み取ってください。</translation>
    </message>
    <message>
        <source>Scan the code first.</source>
        <translation>先にコードを読み取ってください。</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>その席はありません。</translation>
    </message>
    <message>
        <source>Another phone holds this seat. The laptop can free it.</source>
        <translation>この席は別のスマートフォンが使っています。ノートPCで空けられます。</translation>
    </message>
    <message>
        <source>Join a seat to record: a spectator only follows the game.</source>
        <translation>記録するには席に着いてください。観戦者はゲームを見るだけです。</translation>
    </message>
    <message>
        <source>Join a seat to undo: a spectator only follows the game.</source>
        <translation>元に戻すには席に着いてください。観戦者はゲームを見るだけです。</translation>
    </message>
    <message>
        <source>The last step is not yours: only the laptop can undo it.</source>
        <translation>最後の手はあなたの手ではありません。元に戻せるのはノートPCだけです。</translation>
    </message>
</context>
<context>
    <name>kbz::PhonesControl</name>
    <message>
        <source>Phones at the table…</source>
        <translation>卓のスマートフォン…</translation>
    </message>
    <message>
        <source>Let each player follow the game and record their own seat from their phone</source>
        <translation>各プレイヤーが自分のスマートフォンでゲームを見て、自分の席の手を記録できるようにします</translation>
    </message>
    <message>
        <source>Open a game first.</source>
        <translation>先にゲームを開いてください。</translation>
    </message>
    <message>
        <source>The phones&apos; server cannot listen on %1, port %2: %3</source>
        <translation>スマートフォン用サーバーは %1 のポート %2 で待ち受けできません：%3</translation>
    </message>
</context>
<context>
    <name>kbz::PhonesDialog</name>
    <message>
        <source>Phones at the table</source>
        <translation>卓のスマートフォン</translation>
    </message>
    <message>
        <source>Each player can follow the game and record the steps of their own seat from their phone&apos;s browser, with nothing to install. The laptop checks and records every step. The server is off until you start it, and stops when the game is closed.</source>
        <translation>各プレイヤーは、何もインストールせずにスマートフォンのブラウザーでゲームを見て、自分の席の手を記録できます。どの手もノートPCが確認して記録します。サーバーは開始するまで止まっており、ゲームを閉じると止まります。</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>待ち受け先(&amp;L)：</translation>
    </message>
    <message>
        <source>This network (phones on the same Wi-Fi)</source>
        <translation>このネットワーク（同じWi-Fiのスマートフォン）</translation>
    </message>
    <message>
        <source>This laptop only (127.0.0.1)</source>
        <translation>このノートPCのみ（127.0.0.1）</translation>
    </message>
    <message>
        <source>&amp;Copy the address</source>
        <translation>アドレスをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Phones connected:</source>
        <translation>接続中のスマートフォン：</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>&amp;Take the seat back</source>
        <translation>席を取り戻す(&amp;T)</translation>
    </message>
    <message>
        <source>The phone becomes a spectator; its seat can be joined again</source>
        <translation>そのスマートフォンは観戦者になり、その席には再び着くことができます</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Scan with the phone&apos;s camera</source>
        <translation>スマートフォンのカメラで読み取ってください</translation>
    </message>
    <message>
        <source>Listening on this laptop only, port %1: phones cannot reach it (for testing).</source>
        <translation>このノートPCだけのポート %1 で待ち受け中：スマートフォンからは接続できません（試用）。</translation>
    </message>
    <message>
        <source>Listening on port %1 of every network of this laptop; the code names %2.</source>
        <translation>このノートPCのすべてのネットワークのポート %1 で待ち受け中。コードが示すアドレスは %2 です。</translation>
    </message>
    <message>
        <source>If a phone cannot open the page: it must be on the same Wi-Fi as the laptop (not a guest network), and the laptop&apos;s firewall must let TCP port %1 in (for example: sudo ufw allow %1/tcp).</source>
        <translation>スマートフォンでページが開けないとき：ノートPCと同じWi-Fi（ゲスト用ではないネットワーク）につなぎ、ノートPCのファイアウォールでTCPポート %1 を許可してください（例：sudo ufw allow %1/tcp）。</translation>
    </message>
    <message>
        <source>Not started.</source>
        <translation>停止中。</translation>
    </message>
    <message>
        <source>(watching)</source>
        <translation>（観戦中）</translation>
    </message>
    <message>
        <source>(choosing a seat)</source>
        <translation>（席を選択中）</translation>
    </message>
</context>
<context>
    <name>kbz::PlayHistory</name>
    <message>
        <source>The games could not be read.</source>
        <translation>ゲームを読み込めませんでした。</translation>
    </message>
    <message>
        <source>The results could not be written to %1; nothing was written.</source>
        <translation>結果を %1 に書き込めませんでした。何も書き込んでいません。</translation>
    </message>
</context>
<context>
    <name>kbz::PlayerNames</name>
    <message>
        <source>Known player?</source>
        <translation>登録済みのプレイヤーですか？</translation>
    </message>
    <message>
        <source>No player is named “%1”, but “%2” (games: %3) is, and the names differ only by case, width or spaces. Is it %2?

Yes: the seat is %2&apos;s. No: “%1” becomes a new player.</source>
        <translation>「%1」という名前のプレイヤーはいませんが、「%2」（ゲーム数：%3）がいます。名前の違いは大文字・小文字、全角・半角、空白だけです。%2 さんですか？

はい：この席は %2 さんのものになります。いいえ：「%1」を新しいプレイヤーとして登録します。</translation>
    </message>
</context>
<context>
    <name>kbz::Players</name>
    <message>
        <source>The players could not be read or written; nothing was changed.</source>
        <translation>プレイヤーを読み書きできませんでした。何も変更していません。</translation>
    </message>
    <message>
        <source>There is no player %1.</source>
        <translation>プレイヤー %1 はいません。</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>プレイヤーには名前が必要です。</translation>
    </message>
    <message>
        <source>There is already a player named %1 (player %2). Two players of one name are allowed only when asked for.</source>
        <translation>%1 という名前のプレイヤーはすでにいます（プレイヤー %2）。同じ名前のプレイヤーは、確認したうえでのみ追加できます。</translation>
    </message>
    <message>
        <source>A player cannot be merged into itself.</source>
        <translation>プレイヤーを自分自身に統合することはできません。</translation>
    </message>
    <message>
        <source>%1 and %2 both played in game %3, so they are two people: they were not merged.</source>
        <translation>%1 と %2 はどちらもゲーム %3 に参加しているので別の人です。統合しませんでした。</translation>
    </message>
    <message>
        <source>%1 already has seat %2 in game %3; one player sits once at a game.</source>
        <translation>%1 はすでにゲーム %3 の席 %2 にいます。一人のプレイヤーが同じゲームに座れるのは一度だけです。</translation>
    </message>
    <message>
        <source>Game %1 has no seat %2.</source>
        <translation>ゲーム %1 に席 %2 はありません。</translation>
    </message>
</context>
<context>
    <name>kbz::PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>プレイヤー名の変更</translation>
    </message>
    <message>
        <source>There is already a player named %1 (games: %2).</source>
        <translation>%1 という名前のプレイヤーがすでにいます（ゲーム数：%2）。</translation>
    </message>
    <message>
        <source>There is already a player named %1 (games: %2): the names differ only by case, width or spaces.</source>
        <translation>%1 という名前のプレイヤーがすでにいます（ゲーム数：%2）。名前の違いは大文字・小文字、全角・半角、空白だけです。</translation>
    </message>
    <message>
        <source>Keep them two players of one name? If they are one person, choose No and merge them instead.</source>
        <translation>同じ名前の別々のプレイヤーとしますか？ 同じ人なら「いいえ」を選び、統合してください。</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>プレイヤーの統合</translation>
    </message>
    <message>
        <source>Merge %1 into %2? The games of %1 (%3) become games of %2, and %1 is removed. This cannot be undone.</source>
        <translation>%1 を %2 に統合しますか？ %1 のゲーム（%3）は %2 のゲームになり、%1 は削除されます。元に戻せません。</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>プレイヤーの色</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新しい名前：</translation>
    </message>
    <message>
        <source>%1 (games: %2)</source>
        <translation>%1（ゲーム数：%2）</translation>
    </message>
    <message>
        <source>Merge %1 into which player?</source>
        <translation>%1 をどのプレイヤーに統合しますか？</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>%1 の色</translation>
    </message>
    <message>
        <source>A player is who sat at a game, across all games. Renaming changes the name everywhere; merging makes two players one (their games add up).</source>
        <translation>プレイヤーは、すべてのゲームを通じてゲームに参加した人です。名前を変更するとすべての記録で名前が変わり、統合すると二人のプレイヤーが一人になります（ゲームは合算されます）。</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>名前の変更(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation>統合(&amp;M)…</translation>
    </message>
    <message>
        <source>C&amp;olour…</source>
        <translation>色(&amp;O)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>kbz::PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>初参加</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
</context>
<context>
    <name>kbz::PlayersView</name>
    <message>
        <source>Players&apos; view — Kibitzer</source>
        <extracomment>The title of the window meant for a second screen that the players look at.</extracomment>
        <translation>プレイヤー用画面 — Kibitzer</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Last steps</source>
        <translation>直近の手</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <source>Steps: %1</source>
        <translation>手数：%1</translation>
    </message>
</context>
<context>
    <name>kbz::RuleBrowserDock</name>
    <message>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n 件のルール</numerusform>
        </translation>
    </message>
    <message>
        <source>No rule matches “%1”.</source>
        <translation>「%1」に合うルールはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 件見つかりました</numerusform>
        </translation>
    </message>
    <message>
        <source>Search for a rule, or pick one from the list.</source>
        <translation>ルールを検索するか、一覧から選んでください。</translation>
    </message>
    <message>
        <source>The rule %1 is not in the %2 rule book.</source>
        <translation>ルール %1 は%2のルールブックにありません。</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Search rules (English or 日本語)…</source>
        <translation>ルールを検索（日本語または English）…</translation>
    </message>
    <message>
        <source>Only the rules of this game</source>
        <translation>このゲームのルールだけを表示</translation>
    </message>
    <message>
        <source>Language of the rule text</source>
        <translation>ルール本文の言語</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>対訳表示</translation>
    </message>
    <message>
        <source>Show the rule in both languages</source>
        <translation>ルールを日本語と英語の両方で表示</translation>
    </message>
</context>
<context>
    <name>kbz::SchemaFieldEditor</name>
    <message>
        <source>—</source>
        <comment>a field left out of the step</comment>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>kbz::SchemaPayloadForm</name>
    <message>
        <source>%1 *:</source>
        <comment>a required field</comment>
        <translation>%1 *：</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>an optional field</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: required</source>
        <comment>the field&apos;s JSON name</comment>
        <translation>「%1」：必須</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: may be left out</source>
        <comment>the field&apos;s JSON name</comment>
        <translation>「%1」：省略できます</translation>
    </message>
</context>
<context>
    <name>kbz::Session</name>
    <message>
        <source>This Kibitzer does not know the game &quot;%1&quot;.</source>
        <translation>この Kibitzer はゲーム「%1」を知りません。</translation>
    </message>
    <message>
        <source>The journal of game %1 has undo marks that do not match its steps.</source>
        <translation>ゲーム %1 の記録に、手と合わない取り消しの印があります。</translation>
    </message>
    <message>
        <source>Step %1 could not be read from the journal.</source>
        <translation>%1 手目を記録から読み込めませんでした。</translation>
    </message>
    <message>
        <source>This is the game as it was at step %1: nothing can be recorded onto a past state.</source>
        <translation>これは %1 手目の時点のゲームです。過去の状態には何も記録できません。</translation>
    </message>
</context>
<context>
    <name>kbz::SheetPrint</name>
    <message>
        <source>Printed by Kibitzer on %1</source>
        <translation>%1 に Kibitzer で印刷</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>PDF として保存</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 に書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
</context>
<context>
    <name>kbz::StartPage</name>
    <message>
        <source>In play</source>
        <translation>対戦中</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>This build cannot play this game</source>
        <translation>この版ではこのゲームを遊べません</translation>
    </message>
    <message>
        <source>Kibitzer</source>
        <translation>Kibitzer</translation>
    </message>
    <message>
        <source>Play at the table; Kibitzer keeps the score, knows the rules and warns when a step looks wrong.</source>
        <translation>遊ぶのは卓の上で。Kibitzer は記録をつけ、ルールを覚えていて、おかしな手があれば知らせます。</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>最近のゲーム(&amp;R)</translation>
    </message>
    <message>
        <source>No games yet. Start one with “New game”.</source>
        <translation>まだゲームがありません。「新しいゲーム」から始めましょう。</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>再開(&amp;M)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Last update</source>
        <translation>最終更新</translation>
    </message>
    <message>
        <source>Finished: %1 won</source>
        <translation>終了：%1 の勝利</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>All games (&amp;history)…</source>
        <translation>すべてのゲーム（履歴）(&amp;H)…</translation>
    </message>
</context>
<context>
    <name>kbz::StatisticsDialog</name>
    <message>
        <source>Games started per month</source>
        <translation>月ごとの開始ゲーム数</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Win rate of the players with the most finished games</source>
        <translation>終了したゲームの多いプレイヤーの勝率</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation>%1（%2/%3）</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>統計を読み込めませんでした：%1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <source>Scores: choose a game</source>
        <translation>スコア：ゲームを選んでください</translation>
    </message>
    <message>
        <source>Scores of the finished games</source>
        <translation>終了したゲームのスコア</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1～%2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>グラフ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>G&amp;ames</source>
        <translation>ゲーム(&amp;A)</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>プレイヤー数</translation>
    </message>
</context>
<context>
    <name>kbz::StatisticsPage</name>
    <message>
        <source>Facts (average a game)</source>
        <translation>記録（1ゲームあたりの平均）</translation>
    </message>
    <message>
        <source>Total %1 (plays: %2)</source>
        <translation>合計 %1（プレイ数：%2）</translation>
    </message>
    <message>
        <source>No players yet.</source>
        <translation>まだプレイヤーがいません。</translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation>プレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>Reading the games of %1…</source>
        <translation>%1 のゲームを読み込んでいます…</translation>
    </message>
    <message>
        <source>Stopped before the end: show the page again to go on.</source>
        <translation>途中で中止しました。続けるにはこのページをもう一度表示してください。</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <source>Longest winning streak: %1</source>
        <translation>最長連勝：%1</translation>
    </message>
    <message>
        <source>Games won in a row now: %1</source>
        <translation>現在の連勝：%1</translation>
    </message>
    <message>
        <source>Games without a win now: %1</source>
        <translation>現在の連敗（勝ちなし）：%1</translation>
    </message>
    <message>
        <source>Favourite side: %1</source>
        <translation>よく使う陣営：%1</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>平均スコア</translation>
    </message>
    <message>
        <source>Armies, races and sides played</source>
        <translation>使用した軍勢・種族・陣営</translation>
    </message>
    <message>
        <source>%1 has no finished game here.</source>
        <translation>%1 にはここで終了したゲームがありません。</translation>
    </message>
    <message>
        <source>Reading the finished games…</source>
        <translation>終了したゲームを読み込んでいます…</translation>
    </message>
    <message>
        <source>Average duration</source>
        <translation>平均プレイ時間</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>First player won</source>
        <translation>先手プレイヤーの勝利</translation>
    </message>
    <message>
        <source>Armies, races and sides</source>
        <translation>軍勢・種族・陣営</translation>
    </message>
    <message>
        <source>Units fielded</source>
        <translation>出したユニット</translation>
    </message>
    <message>
        <source>No finished game here yet.</source>
        <translation>ここにはまだ終了したゲームがありません。</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Game, side or unit</source>
        <translation>ゲーム・陣営・ユニット</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>プレイ数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Armies, races, sides, units, first players and the games&apos; facts come from replaying each game: %1 games here.</source>
        <translation>軍勢・種族・陣営・ユニット・先手プレイヤーとゲームの記録は、各ゲームを再生して数えます（ここでは %1 ゲーム）。</translation>
    </message>
    <message>
        <source>&amp;Count them too (replays the games)</source>
        <translation>これらも数える（ゲームを再生）(&amp;C)</translation>
    </message>
</context>
<context>
    <name>kbz::StepSchema</name>
    <message>
        <source>Action</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>量</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>マス</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>攻撃するユニット</translation>
    </message>
    <message>
        <source>Bard&apos;s song</source>
        <translation>バードの歌</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>ボード</translation>
    </message>
    <message>
        <source>Bonus to</source>
        <translation>ボーナスの対象</translation>
    </message>
    <message>
        <source>Cancelled monsters</source>
        <translation>取り消したモンスター</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Summon chip</source>
        <translation>召喚チップ</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Conquered</source>
        <translation>征服済み</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数</translation>
    </message>
    <message>
        <source>Crystal</source>
        <translation>クリスタル</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>決めた側</translation>
    </message>
    <message>
        <source>Cards left in the deck</source>
        <translation>山札の残り枚数</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>防御力</translation>
    </message>
    <message>
        <source>Delayed damage</source>
        <translation>後で受けるダメージ</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>増減</translation>
    </message>
    <message>
        <source>Destroyed units</source>
        <translation>撃破されたユニット</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>距離</translation>
    </message>
    <message>
        <source>Evil</source>
        <translation>邪悪度</translation>
    </message>
    <message>
        <source>Extra points</source>
        <translation>その他の得点</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>向き</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>疲労ダメージ</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>食料</translation>
    </message>
    <message>
        <source>From</source>
        <translation>元</translation>
    </message>
    <message>
        <source>Full move</source>
        <translation>全力移動</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>Gold and food</source>
        <translation>金と食料</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Heals</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>与えるダメージ</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>Imps</source>
        <translation>インプ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>稲妻</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>傭兵</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>修正値</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>相対位置</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Paladin</source>
        <translation>パラディン</translation>
    </message>
    <message>
        <source>Paladins</source>
        <translation>パラディン</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>パーティー</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Prisoner</source>
        <translation>牢屋の冒険者</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>牢屋の冒険者</translation>
    </message>
    <message>
        <source>Rolls given up</source>
        <translation>振り直す前の出目</translation>
    </message>
    <message>
        <source>Hand revealed</source>
        <translation>手札を公開</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>部屋</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>並び</translation>
    </message>
    <message>
        <source>Sacrificed</source>
        <translation>生贄</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>射撃</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>射撃</translation>
    </message>
    <message>
        <source>Hand shown</source>
        <translation>見せた手札</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>Silenced adventurer</source>
        <translation>沈黙させた冒険者</translation>
    </message>
    <message>
        <source>Skill symbols</source>
        <translation>シンボル</translation>
    </message>
    <message>
        <source>Skip the conquest</source>
        <translation>征服を省略する</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>魔法</translation>
    </message>
    <message>
        <source>Start player</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <source>Swap with slot</source>
        <translation>入れ替える場の枠</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Target&apos;s attack</source>
        <translation>対象の攻撃力</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>攻撃対象</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文面</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Titles</source>
        <translation>称号</translation>
    </message>
    <message>
        <source>To</source>
        <translation>移動先</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>トラップ</translation>
    </message>
    <message>
        <source>Traps</source>
        <translation>トラップ</translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation>トンネル</translation>
    </message>
    <message>
        <source>Unconquered tiles</source>
        <translation>未征服タイル</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>Unpaid taxes</source>
        <translation>未払いの税金</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Score values</source>
        <translation>得点の値</translation>
    </message>
    <message>
        <source>When</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <source>Willpower</source>
        <translation>意思の力</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年目</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a seat number, 0 to %2</source>
        <translation>「%1」は席の番号（0〜%2）にしてください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a square as [x, y]</source>
        <translation>「%1」はマスを [x, y] で指定してください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a square such as &quot;b2&quot;</source>
        <translation>「%1」はマス（例：&quot;b2&quot;）にしてください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>「%1」は %2〜%3 の整数にしてください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>「%1」は整数でなければなりません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2 dice, each %3 to %4</source>
        <translation>「%1」はダイス%2個（それぞれ %3〜%4）にしてください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>「%1」はtrueかfalseでなければなりません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of: %2</source>
        <translation>「%1」は次のいずれかにしてください：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list (of %2 to %3 entries)</source>
        <translation>「%1」はリスト（%2〜%3 項目）にしてください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object {…}</source>
        <translation>「%1」はオブジェクト {…} にしてください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a name: text, or {&quot;en&quot;, &quot;ja&quot;}</source>
        <translation>「%1」は名前（文字列か {&quot;en&quot;, &quot;ja&quot;}）にしてください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text</source>
        <translation>「%1」は文字列にしてください</translation>
    </message>
    <message>
        <source>There is no field &quot;%1&quot; here</source>
        <translation>「%1」という項目はありません</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; is missing</source>
        <translation>項目「%1」がありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a step of the table: its actor is -1</source>
        <translation>「%1」は卓の手です。actor は -1 にしてください</translation>
    </message>
    <message>
        <source>Seat %1 is not a player seat (0 to %2)</source>
        <translation>席 %1 はプレイヤーの席ではありません（0〜%2）</translation>
    </message>
</context>
<context>
    <name>kbz::TableMode</name>
    <message>
        <source>The screen may dim or lock: no desktop service to keep it awake was found.</source>
        <translation>画面が暗くなったりロックされたりすることがあります。画面をつけたままにするデスクトップのサービスが見つかりませんでした。</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keep screen awake</source>
        <translation>画面をつけたままにする(&amp;K)</translation>
    </message>
    <message>
        <source>While a game is open and this window is active, the screen does not dim or lock.</source>
        <translation>ゲームを開いていてこのウィンドウがアクティブな間は、画面が暗くなったりロックされたりしません。</translation>
    </message>
    <message>
        <source>&amp;Players&apos; view</source>
        <translation>プレイヤー用画面(&amp;P)</translation>
    </message>
    <message>
        <source>A second window for a TV or projector: the board, counters and last steps in large type, in a language of its own.</source>
        <translation>テレビやプロジェクター用の2つ目のウィンドウです。盤面、カウンター、直近の手を大きな文字で、このウィンドウ独自の言語で表示します。</translation>
    </message>
    <message>
        <source>A game is open at the table</source>
        <translation>卓でゲーム中</translation>
    </message>
</context>
<context>
    <name>kbz::TimeTravel</name>
    <message>
        <source>Step %2 of game %1 does not replay, so the game cannot be shown as it was after step %3; another program may have changed the database.</source>
        <translation>ゲーム %1 の %2 手目を再現できないため、%3 手目の時点のゲームを表示できません。別のプログラムがデータベースを書き換えた可能性があります。</translation>
    </message>
    <message>
        <source>Step %2 of game %1 does not replay: another program may have changed the database. No game was created.</source>
        <translation>ゲーム %1 の %2 手目を再現できません。別のプログラムがデータベースを書き換えた可能性があります。ゲームは作成していません。</translation>
    </message>
    <message>
        <source>Game %1 has no step %2 (it has %3).</source>
        <translation>ゲーム %1 に %2 手目はありません（%3 手までです）。</translation>
    </message>
    <message>
        <source>branched from game %1 at step %2</source>
        <translation>ゲーム %1 の %2 手目から分岐</translation>
    </message>
</context>
<context>
    <name>kbz::TimeTravelControl</name>
    <message>
        <source>Before the first step</source>
        <translation>最初の手の前</translation>
    </message>
    <message>
        <source>No new game</source>
        <translation>新しいゲームの作成エラー</translation>
    </message>
    <message>
        <source>Game %1 started from step %2 of game %3.</source>
        <translation>ゲーム %3 の %2 手目からゲーム %1 を始めました。</translation>
    </message>
    <message>
        <source>Bookmark not saved</source>
        <translation>しおりの保存エラー</translation>
    </message>
    <message>
        <source>Bookmark of step %1 removed.</source>
        <translation>%1 手目のしおりを外しました。</translation>
    </message>
    <message>
        <source>Step %1 bookmarked: %2</source>
        <translation>%1 手目にしおりを付けました：%2</translation>
    </message>
    <message>
        <source>Bookmark</source>
        <translation>しおり</translation>
    </message>
    <message>
        <source>Name of the bookmark on step %1 (empty: no bookmark):</source>
        <translation>%1 手目のしおりの名前（空欄ならしおりなし）：</translation>
    </message>
    <message>
        <source>Look back to step %1</source>
        <translation>%1 手目を振り返る</translation>
    </message>
    <message>
        <source>Back to now</source>
        <translation>現在に戻る</translation>
    </message>
    <message>
        <source>New game from here (step %1)</source>
        <translation>ここから新しいゲーム（%1 手目）</translation>
    </message>
    <message>
        <source>Bookmark step %1…</source>
        <translation>%1 手目にしおりを付ける…</translation>
    </message>
    <message>
        <source>Rename bookmark…</source>
        <translation>しおりの名前を変更…</translation>
    </message>
    <message>
        <source>Remove bookmark</source>
        <translation>しおりを外す</translation>
    </message>
    <message>
        <source>Go to bookmark</source>
        <translation>しおりへ移動</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1（%2 手目）</translation>
    </message>
    <message>
        <source>New game from here</source>
        <translation>ここから新しいゲーム</translation>
    </message>
    <message>
        <source>Start a new game from step %1 of game %2?

The new game holds the steps of game %2 up to step %1 and opens in its place, marked as its branch in the game history; game %2 stays as it is.</source>
        <translation>ゲーム %2 の %1 手目から新しいゲームを始めますか？

新しいゲームにはゲーム %2 の %1 手目までの手が入り、このゲームの代わりに開きます。ゲーム履歴では分岐として示されます。ゲーム %2 はそのまま残ります。</translation>
    </message>
</context>
<context>
    <name>kbz::WidgetKeys</name>
    <message>
        <source>Move the cursor on the board</source>
        <translation>盤上のカーソルを動かす</translation>
    </message>
    <message>
        <source>Choose the square under the cursor</source>
        <translation>カーソルのあるマスを選ぶ</translation>
    </message>
    <message>
        <source>Move the cursor on the map</source>
        <translation>マップ上のカーソルを動かす</translation>
    </message>
    <message>
        <source>Face the unit that way</source>
        <translation>ユニットの向きをその方向に変える</translation>
    </message>
    <message>
        <source>Move the cursor on the mat</source>
        <translation>マット上のカーソルを動かす</translation>
    </message>
    <message>
        <source>Choose the square of the mat under the cursor</source>
        <translation>カーソルのあるマットのスクエアを選ぶ</translation>
    </message>
    <message>
        <source>Put a damage cube on the card under the cursor</source>
        <translation>カーソルのあるカードにキューブビーズを1個載せる</translation>
    </message>
    <message>
        <source>Take a damage cube off the card under the cursor</source>
        <translation>カーソルのあるカードからキューブビーズを1個取り除く</translation>
    </message>
    <message>
        <source>Move the cursor on the board and choose that square</source>
        <translation>盤上のカーソルを動かし、そのマスを選ぶ</translation>
    </message>
    <message>
        <source>Choose the square under the cursor (once chosen: record the step)</source>
        <translation>カーソルのあるマスを選ぶ（選択済みなら手を記録する）</translation>
    </message>
    <message>
        <source>Choose the row of that number in the list</source>
        <translation>一覧のその番号の行を選ぶ</translation>
    </message>
    <message>
        <source>Tick or untick the monster</source>
        <translation>モンスターのチェックを切り替える</translation>
    </message>
    <message>
        <source>Choose the monster or ghost of that number</source>
        <translation>その番号のモンスターかゴーストを選ぶ</translation>
    </message>
    <message>
        <source>Choose the option of that number</source>
        <translation>その番号の選択肢を選ぶ</translation>
    </message>
    <message>
        <source>Set the card&apos;s fatigue</source>
        <translation>カードの疲労ダメージを入力する</translation>
    </message>
    <message>
        <source>Lightning (early magic) on or off</source>
        <translation>稲妻（先制魔法）のオン・オフ</translation>
    </message>
    <message>
        <source>Green crystal (late magic) on or off</source>
        <translation>緑色のクリスタル（遅発魔法）のオン・オフ</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>行を追加する</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>行を削除する</translation>
    </message>
    <message>
        <source>Move the row up or down</source>
        <translation>行を上下に移動する</translation>
    </message>
    <message>
        <source>Choose the unit selected in the list</source>
        <translation>一覧で選択中のユニットを選ぶ</translation>
    </message>
    <message>
        <source>Move in the list of cards while typing a search</source>
        <translation>検索を入力しながらカードの一覧を移動する</translation>
    </message>
    <message>
        <source>Stop correcting</source>
        <translation>訂正をやめる</translation>
    </message>
    <message>
        <source>Clear the chosen squares</source>
        <translation>選んだマスを取り消す</translation>
    </message>
</context>
<context>
    <name>kbz::Zoom</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size (now %1)</source>
        <extracomment>View menu: the zoom back to 100%; %1 is the zoom now (&quot;125%&quot;).</extracomment>
        <translation>標準のサイズ（現在 %1）(&amp;A)</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlAdjustDialog</name>
    <message>
        <source>Correct %1&apos;s board</source>
        <translation>%1 のボードを訂正</translation>
    </message>
    <message>
        <source>What changed at the table that no other step covers (dl.overview.corrections). Damage: + hits the adventurer, − heals it.</source>
        <translation>ほかの手では扱えない、卓での変化を記録します（dl.overview.corrections）。ダメージ：＋は冒険者へのダメージ、−は治癒です。</translation>
    </message>
    <message>
        <source>Party damage</source>
        <translation>パーティーのダメージ</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Nobody is left in the party.</source>
        <translation>パーティーには誰も残っていません。</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>増減</translation>
    </message>
    <message>
        <source>&amp;Gold (now %1):</source>
        <translation>金（現在 %1）(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Food (now %1):</source>
        <translation>食料（現在 %1）(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Imps (now %1):</source>
        <translation>インプ（現在 %1）(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Evil (now %1):</source>
        <translation>邪悪度（現在 %1）(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Unpaid taxes (now %1):</source>
        <translation>未払いの税金（現在 %1）(&amp;U)：</translation>
    </message>
    <message>
        <source>What happened (optional)</source>
        <translation>何があったか（任意）</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>メモ(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Record the correction</source>
        <translation>訂正を記録(&amp;R)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 (defeated: to the prison)</source>
        <translation>%1（倒れた：牢屋へ）</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlBoardView</name>
    <message>
        <source>Tiles</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Party (front first)</source>
        <translation>パーティー（先頭から）</translation>
    </message>
    <message>
        <source>Monsters and ghosts</source>
        <translation>モンスターとゴースト</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Dist.</source>
        <translation>距離</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Adventurer</source>
        <translation>冒険者</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>シンボル</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>Distance from the entrance</source>
        <translation>入り口からの距離</translation>
    </message>
    <message>
        <source>Damage on the adventurer / its hit points; ● damage, ○ hit points left</source>
        <translation>冒険者が受けたダメージ / HP。●はダメージ、○は残りのHP</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>訂正(&amp;C)…</translation>
    </message>
    <message>
        <source>Record a correction the table makes on this board: damage, healing, resources (Ctrl+K)</source>
        <translation>このボードに対する卓での訂正を記録する：ダメージ、治癒、資源（Ctrl+K）</translation>
    </message>
    <message>
        <source>Move the &amp;paladin here</source>
        <translation>パラディンをここへ移動(&amp;P)</translation>
    </message>
    <message>
        <source>Move the paladin to this board by hand (Ctrl+Shift+P)</source>
        <translation>パラディンを手動でこのボードへ移動する（Ctrl+Shift+P）</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>start player</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <source>paladin here</source>
        <translation>パラディンがいる</translation>
    </message>
    <message>
        <source>Gold %1 · food %2 · imps %3 · evil %4</source>
        <translation>金 %1 · 食料 %2 · インプ %3 · 邪悪度 %4</translation>
    </message>
    <message>
        <source> · unpaid taxes %1</source>
        <translation> · 未払いの税金 %1</translation>
    </message>
    <message>
        <source>Prison: empty</source>
        <translation>牢屋：空</translation>
    </message>
    <message>
        <source>Prison (%1): %2</source>
        <translation>牢屋（%1人）：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>No trap in hand</source>
        <translation>手札のトラップなし</translation>
    </message>
    <message>
        <source>Traps in hand: %1</source>
        <translation>手札のトラップ：%1</translation>
    </message>
    <message>
        <source>Trap sprung this round: %1</source>
        <translation>このラウンドに発動したトラップ：%1</translation>
    </message>
    <message>
        <source>Trap set this round: %1</source>
        <translation>このラウンドに仕掛けたトラップ：%1</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1「%2」</translation>
    </message>
    <message>
        <source>conquered now</source>
        <translation>このラウンドに征服</translation>
    </message>
    <message>
        <source>⚔ fought now</source>
        <translation>⚔ 戦闘中</translation>
    </message>
    <message>
        <source>conquered</source>
        <translation>征服済み</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>最も近い</translation>
    </message>
    <message>
        <source>%1 (silenced)</source>
        <translation>%1（封じられた）</translation>
    </message>
    <message>
        <source>%1 damage, %2 of %3 hit points left</source>
        <translation>ダメージ %1、HP残り %2 / %3</translation>
    </message>
    <message>
        <source>nobody left</source>
        <translation>誰も残っていない</translation>
    </message>
    <message>
        <source>magic %1</source>
        <translation>マジックポイント %1</translation>
    </message>
    <message>
        <source>hearts %1</source>
        <translation>ハート %1</translation>
    </message>
    <message>
        <source>trap symbols %1</source>
        <translation>トラップシンボル %1</translation>
    </message>
    <message>
        <source>Party (front first): %1</source>
        <translation>パーティー（先頭から）：%1</translation>
    </message>
    <message>
        <source>Hired by sacrificing: %1</source>
        <translation>生贄にして雇用：%1</translation>
    </message>
    <message>
        <source>attacked, exhausted</source>
        <translation>攻撃済み、使用済み</translation>
    </message>
    <message>
        <source>attacked, ready again</source>
        <translation>攻撃済み、再利用可能</translation>
    </message>
    <message>
        <source>held back by the spell</source>
        <translation>魔法で攻撃できない</translation>
    </message>
    <message>
        <source>committed</source>
        <translation>戦闘に参加</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>使用可能</translation>
    </message>
    <message>
        <source>none hired</source>
        <translation>雇用なし</translation>
    </message>
    <message>
        <source>not entered yet</source>
        <translation>まだ入力されていません</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlCardTrack</name>
    <message>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <source>fatigue %1</source>
        <translation>疲労ダメージ%1</translation>
    </message>
    <message>
        <source>early</source>
        <translation>先制</translation>
    </message>
    <message>
        <source>late</source>
        <translation>遅発</translation>
    </message>
    <message>
        <source>no spell</source>
        <translation>魔法なし</translation>
    </message>
    <message>
        <source>not revealed yet</source>
        <translation>未公開</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlEngine</name>
    <message>
        <source>%1 is defeated and goes to %2&apos;s prison</source>
        <translation>%1は倒され、%2の牢屋に入ります</translation>
    </message>
    <message>
        <source>Every adventurer attacking %1 is defeated: %1&apos;s combat phase is over</source>
        <translation>%1を攻撃する冒険者は全員倒されました：%1の戦闘フェイズは終了です</translation>
    </message>
    <message>
        <source>The paladin stays with %1: no board is still fighting</source>
        <translation>パラディンは%1のもとに留まります：戦闘中のボードがもうありません</translation>
    </message>
    <message>
        <source>The paladin stays with %1: the highest evil still fighting (%2)</source>
        <translation>パラディンは%1のもとに留まります：戦闘中で最も高い邪悪度です（%2）</translation>
    </message>
    <message>
        <source>The paladin stays with %1: tied on evil %2 with %3, %1 comes later from the start player and counts as more evil</source>
        <translation>パラディンは%1のもとに留まります：邪悪度%2で%3と同点ですが、%1の方がスタートプレイヤーから遠いため、より邪悪とみなされます</translation>
    </message>
    <message>
        <source>The paladin moves from %1 to %2, the highest evil still fighting (%3), and joins the front of the party</source>
        <translation>パラディンは%1から%2へ移動し、パーティーの先頭に加わります：戦闘中で最も高い邪悪度です（%3）</translation>
    </message>
    <message>
        <source>The paladin moves from %1 to %2 and joins the front of the party: tied on evil %3 with %4, %2 comes later from the start player and counts as more evil</source>
        <translation>パラディンは%1から%2へ移動し、パーティーの先頭に加わります：邪悪度%3で%4と同点ですが、%2の方がスタートプレイヤーから遠いため、より邪悪とみなされます</translation>
    </message>
    <message>
        <source>%1 has no unconquered tile left: instead of fighting, %1 releases a prisoner this round</source>
        <translation>%1には未征服のタイルが残っていません：このラウンドは戦う代わりに牢屋の冒険者を1人解放します</translation>
    </message>
    <message>
        <source>%1 has no unconquered tile and no prisoner left: nothing to do this round</source>
        <translation>%1には未征服のタイルも牢屋の冒険者も残っていません：このラウンドは何もしません</translation>
    </message>
    <message>
        <source>Year 2&apos;s combat is over: fill in the score sheet</source>
        <translation>2年目の戦闘が終わりました：得点表を記入してください</translation>
    </message>
    <message>
        <source>Year 1&apos;s combat is over: the start player passes to %1; enter year 2</source>
        <translation>1年目の戦闘が終わりました：スタートプレイヤーは%1に移ります。2年目を入力してください</translation>
    </message>
    <message>
        <source>Every monster in the lairs is ready again</source>
        <translation>住居のモンスターはすべて再び使えるようになりました</translation>
    </message>
    <message>
        <source>Round %1 is over: round %2 begins</source>
        <translation>ラウンド%1が終わりました：ラウンド%2を始めます</translation>
    </message>
    <message>
        <source>The paladin joins the front of the party attacking %1</source>
        <translation>パラディンが%1を攻撃するパーティーの先頭に加わります</translation>
    </message>
    <message>
        <source>%1 releases %2 from the prison</source>
        <translation>%1は牢屋から%2を解放します</translation>
    </message>
    <message>
        <source>%1&apos;s conquest step is skipped this round, fatigue included</source>
        <translation>%1のこのラウンドの征服ステップは、疲労ダメージも含めて省略します</translation>
    </message>
    <message>
        <source>%1&apos;s healing step is skipped this round</source>
        <translation>%1のこのラウンドの治癒ステップは省略します</translation>
    </message>
    <message>
        <source>The party conquers %1&apos;s %2</source>
        <translation>パーティーが%1の%2を征服しました</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is not conquered</source>
        <translation>%1の%2は征服されませんでした</translation>
    </message>
    <message>
        <source>Year %1&apos;s combat is not over yet</source>
        <translation>%1年目の戦闘はまだ終わっていません</translation>
    </message>
    <message>
        <source>Year %1 follows; the step starts year %2</source>
        <translation>次は%1年目です。この手は%2年目を始めています</translation>
    </message>
    <message>
        <source>After year 1 the start player passes to the left: %1 starts year 2, not %2</source>
        <translation>1年目のあとはスタートプレイヤーが左へ移ります：2年目のスタートプレイヤーは%2ではなく%1です</translation>
    </message>
    <message>
        <source>%1&apos;s %2 starts the year exhausted; monsters are turned face up before a year&apos;s combat</source>
        <translation>%1の%2が使用済みのまま年を始めています。モンスターは年の戦闘の前に表向きに戻します</translation>
    </message>
    <message>
        <source>%1&apos;s demon needs a sacrificed monster; none is given</source>
        <translation>%1のデーモンには生贄にしたモンスターが必要ですが、指定されていません</translation>
    </message>
    <message>
        <source>In %1&apos;s party a warrior stands behind another class; warriors usually stand in front</source>
        <translation>%1のパーティーでは戦士がほかの職業の後ろにいます。戦士は通常、前に並びます</translation>
    </message>
    <message>
        <source>%1&apos;s combat phase is over</source>
        <translation>%1の戦闘フェイズは終わっています</translation>
    </message>
    <message>
        <source>Planning comes at the start of a round, before the card is revealed</source>
        <translation>計画はラウンドの始め、戦闘カードの公開前に行います</translation>
    </message>
    <message>
        <source>%1 has already planned this round</source>
        <translation>%1はこのラウンドすでに計画しました</translation>
    </message>
    <message>
        <source>%1 has no unconquered tile left: release a prisoner instead of fighting</source>
        <translation>%1には未征服のタイルが残っていません：戦う代わりに牢屋の冒険者を1人解放してください</translation>
    </message>
    <message>
        <source>%1 is already conquered; fight on %2</source>
        <translation>%1はすでに征服されています。%2で戦ってください</translation>
    </message>
    <message>
        <source>The %1 is exhausted and cannot fight again this year</source>
        <translation>%1は使用済みで、今年はもう戦えません</translation>
    </message>
    <message>
        <source>A room allows at most 2 monsters (ghosts are free); %1 are planned</source>
        <translation>部屋に出せるモンスターは2体まで（ゴーストは数えません）ですが、%1体が計画されています</translation>
    </message>
    <message>
        <source>A tunnel allows only 1 monster (ghosts are free); %1 are planned</source>
        <translation>トンネルに出せるモンスターは1体だけ（ゴーストは数えません）ですが、%1体が計画されています</translation>
    </message>
    <message>
        <source>%1 has no %2 in hand</source>
        <translation>%1の手札に%2がありません</translation>
    </message>
    <message>
        <source>A trap in a room costs 1 gold (%1 in all); %2 has %3 gold</source>
        <translation>部屋でトラップを使うには1金かかります（合計%1金）。%2の金は%3です</translation>
    </message>
    <message>
        <source>%1 still has an unconquered tile (%2): fight there instead of releasing a prisoner</source>
        <translation>%1にはまだ未征服のタイル（%2）があります：牢屋の冒険者を解放せず、そこで戦ってください</translation>
    </message>
    <message>
        <source>%1 has not planned yet: the card is revealed after planning</source>
        <translation>%1がまだ計画していません：戦闘カードは計画のあとに公開します</translation>
    </message>
    <message>
        <source>This round&apos;s card is already revealed</source>
        <translation>このラウンドの戦闘カードはすでに公開されています</translation>
    </message>
    <message>
        <source>The fights resolve after every player has planned and the card is revealed</source>
        <translation>戦闘の解決は、全員が計画して戦闘カードを公開したあとです</translation>
    </message>
    <message>
        <source>%1&apos;s fight this round is over</source>
        <translation>%1のこのラウンドの戦闘は終わっています</translation>
    </message>
    <message>
        <source>%1 resolves now; players resolve one after another from the start player</source>
        <translation>いま解決しているのは%1です：解決はスタートプレイヤーから順に1人ずつ行います</translation>
    </message>
    <message>
        <source>Step %1 (%2) comes first and is not recorded</source>
        <translation>ステップ%1（%2）が先ですが、記録されていません</translation>
    </message>
    <message>
        <source>No trap was committed this round</source>
        <translation>このラウンドはトラップが使われていません</translation>
    </message>
    <message>
        <source>The trap is already resolved</source>
        <translation>トラップはすでに解決されています</translation>
    </message>
    <message>
        <source>Traps are step 1: they come before the later steps already recorded</source>
        <translation>トラップはステップ1です：すでに記録された後のステップより先に行います</translation>
    </message>
    <message>
        <source>The %1 costs %2 gold, %3 food and %4 imps; %5 has %6 gold, %7 food and %8 imps</source>
        <translation>%1のコストは金%2、食料%3、インプ%4です。%5は金%6、食料%7、インプ%8を持っています</translation>
    </message>
    <message>
        <source>The combat card is not revealed yet</source>
        <translation>戦闘カードはまだ公開されていません</translation>
    </message>
    <message>
        <source>No early magic: the card shows no lightning</source>
        <translation>先制魔法なし：カードに稲妻がありません</translation>
    </message>
    <message>
        <source>No late magic: the card shows no green crystal</source>
        <translation>遅発魔法なし：カードに緑色のクリスタルがありません</translation>
    </message>
    <message>
        <source>No early magic: party magic %1 is less than round %2</source>
        <translation>先制魔法なし：パーティーのマジックポイント%1がラウンド数%2より少ない</translation>
    </message>
    <message>
        <source>No late magic: party magic %1 is less than round %2</source>
        <translation>遅発魔法なし：パーティーのマジックポイント%1がラウンド数%2より少ない</translation>
    </message>
    <message>
        <source>No healing: the dragon&apos;s attack skips healing this round</source>
        <translation>治癒なし：ドラゴンの攻撃でこのラウンドの治癒は飛ばされます</translation>
    </message>
    <message>
        <source>No healing: no monster or ghost attacked this round</source>
        <translation>治癒なし：このラウンドはモンスターもゴーストも攻撃していません</translation>
    </message>
    <message>
        <source>No healing: no priest or paladin in the party</source>
        <translation>治癒なし：パーティーに僧侶もパラディンもいません</translation>
    </message>
    <message>
        <source>This magic step is already recorded</source>
        <translation>この魔法のステップはすでに記録されています</translation>
    </message>
    <message>
        <source>Early magic is step 2: it comes before the monsters attack</source>
        <translation>先制魔法はステップ2です：モンスターの攻撃より先に行います</translation>
    </message>
    <message>
        <source>Late magic is step 4: it comes before healing and the conquest</source>
        <translation>遅発魔法はステップ4です：治癒と征服より先に行います</translation>
    </message>
    <message>
        <source>The %1 must still attack before late magic</source>
        <translation>%1は遅発魔法の前にまだ攻撃しなければなりません</translation>
    </message>
    <message>
        <source>The %1 was not committed to this fight</source>
        <translation>%1はこの戦闘に出ていません</translation>
    </message>
    <message>
        <source>The %1 has already attacked this round</source>
        <translation>%1はこのラウンドすでに攻撃しました</translation>
    </message>
    <message>
        <source>The spell keeps the %1 from attacking this round</source>
        <translation>魔法のため、このラウンド%1は攻撃できません</translation>
    </message>
    <message>
        <source>The %1 is exhausted and cannot attack again this year</source>
        <translation>%1は使用済みで、今年はもう攻撃できません</translation>
    </message>
    <message>
        <source>Monsters attack in step 3, before the later steps already recorded</source>
        <translation>モンスターの攻撃はステップ3です：すでに記録された後のステップより先に行います</translation>
    </message>
    <message>
        <source>Feeding the troll costs 1 food; %1 has none</source>
        <translation>トロルに食料を与えるには食料1が必要ですが、%1は持っていません</translation>
    </message>
    <message>
        <source>A vampire never attacks a priest</source>
        <translation>バンパイアは僧侶を攻撃できません</translation>
    </message>
    <message>
        <source>The %1&apos;s text chooses %2 targets; the step names %3</source>
        <translation>%1のテキストでは%2人を選びますが、この手は%3人を指定しています</translation>
    </message>
    <message>
        <source>The %1&apos;s text gives %2; the step records %3</source>
        <translation>%1のテキストでは%2ですが、この手の記録は%3です</translation>
    </message>
    <message>
        <source>Healing is already recorded</source>
        <translation>治癒はすでに記録されています</translation>
    </message>
    <message>
        <source>Healing is step 5: it comes before the conquest</source>
        <translation>治癒はステップ5です：征服より先に行います</translation>
    </message>
    <message>
        <source>The %1 must still attack before healing</source>
        <translation>%1は治癒の前にまだ攻撃しなければなりません</translation>
    </message>
    <message>
        <source>The party&apos;s %1 hearts heal %2, front first; the step records %3</source>
        <translation>パーティーのハート%1個で先頭から順に%2を治癒しますが、この手の記録は%3です</translation>
    </message>
    <message>
        <source>The %1 can attack and must attack before the conquest</source>
        <translation>%1は攻撃できるので、征服の前に攻撃しなければなりません</translation>
    </message>
    <message>
        <source>This round&apos;s conquest is skipped; the step conquers the tile</source>
        <translation>このラウンドの征服は省略されるはずですが、この手はタイルを征服しています</translation>
    </message>
    <message>
        <source>The whole party is defeated: nobody is left to conquer the tile</source>
        <translation>パーティーは全滅しました：タイルを征服する者は残っていません</translation>
    </message>
    <message>
        <source>Nothing skipped the conquest; the step leaves the tile unconquered</source>
        <translation>征服を省略する効果はありませんが、この手はタイルを征服していません</translation>
    </message>
    <message>
        <source>The conquest is skipped with its fatigue; the step records %1</source>
        <translation>征服は疲労ダメージごと省略されますが、この手の記録は%1です</translation>
    </message>
    <message>
        <source>Fatigue %1 front first gives %2; the step records %3</source>
        <translation>疲労ダメージ%1を前から順に与えると%2ですが、この手の記録は%3です</translation>
    </message>
    <message>
        <source>Nobody fights any more: the paladin stays</source>
        <translation>もう戦闘中のボードがありません：パラディンは移動しません</translation>
    </message>
    <message>
        <source>The paladin goes to the most evil board still fighting: %1 (evil %2)</source>
        <translation>パラディンは戦闘中で最も邪悪なボードへ移動します：%1（邪悪度%2）</translation>
    </message>
    <message>
        <source>The score sheet comes after year 2&apos;s combat</source>
        <translation>得点計算は2年目の戦闘のあとです</translation>
    </message>
    <message>
        <source>Year %1 begins: %2 dungeons, %3 is the start player</source>
        <translation>%1年目開始：ダンジョン%2つ、スタートプレイヤーは%3</translation>
    </message>
    <message>
        <source>Round %1 — %2 plans %3: %4</source>
        <translation>ラウンド%1 — %2が%3を計画：%4</translation>
    </message>
    <message>
        <source>%1 has no unconquered tile and releases %2 from prison</source>
        <translation>%1は未征服のタイルがないため、牢屋から%2を解放</translation>
    </message>
    <message>
        <source>Round %1 combat card: %2</source>
        <translation>ラウンド%1の戦闘カード：%2</translation>
    </message>
    <message>
        <source>%1: trap (none was committed)</source>
        <translation>%1：トラップ（使われていません）</translation>
    </message>
    <message>
        <source>%1&apos;s %2 hits %3</source>
        <translation>%1の%2：%3</translation>
    </message>
    <message>
        <source>Early magic at %1&apos;s: %2</source>
        <translation>%1のボードの先制魔法：%2</translation>
    </message>
    <message>
        <source>Late magic at %1&apos;s: %2</source>
        <translation>%1のボードの遅発魔法：%2</translation>
    </message>
    <message>
        <source>Healing at %1&apos;s: %2</source>
        <translation>%1のボードの治癒：%2</translation>
    </message>
    <message>
        <source>Conquest skipped: %1 holds</source>
        <translation>征服は省略されました：%1は守られました</translation>
    </message>
    <message>
        <source>Conquest: %1 fatigue (%2), %3 holds</source>
        <translation>征服：疲労ダメージ%1（%2）、%3は守られました</translation>
    </message>
    <message>
        <source>Conquest: %1 fatigue (%2), %3 conquered</source>
        <translation>征服：疲労ダメージ%1（%2）、%3を征服</translation>
    </message>
    <message>
        <source>Correction at %1&apos;s: %2</source>
        <translation>%1のボードの修正：%2</translation>
    </message>
    <message>
        <source>Paladin to %1 (evil %2)</source>
        <translation>パラディンは%1へ（邪悪度%2）</translation>
    </message>
    <message>
        <source>Score sheet confirmed: the game is over</source>
        <translation>得点表を確定しました：ゲーム終了</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>ステップ %1</translation>
    </message>
    <message>
        <source>Dungeon Lords is played by 2 to 4 players, not %1</source>
        <translation>ダンジョンロードのプレイ人数は2〜4人です（%1人ではありません）</translation>
    </message>
    <message>
        <source>The start player must be one of the seats, 0 to %1</source>
        <translation>スタートプレイヤーは席0〜%1のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>The first year tracked must be 1 or 2</source>
        <translation>記録を始める年は1年目か2年目でなければなりません</translation>
    </message>
    <message>
        <source>The score values must be a JSON object of whole numbers</source>
        <translation>得点の値は整数を並べたJSONオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>Start the year&apos;s combat</source>
        <translation>その年の戦闘を始める</translation>
    </message>
    <message>
        <source>Plan the fight</source>
        <translation>戦闘を計画する</translation>
    </message>
    <message>
        <source>Release a prisoner</source>
        <translation>牢屋の冒険者を解放</translation>
    </message>
    <message>
        <source>Reveal the combat card</source>
        <translation>戦闘カードを公開する</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>トラップ</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>魔法</translation>
    </message>
    <message>
        <source>Monster or ghost attack</source>
        <translation>モンスター・ゴーストの攻撃</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>治癒</translation>
    </message>
    <message>
        <source>Fatigue and conquest</source>
        <translation>疲労ダメージと征服</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>修正</translation>
    </message>
    <message>
        <source>Move the paladin</source>
        <translation>パラディンを移動する</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>This is not a Dungeon Lords game state</source>
        <translation>ダンジョンロードのゲーム状態ではありません</translation>
    </message>
    <message>
        <source>Year %1: setting up</source>
        <translation>%1年目：準備</translation>
    </message>
    <message>
        <source>Year 1 is over: monsters are turned face up and %1 is the start player. Enter year 2&apos;s dungeons, parties, monsters, traps and resources.</source>
        <translation>1年目が終わりました：モンスターを表向きに戻し、スタートプレイヤーは%1です。2年目のダンジョン、パーティー、モンスター、トラップ、資源を入力してください。</translation>
    </message>
    <message>
        <source>Enter year %1&apos;s dungeons, parties, monsters, traps and resources.</source>
        <translation>%1年目のダンジョン、パーティー、モンスター、トラップ、資源を入力してください。</translation>
    </message>
    <message>
        <source>Year %1, round %2: planning</source>
        <translation>%1年目 ラウンド%2：計画</translation>
    </message>
    <message>
        <source>%1: no unconquered tile left — release a prisoner.</source>
        <translation>%1：未征服のタイルがありません — 牢屋の冒険者を1人解放してください。</translation>
    </message>
    <message>
        <source>%1: fight on %2 — the nearest unconquered tile.</source>
        <translation>%1：%2で戦闘 — 入り口に最も近い未征服のタイルです。</translation>
    </message>
    <message>
        <source>%1: fight on %2 — equally near, choose one.</source>
        <translation>%1：%2で戦闘 — 同じ距離なので1つ選んでください。</translation>
    </message>
    <message>
        <source>Year %1, round %2: resolving the fights</source>
        <translation>%1年目 ラウンド%2：戦闘の解決</translation>
    </message>
    <message>
        <source>%1 resolves the fight on %2.</source>
        <translation>%1が%2での戦闘を解決します。</translation>
    </message>
    <message>
        <source>Step 1: apply the %1.</source>
        <translation>ステップ1：%1を適用してください。</translation>
    </message>
    <message>
        <source>Step 2: early magic — party magic %1, round %2: follow the card&apos;s spell.</source>
        <translation>ステップ2：先制魔法 — マジックポイント%1、ラウンド%2：カードの魔法に従ってください。</translation>
    </message>
    <message>
        <source>Step 4: late magic — party magic %1, round %2: follow the card&apos;s spell.</source>
        <translation>ステップ4：遅発魔法 — マジックポイント%1、ラウンド%2：カードの魔法に従ってください。</translation>
    </message>
    <message>
        <source>Step 5: healing — %1 hearts, front first.</source>
        <translation>ステップ5：治癒 — ハート%1個、前から順に。</translation>
    </message>
    <message>
        <source>Step 6: the conquest is skipped; record it to close the round.</source>
        <translation>ステップ6：征服は省略します。ラウンドを終えるために記録してください。</translation>
    </message>
    <message>
        <source>Step 6: %1 fatigue front first, then %2 is conquered.</source>
        <translation>ステップ6：疲労ダメージ%1を前から順に与え、%2が征服されます。</translation>
    </message>
    <message>
        <source>%1 must still attack.</source>
        <translation>%1はまだ攻撃しなければなりません。</translation>
    </message>
    <message>
        <source>Year %1, round %2: the combat card</source>
        <translation>%1年目 ラウンド%2：戦闘カード</translation>
    </message>
    <message>
        <source>Reveal the round %1 combat card.</source>
        <translation>ラウンド%1の戦闘カードを公開してください。</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>Year 2 is over: check the score sheet and confirm it.</source>
        <translation>2年目が終わりました：得点表を確認して確定してください。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names an entry of an empty list</source>
        <translation>「%1」が空のリストの要素を指しています</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from 0 to %2</source>
        <translation>「%1」は0〜%2の整数でなければなりません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>「%1」は整数でなければなりません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number of at least 0</source>
        <translation>「%1」は0以上の整数でなければなりません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>「%1」はtrueかfalseでなければなりません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a text</source>
        <translation>「%1」は文字列でなければなりません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of indices</source>
        <translation>「%1」は番号のリストでなければなりません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; lists %2 twice</source>
        <translation>「%1」に%2が2回含まれています</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of {&quot;target&quot;: party index, &quot;amount&quot;: whole number of at least 0}</source>
        <translation>「%1」は{&quot;target&quot;: パーティー内の番号, &quot;amount&quot;: 0以上の整数}のリストでなければなりません</translation>
    </message>
    <message>
        <source>This step is a player&apos;s: the actor must be a seat from 0 to %1</source>
        <translation>この手はプレイヤーのものです：actorは席0〜%1でなければなりません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must hold adventurers: {&quot;class&quot;: warrior, thief, priest, wizard or paladin, &quot;hp&quot; at least 1, &quot;level&quot;, &quot;damage&quot;, &quot;skills&quot;, &quot;year&quot; whole numbers of at least 0}</source>
        <translation>「%1」には冒険者を入れてください：{&quot;class&quot;: warrior、thief、priest、wizard、paladinのいずれか、&quot;hp&quot;は1以上、&quot;level&quot;・&quot;damage&quot;・&quot;skills&quot;・&quot;year&quot;は0以上の整数}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of adventurers</source>
        <translation>「%1」は冒険者のリストでなければなりません</translation>
    </message>
    <message>
        <source>&quot;tiles&quot; must be a list of tiles</source>
        <translation>「tiles」はタイルのリストでなければなりません</translation>
    </message>
    <message>
        <source>Each tile must be {&quot;kind&quot;: &quot;tunnel&quot; or &quot;room&quot;, &quot;distance&quot;: n}</source>
        <translation>各タイルは{&quot;kind&quot;: &quot;tunnel&quot;または&quot;room&quot;, &quot;distance&quot;: n}でなければなりません</translation>
    </message>
    <message>
        <source>A tile&apos;s &quot;distance&quot; must be a whole number of at least 0</source>
        <translation>タイルの「distance」は0以上の整数でなければなりません</translation>
    </message>
    <message>
        <source>&quot;monsters&quot; must be a list of monsters</source>
        <translation>「monsters」はモンスターのリストでなければなりません</translation>
    </message>
    <message>
        <source>Each monster must be {&quot;kind&quot;: goblin, slime, troll, witch, vampire, golem, dragon, demon or ghost}</source>
        <translation>各モンスターは{&quot;kind&quot;: goblin、slime、troll、witch、vampire、golem、dragon、demon、ghostのいずれか}でなければなりません</translation>
    </message>
    <message>
        <source>&quot;sacrificed&quot; must be a monster kind</source>
        <translation>「sacrificed」はモンスターの種類でなければなりません</translation>
    </message>
    <message>
        <source>&quot;traps&quot; must be a list of trap kinds</source>
        <translation>「traps」はトラップの種類のリストでなければなりません</translation>
    </message>
    <message>
        <source>Unknown trap kind: %1</source>
        <translation>不明なトラップの種類です：%1</translation>
    </message>
    <message>
        <source>&quot;year&quot; must be 1 or 2</source>
        <translation>「year」は1か2でなければなりません</translation>
    </message>
    <message>
        <source>&quot;players&quot; must list one entry per seat (%1)</source>
        <translation>「players」には席ごとに1つずつ（%1個）の項目が必要です</translation>
    </message>
    <message>
        <source>&quot;fatigue&quot; must be a whole number of at least 0</source>
        <translation>「fatigue」は0以上の整数でなければなりません</translation>
    </message>
    <message>
        <source>Unknown spell: %1</source>
        <translation>不明な魔法です：%1</translation>
    </message>
    <message>
        <source>&quot;pay&quot; must be {&quot;gold&quot;: n, &quot;food&quot;: n, &quot;imps&quot;: n}</source>
        <translation>「pay」は{&quot;gold&quot;: n, &quot;food&quot;: n, &quot;imps&quot;: n}でなければなりません</translation>
    </message>
    <message>
        <source>&quot;when&quot; must be &quot;early&quot; or &quot;late&quot;</source>
        <translation>「when」は&quot;early&quot;か&quot;late&quot;でなければなりません</translation>
    </message>
    <message>
        <source>&quot;option&quot; must be one of the %1&apos;s: %2</source>
        <translation>「option」は%1の選択肢のいずれかでなければなりません：%2</translation>
    </message>
    <message>
        <source>&quot;values&quot; must be an object of whole numbers</source>
        <translation>「values」は整数を並べたオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>&quot;titles&quot; must be {&quot;sole&quot;: [title ids], &quot;tied&quot;: [title ids]} with ids from: %1</source>
        <translation>「titles」は{&quot;sole&quot;: [称号ID], &quot;tied&quot;: [称号ID]}でなければなりません。IDは次のいずれか：%1</translation>
    </message>
    <message>
        <source>There is no paladin in play</source>
        <translation>パラディンは場にいません</translation>
    </message>
    <message>
        <source>Unknown step kind: %1</source>
        <translation>不明な手の種類です：%1</translation>
    </message>
    <message>
        <source>the combat card is not revealed yet</source>
        <translation>戦闘カードはまだ公開されていません</translation>
    </message>
    <message>
        <source>the card shows no lightning</source>
        <translation>カードに稲妻がありません</translation>
    </message>
    <message>
        <source>the card shows no green crystal</source>
        <translation>カードに緑色のクリスタルがありません</translation>
    </message>
    <message>
        <source>party magic %1 is less than round %2</source>
        <translation>パーティーのマジックポイント%1がラウンド数%2より少ない</translation>
    </message>
    <message>
        <source>no priest or paladin in the party</source>
        <translation>パーティーに僧侶もパラディンもいません</translation>
    </message>
    <message>
        <source>the dragon&apos;s attack skips healing</source>
        <translation>ドラゴンの攻撃で治癒は飛ばされます</translation>
    </message>
    <message>
        <source>no monster attacked</source>
        <translation>攻撃したモンスターがいません</translation>
    </message>
    <message>
        <source>the party is defeated</source>
        <translation>パーティーは全滅しました</translation>
    </message>
    <message>
        <source>no unconquered tile is left: a prisoner is released instead</source>
        <translation>未征服のタイルが残っていないため、代わりに牢屋の冒険者を1人解放します</translation>
    </message>
    <message>
        <source>the combat phase is over</source>
        <translation>戦闘フェイズは終わりました</translation>
    </message>
    <message>
        <source>the table went on without recording it</source>
        <translation>記録されないまま次へ進みました</translation>
    </message>
    <message>
        <source>no trap was committed</source>
        <translation>トラップは使われていません</translation>
    </message>
    <message>
        <source>no monster or ghost was committed</source>
        <translation>モンスターもゴーストも出ていません</translation>
    </message>
    <message>
        <source>no monster or ghost could attack</source>
        <translation>攻撃できるモンスターもゴーストもいませんでした</translation>
    </message>
    <message>
        <source>the slime skipped the conquest</source>
        <translation>スライムにより征服は省略されました</translation>
    </message>
    <message>
        <source>the demon skipped the conquest</source>
        <translation>デーモンにより征服は省略されました</translation>
    </message>
    <message>
        <source>the %1 skipped the conquest</source>
        <translation>%1により征服は省略されました</translation>
    </message>
    <message>
        <source>the conquest is skipped</source>
        <translation>征服は省略します</translation>
    </message>
    <message>
        <source>2 damage to the front; 1 more to the next if the front falls</source>
        <translation>先頭に2ダメージ。先頭が倒れたら次の冒険者にさらに1ダメージ</translation>
    </message>
    <message>
        <source>No attack: skip this round&apos;s conquest</source>
        <translation>攻撃しない：このラウンドの征服を省略する</translation>
    </message>
    <message>
        <source>1 damage to every adventurer</source>
        <translation>冒険者全員に1ダメージ</translation>
    </message>
    <message>
        <source>Pay 1 food: 4 damage</source>
        <translation>食料1を払って4ダメージ</translation>
    </message>
    <message>
        <source>3 damage to the front</source>
        <translation>先頭に3ダメージ</translation>
    </message>
    <message>
        <source>Two chosen attacks for 1 damage each</source>
        <translation>1ダメージの選択攻撃を2回</translation>
    </message>
    <message>
        <source>4 damage to the front</source>
        <translation>先頭に4ダメージ</translation>
    </message>
    <message>
        <source>2 damage to a chosen adventurer; not exhausted</source>
        <translation>選んだ冒険者に2ダメージ。使用済みにならない</translation>
    </message>
    <message>
        <source>3 damage to a chosen adventurer</source>
        <translation>選んだ冒険者に3ダメージ</translation>
    </message>
    <message>
        <source>4 damage to the front; not exhausted</source>
        <translation>先頭に4ダメージ。使用済みにならない</translation>
    </message>
    <message>
        <source>2 damage to every adventurer; no healing this round</source>
        <translation>冒険者全員に2ダメージ。このラウンドは治癒なし</translation>
    </message>
    <message>
        <source>7 damage to a chosen adventurer; no conquest this round</source>
        <translation>選んだ冒険者に7ダメージ。このラウンドは征服なし</translation>
    </message>
    <message>
        <source>2 damage to a chosen adventurer</source>
        <translation>選んだ冒険者に2ダメージ</translation>
    </message>
    <message>
        <source>no such monster</source>
        <translation>そのモンスターはいません</translation>
    </message>
    <message>
        <source>the %1 was not committed to this fight</source>
        <translation>%1はこの戦闘に出ていません</translation>
    </message>
    <message>
        <source>the %1 has already attacked this round</source>
        <translation>%1はこのラウンドすでに攻撃しました</translation>
    </message>
    <message>
        <source>the spell keeps the %1 from attacking</source>
        <translation>魔法のため%1は攻撃できません</translation>
    </message>
    <message>
        <source>the %1 is exhausted for the rest of the year</source>
        <translation>%1は今年の残りの間、使用済みです</translation>
    </message>
    <message>
        <source>the %1 has nobody in the party it may attack</source>
        <translation>%1が攻撃できる冒険者がパーティーにいません</translation>
    </message>
    <message>
        <source>Healing, front first</source>
        <translation>治癒（前から順に）</translation>
    </message>
    <message>
        <source>Healing for every adventurer</source>
        <translation>冒険者全員の治癒</translation>
    </message>
    <message>
        <source>A monster or ghost cannot attack</source>
        <translation>モンスターかゴースト1体が攻撃できない</translation>
    </message>
    <message>
        <source>Damage to the front adventurer</source>
        <translation>先頭の冒険者へのダメージ</translation>
    </message>
    <message>
        <source>Another effect (see the card)</source>
        <translation>その他の効果（カードを参照）</translation>
    </message>
    <message>
        <source>No spell</source>
        <translation>魔法なし</translation>
    </message>
    <message>
        <source>Spell %1</source>
        <translation>魔法 %1</translation>
    </message>
    <message>
        <source>%1 wins the score with %2 points</source>
        <translation>%1が%2点で勝利</translation>
    </message>
    <message>
        <source>%1 share the win with %2 points each</source>
        <translation>%1 がそれぞれ%2点で勝利を分け合いました</translation>
    </message>
    <message>
        <source>The fight is on the nearest unconquered tile, %1, not %2</source>
        <translation>戦場は入り口に最も近い未征服のタイル、%1です。%2ではありません</translation>
    </message>
    <message>
        <source>conquest skipped by the slime: record it to close the round</source>
        <translation>スライムにより征服は省略されました：ラウンドを終えるために記録してください</translation>
    </message>
    <message>
        <source>conquest skipped by the demon: record it to close the round</source>
        <translation>デーモンにより征服は省略されました：ラウンドを終えるために記録してください</translation>
    </message>
    <message>
        <source>conquest skipped by the %1: record it to close the round</source>
        <translation>%1により征服は省略されました：ラウンドを終えるために記録してください</translation>
    </message>
    <message>
        <source>conquest skipped: record it to close the round</source>
        <translation>征服は省略します：ラウンドを終えるために記録してください</translation>
    </message>
    <message>
        <source>The combat card was revealed from the side with more crystals: the rule reveals the next card from the side with fewer crystals</source>
        <translation>戦闘カードがクリスタルが多い側から公開されました：ルールでは、クリスタルが少ない側から次のカードを公開します</translation>
    </message>
    <message>
        <source>&quot;from&quot; must be &quot;fewer&quot; or &quot;more&quot; (the end of the row of combat cards the card was taken from)</source>
        <translation>&quot;from&quot; には、カードを取った戦闘カードの列の端を &quot;fewer&quot; または &quot;more&quot; で指定してください</translation>
    </message>
    <message>
        <source>poison: %1 after the conquest</source>
        <translation>毒：征服のあと%1</translation>
    </message>
    <message>
        <source>%1&apos;s %2 makes no attack: this round&apos;s conquest is skipped</source>
        <translation>%1の%2は攻撃しない：このラウンドの征服は省略します</translation>
    </message>
    <message>
        <source>%1&apos;s %2 hits %3; no conquest this round</source>
        <translation>%1の%2の攻撃：%3。このラウンドは征服なし</translation>
    </message>
    <message>
        <source>%1&apos;s %2 hits %3; no healing this round</source>
        <translation>%1の%2の攻撃：%3。このラウンドは治癒なし</translation>
    </message>
    <message>
        <source>the poisoned dart hits %1</source>
        <translation>毒矢：%1</translation>
    </message>
    <message>
        <source>The spell (%1, %2) heals %3; the step records %4</source>
        <translation>魔法（%1、%2）は%3を治癒します。この手の記録は%4です</translation>
    </message>
    <message>
        <source>The spell (%1, %2) gives %3; the step records %4</source>
        <translation>魔法（%1、%2）のダメージは%3です。この手の記録は%4です</translation>
    </message>
    <message>
        <source>%1&apos;s trap symbols cancel %2 damage</source>
        <translation>%1のトラップシンボルがダメージを%2打ち消しました</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlGameOver</name>
    <message>
        <source>Rooms (%1 each)</source>
        <translation>部屋（各%1点）</translation>
    </message>
    <message>
        <source>Monsters (%1 each)</source>
        <translation>モンスター（各%1点）</translation>
    </message>
    <message>
        <source>Prisoners (%1 each)</source>
        <translation>牢屋の冒険者（各%1点）</translation>
    </message>
    <message>
        <source>Imprisoned paladins (%1 each)</source>
        <translation>牢屋のパラディン（各%1点）</translation>
    </message>
    <message>
        <source>Conquered tiles (%1 each)</source>
        <translation>征服されたタイル（各%1点）</translation>
    </message>
    <message>
        <source>Unpaid taxes (%1 each)</source>
        <translation>未払いの税金（各%1点）</translation>
    </message>
    <message>
        <source>Titles held alone (%1 each)</source>
        <translation>称号・単独（各%1点）</translation>
    </message>
    <message>
        <source>Titles shared (%1 each)</source>
        <translation>称号・同点（各%1点）</translation>
    </message>
    <message>
        <source>Extra points</source>
        <translation>その他の得点</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Years played</source>
        <translation>プレイした年数</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>部屋</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>牢屋の冒険者</translation>
    </message>
    <message>
        <source>Imprisoned paladins</source>
        <translation>牢屋のパラディン</translation>
    </message>
    <message>
        <source>Conquered tiles</source>
        <translation>征服されたタイル</translation>
    </message>
    <message>
        <source>Unpaid taxes</source>
        <translation>未払いの税金</translation>
    </message>
    <message>
        <source>Titles held alone</source>
        <translation>称号・単独</translation>
    </message>
    <message>
        <source>Titles shared</source>
        <translation>称号・同点</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlGameView</name>
    <message>
        <source>Year %1</source>
        <translation>%1年目</translation>
    </message>
    <message>
        <source>Round %1 of 4</source>
        <translation>ラウンド %1 / 4</translation>
    </message>
    <message>
        <source>setting up the year</source>
        <translation>年の準備</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>start player: %1</source>
        <translation>スタートプレイヤー：%1</translation>
    </message>
    <message>
        <source>paladin at %1&apos;s board</source>
        <translation>パラディンは %1 のボード</translation>
    </message>
    <message>
        <source>no paladin in play</source>
        <translation>パラディンなし</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 の番</translation>
    </message>
    <message>
        <source>The table&apos;s move</source>
        <translation>卓の番</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlPlanTool</name>
    <message>
        <source>%1 gold</source>
        <translation>金%1</translation>
    </message>
    <message>
        <source>%1 food</source>
        <translation>食料%1</translation>
    </message>
    <message>
        <source>%1 imps</source>
        <translation>インプ%1</translation>
    </message>
    <message>
        <source>free</source>
        <translation>無料</translation>
    </message>
    <message>
        <source>Choose the player who plans.</source>
        <translation>計画するプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>Nobody is in the prison: there is no prisoner to release.</source>
        <translation>牢屋に誰もいません。解放する牢屋の冒険者がいません。</translation>
    </message>
    <message>
        <source>Choose the tile the party attacks.</source>
        <translation>パーティーが攻撃するタイルを選んでください。</translation>
    </message>
    <message>
        <source>Farther than the nearest unconquered tile: the party attacks the nearest one.</source>
        <translation>征服されていない最も近いタイルより遠いタイルです。パーティーは最も近いタイルを攻撃します。</translation>
    </message>
    <message>
        <source>Several tiles are equally near: you choose.</source>
        <translation>同じ近さのタイルが複数あります。どれにするかはあなたが選びます。</translation>
    </message>
    <message>
        <source>In a room a trap costs 1 gold more.</source>
        <translation>部屋ではトラップに金が1多くかかります。</translation>
    </message>
    <message>
        <source>%1 costs %2, plus 1 gold for the room: %3 when it is revealed.</source>
        <translation>%1のコストは%2、部屋の分の金1を加えて、公開時に%3を支払います。</translation>
    </message>
    <message>
        <source>%1 costs %2 when it is revealed.</source>
        <translation>%1は公開時に%2を支払います。</translation>
    </message>
    <message>
        <source>Not enough in the treasury (%1 gold, %2 food, %3 imps).</source>
        <translation>手持ちが足りません（金%1、食料%2、インプ%3）。</translation>
    </message>
    <message>
        <source>Room: 2 monsters + any ghosts.</source>
        <translation>部屋：モンスター2体まで＋ゴーストは何体でも。</translation>
    </message>
    <message>
        <source>Tunnel: 1 monster + any ghosts.</source>
        <translation>トンネル：モンスター1体まで＋ゴーストは何体でも。</translation>
    </message>
    <message>
        <source>Chosen: %1 monsters, %2 ghosts.</source>
        <translation>選択中：モンスター%1体、ゴースト%2体。</translation>
    </message>
    <message>
        <source>Too many monsters.</source>
        <translation>モンスターが多すぎます。</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Tile to fight on:</source>
        <translation>戦うタイル(&amp;T)：</translation>
    </message>
    <message>
        <source>T&amp;rap:</source>
        <translation>トラップ(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Monsters and ghosts to commit:</source>
        <translation>出すモンスターとゴースト(&amp;M)：</translation>
    </message>
    <message>
        <source>Pri&amp;soner to release:</source>
        <translation>解放する牢屋の冒険者(&amp;S)：</translation>
    </message>
    <message>
        <source>Release a prisoner</source>
        <translation>牢屋の冒険者を解放</translation>
    </message>
    <message>
        <source>Plan round %1</source>
        <translation>ラウンド%1の計画</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>計画</translation>
    </message>
    <message>
        <source>&amp;Record release</source>
        <translation>解放を記録(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Record plan</source>
        <translation>計画を記録(&amp;R)</translation>
    </message>
    <message>
        <source>1–9: prisoner · Enter: record</source>
        <translation>1～9：牢屋の冒険者 · Enter：記録</translation>
    </message>
    <message>
        <source>1–9: tile · arrows, space: monsters · Enter: record</source>
        <translation>1～9：タイル · 矢印キー、スペース：モンスター · Enter：記録</translation>
    </message>
    <message>
        <source>%1 (out of the fight)</source>
        <translation>%1（戦闘終了）</translation>
    </message>
    <message>
        <source>%1 (planned)</source>
        <translation>%1（計画済み）</translation>
    </message>
    <message>
        <source>conquered</source>
        <translation>征服済み</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>最も近い</translation>
    </message>
    <message>
        <source>No trap</source>
        <translation>トラップなし</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 (costs %2)</source>
        <translation>%1（コスト：%2）</translation>
    </message>
    <message>
        <source>%1 — exhausted: it fought this year</source>
        <translation>%1 — 使用済み：今年すでに戦いました</translation>
    </message>
    <message>
        <source>An exhausted monster is ready again next year [dl.exhausted]</source>
        <translation>使用済みのモンスターは翌年また使えます [dl.exhausted]</translation>
    </message>
    <message>
        <source>%1. %2 (level %3)</source>
        <translation>%1. %2（レベル%3）</translation>
    </message>
    <message>
        <source>no unconquered tile is left: a prisoner is released instead of fighting</source>
        <translation>未征服タイルが残っていません：戦闘の代わりに牢屋の冒険者を解放します</translation>
    </message>
    <message>
        <source>a prisoner is released only when no unconquered tile is left</source>
        <translation>牢屋の冒険者を解放するのは未征服タイルが残っていないときだけです</translation>
    </message>
    <message>
        <source>No unconquered tile is left: a prisoner is released instead of fighting.</source>
        <translation>未征服タイルが残っていません：戦闘の代わりに牢屋の冒険者を解放します。</translation>
    </message>
    <message>
        <source>F&amp;ight on a tile</source>
        <translation>タイルで戦闘(&amp;I)</translation>
    </message>
    <message>
        <source>Rele&amp;ase a prisoner</source>
        <translation>牢屋の冒険者を解放(&amp;A)</translation>
    </message>
    <message>
        <source>A tile is still unconquered: the party fights there instead.</source>
        <translation>未征服タイルがまだあります：パーティーはそこで戦闘します。</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlResolveTool</name>
    <message>
        <source>%1 gold</source>
        <translation>金%1</translation>
    </message>
    <message>
        <source>%1 food</source>
        <translation>食料%1</translation>
    </message>
    <message>
        <source>%1 imps</source>
        <translation>インプ%1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Damage per adventurer:</source>
        <translation>冒険者ごとのダメージ：</translation>
    </message>
    <message>
        <source>Healing per adventurer:</source>
        <translation>冒険者ごとの治癒：</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Damage this step adds</source>
        <translation>このステップで加わるダメージ</translation>
    </message>
    <message>
        <source>Damage counters this step removes</source>
        <translation>このステップで取り除くダメージ</translation>
    </message>
    <message>
        <source>→ %1/%2</source>
        <translation>→ %1/%2</translation>
    </message>
    <message>
        <source>defeated: to the prison</source>
        <translation>倒される：牢屋へ</translation>
    </message>
    <message>
        <source>A vampire never attacks a priest.</source>
        <translation>バンパイアは僧侶を攻撃できません。</translation>
    </message>
    <message>
        <source>Cannot be chosen.</source>
        <translation>選べません。</translation>
    </message>
    <message>
        <source>Nobody is resolving a fight now.</source>
        <translation>いま戦闘を解決しているプレイヤーはいません。</translation>
    </message>
    <message>
        <source>This fight has no step left to record.</source>
        <translation>この戦闘には記録するステップが残っていません。</translation>
    </message>
    <message>
        <source>Choose the monster or ghost that attacks next.</source>
        <translation>次に攻撃するモンスターかゴーストを選んでください。</translation>
    </message>
    <message>
        <source>%1: done</source>
        <translation>%1：完了</translation>
    </message>
    <message>
        <source>%1: next</source>
        <translation>%1：次</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>省略：%1</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>該当しません</translation>
    </message>
    <message>
        <source>Nothing left to resolve for this player this round.</source>
        <translation>このラウンド、このプレイヤーが解決することは残っていません。</translation>
    </message>
    <message>
        <source>%1: pays %2 now.</source>
        <translation>%1：いま%2を支払います。</translation>
    </message>
    <message>
        <source>%1 takes %2 damage at the end of the round.</source>
        <translation>%1はラウンドの終わりに%2ダメージを受けます。</translation>
    </message>
    <message>
        <source>%1 is silenced: its symbols do not count for magic.</source>
        <translation>%1は沈黙：そのシンボルは魔法に数えません。</translation>
    </message>
    <message>
        <source>The tile is not conquered this round.</source>
        <translation>このラウンド、タイルは征服されません。</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>未入力</translation>
    </message>
    <message>
        <source>Spell: %1.</source>
        <translation>魔法：%1。</translation>
    </message>
    <message>
        <source>No effect.</source>
        <translation>効果なし。</translation>
    </message>
    <message>
        <source>In all: %1 damage, %2 healed, %3 monsters kept from attacking.</source>
        <translation>合計：ダメージ%1、治癒%2、攻撃を止められたモンスター%3体。</translation>
    </message>
    <message>
        <source>No monster or ghost is able to attack.</source>
        <translation>攻撃できるモンスターもゴーストもいません。</translation>
    </message>
    <message>
        <source>It does not attack: no healing comes from it.</source>
        <translation>攻撃しません。これによる治癒は起きません。</translation>
    </message>
    <message>
        <source>It is not exhausted: it can fight again.</source>
        <translation>使用済みになりません。また戦えます。</translation>
    </message>
    <message>
        <source>No healing this round.</source>
        <translation>このラウンドは治癒がありません。</translation>
    </message>
    <message>
        <source>Pays %1 food (%2 left).</source>
        <translation>食料を%1支払います（残り%2）。</translation>
    </message>
    <message>
        <source>The damage differs from the monster&apos;s text.</source>
        <translation>ダメージがモンスターのテキストと違います。</translation>
    </message>
    <message>
        <source>%1 hearts heal the front adventurer first.</source>
        <translation>ハート%1個で先頭の冒険者から治癒します。</translation>
    </message>
    <message>
        <source>Fatigue %1: the front adventurer first, the rest spills over.</source>
        <translation>疲労ダメージ%1：先頭の冒険者から、余りは次へ移ります。</translation>
    </message>
    <message>
        <source>the tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>%1 is not conquered: this round&apos;s conquest is skipped.</source>
        <translation>%1は征服されません：このラウンドの征服は省略します。</translation>
    </message>
    <message>
        <source>Round %1: %2 resolves</source>
        <translation>ラウンド%1：%2の解決</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>解決</translation>
    </message>
    <message>
        <source>Dart &amp;target:</source>
        <translation>矢の対象(&amp;T)：</translation>
    </message>
    <message>
        <source>Monsters and ghosts the spell &amp;keeps from attacking:</source>
        <translation>魔法で攻撃を止められたモンスターとゴースト(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Attacks next (you choose the order):</source>
        <translation>次に攻撃する（順番はあなたが決めます）(&amp;A)：</translation>
    </message>
    <message>
        <source>Its text:</source>
        <translation>テキスト：</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>対象：</translation>
    </message>
    <message>
        <source>The tile is &amp;conquered</source>
        <translation>タイルは征服される(&amp;C)</translation>
    </message>
    <message>
        <source>1–9: monster · Alt+1–9: option · Enter: record</source>
        <translation>1～9：モンスター · Alt+1～9：選択肢 · Enter：記録</translation>
    </message>
    <message>
        <source>Enter: record</source>
        <translation>Enter：記録</translation>
    </message>
    <message>
        <source>&amp;Record trap</source>
        <translation>トラップを記録(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Record magic</source>
        <translation>魔法を記録(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Record attack</source>
        <translation>攻撃を記録(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Record healing</source>
        <translation>治癒を記録(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Record conquest</source>
        <translation>征服を記録(&amp;R)</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>攻撃済み</translation>
    </message>
    <message>
        <source>kept from attacking by the spell</source>
        <translation>魔法で攻撃を止められた</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 — a vampire never attacks a priest</source>
        <translation>%1 — バンパイアは僧侶を攻撃しない</translation>
    </message>
    <message>
        <source>%1 — not by the monster&apos;s text</source>
        <translation>%1 — モンスターのテキストでは選べない</translation>
    </message>
    <message>
        <source>After the conquest, %1 takes the poisoned dart&apos;s %2 damage (if still standing).</source>
        <translation>征服のあと、%1は（まだ倒れていなければ）毒矢の%2ダメージを受けます。</translation>
    </message>
    <message>
        <source>Enter the spell&apos;s number from the card: Kibitzer does not know the cards&apos; texts.</source>
        <translation>カードに書かれた魔法の数値を入力してください：Kibitzer はカードのテキストを持っていません。</translation>
    </message>
    <message>
        <source>%1&apos;s symbols cancel %2 damage (a paladin&apos;s symbols count as trap symbols).</source>
        <translation>%1のシンボルがダメージを%2打ち消します（パラディンのシンボルはトラップシンボルとしても数えます）。</translation>
    </message>
    <message>
        <source>%1&apos;s trap symbols cancel %2 damage.</source>
        <translation>%1のトラップシンボルがダメージを%2打ち消します。</translation>
    </message>
    <message>
        <source>%1 is conquered, though this round&apos;s conquest is skipped.</source>
        <translation>このラウンドの征服は省略されるはずですが、%1は征服されます。</translation>
    </message>
    <message>
        <source>%1 is conquered, though nobody is left standing.</source>
        <translation>冒険者が残っていませんが、%1は征服されます。</translation>
    </message>
    <message>
        <source>Then %1 is conquered.</source>
        <translation>続いて%1が征服されます。</translation>
    </message>
    <message>
        <source>%1 is not conquered: nobody is left standing after the fatigue.</source>
        <translation>%1は征服されません：疲労ダメージの後に残る冒険者がいません。</translation>
    </message>
    <message>
        <source>%1 is not conquered: the table leaves it unconquered.</source>
        <translation>%1は征服されません：卓の判断で未征服のままです。</translation>
    </message>
    <message>
        <source>%1 (done)</source>
        <translation>%1（済み）</translation>
    </message>
    <message>
        <source>this step is already recorded</source>
        <translation>このステップはすでに記録されています</translation>
    </message>
    <message>
        <source>%1 (skipped)</source>
        <translation>%1（省略）</translation>
    </message>
    <message>
        <source>%1 (out of order)</source>
        <translation>%1（順番外）</translation>
    </message>
    <message>
        <source>step %1 (%2) comes first</source>
        <translation>先にステップ%1（%2）があります</translation>
    </message>
    <message>
        <source>it is not this step&apos;s turn</source>
        <translation>このステップの番ではありません</translation>
    </message>
    <message>
        <source>Resolution &amp;step:</source>
        <translation>解決のステップ(&amp;S)：</translation>
    </message>
    <message>
        <source>Damage to the front (the card&apos;s &amp;number):</source>
        <translation>先頭へのダメージ（カードの数値）(&amp;N)：</translation>
    </message>
    <message>
        <source>Heals each adventurer (the card&apos;s &amp;number):</source>
        <translation>冒険者全員の治癒（カードの数値）(&amp;N)：</translation>
    </message>
    <message>
        <source>Heals, front first (the card&apos;s &amp;number):</source>
        <translation>前から順に治癒（カードの数値）(&amp;N)：</translation>
    </message>
    <message>
        <source>from the card</source>
        <translation>カードの数値</translation>
    </message>
    <message>
        <source>not committed to this fight</source>
        <translation>この戦闘に出ていない</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlRevealTool</name>
    <message>
        <source>The card is revealed once every player still fighting has planned.</source>
        <translation>戦闘カードは、戦っているプレイヤー全員が計画を終えてからめくります。</translation>
    </message>
    <message>
        <source>Type the card&apos;s fatigue (a digit).</source>
        <translation>カードの疲労ダメージ（数字1つ）を入力してください。</translation>
    </message>
    <message>
        <source>Type the card&apos;s text: its spell is not in the list.</source>
        <translation>カードのテキストを入力してください：その魔法は一覧にありません。</translation>
    </message>
    <message>
        <source>No lightning and no crystal on the card: no magic step this round.</source>
        <translation>カードに稲妻も緑色のクリスタルもありません：このラウンドは魔法のステップがありません。</translation>
    </message>
    <message>
        <source>early and late magic</source>
        <translation>先制魔法と遅発魔法</translation>
    </message>
    <message>
        <source>early magic</source>
        <translation>先制魔法</translation>
    </message>
    <message>
        <source>late magic</source>
        <translation>遅発魔法</translation>
    </message>
    <message>
        <source>no magic step (magic below the round)</source>
        <translation>魔法のステップなし（マジックポイントがラウンド数未満）</translation>
    </message>
    <message>
        <source>%1 (party magic %2, round %3): %4</source>
        <translation>%1（パーティーのマジックポイント%2、ラウンド%3）：%4</translation>
    </message>
    <message>
        <source>Nobody is fighting this round.</source>
        <translation>このラウンドに戦うプレイヤーはいません。</translation>
    </message>
    <message>
        <source>No spell</source>
        <translation>魔法なし</translation>
    </message>
    <message>
        <source>Other (type the card&apos;s text)</source>
        <translation>その他（カードのテキストを入力）</translation>
    </message>
    <message>
        <source>Round %1: reveal the combat card</source>
        <translation>ラウンド%1：戦闘カードをめくる</translation>
    </message>
    <message>
        <source>Turn over this round&apos;s card and enter what it shows: the fatigue number, the lightning (early magic) and the green crystal (late magic), and its spell.</source>
        <translation>このラウンドの戦闘カードをめくり、描かれているものを入力します：疲労ダメージの数字、稲妻（先制魔法）、緑色のクリスタル（遅発魔法）、魔法。</translation>
    </message>
    <message>
        <source>Keys: a digit sets the fatigue, L toggles the lightning, C the crystal, Enter records.</source>
        <translation>キー操作：数字で疲労ダメージ、L で稲妻、C でクリスタルを切り替え、Enter で記録します。</translation>
    </message>
    <message>
        <source>&amp;Fatigue:</source>
        <translation>疲労ダメージ(&amp;F)：</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>The number in the lower right corner: damage at the conquest, front first (dl.fatigue.spill).</source>
        <translation>右下の数字：征服のときのダメージで、先頭の冒険者から与えます（dl.fatigue.spill）。</translation>
    </message>
    <message>
        <source>&amp;Lightning (early magic)</source>
        <translation>稲妻（先制魔法）(&amp;L)</translation>
    </message>
    <message>
        <source>Green &amp;crystal (late magic)</source>
        <translation>緑色のクリスタル（遅発魔法）(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Spell:</source>
        <translation>魔法(&amp;S)：</translation>
    </message>
    <message>
        <source>Card &amp;text:</source>
        <translation>カードのテキスト(&amp;T)：</translation>
    </message>
    <message>
        <source>optional: the card&apos;s text as printed</source>
        <translation>任意：カードに書かれているテキスト</translation>
    </message>
    <message>
        <source>&amp;Record the card</source>
        <translation>カードを記録(&amp;R)</translation>
    </message>
    <message>
        <source>Taken fr&amp;om:</source>
        <translation>取った側(&amp;O)：</translation>
    </message>
    <message>
        <source>The side with fewer crystals (the rule)</source>
        <translation>クリスタルが少ない側（ルール）</translation>
    </message>
    <message>
        <source>The side with more crystals</source>
        <translation>クリスタルが多い側</translation>
    </message>
    <message>
        <source>The end of the row of face-down combat cards this card was taken from (dl.combat-card.reveal)</source>
        <translation>裏向きに並べた戦闘カードの列の、このカードを取った側の端です（dl.combat-card.reveal）</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlScoreModel</name>
    <message>
        <source>Rooms</source>
        <translation>部屋</translation>
    </message>
    <message>
        <source>Monsters and ghosts</source>
        <translation>モンスターとゴースト</translation>
    </message>
    <message>
        <source>Imprisoned adventurers</source>
        <translation>牢屋の冒険者</translation>
    </message>
    <message>
        <source>Imprisoned paladins</source>
        <translation>牢屋のパラディン</translation>
    </message>
    <message>
        <source>Conquered tiles</source>
        <translation>征服されたタイル</translation>
    </message>
    <message>
        <source>Unpaid taxes</source>
        <translation>未払いの税金</translation>
    </message>
    <message>
        <source>Evil</source>
        <translation>邪悪度</translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation>トンネル</translation>
    </message>
    <message>
        <source>Imps</source>
        <translation>インプ</translation>
    </message>
    <message>
        <source>Gold + food</source>
        <translation>金＋食料</translation>
    </message>
    <message>
        <source>Unconquered tiles</source>
        <translation>未征服タイル</translation>
    </message>
    <message>
        <source>Titles</source>
        <translation>称号</translation>
    </message>
    <message>
        <source>Other points</source>
        <translation>その他の得点</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>%1 (tied) %2</source>
        <translation>%1（同点）%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 points · rank %2 · winner</source>
        <translation>%1点・%2位・勝者</translation>
    </message>
    <message>
        <source>%1 points · rank %2</source>
        <translation>%1点・%2位</translation>
    </message>
    <message>
        <source>Counts only for the title “%1”.</source>
        <translation>称号「%1」にだけ数えます。</translation>
    </message>
    <message>
        <source>Unconfirmed value: a default from fan sources; the table may change it.</source>
        <translation>未確認の値：ファンの資料による初期値です。卓で変更できます。</translation>
    </message>
    <message>
        <source>Titles set by hand at the table.</source>
        <translation>卓で手動で決めた称号です。</translation>
    </message>
    <message>
        <source>Edited: the state says %1.</source>
        <translation>編集済み：記録上の値は%1です。</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlScoreSheet</name>
    <message>
        <source>Space: not held, tied, sole holder</source>
        <translation>スペース：なし、同点、単独</translation>
    </message>
    <message>
        <source>The score is recorded.</source>
        <translation>得点は記録済みです。</translation>
    </message>
    <message>
        <source>The score sheet opens when year 2&apos;s combat is over.</source>
        <translation>得点表は2年目の戦闘が終わると開きます。</translation>
    </message>
    <message>
        <source>The recorded score sheet</source>
        <translation>記録された得点表</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>The game is over: the sheet as the table recorded it. Undo the score step to change it.</source>
        <translation>ゲームは終了しました。卓が記録したとおりの得点表です。変更するには得点の記録を取り消してください。</translation>
    </message>
    <message>
        <source>Check every count against the table. Tab moves through the cells; type a number to change a count, Enter keeps it. The titles cell lists the titles (Space: not held, tied, sole holder). Values marked (?) are unconfirmed defaults. Enter records the score with every edit.</source>
        <translation>すべての数を卓と照らし合わせてください。Tab でセルを移動し、数字を入力すると数が変わり、Enter で確定します。称号のセルでは称号の一覧を編集できます（スペース：なし、同点、単独）。「(?)」の付いた値は未確認の初期値です。Enter で、編集をすべて含めて得点を記録します。</translation>
    </message>
    <message>
        <source>Points per item</source>
        <translation>項目ごとの点数</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>部屋</translation>
    </message>
    <message>
        <source>Monster or ghost</source>
        <translation>モンスター／ゴースト</translation>
    </message>
    <message>
        <source>Imprisoned adventurer</source>
        <translation>牢屋の冒険者</translation>
    </message>
    <message>
        <source>Imprisoned paladin (?)</source>
        <translation>牢屋のパラディン (?)</translation>
    </message>
    <message>
        <source>Conquered tile</source>
        <translation>征服されたタイル</translation>
    </message>
    <message>
        <source>Unpaid tax (?)</source>
        <translation>未払いの税金 (?)</translation>
    </message>
    <message>
        <source>Title, sole holder</source>
        <translation>称号（単独）</translation>
    </message>
    <message>
        <source>Title, each tied holder</source>
        <translation>称号（同点、各自）</translation>
    </message>
    <message>
        <source>Unconfirmed value: a default from fan sources; the table may change it.</source>
        <translation>未確認の値：ファンの資料による初期値です。卓で変更できます。</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>初期値に戻す</translation>
    </message>
    <message>
        <source>The default values: room +2, monster +1, prisoner +2, conquered tile −2, unpaid tax −3, titles 3 and 2.</source>
        <translation>初期値：部屋 +2、モンスター +1、牢屋の冒険者 +2、征服されたタイル −2、未払いの税金 −3、称号 3点と2点。</translation>
    </message>
    <message>
        <source>Reset counts</source>
        <translation>数を元に戻す</translation>
    </message>
    <message>
        <source>Takes the counts from the game again and drops hand-set titles.</source>
        <translation>ゲームの記録から数を取り直し、手動で決めた称号を外します。</translation>
    </message>
    <message>
        <source>Record the score</source>
        <translation>得点を記録</translation>
    </message>
    <message>
        <source>Winner: %1 with %2 points</source>
        <translation>勝者：%1（%2点）</translation>
    </message>
    <message>
        <source>Tied for the win: %1 with %2 points each</source>
        <translation>同点で勝利：%1（各%2点）</translation>
    </message>
    <message>
        <source>(edited at the table)</source>
        <translation>（卓で編集済み）</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlTableContent</name>
    <message>
        <source>Year %1 · round %2</source>
        <translation>%1年目 · ラウンド%2</translation>
    </message>
    <message>
        <source>%1: gold %2 · food %3 · imps %4 · evil %5</source>
        <translation>%1：金 %2 · 食料 %3 · インプ %4 · 邪悪度 %5</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlViewText</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>symbols %1</source>
        <translation>シンボル %1</translation>
    </message>
    <message>
        <source>trap symbols %1</source>
        <translation>トラップシンボル %1</translation>
    </message>
    <message>
        <source>hearts %1</source>
        <translation>ハート %1</translation>
    </message>
    <message>
        <source>crystals %1</source>
        <translation>クリスタル %1</translation>
    </message>
    <message>
        <source>all %1</source>
        <translation>全 %1</translation>
    </message>
    <message>
        <source>%1 L%2</source>
        <translation>%1 Lv%2</translation>
    </message>
    <message>
        <source>step 1, traps</source>
        <translation>ステップ1：トラップ</translation>
    </message>
    <message>
        <source>step 2, early magic</source>
        <translation>ステップ2：先制魔法</translation>
    </message>
    <message>
        <source>step 3, monsters and ghosts</source>
        <translation>ステップ3：モンスターとゴースト</translation>
    </message>
    <message>
        <source>step 4, late magic</source>
        <translation>ステップ4：遅発魔法</translation>
    </message>
    <message>
        <source>step 5, healing</source>
        <translation>ステップ5：治癒</translation>
    </message>
    <message>
        <source>step 6, conquest</source>
        <translation>ステップ6：征服</translation>
    </message>
    <message>
        <source>out: every adventurer defeated</source>
        <translation>終了：冒険者全員を倒した</translation>
    </message>
    <message>
        <source>out: four rounds fought</source>
        <translation>終了：4ラウンド戦った</translation>
    </message>
    <message>
        <source>out: no unconquered tile</source>
        <translation>終了：未征服のタイルがない</translation>
    </message>
    <message>
        <source>out of the combat phase</source>
        <translation>戦闘フェイズ終了</translation>
    </message>
    <message>
        <source>waiting for the year&apos;s setup</source>
        <translation>年の準備待ち</translation>
    </message>
    <message>
        <source>the year is over</source>
        <translation>この年は終了</translation>
    </message>
    <message>
        <source>planning</source>
        <translation>計画中</translation>
    </message>
    <message>
        <source>waiting to resolve</source>
        <translation>解決待ち</translation>
    </message>
    <message>
        <source>planned, waiting for the card</source>
        <translation>計画済み、戦闘カード待ち</translation>
    </message>
    <message>
        <source>done this round (a prisoner released)</source>
        <translation>このラウンドは終了（牢屋から1人解放）</translation>
    </message>
    <message>
        <source>done this round</source>
        <translation>このラウンドは終了</translation>
    </message>
    <message>
        <source>resolving: %1</source>
        <translation>解決中：%1</translation>
    </message>
    <message>
        <source>fatigue %1</source>
        <translation>疲労ダメージ%1</translation>
    </message>
    <message>
        <source>lightning</source>
        <translation>稲妻</translation>
    </message>
    <message>
        <source>crystal</source>
        <translation>緑のクリスタル</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Against the rules [%1]: %2</source>
        <translation>ルールに反する選択 [%1]：%2</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlYearPage</name>
    <message>
        <source>%1 %2/%3, symbols %4</source>
        <translation>%1 %2/%3、シンボル%4</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>%1: enter at least one tile of the dungeon.</source>
        <translation>%1：ダンジョンのタイルを1つ以上入力してください。</translation>
    </message>
    <message>
        <source>%1: enter the party (at least one adventurer).</source>
        <translation>%1：パーティー（冒険者1人以上）を入力してください。</translation>
    </message>
    <message>
        <source>Dungeon tiles</source>
        <translation>ダンジョンのタイル</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>距離</translation>
    </message>
    <message>
        <source>Conquered</source>
        <translation>征服済み</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Steps from the entrance: 1 is next to it (dl.plan.tile).</source>
        <translation>入り口からの距離：1が入り口の隣です（dl.plan.tile）。</translation>
    </message>
    <message>
        <source>Add &amp;tile</source>
        <translation>タイルを追加(&amp;T)</translation>
    </message>
    <message>
        <source>Remove tile</source>
        <translation>タイルを削除</translation>
    </message>
    <message>
        <source>Party (marching order, front first)</source>
        <translation>パーティー（隊列順、先頭から）</translation>
    </message>
    <message>
        <source>Prison</source>
        <translation>牢屋</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>シンボル</translation>
    </message>
    <message>
        <source>A thief&apos;s trap symbols, a priest&apos;s hearts, a wizard&apos;s crystals (dl.adventurer.skills).</source>
        <translation>盗賊のトラップシンボル、僧侶のハート、魔法使いのクリスタル（dl.adventurer.skills）。</translation>
    </message>
    <message>
        <source>Pr&amp;eset:</source>
        <translation>プリセット(&amp;E)：</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>プリセット：</translation>
    </message>
    <message>
        <source>Reference figures (level/HP) of the year&apos;s adventurers; edit the row to match the card (dl.adventurer.figures).</source>
        <translation>その年の冒険者の参考値（レベル/HP）です。カードに合わせて行を書き換えてください（dl.adventurer.figures）。</translation>
    </message>
    <message>
        <source>&amp;Add adventurer</source>
        <translation>冒険者を追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add prisoner</source>
        <translation>牢屋に追加</translation>
    </message>
    <message>
        <source>Remove adventurer</source>
        <translation>冒険者を削除</translation>
    </message>
    <message>
        <source>Remove prisoner</source>
        <translation>牢屋から削除</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>後ろへ</translation>
    </message>
    <message>
        <source>Ctrl+Up in the table</source>
        <translation>表の中では Ctrl+↑</translation>
    </message>
    <message>
        <source>Ctrl+Down in the table</source>
        <translation>表の中では Ctrl+↓</translation>
    </message>
    <message>
        <source>Monsters and ghosts</source>
        <translation>モンスターとゴースト</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <source>Sacrificed</source>
        <translation>生贄</translation>
    </message>
    <message>
        <source>The monster a demon was hired with (dl.monster.demon).</source>
        <translation>デーモンを雇うときに生贄にしたモンスター（dl.monster.demon）。</translation>
    </message>
    <message>
        <source>Add &amp;monster</source>
        <translation>モンスターを追加(&amp;M)</translation>
    </message>
    <message>
        <source>Remove monster</source>
        <translation>モンスターを削除</translation>
    </message>
    <message>
        <source>Traps in hand</source>
        <translation>手持ちのトラップ</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>資源</translation>
    </message>
    <message>
        <source>Cop&amp;y traps and resources to all players</source>
        <translation>トラップと資源を全員にコピー(&amp;Y)</translation>
    </message>
    <message>
        <source>Copies this player&apos;s traps in hand, gold, food, imps, evil and unpaid taxes to every other player.</source>
        <translation>このプレイヤーの手持ちのトラップ、金、食料、インプ、邪悪度、未払いの税金をほかの全員にコピーします。</translation>
    </message>
    <message>
        <source>Food:</source>
        <translation>食料：</translation>
    </message>
    <message>
        <source>Imps:</source>
        <translation>インプ：</translation>
    </message>
    <message>
        <source>Evil:</source>
        <translation>邪悪度：</translation>
    </message>
    <message>
        <source>Unpaid taxes:</source>
        <translation>未払いの税金：</translation>
    </message>
    <message>
        <source>Gold:</source>
        <comment>Dungeon Lords treasury</comment>
        <translation>金：</translation>
    </message>
</context>
<context>
    <name>kbz::dl::DlYearTool</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>The year has been entered already.</source>
        <translation>この年はすでに入力済みです。</translation>
    </message>
    <message>
        <source>Year %1: dungeons and parties</source>
        <translation>%1年目：ダンジョンとパーティー</translation>
    </message>
    <message>
        <source>Dungeons, prisoners, monsters (ready again) and resources carry over from year 1. Add what was built and hired, and the new parties.</source>
        <translation>ダンジョン、牢屋の冒険者、モンスター（再び使える状態）、資源は1年目から引き継がれます。建設・雇用したものと、新しいパーティーを追加してください。</translation>
    </message>
    <message>
        <source>Enter each dungeon as it stands after building, and its party. The example dungeon is there to be edited.</source>
        <translation>建設後の各ダンジョンとそのパーティーを入力します。最初に入っている例のダンジョンは書き換えて使ってください。</translation>
    </message>
    <message>
        <source>Insert adds a row, Delete removes it, Ctrl+Up/Down moves an adventurer, Enter records.</source>
        <translation>Insert で行を追加、Delete で削除、Ctrl+↑/↓ で冒険者を移動、Enter で記録します。</translation>
    </message>
    <message>
        <source>&amp;Year:</source>
        <translation>年(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Start player:</source>
        <translation>スタートプレイヤー(&amp;S)：</translation>
    </message>
    <message>
        <source>Resolution goes from the start player clockwise; after year 1 the start player passes to the left (dl.year.end).</source>
        <translation>解決はスタートプレイヤーから時計回りに行います。1年目のあと、スタートプレイヤーは左の人へ移ります（dl.year.end）。</translation>
    </message>
    <message>
        <source>&amp;Paladin in play</source>
        <translation>パラディンが登場(&amp;P)</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>レベル：</translation>
    </message>
    <message>
        <source>HP:</source>
        <translation>HP：</translation>
    </message>
    <message>
        <source>Symbols:</source>
        <translation>シンボル：</translation>
    </message>
    <message>
        <source>Starts at:</source>
        <translation>最初のボード：</translation>
    </message>
    <message>
        <source>The paladin joins the front of the party at the board it starts at; by the rule, that is the most evil board (dl.paladin.join, dl.paladin.move).</source>
        <translation>パラディンは最初のボードでパーティーの先頭に加わります。ルールに従う場合、それは邪悪度が最も高いボードです（dl.paladin.join, dl.paladin.move）。</translation>
    </message>
    <message>
        <source>Paladin ✓</source>
        <translation>パラディン ✓</translation>
    </message>
    <message>
        <source>Paladin</source>
        <translation>パラディン</translation>
    </message>
    <message>
        <source>The paladin&apos;s hit points are unconfirmed: type the card&apos;s (dl.adventurer.figures).</source>
        <translation>パラディンのHPは未確認です。カードの値を入力してください（dl.adventurer.figures）。</translation>
    </message>
    <message>
        <source>By the paladin rule</source>
        <translation>パラディンの移動ルールに従う</translation>
    </message>
    <message>
        <source>&amp;Record year %1</source>
        <translation>%1年目を記録(&amp;R)</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcBoardView</name>
    <message>
        <source>Board</source>
        <translation>盤</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcCardEditor</name>
    <message>
        <source>Enter the card&apos;s name in English or in Japanese (or both).</source>
        <translation>カード名を英語か日本語（または両方）で入力してください。</translation>
    </message>
    <message>
        <source>The id must start with a letter or digit and use only a-z, 0-9, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>ID は英小文字か数字で始め、a-z、0-9、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; だけを使ってください。</translation>
    </message>
    <message>
        <source>Another card already has the id &quot;%1&quot;. Choose another id.</source>
        <translation>ID「%1」はほかのカードが使っています。別の ID にしてください。</translation>
    </message>
    <message>
        <source>Mark at least one square of the pattern.</source>
        <translation>範囲のマスを少なくとも 1 つ指定してください。</translation>
    </message>
    <message>
        <source>The card must be usable in the attack phase, the escape phase or both.</source>
        <translation>カードはアタックフェイズかエスケープフェイズ（または両方）で使えるようにしてください。</translation>
    </message>
    <message>
        <source>%1 (from the English name)</source>
        <translation>%1（英語名から作成）</translation>
    </message>
    <message>
        <source>ARMS — attacks its pattern from the field</source>
        <translation>攻撃用カード — 場から範囲を攻撃する</translation>
    </message>
    <message>
        <source>MOVE — moves the piece to a pattern square</source>
        <translation>移動用カード — 駒を範囲のマスへ動かす</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcCardLibraryDialog</name>
    <message>
        <source>New chess card</source>
        <translation>新しいチェスカード</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>%1 の複製</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 を複製</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Deleted %1. Ctrl+Z brings it back.</source>
        <translation>%1 を削除しました。Ctrl+Z で元に戻せます。</translation>
    </message>
    <message>
        <source>Import chess cards</source>
        <translation>チェスカードの読み込み</translation>
    </message>
    <message>
        <source>Export chess cards</source>
        <translation>チェスカードの書き出し</translation>
    </message>
    <message>
        <source>The library needs at least one card.</source>
        <translation>ライブラリにはカードが少なくとも1枚必要です。</translation>
    </message>
    <message>
        <source>Edit the selected card (Enter, F2)</source>
        <translation>選んだカードを編集（Enter、F2）</translation>
    </message>
    <message>
        <source>Delete the selected card (Delete)</source>
        <translation>選んだカードを削除 (Delete)</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcCardLibraryModel</name>
    <message>
        <source>Usable in the attack phase</source>
        <translation>アタックフェイズに使える</translation>
    </message>
    <message>
        <source>Not usable in the attack phase</source>
        <translation>アタックフェイズには使えない</translation>
    </message>
    <message>
        <source>Usable in the escape phase</source>
        <translation>エスケープフェイズに使える</translation>
    </message>
    <message>
        <source>Not usable in the escape phase</source>
        <translation>エスケープフェイズには使えない</translation>
    </message>
    <message>
        <source>○ = usable in the attack phase</source>
        <translation>○ = アタックフェイズに使える</translation>
    </message>
    <message>
        <source>○ = usable in the escape phase</source>
        <translation>○ = エスケープフェイズに使える</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>エスケープ</translation>
    </message>
    <message>
        <source>ARMS</source>
        <comment>card kind</comment>
        <translation>攻撃用カード</translation>
    </message>
    <message>
        <source>MOVE</source>
        <comment>card kind</comment>
        <translation>移動用カード</translation>
    </message>
    <message>
        <source>Attack</source>
        <comment>phase</comment>
        <translation>アタック</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcCardLibraryStore</name>
    <message>
        <source>A stored Lethal Checkmate card cannot be read.</source>
        <translation>保存されているリーサルチェックメイトのカードを読み込めません。</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcEngine</name>
    <message>
        <source>%1&apos;s field is full: %2 goes to the discard pile</source>
        <translation>%1 の場がいっぱいです：%2 は捨て札になります</translation>
    </message>
    <message>
        <source>%1 attacks %2&apos;s piece on %3: %2 may escape</source>
        <translation>%1 が %3 にいる %2 の駒を攻撃：%2 はエスケープできます</translation>
    </message>
    <message>
        <source>%1 declares lethal on the last HP step: %1 loses at the end of this turn unless %2 is finished</source>
        <translation>%1 が体力の最後の段階でリーサルを宣言：このターン中に %2 を倒せなければ %1 の敗北です</translation>
    </message>
    <message>
        <source>%1&apos;s deck is empty: shuffle the %2 discarded cards into a new deck</source>
        <translation>%1 の山札が尽きました：捨て札 %2 枚を混ぜて新しい山札にします</translation>
    </message>
    <message>
        <source>%1 has no square to move to from %2: it cannot be played</source>
        <translation>%1 は %2 から動けるマスがないため、出せません</translation>
    </message>
    <message>
        <source>The move from %1 leaves the board: pieces stay on the 3x4 board</source>
        <translation>%1 からの移動は盤の外に出ます：駒は 3×4 の盤の上から出られません</translation>
    </message>
    <message>
        <source>%1 is %2&apos;s square: a piece may not move onto the other piece</source>
        <translation>%1 には %2 の駒がいます：相手の駒のマスへは移動できません</translation>
    </message>
    <message>
        <source>%1 is not in the pattern of %2 from %3</source>
        <translation>%1 は %3 から見た %2 の範囲に入っていません</translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s hand as far as the tracker knows</source>
        <translation>記録の上では、%1 は %2 の手札にありません</translation>
    </message>
    <message>
        <source>Only Pawn Step may be played by swapping it with a field card, not %1</source>
        <translation>場のカードと交換して出せるのはポーンステップだけです（%1 はできません）</translation>
    </message>
    <message>
        <source>There is no card at position %1 of %2&apos;s field to swap with</source>
        <translation>%2 の場の %1 枚目には交換するカードがありません</translation>
    </message>
    <message>
        <source>Both pieces must be placed before cards are played</source>
        <translation>カードを出す前に両方の駒を配置してください</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s</source>
        <translation>今は %2 ではなく %1 のターンです</translation>
    </message>
    <message>
        <source>%1 must first escape or take the hit</source>
        <translation>%1 は先にエスケープするか、ダメージを受けなければなりません</translation>
    </message>
    <message>
        <source>%1 dealt damage this turn: without lethal, no more cards may be played</source>
        <translation>%1 はこのターンにダメージを与えました：リーサルを宣言していなければ、これ以上カードを出せません</translation>
    </message>
    <message>
        <source>%1 cannot be used in the attack phase</source>
        <translation>%1 はアタックフェイズには使えません</translation>
    </message>
    <message>
        <source>Only one card may be played to escape an attack</source>
        <translation>エスケープで出せるカードは1枚だけです</translation>
    </message>
    <message>
        <source>No attack is pending against %1: there is nothing to escape</source>
        <translation>%1 は攻撃を受けていません：エスケープする必要はありません</translation>
    </message>
    <message>
        <source>Only %1, who is attacked, may escape</source>
        <translation>エスケープできるのは攻撃を受けた %1 だけです</translation>
    </message>
    <message>
        <source>%1 is an ARMS card: only a MOVE card may be played to escape</source>
        <translation>%1 は攻撃用カードです：エスケープで出せるのは移動用カードだけです</translation>
    </message>
    <message>
        <source>%1 cannot be used in the escape phase</source>
        <translation>%1 はエスケープフェイズには使えません</translation>
    </message>
    <message>
        <source>Pieces are placed once, at the start of the game</source>
        <translation>駒を配置するのはゲームの最初の1回だけです</translation>
    </message>
    <message>
        <source>%1, the first player, places first</source>
        <translation>先攻の %1 が先に駒を置きます</translation>
    </message>
    <message>
        <source>%1 is %2&apos;s square: a piece may not be placed onto the other piece</source>
        <translation>%1 には %2 の駒がいます：相手の駒のマスには置けません</translation>
    </message>
    <message>
        <source>Hands are refilled in the end phase, after the turn has ended</source>
        <translation>手札の補充は、ターンが終わった後のエンドフェイズに行います</translation>
    </message>
    <message>
        <source>%1 should draw %2 card(s) (hand limit %3), not %4</source>
        <translation>%1 が引くのは %4 枚ではなく %2 枚です（手札の上限 %3）</translation>
    </message>
    <message>
        <source>The game is already over</source>
        <translation>ゲームはすでに終わっています</translation>
    </message>
    <message>
        <source>%1&apos;s piece reached the far row: turn the board 180 degrees first</source>
        <translation>%1 の駒が奥の列に着きました：先に盤を180度回転させてください</translation>
    </message>
    <message>
        <source>No attack is pending against %1: the rules deal no damage now</source>
        <translation>%1 は攻撃を受けていません：今はダメージを受ける場面ではありません</translation>
    </message>
    <message>
        <source>Lethal is declared in one&apos;s own attack phase</source>
        <translation>リーサルは自分のアタックフェイズに宣言します</translation>
    </message>
    <message>
        <source>A piece carried onto the far row by the rotation does not turn the board again</source>
        <translation>回転によって奥の列に来た駒では、盤をもう一度回転させません</translation>
    </message>
    <message>
        <source>No move card left a piece on its far row: the board does not turn now</source>
        <translation>移動用カードで奥の列に着いた駒はありません：今は盤を回転させません</translation>
    </message>
    <message>
        <source>Both pieces must be placed before the first turn</source>
        <translation>最初のターンの前に両方の駒を配置してください</translation>
    </message>
    <message>
        <source>%1 is attacked: the escape (or the hit) comes before the turn ends</source>
        <translation>%1 が攻撃を受けています：ターンを終える前にエスケープ（またはダメージ）を処理してください</translation>
    </message>
    <message>
        <source>%1 has not played a card this turn: play one, or reveal the hand if none can be played</source>
        <translation>%1 はこのターンにまだカードを出していません：1枚出すか、出せるカードがなければ手札を公開してください</translation>
    </message>
    <message>
        <source>&quot;players&quot; must list the draws of both seats</source>
        <translation>&quot;players&quot; には両方の席の引いた枚数を書いてください</translation>
    </message>
    <message>
        <source>Each draw needs &quot;cards&quot; (ids) or &quot;count&quot;</source>
        <translation>引いたカードごとに &quot;cards&quot;(ID)か &quot;count&quot; が必要です</translation>
    </message>
    <message>
        <source>&quot;count&quot; must be a whole number &gt;= 0</source>
        <translation>&quot;count&quot; は 0 以上の整数にしてください</translation>
    </message>
    <message>
        <source>&quot;cards&quot; must be a list of card ids</source>
        <translation>&quot;cards&quot; はカード ID のリストにしてください</translation>
    </message>
    <message>
        <source>Unknown card %1: it is not in this game&apos;s card set</source>
        <translation>不明なカード %1：このゲームのカードセットにはありません</translation>
    </message>
    <message>
        <source>&quot;count&quot; is smaller than the cards listed</source>
        <translation>&quot;count&quot; が挙げられたカードの枚数より少なくなっています</translation>
    </message>
    <message>
        <source>Lethal Checkmate is played by exactly 2 players, not %1</source>
        <translation>リーサルチェックメイトは %1 人ではなく、ちょうど2人で遊びます</translation>
    </message>
    <message>
        <source>The hand limits must be three whole numbers of at least 1 (default 3, 4, 5)</source>
        <translation>手札の上限は 1 以上の整数3つにしてください（標準は 3、4、5）</translation>
    </message>
    <message>
        <source>The first player must be seat 0 or 1</source>
        <translation>先攻は席 0 か 1 にしてください</translation>
    </message>
    <message>
        <source>The deck size (%1) must be at least 1 and the starting hand (%2) between 0 and the deck size</source>
        <translation>山札の枚数（%1）は 1 以上、最初の手札（%2）は 0 から山札の枚数までにしてください</translation>
    </message>
    <message>
        <source>The card set cannot be read: %1</source>
        <translation>カードセットを読み込めません：%1</translation>
    </message>
    <message>
        <source>Place a piece</source>
        <translation>駒を置く</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>カードを出す</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>エスケープ</translation>
    </message>
    <message>
        <source>Take damage</source>
        <translation>ダメージを受ける</translation>
    </message>
    <message>
        <source>Declare lethal</source>
        <translation>リーサル宣言</translation>
    </message>
    <message>
        <source>Turn the board</source>
        <translation>盤を回転</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>ターンを終える</translation>
    </message>
    <message>
        <source>Refill the hands</source>
        <translation>手札を補充</translation>
    </message>
    <message>
        <source>Reveal the top card</source>
        <translation>山札の一番上を公開</translation>
    </message>
    <message>
        <source>Enter cards in hand</source>
        <translation>手札のカードを入力</translation>
    </message>
    <message>
        <source>This is not a Lethal Checkmate game state</source>
        <translation>これはリーサルチェックメイトのゲーム状態ではありません</translation>
    </message>
    <message>
        <source>Unknown step kind %1</source>
        <translation>不明な手の種類 %1</translation>
    </message>
    <message>
        <source>Seat %1 is not a player seat</source>
        <translation>席 %1 はプレイヤーの席ではありません</translation>
    </message>
    <message>
        <source>&quot;square&quot; must be a square a1..c4</source>
        <translation>&quot;square&quot; は a1〜c4 のマスにしてください</translation>
    </message>
    <message>
        <source>&quot;seat&quot; must name the damaged seat, 0 or 1</source>
        <translation>&quot;seat&quot; にはダメージを受けた席（0 か 1）を指定してください</translation>
    </message>
    <message>
        <source>&quot;revealedHand&quot; must be true or false</source>
        <translation>&quot;revealedHand&quot; は true か false にしてください</translation>
    </message>
    <message>
        <source>&quot;card&quot; must be a card of this game&apos;s set</source>
        <translation>&quot;card&quot; はこのゲームのカードセットのカードにしてください</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Attack phase</source>
        <translation>アタックフェイズ</translation>
    </message>
    <message>
        <source>Escape phase</source>
        <translation>エスケープフェイズ</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>エンドフェイズ</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝利</translation>
    </message>
    <message>
        <source>%1&apos;s piece reached the far row: turn the board 180 degrees</source>
        <translation>%1 の駒が奥の列に着きました：盤を180度回転させてください</translation>
    </message>
    <message>
        <source>%1 places the piece on any square but %2</source>
        <translation>%1 は %2 以外の好きなマスに駒を置きます</translation>
    </message>
    <message>
        <source>%1 places the piece on any square</source>
        <translation>%1 は好きなマスに駒を置きます</translation>
    </message>
    <message>
        <source>%1 must play a card (with none playable: reveal the hand and end the turn)</source>
        <translation>%1 はカードを1枚出します（出せるカードがなければ手札を公開してターンを終えます）</translation>
    </message>
    <message>
        <source>%1 may play a card, or end the turn</source>
        <translation>%1 はカードを出すか、ターンを終えられます</translation>
    </message>
    <message>
        <source>Lethal: %1 may go on attacking after dealing damage</source>
        <translation>リーサル：%1 はダメージを与えた後も攻撃を続けられます</translation>
    </message>
    <message>
        <source>%1 is attacked: play one move card to escape, or take the hit</source>
        <translation>%1 が攻撃を受けています：移動用カード1枚でエスケープするか、ダメージを受けます</translation>
    </message>
    <message>
        <source>Refill: %1 draws %2, %3 draws %4</source>
        <translation>補充：%1 が %2 枚、%3 が %4 枚引きます</translation>
    </message>
    <message>
        <source>%1 wins: %2 declared lethal on the last HP step and did not finish the opponent</source>
        <translation>%1 の勝利：%2 は体力の最後の段階でリーサルを宣言し、相手を倒しきれませんでした</translation>
    </message>
    <message>
        <source>%1 wins: %2 took the third hit</source>
        <translation>%1 の勝利：%2 が3回目のダメージを受けました</translation>
    </message>
    <message>
        <source>%1 places the piece on %2</source>
        <translation>%1 が駒を %2 に置く</translation>
    </message>
    <message>
        <source>%1 does not escape</source>
        <translation>%1 はエスケープしない</translation>
    </message>
    <message>
        <source>%1 swaps %2 in for field card %3 and moves to %4</source>
        <translation>%1 が場の %3 枚目と入れ替えて %2 を出し、%4 へ移動</translation>
    </message>
    <message>
        <source>%1 escapes with %2 to %3</source>
        <translation>%1 が %2 で %3 へエスケープ</translation>
    </message>
    <message>
        <source>%1 plays %2 to %3</source>
        <translation>%1 が %2 を出して %3 へ</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 が %2 を出す</translation>
    </message>
    <message>
        <source>%1 takes 1 damage</source>
        <translation>%1 が1ダメージを受ける</translation>
    </message>
    <message>
        <source>%1 declares lethal</source>
        <translation>%1 がリーサルを宣言</translation>
    </message>
    <message>
        <source>The board is turned 180 degrees</source>
        <translation>盤を180度回転</translation>
    </message>
    <message>
        <source>%1 reveals the hand and ends the turn</source>
        <translation>%1 が手札を公開してターンを終了</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 がターンを終了</translation>
    </message>
    <message>
        <source>%1 reveals %2 on top of the deck</source>
        <translation>%1 が山札の一番上の %2 を公開</translation>
    </message>
    <message>
        <source>%1 enters %2 card(s) in hand</source>
        <translation>%1 が手札のカード %2 枚を入力</translation>
    </message>
    <message>
        <source>Unknown step %1</source>
        <translation>不明な手 %1</translation>
    </message>
    <message>
        <source>&quot;pass&quot; must be true or false</source>
        <translation>&quot;pass&quot; は true か false にしてください</translation>
    </message>
    <message>
        <source>&quot;card&quot; must be a card id</source>
        <translation>&quot;card&quot; はカード ID にしてください</translation>
    </message>
    <message>
        <source>&quot;to&quot; must be a square a1..c4</source>
        <translation>&quot;to&quot; は a1〜c4 のマスにしてください</translation>
    </message>
    <message>
        <source>&quot;offset&quot; must be [dx, dy] (whole numbers)</source>
        <translation>&quot;offset&quot; は [dx, dy]（整数）にしてください</translation>
    </message>
    <message>
        <source>Give either &quot;to&quot; or &quot;offset&quot;, not both</source>
        <translation>&quot;to&quot; と &quot;offset&quot; はどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>&quot;swapWith&quot; must be a field position 0..2</source>
        <translation>&quot;swapWith&quot; は場の位置 0〜2 にしてください</translation>
    </message>
    <message>
        <source>%1 can go to several squares: give &quot;to&quot;</source>
        <translation>%1 は複数のマスへ動けます：&quot;to&quot; を指定してください</translation>
    </message>
    <message>
        <source>%1 has ended the turn: no more cards are played before the hands are refilled</source>
        <translation>%1 はターンを終えています：手札を補充するまでカードは出せません</translation>
    </message>
    <message>
        <source>%1 has no cards in hand: end the turn</source>
        <translation>%1 は手札がありません：ターンを終えてください</translation>
    </message>
    <message>
        <source>%1 does not escape: the piece takes its third damage and %1 loses</source>
        <translation>%1 はエスケープしない：駒は3回目のダメージを受け、%1 の敗北</translation>
    </message>
    <message>
        <source>%1 does not escape: the piece takes 1 damage (%2 of 3) and the attack phase ends</source>
        <translation>%1 はエスケープしない：駒は1ダメージを受け（累計 %2/3）、アタックフェイズは終わる</translation>
    </message>
    <message>
        <source>%1 does not escape: the piece takes 1 damage (%2 of 3)</source>
        <translation>%1 はエスケープしない：駒は1ダメージを受ける（累計 %2/3）</translation>
    </message>
    <message>
        <source>%1 escapes with %2 to %3; whether it is out of reach is known once the board is turned</source>
        <translation>%1 が %2 で %3 へエスケープ。攻撃範囲から逃れたかは盤を回転してから決まる</translation>
    </message>
    <message>
        <source>%1 escapes with %2 to %3 but is still hit: the piece takes its third damage and %1 loses</source>
        <translation>%1 が %2 で %3 へエスケープしたが、まだ攻撃範囲内：駒は3回目のダメージを受け、%1 の敗北</translation>
    </message>
    <message>
        <source>%1 escapes with %2 to %3 but is still hit: the piece takes 1 damage (%4 of 3) and the attack phase ends</source>
        <translation>%1 が %2 で %3 へエスケープしたが、まだ攻撃範囲内：駒は1ダメージを受け（累計 %4/3）、アタックフェイズは終わる</translation>
    </message>
    <message>
        <source>%1 escapes with %2 to %3 but is still hit: the piece takes 1 damage (%4 of 3)</source>
        <translation>%1 が %2 で %3 へエスケープしたが、まだ攻撃範囲内：駒は1ダメージを受ける（累計 %4/3）</translation>
    </message>
    <message>
        <source>%1 escapes with %2 to %3 and is out of reach</source>
        <translation>%1 が %2 で %3 へエスケープし、攻撃範囲から逃れた</translation>
    </message>
    <message>
        <source>%1 plays %2 to %3: it attacks %4&apos;s piece on %5</source>
        <translation>%1 が %2 を出して %3 へ：%5 にいる %4 の駒を攻撃</translation>
    </message>
    <message>
        <source>%1 plays %2: it attacks %3&apos;s piece on %4</source>
        <translation>%1 が %2 を出す：%4 にいる %3 の駒を攻撃</translation>
    </message>
    <message>
        <source>%1 takes 1 damage, the third: %1 loses</source>
        <translation>%1 が1ダメージを受ける。3回目なので %1 の敗北</translation>
    </message>
    <message>
        <source>%1 takes 1 damage (%2 of 3) and the attack phase ends</source>
        <translation>%1 が1ダメージを受け（累計 %2/3）、アタックフェイズは終わる</translation>
    </message>
    <message>
        <source>%1 takes 1 damage (%2 of 3)</source>
        <translation>%1 が1ダメージを受ける（累計 %2/3）</translation>
    </message>
    <message>
        <source>The board is turned 180 degrees: %1&apos;s escape fails, the piece takes its third damage and %1 loses</source>
        <translation>盤を180度回転：%1 のエスケープは失敗、駒は3回目のダメージを受け、%1 の敗北</translation>
    </message>
    <message>
        <source>The board is turned 180 degrees: %1&apos;s escape fails, the piece takes 1 damage (%2 of 3) and the attack phase ends</source>
        <translation>盤を180度回転：%1 のエスケープは失敗、駒は1ダメージを受け（累計 %2/3）、アタックフェイズは終わる</translation>
    </message>
    <message>
        <source>The board is turned 180 degrees: %1&apos;s escape fails, the piece takes 1 damage (%2 of 3)</source>
        <translation>盤を180度回転：%1 のエスケープは失敗、駒は1ダメージを受ける（累計 %2/3）</translation>
    </message>
    <message>
        <source>The board is turned 180 degrees: %1 is out of reach</source>
        <translation>盤を180度回転：%1 は攻撃範囲から逃れた</translation>
    </message>
    <message>
        <source>The board is turned 180 degrees: %1&apos;s piece on %2 is attacked</source>
        <translation>盤を180度回転：%2 にいる %1 の駒が攻撃される</translation>
    </message>
    <message>
        <source>%1 reveals the hand without playing, but the hand holds a card that can be played: %2</source>
        <translation>%1 はカードを出さずに手札を公開しましたが、手札に出せるカードがあります：%2</translation>
    </message>
    <message>
        <source>%1 reveals the hand (%2) and ends the turn</source>
        <translation>%1 が手札（%2）を公開してターンを終了</translation>
    </message>
    <message>
        <source>%1 should draw %2 card(s) (hand limit %3), not %4: the deck and the discard pile hold only %5, so only %5 can be drawn</source>
        <translation>%1 が引くのは %4 枚ではなく %2 枚です（手札の上限 %3）。山札と捨て札を合わせても %5 枚しかないので、引けるのは %5 枚までです</translation>
    </message>
    <message>
        <source>%1 entered %2 but only %3 could be drawn: the deck and the discard pile held no more</source>
        <translation>%1 は %2 枚と入力されましたが、引けたのは %3 枚だけです（山札と捨て札にそれ以上ありませんでした）</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcGameOver</name>
    <message>
        <source>Hits dealt</source>
        <translation>与えたダメージ</translation>
    </message>
    <message>
        <source>Hits taken</source>
        <translation>受けたダメージ</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>ターン数</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcGameView</name>
    <message>
        <source>The game is over. To correct the last step, undo it (Ctrl+Z).</source>
        <translation>ゲームは終了しました。最後の手を直すには、元に戻してください（Ctrl+Z）。</translation>
    </message>
    <message>
        <source>Record the step</source>
        <translation>手を記録する</translation>
    </message>
    <message>
        <source>Choose a card of the list (1 = the first): to play, or to escape with</source>
        <translation>一覧のカードを選ぶ（1 = 最初のカード）：出すカード、またはエスケープに使うカード</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcPanel</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>south, first player</source>
        <translation>手前・先攻</translation>
    </message>
    <message>
        <source>north</source>
        <translation>奥</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>勝者</translation>
    </message>
    <message numerus="yes">
        <source>%n unknown</source>
        <translation>
            <numerusform>不明 %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>(step %1 of 3)</source>
        <translation>（3段階中 %1）</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>手札の上限</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>場</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Top card</source>
        <translation>山札の一番上</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>駒</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>未配置</translation>
    </message>
    <message>
        <source>HP</source>
        <comment>Lethal Checkmate HP card</comment>
        <translation>体力</translation>
    </message>
    <message>
        <source>Deck</source>
        <comment>draw pile</comment>
        <translation>山札</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcStepEntry</name>
    <message>
        <source>click a square on the board, or use the arrow keys and Enter</source>
        <translation>盤のマスをクリックするか、矢印キーと Enter で選んでください</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Choose the card.</source>
        <translation>カードを選んでください。</translation>
    </message>
    <message>
        <source>Choose where the piece moves.</source>
        <translation>駒の移動先を選んでください。</translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation>誰が(&amp;W)：</translation>
    </message>
    <message>
        <source>C&amp;ard (1-9):</source>
        <translation>カード (1-9)(&amp;A):</translation>
    </message>
    <message>
        <source>Square:</source>
        <translation>マス：</translation>
    </message>
    <message>
        <source>No swap</source>
        <translation>交換しない</translation>
    </message>
    <message>
        <source>Field card %1</source>
        <translation>場の %1 枚目</translation>
    </message>
    <message>
        <source>Does &amp;not escape (takes the hit)</source>
        <translation>エスケープしない（ダメージを受ける）(&amp;N)</translation>
    </message>
    <message>
        <source>Cards drawn:</source>
        <translation>引いた枚数：</translation>
    </message>
    <message>
        <source>&amp;Record (Enter)</source>
        <translation>記録する（Enter）(&amp;R)</translation>
    </message>
    <message>
        <source>Swap w&amp;ith:</source>
        <translation>交換する場のカード(&amp;I)：</translation>
    </message>
    <message>
        <source>Hand revealed: &amp;no card was playable</source>
        <translation>手札を公開：出せるカードがなかった(&amp;N)</translation>
    </message>
    <message>
        <source>MOVE</source>
        <comment>card kind</comment>
        <translation>移動用カード</translation>
    </message>
    <message>
        <source>ARMS</source>
        <comment>card kind</comment>
        <translation>攻撃用カード</translation>
    </message>
    <message>
        <source>Choose the square on the board.</source>
        <comment>Lethal Checkmate board</comment>
        <translation>盤のマスを選んでください。</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>%1  %2 (%3)</source>
        <translation>%1  %2（%3）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Hand shown:</source>
        <translation>公開した手札：</translation>
    </message>
    <message>
        <source>Tick the cards the revealed hand showed (the ones Kibitzer knows are ticked already)</source>
        <translation>公開した手札にあったカードにチェックを入れます（Kibitzer が知っているカードはチェック済みです）</translation>
    </message>
    <message>
        <source>Not in the hand as far as Kibitzer knows</source>
        <translation>記録の上では手札にないカード</translation>
    </message>
    <message>
        <source>&amp;Quick refill</source>
        <translation>クイック補充(&amp;Q)</translation>
    </message>
    <message>
        <source>Once the turn has ended, record the refill of both hands as the rules count it (unless it warns). Ctrl+Z takes it back.</source>
        <translation>ターンが終わったら、ルールどおりの枚数で両者の手札の補充を記録します（警告が出る場合を除く）。Ctrl+Z で取り消せます。</translation>
    </message>
    <message>
        <source>%1&apos;s deck and discard pile hold %2 card(s), the most that can be drawn (lc.end.refill)</source>
        <translation>%1 の山札と捨て札は合わせて %2 枚で、引けるのはそこまでです（lc.end.refill）</translation>
    </message>
</context>
<context>
    <name>kbz::lc::LcTableContent</name>
    <message>
        <source>Turn %1</source>
        <translation>ターン %1</translation>
    </message>
    <message>
        <source>%1: HP %2 of 3</source>
        <translation>%1：体力 %2 / 3</translation>
    </message>
</context>
<context>
    <name>kbz::lc::PatternGridWidget</name>
    <message>
        <source>forward</source>
        <translation>前方</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>Click a square, or move with the arrow keys and press Space, to add it to the pattern or take it out. The piece is in the middle; forward is up.</source>
        <translation>マスをクリックするか、矢印キーで動かしてスペースを押すと、そのマスを範囲に加えたり外したりできます。駒は中央にあり、上が前方です。</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowCard</name>
    <message>
        <source>General</source>
        <translation>将軍</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>指揮官</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>エリート</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>ベテラン</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>正規兵</translation>
    </message>
    <message>
        <source>Conscript</source>
        <translation>徴兵</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>歩兵</translation>
    </message>
    <message>
        <source>Spear</source>
        <translation>槍兵</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>騎兵</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>遠隔攻撃</translation>
    </message>
    <message>
        <source>Berserker</source>
        <translation>バーサーカー</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowCardArrowsEditor</name>
    <message>
        <source>▲ card</source>
        <extracomment>The centre of the arrows grid: the card itself, its forward (N) arrow on top.</extracomment>
        <translation>▲ カード</translation>
    </message>
    <message>
        <source>The card as its owner reads it: the top arrow points forward, toward the opponent</source>
        <translation>持ち主から見たカードです。上のアタックアローが前方（相手側）を向きます</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Arrow %1</source>
        <translation>アタックアロー %1</translation>
    </message>
    <message>
        <source>Attack of the %1 arrow (0 = no arrow)</source>
        <translation>%1 のアタックアローの攻撃力（0 = アローなし）</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowCardLibraryDialog</name>
    <message>
        <source>A card needs an id.</source>
        <translation>カードには ID が必要です。</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is used by another card.</source>
        <translation>ID「%1」はほかのカードが使っています。</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <translation>%1 の ID を変更</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>All armies</source>
        <translation>すべてのアーミー</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 — %2, %3, ×%4</source>
        <translation>%1 — %2、%3、×%4</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>新しいカード</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>カードを追加</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 を複製</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Removed %1. Ctrl+Z brings it back.</source>
        <translation>%1 を削除しました。Ctrl+Z で元に戻せます。</translation>
    </message>
    <message>
        <source>Import Lords of War cards</source>
        <translation>ロード・オブ・ウォーのカードの読み込み</translation>
    </message>
    <message>
        <source>Export Lords of War cards</source>
        <translation>ロード・オブ・ウォーのカードの書き出し</translation>
    </message>
    <message>
        <source>The library needs at least one card.</source>
        <translation>ライブラリにはカードが少なくとも1枚必要です。</translation>
    </message>
    <message>
        <source>Card %1 (%2)</source>
        <translation>カード %1 (%2)</translation>
    </message>
    <message>
        <source>%1: a card needs a name in English or Japanese.</source>
        <translation>%1：カードには英語か日本語の名前が必要です。</translation>
    </message>
    <message>
        <source>%1: a card needs an army.</source>
        <translation>%1：カードにはアーミーが必要です。</translation>
    </message>
    <message>
        <source>%1: a unit with ranged damage needs at least one square in its target grid.</source>
        <translation>%1：遠隔攻撃力のあるユニットには、対象グリッドのスクエアが少なくとも 1 つ必要です。</translation>
    </message>
    <message>
        <source>%1: a target grid needs a ranged damage of at least 1 (or clear the grid).</source>
        <translation>%1：対象グリッドには 1 以上の遠隔攻撃力が必要です（またはグリッドを空にしてください）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>保存していません：%1</translation>
    </message>
    <message>
        <source>Lords of War card library[*]</source>
        <translation>ロード・オブ・ウォーのカードライブラリ[*]</translation>
    </message>
    <message>
        <source>The unit cards your table plays with, as printed on your copy: every new game of Lords of War takes its card set and the armies&apos; core decks (a card&apos;s copies) from here; a game keeps the set it started with.</source>
        <translation>この卓で使うユニットカードです。手元の版に印刷されたとおりに入力してください。ロード・オブ・ウォーの新しいゲームは、カードセットと各アーミーのコアデッキ（カードの枚数）をここから取ります。ゲームは始めたときのセットを使い続けます。</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected card (Delete in the list)</source>
        <translation>選んだカードを削除（一覧で Delete）</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>JSON を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport JSON…</source>
        <translation>JSON に書き出す(&amp;X)…</translation>
    </message>
    <message>
        <source>Show the cards of one army</source>
        <translation>1 つのアーミーのカードだけを表示します</translation>
    </message>
    <message>
        <source>Army filter</source>
        <translation>アーミーの絞り込み</translation>
    </message>
    <message>
        <source>Name (&amp;English):</source>
        <translation>名前（英語）(&amp;E)：</translation>
    </message>
    <message>
        <source>Name (&amp;Japanese):</source>
        <translation>名前（日本語）(&amp;J)：</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>ID(&amp;I):</translation>
    </message>
    <message>
        <source>Ar&amp;my:</source>
        <translation>アーミー(&amp;M)：</translation>
    </message>
    <message>
        <source>Ran&amp;k:</source>
        <translation>ランク(&amp;K)：</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>クラス(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation>防御力(&amp;D)：</translation>
    </message>
    <message>
        <source>A&amp;ttack arrows:</source>
        <translation>アタックアロー(&amp;T)：</translation>
    </message>
    <message>
        <source>Ran&amp;ged damage:</source>
        <translation>遠隔攻撃力(&amp;G)：</translation>
    </message>
    <message>
        <source>Tar&amp;get grid:</source>
        <translation>対象グリッド(&amp;G)：</translation>
    </message>
    <message>
        <source>C&amp;opies in the core deck:</source>
        <translation>コアデッキの枚数(&amp;O)：</translation>
    </message>
    <message>
        <source>does not shoot</source>
        <translation>射撃しない</translation>
    </message>
    <message>
        <source>The army (race) whose core deck holds this card; type a new one for a table&apos;s own army</source>
        <translation>このカードがコアデッキに入るアーミー（種族）です。卓独自のアーミーは新しい名前を入力します</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowCardLibraryStore</name>
    <message>
        <source>A stored Lords of War card cannot be read.</source>
        <translation>保存されているロード・オブ・ウォーのカードを読み込めません。</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowCardPainter</name>
    <message>
        <source>INF</source>
        <translation>歩</translation>
    </message>
    <message>
        <source>SPR</source>
        <translation>槍</translation>
    </message>
    <message>
        <source>CAV</source>
        <translation>騎</translation>
    </message>
    <message>
        <source>RNG</source>
        <translation>遠</translation>
    </message>
    <message>
        <source>BSK</source>
        <translation>狂</translation>
    </message>
    <message>
        <source>GEN</source>
        <translation>将軍</translation>
    </message>
    <message>
        <source>CMD</source>
        <translation>指揮</translation>
    </message>
    <message>
        <source>SPC</source>
        <translation>特殊</translation>
    </message>
    <message>
        <source>ELT</source>
        <translation>エリ</translation>
    </message>
    <message>
        <source>VET</source>
        <translation>ベテ</translation>
    </message>
    <message>
        <source>REG</source>
        <translation>正規</translation>
    </message>
    <message>
        <source>CSC</source>
        <translation>徴兵</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowCardTargetEditor</name>
    <message>
        <source>The squares the unit can shoot at, forward up. Click a square, or move with the arrow keys and press Space, to add it or take it out.</source>
        <translation>このユニットが射撃できるスクエアです（上が前方）。スクエアをクリックするか、矢印キーで移動して Space を押すと、追加したり外したりできます。</translation>
    </message>
    <message>
        <source>Target grid</source>
        <translation>対象グリッド</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowCombatTool</name>
    <message>
        <source>%1 %2 %3: %4</source>
        <translation>%1 %2 %3：%4</translation>
    </message>
    <message>
        <source>falls</source>
        <translation>撃破</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>残る</translation>
    </message>
    <message>
        <source>Attack %1 against defence %2; a unit falls only when the attack is greater</source>
        <translation>攻撃力 %1 対 防御力 %2。攻撃力が防御力を超えたときだけ撃破されます</translation>
    </message>
    <message>
        <source>shot %1</source>
        <translation>射撃 %1</translation>
    </message>
    <message>
        <source>arrow %1</source>
        <translation>アタックアロー %1</translation>
    </message>
    <message>
        <source>No unit is attacked: nothing falls.</source>
        <translation>攻撃を受けるユニットはありません。撃破はありません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Destroyed:&lt;/b&gt; none</source>
        <translation>&lt;b&gt;撃破：&lt;/b&gt;なし</translation>
    </message>
    <message>
        <source>&lt;b&gt;Destroyed together:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;同時に撃破：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Combat after the placement</source>
        <translation>配置後の戦闘</translation>
    </message>
    <message>
        <source>Ranged units that may fire:</source>
        <translation>射撃できる遠隔攻撃ユニット：</translation>
    </message>
    <message>
        <source>Falls · unit / attacked by</source>
        <translation>撃破 · ユニット／攻撃元</translation>
    </message>
    <message>
        <source>Attack vs defence</source>
        <translation>攻撃力 対 防御力</translation>
    </message>
    <message>
        <source>Confir&amp;m combat</source>
        <translation>戦闘を確定(&amp;M)</translation>
    </message>
    <message>
        <source>Record the combat: the shots and the units removed (Enter)</source>
        <translation>戦闘を記録します：射撃と取り除くユニット (Enter)</translation>
    </message>
    <message>
        <source>%1 (damage %2) fires at:</source>
        <translation>%1（遠隔攻撃力 %2）の射撃対象：</translation>
    </message>
    <message>
        <source>No shot</source>
        <translation>射撃しない</translation>
    </message>
    <message>
        <source>Confir&amp;m combat, then draw</source>
        <translation>戦闘を確定して引く(&amp;M)</translation>
    </message>
    <message>
        <source>Record the combat: the shots and the units removed, then the proposed draw (Enter)</source>
        <translation>戦闘を記録し、続けて提案どおりカードを引きます：射撃と取り除くユニット (Enter)</translation>
    </message>
    <message>
        <source>%1 (damage %2, engaged: ⚠ may not fire) fires at:</source>
        <translation>%1（遠隔攻撃力 %2、接敵中：⚠ 射撃できません）の射撃対象：</translation>
    </message>
    <message>
        <source>%1 (⚠ outside the target grid)</source>
        <translation>%1（⚠ 対象グリッドの外）</translation>
    </message>
    <message>
        <source>⚠ not attacked: falls</source>
        <translation>⚠ 攻撃されていない：撃破</translation>
    </message>
    <message>
        <source>⚠ not attacked</source>
        <translation>⚠ 攻撃されていない</translation>
    </message>
    <message>
        <source>Not attacked in this combat: by the rules it stays. Tick it if the table removed it all the same; recording then warns [low.combat.strictly-greater].</source>
        <translation>この戦闘では攻撃されていないので、ルールでは残ります。それでも卓で取り除いたときはチェックを入れてください。記録するときに警告します [low.combat.strictly-greater]。</translation>
    </message>
    <message>
        <source>%1 (damage %2, not its side&apos;s turn: ⚠ may not fire) fires at:</source>
        <translation>%1（遠隔攻撃力 %2、手番の陣営ではない：⚠ 射撃できません）の射撃対象：</translation>
    </message>
    <message>
        <source>%1 (damage %2, fired already: ⚠ may not fire again) fires at:</source>
        <translation>%1（遠隔攻撃力 %2、射撃済み：⚠ もう射撃できません）の射撃対象：</translation>
    </message>
    <message>
        <source>Against the rules [%1]: recording it warns</source>
        <translation>ルールに反します [%1]：記録するときに警告します</translation>
    </message>
    <message>
        <source>%1 (⚠ its own side)</source>
        <translation>%1（⚠ 自軍）</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowCounters</name>
    <message>
        <source>%1: %2 / %3 cards · %4 / %5 commanders</source>
        <translation>%1：%2 / %3 枚 · 指揮官 %4 / %5</translation>
    </message>
    <message>
        <source>Enemy cards and enemy commanders this side destroyed, against what wins the battle</source>
        <translation>この軍が撃破した敵のカードと敵の指揮官の数（勝利に必要な数と比べて）</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>ターン %1 · %2</translation>
    </message>
    <message>
        <source>Turn %1 · %2&apos;s turn · %3</source>
        <translation>ターン %1 · %2 の番 · %3</translation>
    </message>
    <message>
        <source>Extra turn: %1</source>
        <translation>追加ターン：%1</translation>
    </message>
    <message>
        <source>The enemy general fell: this side refills its hand and plays again</source>
        <translation>敵の将軍を撃破しました。この軍は手札を補充して、もう1ターン行います</translation>
    </message>
    <message>
        <source>%1: hand %2 · deck %3</source>
        <translation>%1：手札 %2 · デッキ %3</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowDeckDialog</name>
    <message>
        <source>%1 (%2, %3, defence %4, %5)</source>
        <translation>%1（%2、%3、防御力 %4、%5）</translation>
    </message>
    <message>
        <source>ranged %1</source>
        <translation>遠隔攻撃力 %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>General</source>
        <translation>将軍</translation>
    </message>
    <message>
        <source>Not in the card library</source>
        <translation>カードライブラリにありません</translation>
    </message>
    <message>
        <source>&amp;Deck: %1 of 36 cards</source>
        <translation>デッキ：36枚中%1枚(&amp;D)</translation>
    </message>
    <message>
        <source>mercenary</source>
        <translation>傭兵</translation>
    </message>
    <message>
        <source>The core deck of the army, as the rulebook builds it.</source>
        <translation>ルールブックどおりのアーミーのコアデッキです。</translation>
    </message>
    <message>
        <source>&amp;Checks: no warning</source>
        <translation>チェック：警告なし(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Checks: %1 warning(s); the deck can still be used</source>
        <translation>チェック：警告%1件。このデッキはそのまま使えます(&amp;C)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Deck of %1</source>
        <translation>%1 のデッキ</translation>
    </message>
    <message>
        <source>&amp;Army:</source>
        <translation>アーミー(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Reset to core deck</source>
        <translation>コアデッキに戻す(&amp;R)</translation>
    </message>
    <message>
        <source>Put back the army&apos;s core deck from the card library (Alt+R)</source>
        <translation>カードライブラリからアーミーのコアデッキに戻します (Alt+R)</translation>
    </message>
    <message>
        <source>Re&amp;placement:</source>
        <translation>入れ替えるカード(&amp;P)：</translation>
    </message>
    <message>
        <source>From the same army</source>
        <translation>同じアーミーから</translation>
    </message>
    <message>
        <source>From any army (mercenaries)</source>
        <translation>すべてのアーミーから（傭兵）</translation>
    </message>
    <message>
        <source>Same ran&amp;k only</source>
        <translation>同じランクだけ(&amp;K)</translation>
    </message>
    <message>
        <source>Customising swaps a card for one of the same rank; another rank is allowed but warned</source>
        <translation>カスタマイズでは同じランクのカードと入れ替えます。ほかのランクにもできますが警告が出ます</translation>
    </message>
    <message>
        <source>&amp;Swap one</source>
        <translation>1 枚入れ替える(&amp;S)</translation>
    </message>
    <message>
        <source>Replace one copy of the selected deck card with the selected replacement (Enter)</source>
        <translation>デッキで選んだカード 1 枚を、選んだカードと入れ替えます (Enter)</translation>
    </message>
    <message>
        <source>Deck by rank</source>
        <translation>ランク別のデッキ</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowDeckSetup</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>%1 and %2 (team, one deck):</source>
        <translation>%1 と %2（チーム、デッキ 1 つ）：</translation>
    </message>
    <message>
        <source>side 1</source>
        <translation>陣営 1</translation>
    </message>
    <message>
        <source>side 2</source>
        <translation>陣営 2</translation>
    </message>
    <message>
        <source>%1 (%2):</source>
        <translation>%1（%2）：</translation>
    </message>
    <message>
        <source>&amp;Deck…</source>
        <translation>デッキ(&amp;D)…</translation>
    </message>
    <message>
        <source>See the deck by rank and swap cards (customising, mercenaries)</source>
        <translation>デッキをランク別に見て、カードを入れ替えます（カスタマイズ、傭兵）</translation>
    </message>
    <message>
        <source>core deck</source>
        <translation>コアデッキ</translation>
    </message>
    <message>
        <source>customised</source>
        <translation>カスタマイズ済み</translation>
    </message>
    <message>
        <source>customised, %1 warning(s)</source>
        <translation>カスタマイズ済み、警告 %1 件</translation>
    </message>
    <message>
        <source>Standard mat (7 × 6)</source>
        <translation>標準のマット (7 × 6)</translation>
    </message>
    <message>
        <source>Unlimited battlefield</source>
        <translation>無制限の戦場</translation>
    </message>
    <message>
        <source>The unlimited battlefield has no edges; the team battles of 4 and 6 players use it</source>
        <translation>無制限の戦場には端がありません。4 人と 6 人のチーム戦で使います</translation>
    </message>
    <message>
        <source>Intermediate rules (cavalry recall, berserker advance)</source>
        <translation>中級ルール（騎兵の再召集、バーサーカーの前進）</translation>
    </message>
    <message>
        <source>Enemy cards to destroy to win (20; 30 with 4 players, 50 with 6)</source>
        <translation>勝利に必要な敵カードの撃破数（20。4 人なら 30、6 人なら 50）</translation>
    </message>
    <message>
        <source>Enemy commanders, the general included, to destroy to win (4; 7 with 4 players, 9 with 6)</source>
        <translation>勝利に必要な敵指揮官（将軍を含む）の撃破数（4。4 人なら 7、6 人なら 9）</translation>
    </message>
    <message>
        <source>&amp;Mat:</source>
        <translation>マット(&amp;M)：</translation>
    </message>
    <message>
        <source>Cards to &amp;win:</source>
        <translation>勝利に必要なカード数(&amp;W)：</translation>
    </message>
    <message>
        <source>C&amp;ommanders to win:</source>
        <translation>勝利に必要な指揮官数(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowEngine</name>
    <message>
        <source>The battle is already over.</source>
        <translation>この戦いはすでに終わっています。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation>今は%2ではなく%1のターンです。</translation>
    </message>
    <message>
        <source>A turn starts with placing a unit: place one first.</source>
        <translation>ターンはユニットの配置から始まります。先に1枚配置してください。</translation>
    </message>
    <message>
        <source>The combat of the last placement has not been resolved yet.</source>
        <translation>直前の配置による戦闘がまだ解決されていません。</translation>
    </message>
    <message>
        <source>A berserker must advance first: %1.</source>
        <translation>先にバーサーカーが前進しなければなりません：%1。</translation>
    </message>
    <message>
        <source>The turn ends with a draw or a recall: do that first.</source>
        <translation>ターンはカードを引くか再召集して終わります。先にそれを行ってください。</translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s deck.</source>
        <translation>%1は%2のデッキにありません。</translation>
    </message>
    <message>
        <source>%1 cannot be in %2&apos;s hand: every copy of it is on the mat or destroyed.</source>
        <translation>%1は%2の手札にあるはずがありません。すべてマット上にあるか撃破されています。</translation>
    </message>
    <message>
        <source>%1 has no card in hand.</source>
        <translation>%1の手札はありません。</translation>
    </message>
    <message>
        <source>%1 is off the mat (%2 squares across, %3 rows).</source>
        <translation>%1はマットの外です（横%2スクエア、縦%3列）。</translation>
    </message>
    <message>
        <source>%1 is already taken by %2.</source>
        <translation>%1にはすでに%2がいます。</translation>
    </message>
    <message>
        <source>The opening card goes on %1, not on %2.</source>
        <translation>最初のカードは%2ではなく%1に置きます。</translation>
    </message>
    <message>
        <source>Without a legal placement, the card must still touch an enemy unit: %1 on %2 does not.</source>
        <translation>正しい配置がない場合も、カードは敵ユニットに接していなければなりません。%2の%1は接していません。</translation>
    </message>
    <message>
        <source>The shown hand had a legal placement: %1 could go on %2.</source>
        <translation>公開した手札には正しい配置がありました：%1を%2に置けます。</translation>
    </message>
    <message>
        <source>There is no enemy unit on the mat: %1 must be placed touching one of your units, and %2 touches none.</source>
        <translation>マットに敵ユニットがいないので、%1は自分のユニットに接するように置きます。%2はどれにも接していません。</translation>
    </message>
    <message>
        <source>%1 on %2 touches no enemy that one of its arrows points at, and no friendly unit (a spear or ranged unit may be placed touching a friend).</source>
        <translation>%2の%1は、自分のアタックアローが指す敵にも味方ユニットにも接していません（槍兵と遠隔攻撃ユニットは味方に接して置けます）。</translation>
    </message>
    <message>
        <source>%1 on %2 touches an enemy, but none of its arrows points at one.</source>
        <translation>%2の%1は敵に接していますが、どのアタックアローもその敵を指していません。</translation>
    </message>
    <message>
        <source>%1 on %2 touches no enemy unit: a new unit must touch an enemy that one of its arrows points at.</source>
        <translation>%2の%1は敵ユニットに接していません。新しいユニットは、自分のアタックアローが指す敵に接していなければなりません。</translation>
    </message>
    <message>
        <source>%1 has no legal square now. If no card in the hand has one, place a card touching an enemy and record the shown hand.</source>
        <translation>%1には今置ける正しいスクエアがありません。手札のどのカードにもない場合は、敵に接してカードを置き、公開した手札を記録してください。</translation>
    </message>
    <message>
        <source>%1 fires only once per turn, not twice.</source>
        <translation>%1が射撃できるのは1ターンに1回だけです。</translation>
    </message>
    <message>
        <source>%1 is not a ranged unit: it cannot fire.</source>
        <translation>%1は遠隔攻撃ユニットではないので射撃できません。</translation>
    </message>
    <message>
        <source>%1 fires only on its own side&apos;s turns.</source>
        <translation>%1は自軍のターンにだけ射撃できます。</translation>
    </message>
    <message>
        <source>%1 has already fired this turn.</source>
        <translation>%1はこのターンすでに射撃しています。</translation>
    </message>
    <message>
        <source>%1 is engaged by %2: an engaged ranged unit cannot fire.</source>
        <translation>%1は%2に接敵されています。接敵された遠隔攻撃ユニットは射撃できません。</translation>
    </message>
    <message>
        <source>%1 is not an enemy of %2: a ranged unit fires at an enemy.</source>
        <translation>%1は%2の敵ではありません。遠隔攻撃ユニットは敵を射撃します。</translation>
    </message>
    <message>
        <source>%1 is outside the target grid of %2.</source>
        <translation>%1は%2の対象グリッドの外にいます。</translation>
    </message>
    <message>
        <source>The enemy general falls: %1 takes an extra turn after reinforcing.</source>
        <translation>敵の将軍が撃破されます。%1は増援のあと、もう1ターン行います。</translation>
    </message>
    <message>
        <source>%1 takes %2 against defence %3: it is not destroyed (the attack must be strictly greater).</source>
        <translation>%1が受ける攻撃は%2、防御力は%3です。撃破されません（攻撃が防御力を上回る必要があります）。</translation>
    </message>
    <message>
        <source>%1 takes %2 against defence %3: it is destroyed.</source>
        <translation>%1が受ける攻撃は%2、防御力は%3です。撃破されます。</translation>
    </message>
    <message>
        <source>%1 does not have to advance: only a berserker that helped destroy a card and is not engaged moves.</source>
        <translation>%1は前進しません。前進するのは、撃破に加わり接敵されていないバーサーカーだけです。</translation>
    </message>
    <message>
        <source>%1 must advance to %2, not to %3.</source>
        <translation>%1は%3ではなく%2へ前進しなければなりません。</translation>
    </message>
    <message>
        <source>%1 played the team&apos;s general this turn: no card is drawn.</source>
        <translation>%1はこのターンにチームの将軍を出したので、カードを引きません。</translation>
    </message>
    <message>
        <source>%1 holds %2 cards: drawing %3 would pass the hand limit of %4.</source>
        <translation>%1の手札は%2枚です。%3枚引くと手札の上限%4枚を超えます。</translation>
    </message>
    <message>
        <source>%1&apos;s deck has only %2 cards left, not %3.</source>
        <translation>%1のデッキは残り%2枚で、%3枚はありません。</translation>
    </message>
    <message>
        <source>%1 belongs to %2: %3 may recall only their own units.</source>
        <translation>%1は%2のユニットです。%3が再召集できるのは自分のユニットだけです。</translation>
    </message>
    <message>
        <source>%1 is an enemy unit: it cannot be recalled.</source>
        <translation>%1は敵ユニットなので再召集できません。</translation>
    </message>
    <message>
        <source>%1 is a teammate&apos;s general: it is never recalled by another player.</source>
        <translation>%1はチームメイトの将軍です。ほかのプレイヤーは再召集できません。</translation>
    </message>
    <message>
        <source>%1 was placed this turn: it cannot be recalled.</source>
        <translation>%1はこのターンに配置したので再召集できません。</translation>
    </message>
    <message>
        <source>%1 is engaged by %2: an engaged unit cannot be recalled.</source>
        <translation>%1は%2に接敵されています。接敵されたユニットは再召集できません。</translation>
    </message>
    <message>
        <source>%1 is engaged by the spear unit %2: cavalry engaged by a spear cannot be recalled.</source>
        <translation>%1は槍兵の%2に接敵されています。槍兵に接敵された騎兵は再召集できません。</translation>
    </message>
    <message>
        <source>%1 took part in destroying an enemy this turn: it cannot be recalled.</source>
        <translation>%1はこのターンに敵の撃破に加わったので再召集できません。</translation>
    </message>
    <message>
        <source>%1 played the team&apos;s general this turn: no unit is recalled.</source>
        <translation>%1はこのターンにチームの将軍を出したので、再召集しません。</translation>
    </message>
    <message>
        <source>%1 holds %2 cards: a recall would pass the hand limit of %3.</source>
        <translation>%1の手札は%2枚です。再召集すると手札の上限%3枚を超えます。</translation>
    </message>
    <message>
        <source>The card &quot;%1&quot; (%2 in the deck) is not in the card library: its rank cannot be counted.</source>
        <translation>カード「%1」（デッキに %2 枚）はカードライブラリにないため、ランクを数えられません。</translation>
    </message>
    <message>
        <source>The deck has %1 cards; an army deck has 36.</source>
        <translation>デッキが %1 枚です。アーミーデッキは 36 枚です。</translation>
    </message>
    <message>
        <source>%1: %2 cards in the deck; the composition has %3 (commanders 6 with the general, special 4, elite 4, veteran 6, regular 8, conscript 8). Swaps keep the rank.</source>
        <translation>%1：デッキに %2 枚あります。構成では %3 枚です（指揮官 6 枚（将軍を含む）、特殊 4、エリート 4、ベテラン 6、正規兵 8、徴兵 8）。入れ替えではランクを変えません。</translation>
    </message>
    <message>
        <source>The deck has %1 generals; it needs exactly one, counted among its 6 commanders.</source>
        <translation>デッキに将軍が %1 枚あります。将軍はちょうど 1 枚で、指揮官 6 枚のうちに数えます。</translation>
    </message>
    <message>
        <source>%1 × %2 (%3, %4): a mercenary card from another army, in place of a card of the same rank.</source>
        <translation>%1 × %2（%3、%4）：ほかのアーミーの傭兵カードです。同じランクのカードと入れ替えます。</translation>
    </message>
    <message>
        <source>%1 × %2 (%3) added to the core deck: a swap within the army, for a card of the same rank.</source>
        <translation>%1 × %2 (%3) をコアデッキに追加：自軍内の入れ替えで、同じランクのカードと入れ替えます。</translation>
    </message>
    <message>
        <source>%1 × %2 (%3) taken out of the core deck: a swap replaces it with a card of the same rank.</source>
        <translation>%1 × %2 (%3) をコアデッキから除外：入れ替えでは同じランクのカードを入れます。</translation>
    </message>
    <message>
        <source>Lords of War is played by 2, 3, 4 or 6 players, not %1.</source>
        <translation>ロード・オブ・ウォーは2人・3人・4人・6人で遊びます（%1人ではありません）。</translation>
    </message>
    <message>
        <source>The card set cannot be read: %1</source>
        <translation>カードセットを読み込めません：%1</translation>
    </message>
    <message>
        <source>%1&apos;s deck holds cards that are not in the card set: %2</source>
        <translation>%1のデッキにカードセットにないカードがあります：%2</translation>
    </message>
    <message>
        <source>The mat is &quot;standard&quot; or &quot;unlimited&quot;, not &quot;%1&quot;.</source>
        <translation>マットは「standard」か「unlimited」です（「%1」ではありません）。</translation>
    </message>
    <message>
        <source>The number of cards or commanders needed to win must be a whole number of at least 1.</source>
        <translation>勝利に必要なカード枚数・指揮官の枚数は1以上の整数にしてください。</translation>
    </message>
    <message>
        <source>Place a unit</source>
        <translation>ユニットを配置</translation>
    </message>
    <message>
        <source>Resolve the combat</source>
        <translation>戦闘を解決</translation>
    </message>
    <message>
        <source>Advance a berserker</source>
        <translation>バーサーカーを前進</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>カードを引く</translation>
    </message>
    <message>
        <source>Recall a unit</source>
        <translation>ユニットを再召集</translation>
    </message>
    <message>
        <source>This is not a Lords of War game state</source>
        <translation>ロード・オブ・ウォーのゲーム状態ではありません</translation>
    </message>
    <message>
        <source>Opening challenge</source>
        <translation>チャレンジの布告</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>撃破</translation>
    </message>
    <message>
        <source>Berserker advance</source>
        <translation>バーサーカーの前進</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>増援</translation>
    </message>
    <message>
        <source>Battle over</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <source>Place any card from your hand on the opening square %1.</source>
        <translation>手札の好きなカードを開始スクエア%1に置いてください。</translation>
    </message>
    <message>
        <source>The mat is empty: place anywhere.</source>
        <translation>マットは空です。どこに置いてもかまいません。</translation>
    </message>
    <message>
        <source>There is no enemy on the mat: place a unit touching one of yours.</source>
        <translation>マットに敵がいません。自分のユニットに接するように置いてください。</translation>
    </message>
    <message>
        <source>Place a unit touching an enemy that one of its arrows points at.</source>
        <translation>自分のアタックアローが指す敵に接するようにユニットを置いてください。</translation>
    </message>
    <message>
        <source>Choose a target for each ranged unit that may fire.</source>
        <translation>射撃できる遠隔攻撃ユニットごとに目標を選んでください。</translation>
    </message>
    <message>
        <source>Check the combat and confirm the destroyed units.</source>
        <translation>戦闘を確認し、撃破されたユニットを確定してください。</translation>
    </message>
    <message>
        <source>%1 must advance to %2.</source>
        <translation>%1は%2へ前進しなければなりません。</translation>
    </message>
    <message>
        <source>You played the team&apos;s general: no draw and no recall this turn (record a draw of 0 cards).</source>
        <translation>チームの将軍を出したので、このターンは引くことも再召集もできません（0枚引くと記録してください）。</translation>
    </message>
    <message>
        <source>Refill your hand to %1 or recall one unit.</source>
        <translation>手札を%1枚に戻すか、ユニットを1枚再召集してください。</translation>
    </message>
    <message>
        <source>The enemy general has fallen: you take another turn after this one.</source>
        <translation>敵の将軍を撃破しました。このターンのあと、もう1ターン行います。</translation>
    </message>
    <message>
        <source>%1 won by destroying %2 enemy commanders.</source>
        <translation>%1が敵の指揮官を%2枚撃破して勝利しました。</translation>
    </message>
    <message>
        <source>%1 won by destroying %2 enemy cards.</source>
        <translation>%1が敵のカードを%2枚撃破して勝利しました。</translation>
    </message>
    <message>
        <source>Unreadable step %1</source>
        <translation>読み込めない手 %1</translation>
    </message>
    <message>
        <source>Combat: no unit destroyed</source>
        <translation>戦闘：撃破なし</translation>
    </message>
    <message>
        <source>Combat: %1 destroyed</source>
        <translation>戦闘：%1を撃破</translation>
    </message>
    <message>
        <source>%1 advanced from %2 to %3</source>
        <translation>%1が%2から%3へ前進</translation>
    </message>
    <message>
        <source>Unknown step %1</source>
        <translation>不明な手 %1</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; is missing or has the wrong type</source>
        <translation>項目「%1」がないか、型が違います</translation>
    </message>
    <message>
        <source>There is no unit %1 on the mat</source>
        <translation>マットにユニット%1はいません</translation>
    </message>
    <message>
        <source>The card &quot;%1&quot; is not in this game&apos;s card set</source>
        <translation>カード「%1」はこのゲームのカードセットにありません</translation>
    </message>
    <message>
        <source>Seat %1 does not exist: this game has %2 players</source>
        <translation>席%1はありません。このゲームは%2人です</translation>
    </message>
    <message>
        <source>Unknown step kind &quot;%1&quot;</source>
        <translation>不明な手の種類「%1」</translation>
    </message>
    <message>
        <source>%1&apos;s deck (%2)</source>
        <translation>%1のデッキ（%2）</translation>
    </message>
    <message>
        <source>%1 plays an extra turn</source>
        <translation>%1がもう1ターン行う</translation>
    </message>
    <message>
        <source>the opening challenge is over: %1&apos;s turn</source>
        <translation>チャレンジの布告が終わり、%1のターン</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1のターン</translation>
    </message>
    <message>
        <source>%1 fires at %2</source>
        <translation>%1が%2に遠隔攻撃</translation>
    </message>
    <message>
        <source>losses of %1: %2 of %3 cards, %4 of %5 commanders</source>
        <translation>%1の損失：カード%2/%3枚、指揮官%4/%5枚</translation>
    </message>
    <message>
        <source>the general of %1 falls</source>
        <translation>%1の将軍が撃破される</translation>
    </message>
    <message>
        <source>an extra turn is owed to %1</source>
        <translation>%1はもう1ターン行う権利を得る</translation>
    </message>
    <message>
        <source>%1 must advance</source>
        <translation>%1は前進しなければならない</translation>
    </message>
    <message>
        <source>the battle is won by %1</source>
        <translation>%1の勝利</translation>
    </message>
    <message>
        <source>%1: %2 placed on %3</source>
        <translation>%1が%2を%3に配置</translation>
    </message>
    <message>
        <source>no legal placement: %1 shows %2</source>
        <translation>配置できるスクエアがないため、%1が%2を公開</translation>
    </message>
    <message>
        <source>%1 draws no card</source>
        <translation>%1はカードを引かない</translation>
    </message>
    <message>
        <source>%1 draws 1 card (%2 in hand, %3 left in the deck)</source>
        <translation>%1がカードを1枚引く（手札%2枚、デッキ残り%3枚）</translation>
    </message>
    <message>
        <source>%1 draws %2 cards (%3 in hand, %4 left in the deck)</source>
        <translation>%1がカードを%2枚引く（手札%3枚、デッキ残り%4枚）</translation>
    </message>
    <message>
        <source>%1 recalls %2 from %3 to %4&apos;s hand</source>
        <translation>%1が%3の%2を%4の手札に再召集</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowGameBerserkerTool</name>
    <message>
        <source>Choose the square on the mat.</source>
        <translation>マット上のスクエアを選んでください。</translation>
    </message>
    <message>
        <source>Berserker advance</source>
        <translation>バーサーカーの前進</translation>
    </message>
    <message>
        <source>%1 helped destroy a card and is not engaged: it must move into the square of the card destroyed.</source>
        <translation>%1 は撃破に加わり、接敵されていません。撃破したカードがあったスクエアへ移動しなければなりません。</translation>
    </message>
    <message>
        <source>&amp;Advance to %1</source>
        <translation>%1 へ前進(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Advance</source>
        <translation>前進(&amp;A)</translation>
    </message>
    <message>
        <source>Advancing:</source>
        <translation>前進するユニット：</translation>
    </message>
    <message>
        <source>Choose the unit that advanced</source>
        <translation>前進したユニットを選んでください</translation>
    </message>
    <message>
        <source>%1 (⚠ not due to advance)</source>
        <translation>%1（⚠ 前進の対象外）</translation>
    </message>
    <message>
        <source>The rules do not make this unit advance now; recording its move warns [low.berserker.forced-move]</source>
        <translation>ルールではこのユニットはいま前進しません。この移動を記録すると警告されます [low.berserker.forced-move]</translation>
    </message>
    <message>
        <source>%1 is not due to advance. Click the square the table moved it to.</source>
        <translation>%1は前進の対象ではありません。卓で動かした先のマスをクリックしてください。</translation>
    </message>
    <message>
        <source>No berserker has to advance. To enter an advance all the same, choose the unit, then its square on the mat.</source>
        <translation>前進するバーサーカーはいません。それでも前進を入力するには、ユニットを選び、マット上の移動先のマスをクリックしてください。</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowGameOver</name>
    <message>
        <source>Enemy cards destroyed (of %1)</source>
        <translation>撃破した敵のカード（%1枚で勝利）</translation>
    </message>
    <message>
        <source>Enemy commanders destroyed (of %1)</source>
        <translation>撃破した敵の指揮官（%1枚で勝利）</translation>
    </message>
    <message>
        <source>Own cards lost</source>
        <translation>撃破された自分のカード</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>ターン数</translation>
    </message>
    <message>
        <source>Enemy cards destroyed</source>
        <translation>撃破した敵のカード</translation>
    </message>
    <message>
        <source>Enemy commanders destroyed</source>
        <translation>撃破した敵の指揮官</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowGamePlacementTool</name>
    <message>
        <source>No card left to place.</source>
        <translation>配置できるカードが残っていません。</translation>
    </message>
    <message>
        <source>Choose the card placed.</source>
        <translation>配置するカードを選んでください。</translation>
    </message>
    <message>
        <source>Place it touching an enemy unit and tick the cards of the hand shown.</source>
        <translation>敵ユニットに接するように置き、公開した手札のカードにチェックを入れてください。</translation>
    </message>
    <message>
        <source>%1 has no legal square. Another card of the hand may have one.</source>
        <translation>%1 を置けるスクエアはありません。手札の別のカードなら置けるかもしれません。</translation>
    </message>
    <message>
        <source>No card has a legal square.</source>
        <translation>どのカードも置けるスクエアがありません。</translation>
    </message>
    <message>
        <source>Choose a card, then its square.</source>
        <translation>カードを選び、次にスクエアを選んでください。</translation>
    </message>
    <message>
        <source>Choose the square on the mat.</source>
        <translation>マット上のスクエアを選んでください。</translation>
    </message>
    <message>
        <source>%1: place a card on opening square %2</source>
        <translation>%1：最初のスクエア「%2」にカードを置く</translation>
    </message>
    <message>
        <source>%1: place a unit</source>
        <translation>%1：ユニットを配置</translation>
    </message>
    <message>
        <source>Place a unit</source>
        <translation>ユニットを配置</translation>
    </message>
    <message>
        <source>Cards shown (tick each card of the hand):</source>
        <translation>公開したカード（手札のカードすべてにチェック）：</translation>
    </message>
    <message>
        <source>Offer every empt&amp;y square</source>
        <translation>空いているスクエアをすべて選択肢にする(&amp;Y)</translation>
    </message>
    <message>
        <source>Place somewhere the rules do not allow (the table is the truth; you will be asked to confirm)</source>
        <translation>ルール上置けない場所に置きます（卓の上で起きたことが優先なので記録できます。記録前に確認します）</translation>
    </message>
    <message>
        <source>&amp;Place on %1</source>
        <translation>%1 に配置(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>配置(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;No legal square</source>
        <translation>置ける場所なし(&amp;N)</translation>
    </message>
    <message>
        <source>No legal square: place touching an enemy and show the hand</source>
        <translation>置ける場所なし：敵に接して置き、手札を公開</translation>
    </message>
    <message>
        <source>Place the card on the square chosen on the mat (or click the square)</source>
        <translation>マットで選んだスクエアにカードを配置します（スクエアをクリックしても配置できます）</translation>
    </message>
    <message>
        <source>&amp;Quick turn: combat, draw</source>
        <translation>クイックターン：戦闘と引く(&amp;Q)</translation>
    </message>
    <message>
        <source>After the placement, record the combat as worked out and the proposed draw, unless there is a shot to choose or a warning (Ctrl+Z takes a step back)</source>
        <translation>配置の後、計算どおりの戦闘と提案どおりのカードを引く操作を記録します。選ぶ射撃や警告があるときはそこで止まります（Ctrl+Z で一手戻せます）</translation>
    </message>
    <message>
        <source>Legal squares: %1.</source>
        <translation>置けるスクエア：%1。</translation>
    </message>
    <message>
        <source>Legal squares: %1 … (%2 in all).</source>
        <translation>置けるスクエア：%1…（全%2か所）。</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowGameText</name>
    <message>
        <source>Orcs</source>
        <translation>オーク</translation>
    </message>
    <message>
        <source>Dwarves</source>
        <translation>ドワーフ</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>エルフ</translation>
    </message>
    <message>
        <source>Lizardmen</source>
        <translation>リザードマン</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>チャレンジの布告</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>Berserker advance</source>
        <translation>バーサーカーの前進</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>増援</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowGameView</name>
    <message>
        <source>&amp;Turn the mat</source>
        <translation>マットを回転(&amp;T)</translation>
    </message>
    <message>
        <source>Show the other side at the bottom (Ctrl+T)</source>
        <translation>相手側を下に表示します (Ctrl+T)</translation>
    </message>
    <message>
        <source>Nothing to enter now.</source>
        <translation>いま入力することはありません。</translation>
    </message>
    <message>
        <source>Click a highlighted square, or use the arrow keys and Enter.</source>
        <translation>強調されたスクエアをクリックするか、矢印キーと Enter で選びます。</translation>
    </message>
    <message>
        <source>A cross marks each unit that falls.</source>
        <translation>×印は撃破されるユニットです。</translation>
    </message>
    <message>
        <source>Click the square the berserker advances to.</source>
        <translation>バーサーカーの前進先のスクエアをクリックします。</translation>
    </message>
    <message>
        <source>Click the unit to recall.</source>
        <translation>再召集するユニットをクリックします。</translation>
    </message>
    <message>
        <source>Draw, or recall a unit instead.</source>
        <translation>カードを引くか、代わりにユニットを再召集します。</translation>
    </message>
    <message>
        <source>Turn the mat</source>
        <translation>マットを回転</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowHandList</name>
    <message>
        <source>shoots %1</source>
        <translation>射撃 %1</translation>
    </message>
    <message>
        <source>no legal square</source>
        <translation>置ける場所なし</translation>
    </message>
    <message>
        <source>%1: %2, %3, defence %4</source>
        <translation>%1：%2、%3、防御力 %4</translation>
    </message>
    <message>
        <source>All ranks</source>
        <translation>全ランク</translation>
    </message>
    <message>
        <source>Show only the cards of one rank</source>
        <translation>1つのランクのカードだけを表示します</translation>
    </message>
    <message>
        <source>Type to find a card…</source>
        <translation>入力してカードを検索…</translation>
    </message>
    <message>
        <source>⚠ not in the hand</source>
        <translation>⚠ 手札にないはず</translation>
    </message>
    <message>
        <source>Every copy of it in %1&apos;s deck is on the mat or destroyed</source>
        <translation>%1のデッキのこのカードはすべてマット上にあるか撃破されています</translation>
    </message>
    <message>
        <source>Not in %1&apos;s deck</source>
        <translation>%1のデッキにありません</translation>
    </message>
    <message>
        <source>%1
⚠ %2: placing it is recorded with a warning [low.overview.turn]</source>
        <translation>%1
⚠ %2。置くと警告付きで記録します [low.overview.turn]</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowMatView</name>
    <message>
        <source>%1: opening square &quot;%2&quot;</source>
        <translation>%1：最初のスクエア「%2」</translation>
    </message>
    <message>
        <source>Battle mat</source>
        <translation>バトルマット</translation>
    </message>
    <message>
        <source>%1 units on the mat. Cursor on %2.</source>
        <translation>マット上のユニット %1 枚。カーソルは %2。</translation>
    </message>
    <message>
        <source>%1 stands there.</source>
        <translation>そこには %1 がいます。</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>%1 に配置</translation>
    </message>
    <message>
        <source>%1&apos;s unit on %2</source>
        <translation>%1 のユニット（%2）</translation>
    </message>
    <message>
        <source>Not in the card library</source>
        <translation>カードライブラリにありません</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>ランク</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>防御力</translation>
    </message>
    <message>
        <source>Arrows (N = forward)</source>
        <translation>アタックアロー（N = 前方）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>遠隔攻撃</translation>
    </message>
    <message>
        <source>%1 damage, %2 target squares</source>
        <translation>遠隔攻撃力 %1、対象グリッド %2 スクエア</translation>
    </message>
    <message>
        <source>%1 cards lie there, the last placed on top: %2.</source>
        <translation>そこにはカードが %1 枚重なっています（一番上が最後に置いたカード）：%2。</translation>
    </message>
    <message>
        <source>%1 cards on %2, the last placed on top:</source>
        <translation>%2に%1枚（一番上が最後に置いたカード）：</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowReinforceTool</name>
    <message>
        <source>This unit may not be recalled now.</source>
        <translation>このユニットはいま再召集できません。</translation>
    </message>
    <message>
        <source>%1: reinforce</source>
        <translation>%1：増援</translation>
    </message>
    <message>
        <source>Hand: %1 of %2 cards · draw pile: %3</source>
        <translation>手札：%1 / %2 枚 · デッキ残り：%3</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>増援</translation>
    </message>
    <message>
        <source>Cards to &amp;draw:</source>
        <translation>引く枚数(&amp;D)：</translation>
    </message>
    <message>
        <source>Dra&amp;w</source>
        <translation>引く(&amp;W)</translation>
    </message>
    <message>
        <source>Refill the hand from the deck (Enter)</source>
        <translation>デッキから手札を補充します (Enter)</translation>
    </message>
    <message>
        <source>&amp;Recall a unit instead…</source>
        <translation>代わりにユニットを再召集(&amp;R)…</translation>
    </message>
    <message>
        <source>Take one of your units back into your hand instead of drawing</source>
        <translation>カードを引く代わりに、自軍のユニットを1枚手札に戻します</translation>
    </message>
    <message>
        <source>Recall &amp;unit</source>
        <translation>ユニットを再召集(&amp;U)</translation>
    </message>
    <message>
        <source>Recall %1 into the hand.</source>
        <translation>%1 を手札に戻します。</translation>
    </message>
    <message>
        <source>No unit may be recalled now.</source>
        <translation>いま再召集できるユニットはありません。</translation>
    </message>
    <message>
        <source>May be recalled now: %1.</source>
        <translation>いま再召集できるユニット：%1。</translation>
    </message>
    <message>
        <source>Choose the unit on the mat (click, or the arrow keys and Enter).</source>
        <translation>マット上のユニットを選んでください（クリック、または矢印キーと Enter）。</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowScoreSheet</name>
    <message>
        <source>Co&amp;py the result</source>
        <translation>結果をコピー(&amp;P)</translation>
    </message>
    <message>
        <source>The battle is not over.</source>
        <translation>戦いはまだ終わっていません。</translation>
    </message>
    <message>
        <source>%1 enemy commanders destroyed</source>
        <translation>敵の指揮官を %1 枚撃破</translation>
    </message>
    <message>
        <source>%1 enemy cards destroyed</source>
        <translation>敵のカードを %1 枚撃破</translation>
    </message>
    <message>
        <source>%1 win: %2</source>
        <translation>%1 の勝利：%2</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>戦いは終わりました。</translation>
    </message>
    <message>
        <source>Destroyed by %1: %2 (commanders: %3)</source>
        <translation>%1 の撃破：%2 枚（うち指揮官 %3 枚）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>general</source>
        <translation>将軍</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>指揮官</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>ターン %1</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowStepBar</name>
    <message>
        <source>Step k&amp;ind:</source>
        <translation>手の種類(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;By:</source>
        <translation>プレイヤー(&amp;B)：</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Place a unit</source>
        <translation>ユニットを配置</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>Berserker advance</source>
        <translation>バーサーカーの前進</translation>
    </message>
    <message>
        <source>Draw or recall</source>
        <translation>引く／再召集</translation>
    </message>
    <message>
        <source>The step this phase expects</source>
        <translation>このフェイズで行う手</translation>
    </message>
    <message>
        <source>%1 (⚠ out of phase)</source>
        <translation>%1（⚠ フェイズ外）</translation>
    </message>
    <message>
        <source>The battle is over: a step recorded now warns [%1]</source>
        <translation>戦いは終わっています。いま記録する手は警告されます [%1]</translation>
    </message>
    <message>
        <source>Not the step this phase expects: recording it warns [%1]</source>
        <translation>このフェイズで行う手ではありません。記録すると警告されます [%1]</translation>
    </message>
    <message>
        <source>%1 (⚠ not their turn)</source>
        <translation>%1（⚠ ターンではない）</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: a step by %2 is recorded with a warning [low.overview.turn]</source>
        <translation>%1のターンです。%2の手は警告つきで記録されます [low.overview.turn]</translation>
    </message>
    <message>
        <source>Whose turn it is</source>
        <translation>ターンのプレイヤー</translation>
    </message>
</context>
<context>
    <name>kbz::low::LowTableContent</name>
    <message>
        <source>Turn %1 · %2</source>
        <translation>ターン %1 · %2</translation>
    </message>
    <message>
        <source>%1: %2 / %3 enemy cards · %4 / %5 commanders</source>
        <translation>%1：敵カード %2 / %3 枚 · 指揮官 %4 / %5</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwActionTool</name>
    <message>
        <source>%1 — attack %2, MOVE %3</source>
        <translation>%1 — 攻撃力 %2、移動力 %3</translation>
    </message>
    <message>
        <source> (acted)</source>
        <translation>（行動済み）</translation>
    </message>
    <message>
        <source>No unit left: end the turn.</source>
        <translation>行動できるユニットがいません。ターンを終了してください。</translation>
    </message>
    <message>
        <source>Actions — %1 (%2 still to act)</source>
        <translation>行動 — %1（未行動 %2）</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>ユニット(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>移動(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>待機(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>攻撃(&amp;A)</translation>
    </message>
    <message>
        <source>Sh&amp;oot</source>
        <translation>射撃(&amp;O)</translation>
    </message>
    <message>
        <source>Reached the cas&amp;tle</source>
        <translation>Castleマスに到達(&amp;T)</translation>
    </message>
    <message>
        <source>The unit moved (up to its MOVE, orthogonally); it is finished unless it attacks now (lw.move.rules)</source>
        <translation>ユニットが移動した（移動力まで縦横に）。続けて攻撃しなければ行動終了（lw.move.rules）</translation>
    </message>
    <message>
        <source>The unit does nothing this turn (lw.action.wait)</source>
        <translation>このターン、ユニットは何もしない（lw.action.wait）</translation>
    </message>
    <message>
        <source>Attack an adjacent enemy, alone or with others (lw.attack.dice)</source>
        <translation>隣接する敵を単独または複数で攻撃する（lw.attack.dice）</translation>
    </message>
    <message>
        <source>Archers shoot 2-3 squares straight ahead; a losing shot costs nothing (lw.skill.shoot)</source>
        <translation>弓兵は正面2〜3マス先を射撃します。射撃で負けても失うものはありません（lw.skill.shoot）</translation>
    </message>
    <message>
        <source>The unit stands on the enemy Castle square: victory (lw.victory.castle)</source>
        <translation>ユニットが敵のCastleマスに到達した：勝利（lw.victory.castle）</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>記録(&amp;R)</translation>
    </message>
    <message>
        <source>Record the action (Enter)</source>
        <translation>行動を記録する（Enter）</translation>
    </message>
    <message>
        <source>E&amp;nd turn</source>
        <translation>ターン終了(&amp;N)</translation>
    </message>
    <message>
        <source> (removed)</source>
        <translation>（取り除かれた）</translation>
    </message>
    <message>
        <source>The units still to act wait (one step each) and the turn passes (Alt+N; Enter once no unit is left to act)</source>
        <translation>まだ行動していないユニットを待機として記録し（1ユニット1手）、ターンを渡します（Alt+N。行動するユニットが残っていなければ Enter）</translation>
    </message>
    <message>
        <source>Choose a square</source>
        <translation>マスを選ぶ</translation>
    </message>
    <message>
        <source>Click on the map the square the unit moved to</source>
        <translation>ユニットが移動したマスをマップでクリックしてください</translation>
    </message>
    <message>
        <source>Remove %1 (a correction)</source>
        <translation>%1を取り除く（訂正）</translation>
    </message>
    <message>
        <source>Remove the unit (a correction)</source>
        <translation>ユニットを取り除く（訂正）</translation>
    </message>
    <message>
        <source>Put %1 back in the game (a correction)</source>
        <translation>%1をゲームに戻す（訂正）</translation>
    </message>
    <message>
        <source>Put the unit back (a correction)</source>
        <translation>ユニットを戻す（訂正）</translation>
    </message>
    <message>
        <source>Against the dice: recorded with a warning [%1]</source>
        <translation>ダイスの結果と異なります：記録すると警告が出ます [%1]</translation>
    </message>
    <message>
        <source>The table removed the unit otherwise than the dice gave (a tie read the other way, both units taken off, a king given up). %1</source>
        <translation>卓がダイスの結果と違う形でユニットを取り除きました（引分けを逆に読んだ、両方のユニットを外した、王を投了した、など）。%1</translation>
    </message>
    <message>
        <source>The unit stays in the game although the dice removed it. %1</source>
        <translation>ダイスの結果では取り除かれましたが、ユニットはゲームに残ります。%1</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn [%2]</source>
        <translation>%1の手番です [%2]</translation>
    </message>
    <message>
        <source> (not on the map)</source>
        <translation>（マップ上にない）</translation>
    </message>
    <message>
        <source>Not placed: a click on the map places it, after the deployment [%1]</source>
        <translation>未配置：マップをクリックすると配置します（初期配置の後） [%1]</translation>
    </message>
    <message>
        <source>Against the rules: %1</source>
        <translation>ルールに反します：%1</translation>
    </message>
    <message>
        <source>%1 is not on the map: click a square on the map to place it.</source>
        <translation>%1はマップ上にありません：マップのマスをクリックして配置してください。</translation>
    </message>
    <message>
        <source>Choose a square: click on the map where %1 moved (or a facing to turn it where it stands).</source>
        <translation>マスを選んでください：%1が移動したマスをマップでクリックします（その場で向きを変えるなら向きを選びます）。</translation>
    </message>
    <message>
        <source>Correct&amp;ions</source>
        <translation>訂正(&amp;I)</translation>
    </message>
    <message>
        <source>A unit removed or kept otherwise than the dice gave: a tie read the other way, both units taken off, a king given up (lw.overview.corrections)</source>
        <translation>ダイスの結果と違う形でユニットを外した、または残した：引分けを逆に読んだ、両方のユニットを外した、王を投了した、など（lw.overview.corrections）</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwArmyBuilder</name>
    <message>
        <source>%1 (tactics)</source>
        <translation>%1（戦術タイル）</translation>
    </message>
    <message>
        <source>%1 (king)</source>
        <translation>%1（王）</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>上限%2を%1超えています</translation>
    </message>
    <message>
        <source>%1 of %2 left</source>
        <translation>残り %1 / %2</translation>
    </message>
    <message>
        <source>Cost spent: %1 of the budget %2 (lw.army.budget)</source>
        <translation>使用コスト：総コスト %2 のうち %1（lw.army.budget）</translation>
    </message>
    <message>
        <source>%1 / %2 units</source>
        <translation>%1 / %2 ユニット</translation>
    </message>
    <message>
        <source>King ✓</source>
        <translation>王 ✓</translation>
    </message>
    <message>
        <source>No king</source>
        <translation>王がいない</translation>
    </message>
    <message>
        <source>%1 kings</source>
        <translation>王が %1 体</translation>
    </message>
    <message>
        <source>→ %1 spare bases</source>
        <translation>→ 手持ちの台座 %1</translation>
    </message>
    <message>
        <source>→ %1 bases short</source>
        <translation>→ 台座が %1 不足</translation>
    </message>
    <message>
        <source>Units and tactics (Enter or + adds):</source>
        <translation>ユニットと戦術タイル（Enter か + で追加）：</translation>
    </message>
    <message>
        <source>Army (Delete or − takes out):</source>
        <translation>軍（Delete か − で外す）：</translation>
    </message>
    <message>
        <source>+ Add</source>
        <translation>+ 追加</translation>
    </message>
    <message>
        <source>Add the selected unit or tactics tile to the army</source>
        <translation>選んだユニットか戦術タイルを軍に加える</translation>
    </message>
    <message>
        <source>− Take out</source>
        <translation>− 外す</translation>
    </message>
    <message>
        <source>Take one of the selected card out of the army</source>
        <translation>選んだカードを軍から1つ外す</translation>
    </message>
    <message>
        <source>Unit / tile</source>
        <translation>ユニット／タイル</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>移動力</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <source>In the army</source>
        <translation>参加ユニット・タイル</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数</translation>
    </message>
    <message>
        <source>Bases of this colour:</source>
        <translation>この色の台座：</translation>
    </message>
    <message>
        <source>The unit bases of this colour in your box (lw.army.bases)</source>
        <translation>箱に入っているこの色のユニット台座の数（lw.army.bases）</translation>
    </message>
    <message>
        <source>Attack</source>
        <comment>unit figure</comment>
        <translation>攻撃力</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwArmySetup</name>
    <message>
        <source>Both armies are within the rules.</source>
        <translation>両軍ともルールの範囲内です。</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>規模(&amp;S)：</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小規模</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中規模</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大規模</translation>
    </message>
    <message>
        <source>%1 — cost %2, %3 turns</source>
        <translation>%1 — 総コスト %2、%3 ターン</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>The suggested scales of the battle (lw.scale.presets); edit the budget or the turns for a custom one</source>
        <translation>推奨される戦闘の規模（lw.scale.presets）。総コストやターン数を変えるとカスタムになります</translation>
    </message>
    <message>
        <source>Total &amp;cost:</source>
        <translation>総コスト(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Turns:</source>
        <translation>ターン数(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwAttackCalculator</name>
    <message>
        <source>%1 — attack %2%3</source>
        <translation>%1 — 攻撃力 %2%3</translation>
    </message>
    <message>
        <source>, Pike</source>
        <translation>、先制</translation>
    </message>
    <message>
        <source>Check the archers that shoot.</source>
        <translation>射撃する弓兵にチェックを入れてください。</translation>
    </message>
    <message>
        <source>Check the attacking units.</source>
        <translation>攻撃するユニットにチェックを入れてください。</translation>
    </message>
    <message>
        <source>Choose the enemy unit attacked.</source>
        <translation>攻撃される敵ユニットを選んでください。</translation>
    </message>
    <message>
        <source>Enter both dice (or roll them).</source>
        <translation>ダイスを2つとも入力してください（または振る）。</translation>
    </message>
    <message>
        <source> + tactics %1</source>
        <translation> + 戦術 %1</translation>
    </message>
    <message>
        <source> − tactics %1</source>
        <translation> − 戦術 %1</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 を除去</translation>
    </message>
    <message>
        <source>nothing removed</source>
        <translation>除去なし</translation>
    </message>
    <message>
        <source>Shot %1 + die %2 = %3 vs defence %4 + die %5 = %6 → %7</source>
        <translation>射撃 %1 + ダイス %2 = %3 対 相手の攻撃値 %4 + ダイス %5 = %6 → %7</translation>
    </message>
    <message>
        <source>Attack %1 + die %2 = %3 vs defence %4 + die %5 = %6 → %7</source>
        <translation>攻撃値 %1 + ダイス %2 = %3 対 相手の攻撃値 %4 + ダイス %5 = %6 → %7</translation>
    </message>
    <message>
        <source>A shot never costs the archers anything.</source>
        <translation>射撃では弓兵は何も失いません。</translation>
    </message>
    <message>
        <source>Tie: only the attacked unit has Pike (first strike), so the attackers are removed.</source>
        <translation>引分け：攻撃されたユニットだけが先制を持つので、攻撃側が除去されます。</translation>
    </message>
    <message>
        <source>Tie: both sides have Pike, so the attackers stay and the attacked unit is removed.</source>
        <translation>引分け：両方が先制を持つので、攻撃側が残り、攻撃されたユニットが除去されます。</translation>
    </message>
    <message>
        <source>Tie: the attackers stay and the attacked unit is removed.</source>
        <translation>引分け：攻撃側が残り、攻撃されたユニットが除去されます。</translation>
    </message>
    <message>
        <source>The lower total is removed.</source>
        <translation>総攻撃値の低い側が除去されます。</translation>
    </message>
    <message>
        <source>The %1 king falls: %2 wins. [lw.victory.king]</source>
        <translation>%1の王が倒れる：%2の勝利。[lw.victory.king]</translation>
    </message>
    <message>
        <source>Archers shooting, and where they stand:</source>
        <translation>射撃する弓兵と、その位置：</translation>
    </message>
    <message>
        <source>Attackers, and the side of the target each stands on:</source>
        <translation>攻撃するユニットと、それぞれが目標のどの面にいるか：</translation>
    </message>
    <message>
        <source>%1 — attack %2</source>
        <translation>%1 — 攻撃力 %2</translation>
    </message>
    <message>
        <source> (acted)</source>
        <translation>（行動済み）</translation>
    </message>
    <message>
        <source>front</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>side +1</source>
        <translation>側面 +1</translation>
    </message>
    <message>
        <source>rear +2</source>
        <translation>背面 +2</translation>
    </message>
    <message>
        <source>The side of the TARGET this unit stands on (lw.attack.facing)</source>
        <translation>このユニットが立っている、目標から見た面（lw.attack.facing）</translation>
    </message>
    <message>
        <source>Tar&amp;get:</source>
        <translation>目標(&amp;G)：</translation>
    </message>
    <message>
        <source>A shot by archers (they lose nothing)</source>
        <translation>弓兵の射撃（負けても失わない）</translation>
    </message>
    <message>
        <source>Attac&amp;ker&apos;s die:</source>
        <translation>攻撃側のダイス(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Defender&apos;s die:</source>
        <translation>防御側のダイス(&amp;D)：</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Roll d&amp;ice</source>
        <translation>ダイスを振る(&amp;I)</translation>
    </message>
    <message>
        <source>Let Kibitzer roll both dice (journaled as the dice)</source>
        <translation>Kibitzer がダイスを2つ振ります（ダイスとして記録）</translation>
    </message>
    <message>
        <source>Tactics &amp;bonus:</source>
        <translation>戦術ボーナス(&amp;B)：</translation>
    </message>
    <message>
        <source>What an active tactics tile adds to the attackers&apos; total</source>
        <translation>使用中の戦術タイルが攻撃側の総攻撃値に加える値</translation>
    </message>
    <message>
        <source> (removed)</source>
        <translation>（取り除かれた）</translation>
    </message>
    <message>
        <source>A figure is not entered (&quot;?&quot;): it counts 0 here. Enter it in Cards ▸ Light Wars units, tactics and map.</source>
        <translation>未入力の数値（&quot;?&quot;）はここでは 0 として計算します。カード ▸ ライトウォーズのユニット・戦術タイル・マップ で入力してください。</translation>
    </message>
    <message>
        <source>Removed from the game: recorded with a warning [lw.action.once]</source>
        <translation>ゲームから取り除かれています：記録すると警告が出ます [lw.action.once]</translation>
    </message>
    <message>
        <source>Already acted this turn: recorded with a warning [lw.action.once]</source>
        <translation>このターンすでに行動しました：記録すると警告が出ます [lw.action.once]</translation>
    </message>
    <message>
        <source>Tie: the attackers stay and the attacked unit is removed, as in any tie (Pike&apos;s first strike matters only when the attacked unit has it).</source>
        <translation>引分け：どの引分けとも同じく、攻撃した方が残り、攻撃を受けたユニットが取り除かれます（先制が結果を変えるのは、攻撃を受けたユニットが持つときだけです）。</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwCardLibraryStore</name>
    <message>
        <source>A stored Light Wars card cannot be read.</source>
        <translation>保存されているライトウォーズのカードを読み込めません。</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwDeployTool</name>
    <message>
        <source>%1 decides who plays first: more cost left unspent (%2 against %3).</source>
        <translation>%1に先攻・後攻の決定権があります：余ったコストが多い（%2 対 %3）。</translation>
    </message>
    <message>
        <source>Unspent cost is equal (%1 each); %2 has more spare bases (%3 against %4) and decides who plays first.</source>
        <translation>余ったコストは同じ（各 %1）。手持ちの台座が多い%2（%3 対 %4）が先攻を決めます。</translation>
    </message>
    <message>
        <source>Unspent cost (%1 each) and spare bases (%2 each) are equal: both roll a die; the higher roll decides who plays first.</source>
        <translation>余ったコスト（各 %1）も手持ちの台座（各 %2）も同じです。ダイスを振り、出目の高い方が先攻を決めます。</translation>
    </message>
    <message>
        <source>Who plays first</source>
        <translation>先攻の決定</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>Place every unit inside your own deployment zone. With dice, the higher roll places a unit first, then the players alternate; with a screen, both place all their units at once.</source>
        <translation>すべてのユニットを自軍の陣地に置きます。ダイスの場合は出目の高い方から1体ずつ交互に、衝立の場合は両者が同時にすべて置きます。</translation>
    </message>
    <message>
        <source>&amp;Dice (alternate)</source>
        <translation>ダイス（交互に）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Screen (all at once)</source>
        <translation>衝立（同時に）(&amp;S)</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>ダイス：</translation>
    </message>
    <message>
        <source>Dice (optional):</source>
        <translation>ダイス（任意）：</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Roll d&amp;ice</source>
        <translation>ダイスを振る(&amp;I)</translation>
    </message>
    <message>
        <source>Let Kibitzer roll both dice (journaled as the dice)</source>
        <translation>Kibitzer がダイスを2つ振ります（ダイスとして記録）</translation>
    </message>
    <message>
        <source>&amp;Plays first:</source>
        <translation>先攻(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Record first player</source>
        <translation>先攻を記録(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Record deployment</source>
        <translation>配置を記録(&amp;R)</translation>
    </message>
    <message>
        <source>Against the rules: %1 decides who plays first [%2]</source>
        <translation>ルールでは%1が先攻を決めます [%2]</translation>
    </message>
    <message>
        <source>The rules name %1 [%2]</source>
        <translation>ルールでは%1が決めます [%2]</translation>
    </message>
    <message>
        <source>The rules name no one yet: the dice decide [%1]</source>
        <translation>ルールではまだ決まりません：ダイスで決めます [%1]</translation>
    </message>
    <message>
        <source>Decided &amp;by:</source>
        <translation>先攻を決めた側(&amp;B)：</translation>
    </message>
    <message>
        <source>Choose a square on the map (arrow keys, or a click).</source>
        <translation>マップのマスを選んでください（矢印キーかクリック）。</translation>
    </message>
    <message>
        <source>Placing the units on the map</source>
        <translation>ユニットをマップに配置中</translation>
    </message>
    <message>
        <source>Choose who plays first no&amp;w</source>
        <translation>今すぐ先攻を決める(&amp;W)</translation>
    </message>
    <message>
        <source>Record places the next unit on the square under the map&apos;s cursor (arrow keys), facing the enemy unless a facing is chosen; a click on a square places it there.</source>
        <translation>記録すると、次のユニットをマップのカーソルのマス（矢印キーで移動）に配置します。向きを選ばなければ敵の方を向きます。マスをクリックすると、そのマスに配置します。</translation>
    </message>
    <message>
        <source>&amp;Record the placement</source>
        <translation>ユニットの配置を記録(&amp;R)</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwEngine</name>
    <message>
        <source>The last turn is over: the game ends and the score decides</source>
        <translation>最後のターンが終わりました：ゲーム終了、スコアで勝敗を決めます</translation>
    </message>
    <message>
        <source>Score: Red %1, Blue %2</source>
        <translation>スコア：赤軍 %1、青軍 %2</translation>
    </message>
    <message>
        <source>The scores are equal: %1 wins with more spare bases (%2 against %3)</source>
        <translation>スコアが同じです：手持ちの台座が多い%1の勝利（%2 対 %3）</translation>
    </message>
    <message>
        <source>The scores and the spare bases are equal: the game is a draw</source>
        <translation>スコアも手持ちの台座も同じです：引分け</translation>
    </message>
    <message>
        <source>Both sides have played: the turn marker moves down to %1</source>
        <translation>両軍の手番が終わりました：ターンマーカーを%1に下げます</translation>
    </message>
    <message>
        <source>%1 against %2: the shot fails, the archers stay</source>
        <translation>%1 対 %2：射撃は失敗、射撃したユニットは取り除かれません</translation>
    </message>
    <message>
        <source>%1 against %2: %3 is removed</source>
        <translation>%1 対 %2：%3を取り除きます</translation>
    </message>
    <message>
        <source>%1 against %2: the attackers are removed (%3)</source>
        <translation>%1 対 %2：攻撃側を取り除きます（%3）</translation>
    </message>
    <message>
        <source>%1 against %2, a tie: %3 strikes first, the attackers are removed (%4)</source>
        <translation>%1 対 %2、引分け：%3の先制で攻撃側を取り除きます（%4）</translation>
    </message>
    <message>
        <source>%1 against %2, a tie: the attacked unit %3 is removed</source>
        <translation>%1 対 %2、引分け：攻撃された%3を取り除きます</translation>
    </message>
    <message>
        <source>%1&apos;s king is removed: %2 wins</source>
        <translation>%1の王が取り除かれました：%2の勝利</translation>
    </message>
    <message>
        <source>%1 reaches the enemy Castle: %2 wins</source>
        <translation>%1が敵のCastleマスに到達しました：%2の勝利</translation>
    </message>
    <message>
        <source>The armies are already deployed</source>
        <translation>初期配置はすでに終わっています</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not %1 or %2</source>
        <translation>ダイスの目は1〜6です（%1、%2ではありません）</translation>
    </message>
    <message>
        <source>The dice tie (%1): roll again to see who places the first unit</source>
        <translation>ダイスが同じ目です（%1）：最初に配置する側を決めるため振り直してください</translation>
    </message>
    <message>
        <source>The first player has already been chosen</source>
        <translation>先攻はすでに決まっています</translation>
    </message>
    <message>
        <source>Deploy the armies before choosing who plays first</source>
        <translation>先攻後攻を決める前に初期配置を行ってください</translation>
    </message>
    <message>
        <source>%1 has more unspent cost (%2 against %3): %1 decides who plays first</source>
        <translation>%1の余ったコストが多い（%2 対 %3）ので、%1が先攻後攻を決めます</translation>
    </message>
    <message>
        <source>Unspent cost is equal and %1 has more spare bases (%2 against %3): %1 decides who plays first</source>
        <translation>余ったコストが同じで、%1の手持ちの台座が多い（%2 対 %3）ので、%1が先攻後攻を決めます</translation>
    </message>
    <message>
        <source>Unspent cost and spare bases are equal: the dice decide; enter both rolls</source>
        <translation>余ったコストも手持ちの台座も同じです：ダイスで決めます。両方の目を入力してください</translation>
    </message>
    <message>
        <source>The dice (%1, %2) decide nothing: roll again until one is higher</source>
        <translation>ダイス（%1、%2）では決まりません：どちらかが大きくなるまで振り直してください</translation>
    </message>
    <message>
        <source>%1 rolled higher (%2 against %3): %1 decides who plays first</source>
        <translation>%1のダイスが大きい（%2 対 %3）ので、%1が先攻後攻を決めます</translation>
    </message>
    <message>
        <source>The turns have not started: deploy and choose the first player</source>
        <translation>まだターンが始まっていません：初期配置をして先攻を決めてください</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn</source>
        <translation>%1の手番です</translation>
    </message>
    <message>
        <source>Tactics tiles are declared at the start of the turn, before any unit acts</source>
        <translation>戦術タイルはターンのはじめ、ユニットが行動する前に宣言します</translation>
    </message>
    <message>
        <source>%1 is not among %2&apos;s tactics tiles</source>
        <translation>%1は%2の戦術タイルにありません</translation>
    </message>
    <message>
        <source>%1 is already used this turn</source>
        <translation>%1はこのターンすでに使用しています</translation>
    </message>
    <message>
        <source>%1 was used on an earlier turn: the rulebook does not say whether a tile may be used again</source>
        <translation>%1は以前のターンに使用しました：同じタイルを再び使えるかはルールブックに書かれていません</translation>
    </message>
    <message>
        <source>The cost of %1 is not known: no bases are paid for it</source>
        <translation>%1の運用コストが分かりません：台座は支払われません</translation>
    </message>
    <message>
        <source>These tiles cost %1 spare bases; %2 has only %3</source>
        <translation>これらのタイルには手持ちの台座が%1個必要ですが、%2には%3個しかありません</translation>
    </message>
    <message>
        <source>%1 cannot act: it is %2&apos;s turn</source>
        <translation>%1は行動できません：%2の手番です</translation>
    </message>
    <message>
        <source>%1 has been removed from the game</source>
        <translation>%1はゲームから取り除かれています</translation>
    </message>
    <message>
        <source>%1 has already acted this turn</source>
        <translation>%1はこのターンすでに行動しました</translation>
    </message>
    <message>
        <source>Declare the tactics tiles (or none) before the units act</source>
        <translation>ユニットが行動する前に戦術タイル（または使用しないこと）を宣言してください</translation>
    </message>
    <message>
        <source>%1 cannot shoot: only units with the shoot skill can</source>
        <translation>%1は射撃できません：射撃のスキルを持つユニットだけが射撃できます</translation>
    </message>
    <message>
        <source>%1 is no longer on the board</source>
        <translation>%1はもう盤上にいません</translation>
    </message>
    <message>
        <source>%1&apos;s units still to act: %2</source>
        <translation>%1でまだ行動していないユニット：%2</translation>
    </message>
    <message>
        <source>The game is over: this step changes nothing</source>
        <translation>ゲームは終了しています：この記録は何も変えません</translation>
    </message>
    <message>
        <source>The armies must be two entries, red&apos;s and blue&apos;s, each with its units, tactics tiles and bases</source>
        <translation>軍団は赤軍と青軍の2つで、それぞれユニット、戦術タイル、台座を指定します</translation>
    </message>
    <message>
        <source>%1&apos;s army names cards that are not in the card set: %2</source>
        <translation>%1の軍団にカードセットにないカードがあります：%2</translation>
    </message>
    <message>
        <source>%1&apos;s army lists tactics tiles among its units: %2</source>
        <translation>%1の軍団のユニットに戦術タイルが含まれています：%2</translation>
    </message>
    <message>
        <source>%1&apos;s army lists units among its tactics tiles: %2</source>
        <translation>%1の軍団の戦術タイルにユニットが含まれています：%2</translation>
    </message>
    <message>
        <source>%1: the cost of %2 is not entered, so the budget cannot be checked</source>
        <translation>%1：%2の運用コストが未入力のため、総コストを確認できません</translation>
    </message>
    <message>
        <source>%1&apos;s army costs %2, over the total cost of %3</source>
        <translation>%1の軍団の運用コストは%2で、総コスト%3を超えています</translation>
    </message>
    <message>
        <source>%1&apos;s army has %2 units: at most %3</source>
        <translation>%1の軍団のユニットは%2個です：最大%3個までです</translation>
    </message>
    <message>
        <source>%1&apos;s army has no king</source>
        <translation>%1の軍団に王がいません</translation>
    </message>
    <message>
        <source>%1&apos;s army has %2 kings: it fields exactly one</source>
        <translation>%1の軍団に王が%2個います：王はちょうど1個です</translation>
    </message>
    <message>
        <source>%1&apos;s army has %2 units but only %3 bases</source>
        <translation>%1の軍団はユニット%2個に対して台座が%3個しかありません</translation>
    </message>
    <message>
        <source>Light Wars is played by 2 players, not %1</source>
        <translation>ライトウォーズは2人で遊びます（%1人ではありません）</translation>
    </message>
    <message>
        <source>The total cost must be a whole number of at least 0</source>
        <translation>総コストは0以上の整数にしてください</translation>
    </message>
    <message>
        <source>The number of turns must be a whole number of at least 1</source>
        <translation>最大ターン数は1以上の整数にしてください</translation>
    </message>
    <message>
        <source>The card set cannot be read: %1</source>
        <translation>カードセットを読み込めません：%1</translation>
    </message>
    <message>
        <source>Deploy the armies</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>Choose the first player</source>
        <translation>先攻を決める</translation>
    </message>
    <message>
        <source>Declare tactics</source>
        <translation>戦術の宣言</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Reach the enemy Castle</source>
        <translation>敵のCastleマスに到達</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>ターンを終える</translation>
    </message>
    <message>
        <source>This is not a Light Wars game state</source>
        <translation>ライトウォーズのゲーム状態ではありません</translation>
    </message>
    <message>
        <source>Deploy every unit in its own zone, by dice or behind a screen</source>
        <translation>ダイスまたは衝立てを使って、全ての参加ユニットを自軍の陣地内に配置してください</translation>
    </message>
    <message>
        <source>Unspent cost (%1) and spare bases (%2) are equal: roll dice, the higher roll decides who plays first</source>
        <translation>余ったコスト（%1）も手持ちの台座（%2）も同じです：ダイスを振り、目の大きい方が先攻後攻を決めます</translation>
    </message>
    <message>
        <source>%1 has more unspent cost (%2 against %3) and decides who plays first</source>
        <translation>%1の余ったコストが多い（%2 対 %3）ので、%1が先攻後攻を決めます</translation>
    </message>
    <message>
        <source>Unspent cost is equal; %1 has more spare bases (%2 against %3) and decides who plays first</source>
        <translation>余ったコストは同じで、%1の手持ちの台座が多い（%2 対 %3）ので、%1が先攻後攻を決めます</translation>
    </message>
    <message>
        <source>Every unit of %1 has acted: end the turn</source>
        <translation>%1の全てのユニットが行動しました：手番を終えてください</translation>
    </message>
    <message>
        <source>Still to act: %1</source>
        <translation>未行動：%1</translation>
    </message>
    <message>
        <source>Tactics in effect until the end of the turn: %1</source>
        <translation>このターン終了まで有効な戦術：%1</translation>
    </message>
    <message>
        <source>%1 shoots %3 with %2: %4 vs %5, nobody removed</source>
        <translation>%1：%2が%3を射撃、%4 対 %5、取り除かれるユニットなし</translation>
    </message>
    <message>
        <source>%1 shoots %3 with %2: %4 vs %5, %2 removed</source>
        <translation>%1：%2が%3を射撃、%4 対 %5、%2を取り除きます</translation>
    </message>
    <message>
        <source>%1 attacks %3 with %2: %4 vs %5, %2 removed</source>
        <translation>%1：%2が%3を攻撃、%4 対 %5、%2を取り除きます</translation>
    </message>
    <message>
        <source>%1 shoots %3 with %2: %4 vs %5, %3 removed</source>
        <translation>%1：%2が%3を射撃、%4 対 %5、%3を取り除きます</translation>
    </message>
    <message>
        <source>%1 attacks %3 with %2: %4 vs %5, %3 removed</source>
        <translation>%1：%2が%3を攻撃、%4 対 %5、%3を取り除きます</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>Tactics phase</source>
        <translation>戦術フェイズ</translation>
    </message>
    <message>
        <source>Turn %1: %2 declares tactics tiles or none (%3 spare bases)</source>
        <translation>ターン%1：%2が戦術タイルの使用を宣言します（手持ちの台座 %3個）</translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation>行動フェイズ</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1 wins: the enemy king is removed</source>
        <translation>%1の勝利：敵の王を取り除きました</translation>
    </message>
    <message>
        <source>%1 wins: a unit reached the enemy Castle</source>
        <translation>%1の勝利：ユニットが敵のCastleマスに到達しました</translation>
    </message>
    <message>
        <source>A draw: score %1 each, %2 spare bases each</source>
        <translation>引分け：スコアはともに%1、手持ちの台座はともに%2個</translation>
    </message>
    <message>
        <source>%1 wins on score, %2 against %3</source>
        <translation>%1の勝利（スコア %2 対 %3）</translation>
    </message>
    <message>
        <source>Unreadable step %1</source>
        <translation>読み込めない手 %1</translation>
    </message>
    <message>
        <source>The armies deploy behind a screen</source>
        <translation>衝立てを使って初期配置</translation>
    </message>
    <message>
        <source>The armies deploy by dice (Red %1, Blue %2)</source>
        <translation>ダイスで初期配置（赤軍 %1、青軍 %2）</translation>
    </message>
    <message>
        <source>The armies deploy by dice</source>
        <translation>ダイスで初期配置</translation>
    </message>
    <message>
        <source>%1 decides: %2 plays first</source>
        <translation>%1が決定：%2が先攻</translation>
    </message>
    <message>
        <source>%1 uses no tactics</source>
        <translation>%1は戦術タイルを使用しない</translation>
    </message>
    <message>
        <source>%1 uses %2 (spare bases paid: %3)</source>
        <translation>%1が%2を使用（支払った手持ちの台座：%3）</translation>
    </message>
    <message>
        <source>%1: %2 moves</source>
        <translation>%1：%2が移動</translation>
    </message>
    <message>
        <source>%1: %2 waits</source>
        <translation>%1：%2が待機</translation>
    </message>
    <message>
        <source>%1: %2 reaches the enemy Castle</source>
        <translation>%1：%2が敵のCastleマスに到達</translation>
    </message>
    <message>
        <source>%1 ends the turn (turn %2)</source>
        <translation>%1が手番を終える（ターン%2）</translation>
    </message>
    <message>
        <source>Unknown step %1</source>
        <translation>不明な手 %1</translation>
    </message>
    <message>
        <source>Whose unit this is is not known yet: give the actor (0 red, 1 blue)</source>
        <translation>どちらのユニットかまだ分かりません：actor を指定してください（0 赤軍、1 青軍）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a unit of %2&apos;s army, 0 to %3</source>
        <translation>&quot;%1&quot; は%2の軍団のユニット（0〜%3）にしてください</translation>
    </message>
    <message>
        <source>The attack of %1 is not known: enter it in the library or give it in the step</source>
        <translation>%1の攻撃力が分かりません：ライブラリに入力するか、記録で指定してください</translation>
    </message>
    <message>
        <source>&quot;attackers&quot; must list the attacking units, each {&quot;unit&quot;, &quot;facing&quot;}</source>
        <translation>&quot;attackers&quot; には攻撃するユニットを {&quot;unit&quot;, &quot;facing&quot;} の形で並べてください</translation>
    </message>
    <message>
        <source>%1 is listed twice as an attacker</source>
        <translation>%1が攻撃側に2回含まれています</translation>
    </message>
    <message>
        <source>&quot;facing&quot; must be front, side or rear: the side of the target the attacker stands on</source>
        <translation>&quot;facing&quot; は front、side、rear のいずれかです：攻撃ユニットが相手のどの面にいるか</translation>
    </message>
    <message>
        <source>&quot;attack&quot; must be a whole number from 0 to 99</source>
        <translation>&quot;attack&quot; は0〜99の整数にしてください</translation>
    </message>
    <message>
        <source>&quot;targetAttack&quot; must be a whole number from 0 to 99</source>
        <translation>&quot;targetAttack&quot; は0〜99の整数にしてください</translation>
    </message>
    <message>
        <source>&quot;dice&quot; must be the two dice rolled, [attacker, defender]</source>
        <translation>&quot;dice&quot; には振った2つのダイスを [攻撃側, 防御側] で指定してください</translation>
    </message>
    <message>
        <source>&quot;shoot&quot; must be true or false</source>
        <translation>&quot;shoot&quot; は true か false にしてください</translation>
    </message>
    <message>
        <source>&quot;modifier&quot; must be a whole number from -99 to 99</source>
        <translation>&quot;modifier&quot; は-99〜99の整数にしてください</translation>
    </message>
    <message>
        <source>&quot;tiles&quot; must list the tactics tiles used (empty for none)</source>
        <translation>&quot;tiles&quot; には使用する戦術タイルを並べてください（使用しない場合は空）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tactics tile of this game&apos;s card set</source>
        <translation>&quot;%1&quot; はこのゲームのカードセットの戦術タイルではありません</translation>
    </message>
    <message>
        <source>The actor must be red (0), blue (1) or the table (-1)</source>
        <translation>actor は赤軍（0）、青軍（1）、卓（-1）のいずれかです</translation>
    </message>
    <message>
        <source>&quot;method&quot; must be dice or screen</source>
        <translation>&quot;method&quot; は dice か screen にしてください</translation>
    </message>
    <message>
        <source>&quot;dice&quot; must be the two dice rolled, [red, blue]</source>
        <translation>&quot;dice&quot; には振った2つのダイスを [赤軍, 青軍] で指定してください</translation>
    </message>
    <message>
        <source>&quot;side&quot; (who plays first) and &quot;decidedBy&quot; (who chose) must be 0 (red) or 1 (blue)</source>
        <translation>&quot;side&quot;（先攻）と &quot;decidedBy&quot;（決めた側）は0（赤軍）か1（青軍）にしてください</translation>
    </message>
    <message>
        <source>The attack adds %1 for a tactics effect, but %2 has no tactics tile in use this turn</source>
        <translation>攻撃に戦術タイルの効果として %1 を加えていますが、%2 はこのターンに戦術タイルを使っていません</translation>
    </message>
    <message>
        <source>%1&apos;s turn: tactics phase, turn marker %2</source>
        <translation>%1の手番：戦術フェイズ（ターン%2）</translation>
    </message>
    <message>
        <source>every unit of %1 has acted</source>
        <translation>%1の全てのユニットが行動済み</translation>
    </message>
    <message>
        <source>Not deployed yet: %1</source>
        <translation>未配置：%1</translation>
    </message>
    <message>
        <source>Units are deployed before the first player is chosen</source>
        <translation>ユニットの配置は先攻後攻を決める前に行います</translation>
    </message>
    <message>
        <source>Record how the armies deploy (dice or screen) before placing units</source>
        <translation>ユニットを置く前に、初期配置の方法（ダイスか衝立て）を記録してください</translation>
    </message>
    <message>
        <source>Place a unit</source>
        <translation>ユニットを配置</translation>
    </message>
    <message>
        <source>%1 places the next unit in its zone (%2 units still to place)</source>
        <translation>次は%1が自軍の陣地にユニットを1つ置きます（残り%2ユニット）</translation>
    </message>
    <message>
        <source>Place each unit on its square in its own zone, front toward the enemy (%1 units still to place)</source>
        <translation>各ユニットを自軍の陣地のマスに、正面を相手に向けて置いてください（残り%1ユニット）</translation>
    </message>
    <message>
        <source>%1 stands on the enemy Castle: record the Castle victory</source>
        <translation>%1が敵のCastleマスにいます：Castleマス到達の勝利を記録してください</translation>
    </message>
    <message>
        <source>%1: %2 is placed on %3</source>
        <translation>%1：%2を%3に配置</translation>
    </message>
    <message>
        <source>%1: %2 moves to %3</source>
        <translation>%1：%2が%3へ移動</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a square such as &quot;c4&quot;</source>
        <translation>「%1」は &quot;c4&quot; のようなマスで指定してください</translation>
    </message>
    <message>
        <source>%1 is off the %2 x %3 map</source>
        <translation>%1は%2×%3マスのマップの外です</translation>
    </message>
    <message>
        <source>&quot;facing&quot; must be n, e, s or w: where the unit&apos;s front points (n toward blue&apos;s edge)</source>
        <translation>&quot;facing&quot; は n、e、s、w のいずれかです：ユニットの正面が向く方向（n は青軍側）</translation>
    </message>
    <message>
        <source>%1 is deployed on %2, outside %3&apos;s zone</source>
        <translation>%1が%2に配置されました：%3の陣地の外です</translation>
    </message>
    <message>
        <source>%1 already stands on %2: no two units share a square</source>
        <translation>%2にはすでに%1がいます：同じマスに2つのユニットは置けません</translation>
    </message>
    <message>
        <source>Deploying by dice, the sides place one unit each in turn: %1 places next</source>
        <translation>ダイスで配置するときは1つずつ交互に置きます：次は%1の番です</translation>
    </message>
    <message>
        <source>No unit can enter %1 on this map</source>
        <translation>このマップでは%1にユニットは入れません</translation>
    </message>
    <message>
        <source>%1 stands on %2: a move cannot end on another unit</source>
        <translation>%2には%1がいます：ほかのユニットのいるマスには止まれません</translation>
    </message>
    <message>
        <source>%1 cannot reach %2: every way there passes through another unit or a blocked square</source>
        <translation>%1は%2へ行けません：どの道もほかのユニットか入れないマスを通ります</translation>
    </message>
    <message>
        <source>%1 needs %2 steps to reach %3; its MOVE is %4</source>
        <translation>%1が%3へ行くには%2マス必要ですが、移動力は%4です</translation>
    </message>
    <message>
        <source>%1 on %2 is not two or three squares straight ahead of %3 on %4</source>
        <translation>%2の%1は、%4の%3の正面まっすぐ2〜3マス先にいません</translation>
    </message>
    <message>
        <source>%1 on %2 is not next to %3 on %4</source>
        <translation>%2の%1は、%4の%3に隣接していません</translation>
    </message>
    <message>
        <source>%1 does not face %2: an attacker touches its target with its front</source>
        <translation>%1は%2に正面を向けていません：攻撃するユニットは正面から隣接します</translation>
    </message>
    <message>
        <source>%1 attacks from %2&apos;s %3: the facing bonus is +%4, not +%5 as entered</source>
        <translation>%1は%2の%3から攻撃しています：向き補正は入力された+%5ではなく+%4です</translation>
    </message>
    <message>
        <source>%1 stands on %2, not on %3&apos;s Castle</source>
        <translation>%1は%2にいて、%3のCastleマスにはいません</translation>
    </message>
    <message>
        <source>%1: %2 turns on %3 to face %4</source>
        <translation>%1：%2が%3で%4へ向きを変える</translation>
    </message>
    <message>
        <source>%1: %2 stays on %3</source>
        <translation>%1：%2は%3にとどまる</translation>
    </message>
    <message>
        <source>%1: %2 moves to %3 and turns to face %4</source>
        <translation>%1：%2が%3へ移動し、%4へ向きを変える</translation>
    </message>
    <message>
        <source>%1: %2 turns on %3 to face %4 and waits</source>
        <translation>%1：%2が%3で%4へ向きを変えて待機</translation>
    </message>
    <message>
        <source>%1 reaches %2&apos;s Castle (%3): %4 wins at once</source>
        <translation>%1が%2のCastleマス（%3）に到達しました：この時点で%4の勝利です</translation>
    </message>
    <message>
        <source>%1 already won the game by moving onto the Castle: this step changes nothing</source>
        <translation>%1はCastleマスへの移動ですでに勝利しています：この記録は何も変えません</translation>
    </message>
    <message>
        <source>No unit&apos;s square is recorded (a journal without positions, as before the map board), so the positional rules are not checked: deployment zones and order, moves, front contact, facing bonuses, the archers&apos; range and the Castle (record its victory as a step)</source>
        <translation>どのユニットのマスも記録されていません（マップボード以前の記録のような、位置のない記録です）。そのため、位置に関するルールは確かめません：陣地と配置の順番、移動、正面からの隣接、向き補正、弓兵の射撃の範囲、Castleマス（その勝利は記録として入力します）</translation>
    </message>
    <message>
        <source>The card set has no map board: the squares are kept, but the positional rules are not checked: deployment zones and order, moves, front contact, facing bonuses, the archers&apos; range and the Castle</source>
        <translation>カードセットにマップボードがありません。マスは記録しますが、位置に関するルールは確かめません：陣地と配置の順番、移動、正面からの隣接、向き補正、弓兵の射撃の範囲、Castleマス</translation>
    </message>
    <message>
        <source>%1 cannot pass through or jump over another unit or a blocked square: the way around to %3 is %2 steps; its MOVE is %4</source>
        <translation>%1は他のユニットや入れないマスを飛び越えたり通り抜けたりできません：回り道で%3までは%2歩、移動力は%4です</translation>
    </message>
    <message>
        <source>%1 is already removed: this step changes nothing</source>
        <translation>%1はすでに取り除かれています：この手では何も変わりません</translation>
    </message>
    <message>
        <source>%1 is removed by the table, not by the dice of an attack</source>
        <translation>%1は攻撃のダイスではなく、卓の判断で取り除かれます</translation>
    </message>
    <message>
        <source>%1 is not removed: it is still in the game</source>
        <translation>%1は取り除かれていません：まだゲームに残っています</translation>
    </message>
    <message>
        <source>%1 is put back by the table, against the dice of the attack that removed it</source>
        <translation>%1を卓の判断で戻します：取り除いた攻撃のダイスの結果とは異なります</translation>
    </message>
    <message>
        <source>%1 stands on %2 and the move gives no square: the unit leaves the map until a placement says where it is</source>
        <translation>%1は%2にいますが、移動先のマスがありません：配置の手で位置を記録するまで、このユニットはマップから外れます</translation>
    </message>
    <message>
        <source>Remove a unit (correction)</source>
        <translation>ユニットを取り除く（訂正）</translation>
    </message>
    <message>
        <source>Put a unit back (correction)</source>
        <translation>ユニットを戻す（訂正）</translation>
    </message>
    <message>
        <source>%1: %2 moves from %3 to a square not recorded: it leaves the map</source>
        <translation>%1：%2が%3から記録のないマスへ移動（マップから外れます）</translation>
    </message>
    <message>
        <source>%1: %2 is put back on %3 by the table (a correction)</source>
        <translation>%1：%2を卓の判断で%3に戻す（訂正）</translation>
    </message>
    <message>
        <source>%1: %2 is put back on %3 by the table (a correction: %4)</source>
        <translation>%1：%2を卓の判断で%3に戻す（訂正：%4）</translation>
    </message>
    <message>
        <source>%1: %2 is removed by the table (a correction)</source>
        <translation>%1：%2を卓の判断で取り除く（訂正）</translation>
    </message>
    <message>
        <source>%1: %2 is put back by the table (a correction)</source>
        <translation>%1：%2を卓の判断で戻す（訂正）</translation>
    </message>
    <message>
        <source>%1: %2 is removed by the table (a correction: %3)</source>
        <translation>%1：%2を卓の判断で取り除く（訂正：%3）</translation>
    </message>
    <message>
        <source>%1: %2 is put back by the table (a correction: %3)</source>
        <translation>%1：%2を卓の判断で戻す（訂正：%3）</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwGameOver</name>
    <message>
        <source>Enemy units removed</source>
        <translation>取り除いた敵ユニット</translation>
    </message>
    <message>
        <source>Spare bases</source>
        <translation>手持ちの台座</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Own units lost</source>
        <translation>取り除かれた自分のユニット</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>ターン数</translation>
    </message>
    <message>
        <source>Player turns</source>
        <translation>プレイヤーの手番数</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwGameView</name>
    <message>
        <source>Deployment</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>Deployed — who plays first?</source>
        <translation>配置完了 — 先攻は？</translation>
    </message>
    <message>
        <source>%1 — tactics phase</source>
        <translation>%1 — 戦術フェイズ</translation>
    </message>
    <message>
        <source>%1 — action phase, %2 still to act</source>
        <translation>%1 — 行動フェイズ、未行動 %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>ターン %1 / %2</translation>
    </message>
    <message>
        <source>Active until the end of the turn: %1</source>
        <translation>このターンの終わりまで有効：%1</translation>
    </message>
    <message>
        <source>Placing the units on the map</source>
        <translation>ユニットをマップに配置中</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>ユニット</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwLibraryDialog</name>
    <message>
        <source>A card needs an id.</source>
        <translation>カードには ID が必要です。</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is used by another card.</source>
        <translation>ID「%1」はほかのカードが使っています。</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <translation>%1 の ID を変更</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>%1 — tactics, cost %2</source>
        <translation>%1 — 戦術タイル、コスト %2</translation>
    </message>
    <message>
        <source>%1 — king, attack %2, MOVE %3</source>
        <translation>%1 — 王、攻撃力 %2、移動力 %3</translation>
    </message>
    <message>
        <source>%1 — cost %2, attack %3, MOVE %4</source>
        <translation>%1 — コスト %2、攻撃力 %3、移動力 %4</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>新しいユニット</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>カードを追加</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 を複製</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Removed %1. Ctrl+Z brings it back.</source>
        <translation>%1 を削除しました。Ctrl+Z で元に戻せます。</translation>
    </message>
    <message>
        <source>The library needs at least one card.</source>
        <translation>ライブラリにはカードが少なくとも1枚必要です。</translation>
    </message>
    <message>
        <source>Card %1 (%2) has no name.</source>
        <translation>カード %1（%2）に名前がありません。</translation>
    </message>
    <message>
        <source>Card %1: the id &quot;%2&quot; is used twice.</source>
        <translation>カード %1：ID &quot;%2&quot; が重複しています。</translation>
    </message>
    <message>
        <source>Card %1 (%2): %3</source>
        <translation>カード %1（%2）：%3</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>保存していません：%1</translation>
    </message>
    <message>
        <source>Light Wars library[*]</source>
        <translation>ライトウォーズのライブラリ[*]</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected card (Delete in the list)</source>
        <translation>選んだカードを削除（一覧で Delete）</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>JSON を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport JSON…</source>
        <translation>JSON に書き出す(&amp;X)…</translation>
    </message>
    <message>
        <source>The king (cost 0, one per army)</source>
        <translation>王（コスト 0、各軍に1体）</translation>
    </message>
    <message>
        <source>S&amp;hoot (2–3 squares straight ahead)</source>
        <translation>射撃（正面2〜3マス先）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Pike (first strike on ties)</source>
        <translation>先制（引分けで勝つ）(&amp;P)</translation>
    </message>
    <message>
        <source>other skills, separated by commas</source>
        <translation>その他のスキル（カンマ区切り）</translation>
    </message>
    <message>
        <source>&quot;?&quot; = not entered yet</source>
        <translation>&quot;?&quot; = 未入力</translation>
    </message>
    <message>
        <source>Name (&amp;English):</source>
        <translation>名前（英語）(&amp;E)：</translation>
    </message>
    <message>
        <source>Name (&amp;Japanese):</source>
        <translation>名前（日本語）(&amp;J)：</translation>
    </message>
    <message>
        <source>I&amp;d:</source>
        <translation>ID(&amp;D):</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>種類(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Cost:</source>
        <translation>コスト(&amp;C)：</translation>
    </message>
    <message>
        <source>A&amp;ttack:</source>
        <translation>攻撃力(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;MOVE:</source>
        <translation>移動力(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Other skills:</source>
        <translation>その他のスキル(&amp;O)：</translation>
    </message>
    <message>
        <source>Effect (E&amp;nglish):</source>
        <translation>効果（英語）(&amp;N)：</translation>
    </message>
    <message>
        <source>E&amp;ffect (Japanese):</source>
        <translation>効果（日本語）(&amp;F)：</translation>
    </message>
    <message>
        <source>Skills:</source>
        <translation>スキル：</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>tactics tile</source>
        <translation>戦術タイル</translation>
    </message>
    <message>
        <source>%1 — map, %2 x %3 squares</source>
        <translation>%1 — マップ、%2×%3マス</translation>
    </message>
    <message>
        <source>Map board:</source>
        <translation>マップボード：</translation>
    </message>
    <message>
        <source>Import Light Wars units, tactics and map</source>
        <translation>ライトウォーズのユニット・戦術タイル・マップを読み込む</translation>
    </message>
    <message>
        <source>Export Light Wars units, tactics and map</source>
        <translation>ライトウォーズのユニット・戦術タイル・マップを書き出す</translation>
    </message>
    <message>
        <source>The units, tactics tiles and map your table plays with. The rulebook prints no figures: enter each cost, attack and MOVE once from your pieces (&quot;?&quot; until you do). Every new game of Light Wars builds its armies and board from here; a game keeps the set it started with.</source>
        <translation>この卓で使うユニット・戦術タイル・マップです。ルールブックには数値が載っていないので、コスト・攻撃力・移動力を手元のコマから一度入力してください（入力するまでは「?」）。ライトウォーズの新しいゲームはここから軍と盤面を用意します。ゲームは開始時のセットを使い続けます。</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwMapEditor</name>
    <message>
        <source>The map is ready.</source>
        <translation>マップは使えます。</translation>
    </message>
    <message>
        <source>This map cannot be saved: %1</source>
        <translation>このマップは保存できません：%1</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>大きさ(&amp;Z)：</translation>
    </message>
    <message>
        <source>A &amp;click makes a square:</source>
        <translation>クリックしたマスを(&amp;C)：</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>通常のマス</translation>
    </message>
    <message>
        <source>Red&apos;s zone</source>
        <translation>赤軍の陣地</translation>
    </message>
    <message>
        <source>Blue&apos;s zone</source>
        <translation>青軍の陣地</translation>
    </message>
    <message>
        <source>Red&apos;s Castle</source>
        <translation>赤軍のCastleマス</translation>
    </message>
    <message>
        <source>Blue&apos;s Castle</source>
        <translation>青軍のCastleマス</translation>
    </message>
    <message>
        <source>Cannot be entered</source>
        <translation>入れないマス</translation>
    </message>
    <message>
        <source>Click a square (or Space on the cursor) to give it the kind chosen above</source>
        <translation>マスをクリック（またはカーソル上でスペース）すると、上で選んだ種類になります</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwMapView</name>
    <message>
        <source>This game&apos;s card set has no map: squares are not tracked and the positional rules are not checked.</source>
        <translation>このゲームのカードセットにはマップがありません：マスは記録されず、位置のルールは確かめません。</translation>
    </message>
    <message>
        <source>No map: positions not checked</source>
        <translation>マップなし：位置は確かめません</translation>
    </message>
    <message>
        <source>This game records no squares: the positional rules are not checked.</source>
        <translation>このゲームにはマスの記録がありません：位置のルールは確かめません。</translation>
    </message>
    <message>
        <source>Record how the armies deploy, then place the units on the map.</source>
        <translation>初期配置の方法を記録してから、ユニットをマップに置いてください。</translation>
    </message>
    <message>
        <source>Every unit is placed: choose who plays first.</source>
        <translation>全ユニットを配置しました：先攻後攻を決めてください。</translation>
    </message>
    <message>
        <source>Click a square to place %1 (click a placed unit to move it).</source>
        <translation>マスをクリックして%1を配置（置いたユニットをクリックすると置き直せます）。</translation>
    </message>
    <message>
        <source>Click a unit of %1, then a square to move it or an enemy to attack.</source>
        <translation>%1のユニットをクリックし、移動先のマスか攻撃する敵をクリックしてください。</translation>
    </message>
    <message>
        <source>%1: click a square to move (highlighted: within MOVE), an enemy to attack.</source>
        <translation>%1：マスをクリックで移動（色付きは移動力の範囲）、敵をクリックで攻撃。</translation>
    </message>
    <message>
        <source>Declare the tactics tiles; the units act after.</source>
        <translation>戦術タイルを宣言してください。ユニットの行動はそのあとです。</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation>向き：</translation>
    </message>
    <message>
        <source>Front toward Blue&apos;s edge (Shift+Up on the map)</source>
        <translation>正面を青軍側へ（マップ上でShift+↑）</translation>
    </message>
    <message>
        <source>Front to the right (Shift+Right on the map)</source>
        <translation>正面を右へ（マップ上でShift+→）</translation>
    </message>
    <message>
        <source>Front toward Red&apos;s edge (Shift+Down on the map)</source>
        <translation>正面を赤軍側へ（マップ上でShift+↓）</translation>
    </message>
    <message>
        <source>Front to the left (Shift+Left on the map)</source>
        <translation>正面を左へ（マップ上でShift+←）</translation>
    </message>
    <message>
        <source>Arrows move the cursor, Space clicks the square under it, Shift+arrows choose the facing</source>
        <translation>矢印キーでカーソルを動かし、スペースでそのマスをクリック、Shift+矢印キーで向きを選びます</translation>
    </message>
    <message>
        <source>Click the enemy attacked; a unit of %1 joins the attack (or leaves it).</source>
        <translation>攻撃する敵をクリックしてください。%1のユニットをクリックすると攻撃に加わります（加わっていれば外れます）。</translation>
    </message>
    <message>
        <source>%1 is not on the map: click a square to place it (after the deployment: lw.deploy.method).</source>
        <translation>%1はマップ上にありません：マスをクリックして配置します（初期配置の後：lw.deploy.method）。</translation>
    </message>
    <message>
        <source>%1, out of turn (lw.action.once): click a square to move it.</source>
        <translation>%1（手番外、lw.action.once）：マスをクリックして移動します。</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwScoreSheet</name>
    <message>
        <source>Draw</source>
        <translation>引分け</translation>
    </message>
    <message>
        <source>The game is not over yet</source>
        <translation>ゲームはまだ終わっていません</translation>
    </message>
    <message>
        <source>%1 wins: the enemy king is removed</source>
        <translation>%1の勝利：敵の王を取り除きました</translation>
    </message>
    <message>
        <source>%1 wins: a unit reached the enemy castle</source>
        <translation>%1の勝利：ユニットが敵のCastleマスに到達</translation>
    </message>
    <message>
        <source>%1 wins on score</source>
        <translation>%1の勝利（スコア）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: score %2 = %3</source>
        <translation>%1：スコア %2 = %3</translation>
    </message>
    <message>
        <source>no enemy unit removed</source>
        <translation>除去した敵ユニットなし</translation>
    </message>
    <message>
        <source>    spare bases: %1</source>
        <translation>    手持ちの台座：%1</translation>
    </message>
    <message>
        <source>The king fell before the last turn ended: the score does not decide. [lw.victory.king]</source>
        <translation>最終ターンの前に王が倒れたので、スコアでは決めません。[lw.victory.king]</translation>
    </message>
    <message>
        <source>A unit reached the enemy castle: the score does not decide. [lw.victory.castle]</source>
        <translation>ユニットが敵のCastleマスに到達したので、スコアでは決めません。[lw.victory.castle]</translation>
    </message>
    <message>
        <source>The higher score wins: %1 against %2. [lw.score.cost]</source>
        <translation>スコアの高い方の勝利：%1 対 %2。[lw.score.cost]</translation>
    </message>
    <message>
        <source>The scores are equal (%1 each): %2 has more spare bases (%3 against %4) and wins. [lw.score.tiebreak]</source>
        <translation>スコアは同じ（各 %1）。手持ちの台座が多い%2の勝利（%3 対 %4）。[lw.score.tiebreak]</translation>
    </message>
    <message>
        <source>The scores are equal (%1 each) and so are the spare bases (%2 each): a draw. [lw.score.tiebreak]</source>
        <translation>スコア（各 %1）も手持ちの台座（各 %2）も同じ：引分け。[lw.score.tiebreak]</translation>
    </message>
    <message>
        <source>&amp;Copy the score sheet</source>
        <translation>スコア表をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Put the score sheet on the clipboard as text</source>
        <translation>スコア表をテキストとしてクリップボードに入れる</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>スコア %1</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>除去：%1</translation>
    </message>
    <message>
        <source>spare bases</source>
        <translation>手持ちの台座</translation>
    </message>
    <message>
        <source>Each side scores the cost of the opponent&apos;s units it removed [lw.score.cost].</source>
        <translation>各軍のスコアは、除去した相手ユニットのコストの合計です [lw.score.cost]。</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwTableContent</name>
    <message>
        <source>%1 plays</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <source>%1: score %2 · %3 spare bases</source>
        <translation>%1：スコア %2 · 手持ちの台座 %3</translation>
    </message>
    <message>
        <source>Turns left: %1 of %2</source>
        <translation>残りターン：%1 / %2</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwTacticsTool</name>
    <message>
        <source>%1 — cost %2</source>
        <translation>%1 — コスト %2</translation>
    </message>
    <message>
        <source> · used in an earlier turn</source>
        <translation> · 以前のターンに使用</translation>
    </message>
    <message>
        <source>&amp;Record: no tactics</source>
        <translation>記録：戦術なし(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Record tactics (pay %1)</source>
        <translation>戦術を記録（台座 %1 を支払う）(&amp;R)</translation>
    </message>
    <message>
        <source>Not enough spare bases: the tiles cost %1, %2 has %3.</source>
        <translation>手持ちの台座が足りません：タイルのコストは %1、%2の手持ちは %3。</translation>
    </message>
    <message>
        <source>Spare bases: %1 − %2 = &lt;b&gt;%3 left&lt;/b&gt;</source>
        <translation>手持ちの台座：%1 − %2 = &lt;b&gt;残り %3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(effect not entered)</source>
        <translation>（効果は未入力）</translation>
    </message>
    <message>
        <source>Tactics — %1</source>
        <translation>戦術 — %1</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>戦術</translation>
    </message>
    <message>
        <source>Declare the tiles used this turn (Space checks one) and pay their cost in spare bases; paid bases leave the game. Their effects last to the end of the turn.</source>
        <translation>このターンに使う戦術タイルを宣言し（Space でチェック）、そのコスト分の手持ちの台座を支払います。支払った台座はゲームから除かれます。効果はターンの終わりまで続きます。</translation>
    </message>
    <message>
        <source>This army has no tactics tiles.</source>
        <translation>この軍には戦術タイルがありません。</translation>
    </message>
    <message>
        <source>Enter records the tiles checked, or no tactics</source>
        <translation>Enter でチェックしたタイル（または戦術なし）を記録</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwText</name>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Red army</source>
        <translation>赤軍</translation>
    </message>
    <message>
        <source>Blue army</source>
        <translation>青軍</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>射撃</translation>
    </message>
    <message>
        <source>Pike</source>
        <translation>先制</translation>
    </message>
    <message>
        <source>front</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>side</source>
        <translation>側面</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>ユニット %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1の%2</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwTurnTrack</name>
    <message>
        <source>Turn track: the game is over</source>
        <translation>ターントラック：ゲーム終了</translation>
    </message>
    <message>
        <source>Turn track: the marker is on %1 of %2 (it moves down after the second player&apos;s turn)</source>
        <translation>ターントラック：マーカーは %2 のうち %1（後攻のターンの後に1つ下がる）</translation>
    </message>
</context>
<context>
    <name>kbz::lw::LwUnitList</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>移動力</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>cost %1 of %2 · score %3 · spare bases %4</source>
        <translation>コスト %1 / %2 · スコア %3 · 手持ちの台座 %4</translation>
    </message>
    <message>
        <source>Cost spent of the budget (lw.army.budget), the cost of enemy units removed (lw.score.cost), bases without a unit (lw.army.bases)</source>
        <translation>総コストのうち使用したコスト（lw.army.budget）、除去した敵ユニットのコスト（lw.score.cost）、ユニットの乗っていない台座（lw.army.bases）</translation>
    </message>
    <message>
        <source>%1 ♛</source>
        <translation>%1 ♛</translation>
    </message>
    <message>
        <source>removed (turn %1)</source>
        <translation>除去（ターン %1）</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>除去</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>健在</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>未行動</translation>
    </message>
    <message>
        <source>acted</source>
        <translation>行動済み</translation>
    </message>
    <message>
        <source>Attack</source>
        <comment>unit figure</comment>
        <translation>攻撃力</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrAttackCalculator</name>
    <message>
        <source>2d6 (%1+%2): critical → %3 damage</source>
        <translation>2d6 (%1+%2)：クリティカル → %3 ダメージ</translation>
    </message>
    <message>
        <source>2d6 (%1+%2): fumble → %3 damage</source>
        <translation>2d6 (%1+%2)：ファンブル → %3 ダメージ</translation>
    </message>
    <message>
        <source>2d6 (%1+%2) %3 = %4 vs defence %5 → %6 damage</source>
        <translation>2d6 (%1+%2) %3 = %4 対 防御力 %5 → %6 ダメージ</translation>
    </message>
    <message>
        <source>%1 is defeated (%2/%3)</source>
        <translation>%1 を倒しました (%2/%3)</translation>
    </message>
    <message>
        <source>%1: %2/%3 damage</source>
        <translation>%1：ダメージ %2/%3</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>ダイス：</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>&amp;Throw dice</source>
        <translation>ダイスを振る(&amp;T)</translation>
    </message>
    <message>
        <source>Let Kibitzer throw the two dice (journaled as the dice)</source>
        <translation>Kibitzer がダイスを2個振ります（出目として記録されます）</translation>
    </message>
    <message>
        <source>Willpower (1 honour mark)</source>
        <translation>意思の力（栄誉マーク1つ）</translation>
    </message>
    <message>
        <source>Willpower: reroll for 1 honour mark (enter the final dice)</source>
        <translation>意思の力：栄誉マーク1つで振り直し（最後の出目を入力）</translation>
    </message>
    <message>
        <source>Modifier:</source>
        <translation>修正値：</translation>
    </message>
    <message>
        <source>? (enter from the card)</source>
        <translation>?（カードから入力）</translation>
    </message>
    <message>
        <source>Printed on the unit&apos;s card; typed in only when Kibitzer does not know it</source>
        <translation>ユニットのカードに書かれています。Kibitzer が知らないときだけ入力します</translation>
    </message>
    <message>
        <source>Defence:</source>
        <translation>防御力：</translation>
    </message>
    <message>
        <source>Printed on the monster&apos;s card; typed in only when Kibitzer does not know it</source>
        <translation>モンスターのカードに書かれています。Kibitzer が知らないときだけ入力します</translation>
    </message>
    <message>
        <source>Given up: %1</source>
        <translation>振り直す前の出目：%1</translation>
    </message>
    <message>
        <source>Re-rolled by willpower: %1+%2 given up</source>
        <translation>意思の力で振り直し：%1+%2 を捨てました</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>振り直す</translation>
    </message>
    <message>
        <source>Willpower: give up the dice entered (the journal keeps them) and enter the new roll</source>
        <translation>意思の力：入力した出目を捨て（記録には残ります）、振り直した出目を入力します</translation>
    </message>
    <message>
        <source>%1: damage %2</source>
        <translation>%1：ダメージ %2</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrBoardView</name>
    <message>
        <source>Player board</source>
        <translation>個人ボード</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>城</translation>
    </message>
    <message>
        <source>Castle (%1)</source>
        <translation>城（%1）</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>ほか%1体</translation>
    </message>
    <message>
        <source>Waiting line</source>
        <translation>待機列</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>acted</source>
        <translation>行動済み</translation>
    </message>
    <message>
        <source>%1 — Defeated</source>
        <translation>%1 — 脱落</translation>
    </message>
    <message>
        <source>Defeated</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>In the castle</source>
        <translation>城内</translation>
    </message>
    <message>
        <source>In the waiting line</source>
        <translation>待機列</translation>
    </message>
    <message>
        <source>Unit on %1</source>
        <translation>%1のユニット</translation>
    </message>
    <message>
        <source>Monster on %1</source>
        <translation>%1のモンスター</translation>
    </message>
    <message>
        <source>Damage / HP</source>
        <translation>ダメージ / HP</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>移動力</translation>
    </message>
    <message>
        <source>dice attack +%1</source>
        <translation>ダイス攻撃 +%1</translation>
    </message>
    <message>
        <source>dice attack</source>
        <translation>ダイス攻撃</translation>
    </message>
    <message>
        <source>fixed damage %1 ×%2</source>
        <translation>固定ダメージ %1 ×%2</translation>
    </message>
    <message>
        <source>heal %1 ×%2</source>
        <translation>回復 %1 ×%2</translation>
    </message>
    <message>
        <source>bard</source>
        <translation>バード</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>スキル</translation>
    </message>
    <message>
        <source>Level-up</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>Action marker</source>
        <translation>アクションマーカー</translation>
    </message>
    <message>
        <source>yes (acted)</source>
        <translation>あり（行動済み）</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>防御力</translation>
    </message>
    <message>
        <source>Attack damage</source>
        <translation>固定ダメージ</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>攻撃対象</translation>
    </message>
    <message>
        <source>one unit (numbered)</source>
        <translation>ユニット1体（番号順）</translation>
    </message>
    <message>
        <source>every unit in range (★)</source>
        <translation>射程内の全ユニット（★）</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Threat</source>
        <translation>脅威ポイント</translation>
    </message>
    <message>
        <source>This invasion</source>
        <translation>この侵略</translation>
    </message>
    <message>
        <source>has acted</source>
        <translation>行動済み</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>射程</translation>
    </message>
    <message>
        <source>whole board</source>
        <translation>ボード全体</translation>
    </message>
    <message>
        <source>%1 squares</source>
        <translation>%1マス</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Against the rules [%1]: choosable, the step is recorded with a warning</source>
        <translation>ルールに反する選択 [%1]：選べますが、警告付きで記録されます</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrCardLibraryDialog</name>
    <message>
        <source>&amp;HP:</source>
        <translation>HP(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;MOVE:</source>
        <translation>移動力(&amp;M)：</translation>
    </message>
    <message>
        <source>Dice &amp;modifier (+N):</source>
        <translation>ダイス攻撃の修正値（+N）(&amp;M)：</translation>
    </message>
    <message>
        <source>Damage / heal &amp;amount:</source>
        <translation>ダメージ・回復の量(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Times (xN):</source>
        <translation>回数（×N）(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation>防御力(&amp;D)：</translation>
    </message>
    <message>
        <source>Attac&amp;k damage:</source>
        <translation>固定ダメージ(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Threat:</source>
        <translation>脅威ポイント(&amp;T)：</translation>
    </message>
    <message>
        <source>A card needs an id.</source>
        <translation>カードには ID が必要です。</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is used by another card.</source>
        <translation>ID「%1」はほかのカードが使っています。</translation>
    </message>
    <message>
        <source>Change the id of %1</source>
        <translation>%1 の ID を変更</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>level-up card not known</source>
        <translation>レベルアップ先は不明</translation>
    </message>
    <message>
        <source>%1 (not in the library)</source>
        <translation>%1（ライブラリにありません）</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>新しいカード</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>カードを追加</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 を複製</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Removed %1. Ctrl+Z brings it back.</source>
        <translation>%1 を削除しました。Ctrl+Z で元に戻せます。</translation>
    </message>
    <message>
        <source>Import Rook &amp; Raiders cards</source>
        <translation>ルーク&amp;レイダースのカードの読み込み</translation>
    </message>
    <message>
        <source>Export Rook &amp; Raiders cards</source>
        <translation>ルーク&amp;レイダースのカードの書き出し</translation>
    </message>
    <message>
        <source>The library needs at least one card.</source>
        <translation>ライブラリにはカードが少なくとも1枚必要です。</translation>
    </message>
    <message>
        <source>Card %1 (%2): %3</source>
        <translation>カード %1（%2）：%3</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>保存していません：%1</translation>
    </message>
    <message>
        <source>Rook &amp; Raiders card library[*]</source>
        <translation>ルーク&amp;レイダースのカードライブラリ[*]</translation>
    </message>
    <message>
        <source>The unit and monster cards your table plays with. Enter a figure the rule book does not print once; every new game of Rook &amp; Raiders takes its card set from here (a game keeps the set it started with). A figure left &quot;unknown&quot; is asked for when the card comes into play.</source>
        <translation>この卓で使うユニットとモンスターのカードです。ルールブックに載っていない数値は一度入力すれば済みます。ルーク&amp;レイダースの新しいゲームはカードセットをここから取ります（ゲームは始めたときのセットを使い続けます）。「不明」のままの数値は、そのカードが場に出たときに入力を求めます。</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected card (Delete in the list)</source>
        <translation>選んだカードを削除（一覧で Delete）</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>JSON を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport JSON…</source>
        <translation>JSON に書き出す(&amp;X)…</translation>
    </message>
    <message>
        <source>★ can level up to</source>
        <translation>★ レベルアップ先：</translation>
    </message>
    <message>
        <source>Range known</source>
        <translation>射程がわかっている</translation>
    </message>
    <message>
        <source>Name (&amp;English):</source>
        <translation>名前（英語）(&amp;E)：</translation>
    </message>
    <message>
        <source>Name (&amp;Japanese):</source>
        <translation>名前（日本語）(&amp;J)：</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>ID(&amp;I):</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>種類(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>射程(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>スキル(&amp;S)：</translation>
    </message>
    <message>
        <source>Tar&amp;geting:</source>
        <translation>攻撃の種類(&amp;G)：</translation>
    </message>
    <message>
        <source>Threat &amp;colour:</source>
        <translation>脅威ポイントの色(&amp;C)：</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>&amp;Level up:</source>
        <translation>レベルアップ(&amp;L)：</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>dice attack (2d6 + modifier)</source>
        <translation>ダイス攻撃（2d6 + 修正値）</translation>
    </message>
    <message>
        <source>fixed damage (amount × times)</source>
        <translation>固定ダメージ（量 × 回数）</translation>
    </message>
    <message>
        <source>heal (amount × times)</source>
        <translation>回復（量 × 回数）</translation>
    </message>
    <message>
        <source>bard (an ally acts again)</source>
        <translation>バード（味方がもう一度行動）</translation>
    </message>
    <message>
        <source>sword attack (form not known)</source>
        <translation>剣の攻撃（形式は不明）</translation>
    </message>
    <message>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <source>single (numbered squares)</source>
        <translation>単体攻撃（番号付きのマス）</translation>
    </message>
    <message>
        <source>area (every unit in range)</source>
        <translation>範囲攻撃（射程内のユニット全員）</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrCardLibraryStore</name>
    <message>
        <source>A stored Rook &amp; Raiders card cannot be read.</source>
        <translation>保存されているルーク&amp;レイダースのカードを読み込めません。</translation>
    </message>
    <message>
        <source>The figures cannot be added to the stored card.</source>
        <translation>保存済みのカードに数値を追加できません。</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrCommandRow</name>
    <message>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Start player: %1</source>
        <translation>スタートプレイヤー：%1</translation>
    </message>
    <message>
        <source>Next to pick: %1</source>
        <translation>次に選ぶ人：%1</translation>
    </message>
    <message>
        <source>Every player has picked: the rest up to position 4 runs automatically</source>
        <translation>全員が選びました：4番目までの残りは自動実行されます</translation>
    </message>
    <message>
        <source>Every player has picked</source>
        <translation>全員が選びました</translation>
    </message>
    <message>
        <source>Deal the command cards</source>
        <translation>コマンドカードを並べてください</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>ゲームなし</translation>
    </message>
    <message>
        <source>▶ running: automatic</source>
        <translation>▶ 実行中：自動</translation>
    </message>
    <message>
        <source>▶ picked by %1</source>
        <translation>▶ %1が選択</translation>
    </message>
    <message>
        <source>✓ executed</source>
        <translation>✓ 実行済み</translation>
    </message>
    <message>
        <source>never runs automatically</source>
        <translation>自動実行されません</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>Pick %1 (Alt+%2)</source>
        <translation>%1を選ぶ（Alt+%2）</translation>
    </message>
    <message>
        <source>Choose a command card (the first, the second…)</source>
        <translation>コマンドカードを選ぶ（1枚目、2枚目…）</translation>
    </message>
    <message>
        <source>Pick %1 again (Alt+%2): it has been carried out this round, against the rules [%3]</source>
        <translation>%1をもう一度選ぶ（Alt+%2）：このラウンドですでに実行されているため、ルールに反します [%3]</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrEndPhasePanel</name>
    <message>
        <source>Support, fatigue recovery and new mercenaries, then end the round.</source>
        <translation>援護、疲労回復、傭兵の入れ替えを行ってから、ラウンドを終えます。</translation>
    </message>
    <message>
        <source>The end phase begins after the monsters have acted and the two summons.</source>
        <translation>エンドフェイズはモンスターの侵略と2回の召喚のあとに始まります。</translation>
    </message>
    <message>
        <source>%1 on %2 (damage %3, HP %4)</source>
        <translation>%2 の %1（ダメージ %3、HP %4）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Monsters on the board and in the waiting line: %1. The top %2 (ties included) each heal 1 damage cube on one unit.</source>
        <translation>ボードと待機列のモンスターの数：%1。上位 %2 人（同数を含む）がそれぞれユニット1体のキューブビーズを1個取り除きます。</translation>
    </message>
    <message>
        <source>supported</source>
        <translation>援護済み</translation>
    </message>
    <message>
        <source>no damaged unit to heal</source>
        <translation>ダメージを受けたユニットがいません</translation>
    </message>
    <message>
        <source>Heal &amp;1</source>
        <translation>1 回復(&amp;1)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 removed</source>
        <translation>%1：%3 個中 %2 個取り除き済み</translation>
    </message>
    <message>
        <source>no action marker</source>
        <translation>アクションマーカーなし</translation>
    </message>
    <message>
        <source>Remove mar&amp;ker</source>
        <translation>マーカーを取り除く(&amp;K)</translation>
    </message>
    <message>
        <source>The start player passes to %1.</source>
        <translation>スタートプレイヤーは %1 に交代します。</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>エンドフェイズ</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>援護</translation>
    </message>
    <message>
        <source>Fatigue recovery (up to 2 action markers each)</source>
        <translation>疲労回復（各自アクションマーカー2枚まで）</translation>
    </message>
    <message>
        <source>New &amp;mercenaries laid out</source>
        <translation>傭兵を入れ替えた(&amp;M)</translation>
    </message>
    <message>
        <source>Comman&amp;d cards shuffled</source>
        <translation>コマンドカードをシャッフルした(&amp;D)</translation>
    </message>
    <message>
        <source>End the &amp;round</source>
        <translation>ラウンドを終える(&amp;R)</translation>
    </message>
    <message>
        <source>Enter: record the end of the round</source>
        <translation>Enter：ラウンドの終了を記録します</translation>
    </message>
    <message>
        <source>Ne&amp;w row:</source>
        <translation>新しい傭兵の列(&amp;W)：</translation>
    </message>
    <message>
        <source>The three new mercenaries laid out face up in the end phase (the old ones are discarded); left empty, the row is no longer followed</source>
        <translation>終了フェイズで表向きに並べた新しい傭兵3枚（前の傭兵はすべて捨て札）。空のままなら、傭兵の列はそれ以降追いません</translation>
    </message>
    <message>
        <source>Against the rules [%1]: the step is recorded with a warning</source>
        <translation>ルールに反する選択 [%1]：警告付きで記録されます</translation>
    </message>
    <message>
        <source>not among the top %1</source>
        <translation>上位%1人に入っていません</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrEnemyAssistant</name>
    <message>
        <source>No bonus move</source>
        <translation>ボーナス移動なし</translation>
    </message>
    <message>
        <source>Into the castle</source>
        <translation>城内へ</translation>
    </message>
    <message>
        <source>No monster is left to act</source>
        <translation>行動するモンスターは残っていません</translation>
    </message>
    <message>
        <source>Choose where the monster moves on the board, or tick Into the castle</source>
        <translation>モンスターの移動先をボードで選ぶか、「城内へ侵入」にチェックを入れてください</translation>
    </message>
    <message>
        <source>Choose the units the monster attacks on the board</source>
        <translation>モンスターが攻撃するユニットをボードで選んでください</translation>
    </message>
    <message>
        <source>A red threat: %1 is defeated.</source>
        <translation>脅威ポイントが赤です：%1 は脱落します。</translation>
    </message>
    <message>
        <source>The second blue threat: %1 is defeated.</source>
        <translation>2体目の青です：%1 は脱落します。</translation>
    </message>
    <message>
        <source>The first blue threat: %1 plays on.</source>
        <translation>1体目の青です：%1 はゲームを続けます。</translation>
    </message>
    <message>
        <source>Its threat colour is not known: a red one (or a second blue one) defeats %1.</source>
        <translation>脅威ポイントの色がわかりません：赤（または2体目の青）なら %1 は脱落します。</translation>
    </message>
    <message>
        <source>Bonus move: into the castle.</source>
        <translation>ボーナス移動：城内に侵入します。</translation>
    </message>
    <message>
        <source>%1 on %2 moves into the castle.</source>
        <translation>%2 の %1 が城内に侵入します。</translation>
    </message>
    <message>
        <source>Bonus move to %1.</source>
        <translation>ボーナス移動：%1 へ移動します。</translation>
    </message>
    <message>
        <source>%1 on %2 moves to %3.</source>
        <translation>%2 の %1 が %3 へ移動します。</translation>
    </message>
    <message>
        <source>No bonus move: no free square to move to.</source>
        <translation>ボーナス移動なし：移動できる空きマスがありません。</translation>
    </message>
    <message>
        <source>%1 on %2 stays where it is: no free square to move to.</source>
        <translation>%2 の %1 は動きません：移動できる空きマスがありません。</translation>
    </message>
    <message>
        <source>It jumps over the monsters in the way.</source>
        <translation>途中のモンスターを追い越します。</translation>
    </message>
    <message>
        <source>A unit stops it short.</source>
        <translation>ユニットに阻まれて手前で止まります。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>%1 on %2 attacks %3 for %4 damage.</source>
        <translation>%2 の %1 が %3 を攻撃し、%4 ダメージを与えます。</translation>
    </message>
    <message>
        <source>%1 on %2 attacks %3 (damage not known).</source>
        <translation>%2 の %1 が %3 を攻撃します（ダメージは不明）。</translation>
    </message>
    <message>
        <source>%1 faints.</source>
        <translation>%1 が気絶します。</translation>
    </message>
    <message>
        <source>%1 on %2 moves: its MOVE is not known.</source>
        <translation>%2 の %1 は移動しますが、移動力がわかりません。</translation>
    </message>
    <message>
        <source>%1 on %2: Kibitzer cannot tell what it does.</source>
        <translation>%2 の %1：Kibitzer には行動を判断できません。</translation>
    </message>
    <message>
        <source>Missing: %1.</source>
        <translation>未入力：%1。</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <translation>%1 のボード</translation>
    </message>
    <message>
        <source>No monster is left to act.</source>
        <translation>行動するモンスターは残っていません。</translation>
    </message>
    <message>
        <source>Now: %1&apos;s board</source>
        <translation>現在：%1 のボード</translation>
    </message>
    <message>
        <source>%1: the table has not entered %2 yet.</source>
        <translation>%1：%2 がまだ入力されていません。</translation>
    </message>
    <message>
        <source>Click the destination on the board, or tick Into the castle.</source>
        <translation>ボードで移動先をクリックするか、「城内へ侵入」にチェックを入れてください。</translation>
    </message>
    <message>
        <source>Click each unit it attacks on the board (again to take it out).</source>
        <translation>攻撃されたユニットをボードでクリックしてください（もう一度クリックで取り消し）。</translation>
    </message>
    <message>
        <source>The monster does nothing this time.</source>
        <translation>このモンスターは今回何もしません。</translation>
    </message>
    <message>
        <source>Enemy phase: the monsters act</source>
        <translation>エネミーフェイズ：モンスターの侵略</translation>
    </message>
    <message>
        <source>Enter figu&amp;res…</source>
        <translation>数値を入力(&amp;R)…</translation>
    </message>
    <message>
        <source>What happened instead</source>
        <translation>実際に起きたこと</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>攻撃(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>移動(&amp;M)</translation>
    </message>
    <message>
        <source>Sta&amp;y</source>
        <translation>動かない(&amp;Y)</translation>
    </message>
    <message>
        <source>Into &amp;the castle</source>
        <translation>城内へ侵入(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Damage per target:</source>
        <translation>対象ごとのダメージ(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Bonus move to:</source>
        <translation>ボーナス移動先(&amp;B)：</translation>
    </message>
    <message>
        <source>Co&amp;nfirm</source>
        <translation>確定(&amp;N)</translation>
    </message>
    <message>
        <source>Enter: record what the monster does</source>
        <translation>Enter：モンスターの行動を記録します</translation>
    </message>
    <message>
        <source>C&amp;orrect…</source>
        <translation>修正(&amp;O)…</translation>
    </message>
    <message>
        <source>Alt+O: enter what the monster did instead</source>
        <translation>Alt+O：モンスターが実際に行ったことを入力します</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrEngine</name>
    <message>
        <source>%1 is out of the game</source>
        <translation>%1 は脱落しています</translation>
    </message>
    <message>
        <source>%1 enters %2&apos;s castle</source>
        <translation>%1 が %2 の城内に侵入します</translation>
    </message>
    <message>
        <source>The threat colour of %1 is not known: enter it to see whether %2 is out</source>
        <translation>%1 の脅威ポイントの色が不明です：入力すれば %2 が脱落かどうかを確認できます</translation>
    </message>
    <message>
        <source>%1 is defeated: %2 keeps it as an honour mark</source>
        <translation>%1 を倒しました：%2 はそのカードを栄誉マークとして手元に置きます</translation>
    </message>
    <message>
        <source>%1 faints and goes back to %2&apos;s hand</source>
        <translation>%1 は気絶し、%2 の手札に戻ります</translation>
    </message>
    <message>
        <source>Several players declared: %1 wins on honour marks, then gold</source>
        <translation>複数のプレイヤーが勝利を宣言しました：栄誉マーク、次に金貨の数を比べて %1 の勝利です</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝利</translation>
    </message>
    <message>
        <source>%1 made a unit faint: it moves once more</source>
        <translation>%1 がユニットを気絶させました：もう1回移動します</translation>
    </message>
    <message>
        <source>Double six: critical, 3 damage</source>
        <translation>6のゾロ目：クリティカルで3ダメージ</translation>
    </message>
    <message>
        <source>Double one: fumble, no damage</source>
        <translation>1のゾロ目：ファンブルでダメージなし</translation>
    </message>
    <message>
        <source>%1 picked Rest: +1 honour mark</source>
        <translation>%1 が「休息」を選びました：栄誉マーク +1</translation>
    </message>
    <message>
        <source>%1 is carried out automatically, with no bonus</source>
        <translation>「%1」を自動で実行します：ボーナスはありません</translation>
    </message>
    <message>
        <source>The %1 of %2 is not known: enter it from the card so Kibitzer can check this step</source>
        <translation>%2 の %1 が不明です：Kibitzer がこの手を確認できるように、カードを見て入力してください</translation>
    </message>
    <message>
        <source>%1 was not targeted by the Bard: it cannot use its skill through the Bard&apos;s song</source>
        <translation>%1 はバードの対象になっていません：バードの歌でスキルを使うことはできません</translation>
    </message>
    <message>
        <source>Units act only while an Advance or Ambush command is carried out</source>
        <translation>ユニットがアクションできるのは、「進撃」か「奇襲」のコマンドを実行している間だけです</translation>
    </message>
    <message>
        <source>%1 has an action marker: it has already acted</source>
        <translation>%1 にはアクションマーカーが載っています：すでに行動済みです</translation>
    </message>
    <message>
        <source>%1 is outside the range of %2 on %3</source>
        <translation>%1 は %3 にいる %2 の射程の外です</translation>
    </message>
    <message>
        <source>Full move costs 1 honour mark; %1 has none</source>
        <translation>全力移動のコストは栄誉マーク1つですが、%1 は栄誉マークを持っていません</translation>
    </message>
    <message>
        <source>%1 cannot reach %2: units stop only on free squares, never pass monsters and never enter a circle</source>
        <translation>%1 は %2 まで移動できません：ユニットが止まれるのは空いているマスだけで、モンスターを通り抜けることも魔方陣に入ることもできません</translation>
    </message>
    <message>
        <source>%2 is %1 steps away: full move gives exactly +1 (MOVE %3 + 1)</source>
        <translation>%2 までは %1 マスあります：全力移動で増えるのはちょうど +1 だけです（移動力 %3 + 1）</translation>
    </message>
    <message>
        <source>%2 is %1 steps away; %3 has MOVE %4</source>
        <translation>%2 までは %1 マスありますが、%3 の移動力は %4 です</translation>
    </message>
    <message>
        <source>%1 has no dice attack skill</source>
        <translation>%1 はダイス攻撃のスキルを持っていません</translation>
    </message>
    <message>
        <source>Willpower costs 1 honour mark; %1 has none</source>
        <translation>意思の力のコストは栄誉マーク1つですが、%1 は栄誉マークを持っていません</translation>
    </message>
    <message>
        <source>Dice %1 + %2 with modifier %3 against defence %4 deal %5 damage</source>
        <translation>出目 %1 + %2、修正値 %3 で防御力 %4 の相手なら %5 ダメージです</translation>
    </message>
    <message>
        <source>%1 has no fixed-damage skill</source>
        <translation>%1 は固定ダメージのスキルを持っていません</translation>
    </message>
    <message>
        <source>%1 hits %2 times, not %3</source>
        <translation>%1 の攻撃回数は %3 回ではなく %2 回です</translation>
    </message>
    <message>
        <source>%1 has no healing skill</source>
        <translation>%1 は回復スキルを持っていません</translation>
    </message>
    <message>
        <source>%1 heals at most %2 cubes, not %3</source>
        <translation>%1 が取り除けるキューブビーズは最大 %2 個です（%3 個ではありません）</translation>
    </message>
    <message>
        <source>%1 does not have the Bard&apos;s skill</source>
        <translation>%1 はバードのスキルを持っていません</translation>
    </message>
    <message>
        <source>The Bard&apos;s song targets another ally, not the Bard itself</source>
        <translation>バードの歌の対象はバード自身ではなく、ほかの味方ユニットです</translation>
    </message>
    <message>
        <source>Each player places one free unit, before the first round</source>
        <translation>各プレイヤーは最初のラウンドの前に、コストを払わずにユニットを1体配置します</translation>
    </message>
    <message>
        <source>Units are recruited while a Recruit command is carried out</source>
        <translation>ユニットを募兵するのは「募兵」のコマンドを実行している間です</translation>
    </message>
    <message>
        <source>Recruit was carried out automatically: recruit from the hand, not from the mercenaries</source>
        <translation>「募兵」は自動実行されました：傭兵からではなく手札から募兵してください</translation>
    </message>
    <message>
        <source>%1 is a magic circle: units never stand on a circle</source>
        <translation>%1 は魔方陣です：ユニットを魔方陣のマスに置くことはできません</translation>
    </message>
    <message>
        <source>%1 already has an action marker</source>
        <translation>%1 にはすでにアクションマーカーが載っています</translation>
    </message>
    <message>
        <source>%1 has no action marker to remove</source>
        <translation>%1 には取り除けるアクションマーカーがありません</translation>
    </message>
    <message>
        <source>Fatigue recovery removes at most 2 action markers; %1 has removed %2</source>
        <translation>疲労回復で取り除けるアクションマーカーは2つまでです。%1 はすでに %2 個取り除いています</translation>
    </message>
    <message>
        <source>Action markers come off through a Rest command or fatigue recovery</source>
        <translation>アクションマーカーを取り除けるのは、「休息」のコマンドか疲労回復のときだけです</translation>
    </message>
    <message>
        <source>Monsters invade in the enemy phase, after the fourth command and before summoning</source>
        <translation>モンスターの侵略はエネミーフェイズに、4番目のコマンドのあと、召喚の前に行います</translation>
    </message>
    <message>
        <source>The monster on %1 acts next, not the one on %2</source>
        <translation>次に行動するのは %2 ではなく %1 のモンスターです</translation>
    </message>
    <message>
        <source>The monster on %1 attacks %2, not %3</source>
        <translation>%1 のモンスターが攻撃するのは %3 ではなく %2 です</translation>
    </message>
    <message>
        <source>%1 deals a fixed %2 damage, not %3</source>
        <translation>%1 の固定ダメージは %3 ではなく %2 です</translation>
    </message>
    <message>
        <source>No unit fainted: the monster on %1 gets no bonus move</source>
        <translation>気絶したユニットはいません：%1 のモンスターはボーナス移動をしません</translation>
    </message>
    <message>
        <source>Monsters are summoned in the enemy phase, after every monster has acted</source>
        <translation>モンスターの召喚はエネミーフェイズに、すべてのモンスターが行動し終えてから行います</translation>
    </message>
    <message>
        <source>Two monsters are summoned per round; this would be summon %1</source>
        <translation>召喚するモンスターは1ラウンドに2体です。これは %1 回目の召喚になります</translation>
    </message>
    <message>
        <source>The face-down monster deck is empty</source>
        <translation>裏向きのモンスターの山札は尽きています</translation>
    </message>
    <message>
        <source>On %1&apos;s board the monster goes to %2</source>
        <translation>%1 のボードでは、モンスターは %2 に置かれます</translation>
    </message>
    <message>
        <source>Only a unit with ★ in its name can level up, not %1</source>
        <translation>レベルアップできるのは名前に★が付いたユニットだけです（%1 はできません）</translation>
    </message>
    <message>
        <source>This level-up costs %1 honour marks; %2 has %3</source>
        <translation>このレベルアップのコストは栄誉マーク %1 個ですが、%2 の栄誉マークは %3 個です</translation>
    </message>
    <message>
        <source>In the end phase, the %1 player(s) with the most monsters on the board and waiting line each heal 1 cube once</source>
        <translation>エンドフェイズに、ボード上と待機列のモンスターが多い上位 %1 人のプレイヤーは、それぞれ1回だけキューブビーズを1個取り除けます</translation>
    </message>
    <message>
        <source>A medal token is taken for each red-threat monster defeated</source>
        <translation>勲章トークンは、脅威ポイントが赤のモンスターを1体倒すごとに1枚受け取ります</translation>
    </message>
    <message>
        <source>Some threat points are not known: Kibitzer cannot total %1&apos;s threat</source>
        <translation>不明な脅威ポイントがあります：Kibitzer は %1 の脅威ポイントを合計できません</translation>
    </message>
    <message>
        <source>%1&apos;s threat is %2: victory needs 8 or less</source>
        <translation>%1 の脅威ポイントは %2 です：勝利には8以下が必要です</translation>
    </message>
    <message>
        <source>%1 card(s) are left in the face-down monster deck: no one may declare victory yet</source>
        <translation>裏向きのモンスターの山札が %1 枚残っています：まだ誰も勝利を宣言できません</translation>
    </message>
    <message>
        <source>%1&apos;s castle holds no red monster and fewer than two blue ones</source>
        <translation>%1 の城内には赤のモンスターがおらず、青のモンスターも2体未満です</translation>
    </message>
    <message>
        <source>The commands of this round are already laid out</source>
        <translation>このラウンドのコマンドはすでに並べてあります</translation>
    </message>
    <message>
        <source>Lay out the five command cards first</source>
        <translation>先にコマンドカード5枚を並べてください</translation>
    </message>
    <message>
        <source>%1 has already been carried out this round</source>
        <translation>「%1」はこのラウンドですでに実行されています</translation>
    </message>
    <message>
        <source>Every player has picked a command this round</source>
        <translation>このラウンドは全員がすでにコマンドを選んでいます</translation>
    </message>
    <message>
        <source>%1 picks next, not %2</source>
        <translation>次に選ぶのは %2 ではなく %1 です</translation>
    </message>
    <message>
        <source>Commands run automatically only after every player has picked one</source>
        <translation>コマンドの自動実行は、全員が1枚ずつ選び終えてからです</translation>
    </message>
    <message>
        <source>The command in position 5 is never carried out</source>
        <translation>5番目の位置のコマンドは決して実行しません</translation>
    </message>
    <message>
        <source>The game is already over</source>
        <translation>ゲームはすでに終わっています</translation>
    </message>
    <message>
        <source>The round ends after two monsters have been summoned; %1 so far</source>
        <translation>ラウンドが終わるのはモンスターを2体召喚したあとです（ここまでに %1 体）</translation>
    </message>
    <message>
        <source>Rook &amp; Raiders is played by 1 to 4 players, not %1</source>
        <translation>ルーク&amp;レイダースは %1 人ではなく、1〜4人で遊びます</translation>
    </message>
    <message>
        <source>The number of supported players must be 0 to the number of players</source>
        <translation>援護を受ける人数は 0 からプレイ人数までにしてください</translation>
    </message>
    <message>
        <source>The starting gold must be a whole number of at least 0</source>
        <translation>最初の金貨は 0 以上の整数にしてください</translation>
    </message>
    <message>
        <source>The monster deck size must be a whole number of at least 0</source>
        <translation>モンスターの山札の枚数は 0 以上の整数にしてください</translation>
    </message>
    <message>
        <source>The card set cannot be read: %1</source>
        <translation>カードセットを読み込めません：%1</translation>
    </message>
    <message>
        <source>Place the first unit</source>
        <translation>最初のユニットを置く</translation>
    </message>
    <message>
        <source>Summon</source>
        <translation>召喚</translation>
    </message>
    <message>
        <source>Lay out the commands</source>
        <translation>コマンドを並べる</translation>
    </message>
    <message>
        <source>Pick a command</source>
        <translation>コマンドを選ぶ</translation>
    </message>
    <message>
        <source>Run the next command automatically</source>
        <translation>次のコマンドを自動実行</translation>
    </message>
    <message>
        <source>Finish the command</source>
        <translation>コマンドの実行を終える</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>ユニットを移動</translation>
    </message>
    <message>
        <source>Dice attack</source>
        <translation>ダイス攻撃</translation>
    </message>
    <message>
        <source>Fixed damage</source>
        <translation>固定ダメージ</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>Bard&apos;s song</source>
        <translation>バードの歌</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>募兵</translation>
    </message>
    <message>
        <source>Place an action marker</source>
        <translation>アクションマーカーを置く</translation>
    </message>
    <message>
        <source>Remove an action marker</source>
        <translation>アクションマーカーを取り除く</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>Monster acts</source>
        <translation>モンスターの行動</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>援護</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>ラウンド終了</translation>
    </message>
    <message>
        <source>Take a medal token</source>
        <translation>勲章トークンを受け取る</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>Declare victory</source>
        <translation>勝利宣言</translation>
    </message>
    <message>
        <source>Player is out</source>
        <translation>プレイヤーの脱落</translation>
    </message>
    <message>
        <source>Enter card figures</source>
        <translation>カードの数値を入力</translation>
    </message>
    <message>
        <source>This is not a Rook &amp; Raiders game state</source>
        <translation>これはルーク&amp;レイダースのゲーム状態ではありません</translation>
    </message>
    <message>
        <source>%1&apos;s board: %2 on %3 attacks %4</source>
        <translation>%1 のボード：%3 の %2 が %4 を攻撃します</translation>
    </message>
    <message>
        <source>%1&apos;s board: %2 on %3 moves to %4</source>
        <translation>%1 のボード：%3 の %2 が %4 へ移動します</translation>
    </message>
    <message>
        <source>%1&apos;s board: %2 on %3 acts next</source>
        <translation>%1 のボード：次は %3 の %2 が行動します</translation>
    </message>
    <message>
        <source>Lay out the five command cards</source>
        <translation>コマンドカード5枚を並べます</translation>
    </message>
    <message>
        <source>%1 picks a command</source>
        <translation>%1 がコマンドを選びます</translation>
    </message>
    <message>
        <source>%1 in position %2 runs automatically</source>
        <translation>%2 番目の位置の「%1」を自動で実行します</translation>
    </message>
    <message>
        <source>The fourth command is done: the monsters invade</source>
        <translation>4番目のコマンドが終わりました：モンスターが侵略します</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Command phase</source>
        <translation>コマンドフェイズ</translation>
    </message>
    <message>
        <source>Enemy phase</source>
        <translation>エネミーフェイズ</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>エンドフェイズ</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1 places one unit from the hand for free</source>
        <translation>%1 は手札からユニットを1体、コストを払わずに配置します</translation>
    </message>
    <message>
        <source>Summon the two starting monsters</source>
        <translation>最初のモンスター2体を召喚します</translation>
    </message>
    <message>
        <source>Lay out the commands of round 1</source>
        <translation>第1ラウンドのコマンドを並べます</translation>
    </message>
    <message>
        <source>Summon monster %1 of 2</source>
        <translation>モンスターを召喚します（2体中 %1 体目）</translation>
    </message>
    <message>
        <source>End phase: support, up to 2 markers off, new mercenaries, then end the round</source>
        <translation>エンドフェイズ：援護、マーカーの除去（2つまで）、傭兵の入れ替えをしてから、ラウンドを終えます</translation>
    </message>
    <message>
        <source>Every player is out: the monsters win</source>
        <translation>全員が脱落しました：モンスターの勝利です</translation>
    </message>
    <message>
        <source>%1 wins by declaring victory</source>
        <translation>勝利宣言により %1 の勝利</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 が %2 を %3 に置く</translation>
    </message>
    <message>
        <source>%1 moves a unit from %2 to %3</source>
        <translation>%1 がユニットを %2 から %3 へ移動</translation>
    </message>
    <message>
        <source>%1: marker on the unit on %2</source>
        <translation>%1：%2 のユニットにマーカーを置く</translation>
    </message>
    <message>
        <source>%1: marker off the unit on %2</source>
        <translation>%1：%2 のユニットからマーカーを取り除く</translation>
    </message>
    <message>
        <source>%1 levels up the unit on %2</source>
        <translation>%1 が %2 のユニットをレベルアップ</translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation>%1 が「%2」を選ぶ</translation>
    </message>
    <message>
        <source>%1&apos;s board: the monster on %2 acts</source>
        <translation>%1 のボード：%2 のモンスターが行動</translation>
    </message>
    <message>
        <source>%1 is summoned at circle %2</source>
        <translation>%1 を魔方陣 %2 に召喚</translation>
    </message>
    <message>
        <source>%1 takes a medal token</source>
        <translation>%1 が勲章トークンを受け取る</translation>
    </message>
    <message>
        <source>%1: gold %2</source>
        <translation>%1：金貨 %2</translation>
    </message>
    <message>
        <source>%1 declares victory</source>
        <translation>%1 が勝利を宣言</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 が脱落</translation>
    </message>
    <message>
        <source>Figures of %1 entered</source>
        <translation>%1 の数値を入力</translation>
    </message>
    <message>
        <source>Unknown step %1</source>
        <translation>不明な手 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a square A1..C6</source>
        <translation>&quot;%1&quot; は A1〜C6 のマスにしてください</translation>
    </message>
    <message>
        <source>There is no unit on %1</source>
        <translation>%1 にはユニットがいません</translation>
    </message>
    <message>
        <source>A target must be a square A..C6</source>
        <translation>対象は A〜C6 のマスにしてください</translation>
    </message>
    <message>
        <source>&quot;card&quot; must be a unit card of this game&apos;s set</source>
        <translation>&quot;card&quot; はこのゲームのカードセットのユニットカードにしてください</translation>
    </message>
    <message>
        <source>&quot;monster&quot; must be a monster card of this game&apos;s set</source>
        <translation>&quot;monster&quot; はこのゲームのカードセットのモンスターカードにしてください</translation>
    </message>
    <message>
        <source>The %1 of %2 is not known: enter it (set-figures) or give it in the step</source>
        <translation>%2 の %1 が不明です：入力する（set-figures）か、この手の中で指定してください</translation>
    </message>
    <message>
        <source>&quot;bard&quot; must be true or false</source>
        <translation>&quot;bard&quot; は true か false にしてください</translation>
    </message>
    <message>
        <source>&quot;dice&quot; must be the two dice rolled, [1..6, 1..6]</source>
        <translation>&quot;dice&quot; には振ったダイス2個の出目を [1..6, 1..6] で指定してください</translation>
    </message>
    <message>
        <source>&quot;willpower&quot; must be true or false; &quot;modifier&quot;, &quot;defence&quot; and &quot;damage&quot; whole numbers</source>
        <translation>&quot;willpower&quot; は true か false、&quot;modifier&quot;・&quot;defence&quot;・&quot;damage&quot; は整数にしてください</translation>
    </message>
    <message>
        <source>&quot;hits&quot; must list {target, count}</source>
        <translation>&quot;hits&quot; は {target, count} のリストにしてください</translation>
    </message>
    <message>
        <source>&quot;heals&quot; must list {target, amount}</source>
        <translation>&quot;heals&quot; は {target, amount} のリストにしてください</translation>
    </message>
    <message>
        <source>Each entry needs a &quot;target&quot; and a count or amount of 1..9</source>
        <translation>各項目には &quot;target&quot; と、1〜9 の count または amount が必要です</translation>
    </message>
    <message>
        <source>&quot;amount&quot; must be 0..9</source>
        <translation>&quot;amount&quot; は 0〜9 にしてください</translation>
    </message>
    <message>
        <source>&quot;at&quot; must be the square of a monster on the board</source>
        <translation>&quot;at&quot; はボード上のモンスターがいるマスにしてください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a square or &quot;castle&quot;</source>
        <translation>&quot;%1&quot; はマスか &quot;castle&quot; にしてください</translation>
    </message>
    <message>
        <source>&quot;targets&quot; must be a list of squares</source>
        <translation>&quot;targets&quot; はマスのリストにしてください</translation>
    </message>
    <message>
        <source>&quot;damage&quot; must be 0..9</source>
        <translation>&quot;damage&quot; は 0〜9 にしてください</translation>
    </message>
    <message>
        <source>&quot;action&quot; must be attack, move or stay</source>
        <translation>&quot;action&quot; は attack、move、stay のいずれかにしてください</translation>
    </message>
    <message>
        <source>Say which units the monster attacks (&quot;targets&quot;)</source>
        <translation>モンスターが攻撃するユニットを指定してください（&quot;targets&quot;）</translation>
    </message>
    <message>
        <source>&quot;chip&quot; must be A, B or C</source>
        <translation>&quot;chip&quot; は A、B、C のいずれかにしてください</translation>
    </message>
    <message>
        <source>&quot;deckLeft&quot; must be 0 or more</source>
        <translation>&quot;deckLeft&quot; は 0 以上にしてください</translation>
    </message>
    <message>
        <source>Each of &quot;boards&quot; needs a &quot;seat&quot; and &quot;to&quot; (a square or &quot;waiting&quot;)</source>
        <translation>&quot;boards&quot; の各項目には &quot;seat&quot; と &quot;to&quot;（マスか &quot;waiting&quot;）が必要です</translation>
    </message>
    <message>
        <source>&quot;boards&quot; must be a list</source>
        <translation>&quot;boards&quot; はリストにしてください</translation>
    </message>
    <message>
        <source>The figures cannot be read: %1</source>
        <translation>数値を読み込めません：%1</translation>
    </message>
    <message>
        <source>&quot;to&quot; must be a square A1..C6</source>
        <translation>&quot;to&quot; は A1〜C6 のマスにしてください</translation>
    </message>
    <message>
        <source>&quot;from&quot; must be hand or mercenary</source>
        <translation>&quot;from&quot; は hand か mercenary にしてください</translation>
    </message>
    <message>
        <source>&quot;fullMove&quot; must be true or false</source>
        <translation>&quot;fullMove&quot; は true か false にしてください</translation>
    </message>
    <message>
        <source>The level-up card of %1 is not known: give it as &quot;card&quot;</source>
        <translation>%1 のレベルアップカードが不明です：&quot;card&quot; で指定してください</translation>
    </message>
    <message>
        <source>&quot;command&quot; must be advance, ambush, rest, reward or recruit</source>
        <translation>&quot;command&quot; は advance、ambush、rest、reward、recruit のいずれかにしてください</translation>
    </message>
    <message>
        <source>&quot;value&quot; must be the medal&apos;s number</source>
        <translation>&quot;value&quot; は勲章トークンの数字にしてください</translation>
    </message>
    <message>
        <source>&quot;amount&quot; must be a whole number (negative to pay)</source>
        <translation>&quot;amount&quot; は整数にしてください（支払うときは負の数）</translation>
    </message>
    <message>
        <source>Unknown step kind %1</source>
        <translation>不明な手の種類 %1</translation>
    </message>
    <message>
        <source>Seat %1 is not a player seat</source>
        <translation>席 %1 はプレイヤーの席ではありません</translation>
    </message>
    <message>
        <source>&quot;row&quot; must list the five commands (advance, ambush, rest, reward, recruit) in their dealt order</source>
        <translation>&quot;row&quot; には5つのコマンド（advance、ambush、rest、reward、recruit）を並べられた順に書いてください</translation>
    </message>
    <message>
        <source>The monster on %1 should go to %2, not %3</source>
        <translation>%1 のモンスターの移動先は %3 ではなく %2 です</translation>
    </message>
    <message>
        <source>The monster on %1 should attack: a unit is in its range</source>
        <translation>%1 のモンスターは攻撃するはずです：射程内にユニットがいます</translation>
    </message>
    <message>
        <source>The monster on %1 should move: no unit is in its range</source>
        <translation>%1 のモンスターは移動するはずです：射程内にユニットがいません</translation>
    </message>
    <message>
        <source>The monster on %1 should stay where it is: no unit is in its range and it cannot move</source>
        <translation>%1 のモンスターはその場にとどまるはずです：射程内にユニットがおらず、移動もできません</translation>
    </message>
    <message>
        <source>Correct damage cubes</source>
        <translation>キューブビーズの修正</translation>
    </message>
    <message>
        <source>&quot;at&quot; must be a square A..C6</source>
        <translation>&quot;at&quot; は A〜C6 のマスにしてください</translation>
    </message>
    <message>
        <source>There is no unit or monster on %1</source>
        <translation>%1 にはユニットもモンスターもいません</translation>
    </message>
    <message>
        <source>&quot;delta&quot; must be the cubes to add (negative to remove), a whole number other than 0</source>
        <translation>&quot;delta&quot; は載せるキューブビーズの数（取り除くときは負の数）で、0 以外の整数にしてください</translation>
    </message>
    <message>
        <source>%1 on %2 is defeated</source>
        <translation>%2 の %1 を倒した</translation>
    </message>
    <message>
        <source>%1 on %2 faints</source>
        <translation>%2 の %1 が気絶</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3</source>
        <translation>%1 が %2 から %3 へ移動</translation>
    </message>
    <message>
        <source>%1 on %2 takes %3 damage (%4 cubes, HP %5)</source>
        <translation>%2 の %1 が %3 ダメージを受ける（ダメージキューブ %4、HP %5）</translation>
    </message>
    <message>
        <source>%1 on %2 takes %3 damage (%4 cubes)</source>
        <translation>%2 の %1 が %3 ダメージを受ける（ダメージキューブ %4）</translation>
    </message>
    <message>
        <source>%1: %2 attacks %3, dice %4 + %5</source>
        <translation>%1：%2 が %3 を攻撃、出目 %4 + %5</translation>
    </message>
    <message>
        <source>%1: %2 deals fixed damage</source>
        <translation>%1：%2 が固定ダメージを与える</translation>
    </message>
    <message>
        <source>%1: %2 heals</source>
        <translation>%1：%2 が回復スキルを使う</translation>
    </message>
    <message>
        <source>%1: %2 sings to %3</source>
        <translation>%1：%2 が %3 に向けて歌う</translation>
    </message>
    <message>
        <source>%1 is supported</source>
        <translation>%1 が援護を受ける</translation>
    </message>
    <message>
        <source>%1&apos;s board: %2 on %3 acts</source>
        <translation>%1 のボード：%3 の %2 が行動</translation>
    </message>
    <message>
        <source>There is no ally on %1: the skill has no effect there</source>
        <translation>%1 には味方ユニットがいません：スキルはそこでは効果がありません</translation>
    </message>
    <message>
        <source>There is no monster on %1: the attack has no effect there</source>
        <translation>%1 にはモンスターがいません：攻撃はそこでは効果がありません</translation>
    </message>
    <message>
        <source>The setup is not complete: %1 has not placed a starting unit yet</source>
        <translation>初期配置が終わっていません：%1 がまだ最初のユニットを配置していません</translation>
    </message>
    <message>
        <source>The setup is not complete: %1 of the two starting monsters summoned</source>
        <translation>初期配置が終わっていません：開始前に召喚するモンスター2体のうち、召喚したのは %1 体です</translation>
    </message>
    <message>
        <source>The dice were rolled again without willpower: a roll is re-rolled only by willpower, for 1 honour mark</source>
        <translation>意思の力を使わずにダイスを振り直しています：出目を振り直せるのは、栄誉マーク1つで意思の力を使ったときだけです</translation>
    </message>
    <message>
        <source>This roll was re-rolled %1 times: willpower re-rolls the same roll only once</source>
        <translation>この出目は %1 回振り直されています：意思の力で同じ出目を振り直せるのは1回だけです</translation>
    </message>
    <message>
        <source>re-rolled by willpower from %1 + %2</source>
        <translation>意思の力で %1 + %2 から振り直し</translation>
    </message>
    <message>
        <source>&quot;rerolled&quot; must list the rolls given up by willpower, each [1..6, 1..6]</source>
        <translation>&quot;rerolled&quot; には意思の力で振り直す前の出目を、それぞれ [1..6, 1..6] で並べてください</translation>
    </message>
    <message>
        <source>&quot;mercenaries&quot; must list the card ids of the new mercenary row</source>
        <translation>&quot;mercenaries&quot; には新しい傭兵の列のカードIDを並べてください</translation>
    </message>
    <message>
        <source>%1 has already recruited during this Recruit: each player places one unit</source>
        <translation>%1 はこの「募兵」ですでに募兵しています：1人が配置するユニットは1枚です</translation>
    </message>
    <message>
        <source>%1 recruits after %2: with a picked Recruit the picker %3 recruits first, then the others in turn</source>
        <translation>%1 が %2 より後に募兵しています：選ばれた「募兵」では、選んだ %3 が最初に募兵し、そのあと他のプレイヤーが順番に募兵します</translation>
    </message>
    <message>
        <source>%1 is recruited from the mercenaries, but the mercenary row is empty</source>
        <translation>%1 を傭兵から募兵していますが、傭兵の列は空です</translation>
    </message>
    <message>
        <source>%1 is not in the mercenary row (%2): only the face-up mercenaries can be recruited</source>
        <translation>%1 は傭兵の列（%2）にありません：募兵できるのは表向きに並んだ傭兵だけです</translation>
    </message>
    <message>
        <source>%1 is a basic unit (★), not a level-up card: %2 levels up to its own level-up card</source>
        <translation>%1 は基本職（★）のカードで、レベルアップカードではありません：%2 は自分のレベルアップカードと入れ替えます</translation>
    </message>
    <message>
        <source>%1 levels up to %2, its level-up card of the same name, not to %3</source>
        <translation>%1 は同じ名前のレベルアップカード %2 と入れ替えます。%3 ではありません</translation>
    </message>
    <message>
        <source>%1 on %2 is a monster, not an ally: the skill works on it as the table played it</source>
        <translation>%2 の%1は味方ではなくモンスターです：卓で行ったとおり、スキルはこのモンスターに効果を及ぼします</translation>
    </message>
    <message>
        <source>%1 on %2 is an ally, not a monster: it takes the damage as the table played it</source>
        <translation>%2 の%1はモンスターではなく味方です：卓で行ったとおり、このユニットがダメージを受けます</translation>
    </message>
    <message>
        <source>%1 holds %2: one card per square. Choose the square the new unit was really placed on</source>
        <translation>%1 には%2がいます：1マスに置けるカードは1枚だけです。新しいユニットを実際に置いたマスを選んでください</translation>
    </message>
    <message>
        <source>%1 holds %2: one card per square. Move %2 off %1 first, or record the square %3 really went to</source>
        <translation>%1 には%2がいます：1マスに置けるカードは1枚だけです。先に%2を%1から移動するか、%3が実際に移動したマスを記録してください</translation>
    </message>
    <message>
        <source>%1 holds %2: one card per square. Record the square the monster on %3 really went to</source>
        <translation>%1 には%2がいます：1マスに置けるカードは1枚だけです。%3 のモンスターが実際に移動したマスを記録してください</translation>
    </message>
    <message>
        <source>The damage on %1 on %2 cannot go below 0: it is %3, and %4 would be taken off</source>
        <translation>%2 の %1 のダメージは 0 未満になりません：いまは %3 で、%4 取り除くことになります</translation>
    </message>
    <message>
        <source>%1 on %2 takes %3 damage (%4 cube, HP %5)</source>
        <translation>%2 の %1 が %3 ダメージを受ける（ダメージキューブ %4、HP %5）</translation>
    </message>
    <message>
        <source>%1 on %2 takes %3 damage (%4 cube)</source>
        <translation>%2 の %1 が %3 ダメージを受ける（ダメージキューブ %4）</translation>
    </message>
    <message>
        <source>%1 on %2 recovers %3 (%4 cube left)</source>
        <translation>%2 の %1 が %3 回復（残りのダメージキューブ %4）</translation>
    </message>
    <message>
        <source>%1 on %2 recovers %3 (%4 cubes left)</source>
        <translation>%2 の %1 が %3 回復（残りのダメージキューブ %4）</translation>
    </message>
    <message>
        <source>Everybody has recruited: finish %1</source>
        <translation>全員が募兵しました：「%1」を終えます</translation>
    </message>
    <message>
        <source>Every player carries out %1, then finishes it</source>
        <translation>全員が「%1」を実行し、それから終えます</translation>
    </message>
    <message>
        <source>%1: %2 heals %3</source>
        <translation>%1：%2 が %3 を回復</translation>
    </message>
    <message>
        <source>%1&apos;s board: %2 damage cube taken off the card on %3</source>
        <translation>%1 のボード：%3 のカードからダメージキューブを %2 個取り除きました</translation>
    </message>
    <message>
        <source>%1&apos;s board: %2 damage cubes taken off the card on %3</source>
        <translation>%1 のボード：%3 のカードからダメージキューブを %2 個取り除きました</translation>
    </message>
    <message>
        <source>%1&apos;s board: %2 damage cube put on the card on %3</source>
        <translation>%1 のボード：%3 のカードにダメージキューブを %2 個載せました</translation>
    </message>
    <message>
        <source>%1&apos;s board: %2 damage cubes put on the card on %3</source>
        <translation>%1 のボード：%3 のカードにダメージキューブを %2 個載せました</translation>
    </message>
    <message>
        <source>%1 is finished</source>
        <translation>「%1」を終了</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrFiguresDialog</name>
    <message>
        <source>&amp;HP:</source>
        <translation>HP(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;MOVE:</source>
        <translation>移動力(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>射程(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>スキル(&amp;S)：</translation>
    </message>
    <message>
        <source>Dice mo&amp;difier (+N):</source>
        <translation>ダイスの修正値 (+N)(&amp;D):</translation>
    </message>
    <message>
        <source>Cubes healed &amp;each time:</source>
        <translation>1回の回復量(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Damage per hit:</source>
        <translation>1回の固定ダメージ(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Times (xN):</source>
        <translation>回数（×N）(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation>防御力(&amp;D)：</translation>
    </message>
    <message>
        <source>Attack d&amp;amage:</source>
        <translation>固定ダメージ(&amp;A)：</translation>
    </message>
    <message>
        <source>Tar&amp;geting:</source>
        <translation>攻撃の種類(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Threat:</source>
        <translation>脅威ポイント(&amp;T)：</translation>
    </message>
    <message>
        <source>Threat &amp;colour:</source>
        <translation>脅威ポイントの色(&amp;C)：</translation>
    </message>
    <message>
        <source>Figures of %1</source>
        <translation>%1 の数値</translation>
    </message>
    <message>
        <source>Every figure of %1 is known.</source>
        <translation>%1 の数値はすべてわかっています。</translation>
    </message>
    <message>
        <source>The rule book does not print these figures of %1: enter them from the card. A field left at ? stays unknown.</source>
        <translation>ルールブックには %1 のこれらの数値が載っていません：カードを見て入力してください。？のままの欄は不明のままになります。</translation>
    </message>
    <message>
        <source>Dice attack</source>
        <translation>ダイス攻撃</translation>
    </message>
    <message>
        <source>Fixed damage</source>
        <translation>固定ダメージ</translation>
    </message>
    <message>
        <source>Bard&apos;s song</source>
        <translation>バードの歌</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <source>Single target (numbered squares)</source>
        <translation>単体攻撃（数字のマス）</translation>
    </message>
    <message>
        <source>Area (starred squares)</source>
        <translation>範囲攻撃（★のマス）</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Healing</source>
        <comment>skill kind</comment>
        <translation>回復</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrGameOver</name>
    <message>
        <source>Threat</source>
        <translation>脅威ポイント</translation>
    </message>
    <message>
        <source>Monsters defeated</source>
        <translation>倒したモンスター</translation>
    </message>
    <message>
        <source>Honour</source>
        <translation>栄誉マーク</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>Monsters in the castle</source>
        <translation>城内のモンスター</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>ラウンド数</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrGameView</name>
    <message>
        <source>%1: threat %2</source>
        <translation>%1：脅威ポイント %2</translation>
    </message>
    <message>
        <source>(out)</source>
        <translation>（脱落）</translation>
    </message>
    <message>
        <source>%1 — threat %2</source>
        <translation>%1 — 脅威ポイント %2</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>ラウンド %1 · %2</translation>
    </message>
    <message>
        <source>monster deck: %1</source>
        <translation>モンスター山札：%1</translation>
    </message>
    <message>
        <source>&amp;Summon a monster…</source>
        <translation>モンスターを召喚(&amp;S)…</translation>
    </message>
    <message>
        <source>Record the chip and the monster drawn, and where it goes on every board (Alt+S)</source>
        <translation>引いたチップとモンスター、各ボードでの配置先を記録します（Alt+S）</translation>
    </message>
    <message>
        <source>The figures of %1 were recorded in this game but could not be kept in the card library: %2</source>
        <translation>%1 の数値はこのゲームには記録しましたが、カードライブラリに保存できませんでした：%2</translation>
    </message>
    <message>
        <source>Bring a player&apos;s board forward (the first, second…)</source>
        <translation>プレイヤーのボードを前面に出す（1人目、2人目…）</translation>
    </message>
    <message>
        <source>Enter a die of the dice attack (the first die, then the second)</source>
        <translation>ダイス攻撃のダイスの目を入力（1つ目、次に2つ目）</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrMercenaryRow</name>
    <message>
        <source>—</source>
        <extracomment>A slot of the mercenary row not entered</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>Not entered</source>
        <translation>未入力</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrPlayerPanel</name>
    <message>
        <source>Honour marks</source>
        <translation>栄誉マーク</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>Medal tokens</source>
        <translation>勲章トークン</translation>
    </message>
    <message>
        <source>Action markers</source>
        <translation>アクションマーカー</translation>
    </message>
    <message>
        <source>Level-ups</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>Defeated monsters</source>
        <translation>倒したモンスター</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Threat</source>
        <translation>脅威ポイント</translation>
    </message>
    <message>
        <source>The rulebook gives each player 5 to 6 action markers.</source>
        <translation>ルールブックでは、各プレイヤーのアクションマーカーは5〜6枚です。</translation>
    </message>
    <message>
        <source>Threat of the monsters on the board, in the waiting line and in the castle, minus the medal tokens. Victory can be declared at 8 or less once the monster deck is empty.</source>
        <translation>ボード上・待機列・城内のモンスターの脅威ポイントの合計から勲章トークンを引いた値です。モンスターの山札が尽きたあと、8以下なら勝利を宣言できます。</translation>
    </message>
    <message>
        <source>start player</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <source>board %1 · waiting %2 · castle %3</source>
        <translation>ボード %1 · 待機列 %2 · 城内 %3</translation>
    </message>
    <message>
        <source>medals −%1</source>
        <translation>勲章 −%1</translation>
    </message>
    <message>
        <source>minus %1 medal tokens</source>
        <translation>勲章トークン%1枚分を引く</translation>
    </message>
    <message>
        <source>Threat not entered yet: %1</source>
        <translation>脅威ポイント未入力：%1</translation>
    </message>
    <message>
        <source>(values hidden)</source>
        <translation>（値は非公開）</translation>
    </message>
    <message>
        <source>%1 to take</source>
        <translation>未取得 %1</translation>
    </message>
    <message>
        <source>%1 · next costs %2</source>
        <translation>%1 · 次は栄誉マーク%2</translation>
    </message>
    <message>
        <source>none known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Out (defeated)</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>Declared victory</source>
        <translation>勝利宣言済み</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>%1 placed · %2–%3 left</source>
        <translation>配置 %1 · 残り %2〜%3</translation>
    </message>
    <message>
        <source>%1 on board · %2 waiting · %3 castle</source>
        <translation>ボード %1 · 待機列 %2 · 城 %3</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrRangeEditor</name>
    <message>
        <source>&amp;Whole board</source>
        <translation>ボード全体(&amp;W)</translation>
    </message>
    <message>
        <source>The range is the whole board (Cleric, Bard)</source>
        <translation>射程はボード全体です（クレリック、バード）</translation>
    </message>
    <message>
        <source>Click a square, or move with the arrow keys and press Space, to add it to the range or take it out. Numbered squares: + and - change the order.</source>
        <translation>マスをクリックするか、矢印キーで移動して Space を押すと、射程に加えたり外したりできます。数字のマス：+ と - で順番を変えます。</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>射程</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrScoreSheet</name>
    <message>
        <source>Several players declared victory with the same honour marks and gold: they share the win.</source>
        <translation>複数のプレイヤーが勝利宣言し、栄誉マークも金貨も同じでした：勝利を分け合います。</translation>
    </message>
    <message>
        <source>Several players declared victory: the most honour marks wins, then the most gold.</source>
        <translation>複数のプレイヤーが勝利宣言しました：栄誉マークの多いプレイヤー、同じなら金貨の多いプレイヤーの勝利です。</translation>
    </message>
    <message>
        <source>Cop&amp;y the sheet</source>
        <translation>表をコピー(&amp;Y)</translation>
    </message>
    <message>
        <source>Copy the score sheet as text (tab separated)</source>
        <translation>得点表をテキスト（タブ区切り）でコピーします</translation>
    </message>
    <message>
        <source>Threat</source>
        <translation>脅威ポイント</translation>
    </message>
    <message>
        <source>· on the board</source>
        <translation>・ボード上</translation>
    </message>
    <message>
        <source>· in the waiting line</source>
        <translation>・待機列</translation>
    </message>
    <message>
        <source>· in the castle</source>
        <translation>・城内</translation>
    </message>
    <message>
        <source>· medals (subtracted)</source>
        <translation>・勲章トークン（差し引き）</translation>
    </message>
    <message>
        <source>Honour marks</source>
        <translation>栄誉マーク</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>Monsters defeated</source>
        <translation>倒したモンスター</translation>
    </message>
    <message>
        <source>Level-ups</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>The game is not over</source>
        <translation>ゲームはまだ終わっていません</translation>
    </message>
    <message>
        <source>Every player is out</source>
        <translation>全員が脱落しました</translation>
    </message>
    <message>
        <source>Victory declared</source>
        <translation>勝利宣言</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <source>%1 (round %2)</source>
        <translation>%1（ラウンド %2）</translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ 勝者</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>宣言済み</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>place in the score</comment>
        <translation>順位</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrSetupPage</name>
    <message>
        <source>Mer&amp;cenary row:</source>
        <translation>傭兵の列(&amp;C)：</translation>
    </message>
    <message>
        <source>The three mercenaries laid out face up. Leave them out and Kibitzer follows the row from the first end phase that enters it.</source>
        <translation>表向きに並べた3枚の傭兵です。入力しない場合、Kibitzer は傭兵の列が入力された最初の終了フェイズから列を追います。</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrStepEntry</name>
    <message>
        <source>The game is over. To correct the last step, undo it (Ctrl+Z).</source>
        <translation>ゲームは終了しました。最後の手を直すには、元に戻してください（Ctrl+Z）。</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <source>Choose what happens (Alt+letter).</source>
        <translation>何が起きたかを選んでください（Alt+文字キー）。</translation>
    </message>
    <message>
        <source>Choose who acts.</source>
        <translation>誰が行うかを選んでください。</translation>
    </message>
    <message>
        <source>Choose the unit card.</source>
        <translation>ユニットカードを選んでください。</translation>
    </message>
    <message>
        <source>Choose the square on the board.</source>
        <translation>ボード上のマスを選んでください。</translation>
    </message>
    <message>
        <source>Choose the unit on the board.</source>
        <translation>ボード上のユニットを選んでください。</translation>
    </message>
    <message>
        <source>Choose where the unit moves.</source>
        <translation>ユニットの移動先を選んでください。</translation>
    </message>
    <message>
        <source>Choose the target.</source>
        <translation>対象を選んでください。</translation>
    </message>
    <message>
        <source>Enter the two dice, or throw them (Alt+T).</source>
        <translation>ダイス2個の出目を入力するか、振ってください (Alt+T)。</translation>
    </message>
    <message>
        <source>Enter the modifier of %1 (printed on the card).</source>
        <translation>%1 の修正値を入力してください（カードに書かれています）。</translation>
    </message>
    <message>
        <source>Enter the defence of %1 (printed on the card).</source>
        <translation>%1 の防御力を入力してください（カードに書かれています）。</translation>
    </message>
    <message>
        <source>Choose the targets on the board (one click per hit).</source>
        <translation>ボード上で対象を選んでください（1回分のダメージにつき1クリック）。</translation>
    </message>
    <message>
        <source>Choose the allies to heal on the board (one click per heal).</source>
        <translation>ボード上で回復する味方ユニットを選んでください（1回分の回復につき1クリック）。</translation>
    </message>
    <message>
        <source>%1 of %2 hits chosen: choose the rest on the board.</source>
        <translation>%2 回中 %1 回分を選びました：残りをボード上で選んでください。</translation>
    </message>
    <message>
        <source>Enter the damage per hit (printed on the card).</source>
        <translation>1回あたりのダメージを入力してください（カードに書かれています）。</translation>
    </message>
    <message>
        <source>Choose the ally the Bard sings to.</source>
        <translation>バードのスキルの対象にする味方ユニットを選んでください。</translation>
    </message>
    <message>
        <source>Choose the card the unit levels up to.</source>
        <translation>レベルアップ後のカードを選んでください。</translation>
    </message>
    <message>
        <source>Choose the command.</source>
        <translation>コマンドカードを選んでください。</translation>
    </message>
    <message>
        <source>Each of the five commands appears once in the row.</source>
        <translation>5枚のコマンドカードはそれぞれ1回ずつ並べてください。</translation>
    </message>
    <message>
        <source>%1 of %2 hits</source>
        <translation>%2 回中 %1 回</translation>
    </message>
    <message>
        <source>Hits: %1</source>
        <translation>ダメージ回数：%1</translation>
    </message>
    <message>
        <source>%1 of %2 heals</source>
        <translation>回復 %2 回中 %1 回</translation>
    </message>
    <message>
        <source>%1 on %2 takes %3 → defeated (%4/%5)</source>
        <translation>%2 の %1 に %3 ダメージ → 倒れる (%4/%5)</translation>
    </message>
    <message>
        <source>%1 on %2 takes %3 → %4/%5 damage</source>
        <translation>%2 の %1 に %3 ダメージ → ダメージ %4/%5</translation>
    </message>
    <message>
        <source>%1 takes 1 damage and faints (%2/%3)</source>
        <translation>%1 は1ダメージを受けて気絶します (%2/%3)</translation>
    </message>
    <message>
        <source>%1 takes 1 damage (%2/%3), then uses its skill</source>
        <translation>%1 は1ダメージを受け (%2/%3)、スキルを使います</translation>
    </message>
    <message>
        <source>%1 takes 1 damage, then uses its skill unless it faints</source>
        <translation>%1 は1ダメージを受け、気絶しなければスキルを使います</translation>
    </message>
    <message>
        <source>%1 steps (MOVE %2%3)</source>
        <translation>%1 マス（移動力 %2%3）</translation>
    </message>
    <message>
        <source>Costs %1 honour marks; %2 has %3</source>
        <translation>栄誉マーク %1 つが必要です。%2 は %3 つ持っています</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>移動先 %1</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>ユニット %1</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>対象 %1</translation>
    </message>
    <message>
        <source>choose the square on the board</source>
        <translation>ボード上のマスを選んでください</translation>
    </message>
    <message>
        <source>choose the unit on the board</source>
        <translation>ボード上のユニットを選んでください</translation>
    </message>
    <message>
        <source>choose where it moves</source>
        <translation>移動先を選んでください</translation>
    </message>
    <message>
        <source>click the allies to heal</source>
        <translation>回復する味方ユニットをクリックしてください</translation>
    </message>
    <message>
        <source>click a target for each hit</source>
        <translation>1回分のダメージごとに対象をクリックしてください</translation>
    </message>
    <message>
        <source>choose the target</source>
        <translation>対象を選んでください</translation>
    </message>
    <message>
        <source>%1 (in hand)</source>
        <translation>%1（手札）</translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation>誰が(&amp;W)：</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>カード：</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>出し元：</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>傭兵</translation>
    </message>
    <message>
        <source>Squares:</source>
        <translation>マス：</translation>
    </message>
    <message>
        <source>Clear (Esc)</source>
        <translation>クリア (Esc)</translation>
    </message>
    <message>
        <source>Forget the squares chosen on the board</source>
        <translation>ボード上で選んだマスを取り消します</translation>
    </message>
    <message>
        <source>Full move: +1 MOVE for 1 honour mark</source>
        <translation>全力移動：栄誉マーク1つで移動力+1</translation>
    </message>
    <message>
        <source>Through the Bard&apos;s song</source>
        <translation>バードのスキルによる</translation>
    </message>
    <message>
        <source>? (enter from the card)</source>
        <translation>?（カードから入力）</translation>
    </message>
    <message>
        <source>Damage per hit:</source>
        <translation>1回のダメージ：</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>対象：</translation>
    </message>
    <message>
        <source>Remove one</source>
        <translation>1つ取り消す</translation>
    </message>
    <message>
        <source>Take back one hit (or heal) of the selected target</source>
        <translation>選んだ対象へのダメージ（または回復）を1回分取り消します</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>コマンド：</translation>
    </message>
    <message>
        <source>Row:</source>
        <translation>並び：</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>シャッフル</translation>
    </message>
    <message>
        <source>Let Kibitzer deal the five commands in a random order</source>
        <translation>Kibitzer が5枚のコマンドカードをランダムな順に並べます</translation>
    </message>
    <message>
        <source>Medal value:</source>
        <translation>勲章トークンの値：</translation>
    </message>
    <message>
        <source>Gold:</source>
        <translation>金貨：</translation>
    </message>
    <message>
        <source>Gold gained (negative: paid)</source>
        <translation>得た金貨（支払ったときは負の数）</translation>
    </message>
    <message>
        <source>&amp;Record (Enter)</source>
        <translation>記録する（Enter）(&amp;R)</translation>
    </message>
    <message>
        <source>First unit</source>
        <translation>最初のユニット</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>募兵</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>Dice attack</source>
        <translation>ダイス攻撃</translation>
    </message>
    <message>
        <source>Fixed damage</source>
        <translation>固定ダメージ</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>Bard&apos;s song</source>
        <translation>バードの歌</translation>
    </message>
    <message>
        <source>Place marker</source>
        <translation>マーカーを置く</translation>
    </message>
    <message>
        <source>Remove marker</source>
        <translation>マーカーを取る</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>Pick command</source>
        <translation>コマンド選択</translation>
    </message>
    <message>
        <source>Lay out row</source>
        <translation>コマンド配置</translation>
    </message>
    <message>
        <source>Auto command</source>
        <translation>自動実行</translation>
    </message>
    <message>
        <source>Finish command</source>
        <translation>コマンド終了</translation>
    </message>
    <message>
        <source>Take medal</source>
        <translation>勲章を取る</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>勝利宣言</translation>
    </message>
    <message>
        <source>Player out</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>%1 (mercenary row)</source>
        <translation>%1（傭兵の列）</translation>
    </message>
    <message>
        <source>%1 has been carried out this round: picking it again is against the rules [%2]</source>
        <translation>「%1」はこのラウンドですでに実行されています：もう一度選ぶとルールに反します [%2]</translation>
    </message>
    <message>
        <source>%1 takes 1 damage and is defeated (%2/%3)</source>
        <translation>%1 は1ダメージを受けて倒されます（%2/%3）</translation>
    </message>
    <message>
        <source>%1 takes 1 damage (%2/%3)</source>
        <translation>%1 は1ダメージを受けます（%2/%3）</translation>
    </message>
    <message>
        <source>%1 takes 1 damage</source>
        <translation>%1 が1ダメージを受ける</translation>
    </message>
    <message>
        <source>%1 on %2 takes %3 → damage %4</source>
        <translation>%2 の %1 に %3 ダメージ → ダメージ %4</translation>
    </message>
    <message>
        <source>The healer</source>
        <translation>回復するユニット</translation>
    </message>
    <message>
        <source>%1 heals %2 on %3 by %4 → %5/%6 damage</source>
        <translation>%1 が %3 の %2 を %4 回復 → ダメージ %5/%6</translation>
    </message>
    <message>
        <source>%1 heals %2 on %3 by %4 → damage %5</source>
        <translation>%1 が %3 の %2 を %4 回復 → ダメージ %5</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrSummonDialog</name>
    <message>
        <source>Waiting line</source>
        <translation>待機列</translation>
    </message>
    <message>
        <source>Circle %1</source>
        <translation>魔方陣 %1</translation>
    </message>
    <message>
        <source>Square %1</source>
        <translation>マス %1</translation>
    </message>
    <message>
        <source>Proposed: %1</source>
        <translation>提案：%1</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>ゲームなし</translation>
    </message>
    <message>
        <source>Choose the chip drawn: A, B or C</source>
        <translation>めくった召喚チップ（A・B・C）を選んでください</translation>
    </message>
    <message>
        <source>Choose the monster card drawn</source>
        <translation>めくったモンスターカードを選んでください</translation>
    </message>
    <message>
        <source>%1 is not a monster card of this game: add it to the card library first</source>
        <translation>%1 はこのゲームのモンスターカードではありません：先にカードライブラリに追加してください</translation>
    </message>
    <message>
        <source>Where does the monster go on %1&apos;s board?</source>
        <translation>%1 のボードではモンスターをどこに置きますか？</translation>
    </message>
    <message>
        <source>Summon a monster</source>
        <translation>モンスターの召喚</translation>
    </message>
    <message>
        <source>Chip drawn</source>
        <translation>めくった召喚チップ</translation>
    </message>
    <message>
        <source>Circle &amp;%1</source>
        <translation>魔方陣%1(&amp;%1)</translation>
    </message>
    <message>
        <source>&amp;Monster card:</source>
        <translation>モンスターカード(&amp;M)：</translation>
    </message>
    <message>
        <source>Type to filter</source>
        <translation>入力して絞り込み</translation>
    </message>
    <message>
        <source>Where it goes</source>
        <translation>置く場所</translation>
    </message>
    <message>
        <source>Face-down monsters &amp;left:</source>
        <translation>山札の残り枚数(&amp;L)：</translation>
    </message>
    <message>
        <source>? = not counted</source>
        <translation>? = 数えていない</translation>
    </message>
    <message>
        <source>&amp;%1 %2:</source>
        <translation>%2(&amp;%1)：</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrTableContent</name>
    <message>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <source>%1: threat %2 · gold %3 · medals %4</source>
        <translation>%1：脅威ポイント %2 · 金貨 %3 · 勲章トークン %4</translation>
    </message>
</context>
<context>
    <name>kbz::rr::RrThreatChart</name>
    <message>
        <source>victory ≤ %1</source>
        <translation>勝利 ≤ %1</translation>
    </message>
    <message>
        <source>No threat recorded yet</source>
        <translation>脅威ポイントの記録はまだありません</translation>
    </message>
</context>
</TS>
