"""SiLU -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 2291, torch#2, dim 0 x1351)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(345856, 256), torch.randn(345856, 256)]


def get_init_inputs():
    return []
