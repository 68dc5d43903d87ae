# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Dungeon Lords GUI tests: the year setup and reveal tools, the plan and resolve tools, the score
# sheet, and a round walked in the app.
kibitzer_add_test(NAME tst_dl_setup_gui SOURCES tst_dl_setup_gui.cpp LIBS kibitzer_views LABELS gui dungeonlords)
kibitzer_add_test(NAME tst_dl_fight_gui SOURCES tst_dl_fight_gui.cpp LIBS kibitzer_views LABELS gui dungeonlords)
# The tools as the table used them: the spell's number, the conquest box, the trap symbols'
# holder, and every step the rules do not call for offered, marked and recorded anyway.
kibitzer_add_test(NAME tst_dl_table_gui SOURCES tst_dl_table_gui.cpp LIBS kibitzer_views LABELS gui dungeonlords)
kibitzer_add_test(NAME tst_dl_score_gui SOURCES tst_dl_score_gui.cpp LIBS kibitzer_views LABELS gui dungeonlords)
kibitzer_add_test(NAME tst_dl_gui SOURCES tst_dl_gui.cpp LIBS kibitzer_views LABELS gui dungeonlords)
# The laptop layout (issue 12): the view from the golden journals at 1280x680, in both languages.
kibitzer_add_test(NAME tst_dl_fit_gui SOURCES tst_dl_fit_gui.cpp LIBS kibitzer_views LABELS gui dungeonlords)
