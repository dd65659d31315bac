"""CosineSimilarity -> torch.msort -> torch.lgamma -> Mish: synthesised by warpgym synth (seed 7, index 4507, torch#4, dim 0 x391)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> torch.msort -> torch.lgamma -> Mish"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.mish_3 = nn.Mish()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = torch.msort(x)
        x = torch.lgamma(x)
        x = self.mish_3(x)
        return x


def get_inputs():
    return [torch.randn(1564, 32, 32, 32), torch.randn(1564, 32, 32, 32)]


def get_init_inputs():
    return []
