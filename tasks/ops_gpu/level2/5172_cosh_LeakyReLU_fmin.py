"""torch.cosh -> LeakyReLU -> torch.fmin: synthesised by warpgym synth (seed 9, index 690, torch#3, dim 0 x1845)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> LeakyReLU -> torch.fmin"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = torch.cosh(x)
        x = self.leakyrelu_1(x)
        x = torch.fmin(x, x1)
        return x


def get_inputs():
    return [torch.randn(14760, 16, 32, 32), torch.randn(14760, 16, 32, 32)]


def get_init_inputs():
    return []
