"""CosineSimilarity -> Softplus: synthesised by warpgym synth (seed 7, index 1220, torch#2, dim 0 x126)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> Softplus"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.softplus_1 = nn.Softplus()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(4032, 128, 64), torch.randn(4032, 128, 64)]


def get_init_inputs():
    return []
