"""F.gelu -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 3583, torch#2, dim 0 x2886)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = F.gelu(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(738816, 256), torch.randn(738816, 256)]


def get_init_inputs():
    return []
