"""torch.arctan2 -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 1903, torch#2, dim 0 x9959)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1, x2):
        x = torch.arctan2(x, x1)
        x = self.poissonnllloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(1274752, 256), torch.randn(1274752, 256), torch.randn(1274752, 256)]


def get_init_inputs():
    return []
