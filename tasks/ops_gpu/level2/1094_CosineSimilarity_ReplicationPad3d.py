"""CosineSimilarity -> ReplicationPad3d: synthesised by warpgym synth (seed 7, index 1775, torch#2, dim 0 x964)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> ReplicationPad3d"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.replicationpad3d_1 = nn.ReplicationPad3d(padding=1)

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.replicationpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(3856, 16, 8, 8, 8), torch.randn(3856, 16, 8, 8, 8)]


def get_init_inputs():
    return []
