"""torch.kthvalue -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 630, torch#2, dim 0 x6970)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.kthvalue -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = torch.kthvalue(x, 2)[0]
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(111520, 64, 128), torch.randn(111520, 64)]


def get_init_inputs():
    return []
