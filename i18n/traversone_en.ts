<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n unfinished match(es) wait(s) for the next start</source>
        <translation>
            <numerusform>%n unfinished match waits for the next&#xa0;start</numerusform>
            <numerusform>%n unfinished matches wait for the next&#xa0;start</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>Romagna&apos;s version: the most points cost a game point, but whoever takes no trick pays instead; %n game point(s) and you lose.</source>
        <translation>
            <numerusform>Romagna&apos;s version: the most points cost a game point, but whoever takes no trick pays instead; %n game point and you lose.</numerusform>
            <numerusform>Romagna&apos;s version: the most points cost a game point, but whoever takes no trick pays instead; %n game points and you lose.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
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
            <numerusform>%n game point</numerusform>
            <numerusform>%n game points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n other</numerusform>
            <numerusform>%1 and %n others</numerusform>
        </translation>
    </message>
</context>
</TS>
