// SPDX-License-Identifier: Apache-2.0

// The names the GUI shows for the systems built in C++ travel in their registry rows
// (SystemNames): every system id and role a compiled row gives a queue is named there.

#include "systems/SystemFixtures.h"
#include "batch/TestBatch.h"

#include <QTest>

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

// What each compiled row sets (grep `role` in core/systems): a row's table entry missing from
// here, or one of these missing from the rows, fails.
struct Produced {
    const char *system;
    const char *role;
};
constexpr Produced kProduced[] = {
    {"kafka", "controller"},
    {"hadoop-hdfs", "active-namenode"},
    {"hadoop-yarn", "active-resourcemanager"},
    {"hbase", "active-master"},
    {"hbase", "table-lock"},
    {"solr", "overseer"},
    {"solr", "shard-leader"},
    {"solr", "collection-lock"},
    {"solr", "shard-lock"},
    {"solr", "replica-lock"},
    {"hive", "database-lock"},
    {"hive", "table-lock"},
    {"hive", "partition-lock"},
    {"clickhouse", "leader"},
    {"clickhouse", "replica-active"},
    {"clickhouse", "ddl-lock"},
    {"clickhouse", "part-lock"},
    {"bookkeeper", "auditor"},
    {"flink", "leader"},
};

bool listed(const QString &system, const QString &role)
{
    return std::any_of(std::begin(kProduced), std::end(kProduced), [&](const Produced &p) {
        return system == QLatin1String(p.system) && role == QLatin1String(p.role);
    });
}

} // namespace

class TstSystemNames : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The list above, and every (system, role) the other tests' fixtures built by a compiled row.
    void producedRolesAreNamed_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("role");
        for (const Produced &p : kProduced) {
            QTest::addRow("listed %s %s", p.system, p.role)
                << QString::fromLatin1(p.system) << QString::fromLatin1(p.role);
        }
        for (const auto &[system, role] : compiledRolesSeen()) {
            QTest::addRow("built %s %s", qPrintable(system), qPrintable(role)) << system << role;
        }
    }

    void producedRolesAreNamed()
    {
        QFETCH(QString, system);
        QFETCH(QString, role);
        const SystemNames *names = compiledSystemNames(system);
        QVERIFY2(names, "no compiled row names the system");
        QVERIFY(names->product && *names->product);
        QVERIFY2(compiledRoleText(system, role), "no compiled row names the role");
        QVERIFY2(listed(system, role), "add it to kProduced");
    }

    // Every entry of the rows' tables is complete and something produces it.
    void tablesHoldOnlyProducedRoles()
    {
        int entries = 0;
        for (const SystemRecogniser &row : systemRecognisers()) {
            for (const SystemNames &names : row.names) {
                QVERIFY2(names.product && *names.product, names.system);
                for (const SystemRoleName &role : names.roles) {
                    const QByteArray where = QByteArray(row.name) + ' ' + names.system + ' ' + role.role;
                    QVERIFY2(role.text && *role.text, where.constData());
                    QVERIFY2(listed(QLatin1String(names.system), QLatin1String(role.role)), where.constData());
                    ++entries;
                }
            }
        }
        QVERIFY(entries >= int(std::size(kProduced)));
    }
};

LOCKSCOPE_LAST_TEST(TstSystemNames)
#include "tst_systemnames.moc"
