// SPDX-License-Identifier: Apache-2.0

#pragma once
// The `history` document of ../shared/CLI.md (format lockscope-history-1), written as it is
// produced: a long record's document is never held whole. Shared by the CLI and the GUI.

#include "history/HistoryReplay.h"
#include "report/JsonWriter.h"

#include <QJsonObject>

namespace lockscope {

// `fromMs`/`toMs`: the window asked for (the record's bounds when not asked).
void writeHistory(JsonWriter &json, const HistoryResult &history, qint64 fromMs, qint64 toMs);
void writeEntrySpan(JsonWriter &json, const EntrySpan &span);
// The document as an object, for those who want to look into it (tests).
QJsonObject historyToJson(const HistoryResult &history, qint64 fromMs, qint64 toMs);

} // namespace lockscope
