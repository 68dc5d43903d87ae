# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Light Wars GUI tests (the Light Wars view helper's).
kibitzer_add_test(NAME tst_lw_widgets SOURCES tst_lw_widgets.cpp LIBS kibitzer_views LABELS gui lightwars)
kibitzer_add_test(NAME tst_lw_gui SOURCES tst_lw_gui.cpp LIBS kibitzer_views LABELS gui lightwars)
kibitzer_add_test(NAME tst_lw_fit SOURCES tst_lw_fit.cpp LIBS kibitzer_views LABELS gui lightwars)
kibitzer_add_test(NAME tst_lw_map_gui SOURCES tst_lw_map_gui.cpp LIBS kibitzer_views LABELS gui lightwars)
kibitzer_add_test(NAME tst_lw_table_gui SOURCES tst_lw_table_gui.cpp LIBS kibitzer_views LABELS gui lightwars)
kibitzer_add_test(NAME tst_lw_never_block_gui SOURCES tst_lw_never_block_gui.cpp LIBS kibitzer_views LABELS gui lightwars)
