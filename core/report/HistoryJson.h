#pragma once
// The `history` document of ../shared/CLI.md (format lockscope-history-1). Shared by the CLI
// and by the GUI's export.

#include "history/HistoryReplay.h"

#include <QJsonObject>
#include <functional>

namespace lockscope {

// `fromMs`/`toMs`: the window asked for (the record's bounds when not asked).
QJsonObject historyToJson(const HistoryResult &history, qint64 fromMs, qint64 toMs);
QJsonObject entrySpanToJson(const EntrySpan &span);
// The same document, indented as QJsonDocument::Indented writes it, handed to `write` a lock at a
// time: a long record's document is never held whole.
void writeHistoryJson(const HistoryResult &history, qint64 fromMs, qint64 toMs,
                      const std::function<void(const QByteArray &)> &write);

} // namespace lockscope
