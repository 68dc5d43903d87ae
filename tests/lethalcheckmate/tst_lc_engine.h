// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QObject>
#include <QSet>
#include <QString>

class TestLcEngine : public QObject
{
    Q_OBJECT

private slots:
    void identity();
    void cardLibrary();
    void cardLibraryErrors_data();
    void cardLibraryErrors();
    void configWarnings_data();
    void configWarnings();
    void setupState();
    void squares();
    void malformed_data();
    void malformed();
    void validators_data();
    void validators();
    void everyRuleIdIsTested();
    void fullGameThreeHits();
    void lethalSuccess();
    void lethalFailure();
    void fieldPushToDiscard();
    void pawnStepSwap();
    void rotationAndNoChain();
    void attackResolvedAfterRotation();
    void escapeSuccess();
    void escapeFailure();
    void refillAfterDamage();
    void deckRebuild();
    void refillBeyondTheDeck();
    void hiddenAndKnownCards();
    void guidanceAndDescribe();
    void entryProposals();
    void oddStepOrders();
    void randomStepsStayConsistent();
    void goldenJournals_data();
    void goldenJournals();

private:
    QSet<QString> m_testedFire;
    QSet<QString> m_testedQuiet;
};
