"""F.cosine_similarity -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 3561, torch#2, dim 0 x1646)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = self.replicationpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(26336, 32, 16, 16), torch.randn(26336, 32, 16, 16)]


def get_init_inputs():
    return []
