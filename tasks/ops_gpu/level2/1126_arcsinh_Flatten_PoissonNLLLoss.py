"""torch.arcsinh -> Flatten -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 1542, torch#3, dim 0 x2419)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> Flatten -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()
        self.poissonnllloss_2 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = torch.arcsinh(x)
        x = self.flatten_1(x)
        x = self.poissonnllloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(9676, 16, 8, 8, 8), torch.randn(9676, 8192)]


def get_init_inputs():
    return []
