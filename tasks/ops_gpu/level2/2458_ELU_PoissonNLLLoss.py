"""ELU -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 3356, torch#2, dim 0 x5146)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.elu_0(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(658688, 256), torch.randn(658688, 256)]


def get_init_inputs():
    return []
