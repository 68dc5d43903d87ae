// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include <QImage>
#include <QString>

namespace kbz {

// `text` as a QR code (libqrencode, error correction M), black modules on white with the quiet
// zone of four modules the standard asks for, each module `scale` pixels. A null image if the
// text does not fit a QR code.
QImage qrCode(const QString &text, int scale = 6);

} // namespace kbz
