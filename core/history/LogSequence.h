// SPDX-License-Identifier: Apache-2.0

#pragma once
// The transactions after a snapshot, in zxid order, across every log file of a data directory
// (a server restart starts a new file; files overlap at their edges). A damaged file is read up
// to the damage and named in `errors`; the next file goes on.

#include "history/DataDirectory.h"
#include "history/HistoryReplay.h"
#include "txnlog/TxnLogFile.h"
#include "txnlog/TxnRecord.h"

#include <optional>

namespace lockscope {

class LogSequence {
public:
    // Transactions with a zxid above `afterZxid`; `errors` (may be null) gains what cannot be read.
    LogSequence(const DataDirectory &directory, qint64 afterZxid, std::vector<HistoryError> *errors);

    bool next(Txn &txn);
    const QString &currentFile() const { return m_fileName; }

private:
    bool openNext();
    void report(qint64 offset, const QString &error);

    const DataDirectory &m_directory;
    std::size_t m_next = 0; // the next log file to open
    ReadOnlyFile m_file;
    QString m_fileName;
    std::optional<TxnLogReader> m_reader;
    qint64 m_lastZxid;
    std::vector<HistoryError> *m_errors;
};

// The time of the last transaction at or before `zxid` (a snapshot's moment), when a log holds it.
std::optional<qint64> transactionTimeAt(const DataDirectory &directory, qint64 zxid);

} // namespace lockscope
