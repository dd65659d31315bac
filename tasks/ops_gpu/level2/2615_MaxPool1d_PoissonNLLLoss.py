"""MaxPool1d -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 3577, torch#2, dim 0 x2476)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.maxpool1d_0(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(316928, 256), torch.randn(316928, 85)]


def get_init_inputs():
    return []
