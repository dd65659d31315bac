"""F.softplus -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 6218, torch#2, dim 0 x3908)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = F.softplus(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1000448, 512), torch.randn(1000448, 512)]


def get_init_inputs():
    return []
