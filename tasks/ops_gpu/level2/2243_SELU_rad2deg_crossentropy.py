"""SELU -> torch.rad2deg -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 3444, torch#3, dim 0 x438)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.rad2deg -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x, x1):
        x = self.selu_0(x)
        x = torch.rad2deg(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(112128, 512), torch.randn(112128, 512)]


def get_init_inputs():
    return []
