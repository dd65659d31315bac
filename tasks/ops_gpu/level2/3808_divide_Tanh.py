"""torch.divide -> Tanh: synthesised by warpgym synth (seed 7, index 5980, torch#2, dim 0 x1044)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.divide -> Tanh"""

    def __init__(self):
        super().__init__()
        self.tanh_1 = nn.Tanh()

    def forward(self, x, x1):
        x = torch.divide(x, x1)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(4176, 32, 32, 32), torch.randn(4176, 32, 32, 32)]


def get_init_inputs():
    return []
