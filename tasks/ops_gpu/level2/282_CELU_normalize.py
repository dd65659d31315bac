"""CELU -> F.normalize: synthesised by warpgym synth (seed 7, index 436, torch#2, dim 0 x254)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(2032, 256, 128)]


def get_init_inputs():
    return []
