"""torch.swapaxes -> LeakyReLU -> torch.repeat_interleave: synthesised by warpgym synth (seed 7, index 5747, torch#3, dim 0 x1696)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> LeakyReLU -> torch.repeat_interleave"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = self.leakyrelu_1(x)
        x = torch.repeat_interleave(x, 2)
        return x


def get_inputs():
    return [torch.randn(6784, 32, 32, 32)]


def get_init_inputs():
    return []
