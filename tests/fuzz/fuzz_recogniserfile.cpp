// SPDX-License-Identifier: Apache-2.0

// Recogniser files (core/recognisers) as an operator may write them, broken in any way: the
// loader must report errors, never crash or hang; a file that loads is then applied to nodes
// whose names and data come from the same input, through every pattern and owner format.

#include "FuzzInput.h"

#include "recognisers/RecogniserEngine.h"
#include "recognisers/RecogniserFile.h"
#include "zk/ZkPaths.h"

using namespace lockscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QByteArray file = input.bytes(16384);
    RecogniserFileResult result = parseRecogniserFile(file, QStringLiteral("fuzz.yaml"));
    for (const RecogniserError &error : result.errors)
        (void)error.toString();
    if (!result.definition)
        return 0;
    RecogniserCatalogue catalogue;
    addRecogniser(catalogue, std::move(*result.definition));

    NodeListing listing;
    listing.path = QString::fromUtf8(input.bytes(128));
    if (!listing.path.startsWith(u'/'))
        listing.path.prepend(u'/');
    ChildNodes::Nodes &children = listing.children.edit();
    for (int i = 0; i < 4 && !input.empty(); ++i) {
        NodeInfo child;
        child.name = QString::fromUtf8(input.bytes(64));
        child.stat.ephemeralOwner = input.integer<quint8>() % 2 ? 0x100000001LL : 0;
        child.data = input.bytes(512);
        children.push_back(std::move(child));
    }
    SystemClaim claim;
    claimByFiles(catalogue, listing, claim);
    for (LockQueue &queue : claim.queues) {
        queue.recipe = Recipe::Curator;
        queue.id = QStringLiteral("curator:latch");
        annotateByFiles(catalogue, queue);
    }
    for (const NodeInfo &child : listing.children)
        (void)explainChild(catalogue, listing, child.name);
    return 0;
}
