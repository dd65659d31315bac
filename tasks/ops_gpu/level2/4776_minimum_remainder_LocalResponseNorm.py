"""torch.minimum -> torch.remainder -> LocalResponseNorm: synthesised by warpgym synth (seed 9, index 79, torch#3, dim 0 x76)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> torch.remainder -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)

    def forward(self, x, x1, x2):
        x = torch.minimum(x, x1)
        x = torch.remainder(x, x2)
        x = self.localresponsenorm_2(x)
        return x


def get_inputs():
    return [torch.randn(2432, 128, 64), torch.randn(2432, 128, 64), torch.randn(2432, 128, 64)]


def get_init_inputs():
    return []
