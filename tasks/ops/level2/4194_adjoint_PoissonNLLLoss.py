"""torch.adjoint -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 5509, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = torch.adjoint(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(64, 1024), torch.randn(1024, 64)]


def get_init_inputs():
    return []
