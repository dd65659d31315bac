"""ReplicationPad1d -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 3660, torch#2, dim 0 x3136)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x, x1):
        x = self.replicationpad1d_0(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(401408, 256), torch.randn(401408, 258)]


def get_init_inputs():
    return []
