"""ReplicationPad3d -> torch.fmin -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 4974, torch#3, dim 0 x761)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> torch.fmin -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1, x2):
        x = self.replicationpad3d_0(x)
        x = torch.fmin(x, x1)
        x = self.cosinesimilarity_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(6088, 64, 16, 16), torch.randn(6088, 66, 18, 18), torch.randn(6088, 66, 18, 18)]


def get_init_inputs():
    return []
