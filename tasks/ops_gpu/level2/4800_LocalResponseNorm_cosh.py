"""LocalResponseNorm -> torch.cosh: synthesised by warpgym synth (seed 9, index 112, torch#2, dim 0 x776)."""
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
    return [torch.randn(6208, 16, 32, 32)]


def get_init_inputs():
    return []
