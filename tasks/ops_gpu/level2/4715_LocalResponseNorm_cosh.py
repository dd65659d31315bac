"""LocalResponseNorm -> torch.cosh: synthesised by warpgym synth (seed 8, index 422, torch#2, dim 0 x999)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> torch.cosh"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(31968, 128, 64)]


def get_init_inputs():
    return []
