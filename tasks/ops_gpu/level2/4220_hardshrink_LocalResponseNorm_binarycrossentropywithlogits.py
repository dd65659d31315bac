"""F.hardshrink -> LocalResponseNorm -> F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 7, index 6468, torch#3, dim 0 x1103)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> LocalResponseNorm -> F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x, x1):
        x = F.hardshrink(x)
        x = self.localresponsenorm_1(x)
        x = F.binary_cross_entropy_with_logits(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(8824, 64, 16, 16), torch.randn(8824, 64, 16, 16)]


def get_init_inputs():
    return []
