"""torch.neg -> torch.exp -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 4783, torch#3, dim 0 x1130)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> torch.exp -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = torch.neg(x)
        x = torch.exp(x)
        x = self.localresponsenorm_2(x)
        return x


def get_inputs():
    return [torch.randn(36160, 128, 64)]


def get_init_inputs():
    return []
