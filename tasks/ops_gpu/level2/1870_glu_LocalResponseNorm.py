"""F.glu -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 2963, torch#2, dim 0 x3477)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = F.glu(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(27816, 16, 32, 32)]


def get_init_inputs():
    return []
