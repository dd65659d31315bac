"""F.mish -> LocalResponseNorm -> F.threshold -> Unfold: synthesised by warpgym synth (seed 7, index 5306, torch#4, dim 0 x876)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> LocalResponseNorm -> F.threshold -> Unfold"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)
        self.unfold_3 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = F.mish(x)
        x = self.localresponsenorm_1(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.unfold_3(x)
        return x


def get_inputs():
    return [torch.randn(7008, 16, 32, 32)]


def get_init_inputs():
    return []
