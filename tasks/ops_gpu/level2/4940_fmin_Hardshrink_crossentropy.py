"""torch.fmin -> Hardshrink -> F.cross_entropy: synthesised by warpgym synth (seed 9, index 124, torch#3, dim 0 x2542)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> Hardshrink -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x, x1, x2):
        x = torch.fmin(x, x1)
        x = self.hardshrink_1(x)
        x = F.cross_entropy(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(325376, 256), torch.randn(325376, 256), torch.randn(325376, 256)]


def get_init_inputs():
    return []
