"""torch.asinh -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 1034, torch#2, dim 0 x1095)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = torch.asinh(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(8760, 16, 32, 32), torch.randn(8760, 16, 32, 32)]


def get_init_inputs():
    return []
