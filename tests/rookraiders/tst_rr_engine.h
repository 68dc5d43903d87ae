// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QObject>
#include <QSet>
#include <QString>

class TestRrEngine : public QObject
{
    Q_OBJECT

private slots:
    // tst_rr_engine.cpp: identity, cards, configuration, structure.
    void identity();
    void ruleIdsExistInBothLanguages();
    void shippedCards();
    void cardLibraryErrors_data();
    void cardLibraryErrors();
    void configWarnings_data();
    void configWarnings();
    void setupState();
    void squares();
    void malformed_data();
    void malformed();
    // tst_rr_validators.cpp: every validator firing and not firing.
    void validators_data();
    void validators();
    void everyRuleIdIsTested();

    // tst_rr_scenarios.cpp: rules and whole-game scenarios.
    void workedExample_data();
    void workedExample();
    void movement_data();
    void movement();
    void defeatAndFaint();
    void actionOrder();
    void monsterMoves_data();
    void monsterMoves();
    void monsterAttacksAndBonusMove();
    void enemyPhaseProposal();
    void summoningFallbacks();
    void commandRow_data();
    void commandRow();
    void threatAndDefeat();
    void victoryDeclarations_data();
    void victoryDeclarations();
    void boonsAndSkills();
    void endPhaseAndNextRound();
    void setFiguresCompletesCards();
    void adjustCubes();
    void guidanceAndDescribe();
    // tst_rr_golden.cpp: random steps and the golden journals.
    void randomStepsStayConsistent();
    void goldenJournals_data();
    void goldenJournals();
    void goldenJournalsFollowGuidance_data();
    void goldenJournalsFollowGuidance();

    // tst_rr_table_steps.cpp: steps against the rules change the state as at the table.
    void moveOntoACardIsRefused();
    void skillsOnTheOtherSideChangeTheState();
    void commandPickedAgainRuns();

    // tst_rr_messages.cpp: the words the engine puts into its sentences.
    void insertedWordsAreBilingual_data();
    void insertedWordsAreBilingual();

private:
    QSet<QString> m_testedFire;
    QSet<QString> m_testedQuiet;
};
