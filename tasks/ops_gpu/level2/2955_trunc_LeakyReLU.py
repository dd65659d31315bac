"""torch.trunc -> LeakyReLU: synthesised by warpgym synth (seed 7, index 4676, torch#2, dim 0 x3922)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = torch.trunc(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(251008, 1024)]


def get_init_inputs():
    return []
