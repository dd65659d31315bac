"""torch.fmax -> LeakyReLU -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 991, torch#3, dim 0 x4871)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> LeakyReLU -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = torch.fmax(x, x1)
        x = self.leakyrelu_1(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(311744, 1024), torch.randn(311744, 1024)]


def get_init_inputs():
    return []
