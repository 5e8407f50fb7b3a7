// SPDX-License-Identifier: Apache-2.0

#include "recipes/NodeInfo.h"

#include <functional>
#include <utility>

namespace lockscope {

namespace {

const std::shared_ptr<const NodeInfo> &emptyNode()
{
    static const auto empty = std::make_shared<const NodeInfo>();
    return empty;
}

const ChildNodes::Nodes &noNodes()
{
    static const ChildNodes::Nodes none;
    return none;
}

} // namespace

SharedNode::SharedNode() : m_node(emptyNode())
{
}

SharedNode::SharedNode(NodeInfo node) : m_node(std::make_shared<const NodeInfo>(std::move(node)))
{
}

SharedNode::SharedNode(std::shared_ptr<const NodeInfo> node) : m_node(std::move(node))
{
    if (!m_node)
        m_node = emptyNode();
}

NodeInfo &SharedNode::edit()
{
    auto own = std::make_shared<NodeInfo>(*m_node);
    NodeInfo &node = *own;
    m_node = std::move(own);
    return node;
}

ChildNodes::ChildNodes(Nodes nodes)
{
    if (!nodes.empty())
        m_block = std::make_shared<Nodes>(std::move(nodes));
}

ChildNodes &ChildNodes::operator=(const ChildNodes &other)
{
    if (this != &other)
        *this = ChildNodes(other);
    return *this;
}

ChildNodes::ChildNodes(ChildNodes &&other) noexcept
    : m_block(std::move(other.m_block)), m_shared(std::exchange(other.m_shared, false))
{
}

ChildNodes &ChildNodes::operator=(ChildNodes &&other) noexcept
{
    m_block = std::move(other.m_block);
    m_shared = std::exchange(other.m_shared, false);
    return *this;
}

ChildNodes ChildNodes::sharedBlock() const
{
    ChildNodes shared;
    shared.m_block = m_block;
    m_shared = true;
    shared.m_shared = true;
    return shared;
}

const ChildNodes::Nodes &ChildNodes::nodes() const
{
    return m_block ? *m_block : noNodes();
}

ChildNodes::Nodes &ChildNodes::edit()
{
    if (!m_block)
        m_block = std::make_shared<Nodes>();
    else if (m_shared)
        m_block = std::make_shared<Nodes>(*m_block);
    m_shared = false;
    return *m_block;
}

void ChildNodes::clear()
{
    m_block.reset();
    m_shared = false;
}

SharedNode ChildNodes::share(const NodeInfo &child) const
{
    const Nodes &all = nodes();
    const std::less<const NodeInfo *> before;
    if (all.empty() || before(&child, all.data()) || !before(&child, all.data() + all.size()))
        return SharedNode(child);
    m_shared = true;
    return SharedNode(std::shared_ptr<const NodeInfo>(m_block, &child));
}

} // namespace lockscope
