#include "diagnostics/ServerCommandFetch.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

namespace lockscope {
namespace {

// Watch lists of big servers run to megabytes; more than this is not a four-letter answer.
constexpr qsizetype kMaxWordReply = 64 * 1024 * 1024;

} // namespace

ServerCommandFetch::ServerCommandFetch(QNetworkAccessManager *network, EnsembleMember member,
                                       quint16 adminPort, int timeoutMs, Command command, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_member(std::move(member))
    , m_adminPort(adminPort)
    , m_timeoutMs(timeoutMs)
    , m_command(std::move(command))
{
}

ServerCommandFetch::~ServerCommandFetch() = default;

void ServerCommandFetch::start(const QString &adminUnusable)
{
    if (m_adminPort == 0 || !adminUnusable.isEmpty()) {
        m_adminError = adminUnusable.isEmpty() ? QStringLiteral("no AdminServer port given") : adminUnusable;
        askWord();
        return;
    }
    askAdminServer();
}

void ServerCommandFetch::askAdminServer()
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_member.host);
    url.setPort(m_adminPort);
    url.setPath(QStringLiteral("/commands/") + m_command.adminCommand);
    QNetworkRequest request(url);
    request.setTransferTimeout(m_timeoutMs);
    QNetworkReply *reply = m_network->get(request);
    reply->setParent(this);
    connect(reply, &QNetworkReply::finished, this, [this, reply, url] {
        reply->deleteLater();
        const QString where = QStringLiteral("AdminServer %1").arg(url.toString(QUrl::RemovePath));
        if (reply->error() == QNetworkReply::OperationCanceledError) {
            m_adminError = QStringLiteral("%1: no answer within %2 ms").arg(where).arg(m_timeoutMs);
        } else if (reply->error() != QNetworkReply::NoError) {
            m_adminError = QStringLiteral("%1: %2").arg(where, reply->errorString());
        } else {
            QString problem;
            if (m_command.acceptAdmin(reply->readAll(), &problem)) {
                m_byAdmin = true;
                finish({});
                return;
            }
            m_adminError = QStringLiteral("%1: %2").arg(where, problem);
        }
        askWord();
    });
}

void ServerCommandFetch::askWord()
{
    m_socket = new QTcpSocket(this);
    m_wordTimer = new QTimer(this);
    m_wordTimer->setSingleShot(true);
    const QString word = QString::fromLatin1(m_command.word);
    connect(m_wordTimer, &QTimer::timeout, this, [this, word] {
        m_socket->abort();
        finish(QStringLiteral("%1 to %2: no answer within %3 ms").arg(word, m_member.address()).arg(m_timeoutMs));
    });
    connect(m_socket, &QTcpSocket::connected, this, [this] { m_socket->write(m_command.word); });
    connect(m_socket, &QTcpSocket::readyRead, this, [this, word] {
        m_wordReply += m_socket->readAll();
        if (m_wordReply.size() > kMaxWordReply) {
            m_socket->abort();
            finish(QStringLiteral("%1 to %2: answer too large").arg(word, m_member.address()));
        }
    });
    // The server closes the connection after answering: that is the end of the answer.
    connect(m_socket, &QTcpSocket::disconnected, this, &ServerCommandFetch::wordAnswered);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this, word](QAbstractSocket::SocketError error) {
        if (error == QAbstractSocket::RemoteHostClosedError)
            return;  // `disconnected` follows
        if (!m_finished)
            finish(QStringLiteral("%1 to %2: %3").arg(word, m_member.address(), m_socket->errorString()));
    });
    m_wordTimer->start(m_timeoutMs);
    m_socket->connectToHost(m_member.host, m_member.clientPort);
}

void ServerCommandFetch::wordAnswered()
{
    if (m_finished)
        return;
    m_wordReply += m_socket->readAll();
    QString problem;
    if (m_command.acceptWord(m_wordReply, &problem)) {
        finish({});
        return;
    }
    finish(problem);
}

void ServerCommandFetch::finish(const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_wordTimer)
        m_wordTimer->stop();
    m_error = error.isEmpty() || m_adminError.isEmpty() ? error : m_adminError + QStringLiteral("; ") + error;
    Q_EMIT finished();
}

} // namespace lockscope
